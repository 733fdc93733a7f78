//! The terminal board as `play` draws it (issue 8, docs/board.md): turned for the seat at the
//! keyboard, check and the last move marked, seats told apart without colour, each variant's
//! extras, no colour codes unless a terminal asked for them, and a request for a bigger
//! terminal when the board does not fit.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `menagerie play` with `args` and `input` in an 80×24 terminal (as far as COLUMNS and
/// LINES say), with colour not turned off: stdout is a pipe, so none may appear.
fn play(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .arg("play")
        .args(args)
        .args(["--movetime", "20"])
        .env("COLUMNS", "80")
        .env("LINES", "24")
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The last board drawn in `text`: the lines from the last one that starts with a rank
/// label to the file letters.
fn board_lines(text: &str, first_label: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().rposition(|l| l.starts_with(first_label)).expect("a board");
    lines[start..].iter().map(|l| l.to_string()).collect()
}

#[test]
fn no_colour_codes_through_a_pipe() {
    let text = play(&["chess"], "e2-e4\nquit\n");
    assert!(!text.contains("\x1b[1;") && !text.contains("\x1b[48;"), "{text:?}");
}

#[test]
fn chess_is_turned_for_black_with_check_and_last_move_marked() {
    let text = play(&["chess", "--players", "computer,human"], "quit\n");
    let board = board_lines(&text, "  1 ");
    assert!(board[0].starts_with("  1  R  N  B  K  Q"), "{board:?}");
    assert!(board[7].starts_with("  8  r  n  b  k  q"), "{board:?}");
    assert_eq!(board[8].trim(), "h  g  f  e  d  c  b  a");
    // Fool's mate between two people: the mated King between `!`, the mating move in brackets.
    let text = play(&["chess", "--players", "human,human"], "f2-f3\ne7-e5\ng2-g4\nd8-h4\nquit\n");
    let board = board_lines(&text, "  1 ");
    let first = &board[0];
    assert!(first.contains("!K!"), "{board:?}");
    assert!(board[3].starts_with("  4 [q]"), "{board:?}");
    assert!(text.contains("[ ] the last move, ! ! in check"), "{text}");
}

#[test]
fn giant_king_shows_the_captured_pieces() {
    let fen = "4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[Nr] w - - 0 1";
    let text = play(&["giant-king", "--fen", fen], "quit\n");
    assert!(text.contains("captured, for drops: White N, Black r"), "{text}");
}

#[test]
fn monkey_king_marks_frozen_disks_and_the_pilgrims_check() {
    // Red's Celestial on a1 freezes the Blue Knight on a5 along the open file; a Blue Knight
    // on c3 checks the Pilgrim on b1.
    let fen = "5/5/5/n4/5/2n2/5/CK3[] r 2/2 0 - 1";
    let text = play(&["monkey-king", "--fen", fen, "--players", "human,computer"], "quit\n");
    assert!(text.contains("* a Blue disk frozen by Red's Celestial"), "{text}");
    assert!(text.contains("*n"), "{text}");
    assert!(text.contains("!K"), "the Pilgrim in check: {text}");
}

#[test]
fn mountain_is_turned_for_each_seat_with_seat_letters_and_walls() {
    // Yellow at the keyboard: its corner s19 at the bottom left, rank 1 at the top.
    let text = play(&["mountain", "--players", "computer,human"], "\nquit\n");
    let board = board_lines(&text, "  1 ");
    assert!(board[18].starts_with(" 19 yK yC"), "{board:?}");
    assert!(board[19].trim_start().starts_with("s  r  q"), "{board:?}");
    assert!(text.contains("###") && text.contains(" ^ "));
    // Blue's corner a19 at the bottom left: rows run along files.
    let text = play(&["mountain", "-o", "players=4", "--players", "computer,human,computer,computer"], "\nquit\n");
    let lines: Vec<&str> = text.lines().collect();
    let bottom = lines.iter().rposition(|l| l.starts_with("  a ")).expect("blue's bottom row");
    assert!(lines[bottom].starts_with("  a bK bC"), "{}", lines[bottom]);
}

#[test]
fn monster_bluff_is_turned_for_black_and_asks_for_room() {
    let text = play(&["monster-bluff", "--players", "computer,human"], "8e8\nquit\n");
    let first = text.lines().position(|l| l.contains("board 10")).expect("a header");
    let header = text.lines().nth(first).unwrap();
    assert!(header.find("board 10") < header.find("board 8"), "{header}");
    assert!(text.contains("This board needs a terminal of at least"), "{text}");
    assert!(text.contains("*K* is your True King."), "{text}");
}
