//! Playing an action: the move or shot or respawn, every captured piece going home (with
//! the King's cascade), the options that act during play, and handing over the turn.

use super::action::Action;
use super::board::{HOMES, SUMMIT, Square, on_middle_level};
use super::piece::{Cell, EMPTY, Kind, gained_of, is_piece, kind_of, mutated, piece, plain, seat_of};
use super::{Mountain, Variations};

impl Mountain {
    pub(super) fn play(&mut self, action: Action) {
        let mover = self.side as usize;
        match action {
            Action::Move { from, to } => {
                let c = self.cell(from);
                let captured = self.cell(to);
                self.set(from, EMPTY);
                self.set(to, c);
                if to == SUMMIT {
                    self.held = 0;
                }
                if is_piece(captured) {
                    self.mutate(to, captured);
                    // The mover is placed first, then the captured piece goes home (I-18).
                    self.send_home(captured, to);
                }
            }
            Action::Shot { from, to } => {
                // The Archer stays; its target is removed, then goes home (I-12, I-18).
                let captured = self.cell(to);
                self.set(to, EMPTY);
                self.mutate(from, captured);
                self.send_home(captured, to);
            }
            Action::Respawn { kind, to } => {
                let n = self.reserves[mover][kind.index()];
                self.set_reserve(mover, kind, n.saturating_sub(1));
                let captured = self.cell(to);
                self.set(to, piece(mover, kind));
                if is_piece(captured) {
                    self.send_home(captured, to);
                }
            }
            Action::Crown { gained } => {
                self.crown(mover, gained);
                return;
            }
        }
        if self.summit_king().is_none() {
            self.held = 0;
        }
        // Mutant Monarch: only a player with something in reserve has a choice to make.
        for seat in 0..4 {
            if self.pending & 1 << seat != 0 && self.reserves[seat].iter().all(|&n| n == 0) {
                self.pending &= !(1 << seat);
            }
        }
        self.pass_turn(mover);
    }

    /// Mutant Armies: the capturing piece gains the captured piece's movement, once, and
    /// not from a piece of its own kind.
    fn mutate(&mut self, at: Square, captured: Cell) {
        let c = self.cell(at);
        if self.variations.mutants && is_piece(c) && gained_of(c).is_none() && kind_of(c) != kind_of(captured) {
            self.set(at, mutated(c, kind_of(captured)));
        }
    }

    /// A captured piece goes back to its owner (RULES.md §3, Respawn): a King respawns at
    /// once by the level it was captured on, capturing whatever stands there (I-19); any
    /// other piece goes to its corner if that is empty, else to the reserve, or leaves the
    /// game under Dropping Like Flies.
    ///
    /// A respawning King can capture another seat's King, which respawns in turn: a chain,
    /// but a short one, since each seat has one King (the FEN reader insists) and a King
    /// already home stands on its own point, never on another seat's. The loop is bounded
    /// by the number of seats all the same, so no position can make it run for ever.
    fn send_home(&mut self, captured: Cell, at: Square) {
        let (mut captured, mut at) = (captured, at);
        for _ in 0..=HOMES.len() {
            let seat = seat_of(captured);
            let home = &HOMES[seat];
            if kind_of(captured) != Kind::King {
                self.return_piece(captured);
                return;
            }
            let point = if on_middle_level(at) { home.middle } else { home.corner };
            let occupant = self.cell(point);
            // The King keeps what it gained (Mutant Monarch's "for the rest of the game").
            self.set(point, captured);
            if self.variations.monarch && self.monarch_used & 1 << seat == 0 {
                self.monarch_used |= 1 << seat;
                if gained_of(captured).is_none() {
                    self.pending |= 1 << seat;
                }
            }
            if !is_piece(occupant) {
                return;
            }
            (captured, at) = (occupant, point);
        }
        debug_assert!(false, "a chain of King respawns longer than the number of seats");
    }

    /// A captured piece other than a King goes to its corner if that is empty, else to the
    /// reserve, or leaves the game under Dropping Like Flies.
    fn return_piece(&mut self, captured: Cell) {
        if self.variations.flies {
            return;
        }
        let seat = seat_of(captured);
        let corner = HOMES[seat].corner;
        let returned = plain(captured);
        if self.cell(corner) == EMPTY {
            self.set(corner, returned);
        } else {
            let kind = kind_of(returned);
            let n = self.reserves[seat][kind.index()];
            self.set_reserve(seat, kind, n.saturating_add(1));
        }
    }

    /// Hands the turn on after `mover`'s action (I-20): Mutant Monarch choices first, then
    /// the next seat in turn order that has a legal action (the mover again if nobody else
    /// can act). But Can You Keep It counts each time the turn reaches the holder of j10.
    pub(super) fn pass_turn(&mut self, mover: usize) {
        if self.variations.keep == 0 && self.summit_king().is_some() {
            // The game is won; the side field is simply the next seat (I-23).
            self.side = self.next_seat(mover) as u8;
            return;
        }
        if self.pending != 0 {
            self.resume = mover as u8;
            self.side = self.next_pending(mover) as u8;
            return;
        }
        let mut seat = mover;
        for _ in 0..self.active() {
            seat = self.next_seat(seat);
            if self.variations.keep > 0 && self.summit_king() == Some(seat) {
                self.held = self.held.saturating_add(1);
                if self.held >= self.variations.keep {
                    self.side = seat as u8;
                    return;
                }
            }
            if self.has_action(seat) {
                self.side = seat as u8;
                return;
            }
        }
        // Nobody can act: the position is a draw (see `outcome`).
        self.side = self.next_seat(mover) as u8;
    }

    /// A player resigns and drops out (docs/mountain.md, Resignation): its pieces leave the
    /// board, its reserve is emptied, its pending choices and Mutant Monarch state go, and
    /// the turn order skips it from now on. When only one player is left, it has won.
    pub(super) fn withdraw_seat(&mut self, seat: usize) -> bool {
        if self.finished() || !self.seats().contains(&(seat as u8)) || self.out & 1 << seat != 0 {
            return false;
        }
        for sq in super::board::all_squares() {
            let c = self.cell(sq);
            if is_piece(c) && seat_of(c) == seat {
                self.set(sq, EMPTY);
            }
        }
        for kind in Kind::ALL {
            self.set_reserve(seat, kind, 0);
        }
        self.out |= 1 << seat;
        self.monarch_used &= !(1 << seat);
        let was_pending = self.pending;
        self.pending &= !(1 << seat);
        if self.summit_king().is_none() {
            self.held = 0;
        }
        if self.active() <= 1 {
            // The last player left wins by resignation (see `outcome`); it is the side field.
            self.side = self.next_seat(seat) as u8;
            self.pending = 0;
            return true;
        }
        if was_pending != 0 {
            // Mutant Monarch choices were being made: the next one in turn order, else play
            // resumes after the seat whose action led to them.
            if self.pending == 0 {
                self.pass_turn(self.resume as usize);
            } else if self.side as usize == seat {
                self.side = self.next_pending(self.resume as usize) as u8;
            }
        } else if self.side as usize == seat || !self.has_action(self.side as usize) {
            // The turn passes on as after an action (I-20).
            self.pass_turn(self.side as usize);
        }
        true
    }

    /// The first seat after `mover` in turn order (the mover last) with a choice pending.
    pub(super) fn next_pending(&self, mover: usize) -> usize {
        let mut seat = mover;
        for _ in 0..self.active() {
            seat = self.next_seat(seat);
            if self.pending & 1 << seat != 0 {
                return seat;
            }
        }
        mover
    }

    /// The Mutant Monarch choices: each kind in the reserve, or none.
    pub(super) fn crown_choices(&self, mut emit: impl FnMut(Action)) {
        let seat = self.side as usize;
        for kind in Kind::ALL {
            if self.reserves[seat][kind.index()] > 0 {
                emit(Action::Crown { gained: Some(kind) });
            }
        }
        emit(Action::Crown { gained: None });
    }

    fn crown(&mut self, seat: usize, gained: Option<Kind>) {
        if let Some(kind) = gained {
            let n = self.reserves[seat][kind.index()];
            self.set_reserve(seat, kind, n.saturating_sub(1));
            for sq in super::board::all_squares() {
                let c = self.cell(sq);
                if is_piece(c) && seat_of(c) == seat && kind_of(c) == Kind::King && gained_of(c).is_none() {
                    self.set(sq, mutated(c, kind));
                }
            }
        }
        self.pending &= !(1 << seat);
        let resume = self.resume as usize;
        if self.pending != 0 {
            self.side = self.next_pending(resume) as u8;
        } else {
            self.pass_turn(resume);
        }
    }

    /// The seat that has won, if any: the King on j10 (I-23), once it has held it for the
    /// agreed number of turns under But Can You Keep It.
    pub(super) fn winner(&self) -> Option<usize> {
        let holder = self.summit_king()?;
        let Variations { keep, .. } = self.variations;
        (keep == 0 || self.held >= keep).then_some(holder)
    }

    /// Won on j10, or won by resignation: every other player dropped out.
    pub(super) fn finished(&self) -> bool {
        self.winner().is_some() || self.active() <= 1
    }
}
