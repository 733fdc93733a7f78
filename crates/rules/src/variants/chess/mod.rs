//! Orthodox chess (RULES.md §5): FIDE rules, a validation variant for the shared machinery.
//!
//! The position is a handful of `u64` bitboards (one per role and one per side) plus the
//! side to move, castling rights, en passant square, clocks and an incrementally kept
//! Zobrist hash: 88 bytes, cheap to copy for copy-make. Legal moves come from `movegen.rs`
//! (checks and pins computed up front, no make-and-test), sliders from magic bitboards in
//! `attacks.rs`.

mod attacks;
mod bitboard;
mod fen;
mod magics;
mod movegen;
mod moves;
mod square;
mod zobrist;

pub use crate::fide::Role;
pub use moves::Move;

use crate::geometry::Coord;
use crate::{ActionError, DrawReason, FenError, Outcome, Position, Seat, Variant, WinReason};
use attacks::tables;
use bitboard::{LIGHT_SQUARES, Squares, bit};
use square::{A1, A8, E1, E8, G1, H1, H8, NO_SQUARE, Square, file_of, from_coord, rank_of, square};
use zobrist::KEYS;

/// Castling rights, one bit each.
const WHITE_SHORT: u8 = 1;
const WHITE_LONG: u8 = 2;
const BLACK_SHORT: u8 = 4;
const BLACK_LONG: u8 = 8;

/// The castling rights that survive a move from or to `sq`: moving the king or a rook, or
/// capturing a rook on its home square, ends the rights that need it.
const fn castling_kept(sq: Square) -> u8 {
    match sq {
        E1 => !(WHITE_SHORT | WHITE_LONG),
        H1 => !WHITE_SHORT,
        A1 => !WHITE_LONG,
        E8 => !(BLACK_SHORT | BLACK_LONG),
        H8 => !BLACK_SHORT,
        A8 => !BLACK_LONG,
        _ => !0,
    }
}

/// The squares a piece of `role` belonging to `seat` on square `sq` (0 = a1 … 63 = h8) attacks
/// when `occupied` squares block sliders, as a bitboard (a pawn's captures, not its pushes).
pub fn attacks(role: Role, seat: Seat, sq: u8, occupied: u64) -> u64 {
    let t = tables();
    let i = usize::from(sq & 63);
    match role {
        Role::Pawn => t.pawn[seat.index() & 1][i],
        Role::Knight => t.knight[i],
        Role::Bishop => t.bishop(sq & 63, occupied),
        Role::Rook => t.rook(sq & 63, occupied),
        Role::Queen => t.bishop(sq & 63, occupied) | t.rook(sq & 63, occupied),
        Role::King => t.king[i],
    }
}

pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// An orthodox chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chess {
    /// The squares of each role, both sides together, indexed by [`Role`].
    roles: [u64; 6],
    /// The squares of each side's pieces: 0 White, 1 Black.
    seats: [u64; 2],
    hash: u64,
    halfmove: u32,
    fullmove: u32,
    /// 0 when White is to move, 1 when Black is.
    side: u8,
    /// `WHITE_SHORT | WHITE_LONG | BLACK_SHORT | BLACK_LONG`, as held.
    castling: u8,
    /// The square passed over by the last move's double step (written after every double
    /// step, RULES.md §5), or [`NO_SQUARE`].
    ep: Square,
}

impl Chess {
    fn empty() -> Chess {
        Chess { roles: [0; 6], seats: [0; 2], hash: 0, halfmove: 0, fullmove: 1, side: 0, castling: 0, ep: NO_SQUARE }
    }

    /// Adds or removes a piece, keeping the hash.
    #[inline(always)]
    fn toggle(&mut self, seat: usize, role: Role, sq: Square) {
        self.roles[role.index()] ^= bit(sq);
        self.seats[seat] ^= bit(sq);
        self.hash ^= KEYS.pieces[seat][role.index()][sq as usize];
    }

    #[inline(always)]
    fn role_on(&self, sq: Square) -> Option<Role> {
        let b = bit(sq);
        if (self.seats[0] | self.seats[1]) & b == 0 {
            return None;
        }
        Role::ALL.into_iter().find(|r| self.roles[r.index()] & b != 0)
    }

    /// The hash from scratch; play keeps the same value incrementally.
    fn compute_hash(&self) -> u64 {
        let mut hash = KEYS.castling[self.castling as usize];
        for seat in 0..2 {
            for role in Role::ALL {
                for sq in Squares(self.roles[role.index()] & self.seats[seat]) {
                    hash ^= KEYS.pieces[seat][role.index()][sq as usize];
                }
            }
        }
        if self.ep != NO_SQUARE {
            hash ^= KEYS.en_passant_file[file_of(self.ep) as usize];
        }
        if self.side == 1 {
            hash ^= KEYS.black_to_move;
        }
        hash
    }

    /// How many pieces of this kind `seat` has.
    pub fn count(&self, seat: Seat, role: Role) -> u32 {
        (self.roles[role.index()] & self.seats[seat.index() & 1]).count_ones()
    }

    /// The piece on a square, if any (squares off the board hold nothing).
    pub fn piece_at(&self, coord: Coord) -> Option<(Seat, Role)> {
        let sq = from_coord(coord)?;
        let role = self.role_on(sq)?;
        let seat = if self.seats[0] & bit(sq) != 0 { Seat(0) } else { Seat(1) };
        Some((seat, role))
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    /// The same position with the other side to move and no en passant square: a "null
    /// move", which no rule allows. A search passes to test whether a position is so good
    /// that even doing nothing keeps it above what the opponent can allow.
    pub fn pass(&self) -> Chess {
        let mut next = self.clone();
        if next.ep != NO_SQUARE {
            next.hash ^= KEYS.en_passant_file[file_of(next.ep) as usize];
            next.ep = NO_SQUARE;
        }
        next.side ^= 1;
        next.hash ^= KEYS.black_to_move;
        next
    }

    /// The squares of `seat`'s pieces of `role`, as a bitboard (bit `8 * rank + file`, so a1 is
    /// bit 0 and h8 bit 63): for evaluations that work square-set by square-set.
    pub fn pieces(&self, seat: Seat, role: Role) -> u64 {
        self.roles[role.index()] & self.seats[seat.index() & 1]
    }

    /// Every occupied square, as a bitboard.
    pub fn occupied(&self) -> u64 {
        self.seats[0] | self.seats[1]
    }

    /// A cheap activity measure: the number of squares attacked by `seat`'s knights, bishops,
    /// rooks and queens (each square counted once) that its own pieces do not occupy.
    pub fn mobility(&self, seat: Seat) -> u32 {
        let t = tables();
        let s = seat.index() & 1;
        let own = self.seats[s];
        let occupied = self.seats[0] | self.seats[1];
        let r = &self.roles;
        let mut attacked = 0;
        for sq in Squares(r[Role::Knight.index()] & own) {
            attacked |= t.knight[sq as usize];
        }
        for sq in Squares((r[Role::Bishop.index()] | r[Role::Queen.index()]) & own) {
            attacked |= t.bishop(sq, occupied);
        }
        for sq in Squares((r[Role::Rook.index()] | r[Role::Queen.index()]) & own) {
            attacked |= t.rook(sq, occupied);
        }
        (attacked & !own).count_ones()
    }

    fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.generate(|_, _, _| any = true);
        any
    }

    /// K v K, K + one minor piece v K, and K+B v K+B with the bishops on squares of one colour.
    fn insufficient_material(&self) -> bool {
        let r = &self.roles;
        if r[Role::Pawn.index()] | r[Role::Rook.index()] | r[Role::Queen.index()] != 0 {
            return false;
        }
        let (knights, bishops) = (r[Role::Knight.index()], r[Role::Bishop.index()]);
        let minors = (knights | bishops).count_ones();
        if minors <= 1 {
            return true;
        }
        let one_bishop_each =
            knights == 0 && (bishops & self.seats[0]).count_ones() == 1 && (bishops & self.seats[1]).count_ones() == 1;
        one_bishop_each && (bishops & LIGHT_SQUARES == 0 || bishops & !LIGHT_SQUARES == 0)
    }
}

impl Position for Chess {
    type Action = Move;

    const VARIANT: Variant = Variant::Chess;

    fn start() -> Self {
        Chess::from_fen(START_FEN).expect("the start position is valid")
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        Chess::parse_fen(fen)
    }

    fn fen(&self) -> String {
        self.write_fen()
    }

    fn to_move(&self) -> Seat {
        Seat(self.side)
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        self.generate(|from, to, promotes| {
            if promotes {
                for sq in Squares(to) {
                    out.extend(Role::PROMOTIONS.map(|role| Move::new(from, sq, Some(role))));
                }
            } else {
                out.extend(Squares(to).map(|sq| Move::new(from, sq, None)));
            }
        });
    }

    fn count_legal(&self, _scratch: &mut Vec<Move>) -> usize {
        let mut n = 0;
        self.generate(|_, to, promotes| n += (to.count_ones() << (2 * promotes as u32)) as usize);
        n
    }

    fn play_unchecked(&mut self, m: Move) {
        let us = self.side as usize;
        let them = us ^ 1;
        let Some(role) = self.role_on(m.from) else {
            debug_assert!(false, "no piece on the move's square: {m:?}");
            return;
        };
        self.hash ^= KEYS.castling[self.castling as usize];
        if self.ep != NO_SQUARE {
            self.hash ^= KEYS.en_passant_file[file_of(self.ep) as usize];
        }
        let old_ep = self.ep;
        self.ep = NO_SQUARE;
        self.halfmove = self.halfmove.saturating_add(1);

        if self.seats[them] & bit(m.to) != 0 {
            if let Some(victim) = self.role_on(m.to) {
                self.toggle(them, victim, m.to);
            }
            self.halfmove = 0;
        }
        self.toggle(us, role, m.from);
        self.toggle(us, m.promotion.unwrap_or(role), m.to);

        match role {
            Role::Pawn => {
                self.halfmove = 0;
                let distance = m.to.abs_diff(m.from);
                if distance == 16 {
                    self.ep = (m.from + m.to) / 2;
                } else if m.to == old_ep {
                    // En passant: the captured pawn stands beside the mover's start square.
                    self.toggle(them, Role::Pawn, square(file_of(m.to), rank_of(m.from)));
                }
            }
            Role::King if m.to.abs_diff(m.from) == 2 => {
                let (rook_from, rook_to) =
                    if file_of(m.to) == file_of(G1) { (m.from + 3, m.from + 1) } else { (m.from - 4, m.from - 1) };
                self.toggle(us, Role::Rook, rook_from);
                self.toggle(us, Role::Rook, rook_to);
            }
            _ => {}
        }

        self.castling &= castling_kept(m.from) & castling_kept(m.to);
        self.hash ^= KEYS.castling[self.castling as usize];
        if self.ep != NO_SQUARE {
            self.hash ^= KEYS.en_passant_file[file_of(self.ep) as usize];
        }
        if us == 1 {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side ^= 1;
        self.hash ^= KEYS.black_to_move;
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_move() {
            return Some(if self.in_check() {
                Outcome::Win { winner: Seat(self.side ^ 1), reason: WinReason::Checkmate }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        None
    }

    fn dead_position(&self) -> bool {
        self.insufficient_material()
    }

    fn action_text(&self, action: Move) -> String {
        action.text()
    }

    /// Also reads castling as `O-O` and `O-O-O` (or with zeros).
    fn parse_action(&self, text: &str) -> Result<Move, ActionError> {
        let text = crate::notation::normalize(text)?;
        let rank = if self.side == 0 { 1 } else { 8 };
        let text = match text.to_ascii_uppercase().as_str() {
            "O-O" | "0-0" => format!("e{rank}-g{rank}"),
            "O-O-O" | "0-0-0" => format!("e{rank}-c{rank}"),
            _ => text,
        };
        crate::position::find_action(self, text)
    }

    fn has_square(&self, name: &str) -> bool {
        crate::geometry::parse_coord(name).and_then(from_coord).is_some()
    }

    fn explain_illegal(&self, text: &str) -> Option<String> {
        let from = crate::notation::square_names(text).into_iter().next()?;
        let owner = crate::geometry::parse_coord(&from).map(|c| self.piece_at(c).map(|(seat, _)| seat));
        crate::position::whose_piece(self, &from, owner)
            .or_else(|| self.in_check().then(|| "your King is in check, and this move does not end it".to_owned()))
    }

    fn checked_squares(&self) -> Vec<Coord> {
        if !self.in_check() {
            return Vec::new();
        }
        let king = self.roles[Role::King.index()] & self.seats[self.side as usize];
        Squares(king).map(|sq| Coord::new(file_of(sq), rank_of(sq))).collect()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn halfmove_clock(&self) -> Option<u32> {
        Some(self.halfmove)
    }

    fn is_capture(&self, action: Move) -> bool {
        let their = self.seats[(self.side ^ 1) as usize];
        let en_passant = action.to == self.ep && self.roles[Role::Pawn.index()] & bit(action.from) != 0;
        their & bit(action.to) != 0 || en_passant
    }
}
