//! The engine plays Monkey King Chess: it takes the Pilgrim's exit, mates, spends Fists tokens,
//! and beats a random mover. Limits are depths, never wall-clock time.

use menagerie_engine::arena::engine_wins_against_random;
use menagerie_engine::{Limits, Searcher};
use menagerie_rules::variants::monkey_king::MonkeyKing;
use menagerie_rules::{Outcome, Position, Seat, WinReason};

fn best(fen: &str, depth: u32) -> String {
    let position = MonkeyKing::from_fen(fen).unwrap();
    let report =
        Searcher::<MonkeyKing>::new(16).search(&position, &[], Limits { depth: Some(depth), ..Limits::default() });
    position.action_text(report.best.expect("a legal action"))
}

#[test]
fn the_pilgrim_leaves_when_it_can() {
    assert_eq!(best("2K2/5/5/5/5/5/5/k4[] r 2/2 0 - 9", 2), "c8-off");
}

#[test]
fn blue_mates_in_one() {
    // The Lancer on b8 holds b1 and b2; Erh-Lang to a3 covers a1 and a2.
    let fen = "1l2k/5/5/5/5/4c/5/K4[] b 2/2 0 - 10";
    let mut position = MonkeyKing::from_fen(fen).unwrap();
    menagerie_rules::play_text(&mut position, &best(fen, 2)).unwrap();
    assert_eq!(position.outcome(), Some(Outcome::Win { winner: Seat::SECOND, reason: WinReason::Checkmate }));
}

#[test]
fn a_bonus_move_takes_a_free_knight() {
    assert_eq!(best("k4/5/5/5/1n3/2M2/5/4K[] r 2/2 1 * 5", 2), "+c3-b4");
}

#[test]
fn monkey_king_beats_a_random_mover() {
    let wins = engine_wins_against_random(&MonkeyKing::start(), 10, Limits { depth: Some(2), ..Limits::default() }, 11);
    assert!(wins >= 9, "{wins} wins of 10");
}
