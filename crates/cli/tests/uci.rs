//! `menagerie uci` end to end: the real binary driven through pipes, as a chess GUI or a
//! match runner drives it.

use std::io::Write;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Options, Position, legal_texts, play_text};

/// Long enough for any search these tests ask for on a loaded machine; a hang fails the test
/// instead of blocking it.
const PATIENCE: Duration = Duration::from_secs(120);

struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary runs");
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(line.as_bytes()).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Every line up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        self.until_within(prefix, PATIENCE)
    }

    fn until_within(&self, prefix: &str, limit: Duration) -> Vec<String> {
        let deadline = Instant::now() + limit;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => panic!("no '{prefix}' within {limit:?}; saw {seen:#?}"),
                Err(RecvTimeoutError::Disconnected) => panic!("the engine ended before '{prefix}'; saw {seen:#?}"),
            }
        }
    }

    /// Sends `isready` and returns every line before `readyok`.
    fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.until("readyok");
        lines.pop();
        lines
    }

    /// Sends `go …` and returns the move of its `bestmove` line and the lines before it.
    fn go(&mut self, args: &str) -> (String, Vec<String>) {
        self.send(&format!("go {args}"));
        let mut lines = self.until("bestmove ");
        let best = lines.pop().unwrap();
        (best_move(&best).0, lines)
    }

    fn quit(mut self) {
        self.send("quit");
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}");
    }
}

/// The legal moves of `position` in UCI long algebraic (`e7e8q`, `e1g1`).
fn chess_uci_moves(position: &Chess) -> Vec<String> {
    legal_texts(position).iter().map(|t| t.replace(['-', '='], "").to_ascii_lowercase()).collect()
}

/// A `bestmove` line's move and the reply it would ponder on, if it names one.
fn best_move(line: &str) -> (String, Option<String>) {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words[0], "bestmove", "{line}");
    match words[1..] {
        [best] => (best.to_owned(), None),
        [best, "ponder", reply] => (best.to_owned(), Some(reply.to_owned())),
        _ => panic!("not a bestmove line: {line}"),
    }
}

fn errors(lines: &[String]) -> Vec<&String> {
    lines.iter().filter(|l| l.starts_with("info string error: ")).collect()
}

#[test]
fn the_handshake_names_the_engine_and_its_options() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.until("uciok");
    assert!(lines[0].starts_with("id name menagerie "), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("id author ")), "{lines:?}");
    for option in [
        "option name UCI_Variant type combo default chess var chess var giant-king var monkey-king var mountain \
         var monster-bluff",
        "option name Ponder type check default false",
        "option name Players type spin default 2 min 2 max 4",
        "option name Level type spin default 8 min 1 max 8",
    ] {
        assert!(lines.iter().any(|l| l == option), "missing {option}: {lines:?}");
    }
    assert!(lines.iter().any(|l| l.starts_with("option name Hash type spin default ")), "{lines:?}");
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = format!("option name Threads type spin default 1 min 1 max {cores}");
    assert!(lines.contains(&threads), "missing {threads}: {lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("option name Move Overhead type spin default ")), "{lines:?}");
    assert_eq!(engine.sync(), Vec::<String>::new());
    engine.quit();
}

/// The engine plays both sides of a chess game from `position startpos moves …`, as a GUI
/// sends it: every bestmove is legal and in UCI's form, and the table is kept between moves.
#[test]
fn a_chess_game_in_uci_long_algebraic() {
    let mut engine = Engine::start();
    engine.send("uci");
    engine.until("uciok");
    engine.send("setoption name UCI_Variant value chess");
    engine.send("setoption name Hash value 8");
    engine.send("ucinewgame");
    assert_eq!(errors(&engine.sync()), Vec::<&String>::new());
    // An opening with castling written as UCI tools write it.
    let mut moves: Vec<String> = "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1".split(' ').map(str::to_owned).collect();
    let mut position = Chess::start();
    for m in &moves {
        play_text(&mut position, m).unwrap();
    }
    for _ in 0..6 {
        engine.send(&format!("position startpos moves {}", moves.join(" ")));
        let (best, info) = engine.go("depth 3");
        assert_eq!(errors(&info), Vec::<&String>::new());
        assert!(chess_uci_moves(&position).contains(&best), "{best} is not legal UCI here: {info:?}");
        let last = info.last().expect("an info line");
        assert!(last.starts_with("info depth 3 score "), "{last}");
        for field in [" nodes ", " nps ", " time ", " pv "] {
            assert!(last.contains(field), "{last}");
        }
        play_text(&mut position, &best).unwrap();
        moves.push(best);
    }
    engine.quit();
}

/// Castling and promotions as UCI tools send them are read (the King's two-square move,
/// `e7e8q`, an underpromotion `b7b8n`), and a promotion is printed as `e7e8q`.
#[test]
fn promotions_and_castling_in_uci_form() {
    let mut engine = Engine::start();
    for line in [
        "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1c1 e8g8",
        "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1 e8c8",
        "position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8q",
        "position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8n",
    ] {
        engine.send(line);
        assert_eq!(errors(&engine.sync()), Vec::<&String>::new(), "{line}");
    }
    engine.send("position fen 1k6/4P3/8/8/8/8/8/K7 w - - 0 1");
    let (best, _) = engine.go("depth 4");
    assert_eq!(best, "e7e8q");
    engine.quit();
}

#[test]
fn go_infinite_waits_for_stop_and_isready_is_answered_meanwhile() {
    let mut engine = Engine::start();
    engine.send("position startpos moves d2d4");
    engine.send("go infinite");
    engine.until("info depth 1 ");
    let asked = Instant::now();
    engine.send("isready");
    let lines = engine.until_within("readyok", Duration::from_secs(1));
    assert!(lines.iter().all(|l| !l.starts_with("bestmove")), "an infinite search answered unasked: {lines:?}");
    assert!(asked.elapsed() < Duration::from_secs(1));
    std::thread::sleep(Duration::from_millis(300));
    let stopped = Instant::now();
    engine.send("stop");
    let lines = engine.until_within("bestmove ", Duration::from_secs(1));
    assert!(stopped.elapsed() < Duration::from_secs(1), "stop took {:?}", stopped.elapsed());
    let best = best_move(lines.last().unwrap()).0;
    let mut position = Chess::start();
    play_text(&mut position, "d2d4").unwrap();
    assert!(chess_uci_moves(&position).contains(&best), "{best}");
    // A plain `stop` with nothing running changes nothing; the engine still answers.
    engine.send("stop");
    assert_eq!(engine.sync(), Vec::<String>::new());
    engine.quit();
}

/// `go ponder` thinks on the opponent's time without answering; `ponderhit` turns it into the
/// move's own search, timed from the hit; `stop` answers at once. Each `bestmove` names the
/// reply it expects, legal after its move.
#[test]
fn go_ponder_answers_after_ponderhit_or_stop() {
    let mut engine = Engine::start();
    engine.send("setoption name Ponder value true");
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go ponder wtime 9000 btime 9000");
    let lines = engine.until("info depth 3 ");
    assert!(lines.iter().all(|l| !l.starts_with("bestmove")), "{lines:?}");
    // A clock of 9 s aims at 0.3 s a move: the search would be over by now, had it not pondered.
    std::thread::sleep(Duration::from_millis(1200));
    let lines = engine.sync();
    assert!(lines.iter().all(|l| !l.starts_with("bestmove")), "answered while pondering: {lines:?}");
    let hit = Instant::now();
    engine.send("ponderhit");
    let lines = engine.until_within("bestmove ", Duration::from_secs(5));
    assert!(hit.elapsed() < Duration::from_secs(5));
    let (best, reply) = best_move(lines.last().unwrap());
    let mut position = Chess::start();
    for m in ["e2e4", "e7e5"] {
        play_text(&mut position, m).unwrap();
    }
    assert!(chess_uci_moves(&position).contains(&best), "{best}");
    let reply = reply.expect("a reply to ponder on");
    play_text(&mut position, &best).unwrap();
    assert!(chess_uci_moves(&position).contains(&reply), "{reply} after {best}");

    // A depth reached while pondering is answered only at the hit.
    engine.send("position startpos");
    engine.send("go ponder depth 2");
    let lines = engine.until("info depth 2 ");
    assert!(lines.iter().all(|l| !l.starts_with("bestmove")), "{lines:?}");
    std::thread::sleep(Duration::from_millis(300));
    assert!(engine.sync().iter().all(|l| !l.starts_with("bestmove")));
    engine.send("ponderhit");
    let lines = engine.until_within("bestmove ", Duration::from_secs(2));
    assert!(chess_uci_moves(&Chess::start()).contains(&best_move(lines.last().unwrap()).0));
    // A second hit, or one with nothing pondering, is refused.
    engine.send("ponderhit");
    assert_eq!(errors(&engine.sync()).len(), 1);

    // The opponent played something else: `stop` ends the ponder search and its answer is dropped.
    engine.send("position startpos moves d2d4");
    engine.send("go ponder movetime 100000");
    engine.until("info depth 1 ");
    let stopped = Instant::now();
    engine.send("stop");
    engine.until_within("bestmove ", Duration::from_secs(2));
    assert!(stopped.elapsed() < Duration::from_secs(2));
    // And the next search runs to its own limit, untouched by the one before.
    let (best, info) = engine.go("depth 3");
    assert_eq!(errors(&info), Vec::<&String>::new());
    assert!(info.last().unwrap().starts_with("info depth 3 "), "{info:?}");
    let mut position = Chess::start();
    play_text(&mut position, "d2d4").unwrap();
    assert!(chess_uci_moves(&position).contains(&best), "{best}");
    engine.quit();
}

#[test]
fn a_giant_king_position_is_searched() {
    let mut engine = Engine::start();
    engine.send("setoption name UCI_Variant value giant-king");
    engine.send("position startpos moves e3-e5 e8e6");
    let (best, info) = engine.go("depth 3");
    assert_eq!(errors(&info), Vec::<&String>::new());
    let mut position = GiantKing::start();
    play_text(&mut position, "e3-e5").unwrap();
    play_text(&mut position, "e8-e6").unwrap();
    assert!(legal_texts(&position).contains(&best), "{best} is not canonical and legal: {info:?}");
    engine.quit();
}

#[test]
fn a_four_player_mountain_position_is_searched() {
    let mut engine = Engine::start();
    engine.send("setoption name UCI_Variant value mountain");
    engine.send("setoption name Players value 4");
    engine.send("position startpos");
    let (best, info) = engine.go("depth 1");
    assert_eq!(errors(&info), Vec::<&String>::new());
    let options = Options::parse(["players=4"]).unwrap();
    let mut position = Mountain::start_with(&options).unwrap();
    assert!(legal_texts(&position).contains(&best), "{best}: {info:?}");
    // Two moves on, the third seat (yellow) is to move: wtime and btime are the first two
    // seats' clocks, so its own is given as `time`.
    play_text(&mut position, &best).unwrap();
    let second = legal_texts(&position)[0].clone();
    play_text(&mut position, &second).unwrap();
    engine.send(&format!("position startpos moves {best} {second}"));
    let (refused, info) = engine.go("wtime 60000 btime 60000");
    assert_eq!(refused, "(none)");
    assert!(errors(&info)[0].contains("'time'"), "{info:?}");
    let (third, info) = engine.go("wtime 60000 btime 60000 time 3000 inc 0 depth 1");
    assert_eq!(errors(&info), Vec::<&String>::new());
    assert!(legal_texts(&position).contains(&third), "{third}: {info:?}");
    engine.quit();
}

/// Monster Bluff: the engine searches the seat to move's own view, so a referee's FEN and
/// the same FEN with the other True King changed give the same answer, line for line (but
/// for the clock), and a view FEN with the other True King `?` gives it too.
#[test]
fn monster_bluff_searches_only_its_own_view() {
    let start = MonsterBluff::start().fen();
    let fen = |kings: &str| format!("{} {kings}", start.strip_suffix(" ?,?").unwrap());
    let mut answers = Vec::new();
    for kings in ["8e1,10e8", "8e1,5d1", "8e1,?"] {
        let mut engine = Engine::start();
        engine.send("setoption name UCI_Variant value monster-bluff");
        engine.send(&format!("position fen {} moves 8e2-8e4 9e7-9e5", fen(kings)));
        let (best, info) = engine.go("depth 1");
        assert_eq!(errors(&info), Vec::<&String>::new());
        let clockless: Vec<String> = info.iter().map(|l| l.split(" nps ").next().unwrap().to_owned()).collect();
        answers.push((best, clockless));
        engine.quit();
    }
    assert_eq!(answers[0], answers[1]);
    assert_eq!(answers[0], answers[2]);
    // Without its own True King named, the engine says what it searches instead.
    let mut engine = Engine::start();
    engine.send("setoption name UCI_Variant value monster-bluff");
    engine.send("position startpos");
    let lines = engine.sync();
    assert!(lines.iter().any(|l| l.starts_with("info string note: ") && l.contains("True King")), "{lines:?}");
    engine.quit();
}

/// Every kind of bad input is answered by an error line, and the engine goes on.
#[test]
fn bad_lines_are_answered_and_the_engine_goes_on() {
    let mut engine = Engine::start();
    let bad = [
        "banana",
        "setoption",
        "setoption name",
        "setoption name Hash",
        "setoption name Hash value lots",
        "setoption name Hash value 0",
        "setoption name Hash value 99999999999999999999999",
        "setoption name Threads value 0",
        "setoption name Players value 9",
        "setoption name UCI_Variant value shogi",
        "setoption name Ponder value maybe",
        "setoption name Level value 0",
        "setoption name Level value 99",
        "setoption name Level value beginner",
        "position",
        "position fen",
        "position fen not/a/fen w - - 0 1",
        "position startpos moves e2e5",
        "position startpos moves e2e4 e7e5 0000",
        "position startpos e2e4",
        "position somewhere",
        "ponderhit",
    ];
    for line in bad {
        engine.send(line);
        let lines = engine.sync();
        assert!(!errors(&lines).is_empty(), "'{line}' was not answered by an error: {lines:?}");
    }
    for args in ["depth", "depth x", "depth 0", "nodes -1", "movetime 1e3", "searchmoves e2e4", "mate 3"] {
        engine.send("position startpos");
        let (best, info) = engine.go(args);
        assert_eq!(best, "(none)", "go {args}");
        assert!(!errors(&info).is_empty(), "go {args}: {info:?}");
    }
    // A refused position leaves none: go says so rather than search the one before.
    engine.send("position startpos moves e2e4");
    engine.send("position startpos moves e2e4 e2e4");
    let (best, info) = engine.go("depth 1");
    assert_eq!(best, "(none)");
    assert!(errors(&info).iter().any(|l| l.contains("no position")), "{info:?}");
    // Bytes that are not UTF-8, and a line longer than any the engine reads.
    engine.send_bytes(b"\xff\xfe go \xc3\n");
    assert!(!errors(&engine.sync()).is_empty());
    let mut long = b"position startpos moves".to_vec();
    long.extend(b" e2e4".repeat(300_000));
    long.push(b'\n');
    engine.send_bytes(&long);
    let lines = engine.sync();
    assert!(errors(&lines).iter().any(|l| l.contains("longer")), "{lines:?}");
    // Game over: no move to choose.
    engine.send("position startpos moves f2f3 e7e5 g2g4 d8h4");
    let (best, info) = engine.go("depth 2");
    assert_eq!(best, "(none)");
    assert!(info.iter().any(|l| l.contains("game is over")), "{info:?}");
    // Still the same engine, still playing, on as many threads as the machine has cores.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    engine.send(&format!("setoption name Threads value {cores}"));
    engine.send("position startpos");
    let (best, info) = engine.go("depth 2");
    assert_eq!(errors(&info), Vec::<&String>::new());
    assert!(chess_uci_moves(&Chess::start()).contains(&best), "{best}");
    engine.quit();
}

/// Every level plays a legal move in UCI's form, one `info` line before it, and a refused
/// level leaves the one set before.
#[test]
fn every_level_plays_legal_moves() {
    let mut engine = Engine::start();
    let mut moves: Vec<String> = Vec::new();
    let mut position = Chess::start();
    for level in 1..=8 {
        engine.send(&format!("setoption name Level value {level}"));
        engine.send("setoption name Level value 9");
        let lines = engine.sync();
        assert!(errors(&lines).iter().any(|l| l.contains("Level value '9' refused")), "{lines:?}");
        engine.send(&format!("position startpos moves {}", moves.join(" ")));
        let (best, info) = engine.go("depth 3 nodes 20000");
        assert_eq!(errors(&info), Vec::<&String>::new());
        assert!(chess_uci_moves(&position).contains(&best), "level {level}: {best} is not legal here: {info:?}");
        assert!(info.last().is_some_and(|l| l.starts_with("info depth ")), "{info:?}");
        play_text(&mut position, &best).unwrap();
        moves.push(best);
    }
    engine.quit();
}

/// Piped input gets the search it asked for before the engine ends with its input.
#[test]
fn piped_input_is_searched_to_its_end() {
    let output = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child.stdin.take().unwrap().write_all(b"position startpos\ngo depth 3\n")?;
            child.wait_with_output()
        })
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("info depth 3 "), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("bestmove ")).count(), 1, "{text}");
}
