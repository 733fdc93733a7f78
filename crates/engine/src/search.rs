//! Iterative-deepening alpha-beta (negamax; best-reply search for three or four seats, in
//! `search/best_reply.rs`) with a transposition table, killer moves and a
//! capture-only quiescence search.
//!
//! Turns of several actions (Monkey King's bonus moves) need no special case: the score is
//! negated only when the side to move changes between a position and its child.

mod best_reply;
mod history;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use menagerie_rules::{Outcome, Position, Seat};

use self::history::{Counters, History, Pairs};
use crate::eval::Evaluate;
use crate::table::{Bound, Entry, Table};

/// A mate found `n` plies from the root scores `MATE - n`.
pub const MATE: i32 = 1_000_000;
const INFINITY: i32 = MATE + 1;
/// Scores beyond this are mates (with their distance folded in).
const MATE_BOUND: i32 = MATE - 10_000;
const MAX_PLY: usize = 128;
/// The deepest iteration: any deeper depth asked for is this one (the path needs room for
/// quiescence below it).
pub const MAX_DEPTH: u32 = MAX_PLY as u32 - 8;
const QUIESCENCE_PLIES: usize = 8;
/// The most nodes between two looks at the clock, and the time aimed for between looks.
const MAX_CHECK_EVERY: u64 = 1024;
const CHECK_GAP: Duration = Duration::from_millis(1);
/// Actions before this index in the move order are never reduced (see [`Evaluate::reduction`]).
const LATE: usize = 3;
/// A fall in score (centipawns) from one depth to the next that makes the search take more time.
const UNSETTLED_DROP: i32 = 30;
/// Iterations from this depth search in a window this wide around the last score first.
const ASPIRATION_DEPTH: i32 = 4;
const ASPIRATION_WINDOW: i32 = 35;
/// Reverse futility pruning: up to this depth, a static value this much per ply above beta stands.
const FUTILITY_DEPTH: i32 = 5;
const FUTILITY_MARGIN: i32 = 90;
/// Futility pruning of quiet actions (where `Evaluate::QUIET_FUTILITY`): up to this depth, outside
/// the principal variation, a static value below alpha by more than base + margin a ply leaves
/// the quiet actions that give no check unsearched.
const QUIET_FUTILITY_DEPTH: i32 = 3;
const QUIET_FUTILITY_BASE: i32 = 80;
const QUIET_FUTILITY_MARGIN: i32 = 100;
/// Late-move pruning: up to this depth, outside the principal variation and not in check, the
/// quiet actions after the first `LMP_BASE + depth²` are not searched at all.
const LMP_DEPTH: i32 = 4;
/// Internal iterative reduction from this depth.
const IIR_DEPTH: i32 = 4;
/// Exchange pruning: up to this depth, a quiet action losing more than `EXCHANGE_QUIET` cp a
/// ply on its square, or a capture `EXCHANGE_CAPTURE`, is not searched.
const EXCHANGE_DEPTH: i32 = 5;
const EXCHANGE_QUIET: i32 = 60;
const EXCHANGE_CAPTURE: i32 = 100;
const LMP_BASE: usize = 3;
/// ProbCut (where `Evaluate::EXCHANGE_PRUNING`): from this depth, off the principal variation,
/// a capture whose search this many plies shallower beats beta by the margin cuts the node off.
const PROBCUT_DEPTH: i32 = 5;
const PROBCUT_REDUCTION: i32 = 4;
const PROBCUT_MARGIN: i32 = 200;
/// Singular extensions: from this depth, a table move that scores far better than every other
/// action (by a margin of this much a ply) is searched a ply deeper.
const SINGULAR_DEPTH: i32 = 7;
const SINGULAR_MARGIN: i32 = 2;
/// A helper thread's stack, as deep as `menagerie uci`'s search thread: a search path of
/// Monster Bluff positions needs more than a thread's default 2 MiB.
const HELPER_STACK: usize = 64 << 20;
/// Below the root, the first actions in the order are picked out one at a time, and the rest
/// sorted only when the search reaches them.
const PICKED: usize = 3;
/// The static values kept, by position hash (a power of two).
const VALUE_CACHE: usize = 1 << 16;
/// Static-value correction (where [`Evaluate::correction_key`] gives a key): slots per side,
/// the fixed-point grain of an entry, and the most an entry corrects by, in centipawns.
const CORRECTION_SLOTS: usize = 1 << 14;
const CORRECTION_GRAIN: i32 = 256;
const CORRECTION_MAX: i32 = 64;
/// History scores are divided by this before they are added to a quiet action's order hint.
const HISTORY_SCALE: i32 = 16;
/// The most the history and the continuation history together add to or take from an order key.
const HISTORY_BOUND: i32 = 2 * history::MAX / HISTORY_SCALE;

/// An action's place in the move order below the root: its key (lower first), its index in the
/// action list (which breaks ties, so no two compare equal; the order compares these two
/// alone), and whether the key is still a lower bound on a quiet action's: its hint (or the
/// most [`Evaluate::QUIET_HINT_MAX`] allows) less [`HISTORY_BOUND`], its history score not yet
/// looked up (see [`Searcher::settle`]).
type OrderKey = (i32, u32, bool);
/// The order keys of the killers and the counter move: after the winning captures, before
/// the other quiet actions.
const KILLER_KEY: i32 = -500_000;
const COUNTER_KEY: i32 = -400_000;

/// What orders a node's quiet actions besides their hints (see [`Searcher::context`]).
struct Context<A> {
    side: Seat,
    killers: [Option<A>; 2],
    /// The history slot of the action that led here, as the side to move's.
    previous: Option<usize>,
    counter: Option<A>,
}

impl<A: Copy + PartialEq> Context<A> {
    /// A killer's or the counter move's key: after the winning captures, before other quiet actions.
    fn rank(&self, action: A) -> Option<i32> {
        if self.killers.contains(&Some(action)) {
            Some(KILLER_KEY)
        } else if self.counter == Some(action) {
            Some(COUNTER_KEY)
        } else {
            None
        }
    }

    /// A killer or the counter move: never reduced nor pruned late.
    fn special(&self, action: A) -> bool {
        self.rank(action).is_some()
    }
}

/// When to stop searching: whichever limit comes first. With none, depth 4.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    /// The hard limit: the search stops when this time is up, even in mid-iteration.
    pub movetime: Option<Duration>,
    pub nodes: Option<u64>,
    /// The time aimed for when playing on a clock: no new depth is begun after half of it
    /// (the next would rarely finish), stretched by half again when the last depth's score
    /// fell or its best move changed. `None`: spend up to `movetime`.
    pub optimum: Option<Duration>,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Report<A> {
    /// The action to play; `None` only when there is no legal action.
    pub best: Option<A>,
    /// The score for the side to move, in centipawns (mates near ±[`MATE`]).
    pub score: i32,
    /// The last depth searched completely.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The expected line, best action first.
    pub pv: Vec<A>,
}

impl<A> Report<A> {
    /// A report of nothing searched yet, playing `best` if nothing better is found.
    pub fn start(best: Option<A>) -> Report<A> {
        Report { best, score: 0, depth: 0, nodes: 0, elapsed: Duration::ZERO, pv: Vec::new() }
    }
}

pub struct Searcher<P: Evaluate> {
    table: Arc<Table<P::Action>>,
    /// How many threads a search runs on (Lazy SMP), and the searchers of the threads beside
    /// this one's, kept from search to search for their killers and history.
    threads: usize,
    helpers: Vec<Searcher<P>>,
    killers: Vec<[Option<P::Action>; 2]>,
    history: History,
    /// The continuation history (quiet actions scored by the action just before them) and
    /// the counter moves (the last quiet refutation of each action).
    follow: Pairs,
    counters: Counters<P::Action>,
    /// `played[ply]`: the action that led to the node at `ply` on the current path (`None` at
    /// the root and after a null move).
    played: Vec<Option<P::Action>>,
    /// Hashes of the game so far and of the current search path, for repetition.
    path: Vec<u64>,
    nodes: u64,
    deadline: Option<Instant>,
    node_limit: u64,
    /// The node count at which the limits are next looked at, and the nodes between looks:
    /// fewer when nodes are slow, so the search stops on time however costly a node is.
    next_check: u64,
    check_every: u64,
    last_check: Instant,
    stopped: bool,
    /// `null_at[ply]`: the action played at `ply` on the current path is a null move (no two in a row).
    null_at: Vec<bool>,
    /// How many null moves the current path holds: plies the halfmove clock does not count.
    nulls: usize,
    /// Static values by hash (direct-mapped): re-searches and the iterations of iterative
    /// deepening meet the same positions again and again, and evaluating is the costliest
    /// step of a node.
    values: Vec<(u64, i32)>,
    /// `evals[ply]`: the side to move and static value of the node at `ply` on the current
    /// path (`None` in check or at the root), to tell whether a side's position is improving.
    evals: Vec<Option<(Seat, i32)>>,
    /// How far searches found the static value off, by side and [`Evaluate::correction_key`]
    /// (a running average, in 1/[`CORRECTION_GRAIN`] centipawns).
    corrections: Vec<i32>,
    /// `excluded[ply]`: the action the node at `ply` leaves out, while it is tested for being
    /// singular (see [`Searcher::singular`]).
    excluded: Vec<Option<P::Action>>,
    /// The action list at each ply (of the main search and the quiescence search alike: one
    /// ply never holds both at once), reused so that listing allocates nothing once warm; and
    /// the main search's order keys at each ply.
    lists: Vec<Vec<P::Action>>,
    keys: Vec<Vec<OrderKey>>,
    /// Set by another thread to stop the search (`stop` in `menagerie uci`); see
    /// [`Searcher::stop_handle`].
    stop: Arc<AtomicBool>,
}

impl<P: Evaluate> Searcher<P> {
    /// A searcher with a transposition table of about `megabytes` MiB.
    pub fn new(megabytes: usize) -> Searcher<P> {
        Searcher {
            table: Arc::new(Table::new(megabytes)),
            threads: 1,
            helpers: Vec::new(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: History::new(),
            follow: Pairs::new(),
            counters: Counters::new(),
            played: vec![None; MAX_PLY + 2],
            path: Vec::new(),
            nodes: 0,
            deadline: None,
            node_limit: u64::MAX,
            next_check: 0,
            check_every: MAX_CHECK_EVERY,
            last_check: Instant::now(),
            stopped: false,
            null_at: vec![false; MAX_PLY + 2],
            nulls: 0,
            values: vec![(0, 0); VALUE_CACHE],
            evals: vec![None; MAX_PLY + 2],
            corrections: vec![0; 2 * CORRECTION_SLOTS],
            excluded: vec![None; MAX_PLY + 2],
            lists: (0..=MAX_PLY + QUIESCENCE_PLIES).map(|_| Vec::new()).collect(),
            keys: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Forgets everything learned (for a new game): the table and the history scores.
    pub fn clear(&mut self) {
        self.table.clear();
        self.forget();
        for helper in &mut self.helpers {
            helper.forget();
        }
    }

    /// Forgets the move-order heuristics' scores.
    fn forget(&mut self) {
        self.history = History::new();
        self.follow = Pairs::new();
        self.counters = Counters::new();
        self.corrections.fill(0);
    }

    /// Searches on `threads` threads from now on (Lazy SMP): the others search the same
    /// position beside this one's, sharing its table, and this one's result is played.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
        self.helpers.truncate(self.threads - 1);
    }

    /// A flag that stops the search when set from another thread, as a limit reached would:
    /// the best action of the last completed depth is reported. The searcher never clears it:
    /// whoever sets it clears it before the next search.
    pub fn stop_handle(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Searches `position`, reached after the positions whose hashes are `history`
    /// (oldest first, the current one excluded), within `limits`.
    pub fn search(&mut self, position: &P, history: &[u64], limits: Limits) -> Report<P::Action> {
        self.search_with(position, history, limits, &mut |_| {})
    }

    /// [`Searcher::search`], telling `progress` what each completed depth found (for `info`
    /// lines).
    pub fn search_with(
        &mut self,
        position: &P,
        history: &[u64],
        limits: Limits,
        progress: &mut dyn FnMut(&Report<P::Action>),
    ) -> Report<P::Action> {
        if self.threads > 1 {
            return self.lazy_smp(position, history, limits, progress);
        }
        self.iterate(position, history, limits, 1, progress)
    }

    /// Lazy SMP: the helpers search the same position on threads of their own, with this
    /// search's limits, every other one a depth ahead; they share nothing but the table, where
    /// what each finds orders and cuts the others' trees. They stop when this search ends, and
    /// its result is the one played.
    fn lazy_smp(
        &mut self,
        position: &P,
        history: &[u64],
        limits: Limits,
        progress: &mut dyn FnMut(&Report<P::Action>),
    ) -> Report<P::Action> {
        while self.helpers.len() + 1 < self.threads {
            let mut helper = Searcher::new(0);
            helper.table = Arc::clone(&self.table);
            self.helpers.push(helper);
        }
        let mut helpers = std::mem::take(&mut self.helpers);
        let stops: Vec<Arc<AtomicBool>> = helpers.iter().map(Searcher::stop_handle).collect();
        let helper_limits = Limits { optimum: None, ..limits };
        let mut report = std::thread::scope(|scope| {
            for (i, helper) in helpers.iter_mut().enumerate() {
                helper.stop.store(false, Ordering::Relaxed);
                let first = 1 + (i as u32 + 1) % 2;
                // A helper that cannot start leaves the others to it.
                let _ = std::thread::Builder::new()
                    .stack_size(HELPER_STACK)
                    .spawn_scoped(scope, move || helper.iterate(position, history, helper_limits, first, &mut |_| {}));
            }
            let report = self.iterate(position, history, limits, 1, progress);
            for stop in &stops {
                stop.store(true, Ordering::Relaxed);
            }
            report
        });
        report.nodes += helpers.iter().map(|h| h.nodes).sum::<u64>();
        self.helpers = helpers;
        report
    }

    /// Iterative deepening from depth `first`: the search of one thread.
    fn iterate(
        &mut self,
        position: &P,
        history: &[u64],
        limits: Limits,
        first: u32,
        progress: &mut dyn FnMut(&Report<P::Action>),
    ) -> Report<P::Action> {
        let start = Instant::now();
        self.nodes = 0;
        self.stopped = false;
        // A time too far off to represent is no deadline at all.
        self.deadline = limits.movetime.and_then(|t| start.checked_add(t));
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.check_every = MAX_CHECK_EVERY;
        self.last_check = start;
        self.next_check = self.check_every.min(self.node_limit);
        self.killers.fill([None; 2]);
        self.played.fill(None);
        self.evals.fill(None);
        self.history.age();
        self.follow.age();
        self.table.new_search();
        self.path.clear();
        self.path.extend_from_slice(history);

        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        let mut report = Report::start(actions.first().copied());
        let max_depth = limits
            .depth
            .unwrap_or(if limits.movetime.is_some() || limits.nodes.is_some() { MAX_DEPTH } else { 4 })
            .min(MAX_DEPTH);
        if actions.len() > 1 {
            for depth in first.min(max_depth)..=max_depth {
                // A stop asked for between two looks at the limits ends the search here.
                if self.stop.load(Ordering::Relaxed) {
                    break;
                }
                // Three or four seats: best-reply search (search/best_reply.rs).
                let (best, score) = if position.players() > 2 {
                    self.best_reply_root(position, &mut actions, depth as i32, report.best.filter(|_| report.depth > 0))
                } else {
                    self.aspirated(position, &mut actions, depth as i32, report.score)
                };
                if self.stopped {
                    // An unfinished iteration's best completed action is at least as good as
                    // the last choice: in two players it beat the window's floor (`None`
                    // otherwise); with several seats the last choice was searched first. In
                    // the first iteration it is better than the first action listed.
                    if best.is_some() && (depth > 1 || report.depth == 0) {
                        report.best = best;
                    }
                    break;
                }
                let unsettled = depth > 1 && (best != report.best || score < report.score - UNSETTLED_DROP);
                report.best = best.or(report.best);
                report.score = score;
                report.depth = depth;
                report.nodes = self.nodes;
                report.elapsed = start.elapsed();
                report.pv = self.principal_variation(position, report.best, depth as usize);
                progress(&report);
                if score.abs() >= MATE_BOUND {
                    break;
                }
                if let Some(optimum) = limits.optimum {
                    let aim = if unsettled { optimum * 3 / 4 } else { optimum / 2 };
                    if start.elapsed() >= aim {
                        break;
                    }
                }
            }
        }
        report.nodes = self.nodes;
        report.elapsed = start.elapsed();
        report.pv = self.principal_variation(position, report.best, report.depth as usize);
        report
    }

    /// One iteration at the root, in an aspiration window around the last iteration's score
    /// (from depth [`ASPIRATION_DEPTH`]): a narrow window prunes more; a score that falls
    /// outside it is searched again with the window widened on that side, twice as far each
    /// time. Returns the best action found (`None` if no action completed above the window's
    /// floor) and its score.
    fn aspirated(
        &mut self,
        position: &P,
        actions: &mut [P::Action],
        depth: i32,
        last: i32,
    ) -> (Option<P::Action>, i32) {
        if depth < ASPIRATION_DEPTH || last.abs() >= MATE_BOUND {
            return self.root(position, actions, depth, -INFINITY, INFINITY);
        }
        let mut delta = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = (last - delta, last + delta);
        loop {
            let (best, score) = self.root(position, actions, depth, alpha, beta);
            if self.stopped {
                return (best, score);
            }
            delta = delta.saturating_mul(2);
            if score <= alpha {
                alpha = if delta > MATE_BOUND { -INFINITY } else { score - delta };
            } else if score >= beta {
                beta = if delta > MATE_BOUND { INFINITY } else { score + delta };
            } else {
                return (best, score);
            }
        }
    }

    /// Searches every root action within `(alpha, beta)`. A search stopped part-way returns the
    /// best of the actions it completed, if one beat `alpha`: an action that scores better than
    /// the last iteration's choice at this depth is the better move, finished or not.
    fn root(
        &mut self,
        position: &P,
        actions: &mut [P::Action],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> (Option<P::Action>, i32) {
        let tt_best = self.table.get(position.hash()).and_then(|e| e.best);
        self.order(position, actions, tt_best, 0);
        let original_alpha = alpha;
        let mut best = None;
        self.path.push(position.hash());
        for (i, &action) in actions.iter().enumerate() {
            let reduction = if i >= LATE { position.reduction(action) } else { 0 };
            let score = self.late_child(position, action, i, reduction, depth - 1, 1, alpha, beta);
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(action);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.path.pop();
        if let (Some(best), false) = (best, self.stopped) {
            let bound = if alpha >= beta {
                Bound::Lower
            } else if alpha > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.table.put(Entry { key: position.hash(), best: Some(best), score: alpha, depth: depth as u8, bound });
        }
        (best, alpha)
    }

    /// [`Searcher::child`] for the `index`-th action in the move order, as a principal variation
    /// search: the first action gets the full window; a later one is first only tested against
    /// `alpha` with a null window (`reduction` plies shallower first, a late-move reduction),
    /// and searched again with the full window at full depth only if it beats `alpha` without
    /// reaching `beta`.
    #[allow(clippy::too_many_arguments)]
    fn late_child(
        &mut self,
        position: &P,
        action: P::Action,
        index: usize,
        reduction: i32,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if index == 0 {
            return self.child(position, action, depth, ply, alpha, beta);
        }
        let reduction = reduction.clamp(0, depth);
        if reduction > 0 {
            let score = self.child(position, action, depth - reduction, ply, alpha, alpha + 1);
            if score <= alpha || self.stopped {
                return score;
            }
        }
        let score = self.child(position, action, depth, ply, alpha, alpha + 1);
        if score <= alpha || score >= beta || self.stopped {
            return score;
        }
        self.child(position, action, depth, ply, alpha, beta)
    }

    /// Plays `action` and scores the result for the side to move in `position`.
    fn child(&mut self, position: &P, action: P::Action, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        let mut next = position.clone();
        next.play_unchecked(action);
        self.played[ply] = Some(action);
        if next.to_move() == position.to_move() {
            self.node(&next, depth, ply, alpha, beta)
        } else {
            -self.node(&next, depth, ply, -beta, -alpha)
        }
    }

    fn node(&mut self, position: &P, depth: i32, ply: usize, mut alpha: i32, mut beta: i32) -> i32 {
        self.tick();
        if self.stopped {
            return 0;
        }
        let hash = position.hash();
        // The draws a game declares: repetition on the path, the 50-move rule, a dead position.
        if self.repeats(position, hash)
            || position.halfmove_clock().is_some_and(|c| c >= 100)
            || position.dead_position()
        {
            return 0;
        }
        // Mate-distance pruning: no line from here can beat a mate already found nearer the root.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let in_check = position.in_check();
        // A check is answered one ply deeper: its replies are few and forced.
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(position, hash, ply, alpha, beta, 0);
        }
        let excluded = self.excluded[ply];
        let entry = self.table.get(hash);
        if excluded.is_none()
            && let Some(score) = table_cutoff(entry, depth, alpha, beta, ply)
        {
            return score;
        }
        let pv_node = beta - alpha > 1;
        let side = position.to_move();
        let raw = if in_check { None } else { Some(self.static_value(position, hash)) };
        let correction = self.correction_slot(position, side);
        let stand = raw.map(|r| r + self.correction(correction));
        self.evals[ply] = stand.map(|s| (side, s));
        let improving = self.improving(side, stand, ply);
        let refined = stand.map(|s| if P::TABLE_REFINES_VALUE { refined_value(s, entry, ply) } else { s });
        if let (Some(stand), false, None) = (refined, pv_node, excluded)
            && let Some(score) = self.prune_early(position, stand, depth, ply, beta, improving)
        {
            return score;
        }
        if let (Some(stand), true, false, None) = (stand, P::EXCHANGE_PRUNING, pv_node, excluded)
            && depth >= PROBCUT_DEPTH
            && beta.abs() < MATE_BOUND
            && !entry
                .is_some_and(|e| i32::from(e.depth) >= depth - 3 && from_table(e.score, ply) < beta + PROBCUT_MARGIN)
            && let Some(score) = self.probcut(position, hash, stand, depth, ply, beta)
        {
            return score;
        }
        let mut extended = None;
        if let Some(entry) = entry.filter(|_| excluded.is_none() && ply > 0 && depth >= SINGULAR_DEPTH)
            && let Some(tt_best) = entry.best
        {
            match self.singular(position, entry, tt_best, depth, ply, beta) {
                Singular::Extend => extended = Some(tt_best),
                Singular::Cut(score) => return score,
                Singular::No => {}
            }
        }
        let tt_best = entry.and_then(|e| e.best);
        // Internal iterative reduction: a node the table knows no action for has not been
        // searched before (or its search found nothing better than alpha): searched a ply
        // shallower, it costs less and fills the table for the next iteration.
        let depth = if P::INTERNAL_ITERATIVE_REDUCTION && depth >= IIR_DEPTH && excluded.is_none() && tt_best.is_none()
        {
            depth - 1
        } else {
            depth
        };
        // The order's keys, each with the action's index in `actions`: the same order as
        // `Searcher::order`'s sort, but only the first few are picked out one at a time (a
        // cut-off usually comes early), and the rest sorted only if the search gets there.
        let context = self.context(side, ply);
        let mut actions = self.take_list(ply);
        let mut order = self.keys.get_mut(ply).map(std::mem::take).unwrap_or_default();
        // One ply above the horizon, where nothing below but the quiescence search (which
        // leaves history alone) runs, the quiet actions' history scores are looked up only if
        // the search gets past the actions whose keys are below every quiet one's bound (the
        // table's action, captures, killers), which nearly always cut off first. `order[..ready]`
        // is in its final order.
        let defer = P::NEVER_IN_CHECK && depth == 1;
        // Where the variant lists captures apart, the captures that come first (the table's
        // action among them, unless it is quiet) are listed and searched before anything else
        // is: `staged` until the rest are listed.
        let mut staged = defer
            && P::CAPTURES_FIRST
            && excluded.is_none()
            && tt_best.is_none_or(|action| position.is_capture(action));
        let mut ready = if staged {
            if !position.legal_captures_any(&mut actions) {
                self.give_back(ply, actions, order);
                return terminal_score(position, ply);
            }
            self.order_keys(&mut order, position, &actions, tt_best, &context, true);
            order.retain(|&(key, _, _)| key < quiet_floor::<P>());
            order.sort_unstable_by_key(|&(key, index, _)| (key, index));
            order.len()
        } else {
            position.search_actions(&mut actions);
            if actions.is_empty() {
                self.give_back(ply, actions, order);
                return terminal_score(position, ply);
            }
            self.order_keys(&mut order, position, &actions, tt_best, &context, defer);
            if defer { first_settled(&mut order) } else { 0 }
        };

        let original_alpha = alpha;
        let mut best = (None, -INFINITY);
        // One ply above the horizon, a quiet action whose best gain cannot lift the static value
        // above alpha cannot do better in the quiescence search either (the opponent may stand pat).
        let futility = stand.filter(|_| depth == 1 && alpha.abs() < MATE_BOUND);
        // Late-move pruning: near the horizon, well-ordered quiet actions this late rarely
        // matter (history and killers have put the promising ones first).
        let prune_late = (P::LATE_MOVE_PRUNING && !pv_node && !in_check && depth <= LMP_DEPTH)
            .then(|| (LMP_BASE + (depth * depth) as usize) / if improving { 1 } else { 2 })
            .filter(|_| !position.mating_ending());
        // Futility pruning: near the horizon, a static value this far below alpha is not lifted
        // to it by a quiet action, unless it gives check (those are worked out once, if needed).
        let futile = P::QUIET_FUTILITY
            && !pv_node
            && depth <= QUIET_FUTILITY_DEPTH
            && alpha.abs() < MATE_BOUND
            && stand.is_some_and(|s| s + QUIET_FUTILITY_BASE + QUIET_FUTILITY_MARGIN * depth <= alpha);
        let mut checks: Option<Vec<P::Action>> = None;
        let mut quiets = 0;
        self.path.push(hash);
        let mut next = 0;
        loop {
            let i = next;
            if i == order.len() {
                if !staged {
                    break;
                }
                // No capture listed first cut off: now every action, ordered as they would
                // have been at once, so that those already searched come first.
                staged = false;
                #[cfg(debug_assertions)]
                let searched: Vec<P::Action> = order.iter().map(|&(_, j, _)| actions[j as usize]).collect();
                actions.clear();
                position.search_actions(&mut actions);
                self.order_keys(&mut order, position, &actions, tt_best, &context, true);
                ready = first_settled(&mut order);
                #[cfg(debug_assertions)]
                assert!(
                    i <= ready && order[..i].iter().map(|&(_, j, _)| actions[j as usize]).eq(searched),
                    "the captures searched first are the first of every action's order"
                );
                if i == order.len() {
                    break;
                }
            }
            next += 1;
            if i == ready && defer {
                self.settle(&mut order[i..], position, &actions, &context);
            }
            if i >= ready && i - ready < PICKED {
                let next = (i..order.len()).min_by_key(|&j| (order[j].0, order[j].1)).unwrap_or(i);
                order.swap(i, next);
            } else if i >= ready && i - ready == PICKED {
                order[i..].sort_unstable_by_key(|&(key, index, _)| (key, index));
            }
            let action = actions[order[i].1 as usize];
            if excluded == Some(action) {
                continue;
            }
            let quiet = !position.is_capture(action);
            // A killer or the counter move: never pruned nor reduced late.
            let special = context.special(action);
            if quiet {
                quiets += 1;
                if prune_late.is_some_and(|most| quiets > most) && best.1 > -MATE_BOUND && !special {
                    continue;
                }
                if futile && best.1 > -MATE_BOUND && !special && !position.promotes(action) {
                    let checks = checks.get_or_insert_with(|| {
                        let mut list = Vec::new();
                        position.quiet_checks(&mut list);
                        list
                    });
                    if !checks.contains(&action) {
                        continue;
                    }
                }
            }
            // Exchange pruning: near the horizon, an action that loses material on its square
            // once the exchanges there are played out is not searched.
            if P::EXCHANGE_PRUNING
                && !pv_node
                && !in_check
                && depth <= EXCHANGE_DEPTH
                && best.1 > -MATE_BOUND
                && !special
                && position
                    .exchange(action)
                    .is_some_and(|gain| gain < -depth * if quiet { EXCHANGE_QUIET } else { EXCHANGE_CAPTURE })
            {
                continue;
            }
            if let (Some(stand), true) = (futility, quiet)
                && let Some(bound) =
                    position.gain_bound(action).map(|g| stand.saturating_add(g)).filter(|&b| b <= alpha)
            {
                if bound > best.1 {
                    best.1 = bound;
                }
                continue;
            }
            let reduction = if i < LATE {
                0
            } else {
                let general = if quiet && !in_check && !special {
                    late_move_reduction(depth, i, pv_node) + i32::from(!improving && depth >= 3)
                } else {
                    0
                };
                general.max(position.reduction(action))
            };
            let searched = if extended == Some(action) { depth } else { depth - 1 };
            let score = self.late_child(position, action, i, reduction, searched, ply + 1, alpha, beta);
            if self.stopped {
                self.path.pop();
                self.give_back(ply, actions, order);
                return 0;
            }
            if score > best.1 {
                best = (Some(action), score);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    self.add_killer(ply, action);
                    if let Some(previous) = context.previous {
                        self.counters.set(previous, action);
                    }
                    let bonus = history_bonus::<P>(searched, position.mating_ending());
                    self.reward(&context, action, bonus);
                    for tried in order[..i].iter().map(|&(_, j, _)| actions[j as usize]) {
                        if !position.is_capture(tried) {
                            self.reward(&context, tried, -bonus);
                        }
                    }
                }
                break;
            }
        }
        self.path.pop();
        self.give_back(ply, actions, order);
        if excluded.is_some() {
            // Every other action was tried: the bound is for them alone, not for the node.
            return if best.0.is_none() { alpha } else { best.1 };
        }
        let bound = if best.1 >= beta {
            Bound::Lower
        } else if best.1 > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // What the search found teaches the correction, unless a capture decided it (that is
        // the quiescence search's business) or the bound says nothing about the static value.
        if let (Some(raw), Some(stand), Some(slot)) = (raw, stand, correction)
            && best.0.is_none_or(|a| !position.is_capture(a))
            && best.1.abs() < MATE_BOUND
            && !(bound == Bound::Lower && best.1 <= stand)
            && !(bound == Bound::Upper && best.1 >= stand)
        {
            let weight = (depth + 1).min(16);
            let target = (best.1 - raw).clamp(-CORRECTION_MAX, CORRECTION_MAX) * CORRECTION_GRAIN;
            let entry = &mut self.corrections[slot];
            *entry = (*entry * (256 - weight) + target * weight) / 256;
        }
        self.table.put(Entry { key: hash, best: best.0, score: to_table(best.1, ply), depth: depth as u8, bound });
        best.1
    }

    /// The slot of `position`'s static-value correction, where the variant keys one.
    fn correction_slot(&self, position: &P, side: Seat) -> Option<usize> {
        let key = position.correction_key()?;
        Some(side.index() % 2 * CORRECTION_SLOTS + (key >> 50) as usize % CORRECTION_SLOTS)
    }

    /// The correction held in `slot` (none without one), in centipawns.
    fn correction(&self, slot: Option<usize>) -> i32 {
        slot.map_or(0, |c| self.corrections[c] / CORRECTION_GRAIN)
    }

    /// `position`'s static value with its correction.
    fn corrected_value(&mut self, position: &P, hash: u64) -> i32 {
        let raw = self.static_value(position, hash);
        raw + self.correction(self.correction_slot(position, position.to_move()))
    }

    /// `position.evaluate()`, from the cache when it holds the position (`hash` is its hash,
    /// already worked out by the caller). An empty slot holds hash 0, which is looked up only
    /// by a position whose hash is 0.
    fn static_value(&mut self, position: &P, hash: u64) -> i32 {
        let slot = &mut self.values[hash as usize & (VALUE_CACHE - 1)];
        if slot.0 == hash && hash != 0 {
            return slot.1;
        }
        let value = position.evaluate();
        *slot = (hash, value);
        value
    }

    /// Whether `position` (whose hash is `hash`) stood earlier on the path or in the game. Only
    /// the positions since the last irreversible move can be the same one: as many as the
    /// halfmove clock counts, and the null moves on the path, which it does not. The game's
    /// history is long, the window short.
    fn repeats(&self, position: &P, hash: u64) -> bool {
        let window = match position.halfmove_clock() {
            Some(clock) => self.path.len().min(clock as usize + self.nulls),
            None => self.path.len(),
        };
        self.path[self.path.len() - window..].contains(&hash)
    }

    /// Whether `side`'s static value at `ply` is above its value at its last node on the path
    /// with a static value, two or four plies up (true where there is none to compare): a
    /// position getting better is pruned less, one getting worse more.
    fn improving(&self, side: Seat, stand: Option<i32>, ply: usize) -> bool {
        let Some(stand) = stand else { return false };
        [2, 4]
            .iter()
            .filter_map(|&back| ply.checked_sub(back).and_then(|p| self.evals[p]))
            .find(|&(seat, _)| seat == side)
            .is_none_or(|(_, before)| stand > before)
    }

    /// Singular extension: whether the table's action `tt_best`, which scored at least
    /// `entry.score` at nearly this depth, is much better than every other action. The others
    /// are searched at half the depth against a bound below its score; if none reaches it,
    /// the table's action is the only good one and is searched a ply deeper (a forced line
    /// should not fall into the horizon). If that bound is already at least `beta`, several
    /// actions beat it, and the node is cut off (multi-cut).
    fn singular(
        &mut self,
        position: &P,
        entry: Entry<P::Action>,
        tt_best: P::Action,
        depth: i32,
        ply: usize,
        beta: i32,
    ) -> Singular {
        let score = from_table(entry.score, ply);
        if entry.bound == Bound::Upper || i32::from(entry.depth) < depth - 3 || score.abs() >= MATE_BOUND {
            return Singular::No;
        }
        let singular_beta = score - SINGULAR_MARGIN * depth;
        self.excluded[ply] = Some(tt_best);
        let value = self.node(position, (depth - 1) / 2, ply, singular_beta - 1, singular_beta);
        self.excluded[ply] = None;
        if self.stopped {
            Singular::No
        } else if value < singular_beta {
            Singular::Extend
        } else if singular_beta >= beta {
            Singular::Cut(singular_beta)
        } else {
            Singular::No
        }
    }

    /// A ply's action list, empty, kept from node to node so that listing allocates nothing
    /// once warm (a node's children list on later plies).
    fn take_list(&mut self, ply: usize) -> Vec<P::Action> {
        let mut list = self.lists.get_mut(ply).map(std::mem::take).unwrap_or_default();
        list.clear();
        list
    }

    /// Returns a ply's action list to be reused.
    fn keep_list(&mut self, ply: usize, actions: Vec<P::Action>) {
        if let Some(list) = self.lists.get_mut(ply) {
            *list = actions;
        }
    }

    /// Returns a ply's action list and order keys to be reused.
    fn give_back(&mut self, ply: usize, actions: Vec<P::Action>, order: Vec<OrderKey>) {
        self.keep_list(ply, actions);
        if let Some(keys) = self.keys.get_mut(ply) {
            *keys = order;
        }
    }

    /// Cut-offs taken before any action is tried, at a node outside the principal variation
    /// and not in check whose static value is `stand`:
    /// - reverse futility: near the horizon, a static value above beta by more than anything
    ///   the opponent could win back in the plies left stands;
    /// - null move: if passing the turn still scores at least beta after a search shallower by
    ///   `R`, a real move would too (the variant says where passing is meaningful).
    fn prune_early(
        &mut self,
        position: &P,
        stand: i32,
        depth: i32,
        ply: usize,
        beta: i32,
        improving: bool,
    ) -> Option<i32> {
        if beta.abs() >= MATE_BOUND {
            return None;
        }
        if depth <= FUTILITY_DEPTH && stand - FUTILITY_MARGIN * (depth - i32::from(improving)) >= beta {
            return Some(stand);
        }
        if depth < 3 || stand < beta || self.null_at.get(ply.wrapping_sub(1)).copied().unwrap_or(false) {
            return None;
        }
        let passed = position.null_move()?;
        let r = 3 + depth / 4;
        self.null_at[ply] = true;
        self.nulls += 1;
        self.played[ply + 1] = None;
        self.path.push(position.hash());
        let score = -self.node(&passed, depth - 1 - r, ply + 1, -beta, -beta + 1);
        self.path.pop();
        self.nulls -= 1;
        self.null_at[ply] = false;
        // A mate found after passing proves nothing about the real moves.
        (!self.stopped && score >= beta).then_some(score.min(MATE_BOUND - 1))
    }

    /// ProbCut: a capture that wins enough on its square, and whose quiescence and then
    /// shallower search both beat beta by [`PROBCUT_MARGIN`], makes a full search of the node
    /// very likely to fail high too.
    fn probcut(&mut self, position: &P, hash: u64, stand: i32, depth: i32, ply: usize, beta: i32) -> Option<i32> {
        let raised = beta + PROBCUT_MARGIN;
        // The ply's own list, which the node takes only after this.
        let mut captures = self.take_list(ply);
        position.legal_captures_any(&mut captures);
        sort_by_key(&mut captures, |a| -position.order_hint(a));
        self.path.push(hash);
        let mut found = None;
        for &action in &captures {
            if position.exchange(action).is_none_or(|gain| stand + gain < raised) {
                continue;
            }
            let mut score = self.child(position, action, 0, ply + 1, raised - 1, raised);
            if score >= raised && !self.stopped {
                score = self.child(position, action, depth - PROBCUT_REDUCTION, ply + 1, raised - 1, raised);
            }
            if self.stopped {
                break;
            }
            if score >= raised {
                let entry = Entry {
                    key: hash,
                    best: Some(action),
                    score: to_table(score, ply),
                    depth: (depth - 3) as u8,
                    bound: Bound::Lower,
                };
                self.table.put(entry);
                found = Some(score);
                break;
            }
        }
        self.path.pop();
        self.keep_list(ply, captures);
        found.filter(|_| !self.stopped)
    }

    /// Resolves captures before trusting the static evaluation (`hash` is the position's).
    /// In check, every evasion is tried and the side to move may not stand pat (a mate is
    /// found as a mate, not as a static value).
    fn quiescence(&mut self, position: &P, hash: u64, ply: usize, alpha: i32, beta: i32, qply: usize) -> i32 {
        let mut actions = self.take_list(ply);
        let score = self.quiescence_in(&mut actions, position, hash, ply, alpha, beta, qply);
        self.keep_list(ply, actions);
        score
    }

    /// [`Searcher::quiescence`], listing into `actions` (empty).
    #[allow(clippy::too_many_arguments)]
    fn quiescence_in(
        &mut self,
        actions: &mut Vec<P::Action>,
        position: &P,
        hash: u64,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        qply: usize,
    ) -> i32 {
        // The table's entries of any depth bound a quiescence search's result.
        let entry = self.table.get(hash);
        if let Some(score) = table_cutoff(entry, 0, alpha, beta, ply) {
            return score;
        }
        let tt_best = entry.and_then(|e| e.best);
        let in_check = qply < QUIESCENCE_PLIES && ply < MAX_PLY && position.in_check();
        let stand_pat = if in_check {
            position.legal_actions(actions);
            if actions.is_empty() {
                return terminal_score(position, ply);
            }
            -INFINITY
        } else {
            let stand_pat = self.corrected_value(position, hash);
            if stand_pat >= beta || qply >= QUIESCENCE_PLIES || ply >= MAX_PLY {
                // Standing pat needs no capture list, only the knowledge that the game goes on.
                if position.outcome().is_some() {
                    return terminal_score(position, ply);
                }
                if stand_pat >= beta && qply < QUIESCENCE_PLIES && ply < MAX_PLY {
                    self.table.put(Entry { key: hash, best: None, score: stand_pat, depth: 0, bound: Bound::Lower });
                }
                return stand_pat;
            }
            if !position.legal_captures_any(actions) {
                return terminal_score(position, ply);
            }
            if qply == 0 {
                position.quiet_checks(actions);
            }
            stand_pat
        };
        let original_alpha = alpha;
        alpha = alpha.max(stand_pat);
        let mut best = None;
        sort_by_key(actions, |a| if Some(a) == tt_best { i32::MIN } else { -position.order_hint(a) });
        for &action in actions.iter() {
            // Delta pruning: a capture that cannot lift the static value to alpha is not tried;
            // nor one that loses material once the square's exchanges are played out.
            if !in_check
                && (position.gain_bound(action).is_some_and(|g| stand_pat.saturating_add(g) <= alpha)
                    || position.exchange(action).is_some_and(|gain| gain < 0))
            {
                continue;
            }
            self.tick();
            if self.stopped {
                return 0;
            }
            let mut next = position.clone();
            next.play_unchecked(action);
            let score = if next.to_move() == position.to_move() {
                self.quiescence(&next, next.hash(), ply + 1, alpha, beta, qply + 1)
            } else {
                -self.quiescence(&next, next.hash(), ply + 1, -beta, -alpha, qply + 1)
            };
            if self.stopped {
                return 0;
            }
            if score >= beta {
                self.table.put(Entry {
                    key: hash,
                    best: Some(action),
                    score: to_table(score, ply),
                    depth: 0,
                    bound: Bound::Lower,
                });
                return score;
            }
            if score > alpha {
                alpha = score;
                best = Some(action);
            }
        }
        let bound = if best.is_some() && alpha > original_alpha { Bound::Exact } else { Bound::Upper };
        self.table.put(Entry { key: hash, best, score: to_table(alpha, ply), depth: 0, bound });
        alpha
    }

    /// The table's move first, then captures by the variant's hint, then killer moves, then
    /// quiet actions by the variant's hint plus their history score, then captures that lose
    /// material in the exchange.
    fn order(&self, position: &P, actions: &mut [P::Action], tt_best: Option<P::Action>, ply: usize) {
        let context = self.context(position.to_move(), ply);
        actions.sort_by_cached_key(|&a| self.order_key(position, a, tt_best, &context, false).0);
    }

    /// Makes `action`, a quiet action that cut off at `ply`, the first of that ply's killers.
    fn add_killer(&mut self, ply: usize, action: P::Action) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(action) {
            killers[1] = killers[0];
            killers[0] = Some(action);
        }
    }

    /// What orders the quiet actions at `ply`: its killers and, where the variant uses them,
    /// the action that led here and its counter move.
    fn context(&self, side: Seat, ply: usize) -> Context<P::Action> {
        let previous = self.played[ply].filter(|_| P::CONTINUATION_HISTORY).map(|p| self.history.slot(side, p));
        let counter = previous.and_then(|p| self.counters.get(p));
        Context { side, killers: self.killers[ply], previous, counter }
    }

    /// A quiet action's history scores (its own and after the previous action), summed.
    fn quiet_score(&self, context: &Context<P::Action>, action: P::Action) -> i32 {
        let slot = self.history.slot(context.side, action);
        self.history.at(slot) + context.previous.map_or(0, |p| self.follow.get(p, slot))
    }

    /// Rewards (`bonus > 0`) or punishes a quiet action in both histories.
    fn reward(&mut self, context: &Context<P::Action>, action: P::Action, bonus: i32) {
        let slot = self.history.slot(context.side, action);
        self.history.update(slot, bonus);
        if let Some(previous) = context.previous {
            self.follow.update(previous, slot, bonus);
        }
    }

    /// [`Searcher::order`]'s key of every action, each with its index, unsorted, into `keys`
    /// (emptied first): sorting them gives that order (the index breaks ties, as in
    /// `sort_by_cached_key`). With `defer_history`, quiet actions get bounds (see [`OrderKey`]).
    fn order_keys(
        &self,
        keys: &mut Vec<OrderKey>,
        position: &P,
        actions: &[P::Action],
        tt_best: Option<P::Action>,
        context: &Context<P::Action>,
        defer_history: bool,
    ) {
        keys.clear();
        keys.extend(actions.iter().enumerate().map(|(i, &a)| {
            let (key, bound) = self.order_key(position, a, tt_best, context, defer_history);
            (key, i as u32, bound)
        }));
    }

    /// Makes every bound among `keys` exact: a quiet action's key from its hint and history
    /// score. The history must not have changed since the bounds were set, so that the keys
    /// are the ones [`Searcher::order_keys`] would have given at once.
    fn settle(&self, keys: &mut [OrderKey], position: &P, actions: &[P::Action], context: &Context<P::Action>) {
        for key in keys.iter_mut().filter(|key| key.2) {
            let action = actions[key.1 as usize];
            let history = self.quiet_score(context, action) / HISTORY_SCALE;
            *key = (-position.order_hint(action) - history, key.1, false);
        }
    }

    /// Where `action` goes in the order: lower first. With `defer_history`, a quiet action's
    /// key is a bound, its history score not yet looked up (then `true` comes with it).
    #[inline]
    fn order_key(
        &self,
        position: &P,
        a: P::Action,
        tt_best: Option<P::Action>,
        context: &Context<P::Action>,
        defer_history: bool,
    ) -> (i32, bool) {
        if Some(a) == tt_best {
            return (i32::MIN, false);
        }
        // Where the variant bounds quiet actions' hints, a deferred quiet action's bound needs
        // neither its hint nor its history (`settle` works both out).
        if let (true, Some(most)) = (defer_history, P::QUIET_HINT_MAX)
            && !position.is_capture(a)
        {
            return match context.rank(a) {
                Some(key) => (key, false),
                None => (-most - HISTORY_BOUND, true),
            };
        }
        let (capture, hint) = position.capture_and_hint(a);
        if capture {
            // A capture that loses material in the exchange waits until after the quiet moves.
            let losing = position.exchange(a).is_some_and(|gain| gain < 0);
            ((if losing { 100_000 } else { -1_000_000 }) - hint, false)
        } else if let Some(key) = context.rank(a) {
            (key, false)
        } else if defer_history {
            (-hint - HISTORY_BOUND, true)
        } else {
            (-hint - self.quiet_score(context, a) / HISTORY_SCALE, false)
        }
    }

    /// Counts a node and, now and then, stops the search if a limit is reached. Once stopped,
    /// nothing more is counted: a search may enter a few nodes before it sees the stop (after
    /// a null move or ProbCut cut short), and the node limit stays exact.
    fn tick(&mut self) {
        if self.stopped {
            return;
        }
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.check_limits();
        }
    }

    /// Looks at the clock and the node limit. The nodes between looks adapt to how long
    /// they take (a Monster Bluff node with a vast chip stack costs far more than a chess
    /// one), keeping each gap near [`CHECK_GAP`]; the node limit is met exactly.
    fn check_limits(&mut self) {
        let now = Instant::now();
        if self.nodes >= self.node_limit || self.deadline.is_some_and(|d| now >= d) || self.stop.load(Ordering::Relaxed)
        {
            self.stopped = true;
        }
        let gap = now.duration_since(self.last_check);
        self.last_check = now;
        if gap > CHECK_GAP {
            self.check_every = (self.check_every / 2).max(1);
        } else if gap < CHECK_GAP / 4 {
            self.check_every = (self.check_every * 2).min(MAX_CHECK_EVERY);
        }
        self.next_check = self.nodes.saturating_add(self.check_every).min(self.node_limit);
    }

    fn principal_variation(&self, position: &P, first: Option<P::Action>, max: usize) -> Vec<P::Action> {
        let mut pv = Vec::new();
        let mut current = position.clone();
        let mut next = first;
        let mut seen = Vec::new();
        let root = position.to_move();
        while let Some(action) = next {
            if pv.len() >= max.max(1) || seen.contains(&current.hash()) {
                break;
            }
            let mut legal = Vec::new();
            current.legal_actions(&mut legal);
            if !legal.contains(&action) {
                break;
            }
            seen.push(current.hash());
            pv.push(action);
            current.play_unchecked(action);
            // The several-player search keys its entries by the searching seat as well.
            let key = if position.players() > 2 { best_reply::key(current.hash(), root) } else { current.hash() };
            next = self.table.get(key).and_then(|e| e.best);
        }
        pv
    }
}

/// What [`Searcher::singular`] found of a table action.
enum Singular {
    /// Searched a ply deeper.
    Extend,
    /// The node is cut off with this score.
    Cut(i32),
    No,
}

/// Below every quiet action's order key at a node where history scores are put off (see
/// [`Searcher::order_key`]): the keys of the captures searched before any quiet action.
const fn quiet_floor<P: Evaluate>() -> i32 {
    let bound = match P::QUIET_HINT_MAX {
        Some(most) => -most - HISTORY_BOUND,
        None => i32::MIN,
    };
    if bound < KILLER_KEY { bound } else { KILLER_KEY }
}

/// Puts the exact keys among `order` first, in order, and returns how many of them come before
/// every bound (so before every quiet action, whatever its history score): those are the first
/// in the move order.
fn first_settled(order: &mut [OrderKey]) -> usize {
    let mut exact = 0;
    for i in 0..order.len() {
        if !order[i].2 {
            order.swap(exact, i);
            exact += 1;
        }
    }
    order[..exact].sort_unstable_by_key(|&(key, index, _)| (key, index));
    let floor = order[exact..].iter().map(|&(key, index, _)| (key, index)).min();
    order[..exact].iter().take_while(|&&(key, index, _)| floor.is_none_or(|floor| (key, index) < floor)).count()
}

/// Sorts `actions` by `key`, keeping the order of equal keys: the order `sort_by_cached_key`
/// gives. A short list (a quiescence search's captures mostly are) is insertion-sorted with
/// its keys kept beside it, with no allocation.
fn sort_by_key<A: Copy>(actions: &mut [A], key: impl Fn(A) -> i32) {
    const SHORT: usize = 16;
    if actions.len() > SHORT {
        actions.sort_by_cached_key(|&a| key(a));
        return;
    }
    let mut keys = [0; SHORT];
    for i in 0..actions.len() {
        let (action, k) = (actions[i], key(actions[i]));
        let mut j = i;
        while j > 0 && keys[j - 1] > k {
            keys[j] = keys[j - 1];
            actions[j] = actions[j - 1];
            j -= 1;
        }
        keys[j] = k;
        actions[j] = action;
    }
}

/// What a quiet action's cut-off, searched `searched` plies below the node, is worth in the
/// histories. Linear (`Evaluate::LINEAR_HISTORY`), one ply above the horizon counts too and
/// the scores grow large enough against ±[`history::MAX`] that history outweighs the
/// variant's hint; the square of the depth leaves them small, so the hint orders. In a won
/// ending against a bare royal (`mating`) the mop-up hints find the mate: the square there.
fn history_bonus<P: Evaluate>(searched: i32, mating: bool) -> i32 {
    if P::LINEAR_HISTORY && !mating { (300 * (searched + 1)).min(2400) } else { searched * searched }
}

/// How many plies a late quiet action is searched shallower first: more the deeper the search
/// and the later the action (logarithmic in both), one less on the principal variation.
fn late_move_reduction(depth: i32, index: usize, pv_node: bool) -> i32 {
    if depth < 3 {
        return 0;
    }
    let r = 0.5 + (depth as f32).ln() * (index as f32).ln() / 2.25;
    (r as i32 - i32::from(pv_node)).max(0)
}

/// The score of a position with no legal action, for its side to move.
fn terminal_score<P: Position>(position: &P, ply: usize) -> i32 {
    match position.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == position.to_move() => MATE - ply as i32,
        Some(Outcome::Win { .. }) => -(MATE - ply as i32),
        Some(Outcome::Draw(_)) | None => 0,
    }
}

/// The score a table entry proves for a search of `depth` within `(alpha, beta)`, if it proves one.
fn table_cutoff<A>(entry: Option<Entry<A>>, depth: i32, alpha: i32, beta: i32, ply: usize) -> Option<i32> {
    let e = entry.filter(|e| i32::from(e.depth) >= depth)?;
    let score = from_table(e.score, ply);
    match e.bound {
        Bound::Exact => Some(score),
        Bound::Lower if score >= beta => Some(score),
        Bound::Upper if score <= alpha => Some(score),
        _ => None,
    }
}

/// The static value `stand`, or the table entry's score where its bound says the score is
/// nearer the truth (a lower bound above it, an upper bound below it, an exact score); never a
/// mate score, which holds only along its own line.
fn refined_value<A>(stand: i32, entry: Option<Entry<A>>, ply: usize) -> i32 {
    let Some(entry) = entry else { return stand };
    let score = from_table(entry.score, ply);
    let nearer = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => score > stand,
        Bound::Upper => score < stand,
    };
    if nearer && score.abs() < MATE_BOUND { score } else { stand }
}

/// Mate scores are stored relative to the node, so they stay right when reached by another path.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RandomPlayer;
    use menagerie_rules::variants::monster_bluff::MonsterBluff;

    /// A position repeats one of the game or the path only since the last irreversible move,
    /// as the halfmove clock counts: the same position further back is not looked for.
    #[test]
    fn repetition_is_looked_for_since_the_last_irreversible_move() {
        use menagerie_rules::variants::chess::Chess;
        let mut searcher = Searcher::<Chess>::new(1);
        let mut position = Chess::start();
        let mut hashes = Vec::new();
        for text in ["e2e4", "g8f6", "g1f3", "f6g8", "f3g1", "g8f6"] {
            hashes.push(position.hash());
            menagerie_rules::play_text(&mut position, text).unwrap();
        }
        // After 1. e4 Nf6 the knights went out and back: the clock is 5, and the position
        // after 1. e4 Nf6 stood four plies ago.
        assert_eq!(position.halfmove_clock(), Some(5));
        searcher.path = hashes;
        assert!(searcher.repeats(&position, position.hash()));
        // The same position with a clock of 3 cannot have stood four plies ago.
        let mut fen: Vec<String> = position.fen().split(' ').map(str::to_owned).collect();
        fen[4] = "3".to_owned();
        let recent = Chess::from_fen(&fen.join(" ")).unwrap();
        assert_eq!(recent.hash(), position.hash());
        assert!(!searcher.repeats(&recent, recent.hash()));
        // A null move on the path is a ply the clock does not count: the window grows by one.
        searcher.nulls = 1;
        assert!(searcher.repeats(&recent, recent.hash()));
    }

    #[test]
    fn the_table_refines_the_static_value_only_where_its_bound_says_it_is_nearer() {
        let entry = |score, bound| Some(Entry::<u8> { key: 1, best: None, score, depth: 3, bound });
        assert_eq!(refined_value::<u8>(50, None, 4), 50);
        assert_eq!(refined_value(50, entry(20, Bound::Exact), 4), 20);
        assert_eq!(refined_value(50, entry(80, Bound::Lower), 4), 80);
        assert_eq!(refined_value(50, entry(20, Bound::Lower), 4), 50);
        assert_eq!(refined_value(50, entry(20, Bound::Upper), 4), 20);
        assert_eq!(refined_value(50, entry(80, Bound::Upper), 4), 50);
        // A mate is exact only along its own line: the static value stands.
        assert_eq!(refined_value(50, entry(to_table(MATE - 9, 4), Bound::Lower), 4), 50);
        assert_eq!(refined_value(50, entry(to_table(-(MATE - 9), 4), Bound::Exact), 4), 50);
    }

    /// The order one ply above the horizon, with history scores put off (the actions before
    /// every quiet one's bound first, then the rest once settled), is the order of the exact
    /// keys, along random Monster Bluff games with a history and killers from those games.
    #[test]
    fn deferred_history_keys_give_the_same_order() {
        let mut searcher = Searcher::<MonsterBluff>::new(1);
        let mut rng = RandomPlayer::new(7);
        let mut actions = Vec::new();
        for game in 0..4 {
            let mut position = MonsterBluff::start();
            for ply in 0..60 {
                actions.clear();
                position.search_actions(&mut actions);
                if actions.is_empty() {
                    break;
                }
                let pick = |rng: &mut RandomPlayer| actions[(rng.next_u64() % actions.len() as u64) as usize];
                // A history and killers such as a search leaves: random rewards and punishments.
                let side = position.to_move();
                for _ in 0..20 {
                    let bonus = (rng.next_u64() % 200) as i32 - 100;
                    let slot = searcher.history.slot(side, pick(&mut rng));
                    searcher.history.update(slot, bonus);
                }
                searcher.killers[ply] = [Some(pick(&mut rng)), (ply % 3 != 0).then(|| pick(&mut rng))];
                let tt_best = (game % 2 == 0).then(|| pick(&mut rng));

                let context = searcher.context(side, ply);

                let mut exact = Vec::new();
                searcher.order_keys(&mut exact, &position, &actions, tt_best, &context, false);
                exact.sort_unstable_by_key(|&(key, index, _)| (key, index));

                let mut deferred = Vec::new();
                searcher.order_keys(&mut deferred, &position, &actions, tt_best, &context, true);
                let ready = first_settled(&mut deferred);
                searcher.settle(&mut deferred[ready..], &position, &actions, &context);
                deferred[ready..].sort_unstable_by_key(|&(key, index, _)| (key, index));

                assert_eq!(deferred, exact, "game {game}, ply {ply}: {position:?}");
                position.play_unchecked(pick(&mut rng));
                if position.outcome().is_some() {
                    break;
                }
            }
        }
    }
}
