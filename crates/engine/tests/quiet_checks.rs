//! Quiet checks in the quiescence search: chess lists exactly the legal non-captures that give
//! check (its shortcut must miss none), and the search at depth 1 sees a mate that begins with
//! a quiet check just past the horizon.

use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::Position;
use menagerie_rules::variants::chess::Chess;

/// Every legal non-capture that leaves the opponent in check, found the slow way.
fn checks_by_playing(position: &Chess) -> Vec<String> {
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    let mut found: Vec<String> = actions
        .into_iter()
        .filter(|&a| !position.is_capture(a))
        .filter(|&a| {
            let mut next = position.clone();
            next.play_unchecked(a);
            next.in_check()
        })
        .map(|a| position.action_text(a))
        .collect();
    found.sort();
    found
}

fn listed(position: &Chess) -> Vec<String> {
    let mut out = Vec::new();
    position.quiet_checks(&mut out);
    let mut found: Vec<String> = out.into_iter().map(|a| position.action_text(a)).collect();
    found.sort();
    found
}

#[test]
fn chess_lists_every_quiet_check_and_nothing_else() {
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        // Promotions that check, a discovered check by a pawn, castling that checks.
        "3k4/1P6/8/8/8/8/8/R3K3 w Q - 0 1",
        "8/8/7k/8/8/8/3N4/2B1K3 w - - 0 1",
        "8/8/8/8/8/8/8/R3K2k w Q - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ];
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut checks = 0;
    for fen in starts {
        let mut position = Chess::from_fen(fen).unwrap();
        for _ in 0..80 {
            let expected = checks_by_playing(&position);
            assert_eq!(listed(&position), expected, "{}", position.fen());
            checks += expected.len();
            let mut actions = Vec::new();
            position.legal_actions(&mut actions);
            if actions.is_empty() || position.outcome().is_some() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            position.play_unchecked(actions[(seed % actions.len() as u64) as usize]);
        }
    }
    assert!(checks > 100, "the random games gave only {checks} quiet checks to compare");
}

#[test]
fn a_depth_one_search_sees_a_back_rank_mate_past_the_horizon() {
    // Rd1xd7 wins a knight but leaves e1 to the black rook: Re8-e1 is mate. Only a quiet check
    // in the quiescence search shows it to a one-ply search.
    let position = Chess::from_fen("4r1k1/3n1ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").unwrap();
    let report = Searcher::<Chess>::new(16).search(&position, &[], Limits { depth: Some(1), ..Limits::default() });
    let best = position.action_text(report.best.unwrap());
    assert_ne!(best, "d1-d7", "the knight is poisoned");
    assert!(report.score > -1000, "a knight down, not mated: {} with {best}", report.score);
}
