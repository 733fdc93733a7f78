//! Zobrist keys: one per (side, face, square), per (side, front face, count in hand), per
//! number of Fists tokens, for Blue to move and for the bonus phase.

use crate::zobrist::next_key;

use super::square::SQUARES;

/// The largest count of one kind of disk in one hand that a FEN may give.
pub const MAX_HAND: usize = 44;

pub struct Keys {
    pub pieces: [[[u64; SQUARES]; 10]; 2],
    pub hand: [[[u64; MAX_HAND + 1]; 5]; 2],
    pub tokens: [u64; 256],
    pub blue_to_move: u64,
    pub bonus_phase: u64,
}

pub static KEYS: Keys = build();

const fn build() -> Keys {
    let mut state = 0x6d6f_6e6b_6579_6b67; // "monkeykg"
    let mut keys = Keys {
        pieces: [[[0; SQUARES]; 10]; 2],
        hand: [[[0; MAX_HAND + 1]; 5]; 2],
        tokens: [0; 256],
        blue_to_move: 0,
        bonus_phase: 0,
    };
    let mut side = 0;
    while side < 2 {
        let mut role = 0;
        while role < 10 {
            let mut sq = 0;
            while sq < SQUARES {
                keys.pieces[side][role][sq] = next_key(&mut state);
                sq += 1;
            }
            role += 1;
        }
        let mut kind = 0;
        while kind < 5 {
            // An empty hand keeps key 0.
            let mut n = 1;
            while n <= MAX_HAND {
                keys.hand[side][kind][n] = next_key(&mut state);
                n += 1;
            }
            kind += 1;
        }
        side += 1;
    }
    let mut n = 1;
    while n < 256 {
        keys.tokens[n] = next_key(&mut state);
        n += 1;
    }
    keys.blue_to_move = next_key(&mut state);
    keys.bonus_phase = next_key(&mut state);
    keys
}
