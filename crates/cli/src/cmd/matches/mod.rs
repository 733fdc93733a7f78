//! `menagerie match`: without `--engine`, the computer against random movers or against
//! itself in this process, taking each seat in turn game by game (every other seat is an
//! opponent, whatever the number of seats); prints each result and the totals. With two or
//! more `--engine`, a match between UCI engine processes refereed here (`runner`), with
//! openings (`openings`), Elo and the SPRT (`stats`).

pub mod openings;
mod process;
pub mod runner;
pub mod spec;
pub mod stats;

use std::str::FromStr;
use std::time::Duration;

use menagerie_engine::arena::{Contestant, play_game};
use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::{Outcome, Position, Seat};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    Random,
    Engine,
}

impl FromStr for Opponent {
    type Err = String;

    fn from_str(s: &str) -> Result<Opponent, String> {
        match s {
            "random" => Ok(Opponent::Random),
            "engine" | "computer" => Ok(Opponent::Engine),
            _ => Err(format!("unknown opponent '{s}' (random or engine)")),
        }
    }
}

/// The longest game played before it is called a draw (the rules' own draws come first).
pub const MAX_PLIES: usize = 1000;

/// `--sprt elo0=0,elo1=10,alpha=0.05,beta=0.05` (any of them; the rest keep their defaults).
pub fn parse_sprt(text: &str) -> Result<stats::Sprt, String> {
    let mut sprt = stats::Sprt::default();
    for part in text.split([',', ' ']).filter(|p| !p.is_empty()) {
        let (key, value) =
            part.split_once('=').ok_or_else(|| format!("'{part}': --sprt takes elo0=, elo1=, alpha=, beta="))?;
        let value: f64 = value.parse().map_err(|_| format!("'{part}': not a number"))?;
        match key {
            "elo0" => sprt.elo0 = value,
            "elo1" => sprt.elo1 = value,
            "alpha" if value > 0.0 && value < 0.5 => sprt.alpha = value,
            "beta" if value > 0.0 && value < 0.5 => sprt.beta = value,
            _ => return Err(format!("'{part}': --sprt takes elo0=, elo1=, alpha= and beta= (0 to 0.5)")),
        }
    }
    if sprt.elo1 <= sprt.elo0 {
        return Err("--sprt: elo1 must be above elo0".to_owned());
    }
    Ok(sprt)
}

pub fn run<P: Evaluate>(
    start: &super::Start,
    games: u32,
    movetime: u64,
    opponent: Opponent,
    seed: u64,
) -> anyhow::Result<()> {
    let limits = Limits { movetime: Some(Duration::from_millis(movetime)), ..Limits::default() };
    let first: P = super::position(start)?;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for g in 0..games {
        // The engine takes each seat in turn; every other seat is the opponent.
        let engine_seat = Seat((g as usize % first.players()) as u8);
        let mut contestants: Vec<Contestant<P>> = (0..first.players())
            .map(|i| match opponent {
                _ if i == engine_seat.index() => Contestant::Engine { searcher: Box::new(Searcher::new(32)), limits },
                Opponent::Random => Contestant::random(seed.wrapping_add(u64::from(g) * 31 + i as u64)),
                Opponent::Engine => Contestant::Engine { searcher: Box::new(Searcher::new(32)), limits },
            })
            .collect();
        let game = play_game(&first, &mut contestants, MAX_PLIES, seed.wrapping_add(u64::from(g)));
        let result = match game.outcome() {
            Some(Outcome::Win { winner, reason }) if winner == engine_seat => {
                wins += 1;
                format!("engine wins ({reason})")
            }
            Some(Outcome::Win { reason, .. }) => {
                losses += 1;
                format!("engine loses ({reason})")
            }
            Some(Outcome::Draw(reason)) => {
                draws += 1;
                format!("draw ({reason})")
            }
            None => {
                draws += 1;
                format!("draw (no result after {MAX_PLIES} plies)")
            }
        };
        let seat_name = first.seat_name(engine_seat);
        println!("game {}: engine as {seat_name}: {result} in {} plies", g + 1, game.record().len());
    }
    println!("engine: {wins} wins, {draws} draws, {losses} losses of {games} games");
    Ok(())
}

/// `menagerie match`'s arguments for a match between UCI engines.
#[derive(clap::Args)]
pub struct RunnerArgs {
    /// A contestant: `name=new cmd=path/to/menagerie uci option.Hash=64 tc=200ms` (repeatable).
    #[arg(long = "engine", value_name = "SPEC")]
    pub engines: Vec<String>,
    /// The time control of engines that name none: 200ms, 0.2s, 10+0.1 (clock), depth2, nodes5000.
    #[arg(long, default_value = "200ms")]
    pub tc: spec::TimeControl,
    /// Games played at once (each game runs one process per seat).
    #[arg(long, default_value_t = 1)]
    pub concurrency: usize,
    /// The SPRT's hypotheses: `elo0=0,elo1=10,alpha=0.05,beta=0.05` (these are the defaults).
    #[arg(long, value_parser = parse_sprt)]
    pub sprt: Option<stats::Sprt>,
    /// Play every game to the --games given, whatever the SPRT says.
    #[arg(long)]
    pub no_sprt: bool,
    /// An opening set: one opening a line, its moves from the start, or a FEN followed by
    /// `moves …` or nothing (a set of endings, say); `none` for the start alone. Default: the
    /// variant's committed set (crates/cli/openings/).
    #[arg(long)]
    pub openings: Option<std::path::PathBuf>,
    /// The opening the first group plays (1 is the set's first; the others follow in order,
    /// wrapping round), so that a re-run plays other openings.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub first_opening: u32,
    /// A game still going after this many plies is a draw.
    #[arg(long, default_value_t = MAX_PLIES)]
    pub max_plies: usize,
    /// Milliseconds a move may come late before it loses on time.
    #[arg(long, default_value_t = 500)]
    pub margin: u64,
    /// Write every game's record to this file as games finish (the record format of
    /// docs/records.md, the referee's line about each game as a comment).
    #[arg(long)]
    pub records: Option<std::path::PathBuf>,
}

/// The runner's settings: the engines read, the opening set loaded (the variant's committed
/// one unless the match starts from a FEN or with options that no set fits: King of the
/// Mountain's `players=4` has a set of its own), the
/// variant's options for every engine.
pub fn runner_settings(
    variant: menagerie_rules::Variant,
    start: &super::Start,
    games: u32,
    seed: u64,
    args: RunnerArgs,
) -> anyhow::Result<runner::Settings> {
    let engines = args
        .engines
        .iter()
        .enumerate()
        .map(|(i, text)| spec::EngineSpec::parse(text, i))
        .collect::<Result<Vec<_>, _>>()
        .map_err(anyhow::Error::msg)?;
    let openings = match &args.openings {
        Some(path) if path.as_os_str() == "none" => Vec::new(),
        Some(path) => openings::parse(
            &std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?,
        ),
        None if start.fen.is_some() => Vec::new(),
        None => {
            let options = menagerie_rules::Options::parse(start.options.iter().map(String::as_str))?;
            openings::committed_with(variant, &options).map(openings::parse).unwrap_or_default()
        }
    };
    let count = openings.len().max(1);
    let first_opening = args.first_opening as usize - 1;
    anyhow::ensure!(
        first_opening < count,
        "--first-opening {}: the opening set has {count} opening{}",
        args.first_opening,
        if count == 1 { "" } else { "s" }
    );
    let mut variant_options = Vec::new();
    if variant != menagerie_rules::Variant::Chess {
        variant_options.push(("UCI_Variant".to_owned(), variant.id().to_owned()));
    }
    let players = menagerie_rules::with_variant!(variant, P => super::position::<P>(start)?.players());
    if players > 2 {
        variant_options.push(("Players".to_owned(), players.to_string()));
    }
    Ok(runner::Settings {
        engines,
        tc: args.tc,
        games,
        concurrency: args.concurrency.clamp(1, 64),
        sprt: if args.no_sprt { None } else { Some(args.sprt.unwrap_or_default()) },
        seed,
        max_plies: args.max_plies,
        margin: Duration::from_millis(args.margin),
        openings,
        first_opening,
        variant_options,
        start_options: start.options.clone(),
        records: args.records,
    })
}
