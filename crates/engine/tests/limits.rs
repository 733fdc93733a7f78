//! The engine's limits hold on any input: a depth, a time or a position far beyond the
//! ordinary ends the search within what was asked, without overflow or panic (issue 8).

use std::time::{Duration, Instant};

use menagerie_engine::{Evaluate, Limits, MATE, MAX_DEPTH, Searcher};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::{Position, Seat, Viewer};

/// Monster Bluff with chips in play and one stack of `chips` white chips on 6d3, where a
/// white piece can take it, seen by White.
fn chip_laden(chips: usize) -> MonsterBluff {
    let start = MonsterBluff::start().fen();
    let tail = " - 0 1 - W10R10U5/W10R10U5 0/0 -- ?,?";
    assert!(start.ends_with(tail), "{start}");
    let fen = start.replace(tail, &format!(" - 0 1 6d3:{} W10R10U5/W10R10U5 0/0 WB 8e1,8e8", "W".repeat(chips)));
    MonsterBluff::from_fen(&fen).expect("a chip-laden FEN").view(Viewer::Seat(Seat::FIRST))
}

/// A search with a time limit stops within it plus a small margin, however costly each node
/// is: with 250,000 chips on one square the clock used to be looked at only every 1024 nodes,
/// some 400 ms apart. The margin is generous for a loaded machine and well below that gap.
#[test]
fn a_timed_search_stops_on_time_with_a_vast_chip_stack() {
    let position = chip_laden(250_000);
    let limit = Duration::from_millis(300);
    let mut searcher = Searcher::<MonsterBluff>::new(16);
    let started = Instant::now();
    let report = searcher.search(&position, &[], Limits { movetime: Some(limit), ..Limits::default() });
    let took = started.elapsed();
    assert!(report.best.is_some());
    assert!(took < limit + Duration::from_millis(200), "took {took:?} for {limit:?}");
}

/// Chips count for the evaluation up to a cap: banks near `u64::MAX` neither wrap nor reach
/// the mate scores.
#[test]
fn vast_banks_do_not_overflow_the_evaluation() {
    let start = MonsterBluff::start().fen();
    for banks in ["18446744073709551615/0", "0/18446744073709551615", "18446744073709551615/18446744073709551615"] {
        let fen = start.replace(" 0/0 ", &format!(" {banks} "));
        let position = MonsterBluff::from_fen(&fen).expect("any bank is a number");
        let score = position.evaluate();
        assert!(score.abs() < MATE / 2, "{banks}: {score}");
    }
    let rich = MonsterBluff::from_fen(&start.replace(" 0/0 ", " 18446744073709551615/0 ")).unwrap();
    assert!(rich.evaluate() > 0, "the side with the bank is ahead");
}

/// Any depth is searched as at most `MAX_DEPTH`; a node limit still ends it, exactly.
#[test]
fn a_huge_depth_is_capped_and_a_node_limit_is_exact() {
    let limits = Limits { depth: Some(u32::MAX), nodes: Some(5_000), ..Limits::default() };
    let report = Searcher::<Chess>::new(1).search(&Chess::start(), &[], limits);
    assert!(report.best.is_some());
    assert!(report.depth <= MAX_DEPTH);
    assert!(report.nodes <= 5_000, "{} nodes", report.nodes);
}

/// A time too long to represent as an instant is no deadline; the depth ends the search.
#[test]
fn the_longest_movetime_does_not_overflow() {
    let limits = Limits { depth: Some(3), movetime: Some(Duration::MAX), ..Limits::default() };
    let report = Searcher::<Chess>::new(1).search(&Chess::start(), &[], limits);
    assert_eq!(report.depth, 3);
}

/// The stop handle ends a search with no other limit from another thread, promptly, and the
/// action reported is one of the last completed depth; progress is told each completed depth.
#[test]
fn another_thread_stops_a_search_and_progress_is_told_each_depth() {
    let mut searcher = Searcher::<Chess>::new(1);
    let stop = searcher.stop_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        Instant::now()
    });
    let limits = Limits { depth: Some(MAX_DEPTH), ..Limits::default() };
    let mut depths = Vec::new();
    let report = searcher.search_with(&Chess::start(), &[], limits, &mut |r| depths.push((r.depth, r.pv.len())));
    let stopped_at = stopper.join().unwrap();
    assert!(stopped_at.elapsed() < Duration::from_millis(100), "the search went on {:?}", stopped_at.elapsed());
    assert!(report.best.is_some() && report.depth >= 1);
    assert_eq!(depths.first().map(|d| d.0), Some(1));
    assert!(depths.windows(2).all(|w| w[1].0 == w[0].0 + 1), "{depths:?}");
    assert!(depths.iter().all(|&(_, pv)| pv >= 1), "{depths:?}");
    assert_eq!(depths.last().map(|d| d.0), Some(report.depth));

    // The flag is the caller's to clear: until then every search stops at once.
    let quick = searcher.search(&Chess::start(), &[], limits);
    assert_eq!(quick.depth, 0);
    assert!(quick.best.is_some());
    searcher.stop_handle().store(false, std::sync::atomic::Ordering::Relaxed);
    let again = searcher.search(&Chess::start(), &[], Limits { depth: Some(2), ..Limits::default() });
    assert_eq!(again.depth, 2);
}

/// A search stopped inside its first iteration plays the best action it completed, not
/// whichever the move generator lists first: a free queen is taken with two nodes to spend.
#[test]
fn a_search_stopped_in_its_first_iteration_plays_its_best_completed_action() {
    let position = Chess::from_fen("7k/8/8/3q4/8/8/8/K2Q4 w - - 0 1").unwrap();
    let mut listed = Vec::new();
    position.legal_actions(&mut listed);
    let take = position.parse_action("d1d5").unwrap();
    assert_ne!(listed[0], take, "the capture must not be listed first for this to show anything");
    let limits = Limits { nodes: Some(2), ..Limits::default() };
    let report = Searcher::<Chess>::new(1).search(&position, &[], limits);
    assert_eq!(report.depth, 0, "the first iteration was not finished");
    assert_eq!(report.best, Some(take));
}
