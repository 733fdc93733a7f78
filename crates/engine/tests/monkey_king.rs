//! The engine plays Monkey King Chess: it takes the Pilgrim's exit, mates, spends Fists tokens,
//! and beats a random mover. Limits are depths, never wall-clock time.

use menagerie_engine::{Evaluate, Limits, RandomPlayer, Searcher};
use menagerie_rules::variants::monkey_king::MonkeyKing;
use menagerie_rules::{Game, Outcome, Position, Seat, WinReason};

fn best(fen: &str, depth: u32) -> String {
    let position = MonkeyKing::from_fen(fen).unwrap();
    let report =
        Searcher::<MonkeyKing>::new(16).search(&position, &[], Limits { depth: Some(depth), ..Limits::default() });
    position.action_text(report.best.expect("a legal action"))
}

#[test]
fn the_pilgrim_leaves_when_it_can() {
    assert_eq!(best("2K2/5/5/5/5/5/5/k4[] r 2/2 0 - 9", 2), "c8-off");
}

#[test]
fn blue_mates_in_one() {
    // The Lancer on b8 holds b1 and b2; Erh-Lang to a3 covers a1 and a2.
    let fen = "1l2k/5/5/5/5/4c/5/K4[] b 2/2 0 - 10";
    let mut position = MonkeyKing::from_fen(fen).unwrap();
    menagerie_rules::play_text(&mut position, &best(fen, 2)).unwrap();
    assert_eq!(position.outcome(), Some(Outcome::Win { winner: Seat::SECOND, reason: WinReason::Checkmate }));
}

#[test]
fn a_bonus_move_takes_a_free_knight() {
    assert_eq!(best("k4/5/5/5/1n3/2M2/5/4K[] r 2/2 1 * 5", 2), "+c3-b4");
}

/// Plays `games` games of the engine at `depth` against a random mover, seats alternating;
/// returns the engine's wins.
fn wins_against_random<P: Evaluate>(games: u32, depth: u32) -> u32 {
    let mut random = RandomPlayer::new(11);
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
fn monkey_king_beats_a_random_mover() {
    let wins = wins_against_random::<MonkeyKing>(10, 2);
    assert!(wins >= 9, "{wins} wins of 10");
}
