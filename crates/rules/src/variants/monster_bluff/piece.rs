//! What a mailbox cell holds, in one byte: a piece (role and colour), whether a stack of chips
//! lies under it, or that the cell is off the grid.
//!
//! ```text
//! bits 0-2  role: 0 none, else `role_bits`: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king
//! bit  3    the piece is Black's
//! bit  4    an offer lies on the square (with or without a piece on it)
//! bit  5    a demand lies on the square (never with a piece on it)
//! 0x40      off the grid: padding or a notch
//! ```

use crate::fide::Role;

pub const EMPTY: u8 = 0;
pub const ROLE: u8 = 7;
pub const BLACK: u8 = 8;
/// The piece bits: role and colour.
pub const PIECE: u8 = ROLE | BLACK;
pub const OFFER: u8 = 0x10;
pub const DEMAND: u8 = 0x20;
pub const OFF: u8 = 0x40;

/// The role bits of `role`: its index plus one, so that 0 means no piece.
pub const fn role_bits(role: Role) -> u8 {
    role.index() as u8 + 1
}

/// The role of the piece in a cell, if it holds one (the inverse of [`role_bits`]).
pub const fn role_of(cell: u8) -> Option<Role> {
    match cell & ROLE {
        bits @ 1..=6 => Some(Role::ALL[bits as usize - 1]),
        _ => None,
    }
}

/// Each role's bits, for matching on `cell & ROLE`.
pub const PAWN_BITS: u8 = role_bits(Role::Pawn);
pub const KNIGHT_BITS: u8 = role_bits(Role::Knight);
pub const BISHOP_BITS: u8 = role_bits(Role::Bishop);
pub const ROOK_BITS: u8 = role_bits(Role::Rook);
pub const QUEEN_BITS: u8 = role_bits(Role::Queen);
pub const KING_BITS: u8 = role_bits(Role::King);

/// The cell bits of a piece of `side` (0 White, 1 Black).
pub const fn piece(side: usize, role: Role) -> u8 {
    role_bits(role) | if side == 1 { BLACK } else { 0 }
}

/// The side of the piece in a cell that holds one.
pub const fn side_of(cell: u8) -> usize {
    (cell & BLACK != 0) as usize
}

pub const fn has_piece(cell: u8) -> bool {
    cell & ROLE != 0
}

/// What a move of `side`'s piece finds on a cell, for sliders, knights and kings.
pub const OPEN: u8 = 0; // nothing, or a bare offer: the piece may land, and a slider goes on
pub const TAKE: u8 = 1; // an enemy piece or a demand: the piece may land, and a slider stops
pub const STOP: u8 = 2; // its own piece, or off the grid

/// `REACH[side][cell]`: [`OPEN`], [`TAKE`] or [`STOP`] (I-15, I-24, and "demands count as
/// immobile enemy pieces for both players").
pub static REACH: [[u8; 256]; 2] = reach_table();

const fn reach_table() -> [[u8; 256]; 2] {
    let mut t = [[STOP; 256]; 2];
    let mut side = 0;
    while side < 2 {
        let mut c = 0;
        while c < 256 {
            let cell = c as u8;
            t[side][c] = if cell & OFF != 0 {
                STOP
            } else if has_piece(cell) {
                if side_of(cell) == side { STOP } else { TAKE }
            } else if cell & DEMAND != 0 {
                TAKE
            } else {
                OPEN
            };
            c += 1;
        }
        side += 1;
    }
    t
}

/// `CAPTURABLE[side][cell]`: whether a move of `side`'s piece onto the cell may take something
/// there: an enemy piece, or a stack with no piece of `side`'s on it (whether it does is the
/// exact test's to say: [`Position::is_capture`](crate::Position::is_capture)).
pub static CAPTURABLE: [[bool; 256]; 2] = capturable_table();

const fn capturable_table() -> [[bool; 256]; 2] {
    let mut t = [[false; 256]; 2];
    let mut side = 0;
    while side < 2 {
        let mut c = 0;
        while c < 256 {
            let cell = c as u8;
            t[side][c] =
                cell & OFF == 0 && if has_piece(cell) { side_of(cell) != side } else { cell & (OFFER | DEMAND) != 0 };
            c += 1;
        }
        side += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn role_bits_fill_the_role_field_and_read_back_whatever_else_the_cell_holds() {
        for (i, role) in Role::ALL.into_iter().enumerate() {
            assert_eq!(role_bits(role), i as u8 + 1);
            assert_eq!(role_bits(role) & !ROLE, 0);
            for extra in [0, BLACK, OFFER, BLACK | OFFER] {
                assert_eq!(role_of(role_bits(role) | extra), Some(role));
            }
        }
        for cell in [EMPTY, OFFER, DEMAND, OFF, ROLE] {
            assert_eq!(role_of(cell), None);
        }
    }
}
