//! An action: one entry of the move list (RULES.md §2). A Red turn may be several actions
//! (bonus moves around the regular action, then perhaps `end`); perft counts each.

use super::role::Role;
use super::square::{Square, to_coord};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Introducing a disk from hand, front face up, on an empty square of the own half: `P*c3`.
    Drop { role: Role, to: Square },
    /// A move, capture or flight of the face showing (`c3-c4`, `d4-q2`, `q2-b1`), or, with
    /// `flip`, the move of the other face by a disk on a river square, ending face-swapped
    /// (`d4-c5=M`, `d4-q2=M`, a Mountain's `d4-d7=C`).
    Move { from: Square, to: Square, flip: bool },
    /// Flipping in place where the other face cannot move (I-7): `d4=X`, `b4=B`.
    Flip { at: Square },
    /// A Monkey King's extra move paid with a Fists token: `+c5-d6`.
    Bonus { from: Square, to: Square },
    /// The Pilgrim leaves the board from rank 8 and wins: `c8-off`.
    Exit { from: Square },
    /// Ends a Red turn in its bonus phase.
    End,
}

impl Action {
    /// The canonical text; `new_face` is the letter a flipping disk ends as (`M`, `X`, `B`).
    pub(super) fn text(self, new_face: impl FnOnce(Square) -> u8) -> String {
        match self {
            Action::Drop { role, to } => format!("{}*{}", role.letter() as char, to_coord(to)),
            Action::Move { from, to, flip: false } => format!("{}-{}", to_coord(from), to_coord(to)),
            Action::Move { from, to, flip: true } => {
                format!("{}-{}={}", to_coord(from), to_coord(to), new_face(from) as char)
            }
            Action::Flip { at } => format!("{}={}", to_coord(at), new_face(at) as char),
            Action::Bonus { from, to } => format!("+{}-{}", to_coord(from), to_coord(to)),
            Action::Exit { from } => format!("{}-off", to_coord(from)),
            Action::End => "end".to_owned(),
        }
    }
}
