//! The game record: draws that need history (RULES.md §0), undo, resignation, agreement.

use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::{ActionError, DrawReason, Game, Outcome, Position, Seat, WinReason};

fn play_all<P: Position>(game: &mut Game<P>, moves: &str) {
    for text in moves.split_whitespace() {
        game.play(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn threefold_repetition_draws_on_the_third_occurrence() {
    let mut game = Game::new(Chess::start());
    play_all(&mut game, "g1-f3 g8-f6 f3-g1 f6-g8");
    assert_eq!(game.outcome(), None, "second occurrence");
    play_all(&mut game, "g1-f3 g8-f6 f3-g1");
    assert_eq!(game.outcome(), None);
    play_all(&mut game, "f6-g8");
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(game.play("e2-e4"), Err(ActionError::GameOver));
}

#[test]
fn repetition_is_a_switchable_rule() {
    let mut game = Game::new(Chess::start());
    game.rules.repetition = false;
    play_all(&mut game, "g1-f3 g8-f6 f3-g1 f6-g8 g1-f3 g8-f6 f3-g1 f6-g8");
    assert_eq!(game.outcome(), None);
}

#[test]
fn giant_king_repetition_draws_too() {
    // I-5: threefold repetition draws Giant-King Chess as in orthodox chess.
    let mut game = Game::new(GiantKing::start());
    play_all(&mut game, "c2-d4 c9-d7 d4-c2 d7-c9 c2-d4 c9-d7 d4-c2 d7-c9");
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

#[test]
fn fifty_moves_draw_at_a_halfmove_clock_of_100() {
    let mut game = Game::new(Chess::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap());
    assert_eq!(game.outcome(), None);
    game.play("a1-a2").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::FiftyMoves)));
}

#[test]
fn mate_on_the_hundredth_half_move_wins() {
    let mut game = Game::new(Chess::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80").unwrap());
    game.play("a1-a8").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Seat::FIRST, reason: WinReason::Checkmate }));
}

#[test]
fn giant_king_fifty_move_rule() {
    // I-5: the 50-move rule draws Giant-King Chess.
    let mut game = Game::new(GiantKing::from_fen("4kk4/4kk4/10/10/10/10/10/10/R3KK4/4KK4[] w - - 99 80").unwrap());
    game.play("a2-a3").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::FiftyMoves)));
}

#[test]
fn undo_goes_back_one_action_and_clears_the_result() {
    let mut game = Game::new(Chess::start());
    assert!(!game.undo());
    play_all(&mut game, "f2-f3 e7-e5 g2-g4 d8-h4");
    assert!(matches!(game.outcome(), Some(Outcome::Win { winner: Seat::SECOND, .. })));
    assert!(game.undo());
    assert_eq!(game.outcome(), None);
    assert_eq!(game.record(), ["f2-f3", "e7-e5", "g2-g4"]);
    assert_eq!(game.position().fen(), "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
}

#[test]
fn resignation_and_agreement_end_the_game() {
    let mut game = Game::new(Chess::start());
    game.resign(Seat::FIRST);
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Seat::SECOND, reason: WinReason::Resignation }));
    let mut game = Game::new(Chess::start());
    game.agree_draw();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
}

/// A two-player resignation or agreed draw adds no position: undo takes back that step
/// alone, never a move with it (issue 8: resign then undo took back an extra pair).
#[test]
fn undo_after_resignation_or_agreement_takes_back_only_that() {
    for end in [|g: &mut Game<Chess>| g.resign(Seat::FIRST), |g: &mut Game<Chess>| g.agree_draw()] {
        let mut game = Game::new(Chess::start());
        play_all(&mut game, "e2-e4 e7-e5");
        end(&mut game);
        assert!(game.outcome().is_some());
        assert!(game.undo());
        assert_eq!(game.outcome(), None);
        assert_eq!(game.record(), ["e2-e4", "e7-e5"]);
        assert_eq!(game.positions().len(), 3);
    }
}

#[test]
fn illegal_and_malformed_moves_are_refused_and_nothing_is_lost() {
    let mut game = Game::new(Chess::start());
    game.play("e2-e4").unwrap();
    assert!(matches!(game.play("e2-e4"), Err(ActionError::Illegal { legal: 20, .. })));
    assert!(matches!(game.play("e7 e5"), Err(ActionError::Malformed { .. })));
    assert_eq!(game.record(), ["e2-e4"]);
}
