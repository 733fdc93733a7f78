//! Squares as indices `0..64` (`a1` = 0, `b1` = 1, ..., `h8` = 63), and their names.

use crate::geometry::Coord;

/// A square index, `8 * rank + file`.
pub type Square = u8;

/// No square: the en passant field when there is none.
pub const NO_SQUARE: Square = 64;

pub const fn square(file: u8, rank: u8) -> Square {
    8 * rank + file
}

pub const fn file_of(sq: Square) -> u8 {
    sq & 7
}

pub const fn rank_of(sq: Square) -> u8 {
    sq >> 3
}

pub fn to_coord(sq: Square) -> Coord {
    Coord::new(file_of(sq), rank_of(sq))
}

/// The square a coordinate names, if it is on the 8×8 board.
pub fn from_coord(c: Coord) -> Option<Square> {
    (c.file < 8 && c.rank < 8).then(|| square(c.file, c.rank))
}

pub const A1: Square = 0;
pub const E1: Square = 4;
pub const G1: Square = 6;
pub const H1: Square = 7;
pub const A8: Square = 56;
pub const E8: Square = 60;
pub const H8: Square = 63;
