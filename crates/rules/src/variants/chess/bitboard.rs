//! Sets of squares as `u64` bitboards: bit `8 * rank + file` is the square (`a1` = bit 0).
//!
//! A plain `u64` keeps the arithmetic of move generation readable (`&`, `|`, shifts) without a
//! wrapper; the helpers here name the few operations that are not obvious.

/// Ranks 1 and 8 as masks.
pub const RANK_1: u64 = 0xff;
pub const RANK_8: u64 = RANK_1 << 56;

/// The light squares (`h1` is light, `a1` dark).
pub const LIGHT_SQUARES: u64 = 0x55aa_55aa_55aa_55aa;

/// The rank `r` (0-based) as a mask.
pub const fn rank_mask(r: u8) -> u64 {
    RANK_1 << (8 * r)
}

/// The set holding only square `sq`.
#[inline(always)]
pub const fn bit(sq: u8) -> u64 {
    1u64 << sq
}

/// Whether the set has more than one square.
#[inline(always)]
pub const fn several(b: u64) -> bool {
    b & b.wrapping_sub(1) != 0
}

/// The lowest square of a non-empty set.
#[inline(always)]
pub const fn first(b: u64) -> u8 {
    b.trailing_zeros() as u8
}

/// Iterates the squares of a set, lowest first.
#[derive(Clone, Copy)]
pub struct Squares(pub u64);

impl Iterator for Squares {
    type Item = u8;

    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let sq = first(self.0);
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}
