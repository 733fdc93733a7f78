//! The True King (RULES.md §4, I-28): what a position knows about each side's True King.

use super::square::Square;

/// One side's True King as a position knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TrueKing {
    /// `?`: not chosen yet (the referee's start), or not known to this view.
    Unknown,
    /// The square of the king that is the True King.
    On(Square),
    /// `-`: captured; the game is over.
    Captured,
}

impl TrueKing {
    /// A small number for the hash (22 bits at most): the square, or a value no square has.
    pub fn code(self) -> u64 {
        match self {
            TrueKing::Unknown => 1 << 20,
            TrueKing::On(sq) => u64::from(sq),
            TrueKing::Captured => 1 << 21,
        }
    }
}
