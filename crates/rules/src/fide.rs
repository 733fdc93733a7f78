//! The six kinds of orthodox (FIDE) chess piece, shared by the variants that play with that set
//! (orthodox chess, Monster Bluff). Each variant keeps its own board representation and maps a
//! role into it explicitly: chess indexes per-role bitboards by [`Role::index`], Monster Bluff
//! packs `index + 1` into its cell bits.

/// A kind of piece, whatever its colour. The discriminant is [`Role::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Role {
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];

    /// The pieces a pawn may promote to, in the order moves are listed.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// 0 (pawn) to 5 (king), in the order of [`Role::ALL`]: `Role::ALL[role.index()] == role`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter used in FEN (White) and in move text.
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

    /// The role a letter names, in either case.
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
}
