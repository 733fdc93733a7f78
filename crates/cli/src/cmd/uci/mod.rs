//! `menagerie uci`: the engine over stdin and stdout in the Universal Chess Interface's
//! style, for match runners and chess tools (docs/engine.md, UCI).
//!
//! One process plays many moves and games: the searcher, its transposition table and its
//! history scores are kept from one `go` to the next (`ucinewgame` clears them). The search
//! runs on a thread of its own, so `stop` and `isready` are answered while it thinks; every
//! `go` is answered by exactly one `bestmove`. Input that cannot be obeyed is answered by an
//! `info string error: …` line, and the engine reads on.
//!
//! `options` holds the options, `go` the search limits and clock management, `engine` the
//! variant-generic part (positions, move text, the search and its `info` lines).

mod engine;
mod go;
mod options;

use std::io::{BufRead, Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use menagerie_engine::{Limits, MAX_DEPTH};

pub use self::engine::uci_long_algebraic;
use self::engine::{Engine, NONE, Start};
use self::options::{Changed, Settings};

/// The longest input line read; a longer one is refused whole (a FEN with a vast chip stack
/// or a game of thousands of moves still fits).
const MAX_LINE: usize = 1 << 20;

/// The search thread's stack: 120 plies of copy-make recursion with positions of up to
/// 1.4 KB (Monster Bluff) need more than a spawned thread's default 2 MiB.
const SEARCH_STACK: usize = 64 << 20;

/// Where the engine's lines go, shared by the reading loop and the search thread; each line
/// is written whole and flushed at once.
#[derive(Clone)]
pub struct Out(Arc<Mutex<Box<dyn Write + Send>>>);

impl Out {
    fn new(writer: Box<dyn Write + Send>) -> Out {
        Out(Arc::new(Mutex::new(writer)))
    }

    pub fn line(&self, text: &str) {
        let mut writer = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        // A reader gone away ends the process by SIGPIPE (main.rs); nothing else can be done.
        let _ = writeln!(writer, "{text}");
        let _ = writer.flush();
    }
}

/// Runs the protocol on stdin and stdout until `quit` or the end of the input.
pub fn run() -> anyhow::Result<()> {
    let mut session = Session::new(Out::new(Box::new(std::io::stdout())));
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    loop {
        match read_line(&mut input) {
            Line::End => break,
            Line::TooLong => session.error(&format!("a line longer than {MAX_LINE} bytes was ignored")),
            Line::Text(text) => {
                if !session.command(&text) {
                    break;
                }
            }
        }
    }
    // Piped input (`echo 'go depth 9' | menagerie uci`) gets the search it asked for.
    session.settle();
    Ok(())
}

enum Line {
    Text(String),
    TooLong,
    End,
}

/// Reads one line of at most [`MAX_LINE`] bytes (a longer one is skipped to its end);
/// bytes that are not UTF-8 become U+FFFD, and a read error ends the input.
fn read_line(input: &mut impl BufRead) -> Line {
    let mut line = Vec::new();
    match input.by_ref().take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line) {
        Ok(0) | Err(_) => return Line::End,
        Ok(_) => {}
    }
    if line.len() > MAX_LINE && line.last() != Some(&b'\n') {
        loop {
            let mut rest = Vec::new();
            match input.by_ref().take(1 << 16).read_until(b'\n', &mut rest) {
                Ok(0) | Err(_) => break,
                Ok(_) if rest.last() == Some(&b'\n') => break,
                Ok(_) => {}
            }
        }
        return Line::TooLong;
    }
    Line::Text(String::from_utf8_lossy(&line).into_owned())
}

/// A search in progress: the thread owns the engine until it is joined.
struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Box<dyn Engine>>,
    /// `go infinite`, or a `go` with no limit, or `go ponder` before its `ponderhit`: only
    /// `stop` (or the hit) ends it.
    endless: bool,
    /// `go ponder`: set by `ponderhit`; and the time the search may go on after it.
    ponder: Option<(Arc<AtomicBool>, Option<Duration>)>,
}

struct Session {
    out: Out,
    settings: Settings,
    /// Built on first need (after `UCI_Variant` changes, again); `None` while a search holds it.
    engine: Option<Box<dyn Engine>>,
    search: Option<Running>,
    /// Counts the searches begun. A `ponderhit`'s timer stops the search only if it is still
    /// the one it was set for; the lock is held while a new search clears the stop flag.
    searches: Arc<Mutex<u64>>,
}

impl Session {
    fn new(out: Out) -> Session {
        Session { out, settings: Settings::default(), engine: None, search: None, searches: Arc::default() }
    }

    fn error(&self, message: &str) {
        // An info string is one line, whatever the message held.
        self.out.line(&format!("info string error: {}", message.replace(['\n', '\r'], " ")));
    }

    /// Obeys one line; false for `quit`.
    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else { return true };
        match command {
            "uci" => self.identify(),
            "isready" => self.out.line("readyok"),
            "debug" | "register" => {}
            "setoption" => self.set_option(args),
            "ucinewgame" => self.engine().clear(),
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => self.stop(),
            "ponderhit" => self.ponderhit(),
            "quit" => {
                self.stop();
                return false;
            }
            _ => {
                let shown: String = command.chars().take(24).collect();
                self.error(&format!(
                    "unknown command '{shown}' (uci, isready, setoption, ucinewgame, position, go, stop, ponderhit, quit)"
                ));
            }
        }
        true
    }

    fn identify(&self) {
        self.out.line(&format!("id name menagerie {}", env!("CARGO_PKG_VERSION")));
        self.out.line("id author the menagerie developers");
        for line in options::lines() {
            self.out.line(&line);
        }
        self.out.line("uciok");
    }

    /// The engine, once any search has ended; built for the current options if there is none.
    fn engine(&mut self) -> &mut Box<dyn Engine> {
        self.settle();
        let settings = &self.settings;
        self.engine.get_or_insert_with(|| {
            let mut engine = engine::new(settings.variant, settings.hash, settings.players);
            engine.set_threads(settings.threads);
            engine
        })
    }

    /// Before a command that changes what the engine holds (`position`, `go`, `setoption`,
    /// `ucinewgame`): lets a running search end by its own limits, as if searches were one
    /// command after another, and stops one that only `stop` would end.
    fn settle(&mut self) {
        if self.search.as_ref().is_some_and(|running| running.endless) {
            self.stop();
        }
        self.join();
    }

    /// `stop`: ends a running search at once.
    fn stop(&mut self) {
        if let Some(running) = &self.search {
            running.stop.store(true, Ordering::Relaxed);
            running.thread.thread().unpark();
        }
        self.join();
    }

    /// `ponderhit`: the move pondered on was played; the search goes on as a normal one, its
    /// time counted from now.
    fn ponderhit(&mut self) {
        let Some(running) = &mut self.search else {
            return self.error("ponderhit: no search is pondering");
        };
        let Some((hit, budget)) = &running.ponder else {
            return self.error("ponderhit: the running search is not a 'go ponder'");
        };
        if hit.swap(true, Ordering::Relaxed) {
            return self.error("ponderhit: already told");
        }
        let search = running.thread.thread().clone();
        if let Some(budget) = *budget {
            let (stop, searches) = (Arc::clone(&running.stop), Arc::clone(&self.searches));
            let this = *searches.lock().unwrap_or_else(PoisonError::into_inner);
            let timer = search.clone();
            let started = std::thread::Builder::new().name("ponderhit".to_owned()).spawn(move || {
                std::thread::sleep(budget);
                let now = searches.lock().unwrap_or_else(PoisonError::into_inner);
                if *now == this {
                    stop.store(true, Ordering::Relaxed);
                    timer.unpark();
                }
            });
            if let Err(e) = started {
                // Without a timer the search would think until `stop`: end it now instead.
                running.stop.store(true, Ordering::Relaxed);
                self.out.line(&format!("info string error: cannot time the search after ponderhit: {e}"));
            }
        }
        running.endless = false;
        // A search that finished while pondering waits for the hit to answer.
        search.unpark();
    }

    /// Waits for a running search's `bestmove` and takes the engine back.
    fn join(&mut self) {
        let Some(running) = self.search.take() else { return };
        match running.thread.join() {
            Ok(engine) => self.engine = Some(engine),
            // The thread catches a failed search itself; this is only a last resort.
            Err(_) => self.error("the search thread failed: the engine starts afresh"),
        }
    }

    fn set_option(&mut self, args: &[&str]) {
        self.settle();
        match self.settings.set(args) {
            Err(e) => self.error(&e),
            // A new variant is a new engine, at its start position.
            Ok(Changed::Variant) => self.engine = None,
            Ok(Changed::Hash) => {
                if let Some(engine) = &mut self.engine {
                    engine.resize(self.settings.hash);
                }
            }
            Ok(Changed::Threads) => {
                if let Some(engine) = &mut self.engine {
                    engine.set_threads(self.settings.threads);
                }
            }
            Ok(Changed::Nothing) => {}
        }
    }

    /// `position startpos|fen <fen> [moves <m1> <m2> …]`.
    fn position(&mut self, args: &[&str]) {
        let (start, moves) = match parse_position(args, self.settings.players) {
            Ok(parsed) => parsed,
            Err(e) => {
                self.engine().forget_position();
                self.error(&e);
                return;
            }
        };
        match self.engine().set_position(&start, &moves) {
            Ok(notes) => {
                for note in notes {
                    self.out.line(&format!("info string {note}"));
                }
            }
            Err(e) => self.error(&e),
        }
    }

    fn go(&mut self, args: &[&str]) {
        let parsed = go::parse(args);
        let overhead = self.settings.overhead;
        let engine = self.engine();
        let limits = match (parsed, engine.seat_to_move()) {
            (Err(e), _) => Err(e),
            (Ok(go), Some(seat)) => go.limits(seat, overhead).map(|limits| (limits, (go.infinite, go.ponder))),
            // No position: the engine's search says so.
            (Ok(go), None) => Ok((Limits::default(), (go.infinite, go.ponder))),
        };
        let (mut limits, (infinite, ponder)) = match limits {
            Ok(limits) => limits,
            Err(e) => {
                self.error(&format!("go refused: {e}"));
                self.out.line(&format!("bestmove {NONE}"));
                return;
            }
        };
        // Pondering thinks without a clock until the hit; then the move's own time applies
        // (the aim on a clock, or the movetime), counted from the hit.
        let ponder = ponder.then(|| {
            let budget = limits.optimum.or(limits.movetime);
            (limits.movetime, limits.optimum) = (None, None);
            (Arc::new(AtomicBool::new(false)), budget)
        });
        let endless = infinite
            || ponder.is_some()
            || (limits.movetime.is_none() && limits.nodes.is_none() && limits.depth == Some(MAX_DEPTH));
        let level = self.settings.level;
        let seed = fresh_seed();
        let Some(mut engine) = self.engine.take() else { return };
        let stop = engine.stop_handle();
        {
            let mut searches = self.searches.lock().unwrap_or_else(PoisonError::into_inner);
            *searches += 1;
            stop.store(false, Ordering::Relaxed);
        }
        let out = self.out.clone();
        let waiting = Arc::clone(&stop);
        let hit = ponder.as_ref().map(|(hit, _)| Arc::clone(hit));
        let spawned = std::thread::Builder::new().name("search".to_owned()).stack_size(SEARCH_STACK).spawn(move || {
            let best =
                catch_unwind(AssertUnwindSafe(|| engine.search(limits, level, seed, &out))).unwrap_or_else(|_| {
                    out.line("info string error: the search failed (an internal error)");
                    NONE.to_owned()
                });
            // `go infinite` answers only when told to stop, `go ponder` not before its hit.
            let pondering = || hit.as_ref().is_some_and(|hit| !hit.load(Ordering::Relaxed));
            while (infinite || pondering()) && !waiting.load(Ordering::Relaxed) {
                std::thread::park();
            }
            out.line(&format!("bestmove {best}"));
            engine
        });
        match spawned {
            Ok(thread) => self.search = Some(Running { stop, thread, endless, ponder }),
            Err(e) => {
                self.error(&format!("cannot start the search thread: {e}"));
                self.out.line(&format!("bestmove {NONE}"));
            }
        }
    }
}

/// A seed for a level's chances, different at every call: from the standard library's
/// randomly keyed hasher (keyed from the operating system once per process), so that a level
/// below 8 does not repeat its games.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::AtomicU64;
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(CALLS.fetch_add(1, Ordering::Relaxed));
    hasher.finish()
}

/// Reads `position`'s words: where it starts, and the moves after it.
fn parse_position<'a>(args: &[&'a str], players: u8) -> Result<(Start, Vec<&'a str>), String> {
    let moves_at = args.iter().position(|w| *w == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (&args[..i], args[i + 1..].to_vec()),
        None => (args, Vec::new()),
    };
    let start = match head.split_first() {
        Some((&"startpos", [])) => Start::StartPos { players },
        Some((&"startpos", [extra, ..])) => {
            let shown: String = extra.chars().take(24).collect();
            return Err(format!("position startpos: '{shown}' is neither 'moves' nor a move list"));
        }
        Some((&"fen", [])) => return Err("position fen: the FEN is missing".to_owned()),
        Some((&"fen", fen)) => Start::Fen(fen.join(" ")),
        _ => return Err("position takes 'startpos' or 'fen <fen>', then 'moves' and the moves".to_owned()),
    };
    Ok((start, moves))
}
