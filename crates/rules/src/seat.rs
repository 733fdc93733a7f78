//! Who plays, and how a game ends.

use std::fmt;

/// A player's seat, numbered from 0 in the variant's seat order.
///
/// Seat 0 is the side written in upper case in two-player FENs (White, Red);
/// the variant decides who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(pub u8);

impl Seat {
    pub const FIRST: Seat = Seat(0);
    pub const SECOND: Seat = Seat(1);

    /// The index of this seat, for arrays indexed by seat.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other seat of a two-player game.
    #[must_use]
    pub const fn other(self) -> Seat {
        Seat(self.0 ^ 1)
    }
}

/// Who may look at a position: one seat, or an onlooker who knows no secret.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win { winner: Seat, reason: WinReason },
    Draw(DrawReason),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    Checkmate,
    /// A goal reached: the Pilgrim's exit, the mountain top, a True King taken.
    Goal,
    Resignation,
    /// The other player's time ran out (a server's clock).
    Timeout,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    Stalemate,
    FiftyMoves,
    Repetition,
    /// Neither side can ever mate (orthodox chess's dead positions, as far as material tells).
    InsufficientMaterial,
    Agreement,
}

impl fmt::Display for WinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::Checkmate => "checkmate",
            WinReason::Goal => "goal reached",
            WinReason::Resignation => "resignation",
            WinReason::Timeout => "time forfeit",
        })
    }
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Stalemate => "stalemate",
            DrawReason::FiftyMoves => "the 50-move rule",
            DrawReason::Repetition => "threefold repetition",
            DrawReason::InsufficientMaterial => "insufficient material",
            DrawReason::Agreement => "agreement",
        })
    }
}
