//! One file per subcommand.

pub mod apply;
pub mod bench;
pub mod bestmove;
pub mod matches;
pub mod moves;
pub mod perft;
pub mod play;

use anyhow::Context;
use menagerie_rules::Position;

/// The position a command starts from: the FEN given, or the variant's start.
pub fn position<P: Position>(fen: Option<&str>) -> anyhow::Result<P> {
    match fen {
        Some(fen) => P::from_fen(fen).with_context(|| format!("cannot read the {} FEN '{fen}'", P::VARIANT)),
        None => Ok(P::start()),
    }
}
