//! What each piece attacks, as bitboards: leaper tables built at compile time, classical rays for the
//! sliders, and the bent riders (Gryphon, Aanca) as a first step plus rays, computed from the rays alone.
//!
//! Every piece captures as it moves, so a piece's attacks are also its moves (pawns apart).

use super::bitboard::*;

/// Ray directions: the first four increase the square index, the last four decrease it.
pub const N: usize = 0;
pub const E: usize = 1;
pub const NE: usize = 2;
pub const NW: usize = 3;
pub const S: usize = 4;
pub const W: usize = 5;
pub const SW: usize = 6;
pub const SE: usize = 7;

const DELTAS: [(i32, i32); 8] = [(0, 1), (1, 0), (1, 1), (-1, 1), (0, -1), (-1, 0), (-1, -1), (1, -1)];

const fn on_board(file: i32, rank: i32) -> bool {
    file >= 0 && file < WIDTH as i32 && rank >= 0 && rank < WIDTH as i32
}

const fn sq_at(file: i32, rank: i32) -> usize {
    (rank * WIDTH as i32 + file) as usize
}

/// `RAYS[dir][sq]`: the squares from `sq` to the edge in `dir`, `sq` excluded.
static RAYS: [[Bitboard; SQUARES]; 8] = {
    let mut t = [[0; SQUARES]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut sq = 0;
        while sq < SQUARES {
            let (dx, dy) = DELTAS[dir];
            let (mut f, mut r) = (file_of(sq) as i32 + dx, rank_of(sq) as i32 + dy);
            while on_board(f, r) {
                t[dir][sq] |= bit(sq_at(f, r));
                f += dx;
                r += dy;
            }
            sq += 1;
        }
        dir += 1;
    }
    t
};

/// The squares reached by an (a,b) leaper from every square, in all eight orientations.
const fn leaper(a: i32, b: i32) -> [Bitboard; SQUARES] {
    let mut t = [0; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let (f, r) = (file_of(sq) as i32, rank_of(sq) as i32);
        let moves = [(a, b), (b, a)];
        let mut m = 0;
        while m < 2 {
            let (dx, dy) = moves[m];
            let signs = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
            let mut s = 0;
            while s < 4 {
                let (x, y) = (f + dx * signs[s].0, r + dy * signs[s].1);
                if on_board(x, y) {
                    t[sq] |= bit(sq_at(x, y));
                }
                s += 1;
            }
            m += 1;
        }
        sq += 1;
    }
    t
}

const fn or(a: [Bitboard; SQUARES], b: [Bitboard; SQUARES]) -> [Bitboard; SQUARES] {
    let mut t = a;
    let mut sq = 0;
    while sq < SQUARES {
        t[sq] |= b[sq];
        sq += 1;
    }
    t
}

/// The (1,2) leap: the orthodox Knight's move.
pub static LEAP12: [Bitboard; SQUARES] = leaper(1, 2);
/// The (1,3) leap (Wildebeest).
pub static LEAP13: [Bitboard; SQUARES] = leaper(1, 3);
/// The (2,2) leap (Knight, Citadel, Behemoth, Lioness).
pub static LEAP22: [Bitboard; SQUARES] = leaper(2, 2);
/// The (2,3) leap (Behemoth).
pub static LEAP23: [Bitboard; SQUARES] = leaper(2, 3);
/// The Lioness's leaps that no other piece has: (0,1), (1,1) and (0,2).
pub static NEAR: [Bitboard; SQUARES] = or(or(leaper(0, 1), leaper(1, 1)), leaper(0, 2));

/// `BLOCK[ll]`: the four squares of a Giant-King whose lower-left square is `ll` (file and rank at most 8).
pub static BLOCK: [Bitboard; SQUARES] = {
    let mut t = [0; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        if file_of(sq) < WIDTH - 1 && rank_of(sq) < WIDTH - 1 {
            t[sq] = bit(sq) | bit(sq + 1) | bit(sq + WIDTH) | bit(sq + WIDTH + 1);
        }
        sq += 1;
    }
    t
};

/// `RING[ll]`: the up to twelve squares around a Giant-King at `ll`: what it attacks (I-35) and where
/// its owner may drop.
pub static RING: [Bitboard; SQUARES] = {
    let mut t = [0; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        if file_of(sq) < WIDTH - 1 && rank_of(sq) < WIDTH - 1 {
            let (f, r) = (file_of(sq) as i32, rank_of(sq) as i32);
            let mut dy = -1;
            while dy <= 2 {
                let mut dx = -1;
                while dx <= 2 {
                    let inside = dx >= 0 && dx <= 1 && dy >= 0 && dy <= 1;
                    if !inside && on_board(f + dx, r + dy) {
                        t[sq] |= bit(sq_at(f + dx, r + dy));
                    }
                    dx += 1;
                }
                dy += 1;
            }
        }
        sq += 1;
    }
    t
};

/// `PAWN_ATTACKS[seat][sq]`: the two squares diagonally ahead of a pawn (White moves up the board).
pub static PAWN_ATTACKS: [[Bitboard; SQUARES]; 2] = {
    let mut t = [[0; SQUARES]; 2];
    let mut sq = 0;
    while sq < SQUARES {
        t[0][sq] = north_east(bit(sq)) | north_west(bit(sq));
        t[1][sq] = south_east(bit(sq)) | south_west(bit(sq));
        sq += 1;
    }
    t
};

/// The squares a rider from `sq` attacks in direction `D`: up to and including the first occupied one.
#[inline(always)]
pub fn ray<const D: usize>(sq: usize, occ: Bitboard) -> Bitboard {
    let ray = RAYS[D][sq];
    let blockers = ray & occ;
    if blockers == 0 {
        return ray;
    }
    let stop = if D < 4 { first(blockers) } else { last(blockers) };
    ray ^ RAYS[D][stop]
}

#[inline(always)]
pub fn rook(sq: usize, occ: Bitboard) -> Bitboard {
    ray::<N>(sq, occ) | ray::<E>(sq, occ) | ray::<S>(sq, occ) | ray::<W>(sq, occ)
}

#[inline(always)]
pub fn bishop(sq: usize, occ: Bitboard) -> Bitboard {
    ray::<NE>(sq, occ) | ray::<NW>(sq, occ) | ray::<SE>(sq, occ) | ray::<SW>(sq, occ)
}

/// One leg of a bent rider: the first step is attacked, and if that square is empty the rider goes
/// on along `rays` from it.
#[inline(always)]
fn leg(step: Bitboard, occ: Bitboard, rays: fn(usize, Bitboard) -> Bitboard) -> Bitboard {
    if step & !occ != 0 { step | rays(first(step), occ) } else { step }
}

/// The Gryphon: one diagonal step, then, if that square is empty, any distance orthogonally outward
/// (after a step to the north-east, north or east).
#[inline]
pub fn gryphon(sq: usize, occ: Bitboard) -> Bitboard {
    let b = bit(sq);
    leg(north_east(b), occ, |d, occ| ray::<N>(d, occ) | ray::<E>(d, occ))
        | leg(north_west(b), occ, |d, occ| ray::<N>(d, occ) | ray::<W>(d, occ))
        | leg(south_east(b), occ, |d, occ| ray::<S>(d, occ) | ray::<E>(d, occ))
        | leg(south_west(b), occ, |d, occ| ray::<S>(d, occ) | ray::<W>(d, occ))
}

/// The Aanca (the Chimera's bent half): one orthogonal step, then, if that square is empty, any
/// distance diagonally outward (after a step north, north-east or north-west).
#[inline]
pub fn aanca(sq: usize, occ: Bitboard) -> Bitboard {
    let b = bit(sq);
    leg(north(b), occ, |d, occ| ray::<NE>(d, occ) | ray::<NW>(d, occ))
        | leg(south(b), occ, |d, occ| ray::<SE>(d, occ) | ray::<SW>(d, occ))
        | leg(east(b), occ, |d, occ| ray::<NE>(d, occ) | ray::<SE>(d, occ))
        | leg(west(b), occ, |d, occ| ray::<NW>(d, occ) | ray::<SW>(d, occ))
}

/// The eight rays from a square, each up to and including its first occupied square.
pub struct Rays([Bitboard; 8]);

impl Rays {
    #[inline(always)]
    pub fn new(sq: usize, occ: Bitboard) -> Rays {
        Rays([
            ray::<N>(sq, occ),
            ray::<E>(sq, occ),
            ray::<NE>(sq, occ),
            ray::<NW>(sq, occ),
            ray::<S>(sq, occ),
            ray::<W>(sq, occ),
            ray::<SW>(sq, occ),
            ray::<SE>(sq, occ),
        ])
    }

    #[inline(always)]
    pub fn orthogonal(&self) -> Bitboard {
        self.0[N] | self.0[E] | self.0[S] | self.0[W]
    }

    #[inline(always)]
    pub fn diagonal(&self) -> Bitboard {
        self.0[NE] | self.0[NW] | self.0[SE] | self.0[SW]
    }

    /// Where a Gryphon must stand to attack the square: it steps diagonally onto the square's
    /// orthogonal line (or onto the square), then rides that line to it. Walking from the square
    /// along an empty orthogonal ray, the Gryphon sits one diagonal step beyond any square of it.
    #[inline(always)]
    pub fn gryphon_attackers(&self, sq: usize, occ: Bitboard) -> Bitboard {
        let open = |r: Bitboard| bit(sq) | (r & !occ);
        let (n, e, s, w) = (open(self.0[N]), open(self.0[E]), open(self.0[S]), open(self.0[W]));
        north_east(n | e) | north_west(n | w) | south_east(s | e) | south_west(s | w)
    }

    /// Where an Aanca must stand to attack the square: the mirror image of the Gryphon's, with
    /// diagonal rays and an orthogonal first step.
    #[inline(always)]
    pub fn aanca_attackers(&self, sq: usize, occ: Bitboard) -> Bitboard {
        let open = |r: Bitboard| bit(sq) | (r & !occ);
        let (ne, nw, se, sw) = (open(self.0[NE]), open(self.0[NW]), open(self.0[SE]), open(self.0[SW]));
        north(ne | nw) | south(se | sw) | east(ne | se) | west(nw | sw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> usize {
        let b = name.as_bytes();
        (b[0] - b'a') as usize + (name[1..].parse::<usize>().unwrap() - 1) * WIDTH
    }

    fn set(names: &[&str]) -> Bitboard {
        names.iter().fold(0, |b, n| b | bit(sq(n)))
    }

    #[test]
    fn gryphon_goes_outward_only() {
        let from_a1 = gryphon(sq("a1"), 0);
        assert_eq!(
            from_a1,
            set(&[
                "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "b10", "c2", "d2", "e2", "f2", "g2", "h2", "i2", "j2"
            ])
        );
        // The diagonal square occupied: it can be taken, but the Gryphon goes no further.
        assert_eq!(gryphon(sq("a1"), bit(sq("b2"))), bit(sq("b2")));
    }

    #[test]
    fn reverse_bent_attacks_agree_with_forward() {
        // Pseudo-random occupancies: the attackers of each square are exactly the squares whose
        // forward attack reaches it.
        let mut x: u64 = 0x1234_5678_9abc_def1;
        for _ in 0..200 {
            let mut occ: Bitboard = 0;
            for _ in 0..2 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                occ = (occ << 64) | Bitboard::from(x & x.rotate_left(23));
            }
            occ &= ALL;
            for target in 0..SQUARES {
                let rays = Rays::new(target, occ);
                let mut g = 0;
                let mut a = 0;
                for from in 0..SQUARES {
                    if gryphon(from, occ) & bit(target) != 0 {
                        g |= bit(from);
                    }
                    if aanca(from, occ) & bit(target) != 0 {
                        a |= bit(from);
                    }
                }
                assert_eq!(rays.gryphon_attackers(target, occ), g, "gryphon to {target} occ {occ:x}");
                assert_eq!(rays.aanca_attackers(target, occ), a, "aanca to {target} occ {occ:x}");
            }
        }
    }

    #[test]
    fn ring_has_twelve_squares_in_the_open() {
        assert_eq!(count(RING[sq("e4")]), 12);
        assert_eq!(count(RING[sq("a1")]), 5);
        assert_eq!(count(NEAR[sq("e5")] | LEAP12[sq("e5")] | LEAP22[sq("e5")]), 24);
    }
}
