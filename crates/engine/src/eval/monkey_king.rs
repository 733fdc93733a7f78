//! Monkey King Chess: material on the board, in hand and in Fists tokens; the Pilgrim's march
//! towards rank 8, from where Red wins by leaving; Blue's disks closing in on the Pilgrim; and
//! mobility (a disk frozen by the Bodhisattva has none). Drops, flips, flights and bonus moves
//! are all just actions to the search.

use menagerie_rules::variants::monkey_king::{Action, MonkeyKing, Role};
use menagerie_rules::{Position, Seat};

use super::Evaluate;

const RED: Seat = Seat::FIRST;
const BLUE: Seat = Seat::SECOND;

/// Values in centipawns, rough guesses from each face's reach.
const fn value(seat: Seat, role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Serpent => 200,
        Role::Knight => 300,
        Role::Monkey => 300,
        Role::General => 280,
        Role::Lancer | Role::Hero => 250,
        // The Bodhisattva cannot capture but freezes; Erh-Lang is a flying Rook.
        Role::Celestial => 450,
        Role::Mountain => 60,
        // The Pilgrim is beyond price (its loss is the game); the Goblin King gives flip power.
        Role::King if seat.0 == 0 => 0,
        Role::King => 350,
    }
}

/// A disk in hand is worth a little less than on the board: it still has to come in.
const HAND_SHARE: i32 = 9;
/// Each Fists token: an extra Monkey King move.
const TOKEN: i32 = 150;
/// The Pilgrim on the board gives Red its flip power and is the way to win.
const PILGRIM_ON_BOARD: i32 = 100;

impl Evaluate for MonkeyKing {
    const LATE_MOVE_PRUNING: bool = true;

    fn evaluate(&self) -> i32 {
        let mut score = [0i32; 2];
        let pilgrim = self.pilgrim_square();
        for (coord, seat, role) in self.disks() {
            score[seat.index()] += value(seat, role);
            // Blue's disks on the Earth board near the Pilgrim hem it in.
            if let (BLUE, Some(p)) = (seat, pilgrim)
                && coord.file < 5
                && role != Role::Mountain
            {
                let distance = coord.file.abs_diff(p.file).max(coord.rank.abs_diff(p.rank));
                score[BLUE.index()] += 6 * (7 - i32::from(distance.min(7)));
            }
        }
        let mut mobility = [0; 2];
        let mut in_hand = [0; 2];
        for seat in [RED, BLUE] {
            for role in Role::FRONTS {
                let n = i32::from(self.in_hand(seat, role));
                in_hand[seat.index()] += n;
                score[seat.index()] += n * value(seat, role) * HAND_SHARE / 10;
            }
            mobility[seat.index()] = self.mobility(seat) as i32;
            score[seat.index()] += 4 * mobility[seat.index()];
        }
        score[RED.index()] += TOKEN * i32::from(self.tokens());
        // Red wins by the exit, and must hurry once Blue is nearly out of disks: the stalemate
        // rule forbids leaving Blue without a move, so a Blue reduced to a few stuck disks can
        // leave Red no legal action at all (a draw).
        let blue_short = score[BLUE.index()] < 700;
        if let Some(p) = pilgrim {
            let rank = i32::from(p.rank.min(7));
            score[RED.index()] += PILGRIM_ON_BOARD + if blue_short { 60 } else { 18 } * rank * rank;
            if self.in_check() {
                score[RED.index()] -= 60;
            }
        }
        let us = self.to_move();
        let mut balance = score[us.index()] - score[us.other().index()];
        if in_hand[BLUE.index()] == 0 && mobility[BLUE.index()] <= 2 {
            // Blue has (almost) no move: close to a stalemate draw, whatever the material says.
            balance /= 4;
        }
        balance
    }

    /// Red is in check when its Pilgrim stands attacked on its own turn.
    fn in_check(&self) -> bool {
        self.to_move() == RED && MonkeyKing::in_check(self)
    }

    fn order_hint(&self, action: Action) -> i32 {
        match action {
            Action::Exit { .. } => 100_000,
            _ => self.captured(action).map_or(0, |role| 1 + value(self.to_move().other(), role)),
        }
    }
}
