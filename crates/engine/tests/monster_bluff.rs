//! Monster Bluff Chess: the engine plays from its own view (never the referee's position),
//! guesses the enemy True King, and beats a random mover. Depth limits only, never time.

use menagerie_engine::arena::engine_wins_against_random;
use menagerie_engine::{Limits, Searcher};
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::{Position, Seat, Viewer};

fn depth(d: u32) -> Limits {
    Limits { depth: Some(d), ..Limits::default() }
}

/// The start position with both True Kings chosen.
fn chosen(white: &str, black: &str) -> MonsterBluff {
    let mut p = MonsterBluff::start();
    p.choose_secret(Seat::FIRST, white).unwrap();
    p.choose_secret(Seat::SECOND, black).unwrap();
    p
}

#[test]
fn the_engine_sees_the_same_whatever_the_hidden_true_king() {
    // Two referee positions that differ only in Black's secret give White's engine the very
    // same input, and so the very same answer.
    let mut a = chosen("8e1", "5d1");
    let mut b = chosen("8e1", "10e8");
    for m in ["8e2-8e4", "9e7-9e5"] {
        menagerie_rules::play_text(&mut a, m).unwrap();
        menagerie_rules::play_text(&mut b, m).unwrap();
    }
    assert_ne!(a.fen(), b.fen());
    // Black's own views differ (each knows its own True King)...
    let (va, vb) = (a.view(Viewer::Seat(Seat::SECOND)), b.view(Viewer::Seat(Seat::SECOND)));
    assert!(va.fen().ends_with(" ?,5d1") && vb.fen().ends_with(" ?,10e8"));
    // ...and White's, the engine's input, are one and the same.
    let (va, vb) = (a.view(Viewer::Seat(Seat::FIRST)), b.view(Viewer::Seat(Seat::FIRST)));
    assert!(va.fen().ends_with(" 8e1,?"));
    assert_eq!((va.fen(), va.hash()), (vb.fen(), vb.hash()));
    let ra = Searcher::<MonsterBluff>::new(8).search(&va, &[], depth(2));
    let rb = Searcher::<MonsterBluff>::new(8).search(&vb, &[], depth(2));
    assert_eq!((ra.best, ra.score, ra.nodes), (rb.best, rb.score, rb.nodes));
}

#[test]
fn the_engine_takes_a_king_it_can_take_and_guards_its_true_king() {
    // White's queen can take either of two black kings; the one Black left unguarded is taken
    // in some guesses, but both are princes or kings worth taking: the engine takes one.
    let fen = "****24****/****24****/****24****/****24****/****24****/****24****/****24****/****24****/32/32/32/11kk19/32/32/32/11Q20/****24****/****24****/****24****/****24****/****24****/****24****/****24****/****4K11K7**** w - - 0 1 - W10R10U5/W10R10U5 0/0 -- 8e1,?";
    let p = MonsterBluff::from_fen(fen).unwrap();
    let report = Searcher::<MonsterBluff>::new(8).search(&p, &[], depth(2));
    let text = p.action_text(report.best.unwrap());
    assert!(text == "5d1-5d5" || text == "5d1-5e5", "{text}");
    // With its own True King attacked by a black rook, White saves it rather than take a prince.
    let fen = "****24****/****24****/****24****/****24****/****24****/****24****/****24****/****24****/32/32/32/11kk19/32/32/32/11Q20/****24****/****24****/****24****/****24****/****24****/****24****/****24****/****Kr10K11**** w - - 0 1 - W10R10U5/W10R10U5 0/0 -- 8a1,?";
    let p = MonsterBluff::from_fen(fen).unwrap();
    let report = Searcher::<MonsterBluff>::new(8).search(&p, &[], depth(2));
    let text = p.action_text(report.best.unwrap());
    assert!(text.starts_with("8a1-") || text == "5d1-8b1", "{text}");
}

#[test]
fn the_engine_beats_a_random_mover() {
    let games = 10;
    let wins = engine_wins_against_random(&MonsterBluff::start(), games, depth(1), 11);
    assert!(wins >= 9, "{wins} wins of {games}");
}
