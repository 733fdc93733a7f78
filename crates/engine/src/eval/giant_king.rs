//! Giant-King Chess: a sum of weighted terms blended by the phase, as in chess: material
//! (promoted pieces are worth far more), captured pieces waiting to be dropped back, pawns
//! nearing the ranks that earn promotions, each kind's centrality, and mobility. The weights
//! are tuned (`eval/weights/giant_king.rs`; docs/engine.md, "Tuning"). Outside the tuned terms,
//! a won ending against a bare Giant-King is steered towards the mate ([`mop_up`]).

use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::giant_king::{Flag, GiantKing, Move, Role};
use menagerie_rules::{Position, Seat};

use super::Evaluate;
use super::weights::giant_king::WEIGHTS;
use crate::tune::{Tally, Tunable};

pub const TERMS: usize = 28;
/// The terms, in the order of [`WEIGHTS`].
pub const NAMES: [&str; TERMS] = [
    "gryphon",
    "rook",
    "wildebeest",
    "cardinal",
    "knight",
    "bishop",
    "promoted gryphon",
    "promoted rook",
    "promoted wildebeest",
    "promoted cardinal",
    "promoted knight",
    "promoted bishop",
    "pawn",
    "captured, to drop back",
    "pawn advance",
    "pawn advance²",
    "king centre",
    "gryphon centre",
    "rook centre",
    "wildebeest centre",
    "cardinal centre",
    "knight centre",
    "bishop centre",
    "pawn centre",
    "mobility",
    "tempo",
    "passed pawn",
    "passed pawn advance²",
];

const PROMOTED: usize = 6;
const PAWN: usize = 12;
const RESERVE: usize = 13;
const ADVANCE: usize = 14;
const ADVANCE_SQUARED: usize = 15;
const CENTRE: usize = 16;
const MOBILITY: usize = 24;
const TEMPO: usize = 25;
const PASSED: usize = 26;
const PASSED_ADVANCE: usize = 27;
/// Each side's pieces at the start: knights, bishops and wildebeests count 1, rooks, cardinals
/// and gryphons 2, a promoted piece one more.
const PHASE: i32 = 36;

/// The term of a droppable role's material: its place in [`Role::DROPPABLE`].
fn droppable(role: Role) -> Option<usize> {
    Role::DROPPABLE.iter().position(|&r| r == role)
}

/// Each term's count for White less Black's, and the phase.
pub fn terms(position: &GiantKing, out: &mut impl Tally) {
    let mut phase = 0;
    // Each side's pawns as a bit per rank, by file.
    let mut pawns = [[0u16; 10]; 2];
    for rank in 0..10u8 {
        for file in 0..10u8 {
            let Some((seat, role, promoted)) = position.piece_at(Coord::new(file, rank)) else { continue };
            let sign = if seat == Seat::FIRST { 1 } else { -1 };
            let centre = 8 - ((2 * i32::from(file) - 9).abs() + (2 * i32::from(rank) - 9).abs()) / 2;
            out.add(CENTRE + role.index(), sign * centre);
            match (role, droppable(role)) {
                (Role::Pawn, _) => {
                    let advance = i32::from(if seat == Seat::FIRST { rank } else { 9 - rank });
                    out.add(PAWN, sign);
                    out.add(ADVANCE, sign * advance);
                    out.add(ADVANCE_SQUARED, sign * advance * advance);
                    pawns[usize::from(seat.0)][usize::from(file)] |= 1 << rank;
                }
                (_, Some(i)) => {
                    out.add(if promoted { PROMOTED + i } else { i }, sign);
                    phase += if matches!(role, Role::Knight | Role::Bishop | Role::Wildebeest) { 1 } else { 2 }
                        + i32::from(promoted);
                }
                _ => {}
            }
        }
    }
    for seat in [Seat::FIRST, Seat::SECOND] {
        let sign = if seat == Seat::FIRST { 1 } else { -1 };
        let (own, enemy) = (pawns[usize::from(seat.0)], pawns[usize::from(seat.other().0)]);
        for (file, &ranks) in own.iter().enumerate() {
            for rank in (0..10).filter(|r| ranks & 1 << r != 0) {
                // The ranks ahead of the pawn, on its own file and both neighbours.
                let ahead: u16 = if seat == Seat::FIRST { !((2 << rank) - 1) } else { (1 << rank) - 1 };
                let blockers = (file.saturating_sub(1)..=(file + 1).min(9)).fold(0, |b, f| b | enemy[f]);
                // The front pawn of a file is the passed one, as in chess.
                if (blockers | ranks) & ahead & 0x3ff == 0 {
                    let advance = if seat == Seat::FIRST { rank } else { 9 - rank };
                    out.add(PASSED, sign);
                    out.add(PASSED_ADVANCE, sign * advance * advance);
                }
            }
        }
        let reserve: u32 = Role::DROPPABLE.iter().map(|&r| position.captured(seat, r)).sum();
        out.add(RESERVE, sign * reserve as i32);
        out.add(MOBILITY, sign * position.mobility(seat) as i32);
    }
    out.add(TEMPO, if position.to_move() == Seat::FIRST { 1 } else { -1 });
    out.set_phase(phase.min(PHASE));
}

impl Tunable for GiantKing {
    const PHASE: i32 = PHASE;
    /// Material keeps its hand-set worth (see chess's reason); the rest is fitted round it.
    const KEPT: &'static [usize] = &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

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

/// The endgame worth of `seat`'s pieces on the board, pawns aside.
fn pieces_worth(position: &GiantKing, seat: Seat) -> i32 {
    let count = |role, promoted| position.count(seat, role, promoted) as i32;
    Role::DROPPABLE
        .iter()
        .enumerate()
        .map(|(i, &role)| count(role, false) * WEIGHTS[i][1] + count(role, true) * WEIGHTS[PROMOTED + i][1])
        .sum()
}

/// A rook's worth: the least material that is sure to matter against a bare Giant-King.
const MOP_UP_MATERIAL: i32 = 500;
/// Per step the bare Giant-King stands nearer a corner, and per step the kings close in. The
/// corner's pull is twice the kings' since the tuned weights pull a king to the centre (its
/// four squares each count): at 12 the bare king stayed in the middle (the ending test drew).
const MOP_UP_CORNER: i32 = 24;
const MOP_UP_CLOSE: i32 = 12;
/// Per step the bare Giant-King cannot take (of its eight): the pieces close the box round it.
const MOP_UP_BOXED: i32 = 24;
/// Per piece, per step it stands nearer the bare Giant-King (of nine).
const MOP_UP_PIECES: i32 = 10;

/// The side with at least a rook's worth of pieces against a Giant-King that has only pawns
/// beside it, if there is one: the ending [`mop_up`] steers.
fn mopping_up(position: &GiantKing) -> Option<Seat> {
    [Seat::FIRST, Seat::SECOND].into_iter().find(|&strong| {
        pieces_worth(position, strong.other()) == 0 && pieces_worth(position, strong) >= MOP_UP_MATERIAL
    })
}

/// How many steps `seat`'s Giant-King may legally take, as if it were its turn.
fn king_steps(position: &GiantKing, seat: Seat) -> i32 {
    let turn = if position.to_move() == seat { position.clone() } else { position.pass() };
    let mut actions = Vec::new();
    turn.legal_actions(&mut actions);
    actions.iter().filter(|a| a.flag() == Flag::King).count() as i32
}

/// White's bonus (or Black's, negative) for driving a bare Giant-King home: once one side has
/// only pawns left besides its king and the other at least a rook's worth of pieces, the
/// stronger side gains for the bare king's nearness to a corner (a 2×2 king is mated only
/// where few of its escapes remain), for the steps it has lost, and for its own king's and
/// pieces' nearness to it (a rook or cardinal parked in a far corner mates nothing). Without it
/// every shuffle of a won ending scores the same, and the search drifts into a repetition.
fn mop_up(position: &GiantKing) -> i32 {
    if let Some(strong) = mopping_up(position) {
        let (weak, sign) = (strong.other(), if strong == Seat::FIRST { 1 } else { -1 });
        // Lower-left squares: files and ranks 0..=8.
        let (bare, own) = (position.king_square(weak), position.king_square(strong));
        let from_edge = |x: u8| i32::from(x.min(8 - x));
        let to_corner = from_edge(bare.file) + from_edge(bare.rank);
        let apart = i32::from(bare.file.abs_diff(own.file).max(bare.rank.abs_diff(own.rank)));
        let boxed = 8 - king_steps(position, weak);
        let mut near = 0;
        for rank in 0..10u8 {
            for file in 0..10u8 {
                if let Some((seat, role, _)) = position.piece_at(Coord::new(file, rank))
                    && seat == strong
                    && role != Role::King
                    && role != Role::Pawn
                {
                    let off = |x: u8, lo: u8| if x < lo { lo - x } else { x.saturating_sub(lo + 1) };
                    near += 9 - i32::from(off(file, bare.file).max(off(rank, bare.rank)));
                }
            }
        }
        return sign
            * (MOP_UP_CORNER * (8 - to_corner)
                + MOP_UP_CLOSE * (8 - apart)
                + MOP_UP_BOXED * boxed
                + MOP_UP_PIECES * near);
    }
    0
}

/// A piece's middlegame worth (the material weights), for ordering and weighing captures; the
/// Giant-King's is beyond any trade.
fn worth(role: Role, promoted: bool) -> i32 {
    match (role, droppable(role)) {
        (Role::King, _) => 20_000,
        (_, Some(i)) => WEIGHTS[if promoted { PROMOTED + i } else { i }][0],
        _ => WEIGHTS[PAWN][0],
    }
}

fn worth_on(position: &GiantKing, sq: usize) -> i32 {
    position.piece_on(sq).map_or(0, |(_, role, promoted)| worth(role, promoted))
}

/// What a pawn move's right adds: a promoted piece's gain or a dropped piece.
fn right_gain(position: &GiantKing, action: Move) -> i32 {
    match action.flag() {
        Flag::Promote => {
            position.piece_on(action.aux()).map_or(0, |(_, role, _)| worth(role, true) - worth(role, false))
        }
        Flag::Drop => worth(action.role(), false),
        _ => 0,
    }
}

/// What a capture by a piece other than the Giant-King wins once both sides have traded on its
/// square, each with its least valuable attacker and each free to stop (static exchange
/// evaluation, as chess's); riders behind the traded pieces join in as the square's lines open.
/// The Giant-King takes no part: it is in check only when all four of its squares are attacked,
/// so whether it may recapture depends on more than the one square.
fn exchange(position: &GiantKing, action: Move) -> i32 {
    let (from, to) = (action.from(), action.to());
    let Some((us, mover, promoted)) = position.piece_on(from) else { return 0 };
    let mut occupied = position.occupancy() & !(1u128 << from);
    let taken = worth_on(position, to) + right_gain(position, action);
    super::swap(taken, worth(mover, promoted), |opponent| {
        let side = if opponent { us.other() } else { us };
        let attackers = position.attackers_of(to, side, occupied);
        let (sq, worth) = (0..128)
            .filter(|&sq| attackers & 1u128 << sq != 0)
            .map(|sq| (sq, worth_on(position, sq)))
            .min_by_key(|&(_, worth)| worth)?;
        occupied &= !(1u128 << sq);
        Some(worth)
    })
}

impl Evaluate for GiantKing {
    const LATE_MOVE_PRUNING: bool = true;
    /// 60 ms a move against the build without it: +52 (docs/engine.md).
    const TABLE_REFINES_VALUE: bool = true;
    const LINEAR_HISTORY: bool = true;
    fn evaluate(&self) -> i32 {
        let first = crate::tune::evaluate(self) + mop_up(self);
        if self.to_move() == Seat::FIRST { first } else { -first }
    }

    /// Most valuable victim first, least valuable attacker breaking ties; a pawn move's right
    /// counts what it gains (a Giant-King step that covers enemy pieces takes them all).
    fn order_hint(&self, action: Move) -> i32 {
        let victims = match action.flag() {
            Flag::King => {
                let them = self.to_move().other();
                let (from, to) = (action.from(), action.to());
                let block = |sq: usize| [sq, sq + 1, sq + 10, sq + 11];
                block(to)
                    .into_iter()
                    .filter(|sq| !block(from).contains(sq))
                    .filter_map(|sq| self.piece_on(sq))
                    .filter(|&(seat, ..)| seat == them)
                    .map(|(_, role, promoted)| worth(role, promoted))
                    .sum()
            }
            Flag::EnPassant => WEIGHTS[PAWN][0],
            _ => worth_on(self, action.to()),
        };
        let attacker = if action.flag() == Flag::King { 0 } else { worth_on(self, action.from()) };
        10 * victims - attacker / 10 + right_gain(self, action)
    }

    /// Captures by any piece but the Giant-King (whose steps may take several pieces at once).
    fn exchange(&self, action: Move) -> Option<i32> {
        matches!(action.flag(), Flag::Normal | Flag::Promote | Flag::Drop).then(|| exchange(self, action))
    }

    fn in_check(&self) -> bool {
        GiantKing::in_check(self)
    }

    fn mating_ending(&self) -> bool {
        mopping_up(self).is_some()
    }

    fn null_move(&self) -> Option<GiantKing> {
        let us = self.to_move();
        let pieces: u32 = Role::DROPPABLE.into_iter().map(|r| self.count(us, r, false) + self.count(us, r, true)).sum();
        (pieces > 0 && !GiantKing::in_check(self)).then(|| self.pass())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn white_mop_up(fen: &str) -> i32 {
        mop_up(&GiantKing::from_fen(fen).unwrap())
    }

    #[test]
    fn the_mop_up_prefers_a_boxed_king_and_pieces_near_it() {
        // The same material; Black's bare Giant-King in the middle, then in the corner with its
        // steps taken away by the rook and cardinal beside it.
        let open = white_mop_up("10/10/10/4kk4/4kk4/10/10/10/C3KK2R1/4KK4[] w - - 0 1");
        let cornered = white_mop_up("kk8/kk8/3R6/10/C9/10/10/10/4KK4/4KK4[] w - - 0 1");
        assert!(cornered > open, "{cornered} > {open}");
        // The rook near the cornered king: worth more than the rook far off.
        let far = white_mop_up("kk8/kk8/10/10/10/10/10/10/4KK3R/4KK3C[] w - - 0 1");
        let boxing = white_mop_up("kk8/kk8/10/R9/10/10/10/10/4KK4/4KK3C[] w - - 0 1");
        assert!(boxing > far, "{boxing} > {far}");
        // A Giant-King has eight steps in the open and three in a corner, whoever is to move.
        let steps = |fen: &str| king_steps(&GiantKing::from_fen(fen).unwrap(), Seat::SECOND);
        assert_eq!(steps("10/10/10/4kk4/4kk4/10/10/10/C3KK2R1/4KK4[] w - - 0 1"), 8);
        assert_eq!(steps("kk8/kk8/10/10/10/10/10/10/4KK3R/4KK3C[] b - - 0 1"), 3);
        // Black the strong side: the bonus is Black's.
        assert!(white_mop_up("4kk4/4kk4/r3c5/10/10/10/10/10/KK8/KK8[] w - - 0 1") < 0);
    }
}
