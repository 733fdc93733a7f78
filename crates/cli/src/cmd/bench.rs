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

/// A middle-game position to time the search on (one thread, a fixed depth), with that depth.
fn search_middle_game(variant: Variant) -> Option<(&'static str, u32)> {
    match variant {
        // White's view (Black's True King `?`) after 36 plies of self-play from the start: the
        // True Kings chosen at random (seed 1), four random plies, then the engine at depth 3
        // on each side's own view. Pawns advanced on boards 4, 6, 8, 9 and 10, a queen trade
        // begun on board 8, both True Kings still on the board; chips not yet in play.
        Variant::MonsterBluff => Some((MONSTER_BLUFF_MIDDLE, 4)),
        _ => None,
    }
}

const MONSTER_BLUFF_MIDDLE: &str = "****rnbqkbnrrnbqkbnrrnbqkbnr****/****pppppppppppppppppppppppp****/****24****/****24****/****24****/****24****/****PPPPPPPPPPPPPPPPPPPPPPPP****/****RNBQKBNRRNBQKBNRRNBQKBN1****/RNBKQBNRRNBKQBNRRNBKQBNRRNBRQBNR/PPPPPPP1PPPPPPPPP1PPPPPPPP1PPPPP/26P5/21p10/7P9P14/32/ppppppppppppppppppppp1pppppppppp/rnbkqbnrrnbkqbnrrnbk1bnrrnbkqbnr/****rnb1kbnrrnbqkbnrrnbqkbnr****/****pp2p1p2p2pp1p2pppppp****/****11p12****/****P2q1p1p8p7****/****2p2P1Pp1P3p1Pp6****/****14P9****/****1P1PP1P1PP1P1P1P1PPPPPPP****/****RNBQKBNRRNBQKBNRRNBQKBNR**** w 1a1,1e1,1h1,1a8,1e8,1h8,2a1,2e1,2h1,2a8,2e8,2h8,3a1,3e1,3a8,3e8,3h8,4a1,4d1,4h1,4a8,4d8,4h8,5a1,5d1,5h1,5a8,5d8,5h8,6a1,6d1,6h1,6a8,6d8,6h8,7a1,7d1,7h1,7a8,7h8,8a1,8e1,8h1,8a8,8e8,8h8,9a1,9e1,9h1,9a8,9e8,9h8,10a1,10e1,10h1,10a8,10e8,10h8 10a6 0 19 - W10R10U5/W10R10U5 0/0 -- 1e1,?";

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
            if let Some((fen, depth)) = search_middle_game(variant) {
                let position = P::from_fen(fen).map_err(|e| anyhow::anyhow!("{fen}: {e}"))?;
                bench_search_position::<P>(&position, "search middle", depth);
            }
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

fn bench_search_position<P: Evaluate>(position: &P, what: &str, depth: u32) {
    let mut searcher = Searcher::<P>::new(64);
    searcher.set_threads(1);
    let report = searcher.search(position, &[], Limits { depth: Some(depth), ..Limits::default() });
    print_row(P::VARIANT.id(), &format!("{what} {}", report.depth), report.nodes, report.elapsed);
}

fn print_row(variant: &str, what: &str, nodes: u64, elapsed: Duration) {
    let seconds = elapsed.as_secs_f64();
    println!("{variant:<14} {what:>17} {nodes:>14} {seconds:>10.3} {:>14.0}", nodes as f64 / seconds.max(1e-9));
}
