//! The rules of menagerie's chess variants, with no I/O: board geometry, pieces, positions,
//! legal actions, FEN, move text and perft.
//!
//! Every variant implements [`Position`]; the list of variants is the [`Variant`] enum, and
//! [`with_variant!`] turns a runtime variant into a type for generic code.

pub mod fen;
pub mod fide;
pub mod game;
pub mod geometry;
pub mod notation;
pub mod options;
pub mod perft;
pub mod position;
pub mod record;
pub mod seat;
pub mod variant;
pub mod variants;
mod zobrist;

pub use fen::FenError;
pub use game::{DrawRules, Game};
pub use notation::ActionError;
pub use options::{OptionError, Options};
pub use perft::{DepthError, divide, perft, try_divide, try_perft};
pub use position::{Position, SecretError, legal_texts, play_text};
pub use seat::{DrawReason, Outcome, Seat, Viewer, WinReason};
pub use variant::{UnknownVariant, Variant};
