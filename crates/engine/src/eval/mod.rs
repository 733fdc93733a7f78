//! How the engine judges positions: one file per variant, each implementing [`Evaluate`].

mod chess;
mod giant_king;
mod monkey_king;
mod monster_bluff;
mod mountain;
mod weights;

use menagerie_rules::{Position, Seat};

/// A variant's static evaluation, which is all the search needs to know of it.
pub trait Evaluate: Position {
    /// Whether late quiet actions near the horizon may go unsearched (late-move pruning, in
    /// the two-player search). Off by default: it is kept where a match shows it gains (chess,
    /// Monkey King, Giant-King once its captures were ordered; docs/engine.md).
    const LATE_MOVE_PRUNING: bool = false;

    /// Whether quiet actions that give no check may go unsearched near the horizon when the
    /// static value is far below alpha (futility pruning, in the two-player search; needs
    /// [`Evaluate::quiet_checks`]). Off by default: kept where a match shows it gains.
    const QUIET_FUTILITY: bool = false;

    /// Whether, near the horizon off the principal variation, actions that lose material on
    /// their square once its exchanges are played out ([`Evaluate::exchange`]) go unsearched
    /// (exchange pruning). Off by default: kept where a match shows it gains (chess).
    const EXCHANGE_PRUNING: bool = false;

    /// Whether a node the table knows no action for is searched a ply shallower (internal
    /// iterative reduction). Off by default: kept where a match shows it gains (chess).
    const INTERNAL_ITERATIVE_REDUCTION: bool = false;

    /// Whether the position is a won ending against a bare royal piece, where every action
    /// that matters is quiet: late-move pruning, which skips late quiet actions, is off there
    /// (in Giant-King it halved the mates), and the history reward is the depth squared
    /// (the linear one cost a quarter of them; docs/engine.md). `false`, the default.
    fn mating_ending(&self) -> bool {
        false
    }

    /// Whether the table's score stands for the static value in reverse futility and
    /// null-move pruning where its bound says it is nearer the truth. Off by default: kept
    /// where a match shows it gains (chess, Giant-King; docs/engine.md).
    const TABLE_REFINES_VALUE: bool = false;

    /// Whether a quiet action's cut-off earns it a history reward linear in the depth (300 a
    /// ply, so one ply above the horizon counts too) rather than the depth squared. On where
    /// a match shows it gains (chess, Giant-King, Monkey King; docs/engine.md).
    const LINEAR_HISTORY: bool = false;

    /// Whether quiet actions are also ordered by the action just before them (counter moves
    /// and continuation history). Off by default: kept where a match shows it gains (chess);
    /// Giant-King and the 2-player mountain lost with it (docs/engine.md).
    const CONTINUATION_HISTORY: bool = false;

    /// Whether [`Evaluate::in_check`] is `false` in every position, so that no node below one
    /// ply above the horizon is searched deeper than the quiescence search (the move order
    /// there may then put off looking up history scores). `false`, the default.
    const NEVER_IN_CHECK: bool = false;

    /// The highest [`Evaluate::order_hint`] an action that is not a capture can have, if the
    /// variant bounds it: where history scores are put off (see `NEVER_IN_CHECK`), a quiet
    /// action's place is then bounded without working out its hint. `None`, the default.
    const QUIET_HINT_MAX: Option<i32> = None;

    /// Whether [`Position::legal_captures_any`] lists the captures far faster than every
    /// action is listed (Monster Bluff's hundreds of quiet actions): then, one ply above the
    /// horizon where history scores are put off (see `NEVER_IN_CHECK`), the captures that come
    /// before every quiet action are listed and searched first, and the rest only if none of
    /// them cuts off. The order, and so the search, is the same either way. `false`, the default.
    const CAPTURES_FIRST: bool = false;

    /// The position's value for the side to move, in centipawns.
    fn evaluate(&self) -> i32;

    /// A hash of what the static value errs by consistently (chess: the pawns), by which the
    /// search keeps a correction of it. `None`, the default: no correction.
    fn correction_key(&self) -> Option<u64> {
        None
    }

    /// The position's value for `seat`, for the several-player search. The default suits
    /// two players: the side to move's value, negated for the other seat.
    fn evaluate_for(&self, seat: Seat) -> i32 {
        let value = self.evaluate();
        if seat == self.to_move() { value } else { -value }
    }

    /// Orders moves: higher is searched first (for captures, the value of what is taken).
    fn order_hint(&self, action: Self::Action) -> i32 {
        i32::from(self.is_capture(action))
    }

    /// Whether `action` is a capture ([`Position::is_capture`]) and its
    /// [`Evaluate::order_hint`], together: the move order asks both of every action, and a
    /// variant that works both out from the same facts may answer at once.
    fn capture_and_hint(&self, action: Self::Action) -> (bool, i32) {
        (self.is_capture(action), self.order_hint(action))
    }

    /// The actions the search tries below the root: by default every legal action. A variant
    /// with a great many quiet actions (Monster Bluff's chip placements) may leave out those
    /// that cannot change the outcome of a short search; the root always tries every legal
    /// action. Must list at least one action whenever there is a legal action.
    fn search_actions(&self, out: &mut Vec<Self::Action>) {
        self.legal_actions(out);
    }

    /// What capturing with `action` wins once both sides have traded on its square, cheapest
    /// piece first (static exchange evaluation), in centipawns; `None` where the variant does
    /// not say. The search tries captures that lose material after the quiet moves, and not
    /// at all in the quiescence search. `None`, the default.
    fn exchange(&self, _action: Self::Action) -> Option<i32> {
        None
    }

    /// How many plies the search may take off the depth of `action` when it comes late in the
    /// move order (a late-move reduction): such an action is searched shallower first, and
    /// again at full depth only if it looks better than the best so far. 0, the default, for
    /// every action: no reduction.
    fn reduction(&self, _action: Self::Action) -> i32 {
        0
    }

    /// The most `action` can raise [`Evaluate::evaluate`] for the side that plays it (the
    /// mover's value after it, less the value before), when the turn passes with it; `None` if
    /// that cannot be bounded (a move that may end the game, a variant that does not say).
    /// With a bound the search skips actions that cannot lift the position to alpha even so:
    /// quiet ones one ply above the horizon (futility pruning) and captures in the quiescence
    /// search (delta pruning), since the opponent may always stand pat. `None`, the default,
    /// for every action.
    fn gain_bound(&self, _action: Self::Action) -> Option<i32> {
        None
    }

    /// Whether the side to move is in check (its royal piece attacked). A position in check is
    /// searched one ply deeper, never pruned on its static value, and its quiescence search
    /// tries every evasion. `false`, the default, for a variant that does not say.
    fn in_check(&self) -> bool {
        false
    }

    /// Appends to `out` the legal quiet actions (not captures) that put the opponent in check,
    /// for the first ply of the quiescence search, so that a mate or a fork begun by a check
    /// just past the horizon is seen. Nothing, the default.
    fn quiet_checks(&self, _out: &mut Vec<Self::Action>) {}

    /// Whether the action promotes a piece: futility pruning never skips one. `false`, the
    /// default.
    fn promotes(&self, _action: Self::Action) -> bool {
        false
    }

    /// The position with the side to move skipping its turn, for the search of three or four
    /// seats: between two of the searching seat's turns only the opponent with the best reply
    /// acts and the others are skipped (best-reply search). `None`, the default, where a seat
    /// cannot be skipped: every seat then acts in turn (paranoid search).
    fn skip_turn(&self) -> Option<Self> {
        None
    }

    /// The position with the turn passed (a null move), or `None` where passing tells nothing
    /// reliable. A side so far ahead that even passing keeps it above beta is cut off after a
    /// much shallower search (null-move pruning). A variant returns `None` where zugzwang is
    /// likely (only a king and pawns left) or where a turn cannot be passed meaningfully.
    /// `None`, the default: no null-move pruning.
    fn null_move(&self) -> Option<Self> {
        None
    }
}

/// The swap algorithm of static exchange evaluation: a capture wins `taken` and leaves a piece
/// worth `on_square` on the square; then the sides take turns, the capturer's opponent first:
/// `recapture(opponent)` takes the least valuable attacker of that side (`opponent` true for
/// the capturer's opponent) off the board and returns its worth, or `None` if it has none.
/// Either side may stop when going on would lose. Returns what the first capture wins.
pub(crate) fn swap(taken: i32, on_square: i32, mut recapture: impl FnMut(bool) -> Option<i32>) -> i32 {
    let mut gain = [0i32; 40];
    gain[0] = taken;
    let mut on_square = on_square;
    let mut opponent = true;
    let mut depth = 0;
    while depth + 1 < gain.len() {
        depth += 1;
        gain[depth] = on_square - gain[depth - 1];
        // Neither side can do better by going on: the rest does not change the result.
        if (-gain[depth - 1]).max(gain[depth]) < 0 {
            break;
        }
        let Some(worth) = recapture(opponent) else { break };
        on_square = worth;
        opponent = !opponent;
    }
    while depth > 1 {
        depth -= 1;
        gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
    }
    gain[0]
}
