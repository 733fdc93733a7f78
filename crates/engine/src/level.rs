//! Levels 1–8 for people: level 8 is the full engine; below it the computer plays the way a
//! weaker player does, not by picking random moves.
//!
//! A level below 8 picks its move in three steps, as a person at the board does:
//!
//! 1. **A glance at every legal move**: the position after it, judged by the static
//!    evaluation (a mate on the board seen at once), plus a bonus for the natural moves — a
//!    capture (a recapture is one), a check. The best few by this glance are the candidates;
//!    the rest are never considered, so no level plays a move nobody would think of.
//! 2. **Thinking each candidate through**: the engine's own search of the position after it,
//!    one to three plies deep (deeper at the higher levels), within a node budget. Now and
//!    then a candidate is *not* checked (the blunder check skipped, more often at the lower
//!    levels): it keeps its glance score, so a capture that loses the capturing piece can look
//!    good, as it does to a beginner.
//!    From level 5 the engine also searches the position itself first, in a node budget; its
//!    move is a candidate, the others score below it and only the best few of them stay in the
//!    choice.
//! 3. **Choosing**: a softmax over the candidates' scores (plus the same natural-move bonus),
//!    with a temperature that falls as the level rises: a beginner often plays the second- or
//!    third-best candidate, level 7 nearly always the best.
//!
//! The choice depends only on the position given (a seat's own view: the engine never sees a
//! secret it is not entitled to), the history, the searcher's table and the seed: the same
//! seed gives the same move. The server seeds from the operating system.

use std::time::{Duration, Instant};

use menagerie_rules::{Outcome, Position, Seat};

use crate::{Evaluate, Limits, MATE, RandomPlayer, Report, Searcher};

/// The strongest level: the full engine.
pub const MAX_LEVEL: u8 = 8;

/// Scores are clamped to this before the softmax, so that a mate outweighs any material but
/// the exponentials stay finite.
const CLAMP: i32 = 5_000;

/// A playing level, 1 (a beginner) to [`MAX_LEVEL`] (the full engine).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// How a level below 8 plays (see the module's documentation).
#[derive(Clone, Copy, Debug)]
struct Style {
    /// The depth of the engine's search of the position after each candidate.
    think: u32,
    /// The most nodes that search may take, per candidate.
    nodes: u64,
    /// How many moves, best by the glance first, are thought through.
    candidates: usize,
    /// The softmax's temperature, in centipawns.
    temperature: i32,
    /// The chance, in thousandths, that a candidate is not checked (scored by the glance).
    skip: u64,
    /// The natural-move bonuses, in centipawns, for a capture and for a check.
    capture: i32,
    check: i32,
    /// From level 5: the nodes of a search of the position itself first, whose best move is a
    /// candidate too, and how much below it the other candidates score at best (that search has
    /// shown none is better; their shallower search may not see why), and how many of them
    /// (the best by score) stay in the choice.
    root: Option<Root>,
}

#[derive(Clone, Copy, Debug)]
struct Root {
    /// The chance, in thousandths, that the level looks this deep at all on a move.
    focus: u64,
    nodes: u64,
    doubt: i32,
    keep: usize,
}

impl Level {
    /// The level numbered `n`, if it is one (1 to [`MAX_LEVEL`]).
    pub fn new(n: u8) -> Option<Level> {
        (1..=MAX_LEVEL).contains(&n).then_some(Level(n))
    }

    /// The full engine.
    pub const FULL: Level = Level(MAX_LEVEL);

    pub fn number(self) -> u8 {
        self.0
    }

    /// What the level is, in a few words (for the UI and `uci`).
    pub fn describe(self) -> &'static str {
        match self.0 {
            1 => "beginner",
            2 => "novice",
            3 => "casual",
            4 => "club",
            5 => "strong club",
            6 => "expert",
            7 => "master",
            _ => "full strength",
        }
    }

    /// The time the level takes at most on the server (a running clock may cap it further):
    /// level 8 thinks for six seconds, the others far less (they search to a set depth).
    pub fn movetime(self) -> Duration {
        Duration::from_millis(match self.0 {
            1 | 2 => 300,
            3 => 500,
            4 => 800,
            5 => 1_200,
            6 => 1_800,
            7 => 2_500,
            _ => 6_000,
        })
    }

    fn style(self) -> Option<Style> {
        let style = |think, nodes, candidates, temperature, skip, capture, check, root| Style {
            think,
            nodes,
            candidates,
            temperature,
            skip,
            capture,
            check,
            root,
        };
        Some(match self.0 {
            1 => style(1, 4_000, 8, 100, 250, 40, 25, None),
            2 => style(1, 6_000, 12, 75, 150, 30, 20, None),
            3 => style(2, 8_000, 12, 60, 100, 25, 15, None),
            4 => style(2, 10_000, 14, 40, 40, 15, 10, None),
            5 => style(3, 15_000, 16, 35, 35, 10, 5, Some(Root { focus: 1000, nodes: 1_500, doubt: 20, keep: 6 })),
            6 => style(3, 15_000, 16, 30, 15, 5, 0, Some(Root { focus: 1000, nodes: 5_000, doubt: 20, keep: 5 })),
            7 => style(3, 15_000, 16, 20, 0, 0, 0, Some(Root { focus: 1000, nodes: 20_000, doubt: 20, keep: 5 })),
            _ => return None,
        })
    }

    /// Chooses the move for the side to move in `position` (its own view), reached after the
    /// positions whose hashes are `history`, within `limits` (the caller's: the server's time
    /// or `go`'s; the level's own depth and nodes come on top). `seed` decides the level's
    /// chances. The report's `score` is the chosen move's, its `pv` that move alone below level 8.
    pub fn choose<P: Evaluate>(
        self,
        searcher: &mut Searcher<P>,
        position: &P,
        history: &[u64],
        limits: Limits,
        seed: u64,
    ) -> Report<P::Action> {
        let Some(style) = self.style() else { return searcher.search(position, history, limits) };
        let start = Instant::now();
        let deadline = limits.movetime.and_then(|t| start.checked_add(t));
        let mut rng = RandomPlayer::new(seed);
        let me = position.to_move();
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        let mut report = Report::start(actions.first().copied());
        if actions.len() > 1 {
            // 1. The glance, and the candidates it leaves.
            let mut glanced: Vec<(P::Action, P, i32, i32)> = actions
                .iter()
                .map(|&action| {
                    let mut next = position.clone();
                    next.play_unchecked(action);
                    let bonus = natural_bonus(position, action, &next, me, &style);
                    let glance = glance(&next, me);
                    (action, next, glance, bonus)
                })
                .collect();
            // Best first; ties keep the move generator's order.
            glanced.sort_by_key(|g| std::cmp::Reverse(g.2.saturating_add(g.3)));
            glanced.truncate(style.candidates);

            // From level 5, the engine's own search of the position, on three quarters of the time.
            let mut nodes_left = limits.nodes.unwrap_or(u64::MAX);
            let mut engine: Option<(P::Action, i32)> = None;
            let focused = style.root.filter(|root| rng.next_u64() % 1000 < root.focus);
            if let Some(root) = focused {
                let root_limits = Limits {
                    depth: limits.depth,
                    movetime: limits.movetime.map(|t| t / 4 * 3),
                    nodes: Some(root.nodes.min(nodes_left / 2).max(1)),
                    optimum: None,
                };
                let searched = searcher.search(position, history, root_limits);
                nodes_left = nodes_left.saturating_sub(searched.nodes);
                report.nodes += searched.nodes;
                report.depth = searched.depth;
                if let (Some(best), true) = (searched.best, searched.depth > 0) {
                    engine = Some((best, searched.score));
                    if !glanced.iter().any(|g| g.0 == best) {
                        let mut next = position.clone();
                        next.play_unchecked(best);
                        let bonus = natural_bonus(position, best, &next, me, &style);
                        glanced.push((best, next, searched.score, bonus));
                    }
                }
            }

            // 2. Thinking each through, unless the check is skipped.
            let think = style.think.min(limits.depth.unwrap_or(u32::MAX)).max(1);
            let count = glanced.len();
            let mut scored = Vec::with_capacity(count);
            for (i, (action, next, glance, bonus)) in glanced.into_iter().enumerate() {
                if let Some((best, score)) = engine.filter(|e| e.0 == action) {
                    scored.push((best, score.clamp(-CLAMP, CLAMP), bonus));
                    continue;
                }
                let skipped = rng.next_u64() % 1000 < style.skip;
                let share = (count - i) as u32;
                let movetime = deadline.map(|d| d.saturating_duration_since(Instant::now()) / share);
                let budget = (nodes_left / u64::from(share)).min(style.nodes);
                let out_of_time = movetime.is_some_and(|t| t.is_zero()) || budget == 0;
                let mut score = glance;
                if next.outcome().is_none() && !skipped && !out_of_time {
                    let child_limits = Limits { depth: Some(think), movetime, nodes: Some(budget), optimum: None };
                    let child = searcher.search(&next, history_with(history, position).as_slice(), child_limits);
                    nodes_left = nodes_left.saturating_sub(child.nodes);
                    report.nodes += child.nodes;
                    if child.depth > 0 {
                        score = score_for(&next, &child, me);
                        report.depth = report.depth.max(child.depth + 1);
                    }
                }
                if let (Some((_, ceiling)), Some(root)) = (engine, focused) {
                    score = score.min(ceiling).saturating_sub(root.doubt);
                }
                scored.push((action, score.clamp(-CLAMP, CLAMP), bonus));
            }
            if let (Some((best, _)), Some(root)) = (engine, focused) {
                // The engine's move and the best few others by score.
                scored.sort_by_key(|s| (s.0 != best, std::cmp::Reverse(s.1 + s.2)));
                scored.truncate(root.keep + 1);
            }

            // 3. The softmax.
            let weights: Vec<f64> = {
                let top = scored.iter().map(|s| s.1 + s.2).max().unwrap_or(0);
                let t = f64::from(style.temperature.max(1));
                scored.iter().map(|s| (f64::from(s.1 + s.2 - top) / t).exp()).collect()
            };
            let total: f64 = weights.iter().sum();
            // 53 random bits: a uniform number in [0, total).
            let mut pick = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
            let mut chosen = scored.len() - 1;
            for (i, w) in weights.iter().enumerate() {
                if pick < *w {
                    chosen = i;
                    break;
                }
                pick -= w;
            }
            report.best = Some(scored[chosen].0);
            report.score = scored[chosen].1;
        }
        report.pv = report.best.into_iter().collect();
        report.elapsed = start.elapsed();
        report
    }
}

/// The history a search of the position after a move from `position` is given: `history`
/// and `position` itself.
fn history_with<P: Position>(history: &[u64], position: &P) -> Vec<u64> {
    let mut out = Vec::with_capacity(history.len() + 1);
    out.extend_from_slice(history);
    out.push(position.hash());
    out
}

/// The value for `me` of a position seen at a glance: the game's result if it is over, else
/// the static evaluation.
fn glance<P: Evaluate>(position: &P, me: Seat) -> i32 {
    match position.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == me => MATE,
        Some(Outcome::Win { .. }) => -MATE,
        Some(Outcome::Draw(_)) => 0,
        None => position.evaluate_for(me),
    }
}

/// The search of `next` (the position after one of `me`'s moves) as a score for `me`: the
/// search's own score with two players (negated when the turn passed); with more, the
/// evaluation for `me` at the end of the expected line (a several-player search scores for
/// the seat that searched).
fn score_for<P: Evaluate>(next: &P, report: &Report<P::Action>, me: Seat) -> i32 {
    if next.players() == 2 {
        return if next.to_move() == me { report.score } else { -report.score };
    }
    let mut end = next.clone();
    for &action in &report.pv {
        if end.outcome().is_some() {
            break;
        }
        end.play_unchecked(action);
    }
    glance(&end, me)
}

/// The bonus of a natural move: a capture, a check given.
fn natural_bonus<P: Evaluate>(position: &P, action: P::Action, next: &P, me: Seat, style: &Style) -> i32 {
    let mut bonus = 0;
    if position.is_capture(action) {
        bonus += style.capture;
    }
    if next.to_move() != me && next.outcome().is_none() && !next.checked_squares().is_empty() {
        bonus += style.check;
    }
    bonus
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_one_to_eight() {
        assert_eq!(Level::new(0), None);
        assert_eq!(Level::new(9), None);
        assert_eq!(Level::new(8), Some(Level::FULL));
        for n in 1..=MAX_LEVEL {
            let level = Level::new(n).unwrap();
            assert_eq!(level.number(), n);
            assert_eq!(level.style().is_none(), n == MAX_LEVEL);
        }
        // Each level thinks at least as deep, as widely and as coolly as the one below.
        let styles: Vec<Style> = (1..MAX_LEVEL).filter_map(|n| Level(n).style()).collect();
        for pair in styles.windows(2) {
            assert!(pair[1].think >= pair[0].think && pair[1].candidates >= pair[0].candidates);
            assert!(pair[1].temperature < pair[0].temperature && pair[1].skip <= pair[0].skip);
        }
    }
}
