//! The load generator: N concurrent two-player games over real sockets on loopback, durability
//! on, reporting moves per second, the time from sending a move to its acknowledgement
//! (p50/p99/p999) and the process's peak memory.
//!
//! ```sh
//! cargo run --release -p menagerie-server --example load -- --games 2000 --rate 1000 --seconds 30
//! ```
//!
//! `--rate 0` sends each game's next move as soon as the last is acknowledged (the most the
//! server can take); otherwise moves are sent open-loop at `--rate` per second in all. The
//! server runs in this process on its own runtime (`--addr` to load another server instead),
//! so the peak memory is the server's and the clients' together.
//!
//! `--addr` given several times loads several processes on one database (docs/cluster.md), as
//! a load balancer without sticky routing would: game `g` is created and first loaded on the
//! `g`-th address (that process owns it), its white plays there and its black on the next
//! address, so half the moves reach a process that forwards them to the game's owner.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use menagerie_rules::variants::chess::Chess;
use menagerie_rules::{Game, Position};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

struct Args {
    games: usize,
    rate: f64,
    seconds: u64,
    addrs: Vec<SocketAddr>,
}

fn args() -> Args {
    let mut args = Args { games: 2000, rate: 1000.0, seconds: 30, addrs: Vec::new() };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => args.games = value.parse().expect("--games N"),
            "--rate" => args.rate = value.parse().expect("--rate MOVES_PER_SECOND"),
            "--seconds" => args.seconds = value.parse().expect("--seconds S"),
            "--addr" => args.addrs.push(value.parse().expect("--addr HOST:PORT")),
            _ => panic!("unknown flag {flag}: --games N --rate R --seconds S [--addr A]..."),
        }
    }
    args
}

/// One keep-alive HTTP/1.1 connection.
struct Connection {
    stream: BufReader<TcpStream>,
}

impl Connection {
    async fn open(addr: SocketAddr) -> Connection {
        let stream = TcpStream::connect(addr).await.expect("connect");
        stream.set_nodelay(true).ok();
        Connection { stream: BufReader::new(stream) }
    }

    async fn post(&mut self, path: &str, token: Option<&str>, body: &str) -> (u16, String) {
        let auth = token.map(|t| format!("Authorization: Bearer {t}\r\n")).unwrap_or_default();
        let content = if body.is_empty() { "" } else { "Content-Type: application/json\r\n" };
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: load\r\n{auth}{content}Content-Length: {}\r\n\r\n{body}",
            body.len()
        );
        self.stream.get_mut().write_all(request.as_bytes()).await.expect("send");
        let mut status = String::new();
        self.stream.read_line(&mut status).await.expect("status");
        let code = status.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        let mut length = 0;
        loop {
            let mut header = String::new();
            self.stream.read_line(&mut header).await.expect("header");
            let header = header.trim();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':')
                && name.eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse().unwrap_or(0);
            }
        }
        let mut body = vec![0; length];
        self.stream.read_exact(&mut body).await.expect("body");
        (code, String::from_utf8_lossy(&body).into_owned())
    }
}

fn field(body: &str, name: &str) -> String {
    let value: serde_json::Value = serde_json::from_str(body).expect("JSON");
    value[name].as_str().unwrap_or_else(|| panic!("no {name} in {body}")).to_owned()
}

/// A random legal chess game of `plies` actions that does not end, as move text.
fn random_game(plies: usize, mut seed: u64) -> Vec<String> {
    let mut game = Game::new(Chess::start());
    let mut actions = Vec::new();
    let mut texts = Vec::new();
    let mut tries = 0;
    while texts.len() < plies && tries < 10 * plies {
        tries += 1;
        actions.clear();
        game.position().legal_actions(&mut actions);
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let action = actions[(seed % actions.len() as u64) as usize];
        let mut next = game.clone();
        next.play_action(action);
        if next.outcome().is_none() {
            texts.push(game.position().action_text(action));
            game = next;
        }
    }
    texts
}

fn peak_memory_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0.0);
    kib / 1024.0
}

/// Raises the open-file limit to its hard maximum: every game holds two sockets here, and
/// the server two more.
fn raise_file_limit() {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit/setrlimit only read and write the struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

fn main() {
    let args = args();
    raise_file_limit();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let addrs = match args.addrs.len() {
        0 => vec![{
            let data = menagerie_server::Database::Sqlite(dir.path().join("load.sqlite"));
            let (ready, bound) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
                runtime.block_on(async move {
                    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
                    ready.send(listener.local_addr().expect("addr")).expect("ready");
                    let settings = menagerie_server::Settings { rate_limit: None, ..Default::default() };
                    menagerie_server::serve_with(listener, &data, settings, std::future::pending())
                        .await
                        .expect("serve");
                });
            });
            bound.recv().expect("the server started")
        }],
        _ => args.addrs.clone(),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    runtime.block_on(run(args, addrs));
}

async fn run(args: Args, addrs: Vec<SocketAddr>) {
    eprintln!("setting up {} games on {addrs:?}...", args.games);
    let setup = Instant::now();
    let mut games = Vec::new();
    let mut setups = Vec::new();
    for g in 0..args.games {
        let (addr, other) = (addrs[g % addrs.len()], addrs[(g + 1) % addrs.len()]);
        setups.push(tokio::spawn(async move {
            let mut connection = Connection::open(addr).await;
            let (_, white) = connection.post("/api/player", None, "").await;
            let (_, black) = connection.post("/api/player", None, "").await;
            let (white, black) = (field(&white, "token"), field(&black, "token"));
            let body = r#"{"variant": "chess", "clock": {"initial": 10800, "increment": 0}, "seats": ["me", "open"]}"#;
            let (status, created) = connection.post("/api/games", Some(&white), body).await;
            assert_eq!(status, 201, "{created}");
            let id = field(&created, "id");
            let (status, joined) = connection.post(&format!("/api/games/{id}/join"), Some(&black), "").await;
            assert_eq!(status, 200, "{joined}");
            // Black's moves through the next process (the same one when there is one).
            let black_connection = Connection::open(other).await;
            (
                [connection, black_connection],
                id,
                [white, black],
                random_game(400, 0x9E37_79B9 ^ ((g as u64 + 1) * 0x2545_F491_4F6C_DD1D)),
            )
        }));
    }
    for s in setups {
        games.push(s.await.expect("setup"));
    }
    eprintln!("set up in {:.1} s; playing for {} s", setup.elapsed().as_secs_f64(), args.seconds);

    let done = Arc::new(AtomicU64::new(0));
    let start = Instant::now();
    let end = start + Duration::from_secs(args.seconds);
    // Open loop: each game moves every `games / rate` seconds, the games spread over that period.
    let period = (args.rate > 0.0).then(|| Duration::from_secs_f64(args.games as f64 / args.rate));
    let mut players = Vec::new();
    for (g, (mut connections, id, tokens, moves)) in games.into_iter().enumerate() {
        let done = done.clone();
        players.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let offset = period.map(|p| p.mul_f64(g as f64 / args.games as f64)).unwrap_or_default();
            let mut next_send = start + offset;
            for (ply, text) in moves.iter().enumerate() {
                if let Some(period) = period {
                    tokio::time::sleep_until(next_send.into()).await;
                    next_send += period;
                }
                if Instant::now() >= end {
                    break;
                }
                let sent = Instant::now();
                let (status, body) = connections[ply % 2]
                    .post(&format!("/api/games/{id}/move/{text}"), Some(&tokens[ply % 2]), "")
                    .await;
                assert_eq!(status, 200, "{text}: {body}");
                latencies.push(sent.elapsed().as_micros() as u32);
                done.fetch_add(1, Ordering::Relaxed);
            }
            latencies
        }));
    }
    let mut latencies = Vec::new();
    for p in players {
        latencies.extend(p.await.expect("a game's client"));
    }
    let elapsed = start.elapsed().min(Duration::from_secs(args.seconds)).as_secs_f64();
    latencies.sort_unstable();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0) as f64
            / 1000.0
    };
    println!(
        "games {} | rate {} | moves {} in {elapsed:.1} s = {:.0} moves/s | ack p50 {:.2} ms, p99 {:.2} ms, p999 {:.2} ms, max {:.2} ms | peak memory {:.0} MiB (server and clients)",
        args.games,
        if args.rate > 0.0 { format!("{}/s", args.rate) } else { "as fast as acknowledged".into() },
        latencies.len(),
        latencies.len() as f64 / elapsed,
        at(0.50),
        at(0.99),
        at(0.999),
        latencies.last().copied().unwrap_or(0) as f64 / 1000.0,
        peak_memory_mib(),
    );
}
