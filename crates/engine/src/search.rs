//! Iterative-deepening alpha-beta (negamax; paranoid alpha-beta for three or four seats, in
//! `search/paranoid.rs`) with a transposition table, killer moves and a
//! capture-only quiescence search.
//!
//! Turns of several actions (Monkey King's bonus moves) need no special case: the score is
//! negated only when the side to move changes between a position and its child.

mod paranoid;

use std::time::{Duration, Instant};

use menagerie_rules::{Outcome, Position};

use crate::eval::Evaluate;
use crate::table::{Bound, Entry, Table};

/// A mate found `n` plies from the root scores `MATE - n`.
pub const MATE: i32 = 1_000_000;
const INFINITY: i32 = MATE + 1;
/// Scores beyond this are mates (with their distance folded in).
const MATE_BOUND: i32 = MATE - 10_000;
const MAX_PLY: usize = 128;
const QUIESCENCE_PLIES: usize = 8;

/// When to stop searching: whichever limit comes first. With none, depth 4.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub movetime: Option<Duration>,
    pub nodes: Option<u64>,
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

pub struct Searcher<P: Evaluate> {
    table: Table<P::Action>,
    killers: Vec<[Option<P::Action>; 2]>,
    /// Hashes of the game so far and of the current search path, for repetition.
    path: Vec<u64>,
    nodes: u64,
    deadline: Option<Instant>,
    node_limit: u64,
    stopped: bool,
}

impl<P: Evaluate> Searcher<P> {
    /// A searcher with a transposition table of about `megabytes` MiB.
    pub fn new(megabytes: usize) -> Searcher<P> {
        Searcher {
            table: Table::new(megabytes),
            killers: vec![[None; 2]; MAX_PLY + 1],
            path: Vec::new(),
            nodes: 0,
            deadline: None,
            node_limit: u64::MAX,
            stopped: false,
        }
    }

    /// Forgets everything learned (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Searches `position`, reached after the positions whose hashes are `history`
    /// (oldest first, the current one excluded), within `limits`.
    pub fn search(&mut self, position: &P, history: &[u64], limits: Limits) -> Report<P::Action> {
        let start = Instant::now();
        self.nodes = 0;
        self.stopped = false;
        self.deadline = limits.movetime.map(|t| start + t);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.killers.fill([None; 2]);
        self.path.clear();
        self.path.extend_from_slice(history);

        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        let mut report = Report {
            best: actions.first().copied(),
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: Vec::new(),
        };
        let max_depth = limits.depth.unwrap_or(if limits.movetime.is_some() || limits.nodes.is_some() {
            MAX_PLY as u32 - 8
        } else {
            4
        });
        if actions.len() > 1 {
            for depth in 1..=max_depth {
                // Three or four seats: paranoid alpha-beta (search/paranoid.rs).
                let (best, score) = if position.players() > 2 {
                    self.paranoid_root(position, &mut actions, depth as i32)
                } else {
                    self.root(position, &mut actions, depth as i32)
                };
                if self.stopped {
                    break;
                }
                report.best = best.or(report.best);
                report.score = score;
                report.depth = depth;
                if score.abs() >= MATE_BOUND {
                    break;
                }
            }
        }
        report.nodes = self.nodes;
        report.elapsed = start.elapsed();
        report.pv = self.principal_variation(position, report.best, report.depth as usize);
        report
    }

    fn root(&mut self, position: &P, actions: &mut [P::Action], depth: i32) -> (Option<P::Action>, i32) {
        let tt_best = self.table.get(position.hash()).and_then(|e| e.best);
        self.order(position, actions, tt_best, 0);
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = None;
        self.path.push(position.hash());
        for &action in actions.iter() {
            let score = self.child(position, action, depth - 1, 1, alpha, beta);
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(action);
            }
        }
        self.path.pop();
        if let (Some(best), false) = (best, self.stopped) {
            self.table.put(Entry {
                key: position.hash(),
                best: Some(best),
                score: alpha,
                depth: depth as u8,
                bound: Bound::Exact,
            });
        }
        (best, alpha)
    }

    /// Plays `action` and scores the result for the side to move in `position`.
    fn child(&mut self, position: &P, action: P::Action, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        let mut next = position.clone();
        next.play_unchecked(action);
        if next.to_move() == position.to_move() {
            self.node(&next, depth, ply, alpha, beta)
        } else {
            -self.node(&next, depth, ply, -beta, -alpha)
        }
    }

    fn node(&mut self, position: &P, depth: i32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.out_of_time() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let hash = position.hash();
        if self.path.contains(&hash) || position.halfmove_clock().is_some_and(|c| c >= 100) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(position, ply, alpha, beta, 0);
        }
        let entry = self.table.get(hash);
        if let Some(e) = entry.filter(|e| i32::from(e.depth) >= depth) {
            let score = from_table(e.score, ply);
            match e.bound {
                Bound::Exact => return score,
                Bound::Lower if score >= beta => return score,
                Bound::Upper if score <= alpha => return score,
                _ => {}
            }
        }
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        if actions.is_empty() {
            return terminal_score(position, ply);
        }
        self.order(position, &mut actions, entry.and_then(|e| e.best), ply);

        let original_alpha = alpha;
        let mut best = (None, -INFINITY);
        self.path.push(hash);
        for &action in &actions {
            let score = self.child(position, action, depth - 1, ply + 1, alpha, beta);
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if score > best.1 {
                best = (Some(action), score);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !position.is_capture(action) {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(action) {
                        killers[1] = killers[0];
                        killers[0] = Some(action);
                    }
                }
                break;
            }
        }
        self.path.pop();
        let bound = if best.1 >= beta {
            Bound::Lower
        } else if best.1 > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.put(Entry { key: hash, best: best.0, score: to_table(best.1, ply), depth: depth as u8, bound });
        best.1
    }

    /// Resolves captures before trusting the static evaluation.
    fn quiescence(&mut self, position: &P, ply: usize, mut alpha: i32, beta: i32, qply: usize) -> i32 {
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        if actions.is_empty() {
            return terminal_score(position, ply);
        }
        let stand_pat = position.evaluate();
        if stand_pat >= beta || qply >= QUIESCENCE_PLIES || ply >= MAX_PLY {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        actions.retain(|&a| position.is_capture(a));
        actions.sort_by_cached_key(|&a| -position.order_hint(a));
        for action in actions {
            self.nodes += 1;
            let mut next = position.clone();
            next.play_unchecked(action);
            let score = if next.to_move() == position.to_move() {
                self.quiescence(&next, ply + 1, alpha, beta, qply + 1)
            } else {
                -self.quiescence(&next, ply + 1, -beta, -alpha, qply + 1)
            };
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// The table's move first, then captures by the variant's hint, then killer moves.
    fn order(&self, position: &P, actions: &mut [P::Action], tt_best: Option<P::Action>, ply: usize) {
        let killers = self.killers[ply];
        actions.sort_by_cached_key(|&a| {
            if Some(a) == tt_best {
                i32::MIN
            } else if position.is_capture(a) {
                -1_000_000 - position.order_hint(a)
            } else if killers.contains(&Some(a)) {
                -500_000
            } else {
                -position.order_hint(a)
            }
        });
    }

    fn out_of_time(&self) -> bool {
        self.nodes >= self.node_limit || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    fn principal_variation(&self, position: &P, first: Option<P::Action>, max: usize) -> Vec<P::Action> {
        let mut pv = Vec::new();
        let mut current = position.clone();
        let mut next = first;
        let mut seen = Vec::new();
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
            next = self.table.get(current.hash()).and_then(|e| e.best);
        }
        pv
    }
}

/// The score of a position with no legal action, for its side to move.
fn terminal_score<P: Position>(position: &P, ply: usize) -> i32 {
    match position.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == position.to_move() => MATE - ply as i32,
        Some(Outcome::Win { .. }) => -(MATE - ply as i32),
        Some(Outcome::Draw(_)) | None => 0,
    }
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
