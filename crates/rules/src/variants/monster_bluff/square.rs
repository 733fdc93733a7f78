//! The grid of ten boards (RULES.md §4, I-13, I-24): one 32×24 grid with a 4×8 notch at each
//! corner, stored as a mailbox padded by two squares on every side so that knight jumps and
//! slider steps never need a bounds check: padding and notches are simply cells that hold
//! [`OFF`](super::piece::OFF).
//!
//! Internally a square is its mailbox index; text names it board-locally (`8e1`, `10a1`).

use std::fmt::Write;

/// Files and ranks of the whole grid.
pub const FILES: usize = 32;
pub const RANKS: usize = 24;
/// Padding on each side of the grid, enough for a knight's jump.
const PAD: usize = 2;
/// The distance between two ranks in the mailbox.
pub const STRIDE: usize = FILES + 2 * PAD;
/// The number of mailbox cells, padding included.
pub const CELLS: usize = STRIDE * (RANKS + 2 * PAD);

/// A mailbox index. Only indices of existing squares ever name a square in play.
pub type Square = u16;

/// "No square" (for the en passant field): a padding cell, never a square of the grid.
pub const NO_SQUARE: Square = 0;

/// One step in each direction, as mailbox offsets.
pub const NORTH: i32 = STRIDE as i32;
pub const EAST: i32 = 1;

/// The square at a global file and rank (both from 0, rank 0 at White's side).
pub const fn square(file: usize, rank: usize) -> Square {
    ((rank + PAD) * STRIDE + file + PAD) as Square
}

/// The global file of a square of the grid.
pub const fn file_of(sq: Square) -> usize {
    sq as usize % STRIDE - PAD
}

/// The global rank of a square of the grid.
pub const fn rank_of(sq: Square) -> usize {
    sq as usize / STRIDE - PAD
}

/// The row of boards a rank belongs to: 0 for boards 8–10, 1 for 4–7, 2 for 1–3.
pub const fn row_of_rank(rank: usize) -> usize {
    rank / 8
}

/// Whether a global file and rank name a square (the middle row is four boards wide, the
/// others three, centred: I-13).
pub const fn exists(file: usize, rank: usize) -> bool {
    if file >= FILES || rank >= RANKS {
        return false;
    }
    row_of_rank(rank) == 1 || (file >= 4 && file < 28)
}

/// Whether a mailbox index is a square of the grid.
pub const fn on_grid(sq: usize) -> bool {
    let (f, r) = (sq % STRIDE, sq / STRIDE);
    f >= PAD && r >= PAD && exists(f - PAD, r - PAD)
}

/// The board (1–10) a square is on, and its file and rank on that board (from 0).
pub const fn local(sq: Square) -> (usize, usize, usize) {
    let (file, rank) = (file_of(sq), rank_of(sq));
    let row = row_of_rank(rank);
    let (board, column_file) = match row {
        2 => (1 + (file - 4) / 8, file - 4),
        1 => (4 + file / 8, file),
        _ => (8 + (file - 4) / 8, file - 4),
    };
    (board, column_file % 8, rank % 8)
}

/// The square at a board-local position, if the board exists.
pub const fn from_local(board: usize, file: usize, rank: usize) -> Option<Square> {
    if file >= 8 || rank >= 8 {
        return None;
    }
    let (row, column, offset) = match board {
        1..=3 => (2, board - 1, 4),
        4..=7 => (1, board - 4, 0),
        8..=10 => (0, board - 8, 4),
        _ => return None,
    };
    Some(square(offset + column * 8 + file, row * 8 + rank))
}

/// The board-local name of a square: `8e1`.
pub fn name(sq: Square) -> String {
    let mut out = String::with_capacity(4);
    write_name(&mut out, sq);
    out
}

pub fn write_name(out: &mut String, sq: Square) {
    let (board, file, rank) = local(sq);
    let _ = write!(out, "{board}{}{}", (b'a' + file as u8) as char, rank + 1);
}

/// The order the FEN lists squares in: board number, then local rank, then file (I-28).
pub fn text_order(sq: Square) -> (usize, usize, usize) {
    let (board, file, rank) = local(sq);
    (board, rank, file)
}

/// Reads a board-local square name (`8e1`, `10a1`), the whole text.
pub fn parse_name(text: &str) -> Option<Square> {
    let bytes = text.as_bytes();
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > 2 || bytes[0] == b'0' || bytes.len() != digits + 2 {
        return None;
    }
    let board: usize = text[..digits].parse().ok()?;
    let file = bytes[digits].checked_sub(b'a')? as usize;
    let rank = bytes[digits + 1].checked_sub(b'1')? as usize;
    from_local(board, file, rank)
}

/// Every square of the grid, in mailbox order.
pub fn all() -> impl Iterator<Item = Square> {
    (0..CELLS).filter(|&i| on_grid(i)).map(|i| i as Square)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_boards_of_64_squares() {
        assert_eq!(all().count(), 640);
        for sq in all() {
            assert_eq!(parse_name(&name(sq)), Some(sq), "{}", name(sq));
        }
        assert_eq!(name(square(4, 0)), "8a1");
        assert_eq!(name(square(27, 0)), "10h1");
        assert_eq!(name(square(0, 8)), "4a1");
        assert_eq!(name(square(31, 15)), "7h8");
        assert_eq!(name(square(4, 23)), "1a8");
        for bad in ["", "0a1", "11a1", "8i1", "8a9", "8a0", "8A1", "08a1", "8a1 ", "100a1"] {
            assert_eq!(parse_name(bad), None, "{bad}");
        }
    }

    #[test]
    fn notches_are_off_the_grid() {
        assert!(!exists(3, 0) && !exists(28, 23) && !exists(0, 16) && !exists(31, 7));
        assert!(exists(0, 8) && exists(31, 15) && exists(4, 0) && exists(27, 23));
    }
}
