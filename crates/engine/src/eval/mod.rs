//! How the engine judges positions: one file per variant, each implementing [`Evaluate`].

mod chess;
mod giant_king;
mod monkey_king;

use menagerie_rules::Position;

/// A variant's static evaluation, which is all the search needs to know of it.
pub trait Evaluate: Position {
    /// The position's value for the side to move, in centipawns.
    fn evaluate(&self) -> i32;

    /// Orders moves: higher is searched first (for captures, the value of what is taken).
    fn order_hint(&self, action: Self::Action) -> i32 {
        i32::from(self.is_capture(action))
    }
}
