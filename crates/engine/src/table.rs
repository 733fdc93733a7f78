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

/// What a slot holds: an entry's fields beside the search that wrote it (see
/// [`Table::new_search`]), side by side so that they pack tightly (a nested [`Entry`] would
/// keep its own padding): 24 bytes for a chess move.
#[derive(Clone, Copy)]
struct Stored<A> {
    key: u64,
    best: Option<A>,
    score: i32,
    depth: u8,
    bound: Bound,
    generation: u8,
}

impl<A> Stored<A> {
    fn entry(self) -> Entry<A> {
        Entry { key: self.key, best: self.best, score: self.score, depth: self.depth, bound: self.bound }
    }
}

/// A slot of the table, aligned so that no slot straddles two cache lines: a probe waits for
/// one line from memory, not two (32 bytes with its lock for a chess move).
#[repr(align(32))]
struct Slot<A>(Mutex<Option<Stored<A>>>);

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
        let mut slots = Vec::with_capacity(len);
        advise_huge_pages(slots.as_ptr() as usize, len * per);
        slots.extend((0..len).map(|_| Slot(Mutex::new(None))));
        Table { slots: slots.into_boxed_slice(), mask: len - 1, generation: AtomicU8::new(0) }
    }

    /// Marks the entries written so far as an earlier search's, which any new one replaces.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn slot(&self, key: u64) -> MutexGuard<'_, Option<Stored<A>>> {
        // A thread that panicked while holding a slot left a whole entry or none: go on.
        self.slots[key as usize & self.mask].0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn get(&self, key: u64) -> Option<Entry<A>> {
        self.slot(key).filter(|s| s.key == key).map(Stored::entry)
    }

    /// Keeps the deeper result for one position, and an exact one. Another position's entry
    /// is replaced if an earlier search wrote it or it is not much deeper: the quiescence
    /// search's many shallow entries do not push out the few deep ones of the same search.
    pub fn put(&self, entry: Entry<A>) {
        let generation = self.generation.load(Ordering::Relaxed);
        let mut slot = self.slot(entry.key);
        let replace = slot.is_none_or(|old| {
            if old.key == entry.key {
                old.depth <= entry.depth || entry.bound == Bound::Exact
            } else {
                old.generation != generation || entry.depth + 2 >= old.depth
            }
        });
        if replace {
            let Entry { key, best, score, depth, bound } = entry;
            *slot = Some(Stored { key, best, score, depth, bound, generation });
        }
    }

    pub fn clear(&self) {
        for slot in &self.slots {
            *slot.0.lock().unwrap_or_else(PoisonError::into_inner) = None;
        }
    }
}

/// Asks Linux to back the table's memory with 2 MiB pages where it can, before the memory is
/// first touched: probes land anywhere in many megabytes, and with 4 KiB pages nearly every
/// one also misses the TLB (perf put a quarter of a chess search's time in the probe's wait).
/// Only the whole 2 MiB pages inside the range are advised; small tables and other systems
/// are left as they are.
#[cfg(target_os = "linux")]
fn advise_huge_pages(start: usize, len: usize) {
    const HUGE: usize = 2 << 20;
    let first = start.next_multiple_of(HUGE);
    let end = (start + len) / HUGE * HUGE;
    if end > first {
        // SAFETY: madvise only advises: the range lies inside the vector's own allocation,
        // and MADV_HUGEPAGE changes neither its contents nor its mapping.
        unsafe { libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_start: usize, _len: usize) {}

#[cfg(test)]
mod tests {
    use menagerie_rules::variants::chess::Move;

    use super::*;

    #[test]
    fn a_chess_slot_is_half_a_cache_line() {
        assert_eq!(std::mem::size_of::<Slot<Move>>(), 32);
        assert_eq!(std::mem::align_of::<Slot<Move>>(), 32);
    }

    #[test]
    fn a_slot_keeps_the_deeper_entry_of_its_position_and_replaces_an_older_search() {
        let table: Table<u16> = Table::new(0);
        let entry = |key, depth| Entry { key, best: Some(depth as u16), score: 0, depth, bound: Bound::Lower };
        table.put(entry(7, 5));
        table.put(entry(7, 3));
        assert_eq!(table.get(7).map(|e| e.depth), Some(5));
        // Another position, much shallower, in the same search: the deep entry stays.
        table.put(entry(8, 1));
        assert_eq!(table.get(7).map(|e| e.depth), Some(5));
        assert!(table.get(8).is_none());
        table.new_search();
        table.put(entry(8, 1));
        assert_eq!(table.get(8).map(|e| e.depth), Some(1));
        assert!(table.get(7).is_none());
    }
}
