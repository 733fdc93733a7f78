//! Chess perft speed: ours (the generic `menagerie_rules::perft`, bulk-counting the last ply
//! through `count_legal`) against cozy-chess's bulk-counting perft, in the same run.
//!
//! `cargo bench -p menagerie-rules --bench perft` runs the divan benchmarks on shallow perfts,
//! then prints a summary: the best of three runs of each deep perft, nodes per second, and the
//! ratio ours/cozy.

use std::hint::black_box;
use std::time::{Duration, Instant};

use menagerie_rules::variants::chess::Chess;
use menagerie_rules::{Position, perft};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        if depth == 1 {
            nodes += moves.len() as u64;
        } else {
            for m in moves {
                let mut next = board.clone();
                next.play_unchecked(m);
                nodes += cozy_perft(&next, depth - 1);
            }
        }
        false
    });
    nodes
}

fn ours(fen: &str) -> Chess {
    Chess::from_fen(fen).expect("a valid FEN")
}

fn cozy(fen: &str) -> cozy_chess::Board {
    cozy_chess::Board::from_fen(fen, false).expect("a valid FEN")
}

#[divan::bench(sample_count = 10)]
fn ours_start_4() -> u64 {
    perft(&ours(START), black_box(4))
}

#[divan::bench(sample_count = 10)]
fn cozy_start_4() -> u64 {
    cozy_perft(&cozy(START), black_box(4))
}

#[divan::bench(sample_count = 10)]
fn ours_kiwipete_3() -> u64 {
    perft(&ours(KIWIPETE), black_box(3))
}

#[divan::bench(sample_count = 10)]
fn cozy_kiwipete_3() -> u64 {
    cozy_perft(&cozy(KIWIPETE), black_box(3))
}

/// The best of three runs: the nodes and the shortest time.
fn best_of_3(mut run: impl FnMut() -> u64) -> (u64, Duration) {
    let mut best = Duration::MAX;
    let mut nodes = 0;
    for _ in 0..3 {
        let t = Instant::now();
        nodes = black_box(run());
        best = best.min(t.elapsed());
    }
    (nodes, best)
}

fn summary() {
    println!("\nperft, best of 3 (bulk counting at the last ply):");
    for (name, fen, depth) in [("start", START, 6), ("kiwipete", KIWIPETE, 5)] {
        let (a, ta) = best_of_3(|| perft(&ours(fen), depth));
        let (b, tb) = best_of_3(|| cozy_perft(&cozy(fen), depth));
        assert_eq!(a, b, "{name}: the node counts differ");
        let nps = |n: u64, t: Duration| n as f64 / t.as_secs_f64() / 1e6;
        println!(
            "  {name:>8} depth {depth}: {a} nodes; ours {:7.1} Mnps ({:.3} s), cozy-chess {:7.1} Mnps ({:.3} s), ours/cozy = {:.2}",
            nps(a, ta),
            ta.as_secs_f64(),
            nps(b, tb),
            tb.as_secs_f64(),
            tb.as_secs_f64() / ta.as_secs_f64(),
        );
    }
}

fn main() {
    divan::main();
    summary();
}
