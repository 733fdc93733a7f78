//! Chips (RULES.md §4): denominations, stacks, supplies.
//!
//! A stack is the list of chips on a square, bottom to top. A stack holding a chip worth 25 or
//! more is a demand; any other is an offer. Stacks are kept in a small shared list that is
//! copied only when a chip is placed or captured, so copying a position stays cheap.

use std::sync::Arc;

use super::square::Square;

/// A chip's colour: white 5, red 10, blue 25, green 50 (green only as an option).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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

    /// Whether a stack holding this chip is a demand.
    pub const fn demands(self) -> bool {
        self.value() >= 25
    }
}

/// The chips on one square, bottom to top.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    pub square: Square,
    pub chips: Vec<Chip>,
}

impl Stack {
    pub fn is_demand(&self) -> bool {
        self.chips.iter().any(|c| c.demands())
    }

    pub fn value(&self) -> u64 {
        self.chips.iter().map(|c| c.value()).sum()
    }

    /// A hash of the stack's square and contents, order included.
    pub fn key(&self) -> u64 {
        let mut h = super::zobrist::mix(0x5354_4143_4b00_0000 ^ u64::from(self.square));
        for &c in &self.chips {
            h = super::zobrist::mix(h ^ (c as u64 + 1));
        }
        h
    }
}

/// Every stack on the board, in no particular order; shared until changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stacks(Arc<Vec<Stack>>);

impl Stacks {
    pub fn iter(&self) -> impl Iterator<Item = &Stack> {
        self.0.iter()
    }

    pub fn get(&self, sq: Square) -> Option<&Stack> {
        self.0.iter().find(|s| s.square == sq)
    }

    /// Removes the stack on `sq` and returns it.
    pub fn take(&mut self, sq: Square) -> Option<Stack> {
        let i = self.0.iter().position(|s| s.square == sq)?;
        Some(Arc::make_mut(&mut self.0).swap_remove(i))
    }

    /// Puts a chip on top of the stack on `sq` (starting one if there is none); returns the
    /// stack as it was before (if any) and as it is now.
    pub fn push(&mut self, sq: Square, chip: Chip) -> (Option<Stack>, &Stack) {
        let list = Arc::make_mut(&mut self.0);
        match list.iter().position(|s| s.square == sq) {
            Some(i) => {
                let before = list[i].clone();
                list[i].chips.push(chip);
                (Some(before), &list[i])
            }
            None => {
                list.push(Stack { square: sq, chips: vec![chip] });
                (None, list.last().expect("just pushed"))
            }
        }
    }

    pub fn insert(&mut self, stack: Stack) {
        Arc::make_mut(&mut self.0).push(stack);
    }
}
