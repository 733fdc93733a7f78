//! The twelve pieces, what each one's move is made of, and how a mailbox cell holds one.

/// A kind of piece, in the order of the piece table (RULES.md §3), which is also the
/// order of reserves in the FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Kind {
    King,
    Queen,
    Marshal,
    Cardinal,
    Bishop,
    Rook,
    Knight,
    Kangaroo,
    Cannon,
    Archer,
    Giant,
    Hero,
}

pub const LETTERS: &[u8; 12] = b"KQMCBRNJPAGH";

impl Kind {
    pub const ALL: [Kind; 12] = [
        Kind::King,
        Kind::Queen,
        Kind::Marshal,
        Kind::Cardinal,
        Kind::Bishop,
        Kind::Rook,
        Kind::Knight,
        Kind::Kangaroo,
        Kind::Cannon,
        Kind::Archer,
        Kind::Giant,
        Kind::Hero,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Kind {
        Kind::ALL[i]
    }

    pub const fn letter(self) -> char {
        LETTERS[self as usize] as char
    }

    pub fn from_letter(letter: u8) -> Option<Kind> {
        LETTERS.iter().position(|&l| l == letter).map(Kind::from_index)
    }

    /// How many of this kind each player owns: one of K Q M C, two of the others, six Heroes.
    pub const fn owned(self) -> usize {
        match self {
            Kind::King | Kind::Queen | Kind::Marshal | Kind::Cardinal => 1,
            Kind::Hero => 6,
            _ => 2,
        }
    }

    /// What this kind's move is made of.
    pub const fn powers(self) -> Powers {
        match self {
            Kind::King => KING_STEP,
            Kind::Queen => SLIDE_ORTH | SLIDE_DIAG,
            Kind::Marshal => SLIDE_ORTH | LAME_KNIGHT,
            Kind::Cardinal => SLIDE_DIAG | LAME_KNIGHT,
            Kind::Bishop => SLIDE_DIAG,
            Kind::Rook => SLIDE_ORTH,
            Kind::Knight => LAME_KNIGHT,
            Kind::Kangaroo => KANGAROO,
            Kind::Cannon => CANNON,
            Kind::Archer => ARCHER,
            Kind::Giant => GIANT,
            Kind::Hero => HERO,
        }
    }
}

/// A set of move components; a piece's move is the union of its kind's components and,
/// after a mutation, those of the kind it gained.
pub type Powers = u16;

/// One step in any of the eight directions, moving or capturing (King).
pub const KING_STEP: Powers = 1;
/// Slides orthogonally, moving or capturing (Rook, Queen, Marshal).
pub const SLIDE_ORTH: Powers = 1 << 1;
/// Slides diagonally, moving or capturing (Bishop, Queen, Cardinal).
pub const SLIDE_DIAG: Powers = 1 << 2;
/// The Xiangqi horse's move, moving or capturing (Knight, Marshal, Cardinal).
pub const LAME_KNIGHT: Powers = 1 << 3;
/// (1,2) and (2,2) leaps over anything, moving or capturing.
pub const KANGAROO: Powers = 1 << 4;
/// Moves as a Rook onto empty squares; captures by jumping one piece, walls ignored.
pub const CANNON: Powers = 1 << 5;
/// Moves one or two squares orthogonally onto empty squares; shoots two squares diagonally.
pub const ARCHER: Powers = 1 << 6;
/// Moves one square orthogonally onto an empty square; captures one or two squares diagonally.
pub const GIANT: Powers = 1 << 7;
/// Moves one square diagonally onto an empty square; captures one square orthogonally.
pub const HERO: Powers = 1 << 8;

/// A mailbox cell. `0` is an empty square; [`WALL`] and [`OFF`] are not squares one may
/// land on; a piece is `PIECE | seat << 4 | kind`, with the kind it gained by a mutation
/// (plus one) in the high byte.
pub type Cell = u16;

pub const EMPTY: Cell = 0;
pub const WALL: Cell = 1;
/// Outside the board (the mailbox's padding).
pub const OFF: Cell = 2;
pub const PIECE: Cell = 0x80;

#[inline(always)]
pub const fn is_piece(c: Cell) -> bool {
    c & PIECE != 0
}

pub const fn piece(seat: usize, kind: Kind) -> Cell {
    PIECE | (seat as Cell) << 4 | kind as Cell
}

/// The same piece with the movement of `gained` added.
pub const fn mutated(c: Cell, gained: Kind) -> Cell {
    (c & 0xff) | ((gained as Cell + 1) << 8)
}

#[inline(always)]
pub const fn seat_of(c: Cell) -> usize {
    ((c >> 4) & 3) as usize
}

#[inline(always)]
pub const fn kind_of(c: Cell) -> Kind {
    Kind::ALL[(c & 15) as usize]
}

/// The kind a mutation added, if any.
#[inline(always)]
pub const fn gained_of(c: Cell) -> Option<Kind> {
    match c >> 8 {
        0 => None,
        g => Some(Kind::ALL[(g - 1) as usize % 12]),
    }
}

/// The piece as it comes home: captured pieces lose what they gained (docs/mountain.md).
pub const fn plain(c: Cell) -> Cell {
    c & 0xff
}

/// Everything the piece in `c` can do.
#[inline(always)]
pub const fn powers_of(c: Cell) -> Powers {
    let base = kind_of(c).powers();
    match gained_of(c) {
        None => base,
        Some(g) => base | g.powers(),
    }
}
