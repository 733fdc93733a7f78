//! The transposition table: a fixed-size, always-replace-if-deeper hash table of search results.

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

/// Shared by the threads of one search (Lazy SMP): each slot has its own lock, so two threads
/// contend only when they touch the same slot at the same moment, and an entry is never read
/// half written.
pub struct Table<A> {
    slots: Box<[Mutex<Option<Entry<A>>>]>,
    mask: usize,
}

impl<A: Copy> Table<A> {
    /// A table of about `megabytes` MiB (at least one slot, a power of two).
    pub fn new(megabytes: usize) -> Table<A> {
        let per = std::mem::size_of::<Mutex<Option<Entry<A>>>>().max(1);
        let wanted = (megabytes << 20) / per;
        let len = if wanted < 2 { 1 } else { 1usize << (usize::BITS - 1 - wanted.leading_zeros()) };
        Table { slots: (0..len).map(|_| Mutex::new(None)).collect(), mask: len - 1 }
    }

    fn slot(&self, key: u64) -> MutexGuard<'_, Option<Entry<A>>> {
        // A thread that panicked while holding a slot left a whole entry or none: go on.
        self.slots[key as usize & self.mask].lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn get(&self, key: u64) -> Option<Entry<A>> {
        self.slot(key).filter(|e| e.key == key)
    }

    /// Keeps the deeper result when two positions share a slot; a new position always wins
    /// over an old one of the same depth.
    pub fn put(&self, entry: Entry<A>) {
        let mut slot = self.slot(entry.key);
        if slot.is_none_or(|old| old.key != entry.key || old.depth <= entry.depth || entry.bound == Bound::Exact) {
            *slot = Some(entry);
        }
    }

    pub fn clear(&self) {
        for slot in &self.slots {
            *slot.lock().unwrap_or_else(PoisonError::into_inner) = None;
        }
    }
}
