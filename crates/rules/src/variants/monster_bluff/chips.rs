//! Chips (RULES.md §4): denominations, stacks, supplies.
//!
//! A stack is the list of chips on a square, bottom to top. A stack holding a chip worth 25 or
//! more is a demand; any other is an offer. Stacks are kept in a small shared list that is
//! copied only when a chip is placed or captured, so copying a position stays cheap, and each
//! stack keeps its value and hash as chips are added, so no question about it walks its chips.

use std::sync::Arc;

use super::square::Square;

/// A chip's colour: white 5, red 10, blue 25, green 50 (green only as an option).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Chip {
    White = 0,
    Red = 1,
    Blue = 2,
    Green = 3,
}

impl Chip {
    pub const ALL: [Chip; 4] = [Chip::White, Chip::Red, Chip::Blue, Chip::Green];

    pub const fn value(self) -> u64 {
        match self {
            Chip::White => 5,
            Chip::Red => 10,
            Chip::Blue => 25,
            Chip::Green => 50,
        }
    }

    /// The letter of FEN and move text: `W`, `R`, `U`, `G`.
    pub const fn letter(self) -> u8 {
        match self {
            Chip::White => b'W',
            Chip::Red => b'R',
            Chip::Blue => b'U',
            Chip::Green => b'G',
        }
    }

    pub const fn from_letter(letter: u8) -> Option<Chip> {
        match letter {
            b'W' => Some(Chip::White),
            b'R' => Some(Chip::Red),
            b'U' => Some(Chip::Blue),
            b'G' => Some(Chip::Green),
            _ => None,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The chip's colour, as a player says it.
    pub const fn name(self) -> &'static str {
        match self {
            Chip::White => "white",
            Chip::Red => "red",
            Chip::Blue => "blue",
            Chip::Green => "green",
        }
    }

    /// Whether a stack holding this chip is a demand.
    pub const fn demands(self) -> bool {
        self.value() >= 25
    }
}

/// The chips on one square, bottom to top, with their value, demand and hash kept as chips
/// are added: a stack may hold any number of chips (a FEN may give more than the supplies
/// hold), and the search asks for these on every node, so none of them may cost a walk.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    pub square: Square,
    chips: Vec<Chip>,
    value: u64,
    demand: bool,
    key: u64,
}

impl Stack {
    /// An empty stack on `square` (a stack on the board always has a chip: push one).
    pub fn new(square: Square) -> Stack {
        Stack {
            square,
            chips: Vec::new(),
            value: 0,
            demand: false,
            key: super::zobrist::mix(0x5354_4143_4b00_0000 ^ u64::from(square)),
        }
    }

    /// Puts a chip on top.
    pub fn push(&mut self, chip: Chip) {
        self.chips.push(chip);
        self.value = self.value.saturating_add(chip.value());
        self.demand |= chip.demands();
        self.key = super::zobrist::mix(self.key ^ (chip as u64 + 1));
    }

    /// The chips, bottom to top.
    pub fn chips(&self) -> &[Chip] {
        &self.chips
    }

    pub fn is_demand(&self) -> bool {
        self.demand
    }

    pub fn value(&self) -> u64 {
        self.value
    }

    /// A hash of the stack's square and contents, order included.
    pub fn key(&self) -> u64 {
        self.key
    }
}

/// Every stack on the board, in no particular order; shared until changed. No list at all
/// while the board has no stack (most of a game): a position is copied at every node of a
/// search, and copying nothing costs less than counting one more holder of a shared list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stacks(Option<Arc<Vec<Stack>>>);

impl Stacks {
    pub fn iter(&self) -> impl Iterator<Item = &Stack> {
        self.0.iter().flat_map(|list| list.iter())
    }

    pub fn get(&self, sq: Square) -> Option<&Stack> {
        self.iter().find(|s| s.square == sq)
    }

    /// Removes the stack on `sq` and returns it.
    pub fn take(&mut self, sq: Square) -> Option<Stack> {
        let shared = self.0.as_mut()?;
        let i = shared.iter().position(|s| s.square == sq)?;
        let list = Arc::make_mut(shared);
        let stack = list.swap_remove(i);
        if list.is_empty() {
            self.0 = None;
        }
        Some(stack)
    }

    /// Puts a chip on top of the stack on `sq` (starting one if there is none); returns the
    /// key of the stack as it was before (0 if none) and the stack as it is now.
    pub fn push(&mut self, sq: Square, chip: Chip) -> (u64, &Stack) {
        let list = Arc::make_mut(self.0.get_or_insert_with(Arc::default));
        let i = match list.iter().position(|s| s.square == sq) {
            Some(i) => i,
            None => {
                list.push(Stack::new(sq));
                list.len() - 1
            }
        };
        let before = if list[i].chips.is_empty() { 0 } else { list[i].key };
        list[i].push(chip);
        (before, &list[i])
    }

    pub fn insert(&mut self, stack: Stack) {
        Arc::make_mut(self.0.get_or_insert_with(Arc::default)).push(stack);
    }
}
