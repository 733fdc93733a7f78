//! Zobrist keys: one per (seat, kind, square), per (gained kind, square), per (seat, kind,
//! reserve count), and for the side to move and the option state. Generated at compile
//! time by splitmix64 from a fixed seed.

use crate::zobrist::next_key;

use super::board::CELLS;

/// The largest reserve count of one kind: every count the position's `u8` holds has its own
/// key, and the FEN parser accepts exactly these counts (captures saturate at this limit).
pub const MAX_RESERVE: usize = u8::MAX as usize;

pub struct Keys {
    pub pieces: [[[u64; CELLS]; 12]; 4],
    pub gained: [[u64; CELLS]; 12],
    pub reserve: [[[u64; MAX_RESERVE + 1]; 12]; 4],
    pub side: [u64; 4],
    /// But Can You Keep It: turns held so far.
    pub held: [u64; 32],
    /// Mutant Monarch: seats whose first King capture has passed, seats to choose, the resume seat.
    pub monarch_used: [u64; 4],
    pub pending: [u64; 4],
    pub resume: [u64; 4],
    /// Seats that resigned and dropped out of a game of three or four.
    pub out: [u64; 4],
}

pub static KEYS: Keys = build();

const fn fill<const N: usize>(state: &mut u64) -> [u64; N] {
    let mut out = [0; N];
    let mut i = 0;
    while i < N {
        out[i] = next_key(state);
        i += 1;
    }
    out
}

const fn build() -> Keys {
    let mut state = 0x6b6f_746d_6d74_6e21; // "kotmmtn!"
    let mut keys = Keys {
        pieces: [[[0; CELLS]; 12]; 4],
        gained: [[0; CELLS]; 12],
        reserve: [[[0; MAX_RESERVE + 1]; 12]; 4],
        side: [0; 4],
        held: [0; 32],
        monarch_used: [0; 4],
        pending: [0; 4],
        resume: [0; 4],
        out: [0; 4],
    };
    let mut seat = 0;
    while seat < 4 {
        let mut kind = 0;
        while kind < 12 {
            keys.pieces[seat][kind] = fill(&mut state);
            let mut r = fill::<{ MAX_RESERVE + 1 }>(&mut state);
            r[0] = 0; // an empty reserve adds nothing
            keys.reserve[seat][kind] = r;
            kind += 1;
        }
        seat += 1;
    }
    let mut kind = 0;
    while kind < 12 {
        keys.gained[kind] = fill(&mut state);
        kind += 1;
    }
    keys.side = fill(&mut state);
    keys.held = fill(&mut state);
    keys.held[0] = 0;
    keys.monarch_used = fill(&mut state);
    keys.pending = fill(&mut state);
    keys.resume = fill(&mut state);
    keys.out = fill(&mut state);
    keys
}
