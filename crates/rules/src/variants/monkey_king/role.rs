//! The faces a disk can show (RULES.md §2, the disk table), their letters and their other faces.

/// Red (seat 0) and Blue (seat 1) as array indices.
pub const RED: usize = 0;
pub const BLUE: usize = 1;

/// A face showing on the board. Red and Blue share the names where the moves agree; a face's
/// other side depends on the owner (a Red Lancer is the back of a Knight, a Blue one of a Hero).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// `P`/`p`: one step forward, captures one diagonally forward.
    Pawn,
    /// `M` (Red only): Ferz, flies; the only face bonus moves may move.
    Monkey,
    /// `s` (Blue only): moves as a Knight without capturing, captures as a Pawn.
    Serpent,
    /// `N`/`n`: orthodox Knight.
    Knight,
    /// `L`/`l`: slides straight forward (Shogi lance), flies.
    Lancer,
    /// `g` (Blue only): Ferz, flies.
    General,
    /// `H`/`h`: one diagonal step or one step straight forward (Sittuyin elephant).
    Hero,
    /// `C`/`c`: Rook, flies; Red's cannot capture and immobilizes.
    Celestial,
    /// `X`/`x`: never moves, cannot be captured, blocks lines.
    Mountain,
    /// `K` the Pilgrim (royal, cannot capture) / `k` the Goblin King.
    King,
}

/// What is on the other side of a disk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherFace {
    /// The Pilgrim and the Goblin King are blank behind.
    Blank,
    Face(Role),
    /// Red's Hero: the Brave Whirling Monkey Fists token, which leaves the board.
    Fists,
}

impl Role {
    pub const ALL: [Role; 10] = [
        Role::Pawn,
        Role::Monkey,
        Role::Serpent,
        Role::Knight,
        Role::Lancer,
        Role::General,
        Role::Hero,
        Role::Celestial,
        Role::Mountain,
        Role::King,
    ];

    /// The front faces, which are the only ones in hand, in the order of the piece table
    /// (the order hands are written in a FEN).
    pub const FRONTS: [Role; 5] = [Role::Pawn, Role::Knight, Role::Hero, Role::Celestial, Role::King];

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter (move text writes every piece letter in upper case).
    pub const fn letter(self) -> u8 {
        match self {
            Role::Pawn => b'P',
            Role::Monkey => b'M',
            Role::Serpent => b'S',
            Role::Knight => b'N',
            Role::Lancer => b'L',
            Role::General => b'G',
            Role::Hero => b'H',
            Role::Celestial => b'C',
            Role::Mountain => b'X',
            Role::King => b'K',
        }
    }

    /// The letter as the FEN writes it for `side`: upper case for Red, lower for Blue.
    pub const fn fen_letter(self, side: usize) -> u8 {
        if side == RED { self.letter() } else { self.letter().to_ascii_lowercase() }
    }

    /// Reads a FEN piece letter: the face and its side, if that side has such a face.
    pub fn from_fen_letter(b: u8) -> Option<(usize, Role)> {
        let side = if b.is_ascii_uppercase() { RED } else { BLUE };
        let role = Role::ALL.into_iter().find(|r| r.letter() == b.to_ascii_uppercase())?;
        role.belongs_to(side).then_some((side, role))
    }

    /// Whether `side` has disks with this face: Red has no Serpent or General, Blue no Monkey King.
    pub const fn belongs_to(self, side: usize) -> bool {
        match self {
            Role::Monkey => side == RED,
            Role::Serpent | Role::General => side == BLUE,
            _ => true,
        }
    }

    /// The position of a front face in [`Role::FRONTS`] (hands are counted per front face).
    pub const fn front_index(self) -> Option<usize> {
        match self {
            Role::Pawn => Some(0),
            Role::Knight => Some(1),
            Role::Hero => Some(2),
            Role::Celestial => Some(3),
            Role::King => Some(4),
            _ => None,
        }
    }

    /// The fliers: M, g, L/l and C/c.
    pub const fn flies(self) -> bool {
        matches!(self, Role::Monkey | Role::General | Role::Lancer | Role::Celestial)
    }

    /// The other side of `side`'s disk showing this face.
    pub const fn other_face(self, side: usize) -> OtherFace {
        match (self, side) {
            (Role::Pawn, RED) => OtherFace::Face(Role::Monkey),
            (Role::Monkey, _) => OtherFace::Face(Role::Pawn),
            (Role::Pawn, _) => OtherFace::Face(Role::Serpent),
            (Role::Serpent, _) => OtherFace::Face(Role::Pawn),
            (Role::Knight, RED) => OtherFace::Face(Role::Lancer),
            (Role::Lancer, RED) => OtherFace::Face(Role::Knight),
            (Role::Knight, _) => OtherFace::Face(Role::General),
            (Role::General, _) => OtherFace::Face(Role::Knight),
            (Role::Hero, RED) => OtherFace::Fists,
            (Role::Hero, _) => OtherFace::Face(Role::Lancer),
            (Role::Lancer, _) => OtherFace::Face(Role::Hero),
            (Role::Celestial, _) => OtherFace::Face(Role::Mountain),
            (Role::Mountain, _) => OtherFace::Face(Role::Celestial),
            (Role::King, _) => OtherFace::Blank,
        }
    }

    /// The piece's name, for people.
    pub const fn name(self, side: usize) -> &'static str {
        match (self, side) {
            (Role::Pawn, _) => "Pawn",
            (Role::Monkey, _) => "Monkey King",
            (Role::Serpent, _) => "Sea Serpent",
            (Role::Knight, _) => "Knight",
            (Role::Lancer, _) => "Lancer",
            (Role::General, _) => "Goblin General",
            (Role::Hero, RED) => "Hero",
            (Role::Hero, _) => "Hero-Foe",
            (Role::Celestial, RED) => "Celestial (Bodhisattva)",
            (Role::Celestial, _) => "Celestial (Erh-Lang)",
            (Role::Mountain, _) => "Mountain",
            (Role::King, RED) => "Pilgrim",
            (Role::King, _) => "Goblin King",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_pair_up() {
        for side in [RED, BLUE] {
            for role in Role::ALL.into_iter().filter(|r| r.belongs_to(side)) {
                if let OtherFace::Face(other) = role.other_face(side) {
                    assert!(other.belongs_to(side), "{role:?} of side {side}");
                    assert_eq!(other.other_face(side), OtherFace::Face(role), "{role:?} of side {side}");
                }
                assert_eq!(Role::from_fen_letter(role.fen_letter(side)), Some((side, role)));
            }
        }
        assert_eq!(Role::from_fen_letter(b'S'), None);
        assert_eq!(Role::from_fen_letter(b'm'), None);
        assert_eq!(Role::from_fen_letter(b'B'), None, "Fists are tokens, never on the board");
    }
}
