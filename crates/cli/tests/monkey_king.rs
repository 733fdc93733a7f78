//! `menagerie` with Monkey King Chess, end to end: real processes and arguments.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn menagerie(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_menagerie")).args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn last_line(output: &Output) -> String {
    stdout(output).lines().last().unwrap_or_default().to_owned()
}

const BONUS: &str = "k4/5/5/5/5/5/1M3/4K[] r 2/2 1 - 5";

#[test]
fn moves_perft_and_apply() {
    let out = menagerie(&["moves", "--variant", "monkey-king"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().count(), 100);
    let out = menagerie(&["perft", "--variant", "monkey-king", "--depth", "2"]);
    assert_eq!(last_line(&out), "9864");
    let out = menagerie(&["apply", "--variant", "monkey-king", "k*c5", "K*c1"]);
    assert!(out.status.success());
    assert_eq!(last_line(&out), "5/5/5/2k2/5/5/5/2K2[PPPPPPNNHHCppppppnnhhc] b 2/2 0 - 2");
    // A Red turn of three actions: the regular move, a bonus move, nothing left to do.
    let out = menagerie(&["apply", "--variant", "monkey-king", "--fen", BONUS, "e1-d1", "+b2xc3"]);
    assert!(out.status.success());
    assert_eq!(last_line(&out), "k4/5/5/5/5/2M2/5/3K1[] b 2/2 0 - 6");
    let out = menagerie(&["moves", "--variant", "monkey-king", "--fen", "k4/5/5/5/5/5/1M3/3K1[] r 2/2 1 * 5"]);
    assert!(stdout(&out).lines().any(|l| l == "end"));
}

#[test]
fn play_shows_the_bonus_phase_and_records_a_turn_as_one_word() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "monkey-king", "--players", "human,human", "--no-color", "--fen", BONUS])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"e1-d1\n+b2-a3\na8-b8\nrecord\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = stdout(&out);
    assert!(text.contains("Bonus phase") && text.contains("'end'"), "{text}");
    assert!(text.contains("red cloud") && text.contains("blue cloud") && text.contains("Fists tokens: 1"), "{text}");
    assert!(text.contains("1. e1-d1,+b2-a3 a8-b8"), "{text}");
}
