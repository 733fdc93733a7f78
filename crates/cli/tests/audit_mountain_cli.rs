//! Rules audit (King of the Mountain, hidden information): under You Can Pick Your Friends each
//! player picks the next player's pieces in secret (docs/mountain.md; RULES.md §3 "Players
//! choose in secret"). `menagerie play` clears the screen and its scrollback and hands the
//! keyboard over between the picks, so the next person at the keyboard never sees the last pick.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn each_pick_is_cleared_off_the_screen_before_the_next_person_picks() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "mountain", "--players", "human,human", "-o", "friends=on", "--no-color"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = "HHHHHHRRBBNNJJPP\nHHHHHHAAGGNNJJPP\n\n\nquit\n";
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let first = text.find("Red, pick").expect("red is asked to pick");
    let second = text.find("Yellow, pick").expect("yellow is asked to pick");
    let between = &text[first..second];
    assert!(between.contains("\x1b[H\x1b[2J\x1b[3J"), "no clearing between the picks: {between:?}");
    assert!(between.contains("Pass the keyboard to Yellow"), "{between:?}");
    assert!(!text[second..].contains("HHHHHHRRBBNNJJPP\n"), "red's pick is on yellow's screen");
}
