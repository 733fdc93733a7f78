//! Rules audit (King of the Mountain, hidden information): under You Can Pick Your Friends each
//! player picks the next player's pieces in secret (docs/mountain.md; RULES.md §3 "Players
//! choose in secret"). `menagerie play` pushes each typed army off a shared screen, but not
//! each typed pick, so the next person at the keyboard sees the previous pick.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn each_pick_is_pushed_off_the_screen_before_the_next_person_picks() {
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
    assert!(between.matches('\n').count() >= 30, "no screen push between the picks: {between:?}");
}
