//! Tuned weights, one file per variant, written by `menagerie tune fit --write` (the file's
//! header names the data and the command). Each row is a term's middlegame and endgame weight,
//! in the order of the variant's term names.

pub mod chess;
pub mod giant_king;
pub mod monkey_king;
pub mod monster_bluff;
pub mod mountain;
