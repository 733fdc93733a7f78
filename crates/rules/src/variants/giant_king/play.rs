//! Making a move: copy-make on the bitboards, the mailbox, the bracket field and the hash together.

use super::attacks::BLOCK;
use super::bitboard::{WIDTH, bit, rank_of, squares};
use super::moves::{Flag, Move};
use super::piece::{KING, Kind, PAWN, promote, role_of};
use super::{GiantKing, NO_SQUARE, zobrist};

impl GiantKing {
    /// Takes the enemy piece on `sq` into the bracket field, unpromoted; captured pawns are not listed.
    #[inline]
    fn capture(&mut self, sq: usize, seat: usize, kind: Kind) {
        self.remove(sq, seat, kind);
        if kind != PAWN {
            let role = role_of(kind).0.index();
            self.set_captured(seat, role, self.captured[seat][role].saturating_add(1));
        }
    }

    /// Plays a move the generator listed.
    pub(super) fn play(&mut self, m: Move) {
        let us = usize::from(self.side);
        let them = us ^ 1;
        let (from, to) = (m.from(), m.to());
        self.set_ep(NO_SQUARE);
        if m.flag() == Flag::King {
            let (old, new) = (BLOCK[from], BLOCK[to]);
            for sq in squares(old) {
                self.remove(sq, us, KING);
            }
            let taken = new & !old & self.seats[them];
            for sq in squares(taken) {
                let (_, kind) = self.at(sq).expect("a piece to take");
                self.capture(sq, them, kind);
            }
            for sq in squares(new) {
                self.put(sq, us, KING);
            }
            self.king[us] = to as u8;
            self.halfmove = if taken != 0 { 0 } else { self.halfmove.saturating_add(1) };
        } else {
            let Some((_, kind)) = self.at(from) else { return };
            let took = self.at(to);
            if let Some((seat, victim)) = took {
                self.capture(to, seat, victim);
            }
            self.remove(from, us, kind);
            self.put(to, us, kind);
            match m.flag() {
                Flag::DoubleStep => self.set_ep(((from + to) / 2) as u8),
                Flag::EnPassant => {
                    let victim = if us == 0 { to - WIDTH } else { to + WIDTH };
                    self.capture(victim, them, PAWN);
                }
                Flag::Promote => {
                    let sq = m.aux();
                    if let Some((_, k)) = self.at(sq) {
                        self.remove(sq, us, k);
                        self.put(sq, us, promote(k));
                    }
                }
                Flag::Drop => {
                    let role = m.role().index();
                    self.put(m.aux(), us, role);
                    self.set_captured(us, role, self.captured[us][role].saturating_sub(1));
                }
                Flag::Normal | Flag::King => {}
            }
            // I-36: on the 10th rank the right is used while the pawn stands there, then it goes.
            let tenth = if us == 0 { WIDTH - 1 } else { 0 };
            if kind == PAWN && rank_of(to) == tenth {
                self.remove(to, us, PAWN);
            }
            let reset = kind == PAWN || took.is_some();
            self.halfmove = if reset { 0 } else { self.halfmove.saturating_add(1) };
        }
        if us == 1 {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side ^= 1;
        self.hash ^= zobrist::SIDE;
        self.hash_ep();
        debug_assert_eq!(self.seats[0] & self.seats[1], 0);
        debug_assert!(self.kinds[KING] & bit(usize::from(self.king[0])) != 0);
    }
}
