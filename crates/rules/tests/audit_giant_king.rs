//! Independent audit of Giant-King Chess against RULES.md §1 (audit-b). Each test states what
//! the spec says; tests that the implementation currently fails are marked `#[ignore = "audit: ..."]`.

use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::{Position, legal_texts, play_text};

const BOARD: &str = "grwckkcwrg/1bn1kk1nb1/pppppppppp/10/10/10/10/PPPPPPPPPP/1BN1KK1NB1/GRWCKKCWRG[]";

fn pos(fen: &str) -> GiantKing {
    GiantKing::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// RULES.md §0 / issue 2: "Parsing never panics", "No input makes it panic". The reader accepts a
/// halfmove clock up to u32::MAX, and the next quiet move computes `halfmove + 1` (play.rs), an
/// overflow panic in debug and test builds (`menagerie apply --variant giant-king --fen
/// '<start> w - - 4294967295 1' c2-d4` exits with code 101). The clock should saturate or the
/// reader should bound it.
#[test]
fn audit_huge_halfmove_clock_does_not_panic_on_the_next_move() {
    let p = pos(&format!("{BOARD} w - - 4294967295 1"));
    let result = std::panic::catch_unwind(move || {
        let mut p = p;
        play_text(&mut p, "c2-d4").map(|_| p.fen())
    });
    assert!(result.is_ok(), "playing a quiet move from a FEN the reader accepted panicked");
}

/// The same with the fullmove number: `fullmove += 1` after a Black move overflows.
#[test]
fn audit_huge_fullmove_number_does_not_panic_after_black_moves() {
    let p = pos(&format!("{BOARD} b - - 0 4294967295"));
    let result = std::panic::catch_unwind(move || {
        let mut p = p;
        play_text(&mut p, "c9-d7").map(|_| p.fen())
    });
    assert!(result.is_ok(), "playing Black's move from a FEN the reader accepted panicked");
}

/// I-5 ("everything else is as in orthodox chess") and RULES.md §0 (threefold repetition is "the
/// FIDE rule"): FIDE 9.2.3 counts positions as the same when "the possible moves are the same";
/// an en passant capture that would leave the king in check is not a possible move. Here Black's
/// d5xe4 en passant would uncover the rook on j5 against a5/b5 while the rook on j6 already attacks
/// a6/b6 (I-2), so it is illegal; the position with `e4` in the FEN is the same position as the
/// one with `-`, and must hash the same for repetition. The code counts the en passant square in
/// the hash whenever a pawn could take there pseudo-legally (`ep_capturable`).
#[test]
fn audit_illegal_en_passant_does_not_change_the_repetition_hash() {
    let board = "10/10/10/10/kk7R/kk1pP4R/10/10/4KK4/4KK4[]";
    let with_ep = pos(&format!("{board} b - e4 0 1"));
    let without = pos(&format!("{board} b - - 0 1"));
    // The premise: Black is not in check, and the en passant capture is not legal.
    assert!(!with_ep.in_check());
    let moves = legal_texts(&with_ep);
    assert!(!moves.iter().any(|m| m == "d5-e4"), "d5-e4 would leave all four king squares attacked: {moves:?}");
    assert_eq!(moves, legal_texts(&without), "the possible moves are the same");
    assert_eq!(with_ep.hash(), without.hash(), "same possible moves: the same position for repetition");
}
