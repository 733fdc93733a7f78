//! Legal actions and attacks.
//!
//! Every piece's move is a union of components ([`super::piece::Powers`]); a piece that
//! gained a second kind's movement (Mutant Monarch, Mutant Armies) simply has more of them.
//! The King's rule is the only legality test beyond the piece's own move: a King may not
//! move onto a square any opponent attacks, judged with the King already moved (I-16).

use super::Mountain;
use super::action::Action;
use super::board::{DIAG, KNIGHT, LEAPS_12, LEAPS_22, ORTH, STEPS, Square, all_squares, offset};
use super::piece::{
    ARCHER, CANNON, Cell, EMPTY, GIANT, HERO, KANGAROO, KING_STEP, Kind, LAME_KNIGHT, OFF, Powers, SLIDE_DIAG,
    SLIDE_ORTH, WALL, gained_of, is_piece, kind_of, powers_of, seat_of,
};

impl Mountain {
    #[inline(always)]
    pub(super) fn cell(&self, sq: Square) -> Cell {
        self.board[sq as usize]
    }

    /// Whether `c` holds a piece of a seat other than `seat`.
    #[inline(always)]
    fn is_enemy(c: Cell, seat: usize) -> bool {
        is_piece(c) && seat_of(c) != seat
    }

    /// Calls `emit` with each legal action of `seat` (its pieces' moves, then its respawns),
    /// stopping as soon as `emit` returns false; returns false if it was stopped.
    pub(super) fn generate(&self, seat: usize, emit: &mut impl FnMut(Action) -> bool) -> bool {
        for from in all_squares() {
            let c = self.cell(from);
            if is_piece(c) && seat_of(c) == seat && !self.piece_actions(from, c, emit) {
                return false;
            }
        }
        self.respawns(seat, emit)
    }

    /// The actions of the piece `c` on `from`. A mutated piece's components may reach one
    /// square twice (a Hero that gained a Rook's move captures beside it both ways): those
    /// are one action, listed once.
    fn piece_actions(&self, from: Square, c: Cell, emit: &mut impl FnMut(Action) -> bool) -> bool {
        if gained_of(c).is_none() {
            return self.components(from, c, powers_of(c), emit);
        }
        let mut list: Vec<Action> = Vec::with_capacity(64);
        self.components(from, c, powers_of(c), &mut |a| {
            if !list.contains(&a) {
                list.push(a);
            }
            true
        });
        list.into_iter().all(emit)
    }

    /// Whether the piece on `from` could capture on `to` by moving there.
    pub(super) fn has_moving_capture(&self, from: Square, to: Square) -> bool {
        let c = self.cell(from);
        let mut found = false;
        self.components(from, c, powers_of(c), &mut |a| {
            found |= a == Action::Move { from, to };
            !found
        });
        found
    }

    fn components(&self, from: Square, c: Cell, powers: Powers, emit: &mut impl FnMut(Action) -> bool) -> bool {
        let seat = seat_of(c);
        if kind_of(c) == Kind::King {
            // The King's rule filters every move of a King, whatever movement it gained.
            let mut king_emit = |a: Action| match a {
                Action::Move { to, .. } if self.attacked(to, seat, from) => true,
                _ => emit(a),
            };
            self.moves_of(from, seat, powers, &mut king_emit)
        } else {
            self.moves_of(from, seat, powers, emit)
        }
    }

    fn moves_of(&self, from: Square, seat: usize, powers: Powers, emit: &mut impl FnMut(Action) -> bool) -> bool {
        let mv = |to| Action::Move { from, to };
        // Onto an empty square, or capturing an enemy piece.
        let open = |to: Square| {
            let t = self.cell(to);
            t == EMPTY || Self::is_enemy(t, seat)
        };
        if powers & KING_STEP != 0 {
            for d in STEPS {
                let to = offset(from, d);
                if open(to) && !emit(mv(to)) {
                    return false;
                }
            }
        }
        for (bit, dirs) in [(SLIDE_ORTH, &ORTH), (SLIDE_DIAG, &DIAG)] {
            if powers & bit == 0 {
                continue;
            }
            for &d in dirs {
                let mut to = offset(from, d);
                loop {
                    let t = self.cell(to);
                    if t == EMPTY {
                        if !emit(mv(to)) {
                            return false;
                        }
                        to = offset(to, d);
                        continue;
                    }
                    if Self::is_enemy(t, seat) && !emit(mv(to)) {
                        return false;
                    }
                    break;
                }
            }
        }
        if powers & LAME_KNIGHT != 0 {
            for (leg, d) in KNIGHT {
                let to = offset(from, d);
                if self.cell(offset(from, leg)) == EMPTY && open(to) && !emit(mv(to)) {
                    return false;
                }
            }
        }
        if powers & KANGAROO != 0 {
            for d in LEAPS_12.into_iter().chain(LEAPS_22) {
                let to = offset(from, d);
                if open(to) && !emit(mv(to)) {
                    return false;
                }
            }
        }
        if powers & CANNON != 0 {
            for d in ORTH {
                let mut to = offset(from, d);
                while self.cell(to) == EMPTY {
                    if !emit(mv(to)) {
                        return false;
                    }
                    to = offset(to, d);
                }
                // The capture line ignores walls, before and after the screen (I-22).
                if let Some(screen) = self.next_piece(from, d)
                    && let Some(target) = self.next_piece(screen, d)
                    && Self::is_enemy(self.cell(target), seat)
                    && !emit(mv(target))
                {
                    return false;
                }
            }
        }
        if powers & ARCHER != 0 {
            for d in ORTH {
                // The two-square move slides: the middle square must be empty (I-12).
                let one = offset(from, d);
                if self.cell(one) == EMPTY {
                    if !emit(mv(one)) {
                        return false;
                    }
                    let two = offset(one, d);
                    if self.cell(two) == EMPTY && !emit(mv(two)) {
                        return false;
                    }
                }
            }
            for d in LEAPS_22 {
                let to = offset(from, d);
                if Self::is_enemy(self.cell(to), seat) && !emit(Action::Shot { from, to }) {
                    return false;
                }
            }
        }
        if powers & GIANT != 0 {
            for d in ORTH {
                let to = offset(from, d);
                if self.cell(to) == EMPTY && !emit(mv(to)) {
                    return false;
                }
            }
            for d in DIAG.into_iter().chain(LEAPS_22) {
                let to = offset(from, d);
                if Self::is_enemy(self.cell(to), seat) && !emit(mv(to)) {
                    return false;
                }
            }
        }
        if powers & HERO != 0 {
            for d in DIAG {
                let to = offset(from, d);
                if self.cell(to) == EMPTY && !emit(mv(to)) {
                    return false;
                }
            }
            for d in ORTH {
                let to = offset(from, d);
                if Self::is_enemy(self.cell(to), seat) && !emit(mv(to)) {
                    return false;
                }
            }
        }
        true
    }

    /// The first piece beyond `from` in direction `d`, walls and empty squares skipped.
    fn next_piece(&self, from: Square, d: i16) -> Option<Square> {
        let mut sq = offset(from, d);
        loop {
            match self.cell(sq) {
                EMPTY | WALL => sq = offset(sq, d),
                OFF => return None,
                _ => return Some(sq),
            }
        }
    }

    /// The respawn actions of `seat`: one per kind in its reserve, onto the first respawn
    /// point that is empty or holds an enemy piece (I-21).
    fn respawns(&self, seat: usize, emit: &mut impl FnMut(Action) -> bool) -> bool {
        if self.reserves[seat].iter().all(|&n| n == 0) {
            return true;
        }
        let Some(to) = self.respawn_point(seat) else { return true };
        for kind in Kind::ALL {
            if self.reserves[seat][kind.index()] > 0 && !emit(Action::Respawn { kind, to }) {
                return false;
            }
        }
        true
    }

    /// Where `seat` would respawn a reserve piece now, if anywhere.
    pub(super) fn respawn_point(&self, seat: usize) -> Option<Square> {
        let home = &super::board::HOMES[seat];
        [home.corner, home.middle].into_iter().find(|&p| {
            let t = self.cell(p);
            t == EMPTY || Self::is_enemy(t, seat)
        })
    }

    /// Whether any opponent of `seat` attacks `target` (I-16), with the square `vacated`
    /// (the moving King's) taken as empty.
    pub(super) fn attacked(&self, target: Square, seat: usize, vacated: Square) -> bool {
        let cell = |sq: Square| if sq == vacated { EMPTY } else { self.cell(sq) };
        let enemy_with = |c: Cell, powers: Powers| Self::is_enemy(c, seat) && powers_of(c) & powers != 0;
        for (dirs, slide, step) in [(&ORTH, SLIDE_ORTH, KING_STEP | HERO), (&DIAG, SLIDE_DIAG, KING_STEP | GIANT)] {
            for &d in dirs {
                let mut sq = offset(target, d);
                let mut c = cell(sq);
                if enemy_with(c, step | slide) {
                    return true;
                }
                while c == EMPTY {
                    sq = offset(sq, d);
                    c = cell(sq);
                }
                if enemy_with(c, slide) {
                    return true;
                }
            }
        }
        for (leg, d) in KNIGHT {
            // A Knight on `target - d` reaches `target` through its leg `target - d + leg`.
            let from = offset(target, -d);
            if enemy_with(cell(from), LAME_KNIGHT) && cell(offset(from, leg)) == EMPTY {
                return true;
            }
        }
        for d in LEAPS_12 {
            if enemy_with(cell(offset(target, d)), KANGAROO) {
                return true;
            }
        }
        for d in LEAPS_22 {
            if enemy_with(cell(offset(target, d)), KANGAROO | ARCHER | GIANT) {
                return true;
            }
        }
        for d in ORTH {
            // A Cannon captures over exactly one piece, walls skipped (I-22).
            let mut sq = offset(target, d);
            let mut pieces = 0;
            loop {
                let c = cell(sq);
                if c == OFF {
                    break;
                }
                if is_piece(c) {
                    pieces += 1;
                    if pieces == 2 {
                        if enemy_with(c, CANNON) {
                            return true;
                        }
                        break;
                    }
                }
                sq = offset(sq, d);
            }
        }
        false
    }

    /// Whether `seat` has any legal action. Each King move asks whether its square is
    /// attacked, so the other pieces are tried first: one of them nearly always can move.
    pub(super) fn has_action(&self, seat: usize) -> bool {
        // The padded board read straight through: its padding cells are never pieces.
        let mine = |c: Cell| is_piece(c) && seat_of(c) == seat;
        for kings in [false, true] {
            for (from, &c) in self.board.iter().enumerate() {
                if mine(c)
                    && (kind_of(c) == Kind::King) == kings
                    && !self.piece_actions(from as Square, c, &mut |_| false)
                {
                    return true;
                }
            }
        }
        !self.respawns(seat, &mut |_| false)
    }
}
