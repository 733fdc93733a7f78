//! A game in progress: the positions so far, undo, and the draws that need history.

use crate::notation::ActionError;
use crate::position::Position;
use crate::seat::{DrawReason, Outcome, Seat, Viewer, WinReason};

/// Which history-based draws a game applies (both on by default; RULES.md §0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRules {
    /// Threefold repetition of the same position with the same side to move.
    pub repetition: bool,
    /// A draw once the halfmove clock reaches 100, where the variant keeps one.
    pub fifty_moves: bool,
}

impl Default for DrawRules {
    fn default() -> Self {
        DrawRules { repetition: true, fifty_moves: true }
    }
}

/// A game: its start, every position reached, and how it ended.
#[derive(Clone, Debug)]
pub struct Game<P: Position> {
    positions: Vec<P>,
    record: Vec<String>,
    /// Each position's hash as a spectator sees it: repetition must not depend on a secret,
    /// or a draw (or its absence) would tell the players something about it.
    hashes: Vec<u64>,
    ended: Option<Outcome>,
    /// Players who resigned and dropped out of a game of three or four: `(plies, seat)`, after
    /// `plies` actions of the record. Each added a position but no move text.
    resignations: Vec<(usize, Seat)>,
    pub rules: DrawRules,
}

impl<P: Position> Game<P> {
    pub fn new(start: P) -> Game<P> {
        let hash = public_hash(&start);
        Game {
            positions: vec![start],
            record: Vec::new(),
            hashes: vec![hash],
            ended: None,
            resignations: Vec::new(),
            rules: DrawRules::default(),
        }
    }

    pub fn position(&self) -> &P {
        self.positions.last().expect("a game always has its start position")
    }

    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// Every position so far, the start first and the current one last.
    pub fn positions(&self) -> &[P] {
        &self.positions
    }

    /// The canonical text of every action played, in order.
    pub fn record(&self) -> &[String] {
        &self.record
    }

    /// Every position's hash as a spectator sees it, the current one last (what repetition is
    /// judged on; an engine playing a seat with secrets should hash its own views instead).
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// Plays move text; refuses it with the reason if it is malformed, illegal or the game is over.
    pub fn play(&mut self, text: &str) -> Result<P::Action, ActionError> {
        if self.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        let action = self.position().parse_action(text)?;
        self.play_action(action);
        Ok(action)
    }

    /// Plays an action that the current position lists as legal.
    pub fn play_action(&mut self, action: P::Action) {
        let mut next = self.position().clone();
        self.record.push(next.action_text(action));
        next.play_unchecked(action);
        self.hashes.push(public_hash(&next));
        self.positions.push(next);
    }

    /// Takes back the last step: a two-player resignation or an agreed draw (which added no
    /// position) alone, else the last action or drop-out; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.ended.take().is_some() {
            return true;
        }
        if self.positions.len() == 1 {
            return false;
        }
        self.positions.pop();
        self.hashes.pop();
        // The last step was a resignation if no action was played after it.
        if self.resignations.last().is_some_and(|&(plies, _)| plies == self.record.len()) {
            self.resignations.pop();
        } else {
            self.record.pop();
        }
        true
    }

    /// `seat` resigns. With two players the other wins. With more, the player drops out
    /// ([`Position::withdraw`]): the game goes on from a new position (undo takes it back)
    /// and ends when one player is left; the record keeps only actions, and the resignation
    /// is listed in [`Game::resignations`].
    pub fn resign(&mut self, seat: Seat) {
        if self.outcome().is_some() {
            return;
        }
        if self.position().players() == 2 {
            self.ended = Some(Outcome::Win { winner: seat.other(), reason: WinReason::Resignation });
            return;
        }
        let mut next = self.position().clone();
        if next.withdraw(seat) {
            self.hashes.push(public_hash(&next));
            self.positions.push(next);
            self.resignations.push((self.record.len(), seat));
        }
    }

    /// `seat`'s time ran out: with two players the other wins on time; with more, the player
    /// drops out as if it had resigned.
    pub fn time_out(&mut self, seat: Seat) {
        if self.outcome().is_some() {
            return;
        }
        if self.position().players() == 2 {
            self.ended = Some(Outcome::Win { winner: seat.other(), reason: WinReason::Timeout });
        } else {
            self.resign(seat);
        }
    }

    /// The players who resigned and dropped out of a game of three or four, in order: each
    /// as `(plies, seat)`, after the first `plies` actions of the record. To replay the
    /// game, withdraw each seat ([`Position::withdraw`]) at its place among the actions.
    pub fn resignations(&self) -> &[(usize, Seat)] {
        &self.resignations
    }

    pub fn agree_draw(&mut self) {
        if self.outcome().is_none() {
            self.ended = Some(Outcome::Draw(DrawReason::Agreement));
        }
    }

    /// How the game ended, if it has: by the position itself first (mate beats the 50-move
    /// rule), then by a dead position, repetition or the 50-move rule.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(ended) = self.ended {
            return Some(ended);
        }
        let position = self.position();
        if let Some(outcome) = position.outcome() {
            return Some(outcome);
        }
        if position.dead_position() {
            return Some(Outcome::Draw(DrawReason::InsufficientMaterial));
        }
        if self.rules.fifty_moves && position.halfmove_clock().is_some_and(|c| c >= 100) {
            return Some(Outcome::Draw(DrawReason::FiftyMoves));
        }
        let current = *self.hashes.last().expect("a game always has a hash");
        if self.rules.repetition && self.hashes.iter().filter(|&&h| h == current).count() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        None
    }
}

/// The hash of what everyone may see of a position.
fn public_hash<P: Position>(position: &P) -> u64 {
    position.view(Viewer::Spectator).hash()
}
