//! A chess move: from, to, and the piece a pawn promotes to.

use super::square::{Square, to_coord};
use crate::fide::Role;

/// One legal move. Castling is the king's two-square move (`e1-g1`), en passant the pawn's
/// diagonal move to the square passed over (`e5-d6`). Three bytes, `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl Move {
    pub const fn new(from: Square, to: Square, promotion: Option<Role>) -> Move {
        Move { from, to, promotion }
    }

    /// The square the piece leaves.
    pub fn from_coord(self) -> crate::geometry::Coord {
        to_coord(self.from)
    }

    /// The square the piece lands on.
    pub fn to_coord(self) -> crate::geometry::Coord {
        to_coord(self.to)
    }

    /// The canonical move text: `e2-e4`, `e7-e8=Q`.
    pub fn text(self) -> String {
        let mut text = format!("{}-{}", to_coord(self.from), to_coord(self.to));
        if let Some(role) = self.promotion {
            text.push('=');
            text.push(role.letter() as char);
        }
        text
    }
}
