//! The action type: one entry of the move list (RULES.md §1), packed in a `u32`, and its move text.

use std::fmt::Write;

use crate::geometry::Coord;

use super::bitboard::{WIDTH, file_of, rank_of};
use super::piece::Role;

/// A move, a Giant-King step, or a pawn move with its promotion right used (`e7-e8+b1`) or spent
/// on a drop (`e9-e10+N*g3`). A pawn move whose right goes unused is a plain move.
///
/// Bits: from 0..7, to 7..14, the promoted or dropped-on square 14..21, the dropped role 21..24,
/// the flag 24..27. A Giant-King step names the lower-left squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move(u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    /// A step, ride or leap, captures included, pawn moves whose promotion right is not used.
    Normal,
    DoubleStep,
    EnPassant,
    King,
    /// A pawn move whose right promotes the friendly piece on `aux`.
    Promote,
    /// A pawn move whose right drops a captured `role` on `aux`.
    Drop,
}

const FLAGS: [Flag; 6] = [Flag::Normal, Flag::DoubleStep, Flag::EnPassant, Flag::King, Flag::Promote, Flag::Drop];

impl Move {
    #[inline(always)]
    const fn pack(from: usize, to: usize, aux: usize, role: usize, flag: Flag) -> Move {
        Move(from as u32 | (to as u32) << 7 | (aux as u32) << 14 | (role as u32) << 21 | (flag as u32) << 24)
    }

    #[inline(always)]
    pub const fn new(from: usize, to: usize, flag: Flag) -> Move {
        Move::pack(from, to, 0, 0, flag)
    }

    #[inline(always)]
    pub const fn promote(from: usize, to: usize, piece: usize) -> Move {
        Move::pack(from, to, piece, 0, Flag::Promote)
    }

    #[inline(always)]
    pub const fn drop(from: usize, to: usize, role: Role, square: usize) -> Move {
        Move::pack(from, to, square, role.index(), Flag::Drop)
    }

    #[inline(always)]
    pub const fn from(self) -> usize {
        (self.0 & 0x7f) as usize
    }

    #[inline(always)]
    pub const fn to(self) -> usize {
        (self.0 >> 7 & 0x7f) as usize
    }

    /// The promoted piece's square or the drop square.
    #[inline(always)]
    pub const fn aux(self) -> usize {
        (self.0 >> 14 & 0x7f) as usize
    }

    #[inline(always)]
    pub const fn role(self) -> Role {
        Role::from_index((self.0 >> 21 & 7) as usize)
    }

    #[inline(always)]
    pub const fn flag(self) -> Flag {
        FLAGS[(self.0 >> 24 & 7) as usize]
    }

    /// The canonical move text (RULES.md §0, §1).
    pub fn text(self) -> String {
        let mut s = format!("{}-{}", coord(self.from()), coord(self.to()));
        match self.flag() {
            Flag::Promote => write!(s, "+{}", coord(self.aux())).unwrap(),
            Flag::Drop => write!(s, "+{}*{}", self.role().letter(), coord(self.aux())).unwrap(),
            _ => {}
        }
        s
    }
}

/// A square index as a [`Coord`].
pub fn coord(sq: usize) -> Coord {
    Coord::new(file_of(sq) as u8, rank_of(sq) as u8)
}

/// A [`Coord`] as a square index, if it is on the board.
pub fn square(c: Coord) -> Option<usize> {
    (usize::from(c.file) < WIDTH && usize::from(c.rank) < WIDTH)
        .then(|| usize::from(c.rank) * WIDTH + usize::from(c.file))
}
