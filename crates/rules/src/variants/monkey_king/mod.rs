//! Monkey King Chess (RULES.md §2, Peter Gelman): a 5×8 Earth board and two 2-square clouds,
//! two-faced disks introduced from hand, flipping on the magic river squares, flights, the Red
//! Celestial's immobilizing gaze, burial under Mountains, Fists tokens paying for bonus moves,
//! and the Sittuyin rule that no action may leave the opponent without a move.
//!
//! The 44 squares fit one `u64`: the position is a bitboard per side and per face, a mailbox
//! for lookups, the hands, Red's tokens, the side, the phase and the round (about 170 bytes,
//! cheap to copy for copy-make). Move generation (`movegen.rs`) lists each side's actions by
//! the movement rules, then keeps those that pass the check and stalemate tests, which play
//! the action on a copy.

mod action;
mod fen;
mod movegen;
mod river;
mod role;
mod square;
mod tables;
mod zobrist;

pub use action::Action;
pub use river::{BLUE_RIVER_NAMES, RED_RIVER_NAMES};
pub use role::{OtherFace, Role};

use crate::geometry::Coord;
use crate::{DrawReason, FenError, Outcome, Position, Seat, Variant, WinReason};
use role::{BLUE, RED};
use square::{ALL, EARTH, SQUARES, Square, bit, from_coord};
use zobrist::KEYS;

pub const START_FEN: &str = "5/5/5/5/5/5/5/5[PPPPPPNNHHCKppppppnnhhck] b 2/2 0 - 1";

/// A Monkey King Chess position: the whole state a FEN holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MonkeyKing {
    /// The face on each square: `0` empty, else `1 + 10 * side + role`.
    board: [u8; SQUARES],
    /// The squares of each side's disks: 0 Red, 1 Blue.
    sides: [u64; 2],
    /// The squares of each face, both sides together, indexed by [`Role`].
    roles: [u64; 10],
    /// Disks not yet introduced, per side and front face ([`Role::FRONTS`]).
    hand: [[u8; 5]; 2],
    /// Red's Brave Whirling Monkey Fists tokens.
    tokens: u8,
    /// 0 when Red is to move, 1 when Blue is.
    side: u8,
    /// Red has made its regular action; only bonus moves or `end` remain (FEN phase `*`).
    bonus_phase: bool,
    /// The round, from 1, increased when a Red turn ends.
    round: u32,
    hash: u64,
}

impl MonkeyKing {
    fn empty() -> MonkeyKing {
        MonkeyKing {
            board: [0; SQUARES],
            sides: [0; 2],
            roles: [0; 10],
            hand: [[0; 5]; 2],
            tokens: 0,
            side: BLUE as u8,
            bonus_phase: false,
            round: 1,
            hash: 0,
        }
    }

    #[inline(always)]
    fn occupied(&self) -> u64 {
        self.sides[RED] | self.sides[BLUE]
    }

    /// The side and face on a square that holds a disk.
    #[inline(always)]
    fn piece(&self, sq: Square) -> Option<(usize, Role)> {
        match self.board[sq as usize] {
            0 => None,
            code => {
                let code = code - 1;
                Some(((code / 10) as usize, Role::ALL[(code % 10) as usize]))
            }
        }
    }

    /// Adds or removes a disk, keeping the hash.
    #[inline(always)]
    fn toggle(&mut self, side: usize, role: Role, sq: Square) {
        self.sides[side] ^= bit(sq);
        self.roles[role.index()] ^= bit(sq);
        let code = &mut self.board[sq as usize];
        *code = if *code == 0 { 1 + 10 * side as u8 + role as u8 } else { 0 };
        self.hash ^= KEYS.pieces[side][role.index()][sq as usize];
    }

    fn set_hand(&mut self, side: usize, kind: usize, n: u8) {
        self.hash ^= KEYS.hand[side][kind][self.hand[side][kind] as usize];
        self.hand[side][kind] = n;
        self.hash ^= KEYS.hand[side][kind][n as usize];
    }

    fn set_tokens(&mut self, n: u8) {
        self.hash ^= KEYS.tokens[self.tokens as usize] ^ KEYS.tokens[n as usize];
        self.tokens = n;
    }

    fn set_bonus_phase(&mut self, on: bool) {
        if self.bonus_phase != on {
            self.hash ^= KEYS.bonus_phase;
            self.bonus_phase = on;
        }
    }

    fn set_side(&mut self, side: usize) {
        if self.side as usize != side {
            self.hash ^= KEYS.blue_to_move;
            self.side = side as u8;
        }
    }

    /// The hash from scratch; play keeps the same value incrementally.
    fn compute_hash(&self) -> u64 {
        let mut hash = KEYS.tokens[self.tokens as usize];
        for sq in 0..SQUARES as Square {
            if let Some((side, role)) = self.piece(sq) {
                hash ^= KEYS.pieces[side][role.index()][sq as usize];
            }
        }
        for side in [RED, BLUE] {
            for kind in 0..5 {
                hash ^= KEYS.hand[side][kind][self.hand[side][kind] as usize];
            }
        }
        if self.side as usize == BLUE {
            hash ^= KEYS.blue_to_move;
        }
        if self.bonus_phase {
            hash ^= KEYS.bonus_phase;
        }
        hash
    }

    /// The square of Red's Pilgrim, if it stands on the board.
    #[inline(always)]
    fn pilgrim(&self) -> Option<Square> {
        let set = self.roles[Role::King.index()] & self.sides[RED];
        (set != 0).then(|| set.trailing_zeros() as Square)
    }

    /// The Pilgrim has left the game (its exit, or its capture from a position a FEN set up):
    /// the game is over (I-32).
    fn pilgrim_gone(&self) -> bool {
        self.pilgrim().is_none() && self.hand[RED][4] == 0
    }

    /// Whether `side` may flip: Red once its Pilgrim is on the board, Blue while a Goblin King
    /// stands on the Earth board (even a frozen one, I-33).
    #[inline(always)]
    fn flip_power(&self, side: usize) -> bool {
        let kings = self.roles[Role::King.index()] & self.sides[side];
        if side == RED { kings != 0 } else { kings & EARTH != 0 }
    }

    // ---- Inspection, for the engine, the CLI and tests ----

    /// The disk on a square (its owner and the face showing), if any.
    pub fn piece_at(&self, coord: Coord) -> Option<(Seat, Role)> {
        let (side, role) = self.piece(from_coord(coord)?)?;
        Some((Seat(side as u8), role))
    }

    /// How many disks of a front face `seat` still holds in hand.
    pub fn in_hand(&self, seat: Seat, role: Role) -> u8 {
        role.front_index().map_or(0, |k| self.hand[seat.index() & 1][k])
    }

    /// Red's Brave Whirling Monkey Fists tokens.
    pub fn tokens(&self) -> u8 {
        self.tokens
    }

    /// Whether Red has made its regular action and only bonus moves or `end` remain.
    pub fn in_bonus_phase(&self) -> bool {
        self.bonus_phase
    }

    /// The round number (FEN turn field).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Whether the Pilgrim stands on the board attacked by a Blue piece that could capture it.
    pub fn in_check(&self) -> bool {
        self.pilgrim_in_check()
    }

    /// The squares of the Blue disks Red's Celestial immobilizes, as coordinates.
    pub fn immobilized(&self) -> Vec<Coord> {
        square_list(self.frozen())
    }

    /// Every disk on the board: its square (Earth `a1..e8` or a cloud square), owner and face.
    pub fn disks(&self) -> impl Iterator<Item = (Coord, Seat, Role)> + '_ {
        square::Squares(self.occupied()).filter_map(|sq| {
            let (side, role) = self.piece(sq)?;
            Some((square::to_coord(sq), Seat(side as u8), role))
        })
    }

    /// The face an action would capture, if it captures.
    pub fn captured(&self, action: Action) -> Option<Role> {
        match action {
            Action::Move { to, .. } | Action::Bonus { to, .. } => match self.piece(to) {
                Some((side, role)) if side != self.side as usize => Some(role),
                _ => None,
            },
            _ => None,
        }
    }

    /// The Pilgrim's square, if it stands on the board.
    pub fn pilgrim_square(&self) -> Option<Coord> {
        self.pilgrim().map(square::to_coord)
    }

    /// The number of squares `seat`'s unfrozen disks could move to by their showing face
    /// (flights included), a cheap activity measure.
    pub fn mobility(&self, seat: Seat) -> u32 {
        let side = seat.index() & 1;
        let occupied = self.occupied();
        let capturable = self.sides[side ^ 1] & !self.roles[Role::Mountain.index()];
        let movers = self.sides[side] & !if side == BLUE { self.frozen() } else { 0 };
        let mut n = 0;
        for from in square::Squares(movers) {
            if let Some((_, role)) = self.piece(from) {
                n += self.destinations(side, role, from, occupied, capturable).count_ones();
            }
        }
        n
    }

    /// Whether Blue could flip if it were to move (a Goblin King on the Earth board).
    pub fn flip_power_of(&self, seat: Seat) -> bool {
        self.flip_power(seat.index() & 1)
    }

    /// Whether the square is a river square (either colour).
    pub fn is_river(coord: Coord) -> bool {
        from_coord(coord).is_some_and(|sq| river::RIVER & bit(sq) != 0)
    }

    /// Every action that obeys every rule but the stalemate rule (RULES.md §2, Legality): what
    /// the stalemate test of the opponent's previous action looks for.
    pub fn actions_ignoring_stalemate(&self, out: &mut Vec<Action>) {
        self.generate(false, |a| {
            out.push(a);
            true
        });
    }
}

fn square_list(set: u64) -> Vec<Coord> {
    square::Squares(set & ALL).map(square::to_coord).collect()
}

impl Position for MonkeyKing {
    type Action = Action;

    const VARIANT: Variant = Variant::MonkeyKing;

    fn start() -> Self {
        MonkeyKing::from_fen(START_FEN).expect("the start position is valid")
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        MonkeyKing::parse_fen(fen)
    }

    fn fen(&self) -> String {
        self.write_fen()
    }

    fn to_move(&self) -> Seat {
        Seat(self.side)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.generate(true, |a| {
            out.push(a);
            true
        });
    }

    fn count_legal(&self, _scratch: &mut Vec<Action>) -> usize {
        let mut n = 0;
        self.generate(true, |_| {
            n += 1;
            true
        });
        n
    }

    fn play_unchecked(&mut self, action: Action) {
        self.play(action);
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.pilgrim_gone() {
            // The side that made the last action won: Red by the exit (Blue to move after it),
            // Blue by taking the Pilgrim in a position a FEN set up with Red in check.
            let winner = Seat(self.side ^ 1);
            return Some(Outcome::Win { winner, reason: WinReason::Goal });
        }
        if self.has_legal_action() {
            return None;
        }
        Some(if self.side as usize == RED && self.pilgrim_in_check() {
            Outcome::Win { winner: Seat(BLUE as u8), reason: WinReason::Checkmate }
        } else {
            Outcome::Draw(DrawReason::Stalemate)
        })
    }

    fn has_square(&self, name: &str) -> bool {
        crate::geometry::parse_coord(name).and_then(from_coord).is_some()
    }

    fn explain_illegal(&self, text: &str) -> Option<String> {
        let squares = crate::notation::square_names(text);
        if text.contains('*') {
            // A drop: onto the Earth, on the dropping side's own half (Red ranks 1-4).
            let to = crate::geometry::parse_coord(squares.first()?)?;
            let red = self.to_move() == Seat(RED as u8);
            let own_half = if red { to.rank < 4 } else { (4..8).contains(&to.rank) };
            return Some(match from_coord(to) {
                Some(_) if !own_half || to.file >= 5 => {
                    let half = if red { "Red drops on ranks 1 to 4" } else { "Blue drops on ranks 5 to 8" };
                    format!("a disk enters on its own half of the Earth, never a cloud: {half}")
                }
                _ => "you have no such disk in hand, or the square is taken".to_owned(),
            });
        }
        let from = squares.first()?;
        let coord = crate::geometry::parse_coord(from)?;
        let owner = self.piece_at(coord).map(|(seat, _)| seat);
        if let Some(reason) = crate::position::whose_piece(self, from, Some(owner)) {
            return Some(reason);
        }
        if self.immobilized().contains(&coord) {
            return Some(format!("the disk on {from} is frozen by Red's Celestial"));
        }
        let pilgrim = self.pilgrim_square();
        if pilgrim == Some(coord)
            && let Some(to) = squares.get(1).and_then(|s| crate::geometry::parse_coord(s))
        {
            let step = (coord.file.abs_diff(to.file)).max(coord.rank.abs_diff(to.rank)) == 1;
            if step && self.piece_at(to).is_none() {
                return Some("the Pilgrim would stand in check".to_owned());
            }
            if step {
                return Some("the Pilgrim cannot capture".to_owned());
            }
        }
        if self.to_move() == Seat(RED as u8) && self.in_check() {
            return Some("the Pilgrim is in check, and this move does not end it".to_owned());
        }
        None
    }

    fn frozen_squares(&self) -> Vec<Coord> {
        self.immobilized()
    }

    fn checked_squares(&self) -> Vec<Coord> {
        match self.pilgrim_square() {
            Some(square) if self.in_check() => vec![square],
            _ => Vec::new(),
        }
    }

    fn action_text(&self, action: Action) -> String {
        action.text(|sq| match self.piece(sq) {
            Some((side, role)) => match role.other_face(side) {
                OtherFace::Face(face) => face.letter(),
                OtherFace::Fists => b'B',
                OtherFace::Blank => b'?',
            },
            None => b'?',
        })
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn is_capture(&self, action: Action) -> bool {
        match action {
            Action::Move { to, .. } | Action::Bonus { to, .. } => self.sides[self.side as usize ^ 1] & bit(to) != 0,
            _ => false,
        }
    }
}
