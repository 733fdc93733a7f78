//! Independent audit of what the `menagerie` binary reveals of Monster Bluff's hidden True King
//! (audit-b). Tests that the binary currently fails are marked `#[ignore = "audit: ..."]`.

use std::io::Write;
use std::process::{Command, Stdio};

/// White kings on 8e4 and 8f4 (and a third on 1a5), a Black rook on 10a5, Black kings on 1a4 and
/// 3h4; the True Kings field is appended.
const BOARD: &str = "****24****/****24****/****24****/****K23****/****k22k****/****24****/****24****/****24****/32/32/32/32/32/32/32/32/****24****/****24****/****24****/****16r7****/****4KK18****/****24****/****24****/****24**** w - - 0 1 - W10R10U5/W10R10U5 0/0 --";

/// The two White kings trade places in three moves while the rook goes round a triangle: the
/// board every spectator sees repeats every six plies.
const CYCLE: [&str; 6] = ["8e4-8e5", "10a5-10b5", "8f4-8e4", "10b5-10c5", "8e5-8f4", "10c5-10a5"];

/// Plays the cycle twice in `play` between two people (who share a screen, so see a spectator's
/// view) and returns what the terminal showed.
fn play_twelve_plies(true_kings: &str) -> String {
    let fen = format!("{BOARD} {true_kings}");
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "monster-bluff", "--fen", &fen, "--players", "human,human", "--no-color"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = String::new();
    for m in CYCLE.iter().chain(CYCLE.iter()) {
        input.push_str(m);
        input.push('\n');
    }
    input.push_str("quit\n");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write moves");
    let out = child.wait_with_output().expect("the binary ends");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// RULES.md §4: "Nobody but the owner ... may learn which king it is until the game ends — no
/// message, FEN, log line, error, timing or spectator view may reveal it." With the True King on
/// 1a5 (a king that never moves) `play` announces a draw by threefold repetition after twelve
/// plies; with it on 8e4 (one of the two kings that traded places) it does not. A spectator, or
/// Black, who sees the same twelve boards in both games learns whether White's True King is one
/// of the two kings that moved. The transcript must not depend on White's secret.
#[test]
fn audit_play_transcript_does_not_depend_on_the_hidden_true_king() {
    let still = play_twelve_plies("1a5,3h4");
    let moved = play_twelve_plies("8e4,3h4");
    assert!(still.contains("threefold repetition"), "{still}");
    assert_eq!(
        still.contains("threefold repetition"),
        moved.contains("threefold repetition"),
        "the announcement differs with White's secret alone"
    );
}

/// What does not leak: `bestmove` works from the mover's view, so its choice is the same whichever
/// enemy king is the True King, even when it can take any of them at once.
#[test]
fn audit_bestmove_does_not_depend_on_the_enemy_true_king() {
    // White queen on 8e1 can take Black kings on 8e5 and 8a1; a third Black king on 9h8; White
    // kings on 1a5 and 3h5.
    let board = "****24****/****24****/****24****/****K22K****/****24****/****24****/****24****/****24****/32/32/32/32/32/32/32/32/****15k8****/****24****/****24****/****4k19****/****24****/****24****/****24****/****k3Q19**** w - - 0 1 - W10R10U5/W10R10U5 0/0 -- 1a5,";
    let mut answers = Vec::new();
    for black in ["8e5", "8a1", "9h8"] {
        let fen = format!("{board}{black}");
        let out = Command::new(env!("CARGO_BIN_EXE_menagerie"))
            .args(["bestmove", "--variant", "monster-bluff", "--fen", &fen, "--depth", "2", "--movetime", "60000"])
            .output()
            .expect("the binary runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).expect("UTF-8");
        // The info line carries timing; compare everything else.
        let lines: Vec<String> = text
            .lines()
            .map(|l| l.split(" time ").next().unwrap_or(l).to_owned() + l.split(" ms").nth(1).unwrap_or(""))
            .collect();
        answers.push(lines);
    }
    assert_eq!(answers[0], answers[1]);
    assert_eq!(answers[0], answers[2]);
}
