//! The `menagerie` binary end to end: real processes, real arguments, real exit codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn menagerie(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_menagerie")).args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8 output")
}

fn last_line(output: &Output) -> String {
    stdout(output).lines().last().unwrap_or_default().to_owned()
}

#[test]
fn moves_lists_every_legal_move() {
    let out = menagerie(&["moves", "--variant", "chess"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let moves: Vec<&str> = text.lines().collect();
    assert_eq!(moves.len(), 20);
    assert!(moves.contains(&"e2-e4") && moves.contains(&"g1-f3"));

    let out = menagerie(&["moves", "--variant", "giant-king"]);
    assert_eq!(stdout(&out).lines().count(), 34);
}

#[test]
fn perft_prints_the_count_last() {
    let out = menagerie(&["perft", "--variant", "chess", "--depth", "3"]);
    assert_eq!(last_line(&out), "8902");
    let out = menagerie(&["perft", "--variant", "giant-king", "--depth", "2", "--divide"]);
    assert_eq!(last_line(&out), "1156");
    assert_eq!(stdout(&out).lines().count(), 35);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let out = menagerie(&["perft", "--variant", "chess", "--fen", kiwipete, "--depth", "2"]);
    assert_eq!(last_line(&out), "2039");
}

#[test]
fn apply_prints_the_fen_after_the_moves() {
    let out = menagerie(&["apply", "--variant", "chess", "e2-e4", "e7xe5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
}

/// Every move `moves` lists for a FEN, `apply` plays: a dead position (K v K) still has moves;
/// the draw is declared by a game in progress, as repetition is (issue 8).
#[test]
fn apply_plays_what_moves_lists_in_a_dead_position() {
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    let listed = stdout(&menagerie(&["moves", "--variant", "chess", "--fen", fen]));
    assert!(listed.lines().any(|m| m == "e1-e2"), "{listed}");
    for text in listed.lines() {
        let out = menagerie(&["apply", "--variant", "chess", "--fen", fen, text]);
        assert!(out.status.success(), "{text}: {}", stderr(&out));
    }
}

#[test]
fn apply_names_an_illegal_move_and_fails() {
    let out = menagerie(&["apply", "--variant", "chess", "e2-e4", "e2-e4"]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("move 2 'e2-e4'") && err.contains("20 legal moves"), "{err}");
    assert!(stdout(&out).is_empty());

    let out = menagerie(&["apply", "--variant", "giant-king", "e1-e9"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("34 legal moves"), "{}", stderr(&out));
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    for args in [
        &["moves", "--variant", "chess", "--fen", "not a fen"][..],
        &["moves", "--variant", "giant-king", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["perft", "--variant", "nonsense", "--depth", "1"],
        &["apply", "--variant", "chess", "e2-e4!"],
        &["apply", "--variant", "chess", "--fen", "k7/8/8/8/8/8/8/K6\u{1F600} w - - 0 1", "a1-a2"],
        &["bestmove", "--variant", "chess", "--fen", "7k/5QQ1/8/8/8/8/8/K7 b - - 0 1"],
    ] {
        let out = menagerie(args);
        assert!(!out.status.success(), "{args:?} succeeded");
        let err = stderr(&out);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.starts_with("error"), "{args:?}: {err}");
    }
}

#[test]
fn bestmove_prints_the_move_last() {
    // White mates at once with the rook.
    let out = menagerie(&[
        "bestmove",
        "--variant",
        "chess",
        "--fen",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "--movetime",
        "500",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "a1-a8");
    let out = menagerie(&["bestmove", "--variant", "giant-king", "--depth", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let best = last_line(&out);
    let legal = stdout(&menagerie(&["moves", "--variant", "giant-king"]));
    assert!(legal.lines().any(|m| m == best), "{best} is not legal");
}

#[test]
fn play_takes_moves_from_a_person_and_answers() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "chess", "--movetime", "50", "--no-color"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"help\ne2-e5\ne2-e4\nmoves\nundo\nfen\nrecord\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("illegal move 'e2-e5'"), "{text}");
    assert!(text.contains("Black plays "), "{text}");
    assert!(text.contains("  1 ") && text.contains("a  b  c"), "{text}");
    // After undo, the start position again with White to move.
    assert!(text.contains("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "{text}");
}

#[test]
fn play_announces_the_result() {
    // Fool's mate, both sides people.
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "chess", "--players", "human,human", "--no-color"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"f2-f3\ne7-e5\ng2-g4\nd8-h4\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = stdout(&out);
    assert!(text.contains("Game over: Black wins by checkmate."), "{text}");
    assert!(text.contains("Record: 1. f2-f3 e7-e5 2. g2-g4 d8-h4"), "{text}");
}

#[test]
fn match_counts_results() {
    let out = menagerie(&["match", "--variant", "chess", "--games", "2", "--movetime", "5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(last_line(&out).starts_with("engine: "), "{}", stdout(&out));
}

#[test]
fn mountain_shortcuts_choose_seats_and_map() {
    let out = menagerie(&["perft", "--variant", "mountain", "--players", "4", "--map", "crags", "--depth", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(last_line(&out), "1223");
    let out = menagerie(&["perft", "--variant", "mountain", "-o", "players=3", "-o", "map=switchback", "--depth", "2"]);
    assert_eq!(last_line(&out), "4607");
    let out = menagerie(&["apply", "--variant", "mountain", "--players", "4", "f2-g2", "19F-18H"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(last_line(&out).ends_with(" y - rbyg"), "{}", last_line(&out));
    let out = menagerie(&["moves", "--variant", "mountain", "-o", "armies=HHHHHHAAGGNNJJPP"]);
    assert!(stdout(&out).lines().any(|m| m == "e2-e3"), "{}", stdout(&out));
    let out = menagerie(&["moves", "--variant", "chess", "--map", "crags"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("no option 'map'"), "{}", stderr(&out));
    let out = menagerie(&["moves", "--variant", "mountain", "--players", "5"]);
    assert!(!out.status.success());
}

#[test]
fn mountain_play_with_people_and_computers() {
    // Red and yellow are people, blue the computer: each person takes the default army.
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "mountain", "--players", "human,computer,human", "--movetime", "20", "--no-color"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Two people share the keyboard: each army is asked after an Enter hands it over.
    child.stdin.take().unwrap().write_all(b"\nHHHHHHAAGGNNJJPP\n\n\nf2-g2\nmoves\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("Armies revealed: armies r:HHHHHHAAGGNNJJPP b:HHHHHHRRBBNNJJPP y:HHHHHHRRBBNNJJPP"),
        "{text}"
    );
    assert!(text.contains("Blue plays "), "{text}");
    assert!(text.contains("Yellow to move."), "{text}");
    assert!(text.contains("reserves: red -, blue -, yellow -"), "{text}");
    assert!(text.contains(" ^ ") && text.contains("###"), "{text}");
}

/// RULES.md §0 "Resignation ends any game"; docs/mountain.md: with three players a resigning
/// player drops out and the others play on; the last one left wins by resignation. The record
/// keeps only the actions and lists the resignations apart.
#[test]
fn mountain_play_resignations_with_three_people() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "mountain", "--players", "human,human,human", "--no-color"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Hand-over and army for each of the three people, then play.
    child.stdin.take().unwrap().write_all(b"\n\n\n\n\n\nc2-d3\nresign\nrecord\nresign\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("Blue resigns and drops out."), "{text}");
    assert!(text.contains("reserves: red -, blue resigned, yellow -"), "{text}");
    let after = &text[text.find("Blue resigns").unwrap()..];
    assert!(after.contains("Yellow to move."), "{text}");
    assert!(after.contains("1. c2-d3 {blue resigns} *\n"), "{text}");
    assert!(text.contains("Game over: Red wins by resignation."), "{text}");
    assert!(text.contains("Record: 1. c2-d3 {blue resigns} {yellow resigns}\n"), "{text}");
}

#[test]
fn mountain_match_with_four_seats() {
    let out = menagerie(&["match", "--variant", "mountain", "-o", "players=4", "--games", "1", "--movetime", "5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("engine as red"), "{}", stdout(&out));
}

// ---------------------------------------------------------------- Monster Bluff: the secret never leaks

/// The start with both True Kings chosen: White's on 8e1, Black's on `black`.
fn monster_bluff_start(black: &str) -> String {
    let start = stdout(&menagerie(&["apply", "--variant", "monster-bluff"]));
    start.trim().replace(" ?,?", &format!(" 8e1,{black}"))
}

#[test]
fn monster_bluff_moves_perft_apply() {
    let out = menagerie(&["moves", "--variant", "monster-bluff"]);
    assert_eq!(stdout(&out).lines().count(), 200);
    assert!(stdout(&out).lines().any(|m| m == "8e2-8e4") && stdout(&out).lines().any(|m| m == "5d7-5d5"));
    assert_eq!(last_line(&menagerie(&["perft", "--variant", "monster-bluff", "--depth", "2"])), "40000");
    let out = menagerie(&["apply", "--variant", "monster-bluff", "8e2-8e4", "9e7x9e5"]);
    assert!(last_line(&out).contains(" w ") && last_line(&out).contains(" 9e6 0 2 "), "{}", stdout(&out));
    let out = menagerie(&["perft", "--variant", "monster-bluff", "--option", "green=2", "--depth", "1"]);
    assert_eq!(last_line(&out), "200");
}

#[test]
fn monster_bluff_view_masks_the_other_true_king() {
    let full = monster_bluff_start("5d1");
    let view =
        |seat: &str| last_line(&menagerie(&["view", "--variant", "monster-bluff", "--fen", &full, "--seat", seat]));
    assert!(view("white").ends_with(" 8e1,?"));
    assert!(view("black").ends_with(" ?,5d1"));
    assert!(view("spectator").ends_with(" ?,?"));
    let out = menagerie(&["view", "--variant", "monster-bluff", "--fen", &full, "--seat", "red"]);
    assert!(!out.status.success() && stderr(&out).contains("unknown seat 'red'"));
}

#[test]
fn monster_bluff_outputs_do_not_depend_on_the_hidden_true_king() {
    // Two games that differ only in Black's secret: everything White (or a spectator) is
    // shown must be the same, so none of it can carry the hidden square.
    let (a, b) = (monster_bluff_start("5d1"), monster_bluff_start("10e8"));
    let same = |args: &[&str]| {
        let run = |fen: &str| {
            let mut all = args.to_vec();
            all.extend(["--fen", fen]);
            let out = menagerie(&all);
            // The search's time is the one thing allowed to differ between runs.
            let text = stdout(&out);
            let words: Vec<&str> = text.split(' ').collect();
            let untimed: Vec<&str> =
                words.iter().enumerate().filter(|&(i, _)| i == 0 || words[i - 1] != "time").map(|(_, w)| *w).collect();
            (untimed.join(" "), stderr(&out))
        };
        let (ra, rb) = (run(&a), run(&b));
        assert_eq!(ra, rb, "{args:?}");
        assert!(!ra.0.lines().any(|l| l.ends_with(",5d1") || l.ends_with(",10e8")), "{args:?}: {}", ra.0);
    };
    same(&["moves", "--variant", "monster-bluff"]);
    same(&["perft", "--variant", "monster-bluff", "--depth", "2", "--divide"]);
    same(&["bestmove", "--variant", "monster-bluff", "--depth", "1", "--movetime", "100000"]);
    same(&["view", "--variant", "monster-bluff", "--seat", "white"]);
    same(&["view", "--variant", "monster-bluff", "--seat", "spectator"]);
    same(&["apply", "--variant", "monster-bluff", "--seat", "white", "8e2-8e4", "10e7-10e5"]);
    same(&["apply", "--variant", "monster-bluff", "8e2-8e4", "8e2-8e4"]);
    same(&["apply", "--variant", "monster-bluff", "--seat", "white", "8e2-8e4", "nonsense"]);
}

/// An error shown to a seat never carries what it may not see: with a bad field anywhere in
/// a Monster Bluff FEN, what White is told is the same whatever Black's True King is, or
/// whatever bad text stands in Black's place (issue 8: the whole FEN used to be echoed).
#[test]
fn monster_bluff_fen_errors_do_not_depend_on_the_hidden_true_king() {
    let bad_edits: [fn(String) -> String; 5] = [
        |fen| fen.replacen(" 0/0 ", " 0/x ", 1),
        |fen| fen.replacen(" W", " Q", 1),
        |fen| fen + " extra",
        |fen| fen.replacen("****rnbq", "****rnbz", 1),
        |fen| fen.replacen(" 0 1 ", " 0 -1 ", 1),
    ];
    let run = |fen: &str, args: &[&str]| {
        let mut all = args.to_vec();
        all.extend(["--fen", fen]);
        let out = menagerie(&all);
        assert!(!out.status.success(), "{fen} was read");
        stderr(&out)
    };
    for args in [
        &["view", "--variant", "monster-bluff", "--seat", "white"][..],
        &["apply", "--variant", "monster-bluff", "--seat", "white", "8e2-8e4"][..],
        &["moves", "--variant", "monster-bluff"][..],
    ] {
        for edit in bad_edits {
            let told: Vec<String> =
                ["5d1", "10e8"].iter().map(|black| run(&edit(monster_bluff_start(black)), args)).collect();
            assert_eq!(told[0], told[1], "{args:?}");
            assert!(!told[0].contains("5d1") && !told[0].contains("8e1,"), "{}", told[0]);
        }
        // A bad True King field: the error is the same whatever the bad text is.
        let told: Vec<String> =
            ["5d2", "10e3", "zz9", "?x"].iter().map(|black| run(&monster_bluff_start(black), args)).collect();
        assert!(told.iter().all(|t| *t == told[0]), "{args:?}: {told:?}");
        assert!(told[0].contains("True King"), "{}", told[0]);
    }
}

#[test]
fn monster_bluff_play_asks_for_the_true_king_and_never_shows_the_computers() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "monster-bluff", "--movetime", "50", "--no-color"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"5d1\n8e2\n8e1\nfen\n8e2-8e4\nfen\nboard\nmoves\n1a1-1a5\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // 5d1 is Black's king and 8e2 a pawn: both refused, without naming any of Black's kings.
    assert!(text.contains("5d1 holds none of your kings"), "{text}");
    assert!(text.contains("8e2 holds none of your kings"), "{text}");
    assert!(text.contains("Black (computer) has made its secret choice."), "{text}");
    assert!(text.contains("board 10") && text.contains("*K* is your True King."), "{text}");
    // White's own True King is marked; no black king ever is; every FEN shown hides Black's.
    assert!(!text.contains("*k*"), "{text}");
    let fens: Vec<&str> = text.lines().map(|l| l.trim_start_matches("> ")).filter(|l| l.starts_with("****")).collect();
    assert_eq!(fens.len(), 2, "{text}");
    assert!(fens.iter().all(|f| f.ends_with(" 8e1,?")), "{fens:?}");
    assert!(text.contains("illegal move '1a1-1a5'"), "{text}");
}

/// Runs `play monster-bluff` with the given extra arguments and input; returns its output.
fn monster_bluff_play(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "monster-bluff", "--movetime", "50", "--no-color"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
}

#[test]
fn monster_bluff_play_reveals_both_true_kings_when_the_game_is_over() {
    // White (a person) takes Black's True King on 5d5 with the queen from 5d1.
    let fen = "****24****/****24****/****24****/****24****/****24****/****24****/****24****/****24****/32/32/32/11kk19/32/32/32/11Q20/****24****/****24****/****24****/****24****/****24****/****24****/****24****/****4K11K7**** w - - 0 1 - W10R10U5/W10R10U5 0/0 -- 10a1,5d5";
    let text = monster_bluff_play(&["--fen", fen], "fen\n5d1-5d5\nquit\n");
    let (before, after) = text.split_once("Game over: White wins").unwrap_or_else(|| panic!("{text}"));
    assert!(!before.contains("True King:") && !before.contains(",5d5"), "{text}");
    assert!(after.contains("White's True King: 10a1 at the start, now on 10a1."), "{text}");
    assert!(after.contains("Black's True King: 5d5 at the start, taken on 5d5."), "{text}");

    // A resignation ends the game too: the computer's secret choice, hidden until then, is told.
    let text = monster_bluff_play(&[], "8e1\n8e2-8e4\nresign\nquit\n");
    let (before, after) = text.split_once("Game over: Black wins").unwrap_or_else(|| panic!("{text}"));
    assert!(!before.contains("True King:"), "{text}");
    assert!(after.contains("White's True King: 8e1 at the start, now on 8e1."), "{text}");
    let black = after.lines().find_map(|l| l.strip_prefix("Black's True King: ")).unwrap_or_else(|| panic!("{text}"));
    let square = black.split(' ').next().unwrap();
    let kings = ["1e8", "2e8", "3e8", "4d1", "5d1", "6d1", "7d1", "8e8", "9e8", "10e8"];
    assert!(kings.contains(&square) && black.ends_with(&format!("now on {square}.")), "{black}");
    // Told once, not again at every prompt.
    assert_eq!(text.matches("White's True King:").count(), 1, "{text}");
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["perft", "--variant", "monster-bluff", "--depth", "2", "--divide"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    // The reader is gone: the next write must not panic.
    let out = child.wait_with_output().unwrap();
    assert!(first.contains(": "), "{first}");
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
}

/// RULES.md §0: in Monkey King (and King of the Mountain) threefold repetition is a house rule,
/// on by default, that a game option turns off; in the FIDE variants it cannot be turned off.
#[test]
fn the_repetition_house_rule_can_be_turned_off() {
    let shuffle = b"e8-d8\na1-b1\nd8-e8\nb1-a1\ne8-d8\na1-b1\nd8-e8\nb1-a1\nquit\n";
    let fen = "4k/5/5/5/5/5/5/K4[Pp] b 2/2 0 - 1";
    let run = |extra: &[&str]| {
        let mut args = vec!["play", "monkey-king", "--players", "human,human", "--no-color", "--fen", fen];
        args.extend_from_slice(extra);
        let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(shuffle).unwrap();
        stdout(&child.wait_with_output().unwrap())
    };
    assert!(run(&[]).contains("Game over: drawn by threefold repetition."));
    let text = run(&["--no-repetition"]);
    assert!(!text.contains("Game over") && !text.contains("illegal"), "{text}");

    let out = menagerie(&["play", "chess", "--no-repetition"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("FIDE rule"), "{}", stderr(&out));
}
