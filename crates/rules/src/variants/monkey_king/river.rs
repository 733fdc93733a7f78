//! The magic river squares (RULES.md §2, reading I-6): the squares crossed by two
//! Sittuyin-style diagonals from each corner. The inventor's picture is lost, so this list is a
//! reading; it is kept here as data, and nowhere else, so it can change in one place.

use super::square::{Square, earth};

/// Red's river (ranks 1–4): a disk standing here may fly to the red cloud `q2 r2`.
pub const RED_RIVER_NAMES: [&str; 9] = ["a1", "e1", "b2", "d2", "c3", "a4", "b4", "d4", "e4"];

/// Blue's river (ranks 5–8): a disk standing here may fly to the blue cloud `q7 r7`.
pub const BLUE_RIVER_NAMES: [&str; 9] = ["a5", "b5", "d5", "e5", "c6", "b7", "d7", "a8", "e8"];

pub const RED_RIVER: u64 = mask(&RED_RIVER_NAMES);
pub const BLUE_RIVER: u64 = mask(&BLUE_RIVER_NAMES);

/// Both rivers: a disk on any of these squares may flip (either colour, RULES.md §2).
pub const RIVER: u64 = RED_RIVER | BLUE_RIVER;

/// The set of Earth squares named `a1`..`e8` in `names`.
const fn mask(names: &[&str]) -> u64 {
    let mut mask = 0;
    let mut i = 0;
    while i < names.len() {
        let name = names[i].as_bytes();
        let sq: Square = earth(name[0] - b'a', name[1] - b'1');
        mask |= 1 << sq;
        i += 1;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rivers_are_nine_squares_on_their_own_halves() {
        assert_eq!(RED_RIVER.count_ones(), 9);
        assert_eq!(BLUE_RIVER.count_ones(), 9);
        assert_eq!(RED_RIVER & !super::super::square::RED_HALF, 0);
        assert_eq!(BLUE_RIVER & !super::super::square::BLUE_HALF, 0);
    }
}
