//! The engine finds forced wins and beats a random mover. Limits are depths and node counts,
//! never wall-clock time, so the results do not depend on the machine.

use menagerie_engine::{Evaluate, Limits, RandomPlayer, Searcher};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::{Game, Outcome, Position, Seat};

fn best<P: Evaluate>(fen: &str, depth: u32) -> String {
    let position = P::from_fen(fen).unwrap();
    let report = Searcher::<P>::new(16).search(&position, &[], Limits { depth: Some(depth), ..Limits::default() });
    position.action_text(report.best.expect("a legal move"))
}

#[test]
fn chess_mate_in_one() {
    assert_eq!(best::<Chess>("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3), "a1-a8");
}

#[test]
fn chess_wins_material() {
    // The black queen stands unprotected on the rook's file.
    assert_eq!(best::<Chess>("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", 2), "d1-d5");
}

#[test]
fn giant_king_three_rooks_mate() {
    // Rooks on the 8th and 9th ranks; the third joins on the 10th, and every square of the
    // cornered king and of each escape is covered.
    let fen = "8kk/R7kk/R9/10/10/10/10/1R8/4KK4/4KK4[] w - - 0 1";
    let position = GiantKing::from_fen(fen).unwrap();
    let report = Searcher::<GiantKing>::new(16).search(&position, &[], Limits { depth: Some(3), ..Limits::default() });
    let mut after = position.clone();
    after.play_unchecked(report.best.unwrap());
    assert_eq!(
        after.outcome(),
        Some(Outcome::Win { winner: Seat::FIRST, reason: menagerie_rules::WinReason::Checkmate })
    );
}

/// Plays `games` games of the engine at `depth` against a random mover, seats alternating;
/// returns the engine's wins.
fn wins_against_random<P: Evaluate>(games: u32, depth: u32) -> u32 {
    let mut random = RandomPlayer::new(7);
    let mut wins = 0;
    for g in 0..games {
        let engine_seat = Seat((g % 2) as u8);
        let mut engine = Searcher::<P>::new(16);
        let mut game = Game::new(P::start());
        while game.outcome().is_none() && game.record().len() < 600 {
            let position = game.position();
            let action = if position.to_move() == engine_seat {
                let history = &game.hashes()[..game.hashes().len() - 1];
                engine.search(position, history, Limits { depth: Some(depth), ..Limits::default() }).best
            } else {
                random.choose(position)
            };
            game.play_action(action.unwrap());
        }
        if matches!(game.outcome(), Some(Outcome::Win { winner, .. }) if winner == engine_seat) {
            wins += 1;
        }
    }
    wins
}

#[test]
fn chess_beats_a_random_mover() {
    assert!(wins_against_random::<Chess>(6, 3) >= 5);
}

#[test]
fn giant_king_beats_a_random_mover() {
    assert!(wins_against_random::<GiantKing>(4, 2) >= 3);
}
