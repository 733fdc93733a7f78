//! The one trait every variant implements, and the checked helpers built on it.

use std::fmt::Debug;
use std::hash::Hash;

use crate::fen::FenError;
use crate::notation::ActionError;
use crate::options::{OptionError, Options};
use crate::seat::{Outcome, Seat, Viewer};
use crate::variant::Variant;

/// A variant's position: everything needed to list the legal actions and play one.
///
/// Positions are values: playing an action changes `self`, and a caller that wants to go
/// back keeps a copy (copy-make). Every position type is small enough that copying it is
/// cheaper than recording and reverting the changes, and copy-make cannot get unmake wrong.
pub trait Position: Clone + Debug + Send + Sync + Sized + 'static {
    /// One entry of the move list: a move, a drop, a bonus move, `end`, a chip placement...
    type Action: Copy + Debug + Eq + Hash + Send + Sync + 'static;

    const VARIANT: Variant;

    /// The variant's standard start position.
    fn start() -> Self;

    /// The start position with variant options (`map=crags`, `players=4`); the default
    /// knows none and refuses any.
    fn start_with(options: &Options) -> Result<Self, OptionError> {
        options.only(Self::VARIANT.id(), &[])?;
        Ok(Self::start())
    }

    /// Reads a FEN; the error says what is wrong and where. Never panics.
    fn from_fen(fen: &str) -> Result<Self, FenError>;

    /// The full FEN, secrets included: only the referee may see it.
    fn fen(&self) -> String;

    /// The FEN that `viewer` may see; secrets it may not know are masked.
    fn view_fen(&self, _viewer: Viewer) -> String {
        self.fen()
    }

    /// The position as `viewer` knows it: what an engine playing that seat must work from.
    fn view(&self, _viewer: Viewer) -> Self {
        self.clone()
    }

    /// The secret choices `seat` may make now, before play (Monster Bluff's True King), each
    /// as the text [`Position::choose_secret`] takes; empty when there is nothing to choose.
    /// A referee asks every seat before the first move; an engine picks from its own view.
    fn secret_options(&self, _seat: Seat) -> Vec<String> {
        Vec::new()
    }

    /// `seat`'s secret choice as [`Position::choose_secret`] takes it, once made: what a
    /// record reveals when the game is over. Only the referee's position knows it.
    fn secret(&self, _seat: Seat) -> Option<String> {
        None
    }

    /// Records `seat`'s secret choice; the error says why the text is refused, naming only
    /// what `seat` itself may know.
    fn choose_secret(&mut self, _seat: Seat, _choice: &str) -> Result<(), SecretError> {
        Err(SecretError(format!("{} has no secret to choose", Self::VARIANT.name())))
    }

    /// The number of seats in play.
    fn players(&self) -> usize {
        2
    }

    /// A seat's name (`white`, `yellow`): by default the variant's seat names in seat
    /// order; a variant whose games use only some of its seats says which.
    fn seat_name(&self, seat: Seat) -> &'static str {
        Self::VARIANT.seat_names().get(seat.index()).copied().unwrap_or("?")
    }

    /// The seat whose action comes next.
    fn to_move(&self) -> Seat;

    /// `seat` resigns and drops out of a game of three or more players (RULES.md §0:
    /// "Resignation ends any game"): the variant removes it from play and every seat keeps
    /// its number; once one player is left, `outcome` is its win by resignation. False (and
    /// nothing changes) when the variant has no such rule, the seat is not playing, or the
    /// game is over. Two-player games end by resignation in [`crate::Game::resign`] instead.
    fn withdraw(&mut self, _seat: Seat) -> bool {
        false
    }

    /// Appends every legal action to `out`.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// The number of legal actions; variants may count without listing them (bulk perft).
    fn count_legal(&self, scratch: &mut Vec<Self::Action>) -> usize {
        scratch.clear();
        self.legal_actions(scratch);
        scratch.len()
    }

    /// Appends the legal actions that capture ([`Position::is_capture`]) to `out`, and returns
    /// the number of legal actions of every kind (as [`Position::count_legal`]), so that a
    /// quiescence search can tell a quiet position from one with no action at all.
    ///
    /// The default lists every action and keeps the captures; a variant with many quiet
    /// actions (chip placements, drops) may generate the captures alone.
    fn legal_captures(&self, out: &mut Vec<Self::Action>) -> usize {
        let start = out.len();
        self.legal_actions(out);
        let all = out.len() - start;
        let mut kept = start;
        for i in start..out.len() {
            if self.is_capture(out[i]) {
                out.swap(kept, i);
                kept += 1;
            }
        }
        out.truncate(kept);
        all
    }

    /// Appends the legal actions that capture to `out`, as [`Position::legal_captures`] does and
    /// in the same order, and returns whether there is any legal action at all: all that a
    /// quiescence search needs to tell a quiet position from one with no action, which a
    /// variant may know without counting every action. The default counts them.
    fn legal_captures_any(&self, out: &mut Vec<Self::Action>) -> bool {
        self.legal_captures(out) > 0
    }

    /// Plays an action that `legal_actions` listed for this position.
    ///
    /// Anything else is a logic error: the position may become inconsistent, but this
    /// never panics on its account in release builds. Use [`play_text`] for untrusted input.
    fn play_unchecked(&mut self, action: Self::Action);

    /// The result decided by this position alone (mate, stalemate, a goal reached), if any:
    /// `Some` exactly when there is no legal action. The draws a game in progress declares
    /// (repetition, the 50-move rule, a dead position) are the [`crate::Game`]'s.
    fn outcome(&self) -> Option<Outcome>;

    /// Neither side can ever win, whatever is played (orthodox chess's dead positions, as far
    /// as material tells), though actions remain. The [`crate::Game`] declares it a draw; the
    /// position itself still lists its actions, so a command given a FEN can play them.
    fn dead_position(&self) -> bool {
        false
    }

    /// The canonical move text of an action legal in this position.
    fn action_text(&self, action: Self::Action) -> String;

    /// A hash of everything that decides the legal actions and their results (for
    /// transposition tables and repetition); equal positions hash equally.
    fn hash(&self) -> u64;

    /// Half-moves since the last capture or pawn move, where the 50-move rule applies.
    fn halfmove_clock(&self) -> Option<u32> {
        None
    }

    /// Whether the action takes something (used by engines to order moves and by clocks).
    fn is_capture(&self, action: Self::Action) -> bool;

    /// Whether the board has a square of this name (lower case, as move text writes it), so
    /// that a refusal can tell a square the board lacks from an illegal move.
    fn has_square(&self, name: &str) -> bool {
        crate::geometry::parse_coord(name).is_some()
    }

    /// The board coordinate of a square named in move text, if the board has it.
    fn coord_of(&self, name: &str) -> Option<crate::geometry::Coord> {
        crate::geometry::parse_coord(name).filter(|_| self.has_square(name))
    }

    /// Why the well-formed move text `text` (normalised, not legal here) is illegal, where the
    /// variant can name a reason; `None` leaves the general one.
    fn explain_illegal(&self, _text: &str) -> Option<String> {
        None
    }

    /// The squares of a royal piece in check (the side to move's), for marking on a board.
    fn checked_squares(&self) -> Vec<crate::geometry::Coord> {
        Vec::new()
    }

    /// The squares of pieces that cannot move because of a rule of the position itself
    /// (Monkey King's immobilized disks), for marking on a board.
    fn frozen_squares(&self) -> Vec<crate::geometry::Coord> {
        Vec::new()
    }

    /// Reads move text and finds the legal action it names.
    ///
    /// The default compares the normalised text with the canonical text of every legal
    /// action, so parsing can never disagree with printing.
    fn parse_action(&self, text: &str) -> Result<Self::Action, ActionError> {
        find_action(self, crate::notation::normalize(text)?)
    }
}

/// The legal action whose canonical text is `wanted` (already normalised), for `parse_action`
/// and for variants that accept more input forms before normalising. Text that is not
/// canonical is matched loosely ([`crate::notation::fold`]: `e2e4`, any letter case) when it
/// fits one action alone; refusals say why: a square the board lacks, several matches, or an
/// illegal move with the variant's reason ([`Position::explain_illegal`]) or a general one.
pub fn find_action<P: Position>(position: &P, wanted: String) -> Result<P::Action, ActionError> {
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    let texts: Vec<String> = actions.iter().map(|&a| position.action_text(a)).collect();
    if let Some(i) = texts.iter().position(|t| *t == wanted) {
        return Ok(actions[i]);
    }
    let key = crate::notation::fold(&wanted);
    let matches: Vec<usize> = (0..texts.len()).filter(|&i| crate::notation::folds_to(&texts[i], &key)).collect();
    match matches.as_slice() {
        [one] => return Ok(actions[*one]),
        [] => {}
        several => {
            let matches = several.iter().map(|&i| texts[i].clone()).collect();
            return Err(ActionError::Ambiguous { text: wanted, matches });
        }
    }
    let squares = crate::notation::square_names(&wanted);
    if let Some(square) = squares.iter().find(|s| !position.has_square(s)) {
        return Err(ActionError::NoSuchSquare { square: square.clone(), text: wanted });
    }
    let reason = position.explain_illegal(&wanted).or_else(|| {
        // In general: what the piece on the first square named can do (drops and respawns
        // name no square a piece starts from).
        if wanted.contains(['*', '@']) {
            return None;
        }
        let from = squares.first()?;
        let of_piece: Vec<&str> = texts
            .iter()
            .map(String::as_str)
            .filter(|t| {
                let t = t.trim_start_matches('+').to_ascii_lowercase();
                t.strip_prefix(from.as_str()).is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_alphanumeric()))
            })
            .collect();
        Some(if of_piece.is_empty() {
            format!("no legal move starts on {from}")
        } else {
            format!("the legal moves from {from} are {}", of_piece.join(" "))
        })
    });
    Err(ActionError::Illegal { text: wanted, legal: actions.len(), reason })
}

/// The reason most illegal moves share: nothing, or another player's piece, stands on the
/// square the move starts from. `owner` is whose piece stands on `from`, if any.
pub(crate) fn whose_piece<P: Position>(position: &P, from: &str, owner: Option<Option<Seat>>) -> Option<String> {
    match owner? {
        None => Some(format!("there is no piece on {from}")),
        Some(seat) if seat != position.to_move() => {
            let mut name = position.seat_name(seat).to_owned();
            name[..1].make_ascii_uppercase();
            Some(format!("the piece on {from} is {name}'s, not yours"))
        }
        Some(_) => None,
    }
}

/// A secret choice that was refused (see [`Position::choose_secret`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SecretError(pub String);

impl std::fmt::Display for SecretError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SecretError {}

/// Plays move text after checking it names a legal action.
pub fn play_text<P: Position>(position: &mut P, text: &str) -> Result<P::Action, ActionError> {
    if position.outcome().is_some() {
        return Err(ActionError::GameOver);
    }
    let action = position.parse_action(text)?;
    position.play_unchecked(action);
    Ok(action)
}

/// Every legal action's canonical text.
pub fn legal_texts<P: Position>(position: &P) -> Vec<String> {
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    actions.into_iter().map(|a| position.action_text(a)).collect()
}
