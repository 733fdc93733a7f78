//! The history heuristic: quiet actions that caused beta cut-offs anywhere in the tree are
//! tried earlier elsewhere. Actions are opaque to the search, so each (side to move, action)
//! pair is hashed into a fixed table; a collision only blurs the ordering, never a result.

use std::hash::{Hash, Hasher};

use menagerie_rules::Seat;

const SLOTS: usize = 1 << 14;
/// Scores stay within ±`MAX`: each update moves a score towards the bound it pushes on, so
/// recent cut-offs outweigh old ones.
pub(super) const MAX: i32 = 16_384;

pub(super) struct History {
    scores: Vec<i32>,
}

impl History {
    pub(super) fn new() -> History {
        History { scores: vec![0; SLOTS] }
    }

    /// Halves every score, so a new search keeps what the last one learned only as a hint.
    pub(super) fn age(&mut self) {
        self.scores.iter_mut().for_each(|s| *s /= 2);
    }

    pub(super) fn get<A: Hash>(&self, side: Seat, action: A) -> i32 {
        self.scores[slot(side, action)]
    }

    /// Rewards (`bonus > 0`) or punishes (`bonus < 0`) an action.
    pub(super) fn update<A: Hash>(&mut self, side: Seat, action: A, bonus: i32) {
        let score = &mut self.scores[slot(side, action)];
        let bonus = bonus.clamp(-MAX, MAX);
        *score += bonus - *score * bonus.abs() / MAX;
    }
}

fn slot<A: Hash>(side: Seat, action: A) -> usize {
    let mut hasher = Mix(0);
    side.hash(&mut hasher);
    action.hash(&mut hasher);
    (hasher.finish() >> 50) as usize & (SLOTS - 1)
}

/// A small multiplicative hasher (the table needs spread, not resistance to attack).
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x5851_F42D_4C95_7F2D);
        }
    }
}
