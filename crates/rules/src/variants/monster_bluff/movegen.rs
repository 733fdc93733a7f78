//! Move generation: every legal action, handed to a [`Sink`] that either lists or counts them
//! (bulk counting for perft). There is no check (RULES.md §4), so every pseudo-legal move is
//! legal and nothing is tried and taken back.

use super::chips::Chip;
use super::moves::Action;
use super::piece::{
    BISHOP_BITS, CAPTURABLE, DEMAND, EMPTY, KNIGHT_BITS, OFF, OFFER, OPEN, PAWN_BITS, PIECE, QUEEN_BITS, REACH, ROLE,
    ROOK_BITS, STOP, TAKE, has_piece, piece, side_of,
};
use super::setup::castling_bit;
use super::square::{self, EAST, NORTH, Square, rank_of, row_of_rank};
use super::{MonsterBluff, Square as Sq, WORDS};
use crate::fide::Role;

const KNIGHT: [i32; 8] = [
    2 * NORTH + EAST,
    2 * NORTH - EAST,
    -2 * NORTH + EAST,
    -2 * NORTH - EAST,
    NORTH + 2 * EAST,
    NORTH - 2 * EAST,
    -NORTH + 2 * EAST,
    -NORTH - 2 * EAST,
];
const KING: [i32; 8] = [NORTH, -NORTH, EAST, -EAST, NORTH + EAST, NORTH - EAST, -NORTH + EAST, -NORTH - EAST];
const ROOK: [i32; 4] = [NORTH, -NORTH, EAST, -EAST];
const BISHOP: [i32; 4] = [NORTH + EAST, NORTH - EAST, -NORTH + EAST, -NORTH - EAST];

/// An occupancy bitset over the mailbox.
type Bits = [u64; WORDS];

/// The words of a bitset that hold squares of the grid: the first and the last hold only
/// padding, so every set of squares is empty there, and a set moved by a step of a piece
/// (less than two words) needs no bound check word by word.
const GRID_WORDS: std::ops::Range<usize> = 1..WORDS - 1;
const _: () = assert!(
    square::square(0, 0) as usize / 64 >= GRID_WORDS.start
        && (square::square(square::FILES - 1, square::RANKS - 1) as usize) / 64 < GRID_WORDS.end
);

/// `a & b`, word by word.
#[inline(always)]
fn and(a: &Bits, b: &Bits) -> Bits {
    std::array::from_fn(|i| a[i] & b[i])
}

/// The set `b` moved by the mailbox offset `BY` and met with `mask`: bit `j` becomes bit
/// `j + BY` if `mask` has it. One loop over whole words, with no test at either end (the
/// empty first and last words of `b` stand in for the words beyond): the compiler makes each
/// word a load, a double-word shift and an `and`.
#[inline(always)]
fn shifted_and<const BY: i32>(b: &Bits, mask: &Bits) -> Bits {
    const { assert!(BY % 64 != 0 && BY.unsigned_abs() < 128) };
    let (words, bits) = ((BY.unsigned_abs() / 64) as usize, BY.unsigned_abs() % 64);
    let mut out = [0; WORDS];
    if BY > 0 {
        for i in words + 1..WORDS {
            out[i] = (b[i - words] << bits | b[i - words - 1] >> (64 - bits)) & mask[i];
        }
    } else {
        for i in 0..WORDS - words - 1 {
            out[i] = (b[i + words] >> bits | b[i + words + 1] << (64 - bits)) & mask[i];
        }
    }
    out
}

/// Whether `b` has a bit set.
#[inline(always)]
fn any(b: &Bits) -> bool {
    b.iter().fold(0, |a, &w| a | w) != 0
}

/// Calls `f` with the square of every bit of `b`, in mailbox order.
#[inline(always)]
fn for_each_bit(b: &Bits, mut f: impl FnMut(Square)) {
    // The non-empty words first, without a branch each: most sets here are sparse.
    let mut words = 0u32;
    for w in GRID_WORDS {
        words |= u32::from(b[w] != 0) << w;
    }
    while words != 0 {
        let w = words.trailing_zeros() as usize;
        words &= words - 1;
        let mut bits = b[w];
        while bits != 0 {
            f((w * 64) as Square + bits.trailing_zeros() as Square);
            bits &= bits - 1;
        }
    }
}

/// The squares of the grid.
static GRID: Bits = grid_mask();

const fn grid_mask() -> Bits {
    let mut mask = [0; WORDS];
    let mut sq = 0;
    while sq < square::CELLS {
        if square::on_grid(sq) {
            mask[sq / 64] |= 1 << (sq % 64);
        }
        sq += 1;
    }
    mask
}

/// A mask of the squares of the grid where a pawn of a side moves up it (`UP_PAWNS`) or down
/// (`DOWN_PAWNS`) and is not on its last rank (where it has no move).
static UP_PAWNS: [Bits; 2] = pawn_rows(true);
static DOWN_PAWNS: [Bits; 2] = pawn_rows(false);

const fn pawn_rows(up: bool) -> [Bits; 2] {
    let mut masks = [[0; WORDS]; 2];
    let mut side = 0;
    while side < 2 {
        let mut sq = 0;
        while sq < square::CELLS {
            if square::on_grid(sq) {
                let rank = rank_of(sq as Square);
                let last = if up { 7 } else { 0 };
                if pawn_moves_up(side, rank) == up && rank % 8 != last {
                    masks[side][sq / 64] |= 1 << (sq % 64);
                }
            }
            sq += 1;
        }
        side += 1;
    }
    masks
}

/// Where generated actions go.
pub trait Sink {
    fn push(&mut self, from: Square, to: Square);
    /// A pawn's move to its last rank: one action per piece it may become.
    fn promotions(&mut self, from: Square, to: Square);
    /// Placing any of `chips` on any of the `free` squares of `position`.
    fn placements(&mut self, position: &MonsterBluff, chips: &[Chip], free: u32);
}

/// Lists the actions.
pub struct List<'a>(pub &'a mut Vec<Action>);

impl Sink for List<'_> {
    #[inline(always)]
    fn push(&mut self, from: Square, to: Square) {
        self.0.push(Action::Move { from, to, promotion: None });
    }

    fn promotions(&mut self, from: Square, to: Square) {
        self.0.extend(Role::PROMOTIONS.map(|role| Action::Move { from, to, promotion: Some(role) }));
    }

    fn placements(&mut self, position: &MonsterBluff, chips: &[Chip], _free: u32) {
        for &chip in chips {
            for sq in square::all() {
                if !has_piece(position.cells[sq as usize]) {
                    self.0.push(Action::Place { chip, to: sq });
                }
            }
        }
    }
}

/// Counts the actions.
pub struct Count(pub usize);

impl Sink for Count {
    #[inline(always)]
    fn push(&mut self, _from: Square, _to: Square) {
        self.0 += 1;
    }

    #[inline(always)]
    fn promotions(&mut self, _from: Square, _to: Square) {
        self.0 += Role::PROMOTIONS.len();
    }

    fn placements(&mut self, _position: &MonsterBluff, chips: &[Chip], free: u32) {
        self.0 += chips.len() * free as usize;
    }
}

/// Lists the captures and counts every action (for a quiescence search).
pub struct Captures<'a> {
    pub position: &'a MonsterBluff,
    pub out: &'a mut Vec<Action>,
    pub count: usize,
}

impl Captures<'_> {
    /// Whether a move to `to` may take something: a piece, a stack, or a pawn en passant.
    /// Only then is the exact test ([`MonsterBluff::victim`]) worth asking.
    #[inline(always)]
    fn may_take(&self, to: Square) -> bool {
        self.position.cells[to as usize] & (PIECE | OFFER | DEMAND) != 0 || to == self.position.ep
    }
}

impl Sink for Captures<'_> {
    #[inline(always)]
    fn push(&mut self, from: Square, to: Square) {
        self.count += 1;
        let action = Action::Move { from, to, promotion: None };
        if self.may_take(to) && crate::Position::is_capture(self.position, action) {
            self.out.push(action);
        }
    }

    fn promotions(&mut self, from: Square, to: Square) {
        self.count += Role::PROMOTIONS.len();
        if self.may_take(to) && crate::Position::is_capture(self.position, Action::Move { from, to, promotion: None }) {
            self.out.extend(Role::PROMOTIONS.map(|role| Action::Move { from, to, promotion: Some(role) }));
        }
    }

    fn placements(&mut self, _position: &MonsterBluff, chips: &[Chip], free: u32) {
        self.count += chips.len() * free as usize;
    }
}

/// Whether a pawn of `side` on `rank` moves up the grid (White up on boards 1–3 and 8–10 and
/// down on 4–7, Black the other way: RULES.md §4).
#[inline(always)]
pub const fn pawn_moves_up(side: usize, rank: usize) -> bool {
    (side == 0) != (row_of_rank(rank) == 1)
}

impl MonsterBluff {
    pub(super) fn generate<S: Sink>(&self, sink: &mut S) {
        let us = self.side as usize;
        for (w, &word) in self.occupied[us].iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let from = (w * 64) as Square + bits.trailing_zeros() as Square;
                bits &= bits - 1;
                self.piece_moves(sink, us, from);
            }
        }
        let (chips, n) = self.placeable();
        if n > 0 {
            let free = 640 - self.piece_count();
            sink.placements(self, &chips[..n], free);
        }
    }

    /// Appends the captures to `out`, in the order [`MonsterBluff::generate`] gives them, and
    /// returns whether the side to move has any legal action at all: the captures generated
    /// directly (no pawn steps, castling or placements, which never take anything), and the
    /// other actions looked for only when there is no capture.
    pub(super) fn captures(&self, out: &mut Vec<Action>) -> bool {
        let us = self.side as usize;
        let start = out.len();
        let reach = &REACH[us];
        // What a pawn may take: an enemy piece, a stack with no piece of ours on it, or the
        // square passed over by a pawn en passant.
        let own = &self.occupied[us];
        let mut pawn_targets = self.occupied[us ^ 1];
        for stack in self.stacks.iter() {
            let sq = stack.square as usize;
            if own[sq / 64] & (1 << (sq % 64)) == 0 {
                pawn_targets[sq / 64] |= 1 << (sq % 64);
            }
        }
        let [pawns, knights, kings] = &self.leapers[us];
        if self.cells[self.ep as usize] == EMPTY {
            pawn_targets[self.ep as usize / 64] |= 1 << (self.ep % 64);
        }
        // Pawns a whole set at a time (there are many): each step's landing squares (the set
        // moved by the step) that hold something to take. Each step a separate call, so that
        // its shift is a constant; east before west, as `generate` goes.
        let up = and(pawns, &UP_PAWNS[us]);
        if any(&up) {
            self.step_captures::<{ NORTH + EAST }>(out, &up, &pawn_targets, Some(6));
            self.step_captures::<{ NORTH - EAST }>(out, &up, &pawn_targets, Some(6));
        }
        let down = and(pawns, &DOWN_PAWNS[us]);
        if any(&down) {
            self.step_captures::<{ -NORTH + EAST }>(out, &down, &pawn_targets, Some(1));
            self.step_captures::<{ -NORTH - EAST }>(out, &down, &pawn_targets, Some(1));
        }
        // Knights and kings one at a time (there are few): the eight landing squares looked at
        // together, and only those holding something to take gone through, in step order.
        let capturable = &CAPTURABLE[us];
        for_each_bit(knights, |from| self.leaper_captures(out, capturable, from, &KNIGHT));
        for_each_bit(kings, |from| self.leaper_captures(out, capturable, from, &KING));
        // Bishops, rooks and queens a direction at a time: most are hemmed in by their own
        // pieces or the edge, so only those whose first step lands somewhere enterable are
        // followed along the ray, one square at a time. The directions go in `ROOK` then
        // `BISHOP` order, as a queen's do in `generate`.
        let [straight, diagonal] = &self.sliders[us];
        let enterable: Bits = std::array::from_fn(|i| GRID[i] & !own[i]);
        if any(straight) {
            self.ray_captures::<NORTH>(out, reach, straight, &enterable);
            self.ray_captures::<{ -NORTH }>(out, reach, straight, &enterable);
            self.ray_captures::<EAST>(out, reach, straight, &enterable);
            self.ray_captures::<{ -EAST }>(out, reach, straight, &enterable);
        }
        if any(diagonal) {
            self.ray_captures::<{ NORTH + EAST }>(out, reach, diagonal, &enterable);
            self.ray_captures::<{ NORTH - EAST }>(out, reach, diagonal, &enterable);
            self.ray_captures::<{ -NORTH + EAST }>(out, reach, diagonal, &enterable);
            self.ray_captures::<{ -NORTH - EAST }>(out, reach, diagonal, &enterable);
        }
        // The order `generate` gives: by the square moved from (a stable sort keeps each
        // piece's own order: its steps in turn, a pawn's east capture before its west one).
        out[start..].sort_by_key(|action| match *action {
            Action::Move { from, .. } => from,
            Action::Place { .. } => Square::MAX,
        });
        out.len() > start || self.has_legal_action()
    }

    /// The captures of the pieces of `set` that step by `STEP` onto `targets`, in mailbox order
    /// of their landing squares (so of their start squares); a pawn's capture from the local
    /// rank `promoting` is one action per piece it may become.
    #[inline(always)]
    fn step_captures<const STEP: i32>(
        &self,
        out: &mut Vec<Action>,
        set: &Bits,
        targets: &Bits,
        promoting: Option<usize>,
    ) {
        let hits = shifted_and::<STEP>(set, targets);
        if !any(&hits) {
            return;
        }
        for_each_bit(&hits, |to| {
            let from = (i32::from(to) - STEP) as Square;
            if self.takes(from, to) {
                if promoting == Some(rank_of(from) % 8) {
                    out.extend(Role::PROMOTIONS.map(|role| Action::Move { from, to, promotion: Some(role) }));
                } else {
                    out.push(Action::Move { from, to, promotion: None });
                }
            }
        });
    }

    /// Whether a move from `from` to `to`, a square a move of the piece there may end on,
    /// takes something: an enemy piece there always does; otherwise only a stack (or a pawn
    /// en passant) may, and then [`Position::is_capture`](crate::Position::is_capture) says.
    #[inline(always)]
    fn takes(&self, from: Square, to: Square) -> bool {
        let cell = self.cells[to as usize];
        has_piece(cell)
            || ((cell & (OFFER | DEMAND) != 0 || to == self.ep)
                && crate::Position::is_capture(self, Action::Move { from, to, promotion: None }))
    }

    /// The captures of the knight or king on `from`, by `steps` in their order: the landing
    /// squares' cells looked up together (mostly nothing to take, so no branch per square),
    /// then each that holds something to take.
    #[inline(always)]
    fn leaper_captures(&self, out: &mut Vec<Action>, capturable: &[bool; 256], from: Square, steps: &[i32; 8]) {
        let mut hits = 0u32;
        for (j, &step) in steps.iter().enumerate() {
            let cell = self.cells[(i32::from(from) + step) as usize];
            hits |= u32::from(capturable[cell as usize]) << j;
        }
        while hits != 0 {
            let to = (i32::from(from) + steps[hits.trailing_zeros() as usize]) as Square;
            hits &= hits - 1;
            if self.takes(from, to) {
                out.push(Action::Move { from, to, promotion: None });
            }
        }
    }

    /// The captures of the sliders of `movers` along `STEP`: those whose first step lands on
    /// an `enterable` square (not their own piece, not off the grid) are followed along the
    /// ray. Each piece's captures come nearest first.
    #[inline(always)]
    fn ray_captures<const STEP: i32>(&self, out: &mut Vec<Action>, reach: &[u8; 256], movers: &Bits, enterable: &Bits) {
        let first = shifted_and::<STEP>(movers, enterable);
        for_each_bit(&first, |next| {
            let from = (i32::from(next) - STEP) as Square;
            let mut to = i32::from(next);
            loop {
                let cell = self.cells[to as usize];
                match reach[cell as usize] {
                    // Mostly an empty square, passed over; a bare offer is taken on the way.
                    OPEN => {
                        if cell != EMPTY && self.takes(from, to as Square) {
                            out.push(Action::Move { from, to: to as Square, promotion: None });
                        }
                    }
                    TAKE => {
                        if self.takes(from, to as Square) {
                            out.push(Action::Move { from, to: to as Square, promotion: None });
                        }
                        break;
                    }
                    _ => break,
                }
                to += STEP;
            }
        });
    }

    /// Whether the side to move has any legal action, found without listing them: a chip to
    /// place, or the first piece that can move.
    pub(super) fn has_legal_action(&self) -> bool {
        if self.placeable().1 > 0 && self.piece_count() < 640 {
            return true;
        }
        let us = self.side as usize;
        self.pieces(us).any(|from| {
            let mut count = Count(0);
            self.piece_moves(&mut count, us, from);
            count.0 > 0
        })
    }

    /// The chips the side to move may place now (the first `n` of the array).
    fn placeable(&self) -> ([Chip; 4], usize) {
        let mut chips = [Chip::White; 4];
        let mut n = 0;
        if self.chips_in_play() {
            let supply = &self.supply[self.side as usize];
            for chip in Chip::ALL {
                if supply[chip.index()] > 0 && (chip != Chip::Green || self.green) {
                    chips[n] = chip;
                    n += 1;
                }
            }
        }
        (chips, n)
    }

    /// The moves of the piece on `from`, which belongs to `us`.
    #[inline(always)]
    fn piece_moves<S: Sink>(&self, sink: &mut S, us: usize, from: Square) {
        let reach = &REACH[us];
        let role = self.cells[from as usize] & ROLE;
        // Pawns on their own branch: they come in long runs along a rank, so it is well
        // predicted, where one jump on the role would often miss.
        if role == PAWN_BITS {
            self.pawn(sink, us, from);
            return;
        }
        match role {
            KNIGHT_BITS => self.leaper(sink, reach, from, &KNIGHT),
            BISHOP_BITS => self.slider(sink, reach, from, &BISHOP),
            ROOK_BITS => self.slider(sink, reach, from, &ROOK),
            QUEEN_BITS => {
                self.slider(sink, reach, from, &ROOK);
                self.slider(sink, reach, from, &BISHOP);
            }
            _ => {
                self.leaper(sink, reach, from, &KING);
                if self.castling & castling_bit(from) != 0 {
                    self.castle(sink, us, from);
                }
            }
        }
    }

    /// The squares `side`'s sliders pass over on their way to taking an enemy piece: where a
    /// demand would block the capture (offers do not). Each square once, in no set order.
    pub(super) fn generate_paths(&self, side: usize) -> Vec<Square> {
        let reach = &REACH[side];
        let mut out = Vec::new();
        for from in self.pieces(side) {
            let directions: &[i32] = match self.cells[from as usize] & ROLE {
                BISHOP_BITS => &BISHOP,
                ROOK_BITS => &ROOK,
                QUEEN_BITS => &KING,
                _ => continue,
            };
            for &step in directions {
                let mut to = i32::from(from) + step;
                while reach[self.cells[to as usize] as usize] == OPEN {
                    to += step;
                }
                if reach[self.cells[to as usize] as usize] == TAKE && has_piece(self.cells[to as usize]) {
                    let mut between = i32::from(from) + step;
                    while between != to {
                        if !out.contains(&(between as Square)) {
                            out.push(between as Square);
                        }
                        between += step;
                    }
                }
            }
        }
        out
    }

    #[inline(always)]
    fn leaper<S: Sink>(&self, sink: &mut S, reach: &[u8; 256], from: Square, steps: &[i32; 8]) {
        for &step in steps {
            let to = (i32::from(from) + step) as Square;
            if reach[self.cells[to as usize] as usize] != STOP {
                sink.push(from, to);
            }
        }
    }

    /// Sliders pass over empty squares and offers (taking an offer they stop on) and stop at
    /// pieces, demands, notches and the edge (I-15, I-24).
    #[inline(always)]
    fn slider<S: Sink>(&self, sink: &mut S, reach: &[u8; 256], from: Square, directions: &[i32; 4]) {
        for &step in directions {
            let mut to = i32::from(from) + step;
            loop {
                match reach[self.cells[to as usize] as usize] {
                    OPEN => sink.push(from, to as Square),
                    TAKE => {
                        sink.push(from, to as Square);
                        break;
                    }
                    _ => break,
                }
                to += step;
            }
        }
    }

    /// Pawns (RULES.md §4, I-26): forward by colour and row, never leaving the row; steps may
    /// end on offers and the double step may pass over one; captures take enemy pieces and
    /// bare stacks diagonally, and en passant.
    #[inline(always)]
    fn pawn<S: Sink>(&self, sink: &mut S, us: usize, from: Square) {
        let rank = rank_of(from);
        let local = rank % 8;
        let up = pawn_moves_up(us, rank);
        let (step, last, start) = if up { (NORTH, 7, 1) } else { (-NORTH, 0, 6) };
        if local == last {
            return;
        }
        let promotes = if up { local + 1 == last } else { local == 1 };
        let to = (i32::from(from) + step) as Square;
        let blocked = |sq: Square| self.cells[sq as usize] & (PIECE | DEMAND | OFF) != 0;
        if !blocked(to) {
            if promotes {
                sink.promotions(from, to);
            } else {
                sink.push(from, to);
                let two = (i32::from(to) + step) as Square;
                if local == start && !blocked(two) {
                    sink.push(from, two);
                }
            }
        }
        for side_step in [EAST, -EAST] {
            let target = (i32::from(to) + side_step) as Square;
            let cell = self.cells[target as usize];
            let takes = if has_piece(cell) {
                side_of(cell) != us
            } else {
                cell & (OFFER | DEMAND) != 0 || (cell == EMPTY && target == self.ep)
            };
            if takes && cell & OFF == 0 {
                if promotes {
                    sink.promotions(from, target);
                } else {
                    sink.push(from, target);
                }
            }
        }
    }

    /// Castling, extra far (I-14, I-25): toward the nearest piece along the rank, past nothing
    /// but offers, if it is an unmoved rook of ours; the king lands two or more squares away and
    /// short of the rook, the rook beside it on the side it came from, both on empty squares.
    fn castle<S: Sink>(&self, sink: &mut S, us: usize, king: Square) {
        let rook_bits = piece(us, Role::Rook);
        for dir in [EAST, -EAST] {
            let mut rook = i32::from(king) + dir;
            while matches!(self.cells[rook as usize], EMPTY | OFFER) {
                rook += dir;
            }
            let rook_sq = rook as Sq;
            if self.cells[rook_sq as usize] & PIECE != rook_bits || self.castling & castling_bit(rook_sq) == 0 {
                continue;
            }
            let mut to = i32::from(king) + 2 * dir;
            while to != rook {
                if self.cells[to as usize] == EMPTY && self.cells[(to - dir) as usize] == EMPTY {
                    sink.push(king, to as Square);
                }
                to += dir;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    #[test]
    fn directions_by_colour_and_row() {
        assert!(pawn_moves_up(0, 1) && !pawn_moves_up(0, 9) && pawn_moves_up(0, 17));
        assert!(!pawn_moves_up(1, 6) && pawn_moves_up(1, 10) && !pawn_moves_up(1, 22));
        assert_eq!(MonsterBluff::start().count_legal(&mut Vec::new()), 200);
    }
}
