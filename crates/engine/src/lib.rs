//! menagerie's computer opponent: an iterative-deepening alpha-beta search with a
//! transposition table, generic over every variant of `menagerie-rules`.
//!
//! A variant plugs in by implementing [`Evaluate`] (in `eval/`); the search itself knows
//! nothing of any variant. The engine is only ever handed a position as its own seat may
//! see it (`Position::view`), so it cannot read a secret it is not entitled to.

pub mod arena;
mod eval;
mod level;
mod random;
mod search;
mod table;
pub mod tune;

pub use eval::Evaluate;
pub use level::{Level, MAX_LEVEL};
pub use random::RandomPlayer;
pub use search::{Limits, MATE, MAX_DEPTH, Report, Searcher};
