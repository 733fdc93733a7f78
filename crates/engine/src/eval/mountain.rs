//! King of the Mountain: a race, so each King's distance to j10 (in King steps round the
//! walls) outweighs everything; captured pieces come back, so material counts little, and
//! a piece in reserve a little less than one on the board. A sum of weighted terms, each
//! seat's own (`eval/weights/mountain.rs`), which `menagerie tune` fits to 2-player games and
//! three or four seats use as they are; the hand-set weights beat the fit (docs/engine.md,
//! "Tuning").

use std::cell::RefCell;

use menagerie_rules::Seat;
use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::mountain::{Action, Kind, Mountain};

use super::Evaluate;
use super::weights::mountain::WEIGHTS;
use crate::tune::{Tally, Tunable};
use menagerie_rules::Position;

/// Steps from j10 past which a King counts as far away as it can be.
const FAR: i32 = 36;
const SUMMIT: Coord = Coord { file: 9, rank: 9 };
/// A King this near the summit counts as guarded off it while an opponent attacks j10.
const GUARDED_REACH: i32 = 3;

pub const TERMS: usize = 65;
/// A seat's pieces on the board: term `BOARD + kind` (a King is never counted).
const BOARD: usize = 0;
/// A seat's pieces in reserve: term `RESERVE + kind`.
const RESERVE: usize = 12;
/// A seat's King `d` steps from j10 round the walls: term `ROAD + d` (`d` at most `FAR`).
const ROAD: usize = 24;
/// j10 attacked by an opponent while the seat's King is `d` steps away: term `GUARDED + d - 1`.
const GUARDED: usize = ROAD + FAR as usize + 1;
/// But Can You Keep It: each turn the seat's King has held j10.
const HELD: usize = GUARDED + GUARDED_REACH as usize;
const KIND_NAMES: [&str; 12] = [
    "king", "queen", "marshal", "cardinal", "bishop", "rook", "knight", "kangaroo", "cannon", "archer", "giant", "hero",
];

fn steps(d: i32) -> &'static str {
    if d == 1 { "step" } else { "steps" }
}

/// The terms' names, in the order of [`WEIGHTS`].
fn names() -> Vec<String> {
    let mut names: Vec<String> = KIND_NAMES.iter().map(|k| k.to_string()).collect();
    names.extend(KIND_NAMES.iter().map(|k| format!("{k} in reserve")));
    names.extend((0..=FAR).map(|d| match d {
        0 => "king on j10".to_string(),
        FAR => format!("king {FAR}+ steps from j10 or cut off"),
        d => format!("king {d} {} from j10", steps(d)),
    }));
    names.extend((1..=GUARDED_REACH).map(|d| format!("j10 guarded, king {d} {} away", steps(d))));
    names.push("turn held on j10".to_string());
    debug_assert_eq!(names.len(), TERMS);
    names
}

/// A piece's worth on the board by the weights, for the move order (captures of the biggest
/// first).
const fn value(kind: Kind) -> i32 {
    WEIGHTS[BOARD + kind.index()][0]
}

thread_local! {
    /// The distances to j10 for the last wall layout seen (walls never change in a game).
    static DISTANCES: RefCell<(u64, Vec<u8>)> = const { RefCell::new((0, Vec::new())) };
}

fn distance_table<R>(position: &Mountain, f: impl FnOnce(&[u8]) -> R) -> R {
    let key = position.walls_key();
    DISTANCES.with(|cell| {
        let mut cached = cell.borrow_mut();
        if cached.1.is_empty() || cached.0 != key {
            *cached = (key, position.summit_distances());
        }
        f(&cached.1)
    })
}

fn distance(table: &[u8], coord: Coord) -> i32 {
    i32::from(table[coord.rank as usize * 19 + coord.file as usize])
}

/// A set of squares: a bit per file (bit `file`), one word per rank.
type Rows = [u32; 19];
const FULL_ROW: u32 = (1 << 19) - 1;

/// `set` and every square a King step from it.
fn dilate(set: &Rows) -> Rows {
    let mut wide = [0; 19];
    for (w, &x) in wide.iter_mut().zip(set) {
        *w = (x | x << 1 | x >> 1) & FULL_ROW;
    }
    let mut out = wide;
    for r in 0..19 {
        if r > 0 {
            out[r] |= wide[r - 1];
        }
        if r < 18 {
            out[r] |= wide[r + 1];
        }
    }
    out
}

/// Whether `set` holds one of the eight squares round `coord`.
fn touches(set: &Rows, coord: Coord) -> bool {
    let (file, rank) = (usize::from(coord.file), usize::from(coord.rank));
    let around = (0b111u32 << file >> 1) & FULL_ROW;
    (rank.saturating_sub(1)..=(rank + 1).min(18))
        .any(|r| set[r] & if r == rank { around & !(1 << file) } else { around } != 0)
}

thread_local! {
    /// The squares from which j10 can be reached round the walls, for the last walls seen.
    static PASSABLE: RefCell<Option<(Rows, Rows)>> = const { RefCell::new(None) };
}

/// The squares from which j10 can be reached round `walls` (a flood from the summit).
fn passable(walls: &Rows) -> Rows {
    PASSABLE.with(|cell| {
        let mut cached = cell.borrow_mut();
        if let Some((w, p)) = *cached
            && w == *walls
        {
            return p;
        }
        let mut reached: Rows = [0; 19];
        reached[9] = 1 << 9;
        loop {
            let mut grown = dilate(&reached);
            for (g, w) in grown.iter_mut().zip(walls) {
                *g &= !w;
            }
            if grown == reached {
                break;
            }
            reached = grown;
        }
        *cached = Some((*walls, reached));
        reached
    })
}

/// Each King's distance to j10 in King steps round the walls, where stepping onto a square
/// that holds a piece counts two (it must move away or be captured first): a King boxed in by
/// its own army is farther from the top than one with an open road. The King's own square is
/// not charged; 255 where j10 cannot be reached. A breadth-first search a whole rank at a
/// time: squares first reached at distance d+1 are the empty neighbours of those at d and the
/// occupied neighbours of those at d−1; it stops once every King is placed.
fn king_distances(passable: &Rows, occupied: &Rows, kings: &[(Coord, Seat)]) -> [i32; 4] {
    let mut distances = [i32::from(u8::MAX); 4];
    let mut open = 0;
    for (d, &(coord, _)) in distances.iter_mut().zip(kings) {
        if coord == SUMMIT {
            *d = 0;
        } else {
            open += 1;
        }
    }
    let mut layer: Rows = [0; 19];
    layer[9] = 1 << 9;
    let mut reached = layer;
    let mut near_before: Rows = [0; 19];
    let mut d = 0;
    while open > 0 && d < 250 {
        for (dist, &(coord, _)) in distances.iter_mut().zip(kings) {
            if *dist == i32::from(u8::MAX) && touches(&layer, coord) {
                *dist = d + 1;
                open -= 1;
            }
        }
        let near = dilate(&layer);
        let mut next: Rows = [0; 19];
        let mut any = false;
        for r in 0..19 {
            next[r] = (near[r] & !occupied[r] | near_before[r] & occupied[r]) & passable[r] & !reached[r];
            reached[r] |= next[r];
            any |= next[r] != 0 || layer[r] != 0;
        }
        if !any {
            break;
        }
        near_before = near;
        layer = next;
        d += 1;
    }
    distances
}

/// Counts every seat's terms: `add(seat, term, count)`, seat by turn order.
fn tally(position: &Mountain, mut add: impl FnMut(usize, usize, i32)) {
    let mut occupied: Rows = [0; 19];
    let mut kings = [(SUMMIT, Seat(0)); 4];
    let mut count = 0;
    for (coord, seat, kind) in position.pieces() {
        occupied[usize::from(coord.rank)] |= 1 << coord.file;
        if kind == Kind::King {
            if let Some(slot) = kings.get_mut(count) {
                *slot = (coord, seat);
                count += 1;
            }
        } else {
            add(seat.index() % 4, BOARD + kind.index(), 1);
        }
    }
    let kings = &kings[..count];
    let distances = king_distances(&passable(&position.wall_rows()), &occupied, kings);
    for (&(_, seat), &d) in kings.iter().zip(&distances) {
        let s = seat.index() % 4;
        add(s, ROAD + d.min(FAR) as usize, 1);
        // A King may not step onto an attacked square: near the top, a summit that an
        // opponent covers must be freed of its guard first.
        if (1..=GUARDED_REACH).contains(&d) && position.attacked_by_others(SUMMIT, seat) {
            add(s, GUARDED + d as usize - 1, 1);
        }
        if d == 0 {
            add(s, HELD, position.turns_held() as i32);
        }
    }
    for s in 0..position.players() {
        for kind in Kind::ALL {
            let n = position.reserve(Seat(s as u8), kind);
            if n > 0 {
                add(s, RESERVE + kind.index(), n as i32);
            }
        }
    }
}

/// Every seat's score, by turn-order seat.
fn scores(position: &Mountain) -> [i32; 4] {
    let mut score = [0i32; 4];
    tally(position, |seat, term, count| score[seat] += count * WEIGHTS[term][0]);
    score
}

/// With two players, the first seat's terms less the second's. The race has no phase: the
/// middlegame weight is the only one.
impl Tunable for Mountain {
    const PHASE: i32 = 1;
    /// A King as far as it can be anchors the race (only differences between Kings count).
    const KEPT: &'static [usize] = &[ROAD + FAR as usize];

    fn names() -> Vec<String> {
        names()
    }

    fn weights() -> &'static [[i32; 2]] {
        &WEIGHTS
    }

    fn terms(&self, out: &mut impl Tally) {
        tally(self, |seat, term, count| match seat {
            0 => out.add(term, count),
            1 => out.add(term, -count),
            _ => {}
        });
        out.set_phase(1);
    }
}

impl Evaluate for Mountain {
    fn evaluate(&self) -> i32 {
        self.evaluate_for(self.to_move())
    }

    /// A seat's score less the best of its opponents' (what a several-player search maximises).
    fn evaluate_for(&self, seat: Seat) -> i32 {
        let score = scores(self);
        let n = self.players();
        // Players who resigned and dropped out are no longer opponents.
        let best_other = (0..n)
            .filter(|&i| i != seat.index() && !self.has_withdrawn(Seat(i as u8)))
            .map(|i| score[i])
            .max()
            .unwrap_or(0);
        score[seat.index() % 4] - best_other
    }

    fn skip_turn(&self) -> Option<Mountain> {
        self.passed()
    }

    /// Captures of Kings first (they go home), then of the biggest pieces, then King steps.
    fn order_hint(&self, action: Action) -> i32 {
        match (action, action.from_coord(), action.to_coord()) {
            (Action::Respawn { kind, .. }, _, _) => value(kind) / 2,
            (Action::Crown { gained }, _, _) => gained.map_or(0, value),
            (_, Some(from), Some(to)) => match self.piece_at(to).map(|(_, kind, _)| kind) {
                Some(Kind::King) => 5000,
                Some(kind) => 100 + value(kind),
                None if self.piece_at(from).is_some_and(|(_, k, _)| k == Kind::King) => {
                    distance_table(self, |t| 50 * (distance(t, from) - distance(t, to)))
                }
                None => 0,
            },
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use menagerie_rules::{Options, Position};

    use super::*;
    use crate::RandomPlayer;

    /// The road distances square by square, by Dijkstra over the static table (the search the
    /// rank-at-a-time one replaced).
    fn reference(position: &Mountain, coord: Coord) -> i32 {
        if coord == SUMMIT {
            return 0;
        }
        let table = position.summit_distances();
        let mut dist = [u32::MAX; 361];
        let mut queue = std::collections::BinaryHeap::new();
        dist[9 * 19 + 9] = 0;
        queue.push(std::cmp::Reverse((0u32, 9 * 19 + 9)));
        while let Some(std::cmp::Reverse((d, i))) = queue.pop() {
            if d > dist[i] {
                continue;
            }
            let (f, r) = ((i % 19) as i32, (i / 19) as i32);
            for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let (nf, nr) = (f + df, r + dr);
                if !(0..19).contains(&nf) || !(0..19).contains(&nr) || table[(nr * 19 + nf) as usize] == u8::MAX {
                    continue;
                }
                let j = (nr * 19 + nf) as usize;
                let occupied = position.piece_at(Coord::new(nf as u8, nr as u8)).is_some();
                let nd = d + 1 + u32::from(occupied);
                if nd < dist[j] {
                    dist[j] = nd;
                    queue.push(std::cmp::Reverse((nd, j)));
                }
            }
        }
        let (f, r) = (i32::from(coord.file), i32::from(coord.rank));
        let mut best = u32::from(u8::MAX);
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let (nf, nr) = (f + df, r + dr);
            if (0..19).contains(&nf) && (0..19).contains(&nr) {
                best = best.min(dist[(nr * 19 + nf) as usize].saturating_add(1));
            }
        }
        best.min(u32::from(u8::MAX)) as i32
    }

    /// Along random games of two and four players, every King's distance is the plain search's.
    #[test]
    fn road_distances_agree_with_a_plain_search() {
        for (options, seed) in [("players=2", 1), ("players=4", 2), ("players=4", 3)] {
            let mut position = Mountain::start_with(&Options::parse([options]).unwrap()).unwrap();
            let mut random = RandomPlayer::new(seed);
            for _ in 0..200 {
                let kings: Vec<(Coord, Seat)> =
                    position.pieces().filter(|p| p.2 == Kind::King).map(|(coord, seat, _)| (coord, seat)).collect();
                let mut occupied: Rows = [0; 19];
                for (coord, _, _) in position.pieces() {
                    occupied[usize::from(coord.rank)] |= 1 << coord.file;
                }
                let distances = king_distances(&passable(&position.wall_rows()), &occupied, &kings);
                for (&(coord, _), &d) in kings.iter().zip(&distances) {
                    assert_eq!(d, reference(&position, coord), "{} at {coord}", position.fen());
                }
                let Some(action) = random.choose(&position) else { break };
                position.play_unchecked(action);
            }
        }
    }
}
