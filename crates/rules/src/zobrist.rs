//! The one key generator behind every variant's zobrist hashing: splitmix64, usable in `const`
//! tables so the keys are built at compile time.

const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

/// A key made from a number: splitmix64's step and finaliser, a bijection on u64 that scatters
/// every input bit (keys indexed by a value need no table).
pub const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(GOLDEN);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The next key of the sequence that `state` seeds (splitmix64).
pub const fn next_key(state: &mut u64) -> u64 {
    let key = mix(*state);
    *state = state.wrapping_add(GOLDEN);
    key
}
