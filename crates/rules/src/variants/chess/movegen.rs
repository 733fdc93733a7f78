//! Legal move generation without make-and-test: checks and pins are worked out once per
//! position, then every piece's destinations are masked by them.
//!
//! Moves are handed out per piece as a set of destinations (`emit(from, destinations, promotes)`),
//! the way cozy-chess does: listing expands the sets, counting only needs their sizes.

use super::Chess;
use super::attacks::{Tables, tables};
use super::bitboard::{Squares, bit, first, rank_mask, several};
use super::square::{NO_SQUARE, Square};
use crate::fide::Role;

const PAWN: usize = Role::Pawn as usize;
const KNIGHT: usize = Role::Knight as usize;
const BISHOP: usize = Role::Bishop as usize;
const ROOK: usize = Role::Rook as usize;
const QUEEN: usize = Role::Queen as usize;
const KING: usize = Role::King as usize;

impl Chess {
    /// The pieces of `by` that attack `sq`, were the board occupied by `occupied`.
    #[inline(always)]
    pub(super) fn attackers(&self, t: &Tables, sq: Square, occupied: u64, by: usize) -> u64 {
        let r = &self.roles;
        let i = sq as usize;
        let leapers = (t.knight[i] & r[KNIGHT]) | (t.king[i] & r[KING]) | (t.pawn[by ^ 1][i] & r[PAWN]);
        let diagonal = t.bishop(sq, occupied) & (r[BISHOP] | r[QUEEN]);
        let straight = t.rook(sq, occupied) & (r[ROOK] | r[QUEEN]);
        (leapers | diagonal | straight) & self.seats[by]
    }

    /// The king of the side to move.
    #[inline(always)]
    pub(super) fn our_king(&self) -> Square {
        first(self.roles[KING] & self.seats[self.side as usize])
    }

    /// The enemy pieces giving check.
    pub(super) fn checkers(&self) -> u64 {
        let us = self.side as usize;
        self.attackers(tables(), self.our_king(), self.seats[0] | self.seats[1], us ^ 1)
    }

    /// Our pieces that stand alone between our king and an enemy slider aimed at it.
    #[inline(always)]
    fn pinned(&self, t: &Tables, king: Square, occupied: u64) -> u64 {
        let us = self.side as usize;
        let (own, their) = (self.seats[us], self.seats[us ^ 1]);
        let r = &self.roles;
        let snipers =
            ((t.rook(king, their) & (r[ROOK] | r[QUEEN])) | (t.bishop(king, their) & (r[BISHOP] | r[QUEEN]))) & their;
        let mut pinned = 0;
        for s in Squares(snipers) {
            let between = t.between[king as usize][s as usize] & occupied;
            if !several(between) {
                pinned |= between & own;
            }
        }
        pinned
    }

    /// Hands every legal move to `emit(from, destinations, promotes)`; a promoting pawn's
    /// destinations each stand for four moves.
    #[inline(always)]
    pub(super) fn generate(&self, mut emit: impl FnMut(Square, u64, bool)) {
        let t = tables();
        let us = self.side as usize;
        let them = us ^ 1;
        let (own, their) = (self.seats[us], self.seats[them]);
        let occupied = own | their;
        let r = &self.roles;
        let king = self.our_king();
        let ki = king as usize;
        let checkers = self.attackers(t, king, occupied, them);

        // The king may go wherever no enemy attacks once it has left its square.
        let without_king = occupied ^ bit(king);
        let mut king_moves = 0;
        for to in Squares(t.king[ki] & !own) {
            if self.attackers(t, to, without_king, them) == 0 {
                king_moves |= bit(to);
            }
        }
        if king_moves != 0 {
            emit(king, king_moves, false);
        }
        if several(checkers) {
            return;
        }

        // Out of check, a piece may go anywhere not ours; in check, only capture the checker or block.
        let target = if checkers == 0 { !own } else { t.between[ki][first(checkers) as usize] | checkers };
        let pinned = self.pinned(t, king, occupied);
        let pin_line = |from: Square| if pinned & bit(from) != 0 { t.line[ki][from as usize] } else { !0 };

        // A pinned knight can never stay on its line.
        for from in Squares(r[KNIGHT] & own & !pinned) {
            let to = t.knight[from as usize] & target;
            if to != 0 {
                emit(from, to, false);
            }
        }
        for from in Squares((r[BISHOP] | r[QUEEN]) & own) {
            let to = t.bishop(from, occupied) & target & pin_line(from);
            if to != 0 {
                emit(from, to, false);
            }
        }
        for from in Squares((r[ROOK] | r[QUEEN]) & own) {
            let to = t.rook(from, occupied) & target & pin_line(from);
            if to != 0 {
                emit(from, to, false);
            }
        }

        let pawns = r[PAWN] & own;
        let (start_rank, last_rank) = if us == 0 { (rank_mask(1), rank_mask(6)) } else { (rank_mask(6), rank_mask(1)) };
        for from in Squares(pawns) {
            // Pawns never stand on the first or last rank, so the step stays on the board.
            let step = if us == 0 { from + 8 } else { from - 8 };
            let mut to = t.pawn[us][from as usize] & their;
            if occupied & bit(step) == 0 {
                to |= bit(step);
                if bit(from) & start_rank != 0 {
                    let double = if us == 0 { step + 8 } else { step - 8 };
                    to |= bit(double) & !occupied;
                }
            }
            to &= target & pin_line(from);
            if to != 0 {
                emit(from, to, bit(from) & last_rank != 0);
            }
        }

        // En passant: rare, so tested by removing both pawns and looking at the king directly,
        // which also covers the two pawns leaving a rank together.
        if self.ep != NO_SQUARE {
            let ep = self.ep;
            let victim = if us == 0 { ep - 8 } else { ep + 8 };
            for from in Squares(t.pawn[them][ep as usize] & pawns) {
                let after = (occupied ^ bit(from) ^ bit(victim)) | bit(ep);
                let theirs = their & !bit(victim);
                let attacks = (t.rook(king, after) & (r[ROOK] | r[QUEEN]))
                    | (t.bishop(king, after) & (r[BISHOP] | r[QUEEN]))
                    | (t.knight[ki] & r[KNIGHT])
                    | (t.pawn[us][ki] & r[PAWN]);
                if attacks & theirs == 0 {
                    emit(from, bit(ep), false);
                }
            }
        }

        // Castling: rights are kept only while king and rook stand on their home squares.
        if checkers == 0 {
            let rights = self.castling >> (2 * us);
            let base = if us == 0 { 0 } else { 56 };
            let safe = |sq: Square| self.attackers(t, sq, occupied, them) == 0;
            if rights & 1 != 0 && occupied & (0b11 << (base + 5)) == 0 && safe(base + 5) && safe(base + 6) {
                emit(king, bit(base + 6), false);
            }
            if rights & 2 != 0 && occupied & (0b111 << (base + 1)) == 0 && safe(base + 3) && safe(base + 2) {
                emit(king, bit(base + 2), false);
            }
        }
    }
}
