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

/// Positions to time the search on (one thread, a fixed depth): a label, the FEN, the depth.
fn search_positions(variant: Variant) -> &'static [(&'static str, &'static str, u32)] {
    match variant {
        // White's view (Black's True King `?`) of two middle games:
        // - "middle": after 36 plies of self-play from the start (the True Kings chosen at
        //   random, seed 1, four random plies, then the engine at depth 3 on each side's own
        //   view). Pawns advanced on boards 4, 6, 8, 9 and 10, a queen trade begun on board 8,
        //   both True Kings still on the board, 314 of the 320 pieces; chips not yet in play.
        // - "later": after 200 plies of the first game of `menagerie match -v monster-bluff
        //   --tc 50ms --seed 7` (the engine against itself, the committed openings), White's
        //   True King put on 1e1: 212 pieces left, White has promoted (Black not yet, so no
        //   chips). Monster Bluff games run to 500 plies and more; this is nearer their middle.
        Variant::MonsterBluff => {
            &[("search middle", MONSTER_BLUFF_MIDDLE, 4), ("search later", MONSTER_BLUFF_LATER, 6)]
        }
        _ => &[],
    }
}

const MONSTER_BLUFF_MIDDLE: &str = "****rnbqkbnrrnbqkbnrrnbqkbnr****/****pppppppppppppppppppppppp****/****24****/****24****/****24****/****24****/****PPPPPPPPPPPPPPPPPPPPPPPP****/****RNBQKBNRRNBQKBNRRNBQKBN1****/RNBKQBNRRNBKQBNRRNBKQBNRRNBRQBNR/PPPPPPP1PPPPPPPPP1PPPPPPPP1PPPPP/26P5/21p10/7P9P14/32/ppppppppppppppppppppp1pppppppppp/rnbkqbnrrnbkqbnrrnbk1bnrrnbkqbnr/****rnb1kbnrrnbqkbnrrnbqkbnr****/****pp2p1p2p2pp1p2pppppp****/****11p12****/****P2q1p1p8p7****/****2p2P1Pp1P3p1Pp6****/****14P9****/****1P1PP1P1PP1P1P1P1PPPPPPP****/****RNBQKBNRRNBQKBNRRNBQKBNR**** w 1a1,1e1,1h1,1a8,1e8,1h8,2a1,2e1,2h1,2a8,2e8,2h8,3a1,3e1,3a8,3e8,3h8,4a1,4d1,4h1,4a8,4d8,4h8,5a1,5d1,5h1,5a8,5d8,5h8,6a1,6d1,6h1,6a8,6d8,6h8,7a1,7d1,7h1,7a8,7h8,8a1,8e1,8h1,8a8,8e8,8h8,9a1,9e1,9h1,9a8,9e8,9h8,10a1,10e1,10h1,10a8,10e8,10h8 10a6 0 19 - W10R10U5/W10R10U5 0/0 -- 1e1,?";

const MONSTER_BLUFF_LATER: &str = "****rnbqkbnrrn1qkbnrrnbqkbnr****/****pp1pppppppp1pppppppppppp****/****2p21****/****11p12****/****24****/****24****/****PPPPPPPPPPPPPPPP2qPPPPP****/****RNBQK2RR2QK4N2QB1R****/RNBKQB2R2KN2NN1B8KNB1R/PPPPPPPNPPP8P1PPP3P1PPP/5N7P5R6P2P2/8p2P2P10P6/22pp1p6/11p1p3Q14/ppppppp2pp3pB8p1pp1ppp/rnbkqb1r3k10n2r1k1bnr/****nnbqk1n15nr****/****R1pppp6Q4p1p1ppp****/****13P3P6****/****1PP8p12****/****3P6p9p3****/****5P8N3P5****/****6P1P3P1P4PPPPP****/****1N1QKBN6B6KBNR**** w 1a1,1e1,1h1,1a8,1e8,1h8,2a1,2e1,2a8,2e8,2h8,3h1,3a8,3e8,3h8,4a1,4d1,4a8,4d8,5d1,5a8,5d8,7d1,7h1,7d8,7h8,8e1,8e8,10e1,10h1,10h8 - 0 101 - W10R10U5/W10R10U5 0/0 W- 1e1,?";

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
            for &(what, fen, depth) in search_positions(variant) {
                let position = P::from_fen(fen).map_err(|e| anyhow::anyhow!("{fen}: {e}"))?;
                bench_search_position::<P>(&position, what, depth);
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
