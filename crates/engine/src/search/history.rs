//! The history heuristic: quiet actions that caused beta cut-offs anywhere in the tree are
//! tried earlier elsewhere. Actions are opaque to the search, so each (side to move, action)
//! pair is hashed into a fixed table; a collision only blurs the ordering, never a result.

use std::cell::Cell;
use std::hash::{Hash, Hasher};

use menagerie_rules::Seat;

const SLOTS: usize = 1 << 14;
/// The continuation history's table: pairs of actions are far more numerous than actions.
const PAIR_BITS: u32 = 18;
/// Scores stay within ±`MAX`: each update moves a score towards the bound it pushes on, so
/// recent cut-offs outweigh old ones.
pub(super) const MAX: i32 = 16_384;

/// Entries of the memo of slots.
const MEMO: usize = 1 << 12;

pub(super) struct History {
    /// Within ±[`MAX`], so an `i16` each: half the cache lines of an `i32`, and the move order
    /// looks a score up for every quiet action.
    scores: Vec<i16>,
    /// A direct-mapped memo of [`slot`], keyed by the exact packing of what the pair hashes
    /// ([`Pack`]): packing costs a few shifts where the slot's hash costs a multiplication a
    /// byte, and the same actions come up node after node. Never changes a slot.
    memo: Vec<Cell<Memo>>,
}

#[derive(Clone, Copy, Default)]
struct Memo {
    key: u128,
    /// The packing's length in bits plus one (0: an empty entry).
    len: u8,
    slot: u16,
}

impl History {
    pub(super) fn new() -> History {
        History { scores: vec![0; SLOTS], memo: vec![Cell::new(Memo::default()); MEMO] }
    }

    /// Halves every score, so a new search keeps what the last one learned only as a hint.
    pub(super) fn age(&mut self) {
        self.scores.iter_mut().for_each(|s| *s /= 2);
    }

    /// The score in `slot` (see [`History::slot`]).
    pub(super) fn at(&self, slot: usize) -> i32 {
        i32::from(self.scores[slot])
    }

    /// The pair's slot: [`slot`], from the memo when it holds the pair.
    pub(super) fn slot<A: Hash>(&self, side: Seat, action: A) -> usize {
        let mut pack = Pack { bits: 0, len: 0, whole: true };
        side.hash(&mut pack);
        action.hash(&mut pack);
        if !pack.whole {
            return slot(side, action);
        }
        let len = pack.len as u8 + 1;
        let folded = (pack.bits as u64) ^ ((pack.bits >> 64) as u64).rotate_left(29);
        let entry = &self.memo[(folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52) as usize & (MEMO - 1)];
        let memo = entry.get();
        if memo.len == len && memo.key == pack.bits {
            return usize::from(memo.slot);
        }
        let slot = slot(side, action);
        entry.set(Memo { key: pack.bits, len, slot: slot as u16 });
        slot
    }

    /// Rewards (`bonus > 0`) or punishes (`bonus < 0`) an action.
    /// The action is named by its [`History::slot`].
    pub(super) fn update(&mut self, slot: usize, bonus: i32) {
        push(&mut self.scores[slot], bonus);
    }
}

/// Moves a score by `bonus`, less as it nears the bound `bonus` pushes on.
fn push(score: &mut i16, bonus: i32) {
    let old = i32::from(*score);
    let bonus = bonus.clamp(-MAX, MAX);
    let updated = old + bonus - old * bonus.abs() / MAX;
    debug_assert!(updated.abs() <= MAX, "a history score stays within ±MAX");
    *score = updated as i16;
}

/// The continuation history: a quiet action's score after the action just before it, both
/// named by their [`History::slot`] (so a pair costs a multiplication, not a hash of both).
pub(super) struct Pairs {
    scores: Vec<i16>,
}

impl Pairs {
    pub(super) fn new() -> Pairs {
        Pairs { scores: vec![0; 1 << PAIR_BITS] }
    }

    pub(super) fn age(&mut self) {
        self.scores.iter_mut().for_each(|s| *s /= 2);
    }

    fn index(previous: usize, action: usize) -> usize {
        let pair = (previous as u64) << 32 | action as u64;
        (pair.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - PAIR_BITS)) as usize
    }

    pub(super) fn get(&self, previous: usize, action: usize) -> i32 {
        i32::from(self.scores[Pairs::index(previous, action)])
    }

    pub(super) fn update(&mut self, previous: usize, action: usize, bonus: i32) {
        push(&mut self.scores[Pairs::index(previous, action)], bonus);
    }
}

/// The counter-move heuristic: the quiet action that last refuted each action, by the
/// refuted action's [`History::slot`].
pub(super) struct Counters<A> {
    replies: Vec<Option<A>>,
}

impl<A: Copy> Counters<A> {
    pub(super) fn new() -> Counters<A> {
        Counters { replies: vec![None; SLOTS] }
    }

    pub(super) fn get(&self, previous: usize) -> Option<A> {
        self.replies[previous]
    }

    pub(super) fn set(&mut self, previous: usize, reply: A) {
        self.replies[previous] = Some(reply);
    }
}

fn slot<A: Hash>(side: Seat, action: A) -> usize {
    let mut hasher = Mix(0);
    side.hash(&mut hasher);
    action.hash(&mut hasher);
    (hasher.finish() >> 50) as usize & (SLOTS - 1)
}

/// Packs what a pair hashes, losslessly, into 128 bits: every integer whole at its own width,
/// except that a `usize` or `isize` (an enum's discriminant, a length) takes a byte when below
/// 256. Two different values of one type hash different sequences of writes, and the first that
/// differs lands at the same place in both packings, so different pairs pack differently.
/// Anything that does not fit (`whole` false) goes without the memo.
struct Pack {
    bits: u128,
    len: u32,
    whole: bool,
}

impl Pack {
    #[inline(always)]
    fn push(&mut self, value: u128, width: u32) {
        if self.len + width > 128 {
            self.whole = false;
            return;
        }
        self.bits |= value << self.len;
        self.len += width;
    }
}

impl Hasher for Pack {
    fn finish(&self) -> u64 {
        0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.push(u128::from(b), 8);
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.push(u128::from(i), 8);
    }

    fn write_u16(&mut self, i: u16) {
        self.push(u128::from(i), 16);
    }

    fn write_u32(&mut self, i: u32) {
        self.push(u128::from(i), 32);
    }

    fn write_u64(&mut self, i: u64) {
        self.push(u128::from(i), 64);
    }

    fn write_usize(&mut self, i: usize) {
        if i < 256 {
            self.push(i as u128, 8);
        } else {
            self.whole = false;
        }
    }

    fn write_isize(&mut self, i: isize) {
        self.write_usize(i as usize);
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Hash)]
    enum Action {
        Move { from: u16, to: u16, promotion: Option<u8> },
        Place { chip: u8, to: u16 },
        Long(u128),
    }

    /// The memo gives every pair the slot the hash gives, with entries overwritten many times
    /// over (more pairs than entries) and values too wide to pack.
    #[test]
    fn the_memo_never_changes_a_slot() {
        let history = History::new();
        let mut state = 7u64;
        for _ in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let side = Seat((state >> 60) as u8 & 1);
            let action = match state % 3 {
                0 => Action::Move {
                    from: (state >> 8) as u16 % 48,
                    to: (state >> 24) as u16 % 48,
                    promotion: (state & 16 != 0).then_some((state >> 40) as u8 % 6),
                },
                1 => Action::Place { chip: (state >> 8) as u8 % 4, to: (state >> 24) as u16 % 48 },
                _ => Action::Long(u128::from(state) << 64 | u128::from(state >> 3)),
            };
            assert_eq!(history.slot(side, action), slot(side, action));
        }
    }
}
