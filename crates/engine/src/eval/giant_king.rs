//! Giant-King Chess: material (promoted pieces are worth far more), pawns that are close to
//! earning promotions, and mobility.

use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::giant_king::{GiantKing, Role};
use menagerie_rules::{Position, Seat};

use super::Evaluate;

/// Values in centipawns, unpromoted and promoted; rough guesses from each piece's reach.
const fn value(role: Role, promoted: bool) -> i32 {
    match (role, promoted) {
        (Role::Pawn, _) => 100,
        (Role::Knight, false) => 400,
        (Role::Knight, true) => 650,
        (Role::Bishop, false) => 350,
        (Role::Bishop, true) => 800,
        (Role::Wildebeest, false) => 450,
        (Role::Wildebeest, true) => 700,
        (Role::Rook, false) => 500,
        (Role::Rook, true) => 750,
        (Role::Cardinal, false) => 750,
        (Role::Cardinal, true) => 950,
        (Role::Gryphon, false) => 550,
        (Role::Gryphon, true) => 1000,
        (Role::King, _) => 0,
    }
}

impl Evaluate for GiantKing {
    fn evaluate(&self) -> i32 {
        let mut score = [0i32; 2];
        for rank in 0..10 {
            for file in 0..10 {
                let coord = Coord::new(file, rank);
                if let Some((seat, role, promoted)) = self.piece_at(coord) {
                    let mut v = value(role, promoted);
                    if role == Role::Pawn {
                        // Ranks 8 to 10 each earn a promotion: the closer, the better.
                        let advance = if seat == Seat::FIRST { rank } else { 9 - rank } as i32;
                        v += 3 * advance * advance;
                    }
                    score[seat.index()] += v;
                }
            }
        }
        for seat in [Seat::FIRST, Seat::SECOND] {
            score[seat.index()] += 3 * self.mobility(seat) as i32;
        }
        let us = self.to_move();
        score[us.index()] - score[us.other().index()]
    }

    fn in_check(&self) -> bool {
        GiantKing::in_check(self)
    }

    fn null_move(&self) -> Option<GiantKing> {
        let us = self.to_move();
        let pieces: u32 = [Role::Knight, Role::Bishop, Role::Wildebeest, Role::Rook, Role::Cardinal, Role::Gryphon]
            .into_iter()
            .map(|r| self.count(us, r, false) + self.count(us, r, true))
            .sum();
        (pieces > 0 && !GiantKing::in_check(self)).then(|| self.pass())
    }
}
