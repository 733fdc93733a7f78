//! Giant-King Chess (Robert Shimmin, 2003), RULES.md §1: a 10×10 board, 2×2 royal Giant-Kings that are
//! in check only when all four of their squares are attacked, bent riders, and pawns that never promote
//! but give promotion rights (or drops of captured pieces) on their 8th, 9th and 10th ranks.
//!
//! Files: `bitboard` (u128 square sets), `piece` (roles and kinds), `attacks` (what each piece
//! attacks), `movegen` (legal moves and check), `play` (making a move), `moves` (the action and its
//! text), `fen`, `zobrist`.

mod attacks;
mod bitboard;
mod fen;
mod movegen;
mod moves;
mod piece;
mod play;
mod zobrist;

use crate::geometry::Coord;
use crate::{FenError, Outcome, Position, Seat, Variant};

use bitboard::{Bitboard, SQUARES, bit, count, squares};
use piece::{KINDS, KING, Kind, PAWN};

pub use moves::{Flag, Move};
pub use piece::Role;

/// The start position (RULES.md §1).
pub const START_FEN: &str = "grwckkcwrg/1bn1kk1nb1/pppppppppp/10/10/10/10/PPPPPPPPPP/1BN1KK1NB1/GRWCKKCWRG[] w - - 0 1";

const NO_SQUARE: u8 = u8::MAX;

/// A Giant-King Chess position.
#[derive(Clone, Debug)]
pub struct GiantKing {
    /// Squares of each kind, both seats together (the king's four squares included).
    kinds: [Bitboard; KINDS],
    /// Squares of each seat.
    seats: [Bitboard; 2],
    /// Per square: 0 if empty, else `1 + kind + 16 * seat`.
    mailbox: [u8; SQUARES],
    /// Each Giant-King's lower-left square.
    king: [u8; 2],
    /// `captured[seat][role]`: that seat's pieces the other side has taken, unpromoted (the bracket field).
    captured: [[u16; 8]; 2],
    side: u8,
    /// The square a pawn just passed over with a double step, or `NO_SQUARE`.
    ep: u8,
    /// Whether `ep` is in the hash: only when the en passant capture is legal (see `hash_ep`).
    ep_hashed: bool,
    halfmove: u32,
    fullmove: u32,
    hash: u64,
}

impl GiantKing {
    fn empty() -> GiantKing {
        GiantKing {
            kinds: [0; KINDS],
            seats: [0; 2],
            mailbox: [0; SQUARES],
            king: [0; 2],
            captured: [[0; 8]; 2],
            side: 0,
            ep: NO_SQUARE,
            ep_hashed: false,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
        }
    }

    #[inline(always)]
    fn occupied(&self) -> Bitboard {
        self.seats[0] | self.seats[1]
    }

    /// The kind and seat on a square, if any.
    #[inline(always)]
    fn at(&self, sq: usize) -> Option<(usize, Kind)> {
        match self.mailbox[sq] {
            0 => None,
            v => Some((usize::from(v >> 4), usize::from(v & 15) - 1)),
        }
    }

    #[inline(always)]
    fn put(&mut self, sq: usize, seat: usize, kind: Kind) {
        self.kinds[kind] |= bit(sq);
        self.seats[seat] |= bit(sq);
        self.mailbox[sq] = (1 + kind + 16 * seat) as u8;
        self.hash ^= zobrist::piece(seat, kind, sq);
    }

    #[inline(always)]
    fn remove(&mut self, sq: usize, seat: usize, kind: Kind) {
        self.kinds[kind] &= !bit(sq);
        self.seats[seat] &= !bit(sq);
        self.mailbox[sq] = 0;
        self.hash ^= zobrist::piece(seat, kind, sq);
    }

    fn set_captured(&mut self, seat: usize, role: usize, n: u16) {
        self.hash ^= zobrist::captured(seat, role, self.captured[seat][role]) ^ zobrist::captured(seat, role, n);
        self.captured[seat][role] = n;
    }

    fn set_ep(&mut self, ep: u8) {
        if self.ep_hashed {
            self.hash ^= zobrist::ep(usize::from(self.ep));
            self.ep_hashed = false;
        }
        self.ep = ep;
    }

    /// Puts the en passant square into the hash if the side to move can legally take there.
    /// Only then does it count: positions whose legal moves are the same are the same position
    /// for repetition (the FIDE rule, RULES.md §0), though the FEN still writes the square (I-38).
    /// Called once the position is complete (after a move, after reading a FEN).
    fn hash_ep(&mut self) {
        if self.ep == NO_SQUARE || self.ep_hashed {
            return;
        }
        let ep = usize::from(self.ep);
        let taker = usize::from(self.side);
        // A pawn beside the passed-over square first (cheap, rare); then the full legality test.
        if attacks::PAWN_ATTACKS[taker ^ 1][ep] & self.kinds[PAWN] & self.seats[taker] == 0 {
            return;
        }
        struct EnPassant(bool);
        impl movegen::Sink for EnPassant {
            fn one(&mut self, m: Move) {
                self.0 |= m.flag() == Flag::EnPassant;
            }
            fn many(&mut self, _from: usize, _targets: Bitboard) {}
        }
        let mut found = EnPassant(false);
        movegen::generate(self, &mut found);
        if found.0 {
            self.hash ^= zobrist::ep(ep);
            self.ep_hashed = true;
        }
    }

    /// The same position with the other side to move and no en passant square: a "null
    /// move", which no rule allows (a search passes to test a position's strength).
    pub fn pass(&self) -> GiantKing {
        let mut next = self.clone();
        next.set_ep(NO_SQUARE);
        next.side ^= 1;
        next.hash ^= zobrist::SIDE;
        next
    }

    /// How many pieces of a role (promoted or not) a seat has on the board; the Giant-King counts once.
    pub fn count(&self, seat: Seat, role: Role, promoted: bool) -> u32 {
        let k = piece::kind(role, promoted);
        if promoted && !role.promotes() {
            return 0;
        }
        let n = count(self.kinds[k] & self.seats[seat.index() & 1]);
        if k == KING { n / 4 } else { n }
    }

    /// The piece on a square: its seat, role and whether it is promoted. Each of the Giant-King's four
    /// squares reports the king.
    pub fn piece_at(&self, coord: Coord) -> Option<(Seat, Role, bool)> {
        let (seat, kind) = self.at(moves::square(coord)?)?;
        let (role, promoted) = piece::role_of(kind);
        Some((Seat(seat as u8), role, promoted))
    }

    /// The piece on square `sq` numbered as a [`Move`] numbers squares (`a1` 0, `b1` 1, … `j10` 99).
    pub fn piece_on(&self, sq: usize) -> Option<(Seat, Role, bool)> {
        if sq >= bitboard::SQUARES {
            return None;
        }
        let (seat, kind) = self.at(sq)?;
        let (role, promoted) = piece::role_of(kind);
        Some((Seat(seat as u8), role, promoted))
    }

    /// The occupied squares, bit `sq` for square `sq` (numbered as in [`GiantKing::piece_on`]).
    pub fn occupancy(&self) -> u128 {
        self.occupied()
    }

    /// The squares of `seat`'s pieces, its Giant-King aside, that attack square `sq` were only the
    /// squares of `occupied` filled (a piece off `occupied` neither attacks nor blocks): what a
    /// static exchange evaluation needs to play out the captures on one square.
    pub fn attackers_of(&self, sq: usize, seat: Seat, occupied: u128) -> u128 {
        if sq >= bitboard::SQUARES {
            return 0;
        }
        movegen::Attackers::of(self, seat.index() & 1).attacking(sq, occupied)
    }

    /// Whether the side to move is in check: all four of its Giant-King's squares attacked (I-2).
    pub fn in_check(&self) -> bool {
        movegen::Context::new(self).in_check
    }

    /// The squares the seat's pieces other than pawns and the king attack, its own pieces' squares
    /// excluded: a cheap measure of activity for evaluation.
    pub fn mobility(&self, seat: Seat) -> u32 {
        let seat = seat.index() & 1;
        let occ = self.occupied();
        let mut att = 0;
        for kind in (1..KINDS).filter(|&k| k != PAWN) {
            for sq in squares(self.kinds[kind] & self.seats[seat]) {
                att |= movegen::attacks(kind, sq, occ);
            }
        }
        count(att & !self.seats[seat])
    }

    /// How many of the seat's pieces of a role have been captured and may be dropped back (I-4).
    pub fn captured(&self, seat: Seat, role: Role) -> u32 {
        u32::from(self.captured[seat.index() & 1][role.index()])
    }

    /// The Giant-King's lower-left square.
    pub fn king_square(&self, seat: Seat) -> Coord {
        moves::coord(usize::from(self.king[seat.index() & 1]))
    }

    /// The en passant square written in the FEN, if any.
    pub fn ep_square(&self) -> Option<Coord> {
        (self.ep != NO_SQUARE).then(|| moves::coord(usize::from(self.ep)))
    }
}

impl Position for GiantKing {
    type Action = Move;
    const VARIANT: Variant = Variant::GiantKing;

    fn start() -> Self {
        GiantKing::from_fen(START_FEN).expect("the start FEN is valid")
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        fen::parse(fen)
    }

    fn fen(&self) -> String {
        fen::write(self)
    }

    fn to_move(&self) -> Seat {
        Seat(self.side)
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        movegen::generate(self, out);
    }

    fn count_legal(&self, _scratch: &mut Vec<Move>) -> usize {
        let mut n = movegen::Counter(0);
        movegen::generate(self, &mut n);
        n.0
    }

    fn play_unchecked(&mut self, action: Move) {
        self.play(action);
    }

    fn outcome(&self) -> Option<Outcome> {
        let mut n = movegen::Counter(0);
        let ctx = movegen::Context::new(self);
        movegen::generate_with(self, &ctx, &mut n);
        match (n.0, ctx.in_check) {
            (0, true) => Some(Outcome::Win { winner: Seat(self.side ^ 1), reason: crate::WinReason::Checkmate }),
            (0, false) => Some(Outcome::Draw(crate::DrawReason::Stalemate)),
            _ => None,
        }
    }

    fn action_text(&self, action: Move) -> String {
        action.text()
    }

    fn has_square(&self, name: &str) -> bool {
        crate::geometry::parse_coord(name).is_some_and(|c| c.file < 10 && c.rank < 10)
    }

    fn explain_illegal(&self, text: &str) -> Option<String> {
        let from = crate::notation::square_names(text).into_iter().next()?;
        let coord = crate::geometry::parse_coord(&from)?;
        let owner = self.piece_at(coord).map(|(seat, _, _)| seat);
        if let Some(reason) = crate::position::whose_piece(self, &from, Some(owner)) {
            return Some(reason);
        }
        let king = self.king_square(self.to_move());
        let on_king = self.piece_at(coord).is_some_and(|(_, role, _)| role == piece::Role::King);
        if on_king && coord != king {
            return Some(format!("the Giant-King is named by its lower-left square, {king}"));
        }
        self.in_check().then(|| "your Giant-King is in check, and this move does not end it".to_owned())
    }

    fn checked_squares(&self) -> Vec<Coord> {
        if !self.in_check() {
            return Vec::new();
        }
        let c = self.king_square(self.to_move());
        [(0, 0), (1, 0), (0, 1), (1, 1)].iter().map(|&(f, r)| Coord::new(c.file + f, c.rank + r)).collect()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn halfmove_clock(&self) -> Option<u32> {
        Some(self.halfmove)
    }

    fn is_capture(&self, action: Move) -> bool {
        let them = self.seats[usize::from(self.side ^ 1)];
        match action.flag() {
            Flag::EnPassant => true,
            Flag::King => {
                let (from, to) = (action.from(), action.to());
                attacks::BLOCK[to] & !attacks::BLOCK[from] & them != 0
            }
            _ => them & bit(action.to()) != 0,
        }
    }
}
