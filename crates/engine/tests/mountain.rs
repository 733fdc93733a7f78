//! King of the Mountain: the engine races to j10, stops an opponent about to reach it, beats
//! a random mover with two players and reaches the summit against three random movers.
//! Limits are depths, never wall-clock time.

use menagerie_engine::arena::engine_wins_against_random;
use menagerie_engine::{Limits, Searcher};
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Options, Position};

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

/// With four seats only the opponent whose reply matters acts between two of the searching
/// seat's turns (best-reply search): a threat from a seat two turns on is stopped, and the
/// searching seat's own two-move plans are seen within three plies (paranoid search, where
/// every seat acts in turn, needs five).
#[test]
fn best_reply_search_sees_any_opponent_and_two_of_its_own_moves() {
    // Yellow, two seats on, steps from k11 onto j10 unless red's Rook on k1 takes it now.
    let pieces = [(0, 0, "rK"), (10, 0, "rR"), (0, 18, "bK"), (10, 10, "yK"), (18, 0, "gK")];
    let fen = format!("{} r - rbyg", empty_board_with(&pieces));
    assert_eq!(best(&fen, 2), "k1-k11");
    // Red's King on h8 is two steps from j10, the others far away: at depth 3 (red, a reply,
    // red) the search knows it wins.
    let pieces = [(7, 7, "rK"), (0, 18, "bK"), (18, 18, "yK"), (18, 0, "gK")];
    let position = Mountain::from_fen(&format!("{} r - rbyg", empty_board_with(&pieces))).unwrap();
    let report = Searcher::<Mountain>::new(16).search(&position, &[], Limits { depth: Some(3), ..Limits::default() });
    assert!(report.score >= menagerie_engine::MATE - 10, "score {}", report.score);
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

/// The engine's wins, searching `depth` plies, against random movers in every other seat.
fn wins_against_random(options: &str, games: u32, depth: u32) -> u32 {
    let start = Mountain::start_with(&Options::parse([options]).unwrap()).unwrap();
    engine_wins_against_random(&start, games, Limits { depth: Some(depth), ..Limits::default() }, 11)
}

/// A summit that an opponent attacks cannot be stepped onto: a King near it counts farther
/// while it is guarded, and a King far away does not care.
#[test]
fn a_guarded_summit_is_farther_for_a_king_near_it() {
    use menagerie_engine::Evaluate;
    let value = |king: (usize, usize), rook: (usize, usize)| {
        let fen = format!(
            "{} r - ry",
            empty_board_with(&[(king.0, king.1, "rK"), (18, 18, "yK"), (rook.0, rook.1, "yR"), (0, 0, "rH")])
        );
        Mountain::from_fen(&fen).unwrap().evaluate()
    };
    // Red's King on g7, three steps from j10; Yellow's Rook on j1 covers j10, on a19 it does not.
    let (guarded, open) = (value((6, 6), (9, 0)), value((6, 6), (0, 18)));
    assert!(guarded < open, "guarded {guarded}, open {open}");
    // From b10, eight steps away, the guard is no concern yet.
    assert_eq!(value((1, 9), (9, 0)), value((1, 9), (0, 18)));
}

/// The evaluation is a sum of weighted terms (`tune::Tunable`): with two players the first
/// seat's counts less the second's, and the search's value is the tuner's for the side to move.
#[test]
fn terms_are_counted_where_they_are_and_valued_as_the_search_values_them() {
    use menagerie_engine::Evaluate;
    use menagerie_engine::tune::{Terms, Tunable, evaluate, value};
    // Red's King on g7 (three steps from j10 on the empty board), Yellow's on s19; Yellow's
    // Rook on j1 covers j10; Red's Hero on a1.
    let fen = format!("{} r - ry", empty_board_with(&[(6, 6, "rK"), (18, 18, "yK"), (9, 0, "yR"), (0, 0, "rH")]));
    let position = Mountain::from_fen(&fen).unwrap();
    let mut terms = Terms::default();
    position.terms(&mut terms);
    let names = Mountain::names();
    assert_eq!(names.len(), Mountain::weights().len());
    let count = |name: &str| terms.counts().get(names.iter().position(|n| n == name).unwrap()).copied().unwrap_or(0);
    assert_eq!((count("hero"), count("rook")), (1, -1));
    assert_eq!(count("king 3 steps from j10"), 1);
    assert_eq!(count("j10 guarded, king 3 steps away"), 1);
    assert_eq!(count("king 9 steps from j10"), -1, "s19 is nine King steps from j10");
    assert_eq!(position.evaluate(), evaluate(&position));
    assert_eq!(evaluate(&position), value(&terms, Mountain::weights(), Mountain::PHASE));
    // Along a random game, the search's value is the tuner's, from the side to move.
    let mut position = Mountain::start_with(&Options::parse(["players=2"]).unwrap()).unwrap();
    let mut random = menagerie_engine::RandomPlayer::new(5);
    for _ in 0..120 {
        let first = evaluate(&position);
        let sign = if position.to_move() == menagerie_rules::Seat::FIRST { 1 } else { -1 };
        assert_eq!(position.evaluate(), sign * first, "{}", position.fen());
        let Some(action) = random.choose(&position) else { break };
        position.play_unchecked(action);
    }
}
