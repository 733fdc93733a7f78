//! perft: counting legal action sequences, the standard test of a move generator.

use crate::position::Position;

/// The deepest perft the library counts. Far beyond any count that finishes (chess's depth
/// 15 is about 2·10^21 sequences), it bounds the recursion so that no depth a caller gives
/// can exhaust the stack.
pub const MAX_DEPTH: u32 = 64;

/// A perft depth beyond [`MAX_DEPTH`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepthError(pub u32);

impl std::fmt::Display for DepthError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "perft depth {} is too deep: at most {MAX_DEPTH}", self.0)
    }
}

impl std::error::Error for DepthError {}

/// The number of legal action sequences of length `depth`, counting the last ply in bulk,
/// or an error if `depth` is beyond [`MAX_DEPTH`].
pub fn try_perft<P: Position>(position: &P, depth: u32) -> Result<u64, DepthError> {
    if depth > MAX_DEPTH {
        return Err(DepthError(depth));
    }
    // One action list per ply, made when the walk first reaches that ply: a position with
    // no actions costs nothing however deep the count was asked for.
    let mut lists = Vec::new();
    Ok(walk(position, depth, 0, &mut lists))
}

/// As [`try_perft`], for a depth the caller knows is at most [`MAX_DEPTH`].
///
/// # Panics
/// If `depth` is beyond [`MAX_DEPTH`]; take untrusted depths through [`try_perft`].
pub fn perft<P: Position>(position: &P, depth: u32) -> u64 {
    try_perft(position, depth).unwrap_or_else(|e| panic!("{e}"))
}

fn walk<P: Position>(position: &P, depth: u32, ply: usize, lists: &mut Vec<Vec<P::Action>>) -> u64 {
    if lists.len() <= ply {
        lists.push(Vec::new());
    }
    match depth {
        0 => 1,
        1 => position.count_legal(&mut lists[ply]) as u64,
        _ => {
            let mut list = std::mem::take(&mut lists[ply]);
            list.clear();
            position.legal_actions(&mut list);
            let mut nodes = 0;
            for &action in &list {
                let mut next = position.clone();
                next.play_unchecked(action);
                nodes += walk(&next, depth - 1, ply + 1, lists);
            }
            lists[ply] = list;
            nodes
        }
    }
}

/// perft split by first action: each legal action's text and its count at `depth - 1`, or
/// an error if `depth` is beyond [`MAX_DEPTH`].
pub fn try_divide<P: Position>(position: &P, depth: u32) -> Result<Vec<(String, u64)>, DepthError> {
    if depth > MAX_DEPTH {
        return Err(DepthError(depth));
    }
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    Ok(actions
        .into_iter()
        .map(|a| {
            let mut next = position.clone();
            next.play_unchecked(a);
            (position.action_text(a), perft(&next, depth.saturating_sub(1)))
        })
        .collect())
}

/// As [`try_divide`], for a depth the caller knows is at most [`MAX_DEPTH`].
///
/// # Panics
/// If `depth` is beyond [`MAX_DEPTH`].
pub fn divide<P: Position>(position: &P, depth: u32) -> Vec<(String, u64)> {
    try_divide(position, depth).unwrap_or_else(|e| panic!("{e}"))
}
