//! A player that picks uniformly among the legal actions: the baseline every engine must beat.

use menagerie_rules::{Position, Seat};

pub struct RandomPlayer {
    state: u64,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1 }
    }

    /// xorshift64*: tiny, seeded, reproducible.
    pub fn next_u64(&mut self) -> u64 {
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        self.state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn choose<P: Position>(&mut self, position: &P) -> Option<P::Action> {
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        if actions.is_empty() { None } else { Some(actions[self.below(actions.len())]) }
    }

    /// Picks `seat`'s secret choice (a True King) uniformly from what its own view offers; a
    /// uniform choice is what an opponent can least exploit.
    pub fn choose_secret<P: Position>(&mut self, view: &P, seat: Seat) -> Option<String> {
        let options = view.secret_options(seat);
        if options.is_empty() { None } else { Some(options[self.below(options.len())].clone()) }
    }
}
