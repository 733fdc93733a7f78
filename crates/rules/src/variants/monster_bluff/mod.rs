//! Monster Bluff Chess (RULES.md §4), by Dale Holmes: ten chess sets in one 3-4-3 grid, a
//! secret True King among each side's ten kings, and chips that bribe.
//!
//! The position is a padded mailbox over the 32×24 grid (`square.rs`), one byte per cell
//! holding the piece and whether an offer or a demand lies there (`piece.rs`), plus one
//! occupancy bitset per side for walking the pieces. Stacks of chips live in a shared list
//! (`chips.rs`). Moves come from `movegen.rs`, which also counts them without listing them.
//!
//! The True Kings are the secret: [`MonsterBluff::fen`] is the referee's, and
//! [`Position::view_fen`] / [`Position::view`] mask what a seat may not know (I-28).

mod chips;
mod fen;
mod movegen;
mod moves;
mod piece;
mod setup;
mod square;
mod true_king;
mod zobrist;

pub use crate::fide::Role;
pub use chips::{Chip, Stack};
pub use moves::Action;
pub use setup::START_FEN;
pub use square::Square;
pub use true_king::TrueKing;

use std::fmt;

use crate::geometry::Coord;
use crate::position::SecretError;
use crate::{DrawReason, FenError, OptionError, Options, Outcome, Position, Seat, Variant, Viewer, WinReason};
use chips::Stacks;
use piece::{
    BISHOP_BITS, DEMAND, EMPTY, KING_BITS, KNIGHT_BITS, OFF, OFFER, PAWN_BITS, PIECE, QUEEN_BITS, ROLE, ROOK_BITS,
    has_piece, role_of, side_of,
};
use setup::castling_bit;
use square::{CELLS, NO_SQUARE, file_of, rank_of};

/// Words of an occupancy bitset over the mailbox.
const WORDS: usize = CELLS.div_ceil(64);

/// Fields mixed into the hash on demand (see [`zobrist::field`]).
const HASH_SMALL: u64 = 1;
const HASH_CASTLING: u64 = 2;
const HASH_SUPPLY: u64 = 4;
const HASH_BANKS: u64 = 5;

/// A Monster Bluff Chess position.
#[derive(Clone)]
pub struct MonsterBluff {
    cells: [u8; CELLS],
    /// The squares of each side's pieces, by mailbox index.
    occupied: [[u64; WORDS]; 2],
    /// The squares of each side's pawns, knights and kings ([`LEAPERS`] order), by mailbox
    /// index: for generating their captures a whole set at a time.
    leapers: [[[u64; WORDS]; 3]; 2],
    /// The squares of each side's sliders along ranks and files (rooks and queens), and along
    /// diagonals (bishops and queens), by mailbox index: for finding their captures.
    sliders: [[[u64; WORDS]; 2]; 2],
    /// How many kings each side has.
    kings: [u16; 2],
    /// How many pieces of each role each side has, by [`Role::index`].
    roles: [[u16; 6]; 2],
    /// How many of each side's pawns have come each number of ranks (0 to 6) from their start
    /// rank ([`pawn_progress`]).
    progress: [[u16; 7]; 2],
    stacks: Stacks,
    /// Chips each side may still place, by [`Chip`] index.
    supply: [[u32; 4]; 2],
    /// Whether green chips are in play (both supplies list `G`, I-29).
    green: bool,
    /// The value of the chips each side has captured.
    banks: [u64; 2],
    /// Whether each side has promoted a pawn (I-29).
    promoted: [bool; 2],
    true_kings: [TrueKing; 2],
    /// Unmoved kings and rooks, one bit per start square (`setup::CASTLING_START`).
    castling: u64,
    /// The square the last double step passed over (I-27), or [`NO_SQUARE`].
    ep: Square,
    side: u8,
    halfmove: u32,
    fullmove: u32,
    /// The hash of the pieces and stacks, kept move by move.
    board_hash: u64,
}

/// The value of one's own chips in the bank, for scoring at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    /// What each side has captured.
    pub banks: [u64; 2],
    /// What the winner also takes: every chip still on the board (0 while the game goes on).
    pub winners_take: u64,
}

impl MonsterBluff {
    fn empty() -> MonsterBluff {
        let mut cells = [OFF; CELLS];
        for sq in square::all() {
            cells[sq as usize] = EMPTY;
        }
        MonsterBluff {
            cells,
            occupied: [[0; WORDS]; 2],
            leapers: [[[0; WORDS]; 3]; 2],
            sliders: [[[0; WORDS]; 2]; 2],
            kings: [0; 2],
            roles: [[0; 6]; 2],
            progress: [[0; 7]; 2],
            stacks: Stacks::default(),
            supply: [[10, 10, 5, 0]; 2],
            green: false,
            banks: [0; 2],
            promoted: [false; 2],
            true_kings: [TrueKing::Unknown; 2],
            castling: 0,
            ep: NO_SQUARE,
            side: 0,
            halfmove: 0,
            fullmove: 1,
            board_hash: 0,
        }
    }

    /// Puts a piece (cell bits) on an empty square, keeping the counts and the hash.
    fn put(&mut self, sq: Square, bits: u8) {
        let side = side_of(bits);
        self.cells[sq as usize] = (self.cells[sq as usize] & !PIECE) | bits;
        self.occupied[side][sq as usize / 64] |= 1 << (sq % 64);
        if let Some(set) = leaper_set(bits) {
            self.leapers[side][set][sq as usize / 64] |= 1 << (sq % 64);
        }
        for (set, slides) in slider_sets(bits).into_iter().enumerate() {
            self.sliders[side][set][sq as usize / 64] |= u64::from(slides) << (sq % 64);
        }
        self.board_hash ^= zobrist::piece(bits, sq);
        self.count(side, bits, sq, 1);
    }

    /// Adds `by` (1 or -1, wrapping) to the tallies of the piece `bits` of `side` on `sq`.
    #[inline(always)]
    fn count(&mut self, side: usize, bits: u8, sq: Square, by: u16) {
        let role = bits & ROLE;
        if role == KING_BITS {
            self.kings[side] = self.kings[side].wrapping_add(by);
        } else if role == PAWN_BITS {
            let progress = &mut self.progress[side][pawn_progress(side, sq)];
            *progress = progress.wrapping_add(by);
        }
        if role != 0 {
            let count = &mut self.roles[side][usize::from(role - 1)];
            *count = count.wrapping_add(by);
        }
    }

    /// Lifts the piece off a square (leaving any offer under it), keeping counts and hash.
    fn lift(&mut self, sq: Square) -> u8 {
        let bits = self.cells[sq as usize] & PIECE;
        let side = side_of(bits);
        self.cells[sq as usize] &= !PIECE;
        self.occupied[side][sq as usize / 64] &= !(1 << (sq % 64));
        if let Some(set) = leaper_set(bits) {
            self.leapers[side][set][sq as usize / 64] &= !(1 << (sq % 64));
        }
        for set in &mut self.sliders[side] {
            set[sq as usize / 64] &= !(1 << (sq % 64));
        }
        self.board_hash ^= zobrist::piece(bits, sq);
        self.count(side, bits, sq, u16::MAX);
        bits
    }

    /// Takes the stack on `sq` into `side`'s bank.
    fn capture_stack(&mut self, side: usize, sq: Square) {
        if let Some(stack) = self.stacks.take(sq) {
            self.board_hash ^= stack.key();
            self.banks[side] = self.banks[side].saturating_add(stack.value());
        }
        self.cells[sq as usize] &= !(OFFER | DEMAND);
    }

    /// Puts a chip on a square holding no piece.
    fn place_chip(&mut self, sq: Square, chip: Chip) {
        let (before, after) = self.stacks.push(sq, chip);
        let demand = after.is_demand();
        self.board_hash ^= before ^ after.key();
        let cell = &mut self.cells[sq as usize];
        *cell = (*cell & !(OFFER | DEMAND)) | if demand { DEMAND } else { OFFER };
    }

    /// Updates `side`'s True King after it lost the king on `sq` (I-28): taken if it was the
    /// True King, or if no king is left; known if one king is left.
    fn king_lost(&mut self, side: usize, sq: Square) {
        self.true_kings[side] = match self.true_kings[side] {
            TrueKing::On(t) if t == sq => TrueKing::Captured,
            TrueKing::Unknown => match self.kings[side] {
                0 => TrueKing::Captured,
                1 => TrueKing::On(self.king_squares(side).next().unwrap_or(NO_SQUARE)),
                _ => TrueKing::Unknown,
            },
            other => other,
        };
    }

    /// The squares of `side`'s pieces, in mailbox order.
    fn pieces(&self, side: usize) -> impl Iterator<Item = Square> + '_ {
        self.occupied[side].iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let i = bits.trailing_zeros();
                    bits &= bits - 1;
                    (w * 64) as Square + i as Square
                })
            })
        })
    }

    fn king_squares(&self, side: usize) -> impl Iterator<Item = Square> + '_ {
        let king = piece::piece(side, Role::King);
        self.pieces(side).filter(move |&sq| self.cells[sq as usize] & PIECE == king)
    }

    fn piece_count(&self) -> u32 {
        self.occupied.iter().flatten().map(|w| w.count_ones()).sum()
    }

    /// How many pieces of each role `seat` has, by [`Role::index`]: kept move by move, so an
    /// engine's material count costs no walk over the pieces.
    pub fn role_counts(&self, seat: Seat) -> [u16; 6] {
        self.roles[seat.index() & 1]
    }

    /// How many of `seat`'s pawns have come each number of ranks from their start rank (index
    /// 0 to 6; a pawn that somehow stands behind its start rank counts as 0): kept move by
    /// move, for engines.
    pub fn pawn_progress(&self, seat: Seat) -> [u16; 7] {
        self.progress[seat.index() & 1]
    }

    /// Recomputes every tally kept move by move (occupancy, kings, roles, pawns' progress, the
    /// board's hash) from the cells and stacks, and says which differ: for tests.
    #[doc(hidden)]
    pub fn check_tallies(&self) -> Result<(), String> {
        let mut fresh = MonsterBluff::empty();
        fresh.stacks = self.stacks.clone();
        for sq in square::all() {
            let bits = self.cells[sq as usize] & PIECE;
            if has_piece(bits) {
                fresh.put(sq, bits);
            }
        }
        fresh.board_hash ^= self.stacks.iter().map(Stack::key).fold(0, |a, k| a ^ k);
        let mut wrong = Vec::new();
        if fresh.occupied != self.occupied {
            wrong.push("occupied");
        }
        if fresh.leapers != self.leapers {
            wrong.push("pawns, knights and kings");
        }
        if fresh.sliders != self.sliders {
            wrong.push("sliders");
        }
        if fresh.kings != self.kings {
            wrong.push("kings");
        }
        if fresh.roles != self.roles {
            wrong.push("roles");
        }
        if fresh.progress != self.progress {
            wrong.push("progress");
        }
        if fresh.board_hash != self.board_hash {
            wrong.push("board hash");
        }
        if wrong.is_empty() { Ok(()) } else { Err(format!("{} differ from a recount", wrong.join(", "))) }
    }

    /// Whether chips may be placed: both sides have promoted, and neither is down to one king.
    pub fn chips_in_play(&self) -> bool {
        self.promoted[0] && self.promoted[1] && self.kings[0] >= 2 && self.kings[1] >= 2
    }

    /// The hash of the fields beside the board, asked for at every node of a search, so mixed
    /// in few steps: the smallest fields share one word, each in bits enough for every value
    /// it takes (a True King's code 22 bits, a square 16, flags one each).
    fn small_fields_hash(&self) -> u64 {
        let pairs =
            self.supply.map(|s| [u64::from(s[0]) | u64::from(s[1]) << 32, u64::from(s[2]) | u64::from(s[3]) << 32]);
        let supply = zobrist::mix(zobrist::mix(zobrist::mix(pairs[0][0]) ^ pairs[0][1]) ^ pairs[1][0]) ^ pairs[1][1];
        let ep = if self.ep_usable() { u64::from(self.ep) } else { 0 };
        let small = self.true_kings[0].code()
            | self.true_kings[1].code() << 22
            | ep << 44
            | u64::from(self.promoted[0]) << 60
            | u64::from(self.promoted[1]) << 61
            | u64::from(self.green) << 62
            | u64::from(self.side) << 63;
        zobrist::field(HASH_SMALL, small)
            ^ zobrist::field(HASH_CASTLING, self.castling)
            ^ zobrist::field(HASH_SUPPLY, supply)
            ^ zobrist::field(HASH_BANKS, zobrist::mix(self.banks[0]) ^ self.banks[1])
    }

    /// Whether a pawn of the side to move could take en passant now. The FEN writes the square
    /// after every double step (I-27), but for repetition (FIDE) the position is the same as one
    /// without it unless the capture is possible, so only then does it enter the hash.
    fn ep_usable(&self) -> bool {
        if self.ep == NO_SQUARE {
            return false;
        }
        let us = self.side as usize;
        let (file, rank) = (file_of(self.ep), rank_of(self.ep));
        let pawn = piece::piece(us, Role::Pawn);
        [rank.wrapping_sub(1), rank + 1].into_iter().any(|r| {
            let forward = if movegen::pawn_moves_up(us, r) { r + 1 } else { r.wrapping_sub(1) };
            forward == rank
                && [file.wrapping_sub(1), file + 1]
                    .into_iter()
                    .any(|f| square::exists(f, r) && self.cells[square::square(f, r) as usize] & PIECE == pawn)
        })
    }

    // ------------------------------------------------------------------ inspection

    /// The piece on a square named by global file and rank (`None` off the grid or if empty).
    pub fn piece_at(&self, coord: Coord) -> Option<(Seat, Role)> {
        let (file, rank) = (usize::from(coord.file), usize::from(coord.rank));
        if !square::exists(file, rank) {
            return None;
        }
        let cell = self.cells[square::square(file, rank) as usize];
        role_of(cell).map(|role| (Seat(side_of(cell) as u8), role))
    }

    /// Every piece: its square (global file and rank), side and role.
    pub fn each_piece(&self) -> impl Iterator<Item = (Coord, Seat, Role)> + '_ {
        (0..2).flat_map(move |side| {
            self.pieces(side).filter_map(move |sq| {
                let role = role_of(self.cells[sq as usize])?;
                Some((MonsterBluff::coord(sq), Seat(side as u8), role))
            })
        })
    }

    /// Calls `f` with every piece's square, side and role, straight off the occupancy bitsets
    /// (the fast walk, for engines; [`MonsterBluff::each_piece`] names squares by coordinates).
    #[inline]
    pub fn for_each_piece(&self, mut f: impl FnMut(Square, Seat, Role)) {
        for side in 0..2 {
            for (w, &word) in self.occupied[side].iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let sq = (w * 64) as Square + bits.trailing_zeros() as Square;
                    bits &= bits - 1;
                    if let Some(role) = role_of(self.cells[sq as usize]) {
                        f(sq, Seat(side as u8), role);
                    }
                }
            }
        }
    }

    /// The chips on a square named by global file and rank, bottom to top.
    pub fn chips_at(&self, coord: Coord) -> &[Chip] {
        let (file, rank) = (usize::from(coord.file), usize::from(coord.rank));
        if !square::exists(file, rank) {
            return &[];
        }
        self.stacks.get(square::square(file, rank)).map_or(&[], Stack::chips)
    }

    /// The global file and rank of a square.
    pub fn coord(sq: Square) -> Coord {
        Coord::new(file_of(sq) as u8, rank_of(sq) as u8)
    }

    /// The board-local name of a square named by global file and rank: `8e1`.
    pub fn square_name(coord: Coord) -> Option<String> {
        let (file, rank) = (usize::from(coord.file), usize::from(coord.rank));
        square::exists(file, rank).then(|| square::name(square::square(file, rank)))
    }

    /// The global file and rank of a board-local square name.
    pub fn parse_square(text: &str) -> Option<Coord> {
        square::parse_name(text).map(MonsterBluff::coord)
    }

    /// What this position knows of `seat`'s True King.
    pub fn true_king(&self, seat: Seat) -> TrueKing {
        self.true_kings[seat.index() & 1]
    }

    /// The square of `seat`'s True King, if this position knows it and it is on the board.
    pub fn true_king_coord(&self, seat: Seat) -> Option<Coord> {
        match self.true_kings[seat.index() & 1] {
            TrueKing::On(sq) => Some(MonsterBluff::coord(sq)),
            _ => None,
        }
    }

    /// The squares `seat`'s bishops, rooks and queens pass over on their way to taking an enemy
    /// piece now: where a demand would block the capture (offers do not block). Each square
    /// once, in no set order. For an engine looking for placements that matter.
    pub fn capture_paths(&self, seat: Seat) -> Vec<Square> {
        self.generate_paths(seat.index() & 1)
    }

    /// Chips each side may still place, by [`Chip`] index (green is 0 when not in play).
    pub fn supply(&self, seat: Seat) -> [u32; 4] {
        self.supply[seat.index() & 1]
    }

    /// Whether green chips are in play.
    pub fn green_in_play(&self) -> bool {
        self.green
    }

    /// The banks, and at the end what the winner takes from the board (RULES.md §4: scoring only).
    pub fn score(&self) -> Score {
        let over = self.true_kings.contains(&TrueKing::Captured);
        let on_board = self.stacks.iter().map(Stack::value).sum();
        Score { banks: self.banks, winners_take: if over { on_board } else { 0 } }
    }

    /// The value of the chips each side has captured ([`MonsterBluff::score`]'s banks, without
    /// the walk over the stacks).
    pub fn banks(&self) -> [u64; 2] {
        self.banks
    }

    /// Whether `seat` has promoted a pawn.
    pub fn has_promoted(&self, seat: Seat) -> bool {
        self.promoted[seat.index() & 1]
    }

    /// The role of the piece an action moves (`None` for a placement).
    pub fn moving_role(&self, action: Action) -> Option<Role> {
        match action {
            Action::Move { from, .. } => role_of(self.cells[from as usize]),
            Action::Place { .. } => None,
        }
    }

    /// The piece and stack an action would take: the victim's role (if a piece) and the
    /// value of the chips taken with it.
    #[inline]
    pub fn victim(&self, action: Action) -> (Option<Role>, u64) {
        let Action::Move { from, to, .. } = action else { return (None, 0) };
        let target = self.cells[to as usize];
        // Most moves end on a bare square: nothing to take (a stack always marks its cell).
        if target & (PIECE | OFFER | DEMAND) == 0 && to != self.ep {
            return (None, 0);
        }
        let mover = self.cells[from as usize];
        let pawn = mover & ROLE == PAWN_BITS;
        let straight = file_of(from) == file_of(to);
        if pawn && straight {
            return (None, 0);
        }
        let stack = self.stack_value(to);
        if has_piece(target) {
            return (role_of(target), stack);
        }
        if pawn && to == self.ep {
            let victim = square::square(file_of(to), rank_of(from));
            return (role_of(self.cells[victim as usize]), stack + self.stack_value(victim));
        }
        (None, stack)
    }

    /// The value of the chips on `sq` (0 if none): the list of stacks is searched only where
    /// the cell says a stack lies.
    #[inline]
    fn stack_value(&self, sq: Square) -> u64 {
        if self.cells[sq as usize] & (OFFER | DEMAND) == 0 {
            return 0;
        }
        self.stacks.get(sq).map_or(0, Stack::value)
    }

    // ------------------------------------------------------------------ play

    fn play_move(&mut self, from: Square, to: Square, promotion: Option<Role>) {
        let us = self.side as usize;
        let them = us ^ 1;
        let mover = self.cells[from as usize] & PIECE;
        let Some(role) = role_of(mover) else {
            debug_assert!(false, "no piece on {}", square::name(from));
            return;
        };
        let old_ep = self.ep;
        self.ep = NO_SQUARE;
        self.halfmove = self.halfmove.saturating_add(1);
        let (from_file, to_file) = (file_of(from), file_of(to));
        let same_rank = rank_of(from) == rank_of(to);

        if role == Role::King && same_rank && from_file.abs_diff(to_file) >= 2 {
            // Castling (I-14, I-25): the rook is the first piece beyond the king's landing
            // square, past nothing but offers; it lands beside the king, on the side it came from.
            let dir: i32 = if to_file > from_file { 1 } else { -1 };
            let mut rook = i32::from(to) + dir;
            while matches!(self.cells[rook as usize], EMPTY | OFFER) {
                rook += dir;
            }
            let rook = rook as Square;
            let bits = self.lift(rook);
            self.put((i32::from(to) - dir) as Square, bits);
            self.castling &= !castling_bit(rook);
        } else {
            let target = self.cells[to as usize];
            if has_piece(target) {
                let victim = self.lift(to);
                if victim & ROLE == KING_BITS {
                    self.king_lost(them, to);
                }
                if target & OFFER != 0 {
                    self.capture_stack(us, to);
                }
                self.halfmove = 0;
            } else if target & (OFFER | DEMAND) != 0 && !(role == Role::Pawn && from_file == to_file) {
                // Any move but a pawn's straight step takes the stack it ends on (I-15, I-26).
                self.capture_stack(us, to);
                self.halfmove = 0;
            }
            if role == Role::Pawn && to == old_ep && from_file != to_file {
                // En passant (I-26): the pawn taken stands beside the mover's start square,
                // with any offer under it.
                let victim = square::square(to_file, rank_of(from));
                if self.cells[victim as usize] & PIECE == piece::piece(them, Role::Pawn) {
                    self.lift(victim);
                    if self.cells[victim as usize] & OFFER != 0 {
                        self.capture_stack(us, victim);
                    }
                }
            }
        }

        self.lift(from);
        let landing = match promotion {
            Some(p) => {
                self.promoted[us] = true;
                piece::piece(us, p)
            }
            None => mover,
        };
        self.put(to, landing);
        if role == Role::Pawn {
            self.halfmove = 0;
            if rank_of(from).abs_diff(rank_of(to)) == 2 {
                self.ep = ((u32::from(from) + u32::from(to)) / 2) as Square;
            }
        }
        if role == Role::King && self.true_kings[us] == TrueKing::On(from) {
            self.true_kings[us] = TrueKing::On(to);
        }
        self.castling &= !(castling_bit(from) | castling_bit(to));
    }

    fn end_turn(&mut self) {
        if self.side == 1 {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side ^= 1;
    }

    /// The spectator's FEN: for `Debug`, so that no log line can carry a secret.
    fn public_fen(&self) -> String {
        self.view_fen(Viewer::Spectator)
    }
}

/// The roles kept in [`MonsterBluff::leapers`], in its order.
const LEAPERS: [u8; 3] = [PAWN_BITS, KNIGHT_BITS, KING_BITS];

/// Which of [`MonsterBluff::leapers`] holds the piece `bits`, if any.
#[inline(always)]
fn leaper_set(bits: u8) -> Option<usize> {
    LEAPERS.iter().position(|&role| role == bits & ROLE)
}

/// Whether the piece `bits` is in each of [`MonsterBluff::sliders`]: it slides along ranks and
/// files, along diagonals.
#[inline(always)]
fn slider_sets(bits: u8) -> [bool; 2] {
    let role = bits & ROLE;
    [role == ROOK_BITS || role == QUEEN_BITS, role == BISHOP_BITS || role == QUEEN_BITS]
}

/// How many ranks a pawn of `side` on `sq` has come from its start rank (0 to 6; 0 behind it):
/// the local rank less one where the pawn moves up the grid, six less it where down.
#[inline(always)]
fn pawn_progress(side: usize, sq: Square) -> usize {
    let rank = rank_of(sq);
    let local = rank % 8;
    if movegen::pawn_moves_up(side, rank) { local.saturating_sub(1) } else { 6usize.saturating_sub(local) }
}

impl fmt::Debug for MonsterBluff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MonsterBluff({})", self.public_fen())
    }
}

/// Start-position options: `green=N` puts N green chips in each supply; `white=N`, `red=N`,
/// `blue=N` change the default 10, 10, 5.
const OPTIONS: [&str; 4] = ["white", "red", "blue", "green"];

impl Position for MonsterBluff {
    type Action = Action;

    const VARIANT: Variant = Variant::MonsterBluff;

    fn start() -> Self {
        MonsterBluff::from_fen(START_FEN).expect("the start position is valid")
    }

    fn start_with(options: &Options) -> Result<Self, OptionError> {
        options.only(Self::VARIANT.id(), &OPTIONS)?;
        let mut position = Self::start();
        for (chip, name) in OPTIONS.iter().enumerate() {
            let Some(value) = options.get(name) else { continue };
            let n: u32 = value
                .parse()
                .ok()
                .filter(|&n| n <= 1000)
                .ok_or_else(|| OptionError(format!("{name}={value}: the number of chips must be 0 to 1000")))?;
            position.supply[0][chip] = n;
            position.supply[1][chip] = n;
            if chip == Chip::Green.index() {
                position.green = true;
            }
        }
        Ok(position)
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        MonsterBluff::parse_fen(fen)
    }

    fn fen(&self) -> String {
        self.write_fen(self.true_kings)
    }

    fn view_fen(&self, viewer: Viewer) -> String {
        self.view(viewer).fen()
    }

    /// Masks the True King of every side but the viewer's, unless it is known to all: a side
    /// down to one king, or a True King captured (I-28).
    fn view(&self, viewer: Viewer) -> Self {
        let mut view = self.clone();
        for side in 0..2 {
            let own = viewer == Viewer::Seat(Seat(side as u8));
            if !own && self.kings[side] >= 2 && matches!(self.true_kings[side], TrueKing::On(_)) {
                view.true_kings[side] = TrueKing::Unknown;
            }
        }
        view
    }

    fn to_move(&self) -> Seat {
        Seat(self.side)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.is_over() {
            return;
        }
        let mut sink = movegen::List(out);
        self.generate(&mut sink);
    }

    fn count_legal(&self, _scratch: &mut Vec<Action>) -> usize {
        if self.is_over() {
            return 0;
        }
        let mut sink = movegen::Count(0);
        self.generate(&mut sink);
        sink.0
    }

    /// Generates the captures alone (placements are never captures) in one pass that also
    /// counts every action.
    fn legal_captures(&self, out: &mut Vec<Action>) -> usize {
        if self.is_over() {
            return 0;
        }
        let mut sink = movegen::Captures { position: self, out, count: 0 };
        self.generate(&mut sink);
        sink.count
    }

    /// The captures generated directly; the other actions are looked for only when there is
    /// no capture, and then only until the first.
    fn legal_captures_any(&self, out: &mut Vec<Action>) -> bool {
        !self.is_over() && self.captures(out)
    }

    fn play_unchecked(&mut self, action: Action) {
        match action {
            Action::Move { from, to, promotion } => self.play_move(from, to, promotion),
            Action::Place { chip, to } => {
                let us = self.side as usize;
                self.supply[us][chip.index()] = self.supply[us][chip.index()].saturating_sub(1);
                self.place_chip(to, chip);
                self.ep = NO_SQUARE;
                self.halfmove = self.halfmove.saturating_add(1);
            }
        }
        self.end_turn();
    }

    fn outcome(&self) -> Option<Outcome> {
        for side in 0..2 {
            if self.true_kings[side] == TrueKing::Captured {
                return Some(Outcome::Win { winner: Seat((side ^ 1) as u8), reason: WinReason::Goal });
            }
        }
        // Nothing to do but nothing lost: the rules are silent; a stalemate draws as in FIDE.
        (!self.has_legal_action()).then_some(Outcome::Draw(DrawReason::Stalemate))
    }

    fn action_text(&self, action: Action) -> String {
        action.text()
    }

    fn has_square(&self, name: &str) -> bool {
        square::parse_name(name).is_some()
    }

    fn coord_of(&self, name: &str) -> Option<Coord> {
        MonsterBluff::parse_square(name)
    }

    fn explain_illegal(&self, text: &str) -> Option<String> {
        let squares = crate::notation::square_names(text);
        if let Some((chip, _)) = text.split_once('@') {
            if !self.chips_in_play() {
                let why = if self.promoted[0] && self.promoted[1] {
                    "chips are out of play for good: a side is down to one king"
                } else {
                    "chips are not in play yet: they come in once both sides have promoted a pawn"
                };
                return Some(why.to_owned());
            }
            let side = self.side as usize;
            let chip = chips::Chip::from_letter(*chip.as_bytes().first()?)?;
            if self.supply[side][chip.index()] == 0 {
                return Some(format!("you have no {} chips left", chip.name()));
            }
            return Some("a chip goes on an empty square or on a stack with no piece on it".to_owned());
        }
        let from = squares.first()?;
        let owner = MonsterBluff::parse_square(from).map(|c| self.piece_at(c).map(|(seat, _)| seat));
        crate::position::whose_piece(self, from, owner)
    }

    fn hash(&self) -> u64 {
        self.board_hash ^ self.small_fields_hash()
    }

    fn halfmove_clock(&self) -> Option<u32> {
        Some(self.halfmove)
    }

    #[inline]
    fn is_capture(&self, action: Action) -> bool {
        let (role, chips) = self.victim(action);
        role.is_some() || chips > 0
    }

    fn secret_options(&self, seat: Seat) -> Vec<String> {
        let side = seat.index() & 1;
        if self.true_kings[side] != TrueKing::Unknown || self.kings[side] < 2 {
            return Vec::new();
        }
        let mut names: Vec<Square> = self.king_squares(side).collect();
        names.sort_by_key(|&sq| square::text_order(sq));
        names.into_iter().map(square::name).collect()
    }

    /// Marks `seat`'s True King: the text names one of its kings (`8e1`).
    fn secret(&self, seat: Seat) -> Option<String> {
        match self.true_kings[seat.index() & 1] {
            TrueKing::On(sq) => Some(square::name(sq)),
            _ => None,
        }
    }

    fn choose_secret(&mut self, seat: Seat, text: &str) -> Result<(), SecretError> {
        let side = seat.index() & 1;
        let options = self.secret_options(seat);
        if options.is_empty() {
            return Err(SecretError("there is no True King left to choose".to_owned()));
        }
        let text = text.trim();
        let Some(sq) = square::parse_name(text) else {
            return Err(SecretError(format!(
                "'{}' is not a square: name one of your kings ({})",
                text.chars().take(16).collect::<String>(),
                options.join(", ")
            )));
        };
        if self.cells[sq as usize] & PIECE != piece::piece(side, Role::King) {
            return Err(SecretError(format!("{} holds none of your kings ({})", square::name(sq), options.join(", "))));
        }
        self.true_kings[side] = TrueKing::On(sq);
        Ok(())
    }
}

impl MonsterBluff {
    fn is_over(&self) -> bool {
        self.true_kings.contains(&TrueKing::Captured)
    }
}
