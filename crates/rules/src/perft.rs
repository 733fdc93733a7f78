//! perft: counting legal action sequences, the standard test of a move generator.

use crate::position::Position;

/// The number of legal action sequences of length `depth`, counting the last ply in bulk.
pub fn perft<P: Position>(position: &P, depth: u32) -> u64 {
    let mut lists = vec![Vec::new(); depth as usize + 1];
    walk(position, depth, &mut lists)
}

fn walk<P: Position>(position: &P, depth: u32, lists: &mut [Vec<P::Action>]) -> u64 {
    let (list, rest) = lists.split_first_mut().expect("one list per ply");
    match depth {
        0 => 1,
        1 => position.count_legal(list) as u64,
        _ => {
            list.clear();
            position.legal_actions(list);
            let mut nodes = 0;
            for &action in list.iter() {
                let mut next = position.clone();
                next.play_unchecked(action);
                nodes += walk(&next, depth - 1, rest);
            }
            nodes
        }
    }
}

/// perft split by first action: each legal action's text and its count at `depth - 1`.
pub fn divide<P: Position>(position: &P, depth: u32) -> Vec<(String, u64)> {
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    actions
        .into_iter()
        .map(|a| {
            let mut next = position.clone();
            next.play_unchecked(a);
            (position.action_text(a), perft(&next, depth.saturating_sub(1)))
        })
        .collect()
}
