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
    child.stdin.take().unwrap().write_all(b"HHHHHHAAGGNNJJPP\n\nf2-g2\nmoves\nquit\n").unwrap();
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

#[test]
fn mountain_match_with_four_seats() {
    let out = menagerie(&["match", "--variant", "mountain", "-o", "players=4", "--games", "1", "--movetime", "5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("engine as red"), "{}", stdout(&out));
}
