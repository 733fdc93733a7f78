//! The transposition table: a fixed-size hash table of search results, one entry a slot.

use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

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

/// A slot of the table: an entry and the search that wrote it (see [`Table::new_search`]).
type Slot<A> = Mutex<Option<(Entry<A>, u8)>>;

/// Shared by the threads of one search (Lazy SMP): each slot has its own lock, so two threads
/// contend only when they touch the same slot at the same moment, and an entry is never read
/// half written.
pub struct Table<A> {
    slots: Box<[Slot<A>]>,
    mask: usize,
    generation: AtomicU8,
}

impl<A: Copy> Table<A> {
    /// A table of about `megabytes` MiB (at least one slot, a power of two).
    pub fn new(megabytes: usize) -> Table<A> {
        let per = std::mem::size_of::<Slot<A>>().max(1);
        let wanted = (megabytes << 20) / per;
        let len = if wanted < 2 { 1 } else { 1usize << (usize::BITS - 1 - wanted.leading_zeros()) };
        Table { slots: (0..len).map(|_| Mutex::new(None)).collect(), mask: len - 1, generation: AtomicU8::new(0) }
    }

    /// Marks the entries written so far as an earlier search's, which any new one replaces.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn slot(&self, key: u64) -> MutexGuard<'_, Option<(Entry<A>, u8)>> {
        // A thread that panicked while holding a slot left a whole entry or none: go on.
        self.slots[key as usize & self.mask].lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn get(&self, key: u64) -> Option<Entry<A>> {
        self.slot(key).map(|(e, _)| e).filter(|e| e.key == key)
    }

    /// Keeps the deeper result for one position, and an exact one. Another position's entry
    /// is replaced if an earlier search wrote it or it is not much deeper: the quiescence
    /// search's many shallow entries do not push out the few deep ones of the same search.
    pub fn put(&self, entry: Entry<A>) {
        let generation = self.generation.load(Ordering::Relaxed);
        let mut slot = self.slot(entry.key);
        let replace = slot.is_none_or(|(old, written)| {
            if old.key == entry.key {
                old.depth <= entry.depth || entry.bound == Bound::Exact
            } else {
                written != generation || entry.depth + 2 >= old.depth
            }
        });
        if replace {
            *slot = Some((entry, generation));
        }
    }

    pub fn clear(&self) {
        for slot in &self.slots {
            *slot.lock().unwrap_or_else(PoisonError::into_inner) = None;
        }
    }
}
