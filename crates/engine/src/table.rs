//! The transposition table: a fixed-size, always-replace-if-deeper hash table of search results.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (a beta cut-off).
    Lower,
    /// The score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<A> {
    pub key: u64,
    pub best: Option<A>,
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
}

pub struct Table<A> {
    slots: Vec<Option<Entry<A>>>,
    mask: usize,
}

impl<A: Copy> Table<A> {
    /// A table of about `megabytes` MiB (at least one slot, a power of two).
    pub fn new(megabytes: usize) -> Table<A> {
        let per = std::mem::size_of::<Option<Entry<A>>>().max(1);
        let wanted = (megabytes << 20) / per;
        let len = if wanted < 2 { 1 } else { 1usize << (usize::BITS - 1 - wanted.leading_zeros()) };
        Table { slots: vec![None; len], mask: len - 1 }
    }

    pub fn get(&self, key: u64) -> Option<Entry<A>> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Keeps the deeper result when two positions share a slot; a new position always wins
    /// over an old one of the same depth.
    pub fn put(&mut self, entry: Entry<A>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if slot.is_none_or(|old| old.key != entry.key || old.depth <= entry.depth || entry.bound == Bound::Exact) {
            *slot = Some(entry);
        }
    }

    pub fn clear(&mut self) {
        self.slots.fill(None);
    }
}
