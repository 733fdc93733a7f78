//! King of the Mountain (RULES.md §3): 19×19 with walls, 2 to 4 players, chosen armies,
//! respawning pieces, and the race of the Kings to j10.
//!
//! The position is a padded mailbox of 529 cells (walls and the padding are cells too, so
//! every step and leap up to two squares needs no bounds check), each seat's reserve, the
//! seats in play and the state of the inventor's options that act during play. Play is
//! copy-make like every variant; the position is about 1.1 KB.
//!
//! The army choice happens before the position exists: [`ArmySetup`] keeps each player's
//! choice secret until all have chosen, then reveals the start position.

mod action;
mod board;
mod fen;
mod maps;
mod movegen;
mod piece;
mod play;
mod setup;
mod start;
mod zobrist;

pub use action::Action;
pub use maps::Map;
pub use piece::Kind;
pub use setup::{ArmySetup, SetupError, Stage};
pub use start::{Army, Config, DEFAULT_ARMY};

use crate::geometry::Coord;
use crate::options::{OptionError, Options};
use crate::{ActionError, FenError, Outcome, Position, Seat, Variant, Viewer, WinReason};
use board::{CELLS, SUMMIT, Square, from_coord};
use piece::{Cell, is_piece, kind_of, seat_of};
use zobrist::KEYS;

/// The seat letters in seat order (RULES.md §3: seats 1 to 4).
pub const SEAT_LETTERS: [char; 4] = ['r', 'b', 'y', 'g'];

/// The inventor's options that act during play (the others only change the start).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variations {
    /// Dropping Like Flies: captured pieces other than Kings leave the game.
    pub flies: bool,
    /// But Can You Keep It: the number of turns a King must hold j10 (0: off, the first
    /// King to reach j10 wins at once).
    pub keep: u8,
    /// Mutant Monarch: a King's first respawn lets it take a reserve piece's movement.
    pub monarch: bool,
    /// Mutant Armies: a piece that captures gains the captured piece's movement.
    pub mutants: bool,
}

/// A King of the Mountain position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mountain {
    board: [Cell; CELLS],
    /// Each seat's reserve: counts per kind, indexed by physical seat (r, b, y, g).
    reserves: [[u8; 12]; 4],
    /// The physical seats in play, in turn order; `order[..players]` is meaningful.
    order: [u8; 4],
    players: u8,
    /// The physical seats that resigned and dropped out (bit per seat): they have no pieces
    /// and no reserve and are skipped in the turn order, but keep their place in `order`, so
    /// every seat number stays the same for the rest of the game.
    out: u8,
    /// The physical seat to move.
    side: u8,
    variations: Variations,
    /// But Can You Keep It: the turns the King on j10 has held it.
    held: u8,
    /// Mutant Monarch: the seats whose King has been captured before (bit per physical seat).
    monarch_used: u8,
    /// Mutant Monarch: the seats with a choice to make before play goes on.
    pending: u8,
    /// Mutant Monarch: the seat whose action led to the pending choices; play resumes after it.
    resume: u8,
    /// The Zobrist hash of the board and reserves, kept up to date by `put`/`take`.
    hash: u64,
}

impl Mountain {
    fn empty() -> Mountain {
        Mountain {
            board: [piece::OFF; CELLS],
            reserves: [[0; 12]; 4],
            order: [0, 2, 0, 0],
            players: 2,
            out: 0,
            side: 0,
            variations: Variations::default(),
            held: 0,
            monarch_used: 0,
            pending: 0,
            resume: 0,
            hash: 0,
        }
    }

    /// Puts `c` (a piece, or [`piece::EMPTY`]) on `sq`, keeping the hash.
    fn set(&mut self, sq: Square, c: Cell) {
        let old = self.board[sq as usize];
        self.hash ^= Self::cell_key(old, sq) ^ Self::cell_key(c, sq);
        self.board[sq as usize] = c;
    }

    fn cell_key(c: Cell, sq: Square) -> u64 {
        if !is_piece(c) {
            return 0;
        }
        let mut key = KEYS.pieces[seat_of(c)][kind_of(c).index()][sq as usize];
        if let Some(g) = piece::gained_of(c) {
            key ^= KEYS.gained[g.index()][sq as usize];
        }
        key
    }

    fn set_reserve(&mut self, seat: usize, kind: Kind, n: u8) {
        let old = &mut self.reserves[seat][kind.index()];
        let key = |n: u8| KEYS.reserve[seat][kind.index()][n as usize];
        self.hash ^= key(*old) ^ key(n);
        *old = n;
    }

    /// The seats in play (physical indices), in turn order.
    fn seats(&self) -> &[u8] {
        &self.order[..self.players as usize]
    }

    /// The seat after `seat` in turn order, skipping seats that dropped out.
    fn next_seat(&self, seat: usize) -> usize {
        let seats = self.seats();
        let i = seats.iter().position(|&s| s as usize == seat).unwrap_or(0);
        (1..=seats.len())
            .map(|k| seats[(i + k) % seats.len()] as usize)
            .find(|&s| self.out & 1 << s == 0)
            .unwrap_or(seat)
    }

    /// How many players are still in the game (not dropped out by resigning).
    fn active(&self) -> usize {
        self.seats().iter().filter(|&&s| self.out & 1 << s == 0).count()
    }

    /// Whether a player resigned and dropped out of the game (three or four players).
    pub fn has_withdrawn(&self, seat: Seat) -> bool {
        seat.index() < self.players as usize && self.out & 1 << self.order[seat.index()] != 0
    }

    /// The trait's seat number (turn-order index) of a physical seat.
    fn seat_number(&self, seat: usize) -> Seat {
        Seat(self.seats().iter().position(|&s| s as usize == seat).unwrap_or(0) as u8)
    }

    /// The seat letter of a player: `r`, `b`, `y` or `g`.
    pub fn seat_letter(&self, seat: Seat) -> char {
        SEAT_LETTERS[self.order[seat.index() % 4] as usize]
    }

    /// The King standing on j10, by physical seat.
    fn summit_king(&self) -> Option<usize> {
        let c = self.cell(SUMMIT);
        (is_piece(c) && kind_of(c) == Kind::King).then(|| seat_of(c))
    }

    /// The piece on a square: its owner, its kind and the kind it gained, if any.
    pub fn piece_at(&self, coord: Coord) -> Option<(Seat, Kind, Option<Kind>)> {
        let c = self.cell(from_coord(coord)?);
        is_piece(c).then(|| (self.seat_number(seat_of(c)), kind_of(c), piece::gained_of(c)))
    }

    /// Whether a square is a wall.
    pub fn is_wall(&self, coord: Coord) -> bool {
        from_coord(coord).is_some_and(|sq| self.cell(sq) == piece::WALL)
    }

    /// The walls as a bit per file (bit `file`), one word per rank: what an evaluation that
    /// works on whole ranks at once reads.
    pub fn wall_rows(&self) -> [u32; board::SIZE] {
        let mut rows = [0; board::SIZE];
        for (rank, row) in rows.iter_mut().enumerate() {
            for file in 0..board::SIZE {
                if self.cell(board::square(file, rank)) == piece::WALL {
                    *row |= 1 << file;
                }
            }
        }
        rows
    }

    /// How many pieces of a kind a player has in reserve.
    pub fn reserve(&self, seat: Seat, kind: Kind) -> u32 {
        u32::from(self.reserves[self.order[seat.index() % 4] as usize][kind.index()])
    }

    /// Every piece on the board: square, owner, kind.
    pub fn pieces(&self) -> impl Iterator<Item = (Coord, Seat, Kind)> + '_ {
        board::all_squares().filter_map(move |sq| {
            let c = self.cell(sq);
            is_piece(c).then(|| (board::to_coord(sq), self.seat_number(seat_of(c)), kind_of(c)))
        })
    }

    /// A player's two respawn points: its King's corner, then its middle point.
    pub fn respawn_points(&self, seat: Seat) -> [Coord; 2] {
        let home = &board::HOMES[self.order[seat.index() % 4] as usize];
        [board::to_coord(home.corner), board::to_coord(home.middle)]
    }

    /// The options in force during play.
    pub fn variations(&self) -> Variations {
        self.variations
    }

    /// But Can You Keep It: how many turns the King on j10 has held it.
    pub fn turns_held(&self) -> u32 {
        u32::from(self.held)
    }

    /// The number of legal actions of a player, whoever is to move (for evaluation).
    pub fn mobility(&self, seat: Seat) -> u32 {
        let mut n = 0;
        self.generate(self.order[seat.index() % 4] as usize, &mut |_| {
            n += 1;
            true
        });
        n
    }

    /// Where a player's King stands.
    pub fn king_square(&self, seat: Seat) -> Option<Coord> {
        let me = self.order[seat.index() % 4] as usize;
        board::all_squares().find_map(|sq| {
            let c = self.cell(sq);
            (is_piece(c) && seat_of(c) == me && kind_of(c) == Kind::King).then(|| board::to_coord(sq))
        })
    }

    /// A key that differs between different wall layouts (for caching what depends only on
    /// the walls, such as [`Mountain::summit_distances`]).
    pub fn walls_key(&self) -> u64 {
        board::all_squares()
            .filter(|&sq| self.cell(sq) == piece::WALL)
            .fold(0xcbf2_9ce4_8422_2325, |h, sq| (h ^ u64::from(sq)).wrapping_mul(0x100_0000_01b3))
    }

    /// For every square (`rank * 19 + file`), the number of King steps to j10 going round
    /// the walls but through pieces; 255 where j10 cannot be reached.
    pub fn summit_distances(&self) -> Vec<u8> {
        let size = board::SIZE;
        let mut dist = vec![u8::MAX; size * size];
        let index = |sq: Square| board::rank_of(sq) * size + board::file_of(sq);
        let mut queue = std::collections::VecDeque::from([SUMMIT]);
        dist[index(SUMMIT)] = 0;
        while let Some(sq) = queue.pop_front() {
            let d = dist[index(sq)];
            for step in board::STEPS {
                let next = board::offset(sq, step);
                let c = self.cell(next);
                if c == piece::WALL || c == piece::OFF || dist[index(next)] != u8::MAX {
                    continue;
                }
                dist[index(next)] = d.saturating_add(1);
                queue.push_back(next);
            }
        }
        dist
    }

    /// The position with the side to move passing its turn: not a move of the game (the
    /// rules have no pass), but what a search for several players needs to let one opponent
    /// reply while the others wait (best-reply search). The turn goes on as after an action
    /// (a seat with no legal action is skipped; But Can You Keep It counts the turn). `None`
    /// once the game is over or while Mutant Monarch choices are pending.
    pub fn passed(&self) -> Option<Mountain> {
        if self.finished() || self.pending != 0 {
            return None;
        }
        let mut next = self.clone();
        next.pass_turn(self.side as usize);
        Some(next)
    }

    /// Whether a player's King could move onto `coord` now (for evaluation: the King's rule).
    pub fn attacked_by_others(&self, coord: Coord, seat: Seat) -> bool {
        from_coord(coord).is_some_and(|sq| self.attacked(sq, self.order[seat.index() % 4] as usize, sq))
    }
}

impl Position for Mountain {
    type Action = Action;

    const VARIANT: Variant = Variant::Mountain;

    /// Two players on the terraces, both with the default army.
    fn start() -> Self {
        Config::default().start().expect("the default configuration is valid")
    }

    fn start_with(options: &Options) -> Result<Self, OptionError> {
        Config::from_options(options)?.start()
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        Mountain::parse_fen(fen)
    }

    fn fen(&self) -> String {
        self.write_fen()
    }

    /// Nothing is secret once play has begun: all armies are revealed together
    /// ([`ArmySetup`] keeps the secret before that).
    fn view_fen(&self, _viewer: Viewer) -> String {
        self.fen()
    }

    fn players(&self) -> usize {
        self.players as usize
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        ["red", "blue", "yellow", "green"][self.order[seat.index() % 4] as usize]
    }

    fn to_move(&self) -> Seat {
        self.seat_number(self.side as usize)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.finished() {
            return;
        }
        if self.pending != 0 {
            self.crown_choices(|a| out.push(a));
            return;
        }
        self.generate(self.side as usize, &mut |a| {
            out.push(a);
            true
        });
    }

    fn count_legal(&self, _scratch: &mut Vec<Action>) -> usize {
        if self.finished() {
            return 0;
        }
        let mut n = 0;
        if self.pending != 0 {
            self.crown_choices(|_| n += 1);
            return n;
        }
        self.generate(self.side as usize, &mut |_| {
            n += 1;
            true
        });
        n
    }

    fn play_unchecked(&mut self, action: Action) {
        self.play(action);
    }

    /// A King on j10 wins (with But Can You Keep It, once it has held it long enough);
    /// a side to move with no legal action means nobody could act: a draw (I-20).
    fn outcome(&self) -> Option<Outcome> {
        if self.active() == 1 {
            return Some(Outcome::Win { winner: self.seat_number(self.side as usize), reason: WinReason::Resignation });
        }
        if let Some(winner) = self.winner() {
            return Some(Outcome::Win { winner: self.seat_number(winner), reason: WinReason::Goal });
        }
        let stuck = if self.pending != 0 {
            self.count_legal(&mut Vec::new()) == 0
        } else {
            !self.has_action(self.side as usize)
        };
        stuck.then_some(Outcome::Draw(crate::DrawReason::Stalemate))
    }

    /// In a game of three or four, a resigning player drops out (docs/mountain.md); its seat
    /// number stays. Refused at the end of the game and for a seat already out.
    fn withdraw(&mut self, seat: Seat) -> bool {
        seat.index() < self.players as usize && self.withdraw_seat(self.order[seat.index()] as usize)
    }

    fn action_text(&self, action: Action) -> String {
        let ambiguous = match action {
            Action::Shot { from, to } => self.has_moving_capture(from, to),
            _ => false,
        };
        action.text(if ambiguous { ':' } else { '-' })
    }

    fn hash(&self) -> u64 {
        let mut h = self.hash ^ KEYS.side[self.side as usize & 3] ^ KEYS.held[self.held as usize & 31];
        for seat in 0..4 {
            if self.monarch_used & 1 << seat != 0 {
                h ^= KEYS.monarch_used[seat];
            }
            if self.pending & 1 << seat != 0 {
                h ^= KEYS.pending[seat];
            }
            if self.out & 1 << seat != 0 {
                h ^= KEYS.out[seat];
            }
        }
        if self.pending != 0 {
            h ^= KEYS.resume[self.resume as usize & 3];
        }
        h
    }

    fn is_capture(&self, action: Action) -> bool {
        match action {
            Action::Move { to, .. } | Action::Shot { to, .. } | Action::Respawn { to, .. } => is_piece(self.cell(to)),
            Action::Crown { .. } => false,
        }
    }

    fn has_square(&self, name: &str) -> bool {
        crate::geometry::parse_coord(name).and_then(from_coord).is_some()
    }

    fn explain_illegal(&self, text: &str) -> Option<String> {
        let squares = crate::notation::square_names(text);
        let from = squares.first()?;
        let coord = crate::geometry::parse_coord(from)?;
        if let Some((letter, _)) = text.split_once('@') {
            let kind = Kind::from_letter(*letter.as_bytes().first()?)?;
            if self.reserve(self.to_move(), kind) == 0 {
                return Some(format!("you have no {letter} in reserve"));
            }
            return Some(
                "a respawn goes onto your corner if it is empty or holds an enemy piece, else onto your middle point on the same terms".to_owned(),
            );
        }
        let owner = self.piece_at(coord).map(|(seat, _, _)| seat);
        if let Some(reason) = crate::position::whose_piece(self, from, Some(owner)) {
            return Some(reason);
        }
        let to = squares.get(1).and_then(|s| crate::geometry::parse_coord(s))?;
        let king = self.piece_at(coord).is_some_and(|(_, kind, _)| kind == Kind::King);
        let step = coord.file.abs_diff(to.file).max(coord.rank.abs_diff(to.rank)) == 1;
        (king && step && self.attacked_by_others(to, self.to_move()))
            .then(|| format!("a King may not move onto {}: another player attacks it", squares[1]))
    }

    /// Also reads the inventor's rank-first squares (`10J` for `j10`, RULES.md §0).
    fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        crate::position::find_action(self, crate::notation::normalize(&action::rank_first_to_file_first(text))?)
    }
}
