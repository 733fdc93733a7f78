//! The 19×19 board as a padded mailbox: two rings of off-board cells around the playing
//! area, so every step and leap (at most two squares) can be tried without bounds checks.
//!
//! A square is an index into the mailbox; directions are index offsets. Seats' corners,
//! respawn points and setup squares come from seat 1's by quarter turns about j10 (I-11).

use crate::geometry::Coord;

/// The playing area's side.
pub const SIZE: usize = 19;
/// The mailbox's side: the board plus two padding cells each way.
pub const PADDED: usize = SIZE + 4;
pub const CELLS: usize = PADDED * PADDED;

/// A mailbox index.
pub type Square = u16;

const W: i16 = PADDED as i16;

/// Orthogonal steps: north, east, south, west.
pub const ORTH: [i16; 4] = [W, 1, -W, -1];
/// Diagonal steps: north-east, south-east, south-west, north-west.
pub const DIAG: [i16; 4] = [W + 1, -W + 1, -W - 1, W - 1];
/// The eight King steps.
pub const STEPS: [i16; 8] = [W, 1, -W, -1, W + 1, -W + 1, -W - 1, W - 1];
/// The (1,2) leaps of the Kangaroo (and the shape of a Knight's move).
pub const LEAPS_12: [i16; 8] = [2 * W + 1, 2 * W - 1, -2 * W + 1, -2 * W - 1, W + 2, W - 2, -W + 2, -W - 2];
/// The (2,2) leaps: the Kangaroo's second diagonal, the Archer's shot, the Giant's long capture.
pub const LEAPS_22: [i16; 4] = [2 * W + 2, -2 * W + 2, -2 * W - 2, 2 * W - 2];

/// A Knight (Xiangqi horse) move: the orthogonal leg, then the destination one diagonal
/// step further outward (RULES.md §3, N).
pub const KNIGHT: [(i16, i16); 8] = [
    (W, 2 * W + 1),
    (W, 2 * W - 1),
    (-W, -2 * W + 1),
    (-W, -2 * W - 1),
    (1, W + 2),
    (1, -W + 2),
    (-1, W - 2),
    (-1, -W - 2),
];

/// The square of file `file` and rank `rank`, both from 0.
pub const fn square(file: usize, rank: usize) -> Square {
    ((rank + 2) * PADDED + file + 2) as Square
}

pub const fn file_of(sq: Square) -> usize {
    sq as usize % PADDED - 2
}

pub const fn rank_of(sq: Square) -> usize {
    sq as usize / PADDED - 2
}

/// Moves `sq` by `offset`; callers only ever step from board squares by at most two, so
/// the result stays inside the mailbox.
#[inline(always)]
pub const fn offset(sq: Square, by: i16) -> Square {
    (sq as i16 + by) as Square
}

pub fn to_coord(sq: Square) -> Coord {
    Coord::new(file_of(sq) as u8, rank_of(sq) as u8)
}

pub fn from_coord(c: Coord) -> Option<Square> {
    ((c.file as usize) < SIZE && (c.rank as usize) < SIZE).then(|| square(c.file as usize, c.rank as usize))
}

pub fn name(sq: Square) -> String {
    to_coord(sq).to_string()
}

/// The mountain top, j10.
pub const SUMMIT: Square = square(9, 9);

/// Whether a square is on the middle level (e5..o15); every other square is on the outer level.
pub const fn on_middle_level(sq: Square) -> bool {
    let (f, r) = (file_of(sq), rank_of(sq));
    f >= 4 && f <= 14 && r >= 4 && r <= 14
}

/// Every board square, rank 1 first.
pub fn all_squares() -> impl Iterator<Item = Square> {
    (0..SIZE * SIZE).map(|i| square(i % SIZE, i / SIZE))
}

/// Turns a square `quarters` quarter turns clockwise about j10.
pub const fn rotate(file: usize, rank: usize, quarters: usize) -> (usize, usize) {
    let (mut x, mut y) = (file as i32 - 9, rank as i32 - 9);
    let mut q = 0;
    while q < quarters % 4 {
        (x, y) = (y, -x);
        q += 1;
    }
    ((x + 9) as usize, (y + 9) as usize)
}

/// One seat's fixed squares (RULES.md §3 table), as seat 1's turned about j10.
#[derive(Clone, Copy, Debug)]
pub struct Home {
    pub king: Square,
    pub queen: Square,
    pub marshal: Square,
    pub cardinal: Square,
    /// The 16 free squares in army order, then the four All Hands on Deck squares.
    pub free: [Square; 20],
    /// The first respawn point, the King's corner.
    pub corner: Square,
    /// The second respawn point, on the middle level.
    pub middle: Square,
}

/// Seat 1's squares as (file, rank) from 0.
const KING: (usize, usize) = (0, 0);
const QUEEN: (usize, usize) = (1, 1);
const MARSHAL: (usize, usize) = (0, 1);
const CARDINAL: (usize, usize) = (1, 0);
const MIDDLE: (usize, usize) = (4, 4);
/// c1 d1 e1 f1 c2 d2 e2 f2 a3 a4 a5 a6 b3 b4 b5 b6, then g1 g2 a7 b7 (All Hands on Deck).
const FREE: [(usize, usize); 20] = [
    (2, 0),
    (3, 0),
    (4, 0),
    (5, 0),
    (2, 1),
    (3, 1),
    (4, 1),
    (5, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (0, 5),
    (1, 2),
    (1, 3),
    (1, 4),
    (1, 5),
    (6, 0),
    (6, 1),
    (0, 6),
    (1, 6),
];

const fn turned(fr: (usize, usize), quarters: usize) -> Square {
    let (f, r) = rotate(fr.0, fr.1, quarters);
    square(f, r)
}

const fn home(seat: usize) -> Home {
    let mut free = [0; 20];
    let mut i = 0;
    while i < 20 {
        free[i] = turned(FREE[i], seat);
        i += 1;
    }
    Home {
        king: turned(KING, seat),
        queen: turned(QUEEN, seat),
        marshal: turned(MARSHAL, seat),
        cardinal: turned(CARDINAL, seat),
        free,
        corner: turned(KING, seat),
        middle: turned(MIDDLE, seat),
    }
}

/// The homes of seats r, b, y, g.
pub const HOMES: [Home; 4] = [home(0), home(1), home(2), home(3)];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::parse_coord;

    fn sq(name: &str) -> Square {
        from_coord(parse_coord(name).unwrap()).unwrap()
    }

    #[test]
    fn homes_follow_the_table() {
        let names = |h: &Home| [h.king, h.queen, h.marshal, h.cardinal, h.corner, h.middle].map(name).join(" ");
        assert_eq!(names(&HOMES[0]), "a1 b2 a2 b1 a1 e5");
        assert_eq!(names(&HOMES[1]), "a19 b18 b19 a18 a19 e15");
        assert_eq!(names(&HOMES[2]), "s19 r18 s18 r19 s19 o15");
        assert_eq!(names(&HOMES[3]), "s1 r2 r1 s2 s1 o5");
        assert_eq!(
            HOMES[0].free[..16].iter().map(|&s| name(s)).collect::<Vec<_>>().join(" "),
            "c1 d1 e1 f1 c2 d2 e2 f2 a3 a4 a5 a6 b3 b4 b5 b6"
        );
    }

    #[test]
    fn levels_and_names() {
        assert_eq!(name(SUMMIT), "j10");
        assert!(on_middle_level(sq("e5")) && on_middle_level(sq("o15")) && on_middle_level(sq("j10")));
        assert!(!on_middle_level(sq("d5")) && !on_middle_level(sq("e16")) && !on_middle_level(sq("a1")));
        assert_eq!(all_squares().count(), 361);
    }
}
