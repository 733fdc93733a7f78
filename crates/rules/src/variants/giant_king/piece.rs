//! The piece table of RULES.md §1: roles, their letters, and the fourteen kinds (a role, promoted or not).

/// A piece's role, in the order of the variant's piece table (RULES.md §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    King,
    Gryphon,
    Rook,
    Wildebeest,
    Cardinal,
    Knight,
    Bishop,
    Pawn,
}

impl Role {
    pub const ALL: [Role; 8] = [
        Role::King,
        Role::Gryphon,
        Role::Rook,
        Role::Wildebeest,
        Role::Cardinal,
        Role::Knight,
        Role::Bishop,
        Role::Pawn,
    ];

    /// The roles that promote, can be captured into the bracket field and dropped (I-4): G R W C N B.
    pub const DROPPABLE: [Role; 6] =
        [Role::Gryphon, Role::Rook, Role::Wildebeest, Role::Cardinal, Role::Knight, Role::Bishop];

    /// The upper-case letter (FEN and move text).
    pub const fn letter(self) -> char {
        match self {
            Role::King => 'K',
            Role::Gryphon => 'G',
            Role::Rook => 'R',
            Role::Wildebeest => 'W',
            Role::Cardinal => 'C',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Pawn => 'P',
        }
    }

    /// Reads a letter of either case.
    pub fn from_letter(letter: u8) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.letter() as u8 == letter.to_ascii_uppercase())
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub(crate) const fn from_index(i: usize) -> Role {
        Role::ALL[i]
    }

    /// Whether the role has a promoted form (every piece but the king and the pawn).
    pub const fn promotes(self) -> bool {
        !matches!(self, Role::King | Role::Pawn)
    }
}

/// One of the fourteen kinds of piece: a role, plus the promoted form of the six that promote.
///
/// Kinds 0..8 are the roles themselves; kind `role + 7` is the promoted role (8 = Reaper ... 13 = Chimera).
pub type Kind = usize;

pub const KINDS: usize = 14;
pub const KING: Kind = 0;
pub const GRYPHON: Kind = 1;
pub const ROOK: Kind = 2;
pub const WILDEBEEST: Kind = 3;
pub const CARDINAL: Kind = 4;
pub const KNIGHT: Kind = 5;
pub const BISHOP: Kind = 6;
pub const PAWN: Kind = 7;
/// Gryphon + Rook.
pub const REAPER: Kind = 8;
/// Rook + (1,2) + (2,2).
pub const CITADEL: Kind = 9;
/// Wildebeest + (2,2) + (2,3).
pub const BEHEMOTH: Kind = 10;
/// Gryphon + Bishop (I-1).
pub const ARCHANGEL: Kind = 11;
/// Any square within two files and two ranks.
pub const LIONESS: Kind = 12;
/// Bishop + Aanca.
pub const CHIMERA: Kind = 13;

/// The kind of a role, promoted or not (a king or pawn is never promoted).
pub const fn kind(role: Role, promoted: bool) -> Kind {
    if promoted && role.promotes() { role.index() + 7 } else { role.index() }
}

/// The role of a kind, and whether it is promoted.
pub const fn role_of(kind: Kind) -> (Role, bool) {
    if kind >= 8 { (Role::from_index(kind - 7), true) } else { (Role::from_index(kind), false) }
}

/// The promoted kind of an unpromoted G R W C N B.
pub const fn promote(kind: Kind) -> Kind {
    kind + 7
}
