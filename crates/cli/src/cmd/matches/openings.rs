//! Opening sets: a few plies from the start, one opening a line, committed per variant in
//! `crates/cli/openings/<variant>.txt` and made by `menagerie openings` (docs/engine.md,
//! Matches): random legal moves from the start, kept when a short search finds the position
//! roughly balanced, so that a pair of games with colours swapped starts from somewhere new
//! and fair.

use std::collections::HashSet;

use menagerie_engine::{Evaluate, Limits, RandomPlayer, Searcher};
use menagerie_rules::{Game, Options, Variant, Viewer};

/// The committed set of a variant (King of the Mountain's for two players on the default map).
pub fn committed(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess => include_str!("../../../openings/chess.txt"),
        Variant::GiantKing => include_str!("../../../openings/giant-king.txt"),
        Variant::MonkeyKing => include_str!("../../../openings/monkey-king.txt"),
        Variant::Mountain => include_str!("../../../openings/mountain.txt"),
        Variant::MonsterBluff => include_str!("../../../openings/monster-bluff.txt"),
    }
}

/// The committed set for a start with these options, if there is one: King of the Mountain's
/// 3- and 4-player sets for `players=3` or `players=4` alone (other options change the board,
/// which no set fits).
pub fn committed_with(variant: Variant, options: &Options) -> Option<&'static str> {
    if options.is_empty() {
        return Some(committed(variant));
    }
    let players = |n| options.iter().eq([("players", n)]);
    match variant {
        Variant::Mountain if players("3") => Some(include_str!("../../../openings/mountain-3.txt")),
        Variant::Mountain if players("4") => Some(include_str!("../../../openings/mountain-4.txt")),
        _ => None,
    }
}

/// One opening: the moves played from the variant's start, or from a position of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Opening {
    /// The position the game starts from (secrets still to be chosen); `None`: the start.
    pub fen: Option<String>,
    pub moves: Vec<String>,
}

/// Reads a set: one opening a line, its moves separated by spaces; `#` starts a comment. A
/// line may instead begin with a FEN (its first field holds a `/`), optionally followed by
/// `moves` and moves from it, for sets of positions such as won endings.
pub fn parse(text: &str) -> Vec<Opening> {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or(""))
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            if !words[0].contains('/') {
                return Opening { fen: None, moves: words.iter().map(|w| (*w).to_owned()).collect() };
            }
            let split = words.iter().position(|&w| w == "moves").unwrap_or(words.len());
            Opening {
                fen: Some(words[..split].join(" ")),
                moves: words[split..].iter().skip(1).map(|w| (*w).to_owned()).collect(),
            }
        })
        .collect()
}

/// How `menagerie openings` makes a set.
pub struct Making {
    pub count: usize,
    pub plies: usize,
    pub depth: u32,
    pub max_cp: i32,
    pub seed: u64,
}

/// Makes `count` openings of `plies` random moves each from `start` (whose start-position
/// `options` the header records), kept when a search to `depth` scores the side to move's view
/// within `max_cp` centipawns; prints the set with its header.
pub fn make<P: Evaluate>(start: &P, options: &[String], making: &Making) -> anyhow::Result<()> {
    let &Making { count, plies, depth, max_cp, seed } = making;
    let mut random = RandomPlayer::new(seed);
    let mut searcher: Searcher<P> = Searcher::new(16);
    let mut seen = HashSet::new();
    let mut kept = Vec::new();
    let mut tries = 0;
    while kept.len() < count {
        tries += 1;
        anyhow::ensure!(tries <= count * 200, "only {} balanced openings found in {} tries", kept.len(), tries - 1);
        let mut game = Game::new(start.clone());
        let mut moves = Vec::new();
        while moves.len() < plies && game.outcome().is_none() {
            let Some(action) = random.choose(game.position()) else { break };
            let text = game.position().action_text(action);
            game.play_action(action);
            moves.push(text);
        }
        if moves.len() < plies || game.outcome().is_some() || !seen.insert(moves.clone()) {
            continue;
        }
        let position = game.position();
        let view = position.view(Viewer::Seat(position.to_move()));
        let history: Vec<u64> = Vec::new();
        let report = searcher.search(&view, &history, Limits { depth: Some(depth), ..Limits::default() });
        if report.best.is_some() && report.score.abs() <= max_cp {
            kept.push((moves, report.score));
        }
    }
    println!(
        "# {} openings: {count} of {plies} random plies, kept when a depth-{depth} search scores",
        P::VARIANT.name()
    );
    let options: String = options.iter().map(|o| format!(" --option {o}")).collect();
    println!(
        "# the position within {max_cp} cp (`menagerie openings --variant {}{options} --count {count} --plies {plies} --depth {depth} --max-cp {max_cp} --seed {seed}`)",
        P::VARIANT.id()
    );
    for (moves, score) in kept {
        println!("{}  # {score:+} cp", moves.join(" "));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use menagerie_rules::{Position, with_variant};

    /// Every committed opening is legal from its variant's start (secrets chosen or not).
    #[test]
    fn committed_sets_are_legal() {
        let several = ["players=3", "players=4"].map(|p| (Variant::Mountain, Options::parse([p]).unwrap()));
        let sets = Variant::ALL.iter().map(|&v| (v, Options::default())).chain(several);
        for (variant, options) in sets {
            let openings = parse(committed_with(variant, &options).expect("a set"));
            assert!(openings.len() >= 10, "{variant}: {} openings", openings.len());
            with_variant!(variant, P => {
                let start = P::start_with(&options).unwrap();
                for Opening { fen, moves } in &openings {
                    assert_eq!(fen, &None, "{variant}: the committed sets start from the start");
                    let mut game = Game::new(start.clone());
                    for text in moves {
                        assert!(game.play(text).is_ok(), "{variant}: '{text}' in {moves:?}");
                    }
                    assert!(game.outcome().is_none(), "{variant}: {moves:?} ends the game");
                }
            });
        }
    }

    /// The sets of won endings are positions of their variants with the game still on.
    #[test]
    fn ending_sets_are_positions() {
        let sets = [
            (Variant::Chess, include_str!("../../../openings/endings/chess.txt")),
            (Variant::GiantKing, include_str!("../../../openings/endings/giant-king.txt")),
            (Variant::GiantKing, include_str!("../../../openings/endings/giant-king-cardinal-rook.txt")),
        ];
        for (variant, text) in sets {
            let openings = parse(text);
            assert!(openings.len() >= 6, "{variant}: {} endings", openings.len());
            with_variant!(variant, P => {
                for opening in &openings {
                    let fen = opening.fen.as_deref().expect("an ending is a FEN");
                    let position = P::from_fen(fen).unwrap_or_else(|e| panic!("{variant}: {fen}: {e}"));
                    assert!(position.outcome().is_none(), "{variant}: {fen} is over");
                }
            });
        }
    }

    #[test]
    fn sets_are_read() {
        let line = |fen: Option<&str>, moves: &[&str]| Opening {
            fen: fen.map(str::to_owned),
            moves: moves.iter().map(|m| (*m).to_owned()).collect(),
        };
        assert_eq!(
            parse("# header\ne2-e4 e7-e5 # a comment\n\n  d2-d4\n"),
            [line(None, &["e2-e4", "e7-e5"]), line(None, &["d2-d4"])]
        );
        assert_eq!(
            parse("8/8/8/3k4/8/8/8/R3K3 w - - 0 1  # rook\n8/8/8/3k4/8/8/8/R3K3 w - - 0 1 moves e1-e2 d5-d4\n"),
            [
                line(Some("8/8/8/3k4/8/8/8/R3K3 w - - 0 1"), &[]),
                line(Some("8/8/8/3k4/8/8/8/R3K3 w - - 0 1"), &["e1-e2", "d5-d4"])
            ]
        );
    }
}
