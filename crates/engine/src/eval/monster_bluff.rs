//! Monster Bluff Chess: material (every king is worth a piece; the True King's capture ends the game,
//! which the search sees), pawns close to promotion, and guesses about the enemy's True King.
//!
//! The engine plays from its own view, where the enemy True King is `?`. [`Evaluate::guesses`]
//! turns the view into a few complete positions, each naming one enemy king as the True King,
//! sampled with weights from what the view shows: a king the opponent keeps surrounded by its
//! own pieces is more likely the True King, one it leaves where we can take it less likely.

use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::monster_bluff::{Action, Chip, MonsterBluff, Role, TrueKing};
use menagerie_rules::{Position, Seat};

use super::Evaluate;
use crate::RandomPlayer;

const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 300,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 900,
        // A prince: taking one may be taking the True King, and it narrows the search for it.
        Role::King => 350,
    }
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

/// How many guesses the search tries.
const GUESSES: usize = 2;

impl Evaluate for MonsterBluff {
    /// There is no check (RULES.md §4): a king is taken like any piece.
    const NEVER_IN_CHECK: bool = true;
    /// A quiet move's hint is a promotion's value at most, less the mover's tenth; a
    /// placement's is negative.
    const QUIET_HINT_MAX: Option<i32> = Some(value(Role::Queen));

    /// Material, pawns' progress and the chips in the banks. A True King is worth no more
    /// than a prince here: its capture ends the game, which the search sees directly, and a
    /// bonus for it would be the same for both sides in every complete position it searches.
    ///
    /// Read off the tallies the position keeps move by move (pieces by role, pawns by
    /// progress), so no node walks the pieces.
    fn evaluate(&self) -> i32 {
        let side = |seat: Seat| {
            let roles = self.role_counts(seat);
            let material: i32 = Role::ALL.iter().map(|&role| value(role) * i32::from(roles[role.index()])).sum();
            let progress: i32 =
                self.pawn_progress(seat).iter().enumerate().map(|(a, &n)| 3 * (a * a) as i32 * i32::from(n)).sum();
            material + progress
        };
        let us = self.to_move();
        let banks = self.banks();
        let chips = chip_value(banks[us.index()]) - chip_value(banks[us.other().index()]);
        side(us) - side(us.other()) + chips / 2
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
            let (before, after) = (advance(seat, MonsterBluff::coord(from)), advance(seat, MonsterBluff::coord(to)));
            3 * (after.max(0).pow(2) - before.max(0).pow(2))
        } else {
            0
        };
        // The banks' difference is halved with rounding toward zero: one more for that.
        Some(victim.map_or(0, value) + chip_value(chips) / 2 + 1 + progress)
    }

    fn guesses(&self, seed: u64) -> Vec<(Self, u32)> {
        let us = self.to_move();
        let them = us.other();
        if self.true_king(them) != TrueKing::Unknown {
            return Vec::new();
        }
        // The squares we could take something on now: a king left there is less likely true.
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        let threatened: Vec<Coord> =
            actions.iter().filter(|a| matches!(a, Action::Move { .. })).map(|a| MonsterBluff::coord(a.to())).collect();
        let mut candidates: Vec<(Coord, u32)> = self
            .kings(them)
            .into_iter()
            .map(|king| {
                let guards =
                    neighbours(king).filter(|&c| matches!(self.piece_at(c), Some((s, _)) if s == them)).count();
                let hanging = threatened.contains(&king);
                let weight = (1 + guards as u32) * if hanging { 1 } else { 3 };
                (king, weight)
            })
            .collect();
        let mut rng = RandomPlayer::new(seed);
        let mut out = Vec::new();
        while out.len() < GUESSES && !candidates.is_empty() {
            let total: u32 = candidates.iter().map(|c| c.1).sum();
            let mut pick = (rng.next_u64() % u64::from(total.max(1))) as u32;
            let i = candidates
                .iter()
                .position(|c| {
                    if pick < c.1 {
                        true
                    } else {
                        pick -= c.1;
                        false
                    }
                })
                .unwrap_or(0);
            let (king, weight) = candidates.swap_remove(i);
            if let Some(world) = self.with_true_king(them, king) {
                out.push((world, weight));
            }
        }
        out
    }
}

/// The up to eight squares around a square of the grid (off-grid ones included; they hold nothing).
fn neighbours(c: Coord) -> impl Iterator<Item = Coord> {
    (-1i32..=1).flat_map(move |df| (-1i32..=1).map(move |dr| (df, dr))).filter_map(move |(df, dr)| {
        if df == 0 && dr == 0 {
            return None;
        }
        let f = u8::try_from(i32::from(c.file) + df).ok()?;
        let r = u8::try_from(i32::from(c.rank) + dr).ok()?;
        Some(Coord::new(f, r))
    })
}
