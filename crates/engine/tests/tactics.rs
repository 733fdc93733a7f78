//! Chess tactics whose key move puts a piece where it can be taken. Near the horizon, off the
//! principal variation, the search does not try such moves (exchange pruning), and it searches
//! nodes the table knows nothing of a ply shallower (internal iterative reduction): neither
//! may hide a sacrifice that wins.

use menagerie_engine::{Limits, Searcher};
use menagerie_rules::Position;
use menagerie_rules::variants::chess::Chess;

/// The move a fresh search to `depth` plays in `fen`.
fn best(fen: &str, depth: u32) -> String {
    let position = Chess::from_fen(fen).unwrap();
    let report = Searcher::<Chess>::new(16).search(&position, &[], Limits { depth: Some(depth), ..Limits::default() });
    position.action_text(report.best.expect("a legal move"))
}

#[test]
fn a_queen_offered_to_a_pawn_mates() {
    // Qg6, which the pawn on f7 may take: Qg6 fxg6 Nxg6 is mate, and Qh7 mate threatens.
    assert_eq!(best("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", 8), "g3-g6");
}

#[test]
fn a_rook_offered_to_a_pawn_wins_the_queen() {
    // Rg3 attacks the queen on g5 from a square the pawn on f4 may take; fxg3 loses more.
    assert_eq!(best("5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1", 8), "e3-g3");
}

#[test]
fn a_pawn_pushed_where_it_is_attacked_wins() {
    // c6 opens the fifth rank to a queen trade on b5 and then takes the knight on d7.
    assert_eq!(best("r1b2rk1/ppbn1ppp/4p3/1QP4q/3P4/N4N2/5PPP/R1B2RK1 w - - 0 1", 8), "c5-c6");
}
