//! One module per variant, each implementing [`crate::Position`].

pub mod chess;
pub mod giant_king;
pub mod monkey_king;
pub mod monster_bluff;
pub mod mountain;
