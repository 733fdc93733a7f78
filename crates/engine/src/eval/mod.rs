//! How the engine judges positions: one file per variant, each implementing [`Evaluate`].

mod chess;
mod giant_king;
mod monkey_king;
mod mountain;

use menagerie_rules::{Position, Seat};

/// A variant's static evaluation, which is all the search needs to know of it.
pub trait Evaluate: Position {
    /// The position's value for the side to move, in centipawns.
    fn evaluate(&self) -> i32;

    /// The position's value for `seat`, for the several-player search. The default suits
    /// two players: the side to move's value, negated for the other seat.
    fn evaluate_for(&self, seat: Seat) -> i32 {
        let value = self.evaluate();
        if seat == self.to_move() { value } else { -value }
    }

    /// Orders moves: higher is searched first (for captures, the value of what is taken).
    fn order_hint(&self, action: Self::Action) -> i32 {
        i32::from(self.is_capture(action))
    }
}
