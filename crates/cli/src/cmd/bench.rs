//! `menagerie bench`: perft speed per variant (bulk-counted, as reference generators count)
//! and the engine's search speed.

use std::time::{Duration, Instant};

use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::{Options, Position, Variant, perft, with_variant};

/// The perft depth from the start position that takes a few seconds.
fn depth(variant: Variant) -> u32 {
    match variant {
        Variant::Chess => 6,
        Variant::GiantKing => 5,
        Variant::MonkeyKing => 4,
        Variant::Mountain => 5,
        // About 200 moves a side: depth 4 is 1.6 billion nodes, counted in bulk at the last ply.
        Variant::MonsterBluff => 4,
    }
}

/// Busy middle-game positions worth timing too, with their perft depth.
fn middle_games(variant: Variant) -> &'static [(&'static str, u32)] {
    match variant {
        // Blue to move with disks in hand, a frozen Blue disk, Mountains, a Lancer in the blue
        // cloud, a Fists token.
        Variant::MonkeyKing => &[("2h1p/Cnn1p/5/3kp/NPP1P/1LP2/4P/x1P1K[ppp] b l1/2 1 - 21", 5)],
        _ => &[],
    }
}

/// The start positions to count from: the standard one, and for King of the Mountain the
/// default map with two players and with four.
fn starts<P: Position>() -> Vec<(&'static str, P)> {
    if P::VARIANT == Variant::Mountain {
        let with = |players: &str| {
            let options = Options::parse([players]).expect("a valid option");
            P::start_with(&options).expect("a valid start")
        };
        vec![("2 players", with("players=2")), ("4 players", with("players=4"))]
    } else {
        vec![("", P::start())]
    }
}

pub fn run(variants: &[Variant]) -> anyhow::Result<()> {
    println!("{:<14} {:>17} {:>14} {:>10} {:>14}", "variant", "what", "nodes", "seconds", "nodes/second");
    for &variant in variants {
        with_variant!(variant, P => {
            bench_perft::<P>(depth(variant));
            for &(fen, depth) in middle_games(variant) {
                let position = P::from_fen(fen).map_err(|e| anyhow::anyhow!("{fen}: {e}"))?;
                bench_position::<P>(&position, &format!("perft {depth} middle"), depth);
            }
            bench_search::<P>();
        });
    }
    Ok(())
}

fn bench_perft<P: Position>(depth: u32) {
    for (label, position) in starts::<P>() {
        let start = Instant::now();
        let nodes = perft(&position, depth);
        print_row(P::VARIANT.id(), format!("perft {depth} {label}").trim(), nodes, start.elapsed());
    }
}

fn bench_position<P: Position>(position: &P, what: &str, depth: u32) {
    let start = Instant::now();
    let nodes = perft(position, depth);
    print_row(P::VARIANT.id(), what, nodes, start.elapsed());
}

fn bench_search<P: Evaluate>() {
    let report = Searcher::<P>::new(64).search(
        &P::start(),
        &[],
        Limits { depth: Some(6), movetime: Some(Duration::from_secs(5)), ..Limits::default() },
    );
    print_row(P::VARIANT.id(), &format!("search {}", report.depth), report.nodes, report.elapsed);
}

fn print_row(variant: &str, what: &str, nodes: u64, elapsed: Duration) {
    let seconds = elapsed.as_secs_f64();
    println!("{variant:<14} {what:>17} {nodes:>14} {seconds:>10.3} {:>14.0}", nodes as f64 / seconds.max(1e-9));
}
