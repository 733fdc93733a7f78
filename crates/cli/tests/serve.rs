//! `menagerie serve` as a process: killed with SIGKILL in the middle of play and started again
//! on the same SQLite file or PostgreSQL database, it has every move it acknowledged, none
//! twice, and clocks that did not run while it was down.

// The server's tests' PostgreSQL harness: a cluster of the test's own in a temporary directory
// (not every helper of it is used here).
#[allow(dead_code)]
#[path = "../../server/tests/common/postgres.rs"]
mod postgres;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use menagerie_rules::variants::chess::Chess;
use menagerie_rules::{Game, Position};
use serde_json::{Value, json};

struct Serve {
    child: Child,
    addr: SocketAddr,
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
        // The rest of the log is read (and dropped) while the server runs: a closed pipe would
        // make its next line fail.
        std::thread::spawn(move || std::io::copy(&mut log, &mut std::io::sink()));
        let addr = first.split("http://").nth(1).and_then(|r| r.split(' ').next()).expect(&first);
        Serve { child, addr: addr.parse().unwrap() }
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
    let mut stream = TcpStream::connect(addr).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
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
    for (round, wait_ms) in [(0, 7u64), (1, 23), (2, 3), (3, 41), (4, 13)] {
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
                        Some((status, body)) => panic!("round {round}: {status} {body}"),
                        None => return,
                    }
                }
            })
        };
        std::thread::sleep(Duration::from_millis(wait_ms));
        server.kill();
        playing.join().unwrap();
        acknowledged = *acked.lock().unwrap();
        server = Serve::start(store);
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
    let server = Serve::start(store);
    let after = view(server.addr);
    let turn = before["turn"].as_u64().unwrap() as usize;
    let waiting = 1 - turn;
    assert_eq!(after["clocks"][waiting], before["clocks"][waiting], "the waiting seat's clock is exact");
    let (was, now) = (before["clocks"][turn].as_i64().unwrap(), after["clocks"][turn].as_i64().unwrap());
    assert!((now - was).abs() <= 500, "not charged for 1.5 s down: {was} -> {now}");
    server.kill();
}

/// Two `menagerie serve` processes on one PostgreSQL: a clocked game played through A, A killed
/// with SIGKILL mid-game, and play goes on through B within a few seconds (B takes the game
/// over once A's lease expires): every acknowledged move there once, in order, and the seat
/// to move not charged for the seconds the game had no live owner.
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
    // While A owns the game, B does not take it: it tells the client to try again.
    let (status, body) = play(b.addr, 20).unwrap();
    assert_eq!(status, 503, "{body}");
    let before = served(a.addr, &format!("/api/games/{id}"));
    drop(a); // SIGKILL
    let killed = std::time::Instant::now();
    // The next move through B: refused (503) until A's lease expires, then accepted.
    let moved = loop {
        match play(b.addr, 20) {
            Some((200, body)) => break body,
            Some((503, _)) if killed.elapsed() < Duration::from_secs(15) => {
                std::thread::sleep(Duration::from_millis(100))
            }
            other => panic!("{other:?}"),
        }
    };
    let waited = killed.elapsed();
    assert_eq!(moved["ply"], 21);
    assert!(waited < Duration::from_secs(8), "taken over within seconds: {waited:?}");
    for ply in 21..40 {
        let (status, body) = play(b.addr, ply).unwrap();
        assert_eq!((status, body["ply"].as_u64()), (200, Some(ply as u64 + 1)), "{body}");
    }
    let after = served(b.addr, &format!("/api/games/{id}"));
    let stored: Vec<&str> = after["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
    assert_eq!(stored, moves[..40], "every acknowledged move, once, in order");
    assert_eq!(before["turn"], 0, "white to move at ply 20");
    // White was to move when A died: charged for its thinking (milliseconds here), not for the
    // seconds the game had no owner.
    let (was, now) = (before["clocks"][0].as_i64().unwrap(), after["clocks"][0].as_i64().unwrap());
    assert!(was - now < 1_000, "white not charged for the {waited:?} without an owner: {was} -> {now}");
}
