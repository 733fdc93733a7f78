//! PLACEHOLDER until the variant lands: replaced wholesale by the variant's implementation.

use crate::{FenError, Outcome, Position, Seat, Variant};

#[derive(Clone, Debug)]
pub struct Chess;

impl Position for Chess {
    type Action = u32;
    const VARIANT: Variant = Variant::Chess;
    fn start() -> Self {
        todo!()
    }
    fn from_fen(_fen: &str) -> Result<Self, FenError> {
        todo!()
    }
    fn fen(&self) -> String {
        todo!()
    }
    fn to_move(&self) -> Seat {
        todo!()
    }
    fn legal_actions(&self, _out: &mut Vec<u32>) {
        todo!()
    }
    fn play_unchecked(&mut self, _action: u32) {
        todo!()
    }
    fn outcome(&self) -> Option<Outcome> {
        todo!()
    }
    fn action_text(&self, _action: u32) -> String {
        todo!()
    }
    fn hash(&self) -> u64 {
        todo!()
    }
    fn is_capture(&self, _action: u32) -> bool {
        todo!()
    }
}
