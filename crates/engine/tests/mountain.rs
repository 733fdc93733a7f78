//! King of the Mountain: the engine races to j10, stops an opponent about to reach it, beats
//! a random mover with two players and reaches the summit against three random movers.
//! Limits are depths, never wall-clock time.

use menagerie_engine::{Limits, RandomPlayer, Searcher};
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Game, Options, Outcome, Position, Seat};

fn best(fen: &str, depth: u32) -> String {
    let position = Mountain::from_fen(fen).unwrap();
    let report =
        Searcher::<Mountain>::new(16).search(&position, &[], Limits { depth: Some(depth), ..Limits::default() });
    position.action_text(report.best.expect("a legal action"))
}

fn empty_board_with(pieces: &[(usize, usize, &str)]) -> String {
    let mut rows = Vec::new();
    for r in (0..19).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for f in 0..19 {
            match pieces.iter().find(|p| p.0 == f && p.1 == r) {
                Some(p) => {
                    if empty > 0 {
                        row += &empty.to_string();
                        empty = 0;
                    }
                    row += p.2;
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    rows.join("/")
}

#[test]
fn steps_onto_the_summit() {
    // Red's King on i9, one step from j10.
    let fen = format!("{} r - ry", empty_board_with(&[(8, 8, "rK"), (18, 18, "yK"), (0, 18, "yR")]));
    assert_eq!(best(&fen, 1), "i9-j10");
    let fen = format!("{} r - rbyg", empty_board_with(&[(8, 8, "rK"), (0, 18, "bK"), (18, 18, "yK"), (18, 0, "gK")]));
    assert_eq!(best(&fen, 2), "i9-j10");
}

#[test]
fn stops_an_opponent_about_to_win() {
    // Blue's King on k11 steps onto j10 next unless red's Rook on k1 captures it now.
    let fen = format!(
        "{} r - rby",
        empty_board_with(&[(0, 0, "rK"), (10, 0, "rR"), (10, 10, "bK"), (18, 18, "yK"), (17, 17, "yH")])
    );
    assert_eq!(best(&fen, 2), "k1-k11");
    // With two players too (the negamax search).
    let fen = format!("{} r - ry", empty_board_with(&[(0, 0, "rK"), (10, 0, "rR"), (10, 10, "yK"), (17, 17, "yH")]));
    assert_eq!(best(&fen, 2), "k1-k11");
}

/// Plays the engine (at `depth`) in each seat in turn against random movers; returns the
/// engine's wins.
fn wins_against_random(options: &str, games: u32, depth: u32) -> u32 {
    let start = Mountain::start_with(&Options::parse([options]).unwrap()).unwrap();
    let mut random = RandomPlayer::new(11);
    let mut wins = 0;
    for g in 0..games {
        let engine_seat = Seat((g as usize % start.players()) as u8);
        let mut engine = Searcher::<Mountain>::new(16);
        let mut game = Game::new(start.clone());
        while game.outcome().is_none() && game.record().len() < 800 {
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
fn beats_a_random_mover_with_two_players() {
    assert!(wins_against_random("players=2", 4, 2) >= 3);
}

#[test]
fn reaches_the_summit_against_three_random_movers() {
    assert!(wins_against_random("players=4", 4, 2) >= 3);
}

#[test]
fn reaches_the_summit_on_the_crags_with_three_players() {
    assert!(wins_against_random("players=3,map=crags", 3, 2) >= 2);
}
