//! Monkey King Chess: a sum of weighted terms blended by the phase (Blue's force): material on
//! the board and in hand for each side (the armies differ, so each side's faces have their own
//! worth), Fists tokens, the Pilgrim's march towards rank 8, from where Red wins by leaving,
//! Blue's disks closing in on the Pilgrim, and mobility (a disk frozen by the Bodhisattva has
//! none). The weights are tuned (`eval/weights/monkey_king.rs`; docs/engine.md, "Tuning").
//! Drops, flips, flights and bonus moves are all just actions to the search.

use menagerie_rules::variants::monkey_king::{Action, MonkeyKing, Role};
use menagerie_rules::{Position, Seat};

use super::Evaluate;
use super::weights::monkey_king::WEIGHTS;
use crate::tune::{Score, Tally, Tunable};

const RED: Seat = Seat::FIRST;
const BLUE: Seat = Seat::SECOND;

pub const TERMS: usize = 37;
/// The terms, in the order of [`WEIGHTS`].
pub const NAMES: [&str; TERMS] = [
    "red pawn",
    "red monkey",
    "red serpent",
    "red knight",
    "red lancer",
    "red general",
    "red hero",
    "red celestial",
    "red mountain",
    "red king",
    "blue pawn",
    "blue monkey",
    "blue serpent",
    "blue knight",
    "blue lancer",
    "blue general",
    "blue hero",
    "blue celestial",
    "blue mountain",
    "blue king",
    "red pawn in hand",
    "red knight in hand",
    "red hero in hand",
    "red celestial in hand",
    "red king in hand",
    "blue pawn in hand",
    "blue knight in hand",
    "blue hero in hand",
    "blue celestial in hand",
    "blue king in hand",
    "fists token",
    "pilgrim on the board",
    "pilgrim rank²",
    "pilgrim in check",
    "blue near the pilgrim",
    "red mobility",
    "blue mobility",
];
/// A side's disks on the board: term `BOARD + 10 · side + role` (a face the side never has,
/// such as a Red Serpent, is never counted and keeps its starting weight).
const BOARD: usize = 0;
/// A side's disks in hand: term `HAND + 5 · side + front face`.
const HAND: usize = 20;
const TOKEN: usize = 30;
const PILGRIM_ON_BOARD: usize = 31;
const PILGRIM_RANK: usize = 32;
const PILGRIM_IN_CHECK: usize = 33;
const BLUE_NEAR_PILGRIM: usize = 34;
const MOBILITY: usize = 35;
/// Blue's disks at the start, but for the Mountain face (which never moves): the phase runs
/// from this (Blue at full strength) down to 0. Red must hurry once Blue is nearly out of
/// disks: the stalemate rule forbids leaving Blue without a move, so a Blue reduced to a few
/// stuck disks can leave Red no legal action at all (a draw).
const PHASE: i32 = 12;

/// Each term's count for Red less Blue's (Red is the first seat), and the phase.
pub fn terms(position: &MonkeyKing, out: &mut impl Tally) {
    terms_with(position, position.mobility(BLUE), out);
}

/// [`terms`], Blue's mobility given (the search's evaluation needs it again).
fn terms_with(position: &MonkeyKing, blue_mobility: u32, out: &mut impl Tally) {
    let pilgrim = position.pilgrim_square();
    let mut blue_force = 0;
    for (coord, seat, role) in position.disks() {
        let red = seat == RED;
        out.add(BOARD + 10 * seat.index() + role.index(), if red { 1 } else { -1 });
        if !red && role != Role::Mountain {
            blue_force += 1;
            // Blue's disks on the Earth board near the Pilgrim hem it in.
            if let Some(p) = pilgrim
                && coord.file < 5
            {
                let distance = coord.file.abs_diff(p.file).max(coord.rank.abs_diff(p.rank));
                out.add(BLUE_NEAR_PILGRIM, -(7 - i32::from(distance.min(7))));
            }
        }
    }
    for seat in [RED, BLUE] {
        let sign = if seat == RED { 1 } else { -1 };
        for (face, &role) in Role::FRONTS.iter().enumerate() {
            let n = i32::from(position.in_hand(seat, role));
            out.add(HAND + 5 * seat.index() + face, sign * n);
            if seat == BLUE {
                blue_force += n;
            }
        }
        let mobility = if seat == BLUE { blue_mobility } else { position.mobility(seat) };
        out.add(MOBILITY + seat.index(), sign * mobility as i32);
    }
    out.add(TOKEN, i32::from(position.tokens()));
    if let Some(p) = pilgrim {
        let rank = i32::from(p.rank.min(7));
        out.add(PILGRIM_ON_BOARD, 1);
        out.add(PILGRIM_RANK, rank * rank);
        if position.in_check() {
            out.add(PILGRIM_IN_CHECK, 1);
        }
    }
    out.set_phase(blue_force.min(PHASE));
}

impl Tunable for MonkeyKing {
    const PHASE: i32 = PHASE;
    /// The pawns' worth on the board anchors the scale in centipawns.
    const KEPT: &'static [usize] = &[BOARD, BOARD + 10];

    fn names() -> Vec<String> {
        NAMES.iter().map(|n| n.to_string()).collect()
    }

    fn weights() -> &'static [[i32; 2]] {
        &WEIGHTS
    }

    fn terms(&self, out: &mut impl Tally) {
        terms(self, out);
    }
}

impl Evaluate for MonkeyKing {
    const LINEAR_HISTORY: bool = true;
    const LATE_MOVE_PRUNING: bool = true;

    fn evaluate(&self) -> i32 {
        let blue_mobility = self.mobility(BLUE);
        let mut score = Score::new(&WEIGHTS);
        terms_with(self, blue_mobility, &mut score);
        let red = score.value(PHASE);
        let mut balance = if self.to_move() == RED { red } else { -red };
        let blue_in_hand: u8 = Role::FRONTS.iter().map(|&role| self.in_hand(BLUE, role)).sum();
        if blue_in_hand == 0 && blue_mobility <= 2 {
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
            _ => self.captured(action).map_or(0, |role| {
                let seat = self.to_move().other();
                1 + WEIGHTS[BOARD + 10 * seat.index() + role.index()][0]
            }),
        }
    }
}
