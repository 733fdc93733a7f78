//! Move text as people type it (issue 8, docs/move-text.md): loose forms (`e2e4`, any letter
//! case, `O-O`) are read when they fit one legal action alone, and a refusal says why:
//! unreadable text, a square the board lacks, several matches, or an illegal move with the
//! reason where one can be named.

use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::variants::monkey_king::MonkeyKing;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{ActionError, Position, Variant, legal_texts, with_variant};

fn reason<P: Position>(position: &P, text: &str) -> String {
    match position.parse_action(text) {
        Err(ActionError::Illegal { reason: Some(reason), .. }) => reason,
        other => panic!("{text}: expected an illegal move with a reason, got {other:?}"),
    }
}

/// Every legal action's text, written without dashes and in upper case, finds that action
/// (or is refused as ambiguous, never as another action), in every variant along a playout.
#[test]
fn loose_forms_of_every_legal_action_are_read() {
    for &variant in Variant::ALL {
        with_variant!(variant, P => {
            let mut position = P::start();
            for ply in 0..30 {
                let mut actions = Vec::new();
                position.legal_actions(&mut actions);
                if actions.is_empty() {
                    break;
                }
                for &action in &actions {
                    let text = position.action_text(action);
                    for loose in [text.replace('-', ""), text.to_ascii_uppercase(), text.replace('-', "x")] {
                        match position.parse_action(&loose) {
                            Ok(found) => assert_eq!(found, action, "{variant}: '{loose}' read as another action"),
                            Err(ActionError::Ambiguous { matches, .. }) => assert!(matches.contains(&text), "{variant}: {loose}"),
                            Err(e) => panic!("{variant}: '{loose}' (for '{text}') refused: {e}"),
                        }
                    }
                }
                position.play_unchecked(actions[ply * 7 % actions.len()]);
            }
        });
    }
}

#[test]
fn chess_reads_castling_and_promotions_loosely() {
    let p = Chess::from_fen("r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1").unwrap();
    for (loose, canonical) in
        [("O-O", "e1-g1"), ("0-0", "e1-g1"), ("O-O-O", "e1-c1"), ("b7a8q", "b7-a8=Q"), ("B7B8N", "b7-b8=N")]
    {
        assert_eq!(p.action_text(p.parse_action(loose).unwrap()), canonical, "{loose}");
    }
    let black = Chess::from_fen("r3k3/8/8/8/8/8/8/4K3 b q - 0 1").unwrap();
    assert_eq!(black.action_text(black.parse_action("o-o-o").unwrap()), "e8-c8");
}

#[test]
fn refusals_tell_unreadable_from_no_such_square_from_illegal() {
    let p = Chess::start();
    assert!(matches!(p.parse_action("e2 e4"), Err(ActionError::Malformed { .. })));
    assert!(matches!(p.parse_action("é4"), Err(ActionError::Malformed { .. })));
    assert_eq!(p.parse_action("e9-e10"), Err(ActionError::NoSuchSquare { text: "e9-e10".into(), square: "e9".into() }));
    assert!(matches!(p.parse_action("i2-i4"), Err(ActionError::NoSuchSquare { .. })));
    assert_eq!(reason(&p, "e2-e5"), "the legal moves from e2 are e2-e3 e2-e4");
    assert_eq!(reason(&p, "e3-e4"), "there is no piece on e3");
    assert_eq!(reason(&p, "e7-e5"), "the piece on e7 is Black's, not yours");
    let checked = Chess::from_fen("4k3/8/8/8/8/8/4q3/R3K3 w - - 0 1").unwrap();
    assert_eq!(reason(&checked, "a1-a8"), "your King is in check, and this move does not end it");
    // Each square name is checked on the variant's own board.
    let g = GiantKing::start();
    assert!(matches!(g.parse_action("j10-k10"), Err(ActionError::NoSuchSquare { .. })));
    assert!(matches!(MonsterBluff::start().parse_action("1a1-11a1"), Err(ActionError::NoSuchSquare { .. })));
    assert!(matches!(Mountain::start().parse_action("t1-s1"), Err(ActionError::NoSuchSquare { .. })));
    assert!(matches!(MonkeyKing::start().parse_action("f1-e1"), Err(ActionError::NoSuchSquare { .. })));
}

#[test]
fn each_variant_names_its_own_reasons() {
    // Giant-King: the King is named by its lower-left square.
    let g = GiantKing::from_fen("4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[] w - - 0 1").unwrap();
    assert!(!legal_texts(&g).is_empty());
    assert_eq!(reason(&g, "f2-f3"), "the Giant-King is named by its lower-left square, e1");
    // Monster Bluff: chips before both sides have promoted.
    let mb = MonsterBluff::start();
    assert_eq!(reason(&mb, "W@6d5"), "chips are not in play yet: they come in once both sides have promoted a pawn");
    // Monkey King: a drop outside one's own half; the Pilgrim stepping into check.
    let mk = MonkeyKing::start();
    assert_eq!(
        reason(&mk, "P*c3"),
        "a disk enters on its own half of the Earth, never a cloud: Blue drops on ranks 5 to 8"
    );
    let pilgrim = MonkeyKing::from_fen("5/5/5/5/2n2/5/5/K4[] r 2/2 0 - 1").unwrap();
    let legal = legal_texts(&pilgrim);
    assert!(!legal.contains(&"a1-b2".to_owned()), "{legal:?}");
    assert_eq!(reason(&pilgrim, "a1-b2"), "the Pilgrim would stand in check");
    // King of the Mountain: a King onto an attacked square; a respawn with an empty reserve.
    let m = Mountain::start();
    assert_eq!(reason(&m, "R@a1"), "you have no R in reserve");
}
