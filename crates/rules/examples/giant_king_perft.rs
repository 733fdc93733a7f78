//! Times bulk-counted perft of Giant-King Chess: `cargo run --release --example giant_king_perft [depth] [fen]`.

use std::time::Instant;

use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::{Position, divide, perft};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let depth = args.get(1).map_or(4, |d| d.parse().expect("a depth"));
    let position = match args.get(2) {
        Some(fen) => GiantKing::from_fen(fen).expect("a valid FEN"),
        None => GiantKing::start(),
    };
    if std::env::var_os("DIVIDE").is_some() {
        for (text, n) in divide(&position, depth) {
            println!("{text} {n}");
        }
    }
    for d in 1..=depth {
        let t = Instant::now();
        let nodes = perft(&position, d);
        let s = t.elapsed().as_secs_f64();
        println!("perft({d}) = {nodes}  {s:.3}s  {:.1} Mnps", nodes as f64 / s / 1e6);
    }
}
