//! Monster Bluff Chess: material (every king is worth a piece; the True King's capture ends the game,
//! which the search sees), pawns close to promotion and the chips. Material and progress are
//! weighted terms blended by the phase (`eval/weights/monster_bluff.rs`: the hand-set values,
//! which fits to self-play did not better; docs/engine.md, "Tuning"); the chips in the banks
//! count at half their value.
//!
//! The engine searches its own view as it is: its own True King known (losing it loses the
//! game), the enemy's `?`, so every enemy king is a prince to take until one is left, which
//! the rules then know to be the True King (I-28). Matches chose this over searching complete
//! positions that each guess the enemy True King (determinization; docs/engine.md).

use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::monster_bluff::{Action, Chip, MonsterBluff, Role};
use menagerie_rules::{Position, Seat};

use super::Evaluate;
use super::weights::monster_bluff::WEIGHTS;
use crate::tune::{Score, Tally, Tunable};

pub const TERMS: usize = 13;
const NAMES: [&str; TERMS] = [
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "king",
    "pawn 0 ranks on",
    "pawn 1 rank on",
    "pawn 2 ranks on",
    "pawn 3 ranks on",
    "pawn 4 ranks on",
    "pawn 5 ranks on",
    "pawn 6 ranks on",
];
/// A side's pieces: term `MATERIAL + role`.
const MATERIAL: usize = 0;
/// A side's pawns `a` ranks from their start rank: term `PROGRESS + a`.
const PROGRESS: usize = 6;
/// Both sides' pieces but pawns and kings at the start, a minor piece 1, a rook 2, a queen 4
/// (ten armies a side): the phase runs from this down to 0.
const PHASE: i32 = 240;

/// A piece's middlegame worth by the weights (every king a prince: taking one may be taking the
/// True King, and it narrows the search for it), for the move order.
const fn value(role: Role) -> i32 {
    WEIGHTS[MATERIAL + role.index()][0]
}

/// How far a pawn has come from where it started, in ranks (0 to 6).
fn advance(seat: Seat, coord: Coord) -> i32 {
    let local = i32::from(coord.rank % 8);
    let up = (seat == Seat::FIRST) != (coord.rank / 8 == 1);
    if up { local - 1 } else { 6 - local }
}

/// Chips count up to this value (a bank or a stack may hold any number in a FEN): beyond
/// any real game's (1000 chips of each kind a side at most), and low enough that the
/// evaluation stays far from the mate scores.
const CHIP_VALUE_CAP: u64 = 200_000;

fn chip_value(chips: u64) -> i32 {
    chips.min(CHIP_VALUE_CAP) as i32
}

/// Each term's count for the first seat less the second's, and the phase; read off the tallies
/// the position keeps move by move (pieces by role, pawns by progress), so no node walks the
/// pieces.
fn terms(position: &MonsterBluff, out: &mut impl Tally) {
    let mut phase = 0;
    for (seat, sign) in [(Seat::FIRST, 1), (Seat::SECOND, -1)] {
        let roles = position.role_counts(seat);
        for role in Role::ALL {
            let n = i32::from(roles[role.index()]);
            out.add(MATERIAL + role.index(), sign * n);
            phase += n * match role {
                Role::Knight | Role::Bishop => 1,
                Role::Rook => 2,
                Role::Queen => 4,
                Role::Pawn | Role::King => 0,
            };
        }
        for (a, &n) in position.pawn_progress(seat).iter().enumerate() {
            out.add(PROGRESS + a, sign * i32::from(n));
        }
    }
    out.set_phase(phase.min(PHASE));
}

impl Tunable for MonsterBluff {
    const PHASE: i32 = PHASE;
    /// The pawn's worth anchors the scale in centipawns.
    const KEPT: &'static [usize] = &[MATERIAL + Role::Pawn.index()];

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

/// The most a term's weight can add, middlegame or endgame.
const fn most(term: usize) -> i32 {
    let [middle, end] = WEIGHTS[term];
    if middle > end { middle } else { end }
}

/// A capture shifts the phase, and with it the blend of every other term, by at most a
/// queen's share (4 of 240) of the gap between the middlegame and endgame sums: 20 cp bounds
/// that for a gap of 1,200. None where every weight is the same in both (no shift at all).
const PHASE_SHIFT_BOUND: i32 = if blended() { 20 } else { 0 };

/// Whether some term weighs differently in the middlegame and the endgame.
const fn blended() -> bool {
    let mut i = 0;
    while i < TERMS {
        if WEIGHTS[i][0] != WEIGHTS[i][1] {
            return true;
        }
        i += 1;
    }
    false
}

impl Evaluate for MonsterBluff {
    /// There is no check (RULES.md §4): a king is taken like any piece.
    const NEVER_IN_CHECK: bool = true;
    /// A quiet move's hint is a promotion's value at most, less the mover's tenth; a
    /// placement's is negative.
    const QUIET_HINT_MAX: Option<i32> = Some(value(Role::Queen));
    /// The captures are generated apart from the other actions (a few dozen among hundreds).
    const CAPTURES_FIRST: bool = true;

    /// Material, pawns' progress and the chips in the banks. A True King is worth no more
    /// than a prince here: the capture of a known one ends the game, which the search sees
    /// directly. Worth added to the enemy kings as they dwindle (each capture's chance of
    /// being the True King) lost to the search without it (docs/engine.md).
    fn evaluate(&self) -> i32 {
        let mut score = Score::new(&WEIGHTS);
        terms(self, &mut score);
        let first = score.value(PHASE);
        let us = self.to_move();
        let banks = self.banks();
        let chips = chip_value(banks[us.index()]) - chip_value(banks[us.other().index()]);
        (if us == Seat::FIRST { first } else { -first }) + chips / 2
    }

    fn order_hint(&self, action: Action) -> i32 {
        self.capture_and_hint(action).1
    }

    /// What the action takes settles both (`is_capture` is whether it takes anything).
    fn capture_and_hint(&self, action: Action) -> (bool, i32) {
        match action {
            Action::Place { .. } => (false, -1_000),
            Action::Move { promotion, .. } => {
                let (victim, chips) = self.victim(action);
                let attacker = self.moving_role(action).map_or(0, value);
                let hint =
                    10 * victim.map_or(0, value) + chip_value(chips) - attacker / 10 + promotion.map_or(0, value);
                (victim.is_some() || chips > 0, hint)
            }
        }
    }

    /// Below the root, chip placements are mostly waiting moves that a short search cannot
    /// tell apart, and they are most of the list (every empty square times every chip kind).
    /// The search keeps the piece moves and the placements that stop a capture: the cheapest
    /// demand we have on a square an enemy slider crosses to take one of our pieces.
    fn search_actions(&self, out: &mut Vec<Action>) {
        let start = out.len();
        self.legal_actions(out);
        if !self.chips_in_play() {
            return;
        }
        let us = self.to_move();
        let supply = self.supply(us);
        let demand = [Chip::Blue, Chip::Green].into_iter().find(|c| supply[c.index()] > 0);
        let paths = if demand.is_some() { self.capture_paths(us.other()) } else { Vec::new() };
        let mut kept = start;
        for i in start..out.len() {
            let keep = match out[i] {
                Action::Move { .. } => true,
                Action::Place { chip, to } => Some(chip) == demand && paths.contains(&to),
            };
            if keep {
                out.swap(kept, i);
                kept += 1;
            }
        }
        // Nothing but placements is legal: every one of them stays.
        if kept > start {
            out.truncate(kept);
        }
    }

    /// A late placement is tried two plies shallower first (see `search_actions`).
    fn reduction(&self, action: Action) -> i32 {
        match action {
            Action::Place { .. } => 2,
            Action::Move { .. } => 0,
        }
    }

    /// A placement changes nothing the evaluation counts; a move adds what it takes (half the
    /// chips, as the banks count) and one pawn's progress. A promotion, and taking a king
    /// (which may be the True King, ending the game), are not bounded.
    fn gain_bound(&self, action: Action) -> Option<i32> {
        let Action::Move { from, to, promotion } = action else { return Some(0) };
        let (victim, chips) = self.victim(action);
        if promotion.is_some() || victim == Some(Role::King) {
            return None;
        }
        let progress = if self.moving_role(action) == Some(Role::Pawn) {
            let seat = self.to_move();
            let step = |coord| PROGRESS + advance(seat, MonsterBluff::coord(coord)).clamp(0, 6) as usize;
            let (before, after) = (WEIGHTS[step(from)], WEIGHTS[step(to)]);
            (after[0] - before[0]).max(after[1] - before[1]).max(0)
        } else {
            0
        };
        let taken = victim.map_or(0, |role| most(MATERIAL + role.index()) + PHASE_SHIFT_BOUND);
        Some(taken + chip_value(chips) / 2 + 1 + progress)
    }
}
