//! Ratings from finished games: Glicko-2 for games of two (as lichess), Weng-Lin (an
//! OpenSkill model) for three or four seats, each game a ranking: the winner first, then the
//! players still in, then those who dropped out, the later the better. Each variant is a pool
//! of its own, and a variant with three or four seats is a pool apart from its two-player game.

use menagerie_rules::{Outcome, Seat};
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};

use crate::store::Rating;

/// The pool a game is rated in.
pub fn pool(variant: &str, seats: usize) -> String {
    if seats == 2 { variant.to_owned() } else { format!("{variant}-{seats}p") }
}

/// Each seat's rank (0 best, ties share one), from the outcome and the drop-outs in order.
pub fn ranks(seats: usize, outcome: &Outcome, dropped: &[Seat]) -> Vec<usize> {
    let mut ranks = vec![0; seats];
    if let Outcome::Win { winner, .. } = outcome {
        for (seat, rank) in ranks.iter_mut().enumerate() {
            if seat != winner.index() {
                *rank = 1;
            }
        }
        // The first to drop out is last.
        for (i, seat) in dropped.iter().enumerate() {
            ranks[seat.index()] = 1 + dropped.len() - i;
        }
    }
    ranks
}

/// The ratings after a game with these ranks, from the ratings before it.
pub fn update(before: &[Rating], ranks: &[usize]) -> Vec<Rating> {
    if before.len() == 2 {
        let glicko = |r: &Rating| Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility };
        let outcome = match ranks[0].cmp(&ranks[1]) {
            std::cmp::Ordering::Less => Outcomes::WIN,
            std::cmp::Ordering::Greater => Outcomes::LOSS,
            std::cmp::Ordering::Equal => Outcomes::DRAW,
        };
        let (a, b) = glicko2(&glicko(&before[0]), &glicko(&before[1]), &outcome, &Glicko2Config::new());
        return [(a, &before[0]), (b, &before[1])]
            .into_iter()
            .map(|(after, was)| Rating {
                rating: after.rating,
                deviation: after.deviation,
                volatility: after.volatility,
                games: was.games + 1,
            })
            .collect();
    }
    // Weng-Lin on Glicko's scale: a new player is 1500 ± 350, and beta is half of that.
    let config = WengLinConfig { beta: 175.0, ..WengLinConfig::new() };
    let teams: Vec<[WengLinRating; 1]> =
        before.iter().map(|r| [WengLinRating { rating: r.rating, uncertainty: r.deviation }]).collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(ranks).map(|(team, &rank)| (&team[..], MultiTeamOutcome::new(rank + 1))).collect();
    weng_lin_multi_team(&ranked, &config)
        .into_iter()
        .zip(before)
        .map(|(team, was)| Rating {
            rating: team[0].rating,
            deviation: team[0].uncertainty,
            volatility: was.volatility,
            games: was.games + 1,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use menagerie_rules::{DrawReason, WinReason};

    #[test]
    fn the_winner_gains_and_the_loser_loses_as_much_between_equals() {
        let new = [Rating::default(), Rating::default()];
        let win = Outcome::Win { winner: Seat(1), reason: WinReason::Checkmate };
        let after = update(&new, &ranks(2, &win, &[]));
        assert!(after[1].rating > 1500.0 && after[0].rating < 1500.0);
        assert!((after[1].rating - 1500.0 - (1500.0 - after[0].rating)).abs() < 1e-6);
        assert!(after.iter().all(|r| r.games == 1 && r.deviation < 350.0));
        let draw = update(&new, &ranks(2, &Outcome::Draw(DrawReason::Agreement), &[]));
        assert!(draw.iter().all(|r| (r.rating - 1500.0).abs() < 1e-6));
    }

    #[test]
    fn four_seats_rank_the_winner_then_the_players_still_in_then_the_drop_outs() {
        let win = Outcome::Win { winner: Seat(2), reason: WinReason::Goal };
        let ranks = ranks(4, &win, &[Seat(0), Seat(3)]);
        assert_eq!(ranks, [3, 1, 0, 2]);
        let after = update(&[Rating::default(); 4], &ranks);
        let order: Vec<f64> = after.iter().map(|r| r.rating).collect();
        assert!(order[2] > order[1] && order[1] > order[3] && order[3] > order[0], "{order:?}");
    }
}
