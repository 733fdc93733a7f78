//! Zobrist keys: one per (seat, kind, square), the side to move, the en passant square, and each
//! count of each captured role, so `hash()` follows every change incrementally.

use super::bitboard::SQUARES;
use super::piece::KINDS;

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// `PIECES[seat][kind][square]`.
static PIECES: [[[u64; SQUARES]; KINDS]; 2] = {
    let mut t = [[[0; SQUARES]; KINDS]; 2];
    let mut i = 0;
    while i < 2 * KINDS * SQUARES {
        t[i / (KINDS * SQUARES)][i / SQUARES % KINDS][i % SQUARES] = splitmix(i as u64);
        i += 1;
    }
    t
};

static EP: [u64; SQUARES] = {
    let mut t = [0; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        t[i] = splitmix(0x1_0000 + i as u64);
        i += 1;
    }
    t
};

pub const SIDE: u64 = splitmix(0x2_0000);

#[inline(always)]
pub fn piece(seat: usize, kind: usize, sq: usize) -> u64 {
    PIECES[seat][kind][sq]
}

#[inline(always)]
pub fn ep(sq: usize) -> u64 {
    EP[sq]
}

/// The key of holding `n` captured pieces of one role; holding none adds nothing.
#[inline]
pub fn captured(seat: usize, role: usize, n: u16) -> u64 {
    if n == 0 { 0 } else { splitmix(0x3_0000 + ((seat as u64 * 8 + role as u64) << 16) + u64::from(n)) }
}
