//! One file per subcommand.

pub mod apply;
pub mod bench;
pub mod bestmove;
pub mod matches;
pub mod moves;
pub mod perft;
pub mod play;
pub mod serve;
pub mod tune;
pub mod uci;
pub mod view;

use anyhow::{Context, bail};
use menagerie_rules::{Options, Position};

/// Where a command starts: a FEN, or the variant's start position with options.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct Start {
    /// The position (default: the start position).
    #[arg(long)]
    pub fen: Option<String>,
    /// A start-position option of the variant, `name=value` (repeatable).
    #[arg(long = "option", short = 'o', value_name = "NAME=VALUE")]
    pub options: Vec<String>,
}

/// Shortcuts for start-position options of `moves`, `perft` and `apply`: `--map crags` is
/// `--option map=crags`, `--players 4` is `--option players=4` (King of the Mountain).
#[derive(clap::Args, Clone, Debug, Default)]
pub struct Shortcuts {
    /// The board (King of the Mountain: terraces, switchback or crags).
    #[arg(long)]
    pub map: Option<String>,
    /// The number of players (King of the Mountain: 2, 3 or 4).
    #[arg(long)]
    pub players: Option<String>,
}

impl Shortcuts {
    pub fn apply(self, mut start: Start) -> Start {
        if let Some(map) = self.map {
            start.options.push(format!("map={map}"));
        }
        if let Some(players) = self.players {
            start.options.push(format!("players={players}"));
        }
        start
    }
}

/// The position a command starts from: the FEN given, or the variant's start.
pub fn position<P: Position>(start: &Start) -> anyhow::Result<P> {
    let options = Options::parse(start.options.iter().map(String::as_str))?;
    match &start.fen {
        Some(_) if !options.is_empty() => bail!("give either --fen or start-position options, not both"),
        // The FEN is not echoed: it may hold a secret the seat asking may not see.
        Some(fen) => P::from_fen(fen).with_context(|| format!("cannot read the {} FEN", P::VARIANT)),
        None => Ok(P::start_with(&options)?),
    }
}
