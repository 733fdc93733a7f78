//! What a mailbox cell holds, in one byte: a piece (role and colour), whether a stack of chips
//! lies under it, or that the cell is off the grid.
//!
//! ```text
//! bits 0-2  role: 0 none, 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king
//! bit  3    the piece is Black's
//! bit  4    an offer lies on the square (with or without a piece on it)
//! bit  5    a demand lies on the square (never with a piece on it)
//! 0x40      off the grid: padding or a notch
//! ```

/// The six kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Pawn = 1,
    Knight = 2,
    Bishop = 3,
    Rook = 4,
    Queen = 5,
    King = 6,
}

impl Role {
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];

    /// What a pawn may promote to, in the order moves are listed.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// The upper-case letter of FEN (White) and move text.
    pub const fn letter(self) -> u8 {
        match self {
            Role::Pawn => b'P',
            Role::Knight => b'N',
            Role::Bishop => b'B',
            Role::Rook => b'R',
            Role::Queen => b'Q',
            Role::King => b'K',
        }
    }

    pub const fn from_letter(letter: u8) -> Option<Role> {
        match letter.to_ascii_uppercase() {
            b'P' => Some(Role::Pawn),
            b'N' => Some(Role::Knight),
            b'B' => Some(Role::Bishop),
            b'R' => Some(Role::Rook),
            b'Q' => Some(Role::Queen),
            b'K' => Some(Role::King),
            _ => None,
        }
    }

    pub const fn from_bits(bits: u8) -> Option<Role> {
        match bits & ROLE {
            1 => Some(Role::Pawn),
            2 => Some(Role::Knight),
            3 => Some(Role::Bishop),
            4 => Some(Role::Rook),
            5 => Some(Role::Queen),
            6 => Some(Role::King),
            _ => None,
        }
    }
}

pub const EMPTY: u8 = 0;
pub const ROLE: u8 = 7;
pub const BLACK: u8 = 8;
/// The piece bits: role and colour.
pub const PIECE: u8 = ROLE | BLACK;
pub const OFFER: u8 = 0x10;
pub const DEMAND: u8 = 0x20;
pub const OFF: u8 = 0x40;

/// The cell bits of a piece of `side` (0 White, 1 Black).
pub const fn piece(side: usize, role: Role) -> u8 {
    role as u8 | if side == 1 { BLACK } else { 0 }
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
