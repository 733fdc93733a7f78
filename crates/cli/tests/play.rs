//! The terminal game as a person plays it (issue 8): the binary driven through its standard
//! input, its screen read from standard output. Each test names the defect or the feature.

use std::io::Write;
use std::process::{Command, Stdio};

const CLEAR: &str = "\x1b[H\x1b[2J\x1b[3J";

/// Runs `menagerie play` with `args`, types `input`, and returns what was shown.
fn play(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .arg("play")
        .args(args)
        .args(["--no-color", "--movetime", "20"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// `play mountain -o players=4`, Enter at the army prompt: it used to index past the list
/// of two players; now the person plays red against three computers.
#[test]
fn four_player_mountain_seats_the_computer_in_every_other_seat() {
    let text = play(&["mountain", "-o", "players=4"], "\nquit\n");
    assert!(text.contains("Armies revealed"), "{text}");
    assert!(
        text.contains("red (you) against blue (computer) against yellow (computer) against green (computer)"),
        "{text}"
    );
    assert!(text.contains("Red to move."), "{text}");
    // A list of the wrong length is refused before anything is asked.
    let out = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "mountain", "-o", "players=4", "--players", "human,computer"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("give --players a list of 4"));
    assert!(out.stdout.is_empty());
}

/// Two people at one keyboard in Monster Bluff: between them the screen and its scrollback
/// are cleared and the keyboard handed over; what Black sees never depends on White's True
/// King (the same screens whatever White chose), and each sees its own marked.
#[test]
fn monster_bluff_people_hand_over_a_cleared_screen() {
    let run = |white: &str| {
        let input = format!("\n{white}\n\n5d1\n\n8e2-8e4\n\n9e7-9e5\n\nquit\n");
        play(&["monster-bluff", "--players", "human,human"], &input)
    };
    let (a, b) = (run("8e1"), run("9e1"));
    let screens = |text: &str| -> Vec<String> { text.split(CLEAR).map(str::to_owned).collect() };
    let (sa, sb) = (screens(&a), screens(&b));
    assert_eq!(sa.len(), sb.len());
    let mut black_screens = 0;
    for (x, y) in sa.iter().zip(&sb) {
        if x.contains("Black to move.") || x.contains("Black, make your secret choice") {
            assert_eq!(x, y, "Black's screen depends on White's True King");
            black_screens += 1;
        }
        // Every hand-over is a screen of its own, with nothing else on it.
        if x.starts_with("Pass the keyboard") {
            assert!(!x.contains("True King"), "{x}");
        }
    }
    assert!(black_screens >= 2, "{a}");
    assert!(a.contains("Pass the keyboard to Black, then press Enter."), "{a}");
    assert!(a.contains("*K* is your True King."), "{a}");
}

/// Two people choosing King of the Mountain armies: each choice on a cleared screen.
#[test]
fn mountain_armies_are_chosen_on_cleared_screens() {
    let text = play(&["mountain", "--players", "human,human"], "\nHHHHHHAAGGNNJJPP\n\n\nquit\n");
    let screens: Vec<&str> = text.split(CLEAR).collect();
    let red = screens.iter().position(|s| s.contains("Red, your army")).expect("red's prompt");
    // Two players sit opposite: red and yellow.
    let yellow = screens.iter().position(|s| s.contains("Yellow, your army")).expect("yellow's prompt");
    assert!(yellow > red + 1, "a hand-over between the two");
    assert!(screens[red + 1..=yellow].iter().all(|s| !s.contains("HHHHHHAAGGNNJJPP")));
    assert!(text.contains("Armies revealed: armies r:HHHHHHAAGGNNJJPP y:HHHHHHRRBBNNJJPP"), "{text}");
}

/// After a result, `undo` is refused and the record stands; `rematch` starts a new game.
#[test]
fn a_finished_game_stays_finished_until_a_rematch() {
    let text = play(
        &["chess", "--players", "human,human"],
        "f2-f3\ne7-e5\ng2-g4\nd8-h4\nundo\ne2-e4\nrecord\nrematch\ne2-e4\nrecord\nquit\n",
    );
    assert!(text.contains("Game over: Black wins by checkmate."), "{text}");
    let after = &text[text.find("Game over").unwrap()..];
    assert!(after.contains("The game is over. Type 'rematch' for another game, or 'quit'."), "{text}");
    assert!(after.contains("1. f2-f3 e7-e5 2. g2-g4 d8-h4 0-1\n"), "{text}");
    assert!(after.contains("Rematch: white (person) against black (person)."), "{text}");
    assert!(after.contains("\n1. e2-e4 *\n"), "{text}");
}

/// Resigning ends the game for good: `undo` neither resumes it nor takes back moves.
#[test]
fn resign_then_undo_is_refused() {
    let text = play(&["chess", "--players", "human,human"], "e2-e4\ne7-e5\nresign\nundo\nrecord\nquit\n");
    assert!(text.contains("Game over: Black wins by resignation."), "{text}");
    let after = &text[text.find("Game over").unwrap()..];
    assert!(after.contains("The game is over."), "{text}");
    assert!(after.contains("1. e2-e4 e7-e5\n"), "{text}");
}

/// A draw is an offer the other side accepts or declines.
#[test]
fn a_draw_is_an_offer() {
    let text = play(&["chess", "--players", "human,human"], "e2-e4\ndraw\nno\ne7-e5\ndraw\nmaybe\nyes\nquit\n");
    // Black, to move after e2-e4, offers; White declines; then White offers and Black accepts.
    assert!(text.contains("White, Black offers a draw. Do you accept? (yes/no)"), "{text}");
    assert!(text.contains("White declines the draw."), "{text}");
    assert!(text.contains("Please answer yes or no."), "{text}");
    assert!(text.contains("Black, White offers a draw."), "{text}");
    assert!(text.contains("Black accepts the draw."), "{text}");
    assert!(text.contains("Game over: drawn by agreement."), "{text}");
}

/// The computer weighs an offer by its own score: a queen up it declines, a queen down it
/// accepts.
#[test]
fn the_computer_judges_a_draw_offer() {
    let ahead = "3qk3/8/8/8/8/8/8/4K3 w - - 0 1";
    let text = play(&["chess", "--fen", ahead], "draw\nquit\n");
    assert!(text.contains("Black declines the draw."), "{text}");
    let behind = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    let text = play(&["chess", "--fen", behind], "draw\nquit\n");
    assert!(text.contains("Black accepts the draw."), "{text}");
    assert!(text.contains("Game over: drawn by agreement."), "{text}");
}

/// Ctrl-D (the end of input) says goodbye, with the record so far.
#[test]
fn end_of_input_says_goodbye() {
    let text = play(&["chess", "--players", "human,human"], "e2-e4\n");
    assert!(text.ends_with("Record so far: 1. e2-e4\nGoodbye.\n"), "{text}");
}

/// A person who resigns from a game of three may leave at once.
#[test]
fn a_resigned_player_may_leave_at_once() {
    let text = play(&["mountain", "--players", "human,computer,computer"], "\nresign\nquit\n");
    assert!(text.contains("Red resigns and drops out."), "{text}");
    assert!(text.contains("You are out of the game."), "{text}");
    assert!(text.trim_end().ends_with("Goodbye."), "{text}");
}

/// `help` explains the variant being played, with examples of its own move text and a key to
/// its piece letters; `moves e2` lists one piece's moves.
#[test]
fn help_is_the_variants_own_and_moves_takes_a_square() {
    for (variant, examples) in [
        ("chess", &["e2-e4", "e7-e8=Q", "e1-g1", "K King"][..]),
        ("giant-king", &["e1-f2", "e7-e8+b1", "e9-e10+N*g3", "G Gryphon"][..]),
        ("monkey-king", &["P*c3", "d4-c5=M", "d4-q2", "+c5-d6", "end", "c8-off", "K Pilgrim"][..]),
        ("mountain", &["R@a1", "c3-e5", "J Kangaroo", "# is a wall"][..]),
        ("monster-bluff", &["8e2-8e4", "U@6d5", "True King"][..]),
    ] {
        // Help is there from the first question (an army, a True King) on.
        let input = "help\nquit\n";
        let text = play(&[variant], input);
        for example in examples {
            assert!(text.contains(example), "{variant}: no '{example}' in help:\n{text}");
        }
    }
    let text = play(&["chess"], "moves e2\nmoves g1\nmoves e4\nquit\n");
    assert!(text.contains("> e2-e3 e2-e4\n"), "{text}");
    assert!(text.contains("> g1-f3 g1-h3\n"), "{text}");
    assert!(text.contains("No legal move starts on e4."), "{text}");
}

/// `record` prints the whole record, and `--load` goes on from it (issue 9, "Records").
#[test]
fn a_printed_record_loads_and_play_goes_on() {
    let text = play(&["chess", "--players", "human,human"], "e2-e4\ne7-e5\nrecord\nquit\n");
    let start = text.find("[Variant \"chess\"]").expect("the record's tags");
    let end = text[start..].find("1. e2-e4 e7-e5 *\n").expect("the moves") + start;
    let record = &text[start..end + "1. e2-e4 e7-e5 *\n".len()];
    assert!(record.contains("[Seat \"white: person\"]") && record.contains("[Result \"*\"]"), "{record}");
    let path = std::env::temp_dir().join(format!("menagerie-load-{}.txt", std::process::id()));
    std::fs::write(&path, record).unwrap();
    let text = play(&["chess", "--players", "human,human", "--load", path.to_str().unwrap()], "g1-f3\nrecord\nquit\n");
    std::fs::remove_file(&path).unwrap();
    assert!(text.contains("1. e2-e4 e7-e5 2. g1-f3 *"), "{text}");
    let bad = std::env::temp_dir().join(format!("menagerie-bad-{}.txt", std::process::id()));
    std::fs::write(&bad, "[Variant \"chess\"]\n\n1. e2-e5 *\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(["play", "chess", "--load", bad.to_str().unwrap()])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    std::fs::remove_file(&bad).unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("'e2-e5'"), "{}", String::from_utf8_lossy(&out.stderr));
}
