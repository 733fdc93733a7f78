//! Hash keys. With 768 squares and a dozen kinds of piece a key table would be large, so keys
//! are computed: a strong 64-bit mixer (splitmix64's finaliser) of the thing's index. Pieces
//! and stacks are kept in the hash incrementally; the few small fields are mixed in on demand.

pub use crate::zobrist::mix;

/// The key of a piece (its cell bits) on a square.
#[inline(always)]
pub fn piece(bits: u8, sq: u16) -> u64 {
    mix(0x7069_6563_6500_0000 ^ (u64::from(sq) << 8) ^ u64::from(bits & super::piece::PIECE))
}

/// The key of one small field's value; `field` keeps the fields apart.
#[inline(always)]
pub fn field(field: u64, value: u64) -> u64 {
    mix(mix(0x6669_656c_6400_0000 ^ field) ^ value)
}
