//! King of the Mountain: a race, so each King's distance to j10 (in King steps round the
//! walls) outweighs everything; captured pieces come back, so material counts little, and
//! a piece in reserve a little less than one on the board.

use std::cell::RefCell;

use menagerie_rules::Seat;
use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::mountain::{Action, Kind, Mountain};

use super::Evaluate;
use menagerie_rules::Position;

/// Steps from j10 past which a King counts as far away as it can be.
const FAR: i32 = 36;
const SUMMIT: Coord = Coord { file: 9, rank: 9 };
/// A King this near the summit counts `GUARDED_COST` steps farther while an opponent attacks it.
const GUARDED_REACH: i32 = 3;
const GUARDED_COST: i32 = 2;

const fn value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 0,
        Kind::Queen => 90,
        Kind::Marshal => 80,
        Kind::Cardinal => 70,
        Kind::Rook => 50,
        Kind::Cannon => 40,
        Kind::Bishop | Kind::Kangaroo => 35,
        Kind::Knight | Kind::Archer => 30,
        Kind::Giant => 25,
        Kind::Hero => 15,
    }
}

/// The race: each step nearer j10 is worth more than the last, so a King two steps away
/// is worth far more than a whole army.
fn race(distance: i32) -> i32 {
    let near = (FAR - distance.min(FAR)).max(0);
    near * near * 4 + near * 40
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

/// King steps to j10 round the walls, where stepping onto a square that holds a piece
/// counts two (it must move away or be captured first): a King boxed in by its own army is
/// farther from the top than one with an open road. `walls` is the static table (255 where
/// j10 cannot be reached); the result is indexed like it.
fn road_distances(walls: &[u8], occupied: &[bool; 361]) -> [u8; 361] {
    let mut dist = [u8::MAX; 361];
    let summit = 9 * 19 + 9;
    dist[summit] = 0;
    // Dial's algorithm with steps of one or two: three rotating buckets.
    let mut buckets: [Vec<u16>; 3] = [vec![summit as u16], Vec::new(), Vec::new()];
    let mut d = 0usize;
    while buckets.iter().any(|b| !b.is_empty()) && d < 250 {
        let layer = std::mem::take(&mut buckets[d % 3]);
        for &i in &layer {
            let i = i as usize;
            if usize::from(dist[i]) != d {
                continue;
            }
            let (f, r) = ((i % 19) as i32, (i / 19) as i32);
            for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let (nf, nr) = (f + df, r + dr);
                if !(0..19).contains(&nf) || !(0..19).contains(&nr) {
                    continue;
                }
                let j = (nr * 19 + nf) as usize;
                if walls[j] == u8::MAX {
                    continue;
                }
                let nd = d + 1 + usize::from(occupied[j]);
                if nd < usize::from(dist[j]) {
                    dist[j] = nd as u8;
                    buckets[nd % 3].push(j as u16);
                }
            }
        }
        d += 1;
    }
    dist
}

/// A King's distance on the road table: one step onto the best neighbour (its own square
/// is not charged).
fn king_distance(road: &[u8; 361], coord: Coord) -> i32 {
    let (f, r) = (i32::from(coord.file), i32::from(coord.rank));
    if (f, r) == (9, 9) {
        return 0;
    }
    let mut best = i32::from(u8::MAX);
    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
        let (nf, nr) = (f + df, r + dr);
        if (0..19).contains(&nf) && (0..19).contains(&nr) {
            best = best.min(i32::from(road[(nr * 19 + nf) as usize]) + 1);
        }
    }
    best
}

/// Every seat's score, by turn-order seat.
fn scores(position: &Mountain) -> [i32; 4] {
    let mut score = [0i32; 4];
    let mut occupied = [false; 361];
    let mut kings = Vec::with_capacity(4);
    for (coord, seat, kind) in position.pieces() {
        occupied[coord.rank as usize * 19 + coord.file as usize] = true;
        if kind == Kind::King {
            kings.push((coord, seat));
        } else {
            score[seat.index() % 4] += value(kind);
        }
    }
    distance_table(position, |table| {
        let road = road_distances(table, &occupied);
        for &(coord, seat) in &kings {
            let s = &mut score[seat.index() % 4];
            let d = king_distance(&road, coord);
            // A King may not step onto an attacked square: near the top, a summit that an
            // opponent covers is as good as two steps farther (the guard must go first).
            let d = if (1..=GUARDED_REACH).contains(&d) && position.attacked_by_others(SUMMIT, seat) {
                d + GUARDED_COST
            } else {
                d
            };
            *s += race(d);
            // Held turns count under But Can You Keep It.
            if d == 0 {
                *s += 2000 * position.turns_held() as i32;
            }
        }
    });
    for (i, s) in score.iter_mut().enumerate().take(position.players()) {
        for kind in Kind::ALL {
            *s += value(kind) * 3 / 4 * position.reserve(Seat(i as u8), kind) as i32;
        }
    }
    score
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
