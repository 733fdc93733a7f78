//! Orthodox chess: material, a little piece placement, and mobility.

use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::chess::{Chess, Move, Role};
use menagerie_rules::{Position, Seat};

use super::Evaluate;

const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 320,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// A bonus for standing near the centre (knights and bishops) or for advancing (pawns).
fn placement(role: Role, seat: Seat, coord: Coord) -> i32 {
    let rank = if seat == Seat::FIRST { coord.rank } else { 7 - coord.rank } as i32;
    let centre = 6 - ((2 * coord.file as i32 - 7).abs() + (2 * coord.rank as i32 - 7).abs()) / 2;
    match role {
        Role::Pawn => rank * rank,
        Role::Knight | Role::Bishop => 4 * centre,
        Role::Queen => centre,
        Role::Rook | Role::King => 0,
    }
}

impl Evaluate for Chess {
    fn evaluate(&self) -> i32 {
        let mut score = [0i32; 2];
        for rank in 0..8 {
            for file in 0..8 {
                let coord = Coord::new(file, rank);
                if let Some((seat, role)) = self.piece_at(coord) {
                    score[seat.index()] += value(role) + placement(role, seat, coord);
                }
            }
        }
        for seat in [Seat::FIRST, Seat::SECOND] {
            score[seat.index()] += 4 * self.mobility(seat) as i32;
        }
        let us = self.to_move();
        score[us.index()] - score[us.other().index()]
    }

    fn in_check(&self) -> bool {
        Chess::in_check(self)
    }

    fn null_move(&self) -> Option<Chess> {
        let us = self.to_move();
        let pieces =
            [Role::Knight, Role::Bishop, Role::Rook, Role::Queen].into_iter().map(|r| self.count(us, r)).sum::<u32>();
        (pieces > 0 && !Chess::in_check(self)).then(|| self.pass())
    }

    fn order_hint(&self, action: Move) -> i32 {
        let victim = self.piece_at(action.to_coord()).map_or(0, |(_, role)| value(role));
        let attacker = self.piece_at(action.from_coord()).map_or(0, |(_, role)| value(role));
        10 * victim - attacker / 10 + action.promotion.map_or(0, value)
    }
}
