//! Zobrist keys: one random number per (seat, role, square), castling-rights set, en passant
//! file and side to move. A position's hash is the xor of the keys of what it holds, kept up to
//! date move by move.

use crate::zobrist::next_key;

/// The keys, generated at compile time by splitmix64 from a fixed seed.
pub struct Keys {
    pub pieces: [[[u64; 64]; 6]; 2],
    /// Indexed by the whole 4-bit set of castling rights.
    pub castling: [u64; 16],
    pub en_passant_file: [u64; 8],
    /// Present when Black is to move.
    pub black_to_move: u64,
}

pub static KEYS: Keys = build();

const fn build() -> Keys {
    let mut state = 0x6d65_6e61_6765_7269; // "menageri"
    let mut keys = Keys { pieces: [[[0; 64]; 6]; 2], castling: [0; 16], en_passant_file: [0; 8], black_to_move: 0 };
    let mut seat = 0;
    while seat < 2 {
        let mut role = 0;
        while role < 6 {
            let mut sq = 0;
            while sq < 64 {
                keys.pieces[seat][role][sq] = next_key(&mut state);
                sq += 1;
            }
            role += 1;
        }
        seat += 1;
    }
    // The empty set of rights keeps key 0, so a position without rights needs no castling term.
    let mut i = 1;
    while i < 16 {
        keys.castling[i] = next_key(&mut state);
        i += 1;
    }
    let mut f = 0;
    while f < 8 {
        keys.en_passant_file[f] = next_key(&mut state);
        f += 1;
    }
    keys.black_to_move = next_key(&mut state);
    keys
}
