//! Sets of squares of the 10×10 board as `u128` bitboards: square = rank * 10 + file, a1 = 0, j10 = 99.

/// A set of squares; bits 100..128 are always clear.
pub type Bitboard = u128;

pub const WIDTH: usize = 10;
pub const SQUARES: usize = 100;

/// Every square of the board.
pub const ALL: Bitboard = (1 << SQUARES) - 1;

/// The a-file and the j-file, for masking shifts that would wrap around the board's edge.
pub const FILE_A: Bitboard = file_mask(0);
pub const FILE_J: Bitboard = file_mask(9);
const NOT_A: Bitboard = ALL & !FILE_A;
const NOT_J: Bitboard = ALL & !FILE_J;

pub const fn file_mask(file: usize) -> Bitboard {
    let mut b = 0;
    let mut rank = 0;
    while rank < WIDTH {
        b |= 1 << (rank * WIDTH + file);
        rank += 1;
    }
    b
}

#[inline(always)]
pub const fn bit(sq: usize) -> Bitboard {
    1 << sq
}

#[inline(always)]
pub const fn file_of(sq: usize) -> usize {
    sq % WIDTH
}

#[inline(always)]
pub const fn rank_of(sq: usize) -> usize {
    sq / WIDTH
}

/// The lowest square of a non-empty set.
#[inline(always)]
pub fn first(b: Bitboard) -> usize {
    b.trailing_zeros() as usize
}

/// The highest square of a non-empty set.
#[inline(always)]
pub fn last(b: Bitboard) -> usize {
    127 - b.leading_zeros() as usize
}

#[inline(always)]
pub fn count(b: Bitboard) -> u32 {
    b.count_ones()
}

/// The squares of a set, lowest first.
#[inline(always)]
pub fn squares(mut b: Bitboard) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if b == 0 {
            return None;
        }
        let sq = first(b);
        b &= b - 1;
        Some(sq)
    })
}

// One-square shifts of a whole set; squares pushed off the board vanish.
#[inline(always)]
pub const fn north(b: Bitboard) -> Bitboard {
    (b << WIDTH) & ALL
}
#[inline(always)]
pub const fn south(b: Bitboard) -> Bitboard {
    b >> WIDTH
}
#[inline(always)]
pub const fn east(b: Bitboard) -> Bitboard {
    (b << 1) & NOT_A
}
#[inline(always)]
pub const fn west(b: Bitboard) -> Bitboard {
    (b >> 1) & NOT_J
}
#[inline(always)]
pub const fn north_east(b: Bitboard) -> Bitboard {
    (b << (WIDTH + 1)) & NOT_A
}
#[inline(always)]
pub const fn north_west(b: Bitboard) -> Bitboard {
    (b << (WIDTH - 1)) & NOT_J
}
#[inline(always)]
pub const fn south_east(b: Bitboard) -> Bitboard {
    (b >> (WIDTH - 1)) & NOT_A
}
#[inline(always)]
pub const fn south_west(b: Bitboard) -> Bitboard {
    (b >> (WIDTH + 1)) & NOT_J
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_do_not_wrap() {
        assert_eq!(east(bit(9)), 0);
        assert_eq!(west(bit(10)), 0);
        assert_eq!(north(bit(95)), 0);
        assert_eq!(north_east(bit(0)), bit(11));
        assert_eq!(north_west(bit(0)), 0);
        assert_eq!(south_west(bit(11)), bit(0));
        assert_eq!(south_east(bit(19)), 0);
        assert_eq!(squares(bit(3) | bit(99)).collect::<Vec<_>>(), vec![3, 99]);
        assert_eq!(last(bit(99) | bit(3)), 99);
        assert_eq!(count(FILE_J | FILE_A), 20);
    }
}
