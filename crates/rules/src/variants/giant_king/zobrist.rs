//! Zobrist keys: one per (seat, kind, square), the side to move, the en passant square, and each
//! count of each captured role, so `hash()` follows every change incrementally.

use super::bitboard::SQUARES;
use super::piece::KINDS;
use crate::zobrist::mix;

/// `PIECES[seat][kind][square]`.
static PIECES: [[[u64; SQUARES]; KINDS]; 2] = {
    let mut t = [[[0; SQUARES]; KINDS]; 2];
    let mut i = 0;
    while i < 2 * KINDS * SQUARES {
        t[i / (KINDS * SQUARES)][i / SQUARES % KINDS][i % SQUARES] = mix(i as u64);
        i += 1;
    }
    t
};

static EP: [u64; SQUARES] = {
    let mut t = [0; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        t[i] = mix(0x1_0000 + i as u64);
        i += 1;
    }
    t
};

pub const SIDE: u64 = mix(0x2_0000);

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
    if n == 0 { 0 } else { mix(0x3_0000 + ((seat as u64 * 8 + role as u64) << 16) + u64::from(n)) }
}
