//! One entry of the move list, and its move text.

use super::board::{Square, name, to_coord};
use super::piece::Kind;
use crate::geometry::Coord;

/// A legal action of King of the Mountain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A piece moves, capturing whatever enemy piece stands on `to`: `c3-e5`.
    Move { from: Square, to: Square },
    /// An Archer's shot: the piece on `to` is captured and the Archer stays on `from` (I-12).
    /// Written `c3-e5` like any capture, or `c3:e5` when the same piece could also capture
    /// there by moving (a mutated piece, docs/mountain.md).
    Shot { from: Square, to: Square },
    /// A reserve piece enters on a respawn point, capturing an enemy piece there: `R@a1` (I-21).
    Respawn { kind: Kind, to: Square },
    /// Mutant Monarch: after its first respawn the King gains the movement of a reserve
    /// piece, which leaves the game (`K=Q`), or keeps its own (`K=K`).
    Crown { gained: Option<Kind> },
}

impl Action {
    /// The square the action starts from (a move's or shot's piece).
    pub fn from_coord(self) -> Option<Coord> {
        match self {
            Action::Move { from, .. } | Action::Shot { from, .. } => Some(to_coord(from)),
            _ => None,
        }
    }

    /// The square the action acts on (a move's destination, a shot's target, a respawn point).
    pub fn to_coord(self) -> Option<Coord> {
        match self {
            Action::Move { to, .. } | Action::Shot { to, .. } | Action::Respawn { to, .. } => Some(to_coord(to)),
            Action::Crown { .. } => None,
        }
    }

    /// The canonical text; `shot_mark` is the separator a shot uses (`-` unless ambiguous).
    pub fn text(self, shot_mark: char) -> String {
        match self {
            Action::Move { from, to } => format!("{}-{}", name(from), name(to)),
            Action::Shot { from, to } => format!("{}{shot_mark}{}", name(from), name(to)),
            Action::Respawn { kind, to } => format!("{}@{}", kind.letter(), name(to)),
            Action::Crown { gained } => format!("K={}", gained.unwrap_or(Kind::King).letter()),
        }
    }
}

/// Rewrites the inventor's rank-first squares (`10J`, `2b`) as file-first (`j10`, `b2`),
/// leaving everything else as it is (RULES.md §0).
pub fn rank_first_to_file_first(text: &str) -> String {
    let bytes = text.trim().as_bytes();
    let mut out = String::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let at_token_start = i == 0 || matches!(bytes[i - 1], b'-' | b'x' | b'X' | b':' | b'@');
        let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
        if at_token_start && (1..=2).contains(&digits) {
            let letter = bytes.get(i + digits).copied().unwrap_or(0);
            let after = bytes.get(i + digits + 1).copied();
            let is_file = matches!(letter.to_ascii_lowercase(), b'a'..=b's');
            if is_file && matches!(after, None | Some(b'-' | b'x' | b'X' | b':' | b'=')) {
                out.push(letter.to_ascii_lowercase() as char);
                out.push_str(&text.trim()[i..i + digits]);
                i += digits + 1;
                continue;
            }
        }
        out.push(bytes[i] as char);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_first_squares_are_read() {
        assert_eq!(rank_first_to_file_first("10J-11K"), "j10-k11");
        assert_eq!(rank_first_to_file_first("2bx4c"), "b2xc4");
        assert_eq!(rank_first_to_file_first("R@1A"), "R@a1");
        assert_eq!(rank_first_to_file_first("a1-b2"), "a1-b2");
        assert_eq!(rank_first_to_file_first("K=Q"), "K=Q");
        assert_eq!(rank_first_to_file_first("1t-2b"), "1t-b2");
    }
}
