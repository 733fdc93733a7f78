//! Monster Bluff Chess (RULES.md §4): one test per rule and reading on hand-built positions,
//! the secrets, and a slow reference generator (tests/support) checked against the fast one.

mod support {
    pub mod monster_bluff_reference;
}

use std::collections::BTreeSet;

use menagerie_rules::variants::monster_bluff::{MonsterBluff, START_FEN, TrueKing};
use menagerie_rules::{Options, Outcome, Position, Seat, Viewer, WinReason, legal_texts, perft, play_text};
use support::monster_bluff_reference::{Reference, board};

/// The fields after the board for a quiet position with White to move.
const QUIET: &str = "w - - 0 1 - W10R10U5/W10R10U5 0/0 -- ?,?";
/// Chips in play: both sides have promoted.
const CHIPS: &str = "w - - 0 1 - W10R10U5/W10R10U5 0/0 WB ?,?";

/// Two kings a side somewhere out of the way, so that no True King is known by elimination.
const SPARE_KINGS: [(&str, char); 4] = [("1a8", 'k'), ("3h8", 'k'), ("8a1", 'K'), ("10h1", 'K')];

fn fen(pieces: &[(&str, char)], rest: &str) -> String {
    let mut all: Vec<(&str, char)> = SPARE_KINGS.to_vec();
    all.extend_from_slice(pieces);
    format!("{} {rest}", board(&all))
}

fn pos(fen: &str) -> MonsterBluff {
    MonsterBluff::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn texts(p: &MonsterBluff) -> BTreeSet<String> {
    legal_texts(p).into_iter().collect()
}

fn from(p: &MonsterBluff, square: &str) -> BTreeSet<String> {
    texts(p).into_iter().filter(|t| t.split('-').next() == Some(square)).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn after(p: &MonsterBluff, moves: &[&str]) -> MonsterBluff {
    let mut p = p.clone();
    for m in moves {
        play_text(&mut p, m).unwrap_or_else(|e| panic!("{m}: {e} in {}", p.fen()));
    }
    p
}

/// The FEN fields after the board.
fn tail(p: &MonsterBluff) -> String {
    p.fen().split_once(' ').unwrap().1.to_owned()
}

/// Compares the fast generator with the reference, and counting with listing.
fn check_against_reference(p: &MonsterBluff) {
    let fen = p.fen();
    let reference = Reference::new(&fen).moves();
    let fast = texts(p);
    assert_eq!(fast, reference, "{fen}\nonly fast: {:?}\nonly reference: {:?}", fast.difference(&reference).collect::<Vec<_>>(), reference.difference(&fast).collect::<Vec<_>>());
    assert_eq!(p.count_legal(&mut Vec::new()), fast.len(), "{fen}");
}

// ---------------------------------------------------------------- board and setup (I-13, I-24)

#[test]
fn i13_setup_is_orthodox_outside_and_swapped_inside() {
    let mut pieces = Vec::new();
    let names: Vec<String> = (1..=10)
        .flat_map(|b| (0..8).flat_map(move |f| (1..=8).map(move |r| format!("{b}{}{r}", (b'a' + f) as char))))
        .collect();
    for n in &names {
        let board_no: u32 = n[..n.len() - 2].parse().unwrap();
        let file = n.as_bytes()[n.len() - 2] - b'a';
        let rank = n.as_bytes()[n.len() - 1] - b'0';
        let inside = (4..=7).contains(&board_no);
        let back = if inside { b"RNBKQBNR" } else { b"RNBQKBNR" };
        let c = match (rank, inside) {
            (1, false) | (8, true) => back[file as usize] as char,
            (2, false) | (7, true) => 'P',
            (8, false) | (1, true) => back[file as usize].to_ascii_lowercase() as char,
            (7, false) | (2, true) => 'p',
            _ => continue,
        };
        pieces.push((n.as_str(), c));
    }
    let described = format!("{} w", board(&pieces));
    assert!(START_FEN.starts_with(&described));
    assert_eq!(MonsterBluff::start().fen(), START_FEN);
    // Every board keeps a1 dark: board-local a1 is always a dark square of the grid.
    for b in 1..=10 {
        let c = MonsterBluff::parse_square(&format!("{b}a1")).unwrap();
        assert_eq!((c.file + c.rank) % 2, 0, "board {b}");
    }
}

#[test]
fn i13_start_moves_are_named_board_locally() {
    let t = texts(&MonsterBluff::start());
    assert_eq!(t.len(), 200);
    for m in ["8e2-8e4", "10a2-10a3", "1b1-1c3", "5d7-5d5", "7h7-7h6", "4b8-4c6"] {
        assert!(t.contains(m), "{m}");
    }
    assert!(!t.iter().any(|m| m.starts_with("5d2")), "Black's inside pawns wait for Black");
}

#[test]
fn i24_sliders_cross_boards_and_stop_at_notches() {
    let p = pos(&fen(&[("8e4", 'R'), ("4a5", 'B'), ("9h4", 'p'), ("7e8", 'N')], QUIET));
    let rook = from(&p, "8e4");
    // West to the notch (8a4 is the last square), east across board 9 to the pawn on 9h4,
    // north through board 5 into board 1.
    for m in ["8e4-8a4", "8e4-9a4", "8e4-9h4", "8e4-8e8", "8e4-5a1", "8e4-5a8", "8e4-1e1", "8e4-1e8", "8e4-8e1"] {
        assert!(rook.contains(m), "{m}: {rook:?}");
    }
    assert!(!rook.contains("8e4-10a4"));
    assert_eq!(rook.len(), 4 + 11 + 20 + 3);
    let bishop = from(&p, "4a5");
    for m in ["4a5-4d2", "4a5-4e1", "4a5-8b8", "4a5-8h2", "4a5-9a1", "4a5-4d8", "4a5-1a1", "4a5-1h8"] {
        assert!(bishop.contains(m), "{m}: {bishop:?}");
    }
    assert_eq!(bishop.len(), 12 + 11);
    // Knights leap past the notches: 7e8 reaches board 3.
    assert_eq!(from(&p, "7e8"), set(&["7e8-3h2", "7e8-3g1", "7e8-7g7", "7e8-7c7", "7e8-7f6", "7e8-7d6"]));
    check_against_reference(&p);
}

// ---------------------------------------------------------------- random games against the reference

struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Random games from `start`, preferring piece moves to chip placements so that both happen;
/// at every position the fast generator must agree with the reference, the FEN and hash must
/// survive a round trip, and a sample of move texts must read back.
fn random_games(start: &MonsterBluff, seed: u64, games: usize, plies: usize) {
    let mut rng = XorShift(seed);
    for _ in 0..games {
        let mut p = start.clone();
        for _ in 0..plies {
            check_against_reference(&p);
            let fen = p.fen();
            let reread = pos(&fen);
            assert_eq!(reread.fen(), fen);
            assert_eq!(reread.hash(), p.hash(), "{fen}");
            let mut actions = Vec::new();
            p.legal_actions(&mut actions);
            if actions.is_empty() {
                assert!(p.outcome().is_some(), "{fen}");
                break;
            }
            for _ in 0..3 {
                let a = actions[rng.below(actions.len())];
                assert_eq!(p.parse_action(&p.action_text(a)), Ok(a));
            }
            let moves: Vec<_> = actions.iter().filter(|a| p.moving_role(**a).is_some()).collect();
            let action = if !moves.is_empty() && rng.below(4) != 0 {
                *moves[rng.below(moves.len())]
            } else {
                actions[rng.below(actions.len())]
            };
            p.play_unchecked(action);
        }
    }
}

#[test]
fn random_games_agree_with_the_reference() {
    random_games(&MonsterBluff::start(), 1, 3, 150);
}

#[test]
fn random_games_with_chips_agree_with_the_reference() {
    let start = MonsterBluff::start().fen().replace(" -- ?,?", " WB ?,?");
    random_games(&pos(&start), 2, 3, 150);
    let green = MonsterBluff::start_with(&Options::parse(["green=2"]).unwrap()).unwrap();
    let start = green.fen().replace(" -- ?,?", " WB ?,?");
    random_games(&pos(&start), 3, 2, 150);
}
