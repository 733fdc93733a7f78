//! Search effort at fixed depths on a fixed set of positions, for measuring move-ordering and
//! pruning changes by the search's own node counter (never wall-clock time):
//! `cargo run --release -p menagerie-engine --example nodes`.

use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::variants::monkey_king::MonkeyKing;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Options, Position, Seat, Viewer, play_text};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Searches `position` to `depth` with a fresh searcher, prints one line and returns the nodes.
fn measure<P: Evaluate>(name: &str, position: &P, depth: u32) -> u64 {
    let limits = Limits { depth: Some(depth), ..Limits::default() };
    let report = Searcher::<P>::new(16).search(position, &[], limits);
    let best = report.best.map_or_else(|| "-".to_string(), |a| position.action_text(a));
    println!("{name:<20} depth {}  nodes {:>10}  best {best:<12} score {}", report.depth, report.nodes, report.score);
    report.nodes
}

fn main() {
    let mut bluff = MonsterBluff::start();
    bluff.choose_secret(Seat::FIRST, "8e1").expect("a king on 8e1");
    bluff.choose_secret(Seat::SECOND, "5d1").expect("a king on 5d1");
    // Four seats, Red's b4-d3 played: long lines open across the board, where captures by
    // every seat used to swamp the quiescence search (search/best_reply.rs).
    let mut mountain = Mountain::start_with(&Options::parse(["players=4"]).expect("an option")).expect("four seats");
    play_text(&mut mountain, "b4-d3").expect("Red's opening move");
    let total = measure("chess start", &Chess::start(), 6)
        + measure("kiwipete", &Chess::from_fen(KIWIPETE).expect("Kiwipete reads"), 6)
        + measure("giant-king start", &GiantKing::start(), 5)
        + measure("monkey-king start", &MonkeyKing::start(), 5)
        + measure("monster-bluff start", &bluff.view(Viewer::Seat(Seat::FIRST)), 3)
        + measure("mountain 4p b4-d3", &mountain, 3);
    println!("total nodes {total}");
}
