//! Attack tables: leapers by lookup, sliders by "fancy" magic bitboards, and the lines between squares.
//!
//! A slider's attacks from a square depend only on the occupied squares of its rays, less the
//! last square of each ray (the "relevant" mask). Multiplying those bits by a magic number and
//! keeping the top bits gives a collision-free index into a table of attack sets. The magics are
//! found by our own search with a fixed-seed xorshift generator; the numbers it found are kept in
//! `magics.rs` so the first use only verifies them (about a millisecond) instead of searching
//! again (a few hundred). A stored number that failed verification would simply be searched for
//! anew, so the tables are right whatever that file holds, and no input reaches a panicking path.

use std::sync::OnceLock;

use super::bitboard::{Squares, bit};
use super::magics::{BISHOP_MAGICS, ROOK_MAGICS};
use super::square::{Square, file_of, rank_of};

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_JUMPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING_STEPS: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

/// One square's magic: `table[offset + ((occupied & mask) * magic) >> shift]`.
#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

/// Every precomputed table move generation needs.
pub struct Tables {
    pub knight: [u64; 64],
    pub king: [u64; 64],
    /// `pawn[seat][sq]`: the squares a pawn of `seat` on `sq` attacks.
    pub pawn: [[u64; 64]; 2],
    /// The squares strictly between two squares on a common rank, file or diagonal; else empty.
    pub between: [[u64; 64]; 64],
    /// The whole line (edge to edge) through two squares on a common rank, file or diagonal; else empty.
    pub line: [[u64; 64]; 64],
    rook: [Magic; 64],
    bishop: [Magic; 64],
    sliding: Vec<u64>,
}

impl Tables {
    #[inline(always)]
    pub fn rook(&self, sq: Square, occupied: u64) -> u64 {
        self.slide(&self.rook[sq as usize], occupied)
    }

    #[inline(always)]
    pub fn bishop(&self, sq: Square, occupied: u64) -> u64 {
        self.slide(&self.bishop[sq as usize], occupied)
    }

    #[inline(always)]
    fn slide(&self, m: &Magic, occupied: u64) -> u64 {
        let index = ((occupied & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
        self.sliding[m.offset as usize + index]
    }
}

/// The tables, built on first use.
#[inline(always)]
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Box<Tables>> = OnceLock::new();
    TABLES.get_or_init(build)
}

/// The square `(df, dr)` away from `sq`, if it is on the board.
fn offset(sq: Square, (df, dr): (i8, i8)) -> Option<Square> {
    let f = file_of(sq) as i8 + df;
    let r = rank_of(sq) as i8 + dr;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as Square)
}

fn leaper(sq: Square, steps: &[(i8, i8)]) -> u64 {
    steps.iter().filter_map(|&d| offset(sq, d)).fold(0, |b, s| b | bit(s))
}

/// Slider attacks by walking the rays: the reference the magic tables are checked against.
fn ray_attacks(sq: Square, occupied: u64, dirs: &[(i8, i8)]) -> u64 {
    let mut attacks = 0;
    for &d in dirs {
        let mut at = sq;
        while let Some(next) = offset(at, d) {
            attacks |= bit(next);
            if occupied & bit(next) != 0 {
                break;
            }
            at = next;
        }
    }
    attacks
}

/// The relevant occupancy: each ray without its last square.
fn relevant_mask(sq: Square, dirs: &[(i8, i8)]) -> u64 {
    let mut mask = 0;
    for &d in dirs {
        let mut at = sq;
        while let Some(next) = offset(at, d) {
            if offset(next, d).is_none() {
                break;
            }
            mask |= bit(next);
            at = next;
        }
    }
    mask
}

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Few set bits make good magic candidates.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Finds a magic for every square, trying `known[sq]` first, and appends each square's attack
/// table to `sliding`.
fn find_magics(dirs: &[(i8, i8)], known: &[u64; 64], sliding: &mut Vec<u64>, rng: &mut XorShift) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    for sq in 0..64u8 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        // Every subset of the mask (carry-rippler) with its attacks.
        let mut subsets = Vec::with_capacity(1 << bits);
        let mut sub = 0u64;
        loop {
            subsets.push((sub, ray_attacks(sq, sub, dirs)));
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        let shift = 64 - bits;
        let size = 1usize << bits;
        let mut table = vec![0u64; size];
        // `epoch[i] == attempt` marks entries written by the current attempt, so no clearing.
        let mut epoch = vec![0u32; size];
        let mut attempt = 0u32;
        let mut candidates = std::iter::once(known[sq as usize]).chain(std::iter::repeat_with(|| rng.sparse()));
        let magic = loop {
            let magic = candidates.next().unwrap_or_default();
            // Quick filter: the top byte of the product of the mask must have enough bits.
            if (mask.wrapping_mul(magic) & 0xff00_0000_0000_0000).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            let ok = subsets.iter().all(|&(occ, attacks)| {
                let i = (occ.wrapping_mul(magic) >> shift) as usize;
                if epoch[i] != attempt {
                    epoch[i] = attempt;
                    table[i] = attacks;
                    true
                } else {
                    table[i] == attacks
                }
            });
            if ok {
                break magic;
            }
        };
        let offset = u32::try_from(sliding.len()).expect("slider tables are small");
        magics[sq as usize] = Magic { mask, magic, shift, offset };
        sliding.extend_from_slice(&table);
    }
    magics
}

fn build() -> Box<Tables> {
    let mut t = Box::new(Tables {
        knight: [0; 64],
        king: [0; 64],
        pawn: [[0; 64]; 2],
        between: [[0; 64]; 64],
        line: [[0; 64]; 64],
        rook: [Magic::default(); 64],
        bishop: [Magic::default(); 64],
        sliding: Vec::with_capacity(102_400 + 5_248),
    });
    for sq in 0..64u8 {
        let i = sq as usize;
        t.knight[i] = leaper(sq, &KNIGHT_JUMPS);
        t.king[i] = leaper(sq, &KING_STEPS);
        t.pawn[0][i] = leaper(sq, &[(-1, 1), (1, 1)]);
        t.pawn[1][i] = leaper(sq, &[(-1, -1), (1, -1)]);
    }
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut sliding = std::mem::take(&mut t.sliding);
    t.rook = find_magics(&ROOK_DIRS, &ROOK_MAGICS, &mut sliding, &mut rng);
    t.bishop = find_magics(&BISHOP_DIRS, &BISHOP_MAGICS, &mut sliding, &mut rng);
    t.sliding = sliding;
    for a in 0..64u8 {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let from_a = ray_attacks(a, 0, dirs);
            for b in Squares(from_a) {
                let (ai, bi) = (a as usize, b as usize);
                t.between[ai][bi] = ray_attacks(a, bit(b), dirs) & ray_attacks(b, bit(a), dirs);
                t.line[ai][bi] = (from_a & ray_attacks(b, 0, dirs)) | bit(a) | bit(b);
            }
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_match_the_rays() {
        let t = tables();
        let mut rng = XorShift(12345);
        for _ in 0..20_000 {
            let occ = rng.sparse() | rng.sparse();
            let sq = (rng.next() % 64) as u8;
            assert_eq!(t.rook(sq, occ), ray_attacks(sq, occ, &ROOK_DIRS));
            assert_eq!(t.bishop(sq, occ), ray_attacks(sq, occ, &BISHOP_DIRS));
        }
    }

    /// Regenerates `magics.rs` from scratch: `cargo test -p menagerie-rules write_magics -- --ignored --nocapture`.
    #[test]
    #[ignore = "prints the magic numbers for magics.rs"]
    fn write_magics() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        let mut sliding = Vec::new();
        for (name, dirs) in [("ROOK_MAGICS", &ROOK_DIRS), ("BISHOP_MAGICS", &BISHOP_DIRS)] {
            let magics = find_magics(dirs, &[0; 64], &mut sliding, &mut rng);
            println!("pub const {name}: [u64; 64] = [");
            for m in magics {
                println!("    {:#018x},", m.magic);
            }
            println!("];");
        }
    }

    #[test]
    fn stored_magics_need_no_search() {
        for (dirs, known) in [(&ROOK_DIRS, &ROOK_MAGICS), (&BISHOP_DIRS, &BISHOP_MAGICS)] {
            let magics = find_magics(dirs, known, &mut Vec::new(), &mut XorShift(1));
            assert!(magics.iter().zip(known).all(|(m, &k)| m.magic == k));
        }
    }

    #[test]
    fn lines_and_betweens() {
        let t = tables();
        // a1 and h8: the long diagonal; b1 and c3: not aligned.
        assert_eq!(t.between[0][63].count_ones(), 6);
        assert_eq!(t.line[0][63].count_ones(), 8);
        assert_eq!(t.line[1][18], 0);
        assert_eq!(t.between[0][1], 0);
        assert_eq!(t.line[0][1], 0xff);
    }
}
