//! Legal move generation and the check test.
//!
//! A Giant-King is in check only when all four of its squares are attacked, every attacker seeing
//! through the king's own squares (I-2). The generator first looks for one square of the mover's king
//! that is not attacked. If there is one, a move can only make it attacked by vacating the first piece
//! on one of the eight lines from it (leapers, pawns and the enemy king do not care what is in between;
//! sliders and the bent riders' paths all run along those lines), so every move that vacates none of
//! those "sensitive" squares is legal without further work; only the rest, king steps and moves made in
//! check are tested by making them on the bitboards.

use super::GiantKing;
use super::attacks::{self, BLOCK, LEAP12, LEAP13, LEAP22, LEAP23, NEAR, PAWN_ATTACKS, RING, Rays};
use super::bitboard::*;
use super::moves::{Flag, Move};
use super::piece::*;
use super::{NO_SQUARE, Role};

/// Where generated moves go: a list, or a counter that takes whole target sets at once.
pub trait Sink {
    fn one(&mut self, m: Move);
    /// Plain moves from `from` to every square of `targets`.
    fn many(&mut self, from: usize, targets: Bitboard);
}

impl Sink for Vec<Move> {
    #[inline]
    fn one(&mut self, m: Move) {
        self.push(m);
    }

    #[inline]
    fn many(&mut self, from: usize, targets: Bitboard) {
        self.extend(squares(targets).map(|to| Move::new(from, to, Flag::Normal)));
    }
}

/// Counts moves without listing them (bulk perft).
pub struct Counter(pub usize);

impl Sink for Counter {
    #[inline(always)]
    fn one(&mut self, _: Move) {
        self.0 += 1;
    }

    #[inline(always)]
    fn many(&mut self, _: usize, targets: Bitboard) {
        self.0 += count(targets) as usize;
    }
}

/// What a piece of a kind on `sq` attacks (and so may move to) on occupancy `occ`; not the pawn's.
#[inline]
pub fn attacks(kind: Kind, sq: usize, occ: Bitboard) -> Bitboard {
    match kind {
        KING => RING[sq],
        GRYPHON => attacks::gryphon(sq, occ),
        ROOK => attacks::rook(sq, occ),
        WILDEBEEST => LEAP12[sq] | LEAP13[sq],
        CARDINAL => attacks::bishop(sq, occ) | LEAP12[sq],
        KNIGHT => LEAP12[sq] | LEAP22[sq],
        BISHOP => attacks::bishop(sq, occ),
        REAPER => attacks::gryphon(sq, occ) | attacks::rook(sq, occ),
        CITADEL => attacks::rook(sq, occ) | LEAP12[sq] | LEAP22[sq],
        BEHEMOTH => LEAP12[sq] | LEAP13[sq] | LEAP22[sq] | LEAP23[sq],
        ARCHANGEL => attacks::gryphon(sq, occ) | attacks::bishop(sq, occ),
        LIONESS => NEAR[sq] | LEAP12[sq] | LEAP22[sq],
        CHIMERA => attacks::bishop(sq, occ) | attacks::aanca(sq, occ),
        _ => 0,
    }
}

/// One side's pieces grouped by the way they attack, for testing whether squares are attacked.
#[derive(Clone, Copy)]
pub struct Attackers {
    orthogonal: Bitboard,
    diagonal: Bitboard,
    gryphon: Bitboard,
    aanca: Bitboard,
    l12: Bitboard,
    l13: Bitboard,
    l22: Bitboard,
    l23: Bitboard,
    near: Bitboard,
    pawn: Bitboard,
    /// The twelve squares around the side's Giant-King (I-35).
    king_ring: Bitboard,
    /// The seat whose pieces these are.
    seat: usize,
}

impl Attackers {
    pub fn of(p: &GiantKing, seat: usize) -> Attackers {
        let k = |kinds: &[Kind]| kinds.iter().fold(0, |b, &k| b | p.kinds[k]) & p.seats[seat];
        Attackers {
            orthogonal: k(&[ROOK, REAPER, CITADEL]),
            diagonal: k(&[BISHOP, CARDINAL, ARCHANGEL, CHIMERA]),
            gryphon: k(&[GRYPHON, REAPER, ARCHANGEL]),
            aanca: k(&[CHIMERA]),
            l12: k(&[WILDEBEEST, CARDINAL, KNIGHT, CITADEL, BEHEMOTH, LIONESS]),
            l13: k(&[WILDEBEEST, BEHEMOTH]),
            l22: k(&[KNIGHT, CITADEL, BEHEMOTH, LIONESS]),
            l23: k(&[BEHEMOTH]),
            near: k(&[LIONESS]),
            pawn: k(&[PAWN]),
            king_ring: RING[usize::from(p.king[seat])],
            seat,
        }
    }

    /// The same pieces less the ones on `removed` (captured by the move being tested).
    #[inline]
    fn without(&self, removed: Bitboard) -> Attackers {
        let keep = !removed;
        Attackers {
            orthogonal: self.orthogonal & keep,
            diagonal: self.diagonal & keep,
            gryphon: self.gryphon & keep,
            aanca: self.aanca & keep,
            l12: self.l12 & keep,
            l13: self.l13 & keep,
            l22: self.l22 & keep,
            l23: self.l23 & keep,
            near: self.near & keep,
            pawn: self.pawn & keep,
            ..*self
        }
    }

    /// Whether these pieces attack `sq` on occupancy `occ`, given the rays from `sq` on `occ`.
    #[inline(always)]
    fn hit(&self, sq: usize, occ: Bitboard, rays: &Rays) -> bool {
        self.king_ring & bit(sq) != 0 || self.attacks_on(sq, occ, rays) != 0
    }

    /// The squares of these pieces, the Giant-King's aside, that attack `sq` on occupancy `occ`.
    pub fn attacking(&self, sq: usize, occ: Bitboard) -> Bitboard {
        self.attacks_on(sq, occ, &Rays::new(sq, occ)) & occ
    }

    /// What [`Attackers::attacking`] finds, given the rays from `sq` on `occ` (squares off `occ`
    /// may be among them).
    #[inline(always)]
    fn attacks_on(&self, sq: usize, occ: Bitboard, rays: &Rays) -> Bitboard {
        let mut found = (LEAP12[sq] & self.l12)
            | (LEAP13[sq] & self.l13)
            | (LEAP22[sq] & self.l22)
            | (LEAP23[sq] & self.l23)
            | (NEAR[sq] & self.near)
            | (PAWN_ATTACKS[self.seat ^ 1][sq] & self.pawn)
            | (rays.orthogonal() & self.orthogonal)
            | (rays.diagonal() & self.diagonal);
        if self.gryphon != 0 {
            found |= rays.gryphon_attackers(sq, occ) & self.gryphon;
        }
        if self.aanca != 0 {
            found |= rays.aanca_attackers(sq, occ) & self.aanca;
        }
        found
    }

    /// Whether every square of `block` is attacked (a Giant-King there would be in check); `occ`
    /// must leave out the king's own squares (I-2).
    #[inline]
    pub fn all_attacked(&self, block: Bitboard, occ: Bitboard) -> bool {
        squares(block).all(|sq| self.hit(sq, occ, &Rays::new(sq, occ)))
    }
}

/// What the generator knows about a position before listing its moves.
pub struct Context {
    us: usize,
    own: Bitboard,
    enemy: Bitboard,
    occ: Bitboard,
    /// The mover's Giant-King's four squares.
    king: Bitboard,
    /// Every piece but the mover's Giant-King: the occupancy the check test sees (I-2).
    check_occ: Bitboard,
    attackers: Attackers,
    pub in_check: bool,
    /// Squares whose vacating could put the king in check (empty when in check: test every move).
    sensitive: Bitboard,
}

impl Context {
    pub fn new(p: &GiantKing) -> Context {
        let us = usize::from(p.side);
        let king = BLOCK[usize::from(p.king[us])];
        let occ = p.occupied();
        let check_occ = occ & !king;
        let attackers = Attackers::of(p, us ^ 1);
        let mut in_check = true;
        let mut sensitive = 0;
        for sq in squares(king) {
            let rays = Rays::new(sq, check_occ);
            if !attackers.hit(sq, check_occ, &rays) {
                in_check = false;
                sensitive = (rays.orthogonal() | rays.diagonal()) & check_occ;
                break;
            }
        }
        Context { us, own: p.seats[us], enemy: p.seats[us ^ 1], occ, king, check_occ, attackers, in_check, sensitive }
    }

    /// Whether a move that empties `vacated`, fills `filled` and takes the enemy pieces on `removed`
    /// leaves the mover's king out of check. Not for king steps.
    #[inline(always)]
    fn safe(&self, vacated: Bitboard, filled: Bitboard, removed: Bitboard) -> bool {
        if !self.in_check && vacated & self.sensitive == 0 {
            return true;
        }
        let occ = (self.check_occ & !vacated) | filled;
        let attackers = if removed != 0 { self.attackers.without(removed) } else { self.attackers };
        !attackers.all_attacked(self.king, occ)
    }

    /// Whether the piece on `from` may go anywhere as far as check goes: taking it off the board would
    /// leave the king out of check, so no move of it can put the king in check (filling a square or
    /// taking an enemy piece never adds an attack).
    #[inline]
    fn free(&self, from: usize) -> bool {
        !self.in_check
            && (bit(from) & self.sensitive == 0 || !self.attackers.all_attacked(self.king, self.check_occ & !bit(from)))
    }
}

/// Every legal move of the position into `sink`.
pub fn generate(p: &GiantKing, sink: &mut impl Sink) {
    generate_with(p, &Context::new(p), sink);
}

pub fn generate_with(p: &GiantKing, ctx: &Context, sink: &mut impl Sink) {
    let not_targets = ctx.own | (p.kinds[KING] & ctx.enemy); // I-3: never onto the enemy king
    for kind in
        [GRYPHON, ROOK, WILDEBEEST, CARDINAL, KNIGHT, BISHOP, REAPER, CITADEL, BEHEMOTH, ARCHANGEL, LIONESS, CHIMERA]
    {
        for from in squares(p.kinds[kind] & ctx.own) {
            let targets = attacks(kind, from, ctx.occ) & !not_targets;
            if targets == 0 {
                continue;
            }
            if ctx.free(from) {
                sink.many(from, targets);
            } else {
                for to in squares(targets) {
                    if ctx.safe(bit(from), bit(to), bit(to) & ctx.enemy) {
                        sink.one(Move::new(from, to, Flag::Normal));
                    }
                }
            }
        }
    }
    pawns(p, ctx, sink);
    king(p, ctx, sink);
}

fn pawns(p: &GiantKing, ctx: &Context, sink: &mut impl Sink) {
    let us = ctx.us;
    let (start_rank, forward) = if us == 0 { (2, WIDTH as isize) } else { (WIDTH - 3, -(WIDTH as isize)) };
    let takeable = ctx.enemy & !p.kinds[KING];
    let ahead = |sq: usize| sq.wrapping_add_signed(forward);
    for from in squares(p.kinds[PAWN] & ctx.own) {
        let to = ahead(from);
        let captures = PAWN_ATTACKS[us][from] & takeable;
        let steps = to < SQUARES && ctx.occ & bit(to) == 0;
        if !steps && captures == 0 && p.ep == NO_SQUARE {
            continue;
        }
        // Whether taking the pawn off would be safe: then only its moves that empty a second square
        // (the 10th rank, en passant) need a test.
        let leaves = if ctx.free(from) { 0 } else { bit(from) };
        // A pawn is never on its 10th rank (the FEN refuses it, and arrival removes it), so `to` exists.
        if steps {
            pawn_move(p, ctx, sink, from, to, leaves, 0);
            let to2 = ahead(to);
            if rank_of(from) == start_rank && ctx.occ & bit(to2) == 0 && ctx.safe(leaves, bit(to2), 0) {
                sink.one(Move::new(from, to2, Flag::DoubleStep));
            }
        }
        for to in squares(captures) {
            pawn_move(p, ctx, sink, from, to, leaves, bit(to));
        }
        if p.ep != NO_SQUARE && PAWN_ATTACKS[us][from] & bit(usize::from(p.ep)) != 0 {
            let to = usize::from(p.ep);
            let victim = to.wrapping_add_signed(-forward);
            if ctx.enemy & p.kinds[PAWN] & bit(victim) != 0 && ctx.safe(bit(from) | bit(victim), bit(to), bit(victim)) {
                sink.one(Move::new(from, to, Flag::EnPassant));
            }
        }
    }
}

/// A pawn's step or capture, with the promotion right it earns on its 8th, 9th and 10th ranks.
/// `leaves` is the pawn's square if leaving it needs a check test, else empty.
#[inline]
fn pawn_move(
    p: &GiantKing,
    ctx: &Context,
    sink: &mut impl Sink,
    from: usize,
    to: usize,
    leaves: Bitboard,
    removed: Bitboard,
) {
    let relative_rank = if ctx.us == 0 { rank_of(to) } else { WIDTH - 1 - rank_of(to) };
    if relative_rank < 7 {
        if ctx.safe(leaves, bit(to), removed) {
            sink.one(Move::new(from, to, Flag::Normal));
        }
        return;
    }
    // I-36: on the 10th rank the pawn leaves the board; legality is judged after that.
    let tenth = relative_rank == WIDTH - 1;
    let vacated = if tenth { bit(from) | bit(to) } else { leaves };
    let filled = if tenth { 0 } else { bit(to) };
    let legal = ctx.safe(vacated, filled, removed);
    let promotable = (p.kinds[GRYPHON]
        | p.kinds[ROOK]
        | p.kinds[WILDEBEEST]
        | p.kinds[CARDINAL]
        | p.kinds[KNIGHT]
        | p.kinds[BISHOP])
        & ctx.own;
    if legal {
        sink.one(Move::new(from, to, Flag::Normal));
        for sq in squares(promotable) {
            sink.one(Move::promote(from, to, sq));
        }
    }
    if promotable != 0 {
        return;
    }
    // I-37: with nothing the right could promote, one drop per captured kind and empty square of the
    // twelve around the king (I-35), the pawn still on its arrival square (I-36).
    let held = &p.captured[ctx.us];
    if Role::DROPPABLE.iter().all(|r| held[r.index()] == 0) {
        return;
    }
    let occ_after = (ctx.occ & !bit(from)) | bit(to);
    for sq in squares(RING[usize::from(p.king[ctx.us])] & !occ_after) {
        if legal || ctx.safe(vacated, filled | bit(sq), removed) {
            for role in Role::DROPPABLE.into_iter().filter(|r| held[r.index()] > 0) {
                sink.one(Move::drop(from, to, role, sq));
            }
        }
    }
}

/// The Giant-King's steps: every new square free of friendly pieces and of the enemy king (I-3),
/// every enemy piece on them taken, and not into check.
fn king(p: &GiantKing, ctx: &Context, sink: &mut impl Sink) {
    let ll = usize::from(p.king[ctx.us]);
    let (file, rank) = (file_of(ll) as isize, rank_of(ll) as isize);
    let blocked = ctx.own | (p.kinds[KING] & ctx.enemy);
    for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
        let (f, r) = (file + dx, rank + dy);
        if !(0..WIDTH as isize - 1).contains(&f) || !(0..WIDTH as isize - 1).contains(&r) {
            continue;
        }
        let to = (r * WIDTH as isize + f) as usize;
        let fresh = BLOCK[to] & !ctx.king;
        if fresh & blocked != 0 {
            continue;
        }
        let taken = fresh & ctx.enemy;
        let attackers = if taken != 0 { ctx.attackers.without(taken) } else { ctx.attackers };
        if !attackers.all_attacked(BLOCK[to], ctx.check_occ & !fresh) {
            sink.one(Move::new(ll, to, Flag::King));
        }
    }
}
