//! The search for games of three or four seats: best-reply search (Schadd and Winands, 2011).
//!
//! The searching seat (the root) maximises its own value and assumes its opponents play
//! together to minimise it, which keeps alpha-beta's pruning, the table, killers and
//! quiescence. Paranoid search, where every opponent moves between two of the root's turns,
//! lets the root see one action of its own in four plies with four seats. Here only the
//! opponent whose reply hurts the root most acts and the others are skipped: the root's own
//! plans are seen twice as deep, and the opponent that matters (the leader near j10, the one
//! that can take the root's King) still answers every move. The positions between are not ones
//! the game can reach, but any one opponent's threats are seen as soon as paranoid sees the
//! next seat's. Max-n (each seat maximising its own value) prunes almost nothing and sees far
//! less deep; MCTS needs many random playouts, which a race to j10 round walls rewards poorly.
//!
//! A variant whose seats cannot be skipped ([`Evaluate::skip_turn`] gives `None`) is searched
//! paranoid: each node's movers are then the side to move alone.
//!
//! Scores are always from the root seat's view, so table entries are keyed by the position
//! hash mixed with the root seat: a searcher shared by several seats never mixes them up.

use menagerie_rules::{Outcome, Position, Seat};

use super::{INFINITY, MATE, MAX_PLY, Searcher, table_cutoff, to_table};
use crate::eval::Evaluate;
use crate::table::{Bound, Entry};

/// The captures played out below the horizon. Every seat may capture any other, and where long
/// lines are open across the board (early in a game) eight plies of that took a depth-3 search
/// 1.4 M nodes where two plies took 18,000: the search then could not finish its first
/// iteration in 200 ms. Two plies (a capture and the answer to it) won 11 games to 2 in four
/// seats at 60 ms (docs/engine.md).
const SEVERAL_QUIESCENCE_PLIES: usize = 2;

/// Mixed into table keys: one constant per root seat.
const ROOT_KEYS: [u64; 8] = [
    0x3c6e_f372_fe94_f82b,
    0xa54f_f53a_5f1d_36f1,
    0x510e_527f_ade6_82d1,
    0x9b05_688c_2b3e_6c1f,
    0x1f83_d9ab_fb41_bd6b,
    0x5be0_cd19_137e_2179,
    0xcbbb_9d5d_c105_9ed8,
    0x629a_292a_367c_d507,
];

pub(super) fn key(hash: u64, root: Seat) -> u64 {
    hash ^ ROOT_KEYS[root.index() % ROOT_KEYS.len()]
}

/// The score of a position with no legal action, for the root seat.
fn terminal<P: Position>(position: &P, root: Seat, ply: usize) -> i32 {
    match position.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == root => MATE - ply as i32,
        Some(Outcome::Win { .. }) => -(MATE - ply as i32),
        Some(Outcome::Draw(_)) | None => 0,
    }
}

impl<P: Evaluate> Searcher<P> {
    pub(super) fn best_reply_root(
        &mut self,
        position: &P,
        actions: &mut [P::Action],
        depth: i32,
        last: Option<P::Action>,
    ) -> (Option<P::Action>, i32) {
        let root = position.to_move();
        let k = key(position.hash(), root);
        // The last iteration's choice first: an unfinished iteration's best beat it.
        let first = last.or_else(|| self.table.get(k).and_then(|e| e.best));
        self.order(position, actions, first, 0);
        let mut alpha = -INFINITY;
        let mut best = None;
        self.path.push(position.hash());
        for &action in actions.iter() {
            let mut next = position.clone();
            next.play_unchecked(action);
            let score = self.best_reply(&next, root, depth - 1, 1, alpha, INFINITY);
            if self.stopped {
                break;
            }
            if score > alpha || best.is_none() {
                alpha = alpha.max(score);
                best = Some(action);
            }
        }
        self.path.pop();
        if let (Some(best), false) = (best, self.stopped) {
            self.table.put(Entry { key: k, best: Some(best), score: alpha, depth: depth as u8, bound: Bound::Exact });
        }
        (best, alpha)
    }

    /// The value of `position` for `root` within (alpha, beta): on the root's turn the best of
    /// its actions; otherwise the worst for it of every opponent's actions, each opponent in the
    /// position where the seats before it have been skipped, and after that reply the seats up
    /// to the root's next turn skipped too.
    fn best_reply(&mut self, position: &P, root: Seat, depth: i32, ply: usize, mut alpha: i32, mut beta: i32) -> i32 {
        self.tick();
        if self.stopped {
            return 0;
        }
        let hash = position.hash();
        if self.repeats(position, hash) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.several_quiescence(position, root, ply, alpha, beta, 0);
        }
        let k = key(hash, root);
        let entry = self.table.get(k);
        if let Some(score) = table_cutoff(entry, depth, alpha, beta, ply) {
            return score;
        }
        let maximising = position.to_move() == root;
        // On the root's turn it alone moves, in `position` itself (no copy).
        let skipped;
        let movers = if maximising {
            std::slice::from_ref(position)
        } else {
            skipped = opponents(position, root);
            skipped.as_slice()
        };
        let tt_best = entry.and_then(|e| e.best);
        let mut replies = Vec::new();
        let mut actions = Vec::new();
        for (i, mover) in movers.iter().enumerate() {
            actions.clear();
            mover.legal_actions(&mut actions);
            let context = self.context(mover.to_move(), ply);
            replies.extend(actions.iter().map(|&a| (self.order_key(mover, a, tt_best, &context, false).0, i, a)));
        }
        if replies.is_empty() {
            return terminal(position, root, ply);
        }
        replies.sort_by_key(|&(key, _, _)| key);
        let (original_alpha, original_beta) = (alpha, beta);
        let mut best = (None, if maximising { -INFINITY } else { INFINITY });
        self.path.push(hash);
        for &(_, i, action) in &replies {
            let mut next = movers[i].clone();
            next.play_unchecked(action);
            if !maximising {
                next = skip_to(next, root, position.players());
            }
            let score = self.best_reply(&next, root, depth - 1, ply + 1, alpha, beta);
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if maximising && score > best.1 || !maximising && score < best.1 {
                best = (Some(action), score);
            }
            if maximising {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                if !movers[i].is_capture(action) {
                    self.add_killer(ply, action);
                }
                break;
            }
        }
        self.path.pop();
        let bound = if best.1 <= original_alpha {
            Bound::Upper
        } else if best.1 >= original_beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(Entry { key: k, best: best.0, score: to_table(best.1, ply), depth: depth as u8, bound });
        best.1
    }

    /// Captures only, every seat in turn (none skipped), each free to stop capturing (stand pat).
    fn several_quiescence(
        &mut self,
        position: &P,
        root: Seat,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        qply: usize,
    ) -> i32 {
        let mut actions = Vec::new();
        if !position.legal_captures_any(&mut actions) {
            return terminal(position, root, ply);
        }
        let stand_pat = position.evaluate_for(root);
        let maximising = position.to_move() == root;
        if qply >= SEVERAL_QUIESCENCE_PLIES || ply >= MAX_PLY {
            return stand_pat;
        }
        if maximising {
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
        } else {
            if stand_pat <= alpha {
                return stand_pat;
            }
            beta = beta.min(stand_pat);
        }
        actions.sort_by_cached_key(|&a| -position.order_hint(a));
        for action in actions {
            self.tick();
            if self.stopped {
                return 0;
            }
            let mut next = position.clone();
            next.play_unchecked(action);
            let score = self.several_quiescence(&next, root, ply + 1, alpha, beta, qply + 1);
            if maximising {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                break;
            }
        }
        if maximising { alpha } else { beta }
    }
}

/// Every opponent of `root` that acts before the root's next turn, each in the position where
/// it is to move (the seats before it skipped); the side to move alone where none can be skipped.
fn opponents<P: Evaluate>(position: &P, root: Seat) -> Vec<P> {
    let mut movers = vec![position.clone()];
    while movers.len() < position.players() {
        let Some(next) = movers.last().and_then(P::skip_turn) else { break };
        if next.to_move() == root || movers.iter().any(|m| m.to_move() == next.to_move()) {
            break;
        }
        movers.push(next);
    }
    movers
}

/// `position` with the seats before `root`'s turn skipped, as far as they can be.
fn skip_to<P: Evaluate>(mut position: P, root: Seat, players: usize) -> P {
    for _ in 0..players {
        if position.to_move() == root {
            break;
        }
        match position.skip_turn() {
            Some(next) => position = next,
            None => break,
        }
    }
    position
}
