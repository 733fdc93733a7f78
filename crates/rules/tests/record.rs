//! Game records (issue 9, "Records"): writing a game and reading it back gives the same game
//! — every position, the record, the drop-outs, the result — and the same text, for random
//! games of every variant; secrets appear only once the game is over.

use menagerie_rules::record::{self, Header};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Game, Options, Position, Seat, Variant, with_variant};
use proptest::prelude::*;

/// A random game: random actions, now and then a drop-out (three or four seats), and at the end
/// maybe a resignation or an agreed draw.
fn random_game<P: Position>(start: P, seed: u64, plies: usize) -> Game<P> {
    let mut rng = seed | 1;
    let mut next = |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    let mut game = Game::new(start);
    let mut actions = Vec::new();
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let position = game.position();
        if position.players() > 2 && next(40) == 0 {
            game.resign(position.to_move());
            continue;
        }
        actions.clear();
        position.legal_actions(&mut actions);
        let action = actions[next(actions.len())];
        game.play_action(action);
    }
    if game.outcome().is_none() {
        match next(4) {
            0 => game.resign(game.position().to_move()),
            1 => game.agree_draw(),
            2 => game.time_out(game.position().to_move()),
            _ => {}
        }
    }
    game
}

fn round_trip<P: Position>(game: &Game<P>, header: &Header) {
    let text = record::write(game, header);
    let (read, read_header) = record::read::<P>(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", P::VARIANT));
    assert_eq!(read.record(), game.record(), "{text}");
    assert_eq!(read.resignations(), game.resignations(), "{text}");
    assert_eq!(read.outcome(), game.outcome(), "{text}");
    let fens = |g: &Game<P>| g.positions().iter().map(Position::fen).collect::<Vec<_>>();
    if game.outcome().is_some() {
        // Over: the secrets are in the record, so the referee's positions come back whole.
        assert_eq!(fens(&read), fens(game), "{text}");
    }
    assert_eq!(&read_header, header);
    assert_eq!(record::write(&read, header), text, "writing the game read gives the same text");
}

fn start_for<P: Position>(seed: u64) -> (P, Vec<String>) {
    let options: Vec<String> = match P::VARIANT {
        Variant::Mountain => vec![format!("players={}", 2 + seed % 3)],
        _ => Vec::new(),
    };
    let mut start = P::start_with(&Options::parse(options.iter().map(String::as_str)).unwrap()).unwrap();
    for i in 0..start.players() {
        let seat = Seat(i as u8);
        if let Some(choice) = start.secret_options(seat).get(seed as usize % 10).cloned() {
            start.choose_secret(seat, &choice).unwrap();
        }
    }
    (start, options)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn records_round_trip(variant in prop::sample::select(Variant::ALL), seed in any::<u64>(), plies in 0usize..80) {
        with_variant!(variant, P => {
            let (start, options) = start_for::<P>(seed);
            let players = (0..start.players()).map(|i| format!("player {i}")).collect();
            let game = random_game(start, seed, plies);
            round_trip(&game, &Header { options, players, time_control: if seed % 2 == 0 { "300+2".into() } else { String::new() } });
        });
    }
}

#[test]
fn a_chess_record_reads_like_pgn() {
    let mut game = Game::new(Chess::start());
    for m in ["f2-f3", "e7-e5", "g2-g4", "d8-h4"] {
        game.play(m).unwrap();
    }
    let header = Header { options: vec![], players: vec!["Alice".into(), "Bob".into()], time_control: "300+2".into() };
    assert_eq!(
        record::write(&game, &header),
        "[Variant \"chess\"]\n[Seat \"white: Alice\"]\n[Seat \"black: Bob\"]\n[TimeControl \"300+2\"]\n\
         [Result \"0-1\"]\n[Termination \"checkmate\"]\n\n1. f2-f3 e7-e5 2. g2-g4 d8-h4 0-1\n"
    );
}

/// A Monster Bluff record in play says nothing of the True Kings; once over, it names them.
#[test]
fn secrets_are_written_only_once_the_game_is_over() {
    let mut start = MonsterBluff::start();
    start.choose_secret(Seat::FIRST, "8e1").unwrap();
    start.choose_secret(Seat::SECOND, "5d1").unwrap();
    let mut game = Game::new(start);
    game.play("8e2-8e4").unwrap();
    let text = record::write(&game, &Header::default());
    assert!(!text.contains("8e1") && !text.contains("5d1") && !text.contains("Secret"), "{text}");
    game.resign(Seat::SECOND);
    let text = record::write(&game, &Header::default());
    assert!(text.contains("[Secret \"white: 8e1\"]") && text.contains("[Secret \"black: 5d1\"]"), "{text}");
    assert!(text.contains("[Termination \"resignation\"]") && text.ends_with("1. 8e2-8e4 1-0\n"), "{text}");
}

/// Drop-outs of a four-player game are comments where they happened.
#[test]
fn mountain_drop_outs_are_comments() {
    let start = Mountain::start_with(&Options::parse(["players=4"]).unwrap()).unwrap();
    let mut game = Game::new(start);
    game.play("c2-d3").unwrap();
    game.resign(game.position().to_move());
    let text = record::write(&game, &Header::default());
    assert!(text.contains("1. c2-d3 {blue resigns}"), "{text}");
    let (read, _) = record::read::<Mountain>(&text).unwrap();
    assert_eq!(read.resignations(), game.resignations());
}

#[test]
fn bad_records_say_what_and_where() {
    let err = record::read::<Chess>("[Variant \"chess\"]\n\n1. e2-e5\n").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(err.message.contains("'e2-e5'"), "{err}");
    assert!(record::read::<Chess>("[Variant \"giant-king\"]\n").unwrap_err().message.contains("not chess"));
    assert!(record::read::<Chess>("[Variant chess]\n").is_err());
    assert!(record::read::<Chess>("[Variant \"chess\"\n").is_err());
    assert!(record::read::<Chess>("1. {unclosed").is_err());
}
