//! Move tables, built at compile time: the leapers and steppers of each square, the four rook
//! rays, and where a flier may fly from each square. Every table stays inside its square's
//! region (`square::step`), so nothing steps or slides between the Earth board and a cloud.

use super::river::{BLUE_RIVER, RED_RIVER};
use super::role::RED;
use super::square::{BLUE_CLOUD, DARK, EARTH, Q2, Q7, R2, R7, RED_CLOUD, Region, SQUARES, Square, bit, region, step};

const KNIGHT: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
const FERZ: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

/// Ray directions: north and east run to higher square indices, south and west to lower.
const NORTH: usize = 0;
const EAST: usize = 1;
const SOUTH: usize = 2;
const WEST: usize = 3;
const RAY_STEPS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

pub struct Tables {
    pub knight: [u64; SQUARES],
    pub king: [u64; SQUARES],
    pub ferz: [u64; SQUARES],
    /// `push[side][sq]`: one step straight forward (up for Red, down for Blue).
    pub push: [[u64; SQUARES]; 2],
    /// `pawn_capture[side][sq]`: the two diagonal steps forward.
    pub pawn_capture: [[u64; SQUARES]; 2],
    /// `elephant[side][sq]`: the Hero's Ferz steps and its step straight forward.
    pub elephant: [[u64; SQUARES]; 2],
    rays: [[u64; SQUARES]; 4],
    /// Where a flier on `sq` may fly, empty or not: from a red river square the red cloud, from a
    /// blue river square the blue cloud (I-34: whoever owns the flier), from a cloud square the
    /// Earth squares of its colour and the other cloud's square of its colour.
    pub flight: [u64; SQUARES],
    /// `lancer_flight[side][sq]`: a Lancer on its own side's cloud flies on to the square of the
    /// same file in the other cloud (I-8).
    pub lancer_flight: [[u64; SQUARES]; 2],
}

pub static TABLES: Tables = build();

impl Tables {
    /// A Rook's moves from `sq` over `occupied`: each ray up to and including its first piece.
    #[inline(always)]
    pub fn rook(&self, sq: Square, occupied: u64) -> u64 {
        self.up(NORTH, sq, occupied)
            | self.up(EAST, sq, occupied)
            | self.down(SOUTH, sq, occupied)
            | self.down(WEST, sq, occupied)
    }

    /// A Lancer's slide straight forward for `side`, up to and including its first piece.
    #[inline(always)]
    pub fn lance(&self, side: usize, sq: Square, occupied: u64) -> u64 {
        if side == RED { self.up(NORTH, sq, occupied) } else { self.down(SOUTH, sq, occupied) }
    }

    #[inline(always)]
    fn up(&self, dir: usize, sq: Square, occupied: u64) -> u64 {
        let ray = self.rays[dir][sq as usize];
        let blockers = ray & occupied;
        if blockers == 0 { ray } else { ray ^ self.rays[dir][blockers.trailing_zeros() as usize] }
    }

    #[inline(always)]
    fn down(&self, dir: usize, sq: Square, occupied: u64) -> u64 {
        let ray = self.rays[dir][sq as usize];
        let blockers = ray & occupied;
        if blockers == 0 { ray } else { ray ^ self.rays[dir][63 - blockers.leading_zeros() as usize] }
    }
}

const fn leaper(sq: Square, steps: &[(i8, i8)]) -> u64 {
    let mut set = 0;
    let mut i = 0;
    while i < steps.len() {
        if let Some(to) = step(sq, steps[i].0, steps[i].1) {
            set |= bit(to);
        }
        i += 1;
    }
    set
}

const fn ray(sq: Square, (df, dr): (i8, i8)) -> u64 {
    let mut set = 0;
    let mut at = sq;
    while let Some(to) = step(at, df, dr) {
        set |= bit(to);
        at = to;
    }
    set
}

const fn flight(sq: Square) -> u64 {
    let colour = if DARK & bit(sq) != 0 { DARK } else { !DARK };
    match region(sq) {
        Region::Earth if RED_RIVER & bit(sq) != 0 => RED_CLOUD,
        Region::Earth if BLUE_RIVER & bit(sq) != 0 => BLUE_CLOUD,
        Region::Earth => 0,
        Region::RedCloud => (EARTH | BLUE_CLOUD) & colour,
        Region::BlueCloud => (EARTH | RED_CLOUD) & colour,
    }
}

const fn build() -> Tables {
    let mut t = Tables {
        knight: [0; SQUARES],
        king: [0; SQUARES],
        ferz: [0; SQUARES],
        push: [[0; SQUARES]; 2],
        pawn_capture: [[0; SQUARES]; 2],
        elephant: [[0; SQUARES]; 2],
        rays: [[0; SQUARES]; 4],
        flight: [0; SQUARES],
        lancer_flight: [[0; SQUARES]; 2],
    };
    let mut sq = 0;
    while sq < SQUARES {
        let s = sq as Square;
        t.knight[sq] = leaper(s, &KNIGHT);
        t.king[sq] = leaper(s, &KING);
        t.ferz[sq] = leaper(s, &FERZ);
        let mut side = 0;
        while side < 2 {
            let forward: i8 = if side == RED { 1 } else { -1 };
            t.push[side][sq] = leaper(s, &[(0, forward)]);
            t.pawn_capture[side][sq] = leaper(s, &[(1, forward), (-1, forward)]);
            t.elephant[side][sq] = t.ferz[sq] | t.push[side][sq];
            side += 1;
        }
        let mut dir = 0;
        while dir < 4 {
            t.rays[dir][sq] = ray(s, RAY_STEPS[dir]);
            dir += 1;
        }
        t.flight[sq] = flight(s);
        sq += 1;
    }
    t.lancer_flight[RED][Q2 as usize] = bit(Q7);
    t.lancer_flight[RED][R2 as usize] = bit(R7);
    t.lancer_flight[1][Q7 as usize] = bit(Q2);
    t.lancer_flight[1][R7 as usize] = bit(R2);
    t
}

#[cfg(test)]
mod tests {
    use super::super::square::earth;
    use super::*;

    #[test]
    fn slides_stop_at_the_first_piece_and_stay_in_their_region() {
        let t = &TABLES;
        let c3 = earth(2, 2);
        let all = t.rook(c3, 0);
        assert_eq!(all.count_ones(), 4 + 7);
        let blocked = t.rook(c3, bit(earth(2, 5)) | bit(earth(0, 2)));
        assert_eq!(blocked.count_ones(), 3 + 2 + 2 + 2);
        assert_eq!(t.rook(Q2, 0), bit(R2));
        assert_eq!(t.rook(R7, bit(Q7)), bit(Q7));
        assert_eq!(t.lance(RED, Q2, 0), 0);
        assert_eq!(t.lance(1, earth(0, 7), 0).count_ones(), 7);
        assert_eq!(t.knight[Q2 as usize] | t.ferz[Q2 as usize], 0);
    }

    #[test]
    fn flights_follow_rivers_and_colours() {
        let t = &TABLES;
        assert_eq!(t.flight[earth(3, 3) as usize], RED_CLOUD, "d4 is a red river square");
        assert_eq!(t.flight[earth(2, 5) as usize], BLUE_CLOUD, "c6 is a blue river square");
        assert_eq!(t.flight[earth(2, 3) as usize], 0, "c4 is no river square");
        let q2 = t.flight[Q2 as usize];
        assert_eq!(q2 & (RED_CLOUD | BLUE_CLOUD), bit(R7), "q2 and r7 are light");
        assert_eq!((q2 & EARTH).count_ones(), 20);
        assert_eq!(q2 & DARK, 0);
        assert_eq!(t.flight[R2 as usize] & BLUE_CLOUD, bit(Q7));
    }
}
