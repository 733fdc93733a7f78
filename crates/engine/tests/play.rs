//! The engine finds forced wins and beats a random mover. Limits are depths and node counts,
//! never wall-clock time, so the results do not depend on the machine.

use menagerie_engine::arena::engine_wins_against_random;
use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::{Outcome, Position, Seat};

fn best<P: Evaluate>(fen: &str, depth: u32) -> String {
    let position = P::from_fen(fen).unwrap();
    let report = Searcher::<P>::new(16).search(&position, &[], Limits { depth: Some(depth), ..Limits::default() });
    position.action_text(report.best.expect("a legal move"))
}

#[test]
fn chess_mate_in_one() {
    assert_eq!(best::<Chess>("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3), "a1-a8");
}

#[test]
fn chess_wins_material() {
    // The black queen stands unprotected on the rook's file.
    assert_eq!(best::<Chess>("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", 2), "d1-d5");
}

#[test]
fn giant_king_three_rooks_mate() {
    // Rooks on the 8th and 9th ranks; the third joins on the 10th, and every square of the
    // cornered king and of each escape is covered.
    let fen = "8kk/R7kk/R9/10/10/10/10/1R8/4KK4/4KK4[] w - - 0 1";
    let position = GiantKing::from_fen(fen).unwrap();
    let report = Searcher::<GiantKing>::new(16).search(&position, &[], Limits { depth: Some(3), ..Limits::default() });
    let mut after = position.clone();
    after.play_unchecked(report.best.unwrap());
    assert_eq!(
        after.outcome(),
        Some(Outcome::Win { winner: Seat::FIRST, reason: menagerie_rules::WinReason::Checkmate })
    );
}

#[test]
fn chess_beats_a_random_mover() {
    assert!(engine_wins_against_random(&Chess::start(), 6, depth(3), 7) >= 5);
}

#[test]
fn giant_king_beats_a_random_mover() {
    assert!(engine_wins_against_random(&GiantKing::start(), 4, depth(2), 7) >= 3);
}

fn depth(d: u32) -> Limits {
    Limits { depth: Some(d), ..Limits::default() }
}
