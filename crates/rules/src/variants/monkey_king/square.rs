//! Squares: the 40 Earth squares `a1..e8` (index `5 * rank + file`), then the red cloud
//! `q2 r2` (40, 41) and the blue cloud `q7 r7` (42, 43), 44 squares in one `u64`.
//!
//! Each cloud is a region of its own, a 2×1 board joined to nothing: the step and slide tables
//! never connect it to the Earth board or to the other cloud. Only flights cross regions.

use crate::geometry::Coord;

pub type Square = u8;

pub const WIDTH: u8 = 5;
pub const HEIGHT: u8 = 8;
pub const SQUARES: usize = 44;

pub const Q2: Square = 40;
pub const R2: Square = 41;
pub const Q7: Square = 42;
pub const R7: Square = 43;

/// The file letters of the cloud squares as square names spell them (`q`, `r`).
const Q_FILE: u8 = b'q' - b'a';

pub const ALL: u64 = (1 << SQUARES) - 1;
pub const EARTH: u64 = (1 << 40) - 1;
pub const RED_CLOUD: u64 = bit(Q2) | bit(R2);
pub const BLUE_CLOUD: u64 = bit(Q7) | bit(R7);
/// Ranks 1–4, where Red introduces its disks.
pub const RED_HALF: u64 = (1 << 20) - 1;
/// Ranks 5–8, where Blue introduces its disks.
pub const BLUE_HALF: u64 = EARTH & !RED_HALF;
/// Rank 8, from which the Pilgrim leaves the board.
pub const RANK_8: u64 = 0b11111 << 35;

/// The dark squares: `a1` is dark; of the clouds `r2` and `q7` are dark, `q2` and `r7` light
/// (the inventor's 8×8 board with files g, h kept at ranks 2 and 7).
pub const DARK: u64 = dark_squares();

/// The set holding only `sq`.
#[inline(always)]
pub const fn bit(sq: Square) -> u64 {
    1 << sq
}

/// The Earth square on `file`, `rank` (both from 0).
pub const fn earth(file: u8, rank: u8) -> Square {
    rank * WIDTH + file
}

/// The regions squares belong to; moves by step or slide stay inside one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Region {
    Earth,
    RedCloud,
    BlueCloud,
}

pub const fn region(sq: Square) -> Region {
    match sq {
        0..40 => Region::Earth,
        Q2 | R2 => Region::RedCloud,
        _ => Region::BlueCloud,
    }
}

/// A square's file and rank inside its own region: a cloud is a board of two files, one rank.
pub const fn local(sq: Square) -> (i8, i8) {
    match region(sq) {
        Region::Earth => ((sq % WIDTH) as i8, (sq / WIDTH) as i8),
        Region::RedCloud => ((sq - Q2) as i8, 0),
        Region::BlueCloud => ((sq - Q7) as i8, 0),
    }
}

/// The square `(df, dr)` away from `sq` in its own region, if there is one.
pub const fn step(sq: Square, df: i8, dr: i8) -> Option<Square> {
    let (f, r) = local(sq);
    let (f, r) = (f + df, r + dr);
    match region(sq) {
        Region::Earth if f >= 0 && f < WIDTH as i8 && r >= 0 && r < HEIGHT as i8 => Some(earth(f as u8, r as u8)),
        Region::RedCloud if (f == 0 || f == 1) && r == 0 => Some(Q2 + f as u8),
        Region::BlueCloud if (f == 0 || f == 1) && r == 0 => Some(Q7 + f as u8),
        _ => None,
    }
}

const fn dark_squares() -> u64 {
    let mut dark = bit(R2) | bit(Q7);
    let mut sq = 0;
    while sq < 40 {
        if (sq % WIDTH + sq / WIDTH).is_multiple_of(2) {
            dark |= bit(sq);
        }
        sq += 1;
    }
    dark
}

/// The square's name as a coordinate: Earth `a1..e8`, clouds `q2 r2 q7 r7`.
pub fn to_coord(sq: Square) -> Coord {
    match region(sq) {
        Region::Earth => Coord::new(sq % WIDTH, sq / WIDTH),
        Region::RedCloud => Coord::new(Q_FILE + sq - Q2, 1),
        Region::BlueCloud => Coord::new(Q_FILE + sq - Q7, 6),
    }
}

/// The square a coordinate names, if it is one of the 44.
pub fn from_coord(c: Coord) -> Option<Square> {
    match (c.file, c.rank) {
        (f, r) if f < WIDTH && r < HEIGHT => Some(earth(f, r)),
        (f, 1) if f == Q_FILE || f == Q_FILE + 1 => Some(Q2 + f - Q_FILE),
        (f, 6) if f == Q_FILE || f == Q_FILE + 1 => Some(Q7 + f - Q_FILE),
        _ => None,
    }
}

/// Iterates the squares of a set, lowest first.
#[derive(Clone, Copy)]
pub struct Squares(pub u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = self.0.trailing_zeros() as Square;
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_colours() {
        for sq in 0..SQUARES as Square {
            assert_eq!(from_coord(to_coord(sq)), Some(sq));
        }
        assert_eq!(to_coord(Q2).to_string(), "q2");
        assert_eq!(to_coord(R7).to_string(), "r7");
        assert_eq!(to_coord(39).to_string(), "e8");
        assert!(DARK & bit(0) != 0, "a1 dark");
        assert!(DARK & bit(Q2) == 0 && DARK & bit(R2) != 0 && DARK & bit(Q7) != 0 && DARK & bit(R7) == 0);
        assert_eq!((DARK & EARTH).count_ones(), 20);
    }

    #[test]
    fn clouds_join_nothing() {
        assert_eq!(step(Q2, 1, 0), Some(R2));
        assert_eq!(step(R2, 1, 0), None);
        assert_eq!(step(Q2, 0, 1), None);
        assert_eq!(step(R7, -1, 0), Some(Q7));
        assert_eq!(step(39, 1, 0), None, "e8 has no east neighbour");
        assert_eq!(step(4, 1, 0), None, "e1 has no east neighbour");
    }
}
