//! `menagerie match --engine …`: short matches between `menagerie uci` processes at fixed
//! depths run to completion with colours alternating and a summary that parses; an engine that
//! crashes or plays an illegal move loses with the reason.

use std::os::unix::fs::PermissionsExt;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_menagerie");

/// What `command` printed, once it succeeded.
fn succeed(command: &mut Command) -> String {
    let output = command.output().expect("menagerie runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    stdout
}

fn run_match(args: &[&str]) -> String {
    succeed(Command::new(BIN).arg("match").args(args))
}

/// `menagerie match -v VARIANT` between two `menagerie uci` engines, each `[name, tc]`; the
/// caller adds the rest.
fn duel(variant: &str, a: [&str; 2], b: [&str; 2]) -> Command {
    let mut command = Command::new(BIN);
    command.args(["match", "-v", variant, "--engine", &menagerie(a[0], a[1]), "--engine", &menagerie(b[0], b[1])]);
    command
}

/// The last `Score of A vs B: W - L - D  [score] N` line's numbers.
fn score(out: &str) -> (u32, u32, u32, u32) {
    let line = out.lines().rev().find(|l| l.starts_with("Score of ")).expect("a score line");
    let (_, numbers) = line.split_once(": ").unwrap();
    let words: Vec<&str> = numbers.split_whitespace().collect();
    let n = |i: usize| words[i].parse::<u32>().unwrap_or_else(|_| panic!("{line}"));
    (n(0), n(2), n(4), n(6))
}

/// The seat each game's first engine (`a`) played, in order.
fn seats_of_a(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| l.split("a as ").nth(1).unwrap().split([',', ':']).next().unwrap().to_owned())
        .collect()
}

fn menagerie(name: &str, tc: &str) -> String {
    format!("name={name} cmd={BIN} uci option.Hash=8 tc={tc}")
}

fn check_two_seat_match(variant: &str, seats: [&str; 2]) {
    let out = succeed(duel(variant, ["a", "depth2"], ["b", "depth1"]).args([
        "--games",
        "4",
        "--max-plies",
        "60",
        "--concurrency",
        "2",
    ]));
    assert!(out.contains("finished: 4 games"), "{out}");
    let (w, l, d, n) = score(&out);
    assert_eq!((w + l + d, n), (4, 4), "{out}");
    assert!(out.contains("Elo difference: "), "{out}");
    assert!(out.contains("SPRT: llr "), "{out}");
    // Two pairs are too few for the ratio to decide anything, and the line says so.
    assert!(out.contains("acted on from 10 pairs"), "{out}");
    // Each opening is played twice, colours swapped; pairs may finish in either order.
    let played = seats_of_a(&out);
    assert_eq!(played.len(), 4, "{out}");
    for pair in played.chunks(2) {
        let mut pair = pair.to_vec();
        pair.sort();
        let mut expected = seats.map(str::to_owned).to_vec();
        expected.sort();
        assert_eq!(pair, expected, "{out}");
    }
}

#[test]
fn chess_match_between_two_depths() {
    check_two_seat_match("chess", ["white", "black"]);
}

#[test]
fn monster_bluff_match_between_two_depths() {
    check_two_seat_match("monster-bluff", ["white", "black"]);
}

/// A UCI engine in a shell script: it answers the handshake, then `go` with `on_go`.
fn fake_engine(dir: &tempfile::TempDir, name: &str, on_go: &str) -> String {
    let path = dir.path().join(name);
    let script = format!(
        "#!/bin/sh\nwhile read line; do case \"$line\" in uci) echo uciok;; isready) echo readyok;; go*) {on_go};; \
         quit) exit 0;; esac; done\n"
    );
    std::fs::write(&path, script).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.display().to_string()
}

#[test]
fn crashes_and_illegal_moves_lose_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    for (on_go, reason) in [
        ("exit 3", "loses: crashed: the engine ended (exit status: 3)"),
        ("echo bestmove a1a1", "loses: illegal move 'a1a1'"),
    ] {
        let bad = fake_engine(&dir, "bad.sh", on_go);
        let out = run_match(&[
            "-v",
            "chess",
            "--engine",
            &menagerie("a", "depth1"),
            "--engine",
            &format!("name=bad cmd={bad}"),
            "--games",
            "2",
            "--tc",
            "depth1",
        ]);
        assert_eq!(score(&out), (2, 0, 0, 2), "{out}");
        assert_eq!(out.matches(reason).count(), 2, "{out}");
    }
}

#[test]
fn bad_engine_specs_are_refused() {
    let output =
        Command::new(BIN).args(["match", "-v", "chess", "--engine", "name=x", "--engine", "cmd=y"]).output().unwrap();
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("no cmd="));
}

/// A match the SPRT decides announces the verdict once, when it is reached, and ends with it
/// and the games it was reached at, after the final tally (the groups under way when it came
/// still finish and count).
#[test]
fn a_decided_sprt_ends_the_summary_with_its_verdict() {
    let out = succeed(duel("chess", ["deep", "depth3"], ["shallow", "depth1"]).args([
        "--games",
        "80",
        "--max-plies",
        "120",
        "--concurrency",
        "2",
        "--sprt",
        "elo0=0,elo1=50",
    ]));
    let finished = out.find("finished: ").expect("a finished line");
    let last = out.lines().last().unwrap();
    let games: usize = last
        .strip_prefix("SPRT: H1 accepted after ")
        .and_then(|rest| rest.strip_suffix(" games"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out}"));
    let played: usize = out[finished + 10..].split_whitespace().next().unwrap().parse().unwrap();
    assert!((20..=played).contains(&games) && played < 80, "{out}");
    assert_eq!(out.lines().filter(|l| *l == "SPRT: H1 accepted").count(), 1, "announced once: {out}");
}

/// `--first-opening N`: the first group plays the set's Nth opening and the next group the one
/// after it, wrapping round; a number past the set's end is refused with the set's size.
#[test]
fn first_opening_starts_the_set_further_on() {
    let dir = tempfile::tempdir().unwrap();
    let set = dir.path().join("set.txt");
    std::fs::write(&set, "e2-e4 e7-e5\nd2-d4 d7-d5\nc2-c4 c7-c5\n").unwrap();
    let out = succeed(duel("chess", ["a", "depth1"], ["b", "depth1"]).args([
        "--openings",
        set.to_str().unwrap(),
        "--first-opening",
        "3",
        "--games",
        "4",
        "--max-plies",
        "12",
    ]));
    let mut openings: Vec<&str> =
        out.lines().filter(|l| l.starts_with("game ")).map(|l| l.split(['(', ')']).nth(1).unwrap()).collect();
    openings.sort();
    assert_eq!(openings, ["opening 1", "opening 1", "opening 3", "opening 3"], "{out}");

    let output = duel("chess", ["a", "depth1"], ["b", "depth1"])
        .args(["--openings", set.to_str().unwrap(), "--first-opening", "4"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--first-opening 4: the opening set has 3 openings"), "{stderr}");
}

/// Four-player King of the Mountain: two engines hold alternate seats, rotated (`A B A B`, then
/// `B A B A`); the summary is a score share and an average placing each, and an Elo difference
/// from the games' winners, without an SPRT.
#[test]
fn four_player_mountain_rotates_seats() {
    let out = succeed(duel("mountain", ["a", "depth1"], ["b", "depth1"]).args([
        "--option",
        "players=4",
        "--games",
        "2",
        "--max-plies",
        "24",
    ]));
    assert!(out.contains("a as red, b as blue, a as yellow, b as green"), "{out}");
    assert!(out.contains("b as red, a as blue, b as yellow, a as green"), "{out}");
    for name in ["a", "b"] {
        assert!(out.contains(&format!("{name}: 4 seats played, score share ")), "{out}");
    }
    assert!(out.contains("average placing "), "{out}");
    assert!(out.contains("Elo difference from the winners: "), "{out}");
    assert!(!out.contains("SPRT"), "{out}");
}

/// `--records FILE`: every game's record, each read back by the rules to the game the referee
/// reported (its plies and its seats' engines), the referee's line as a comment; a game the
/// ply limit ended keeps its True Kings out of the record.
#[test]
fn records_replay_to_the_games_played() {
    use menagerie_rules::record;
    use menagerie_rules::variants::monster_bluff::MonsterBluff;

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.txt");
    let out = succeed(duel("monster-bluff", ["a", "depth1"], ["b", "depth1"]).args([
        "--games",
        "2",
        "--max-plies",
        "24",
        "--records",
        path.to_str().unwrap(),
    ]));
    let text = std::fs::read_to_string(&path).unwrap();
    let records: Vec<&str> = text.split("\n\n[Variant").collect();
    assert_eq!(records.len(), 2, "{text}");
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    for (i, part) in records.iter().enumerate() {
        let part = if i == 0 { part.to_string() } else { format!("[Variant{part}") };
        let (game, header) = record::read::<MonsterBluff>(&part).unwrap_or_else(|e| panic!("{e}\n{part}"));
        let comment = part.lines().find(|l| l.starts_with('{')).expect("the referee's line");
        let line = comment.trim_matches(['{', '}']);
        assert!(lines.contains(&line), "{line} is not in\n{out}");
        assert!(line.ends_with(&format!("{} plies, the most played)", game.record().len())), "{line}");
        let (white, black) = (&header.players[0], &header.players[1]);
        assert!(line.contains(&format!("{white} as white, {black} as black")), "{line}");
        assert!(!part.contains("[Secret"), "{part}");
    }
}
