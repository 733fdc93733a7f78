//! One entry of the move list: a piece's move or a chip placement.

use super::chips::Chip;
use super::square::{Square, name, write_name};
use crate::fide::Role;

/// A legal action. Castling is the king's move of two or more squares along its rank
/// (`8e1-9c1`), en passant the pawn's diagonal move to the square passed over, promotion a
/// pawn's move with the piece it becomes (`8e7-8e8=Q`); a placement puts one chip (`U@6d5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Move { from: Square, to: Square, promotion: Option<Role> },
    Place { chip: Chip, to: Square },
}

impl Action {
    /// The canonical move text.
    pub fn text(self) -> String {
        let mut out = String::with_capacity(12);
        match self {
            Action::Move { from, to, promotion } => {
                write_name(&mut out, from);
                out.push('-');
                write_name(&mut out, to);
                if let Some(role) = promotion {
                    out.push('=');
                    out.push(role.letter() as char);
                }
            }
            Action::Place { chip, to } => {
                out.push(chip.letter() as char);
                out.push('@');
                out.push_str(&name(to));
            }
        }
        out
    }

    /// The square the action ends on.
    pub fn to(self) -> Square {
        match self {
            Action::Move { to, .. } | Action::Place { to, .. } => to,
        }
    }
}
