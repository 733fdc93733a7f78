//! `menagerie serve` as a process: killed with SIGKILL in the middle of play and started again
//! on the same SQLite file or PostgreSQL database, it has every move it acknowledged, none
//! twice, and clocks that did not run while it was down. Several processes on one PostgreSQL
//! (docs/cluster.md): players and spectators on different processes see the same game, a
//! killed owner's games go on elsewhere, and a frozen owner's late writes are refused.

// The server's tests' PostgreSQL harness: a cluster of the test's own in a temporary directory
// (not every helper of it is used here).
#[allow(dead_code)]
#[path = "../../server/tests/server/common/postgres.rs"]
mod postgres;
#[allow(dead_code)]
#[path = "../../server/tests/server/common/stream.rs"]
mod stream;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use menagerie_rules::variants::chess::Chess;
use menagerie_rules::{Game, Position};
use serde_json::{Value, json};
use stream::Stream;

struct Serve {
    child: Child,
    addr: SocketAddr,
    /// What the server wrote to stderr so far.
    log: Arc<Mutex<String>>,
}

impl Serve {
    /// `menagerie serve` with `store` (`--data FILE` or `--database URL`).
    fn start(store: &[&std::ffi::OsStr]) -> Serve {
        let mut child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(store)
            .env_remove("MENAGERIE_DATABASE")
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        let mut log = BufReader::new(child.stderr.take().unwrap());
        log.read_line(&mut first).unwrap();
        // The rest of the log is read while the server runs (a closed pipe would make its
        // next line fail), and kept for the test to look at.
        let kept = Arc::new(Mutex::new(String::new()));
        let keep = kept.clone();
        std::thread::spawn(move || {
            let mut line = String::new();
            while log.read_line(&mut line).is_ok_and(|n| n > 0) {
                keep.lock().unwrap().push_str(&line);
                line.clear();
            }
        });
        let addr = first.split("http://").nth(1).and_then(|r| r.split(' ').next()).expect(&first);
        Serve { child, addr: addr.parse().unwrap(), log: kept }
    }

    /// Sends the process a signal (`STOP`, `CONT`).
    fn signal(&self, name: &str) {
        let sent = Command::new("kill").args([&format!("-{name}"), &self.child.id().to_string()]).status().unwrap();
        assert!(sent.success(), "kill -{name}");
    }

    /// Waits until the server's log has a line containing `text`.
    fn logs(&self, text: &str) -> bool {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        while std::time::Instant::now() < deadline {
            if self.log.lock().unwrap().contains(text) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        false
    }

    fn kill(self) {} // SIGKILL, by drop
}

/// A server is killed however the test ends, so a failure leaves no process behind.
impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill(); // SIGKILL
        let _ = self.child.wait();
    }
}

fn request(addr: SocketAddr, method: &str, path: &str, token: Option<&str>, body: &str) -> Option<(u16, Value)> {
    request_within(Duration::from_secs(10), addr, method, path, token, body)
}

/// [`request`], waiting up to `wait` for the answer.
fn request_within(
    wait: Duration,
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> Option<(u16, Value)> {
    let mut stream = TcpStream::connect(addr).ok()?;
    stream.set_read_timeout(Some(wait)).ok()?;
    let auth = token.map(|t| format!("Authorization: Bearer {t}\r\n")).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let status = response.split(' ').nth(1)?.parse().ok()?;
    let body = response.split_once("\r\n\r\n")?.1;
    Some((status, serde_json::from_str(body).ok()?))
}

/// A GET answered, asked again while the server answers 503 (on PostgreSQL, a game whose
/// killed owner's lease has not expired yet: a few seconds).
fn served(addr: SocketAddr, path: &str) -> Value {
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        match request(addr, "GET", path, None, "") {
            Some((200, body)) => return body,
            Some((503, _)) if std::time::Instant::now() < deadline => std::thread::sleep(Duration::from_millis(100)),
            other => panic!("{path}: {other:?}"),
        }
    }
}

/// A long random legal chess game that does not end, as move text.
fn random_game(plies: usize, mut seed: u64) -> Vec<String> {
    let mut game = Game::new(Chess::start());
    let mut actions = Vec::new();
    let mut texts = Vec::new();
    while texts.len() < plies {
        actions.clear();
        game.position().legal_actions(&mut actions);
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let mut next = game.clone();
        let action = actions[(seed % actions.len() as u64) as usize];
        next.play_action(action);
        if next.outcome().is_some() {
            continue;
        }
        texts.push(game.position().action_text(action));
        game = next;
    }
    texts
}

#[test]
fn kill_9_loses_no_acknowledged_move_and_charges_no_downtime() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("menagerie.sqlite");
    kill_9_again_and_again(&["--data".as_ref(), data.as_ref()]);
}

#[test]
fn kill_9_on_postgres_loses_no_acknowledged_move_and_charges_no_downtime() {
    let cluster = postgres::Postgres::start();
    let url = cluster.database("menagerie");
    kill_9_again_and_again(&["--database".as_ref(), url.as_ref()]);
}

/// Plays a long game while the server is killed five times under its client; restarted on the
/// same `store` each time, it has every move it acknowledged, in order.
fn kill_9_again_and_again(store: &[&std::ffi::OsStr]) {
    // On PostgreSQL the killed process's lease runs a few seconds more: meanwhile the new one
    // serves the game from a mirror (whose clock runs on) and cannot reach the owner to play
    // it; it takes the game, and forgives the gap, once the lease has run out.
    let restart = || {
        let server = Serve::start(store);
        if store[0] == "--database" {
            assert!(server.logs("(its owner is gone)"), "{}", server.log.lock().unwrap());
        }
        server
    };
    let mut server = Serve::start(store);
    let player = |addr| {
        let (_, body) = request(addr, "POST", "/api/player", None, "").unwrap();
        body["token"].as_str().unwrap().to_owned()
    };
    let (white, black) = (player(server.addr), player(server.addr));
    let create = json!({"variant": "chess", "clock": {"initial": 600, "increment": 1}, "seats": ["me", "open"]});
    let (_, created) = request(server.addr, "POST", "/api/games", Some(&white), &create.to_string()).unwrap();
    let id = created["id"].as_str().unwrap().to_owned();
    request(server.addr, "POST", &format!("/api/games/{id}/join"), Some(&black), "").unwrap();
    let moves = random_game(400, 0x2545_F491_4F6C_DD1D);
    let mut acknowledged = 0;
    // Each round kills the server once the client has had this many more moves acknowledged
    // (a count, not a time, so that a loaded machine still plays moves between the kills); the
    // client is mid-request by then, and the kill cuts it wherever it is.
    for (round, more) in [(0, 3usize), (1, 7), (2, 1), (3, 9), (4, 4)] {
        // A client plays as fast as it can while the server is killed under it.
        let acked = Arc::new(Mutex::new(acknowledged));
        let playing = {
            let (acked, moves, id, tokens, addr) =
                (acked.clone(), moves.clone(), id.clone(), [white.clone(), black.clone()], server.addr);
            std::thread::spawn(move || {
                loop {
                    let ply = *acked.lock().unwrap();
                    if ply == moves.len() {
                        return;
                    }
                    let path = format!("/api/games/{id}/move/{}", moves[ply]);
                    match request(addr, "POST", &path, Some(&tokens[ply % 2]), "") {
                        Some((200, body)) => {
                            assert_eq!(body["ply"], ply + 1, "round {round}");
                            *acked.lock().unwrap() = ply + 1;
                        }
                        // On PostgreSQL, the killed process's lease has a few seconds to run: the
                        // new process cannot reach the owner, the move was not played.
                        Some((503, _)) => std::thread::sleep(Duration::from_millis(100)),
                        Some((status, body)) => panic!("round {round}: {status} {body}"),
                        None => return,
                    }
                }
            })
        };
        let started = Instant::now();
        while *acked.lock().unwrap() < acknowledged + more {
            assert!(started.elapsed() < Duration::from_secs(120), "round {round}: no moves acknowledged");
            std::thread::sleep(Duration::from_millis(1));
        }
        server.kill();
        playing.join().unwrap();
        acknowledged = *acked.lock().unwrap();
        server = restart();
        let game = served(server.addr, &format!("/api/games/{id}"));
        let stored: Vec<&str> = game["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
        // Every acknowledged move, in order; at most one more whose answer the kill cut off.
        assert!(
            stored.len() == acknowledged || stored.len() == acknowledged + 1,
            "round {round}: {} vs {acknowledged}",
            stored.len()
        );
        assert_eq!(stored, moves[..stored.len()], "round {round}");
        acknowledged = stored.len();
    }
    assert!(acknowledged > 10, "moves were played between the kills: {acknowledged}");

    // The downtime is not charged: the seat to move has what it had when the server died.
    // (A move first, under the last server: a turn's forgiveness for an earlier downtime is
    // not in the log, so it is measured over one downtime.)
    let path = format!("/api/games/{id}/move/{}", moves[acknowledged]);
    let tokens = [white, black];
    assert_eq!(request(server.addr, "POST", &path, Some(&tokens[acknowledged % 2]), "").unwrap().0, 200);
    let view = |addr| served(addr, &format!("/api/games/{id}"));
    let before = view(server.addr);
    server.kill();
    std::thread::sleep(Duration::from_millis(1_500));
    let server = restart();
    let after = view(server.addr);
    let turn = before["turn"].as_u64().unwrap() as usize;
    let waiting = 1 - turn;
    assert_eq!(after["clocks"][waiting], before["clocks"][waiting], "the waiting seat's clock is exact");
    let (was, now) = (before["clocks"][turn].as_i64().unwrap(), after["clocks"][turn].as_i64().unwrap());
    assert!((now - was).abs() <= 500, "not charged for 1.5 s down: {was} -> {now}");
    server.kill();
}

/// Two `menagerie serve` processes on one PostgreSQL: a clocked game owned by A, played through
/// A and through B (which forwards to A), A killed with SIGKILL mid-game, and play goes on
/// through B within a few seconds (B takes the game over once A's lease expires): every
/// acknowledged move there once, in order, and the seat to move not charged for the seconds
/// the game had no live owner.
#[test]
fn kill_9_of_a_games_owner_hands_the_game_to_another_process() {
    let cluster = postgres::Postgres::start();
    let url = cluster.database("menagerie");
    let store: [&std::ffi::OsStr; 2] = ["--database".as_ref(), url.as_ref()];
    let (a, b) = (Serve::start(&store), Serve::start(&store));
    let player = |addr| {
        let (_, body) = request(addr, "POST", "/api/player", None, "").unwrap();
        body["token"].as_str().unwrap().to_owned()
    };
    let (white, black) = (player(a.addr), player(b.addr));
    let create = json!({"variant": "chess", "clock": {"initial": 600, "increment": 0}, "seats": ["me", "open"]});
    let (_, created) = request(a.addr, "POST", "/api/games", Some(&white), &create.to_string()).unwrap();
    let id = created["id"].as_str().unwrap().to_owned();
    request(a.addr, "POST", &format!("/api/games/{id}/join"), Some(&black), "").unwrap();
    let moves = random_game(60, 0x9E37_79B9_7F4A_7C15);
    let tokens = [white, black];
    let play = |addr, ply: usize| {
        let path = format!("/api/games/{id}/move/{}", moves[ply]);
        request(addr, "POST", &path, Some(&tokens[ply % 2]), "")
    };
    for ply in 0..20 {
        let (status, body) = play(a.addr, ply).unwrap();
        assert_eq!((status, body["ply"].as_u64()), (200, Some(ply as u64 + 1)), "{body}");
    }
    // While A owns the game, B forwards the moves it is sent to A.
    let (status, body) = play(b.addr, 20).unwrap();
    assert_eq!((status, body["ply"].as_u64()), (200, Some(21)), "{body}");
    let before = served(a.addr, &format!("/api/games/{id}"));
    drop(a); // SIGKILL
    let killed = std::time::Instant::now();
    // The next move through B: refused (503) until A's lease expires, then accepted.
    let moved = loop {
        match play(b.addr, 21) {
            Some((200, body)) => break body,
            Some((503, _)) if killed.elapsed() < Duration::from_secs(15) => {
                std::thread::sleep(Duration::from_millis(100))
            }
            other => panic!("{other:?}"),
        }
    };
    let waited = killed.elapsed();
    assert_eq!(moved["ply"], 22);
    assert!(waited < Duration::from_secs(8), "taken over within seconds: {waited:?}");
    for ply in 22..40 {
        let (status, body) = play(b.addr, ply).unwrap();
        assert_eq!((status, body["ply"].as_u64()), (200, Some(ply as u64 + 1)), "{body}");
    }
    let after = served(b.addr, &format!("/api/games/{id}"));
    let stored: Vec<&str> = after["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
    assert_eq!(stored, moves[..40], "every acknowledged move, once, in order");
    assert_eq!(before["turn"], 1, "black to move at ply 21");
    // Black was to move when A died: charged for its thinking (milliseconds here), not for the
    // seconds the game had no owner.
    let (was, now) = (before["clocks"][1].as_i64().unwrap(), after["clocks"][1].as_i64().unwrap());
    assert!(was - now < 1_000, "black not charged for the {waited:?} without an owner: {was} -> {now}");
}

/// A new player on `addr`: its token.
fn new_player(addr: SocketAddr) -> String {
    let (_, body) = request(addr, "POST", "/api/player", None, "").unwrap();
    body["token"].as_str().unwrap().to_owned()
}

/// A clocked chess game created on `addr` by `white`, black's seat open: its id.
fn chess_game(addr: SocketAddr, white: &str) -> String {
    let create = json!({"variant": "chess", "clock": {"initial": 600, "increment": 2}, "seats": ["me", "open"]});
    let (status, created) = request(addr, "POST", "/api/games", Some(white), &create.to_string()).unwrap();
    assert_eq!(status, 201, "{created}");
    created["id"].as_str().unwrap().to_owned()
}

/// An act answered 200, asked again while the answer is 503 (the game is moving between
/// processes); its answer.
fn accepted(addr: SocketAddr, path: &str, token: &str) -> Value {
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        match request(addr, "POST", path, Some(token), "") {
            Some((200, body)) => return body,
            Some((503, _)) | None if std::time::Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(100))
            }
            other => panic!("{path}: {other:?}"),
        }
    }
}

/// Reads `stream`'s lines as sent into `lines` until one satisfies `done`: that one.
fn read_until(stream: &mut Stream, lines: &mut Vec<String>, done: impl Fn(&Value) -> bool) -> Value {
    loop {
        let line = stream.raw_line();
        let value: Value = serde_json::from_str(&line).unwrap();
        lines.push(line);
        if done(&value) {
            return value;
        }
    }
}

/// Reads `stream`'s lines into `lines` to the game's end.
fn to_the_end(stream: &mut Stream, mut lines: Vec<String>) -> Vec<String> {
    let ended = |line: &Value| line["status"] == "ended";
    if !lines.last().is_some_and(|last| ended(&serde_json::from_str(last).unwrap())) {
        read_until(stream, &mut lines, ended);
    }
    lines
}

/// Three `menagerie serve` processes on one PostgreSQL: a game owned by C, white playing
/// through A and black through B (each act forwarded to C), each seeing the other's moves on
/// its own process's stream before answering them, to the end of the game (a mate); spectators
/// on A and C see every move. A mirror's lines are byte for byte the owner's, for every seat
/// (what the owner sends a seat is what a seat may see, the server's tests' concern: so no
/// process shows a seat more than its owner would).
#[test]
fn three_processes_play_one_game_players_and_spectators_on_different_ones() {
    let cluster = postgres::Postgres::start();
    let url = cluster.database("menagerie");
    let store: [&std::ffi::OsStr; 2] = ["--database".as_ref(), url.as_ref()];
    let (a, b, c) = (Serve::start(&store), Serve::start(&store), Serve::start(&store));
    let (white, black) = (new_player(a.addr), new_player(b.addr));
    let id = chess_game(a.addr, &white);
    // The first process to load the game owns it: C.
    assert_eq!(served(c.addr, &format!("/api/games/{id}"))["status"], "open");
    let joined = accepted(b.addr, &format!("/api/games/{id}/join"), &black);
    assert_eq!(joined["seat"], 1);
    let stream = |addr, token: Option<&str>| {
        let mut stream = Stream::connect(addr, &format!("/api/games/{id}/stream"), token);
        assert_eq!(stream.line()["type"], "game");
        stream
    };
    let (mut white_a, mut black_b) = (stream(a.addr, Some(&white)), stream(b.addr, Some(&black)));
    let (mut black_c, mut watching_a, mut watching_c) =
        (stream(c.addr, Some(&black)), stream(a.addr, None), stream(c.addr, None));
    // Knights out and back, then the scholar's mate.
    let moves = ["g1-f3", "g8-f6", "f3-g1", "f6-g8", "e2-e4", "e7-e5", "f1-c4", "b8-c6", "d1-h5", "g8-f6", "h5-f7"];
    // The lines after the first (the whole game as of the moment a stream was opened, whose
    // clocks depend on that moment), as sent.
    let (mut white_lines, mut black_lines) = (Vec::new(), Vec::new());
    for (ply, text) in moves.iter().enumerate() {
        let (addr, token, opponent, lines) = if ply % 2 == 0 {
            (a.addr, &white, &mut black_b, &mut black_lines)
        } else {
            (b.addr, &black, &mut white_a, &mut white_lines)
        };
        let body = accepted(addr, &format!("/api/games/{id}/move/{text}"), token);
        assert_eq!(body["ply"], ply + 1, "{text}: {body}");
        // The opponent, on another process, sees the move on its stream.
        let seen = read_until(opponent, lines, |line| line["ply"] == ply + 1);
        assert_eq!(seen["move"], *text);
    }
    let on_a = to_the_end(&mut watching_a, Vec::new());
    let seen: Vec<Value> = on_a.iter().map(|l| serde_json::from_str(l).unwrap()).collect();
    let played: Vec<&str> = seen.iter().filter_map(|l| l["move"].as_str()).collect();
    assert_eq!(played, moves, "the spectator on A saw every move");
    let last = seen.last().unwrap();
    assert_eq!(
        (last["result"]["result"].as_str(), last["result"]["reason"].as_str()),
        (Some("1-0"), Some("checkmate"))
    );
    assert_eq!(on_a, to_the_end(&mut watching_c, Vec::new()), "a spectator's lines on a mirror are the owner's");
    let black_on_c = to_the_end(&mut black_c, Vec::new());
    assert_eq!(to_the_end(&mut black_b, black_lines), black_on_c, "black's lines on B are the owner's");
    assert_eq!(to_the_end(&mut white_a, white_lines).len(), moves.len(), "white saw every move");
    for server in [&a, &b, &c] {
        let game = served(server.addr, &format!("/api/games/{id}"));
        assert_eq!(game["moves"], json!(moves), "every process has the game");
    }
}

/// Split brain: the owner A frozen (SIGSTOP) past its lease; B takes the game over and accepts
/// moves; A resumed (SIGCONT) refuses the move it was sent while frozen (its write would be
/// fenced: the game is B's), and then forwards to B like any other process. No acknowledged
/// move lost, none twice, the late one nowhere.
#[test]
fn a_frozen_owner_resumed_after_a_takeover_has_its_late_writes_refused() {
    let cluster = postgres::Postgres::start();
    let url = cluster.database("menagerie");
    let store: [&std::ffi::OsStr; 2] = ["--database".as_ref(), url.as_ref()];
    let (a, b) = (Serve::start(&store), Serve::start(&store));
    let (white, black) = (new_player(a.addr), new_player(b.addr));
    let id = chess_game(a.addr, &white);
    assert_eq!(served(a.addr, &format!("/api/games/{id}"))["status"], "open", "A owns the game");
    accepted(b.addr, &format!("/api/games/{id}/join"), &black);
    let moves = random_game(16, 0x5851_F42D_4C95_7F2D);
    let path = |ply: usize| format!("/api/games/{id}/move/{}", moves[ply]);
    let tokens = [white.clone(), black.clone()];
    for ply in 0..10 {
        let addr = if ply % 2 == 0 { a.addr } else { b.addr };
        assert_eq!(accepted(addr, &path(ply), &tokens[ply % 2])["ply"], ply + 1);
    }
    // Another legal move for white at ply 10: the one sent to the frozen owner.
    let late = {
        let mut game = Game::new(Chess::start());
        for text in &moves[..10] {
            let action = game.position().parse_action(text).unwrap();
            game.play_action(action);
        }
        let mut actions = Vec::new();
        game.position().legal_actions(&mut actions);
        let texts: Vec<String> = actions.iter().map(|&a| game.position().action_text(a)).collect();
        texts.into_iter().find(|t| *t != moves[10]).unwrap()
    };
    a.signal("STOP");
    let frozen = std::time::Instant::now();
    let late_answer = {
        let (addr, path, white) = (a.addr, format!("/api/games/{id}/move/{late}"), white.clone());
        std::thread::spawn(move || request_within(Duration::from_secs(120), addr, "POST", &path, Some(&white), ""))
    };
    // B takes the game once A's lease has run out, and accepts white's move.
    assert_eq!(accepted(b.addr, &path(10), &white)["ply"], 11);
    assert!(frozen.elapsed() > Duration::from_secs(4), "not before A's lease ran out: {:?}", frozen.elapsed());
    a.signal("CONT");
    let (status, body) = late_answer.join().unwrap().expect("A answers once resumed");
    assert_ne!(status, 200, "the frozen owner's late move is refused: {body}");
    assert!(a.logs("taken over by another process"), "A knows it lost the game:\n{}", a.log.lock().unwrap());
    // A serves the game again, forwarding to B: play goes on through both.
    for ply in 11..16 {
        let addr = if ply % 2 == 0 { b.addr } else { a.addr };
        assert_eq!(accepted(addr, &path(ply), &tokens[ply % 2])["ply"], ply + 1);
    }
    for server in [&a, &b] {
        let game = served(server.addr, &format!("/api/games/{id}"));
        assert_eq!(game["moves"], json!(moves), "every acknowledged move once, the late one nowhere");
    }
    let stored =
        cluster.sql("menagerie", &format!("SELECT count(*) FROM events WHERE game_id = '{id}' AND kind = 'move'"));
    assert_eq!(stored.trim(), "16", "16 moves stored");
}

/// Two takeovers in a row before the next move: A owns a clocked game, A is killed, B (or C)
/// takes it over; that one is killed, and the last one takes it over. The seat to move is
/// charged neither gap: the first takeover's forgiveness is in the log (a `pause` event), not
/// only in the memory of the process that took the game first.
#[test]
fn two_takeovers_before_a_move_charge_neither_gap() {
    let cluster = postgres::Postgres::start();
    let url = cluster.database("menagerie");
    let store: [&std::ffi::OsStr; 2] = ["--database".as_ref(), url.as_ref()];
    let (a, b, c) = (Serve::start(&store), Serve::start(&store), Serve::start(&store));
    let (white, black) = (new_player(a.addr), new_player(a.addr));
    let id = chess_game(a.addr, &white);
    accepted(a.addr, &format!("/api/games/{id}/join"), &black);
    accepted(a.addr, &format!("/api/games/{id}/move/e2-e4"), &white);
    let before = served(a.addr, &format!("/api/games/{id}"));
    assert_eq!(before["turn"], 1, "black to move");
    drop(a); // SIGKILL
    // Whichever of B and C takes the game is killed in turn; the other takes it then.
    let taken = |server: &Serve| server.log.lock().unwrap().contains("(its owner is gone)");
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while !(taken(&b) || taken(&c)) && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let last = if taken(&b) {
        drop(b);
        c
    } else {
        drop(c);
        b
    };
    assert!(last.logs("(its owner is gone)"), "the last process takes the game:\n{}", last.log.lock().unwrap());
    let after = served(last.addr, &format!("/api/games/{id}"));
    let (was, now) = (before["clocks"][1].as_i64().unwrap(), after["clocks"][1].as_i64().unwrap());
    // Each gap is a lease (5 s) or more; black is charged only the moments around them.
    assert!(was - now < 2_000, "black charged for neither gap: {was} -> {now}");
    let sql = format!("SELECT count(*) FROM events WHERE game_id = '{id}' AND kind = 'pause'");
    assert_eq!(cluster.sql("menagerie", &sql).trim(), "2", "one pause a takeover");
    accepted(last.addr, &format!("/api/games/{id}/move/e7-e5"), &black);
}
