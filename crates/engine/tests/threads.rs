//! Lazy SMP: a search on several threads finds what one thread finds (a mate, the winning
//! capture), in every variant, keeps to its limits and stops when told; its threads share the
//! table, so the node count covers them all.

use std::time::{Duration, Instant};

use menagerie_engine::{Limits, MATE, Searcher};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Options, Position, Seat, Viewer};

fn depth(d: u32) -> Limits {
    Limits { depth: Some(d), ..Limits::default() }
}

#[test]
fn four_threads_find_a_mate_and_a_free_queen() {
    let mut searcher = Searcher::<Chess>::new(8);
    searcher.set_threads(4);
    // A back-rank mate in one, scored as a mate.
    let mate = Chess::from_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").unwrap();
    let report = searcher.search(&mate, &[], depth(4));
    assert_eq!(report.best.map(|a| mate.action_text(a)).as_deref(), Some("d1-d8"));
    assert_eq!(report.score, MATE - 1);
    let queen = Chess::from_fen("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1").unwrap();
    let report = searcher.search(&queen, &[], depth(5));
    assert_eq!(report.best.map(|a| queen.action_text(a)).as_deref(), Some("d1-d5"));
}

#[test]
fn several_threads_keep_to_a_time_and_stop_when_told() {
    let mut searcher = Searcher::<Chess>::new(8);
    searcher.set_threads(3);
    let limit = Duration::from_millis(200);
    let started = Instant::now();
    let report = searcher.search(&Chess::start(), &[], Limits { movetime: Some(limit), ..Limits::default() });
    assert!(started.elapsed() < limit + Duration::from_millis(300), "took {:?}", started.elapsed());
    assert!(report.best.is_some());
    assert!(report.depth >= 2);

    let stop = searcher.stop_handle();
    stop.store(false, std::sync::atomic::Ordering::Relaxed);
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(150));
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let started = Instant::now();
    let report = searcher.search(&Chess::start(), &[], Limits { depth: Some(100), ..Limits::default() });
    stopper.join().unwrap();
    assert!(started.elapsed() < Duration::from_secs(2), "took {:?}", started.elapsed());
    assert!(report.best.is_some());
}

/// The best-reply search of several seats, and a search from a view with a hidden True King,
/// give a legal move on several threads too.
#[test]
fn several_threads_in_the_other_searches() {
    let mountain = Mountain::start_with(&Options::parse(["players=4"]).unwrap()).unwrap();
    let mut searcher = Searcher::<Mountain>::new(8);
    searcher.set_threads(2);
    let report = searcher.search(&mountain, &[], depth(2));
    let best = report.best.expect("a move");
    let mut legal = Vec::new();
    mountain.legal_actions(&mut legal);
    assert!(legal.contains(&best));

    let bluff = MonsterBluff::start().view(Viewer::Seat(Seat::FIRST));
    let mut searcher = Searcher::<MonsterBluff>::new(8);
    searcher.set_threads(2);
    let report = searcher.search(&bluff, &[], depth(2));
    let best = report.best.expect("a move");
    let mut legal = Vec::new();
    bluff.legal_actions(&mut legal);
    assert!(legal.contains(&best));
}
