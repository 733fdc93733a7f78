//! `menagerie match --engine … --engine …`: the referee of matches between UCI engines.
//!
//! The referee keeps the real position (the rules crate's [`Game`]: repetition and the 50-move
//! rule), chooses every secret itself (Monster Bluff's True Kings, at random, seeded), and asks
//! the seat to move with `position fen <that seat's view of the start> moves <every move so
//! far>` and `go`: an engine never sees what its seat may not, and has the whole history for
//! repetition. A move that is not legal, a crash or a time loss loses the game for that engine,
//! with the reason. Each opening is played by a group of games, the engines rotated over the
//! seats; two-seat groups are the game pairs the pentanomial SPRT counts.

use std::fs::File;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

use menagerie_engine::RandomPlayer;
use menagerie_rules::{Game, Outcome, Position, Seat, Variant, Viewer, record};

use super::openings::Opening;
use super::process::{Failure, Process};
use super::spec::{EngineSpec, TimeControl};
use super::stats::{Decision, Estimate, Pentanomial, Sprt, elo_from_games};

/// The SPRT decides nothing before this many pairs: its LLR is a normal approximation (see
/// `stats`), and a pair or two of one-sided results have almost no variance, so a first won
/// pair alone would cross the bounds.
const MIN_PAIRS: u64 = 10;

/// What a match is.
pub struct Settings {
    pub engines: Vec<EngineSpec>,
    /// The time control of engines that name none.
    pub tc: TimeControl,
    /// The most games played (whole groups: rounded up).
    pub games: u32,
    pub concurrency: usize,
    /// `None`: no SPRT (and with three or four seats there is none).
    pub sprt: Option<Sprt>,
    pub seed: u64,
    pub max_plies: usize,
    /// How late a move may come beyond its time before it loses (process and pipe delays).
    pub margin: Duration,
    /// The openings: move sequences, in move text, from the start or from an opening's FEN.
    pub openings: Vec<Opening>,
    /// The index of the opening group 0 plays; group `g` plays the one `g` further on.
    pub first_opening: usize,
    /// `setoption` lines every engine gets before its own (the variant, the seats).
    pub variant_options: Vec<(String, String)>,
    /// The start position's options (`players=4`), for the records' header.
    pub start_options: Vec<String>,
    /// Where every game's record goes (docs/records.md), as games finish.
    pub records: Option<PathBuf>,
}

/// One game's end, from its seats' side.
#[derive(Clone, Debug)]
struct Played {
    /// The engine playing each seat.
    engines: Vec<usize>,
    /// Each seat's points: 1 for a win, 1/n each for a draw.
    points: Vec<f64>,
    text: String,
    /// The game's record, when the match writes records and a game was played (not when its
    /// opening or secret was refused).
    record: Option<String>,
}

/// Runs the match from `start` (secrets not yet chosen) and prints as it goes.
pub fn run<P: Position>(start: &P, settings: Settings) -> anyhow::Result<()> {
    let seats = start.players();
    anyhow::ensure!(settings.engines.len() >= 2, "a match needs at least two --engine");
    anyhow::ensure!(
        settings.engines.len() <= seats,
        "{} engines cannot share {seats} seats: give at most {seats}",
        settings.engines.len()
    );
    let sprt = if seats == 2 { settings.sprt } else { None };
    // A group holds each distinct arrangement once: seat `s` of game `k` is engine
    // `(s + k) mod seats mod engines`, which repeats after `engines` games when they divide the
    // seats (4 seats, 2 engines: `A B A B`, `B A B A`), after `seats` games otherwise.
    let group_size = if seats.is_multiple_of(settings.engines.len()) { settings.engines.len() } else { seats };
    let groups = (settings.games as usize).div_ceil(group_size).max(1);
    // Each opening's first position, read once: a FEN that does not fit stops the match here.
    let openings: Vec<(P, Vec<String>)> = if settings.openings.is_empty() {
        vec![(start.clone(), Vec::new())]
    } else {
        settings
            .openings
            .iter()
            .enumerate()
            .map(|(i, opening)| {
                let first = match &opening.fen {
                    None => start.clone(),
                    Some(fen) => P::from_fen(fen).map_err(|e| anyhow::anyhow!("opening {}: {e}", i + 1))?,
                };
                anyhow::ensure!(first.players() == seats, "opening {}: {} seats, not {seats}", i + 1, first.players());
                Ok((first, opening.moves.clone()))
            })
            .collect::<anyhow::Result<_>>()?
    };
    println!(
        "{} match: {}, {groups} groups of {group_size} games ({} openings), concurrency {}",
        P::VARIANT.name(),
        settings.engines.iter().map(|e| e.name.as_str()).collect::<Vec<_>>().join(" vs "),
        openings.len().min(groups),
        settings.concurrency
    );
    if let Some(sprt) = sprt {
        let (lower, upper) = sprt.bounds();
        println!(
            "SPRT: elo0 {:.2} elo1 {:.2} alpha {} beta {} (LLR bounds {lower:.2}, {upper:.2})",
            sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta
        );
    }
    let mut records = match &settings.records {
        Some(path) => Some(File::create(path).map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?),
        None => None,
    };
    // An engine that dies while it is written to must lose the game, not end the referee.
    #[cfg(unix)]
    // SAFETY: SIG_IGN is a valid handler; writes to a closed pipe then fail with EPIPE instead.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    let settings = Arc::new(settings);
    let next = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let (sender, results) = channel::<(usize, Vec<Played>)>();
    let opening_of = {
        let (first, count) = (settings.first_opening, openings.len());
        move |group: usize| (first + group) % count
    };
    let openings = Arc::new(openings);
    let mut workers = Vec::new();
    for _ in 0..settings.concurrency.max(1) {
        let (settings, next, stop, sender, openings) =
            (Arc::clone(&settings), Arc::clone(&next), Arc::clone(&stop), sender.clone(), Arc::clone(&openings));
        workers.push(std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                let group = next.fetch_add(1, Ordering::Relaxed);
                if group >= groups {
                    break;
                }
                let (first, opening) = &openings[opening_of(group)];
                let mut played = Vec::new();
                for k in 0..group_size {
                    let engines: Vec<usize> = (0..seats).map(|s| (s + k) % seats % settings.engines.len()).collect();
                    let seed = settings.seed.wrapping_add((group * group_size + k) as u64);
                    played.push(play_game(first, opening, &engines, &settings, seed));
                }
                if sender.send((group, played)).is_err() {
                    break;
                }
            }
        }));
    }
    drop(sender);
    let mut tally = Tally::new(settings.engines.len(), seats);
    let mut games_done = 0;
    // The SPRT's decision and the games it was made at: the groups already under way still
    // finish and count, so the last LLR printed may sit back inside the bounds.
    let mut verdict_at = None;
    for (group, played) in results {
        for game in &played {
            games_done += 1;
            let names: Vec<String> = game
                .engines
                .iter()
                .enumerate()
                .map(|(s, &e)| format!("{} as {}", settings.engines[e].name, start.seat_name(Seat(s as u8))))
                .collect();
            let line =
                format!("game {games_done} (opening {}): {}: {}", opening_of(group) + 1, names.join(", "), game.text);
            println!("{line}");
            if let (Some(file), Some(record)) = (&mut records, &game.record) {
                file.write_all(annotated(record, &line).as_bytes())?;
            }
            tally.add(game);
        }
        if seats == 2 {
            tally.pair(&played);
            tally.print_two(&settings.engines, sprt);
            // Decided once: the games still under way after it only add to the tally.
            if let Some(sprt) = sprt.filter(|_| verdict_at.is_none() && tally.pairs.pairs() >= MIN_PAIRS) {
                match sprt.decide(&tally.pairs) {
                    Decision::Continue => {}
                    decision => {
                        let verdict = if decision == Decision::H1 { "H1 accepted" } else { "H0 accepted" };
                        println!("SPRT: {verdict}");
                        verdict_at = Some((verdict, games_done));
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            }
        }
    }
    for worker in workers {
        let _ = worker.join();
    }
    println!("finished: {games_done} games");
    if seats == 2 {
        tally.print_two(&settings.engines, sprt);
        if let Some((verdict, games)) = verdict_at {
            println!("SPRT: {verdict} after {games} games");
        }
    } else {
        tally.print_many(&settings.engines);
    }
    Ok(())
}

/// The results so far.
struct Tally {
    seats: usize,
    /// Per engine: games (seats) played, points, sum of placings.
    played: Vec<u64>,
    points: Vec<f64>,
    placings: Vec<f64>,
    /// Per engine: games won outright (the seat with the whole point).
    wins: Vec<u64>,
    /// Two seats: the first engine's wins, draws, losses, and the pairs.
    wdl: [u64; 3],
    pairs: Pentanomial,
}

impl Tally {
    fn new(engines: usize, seats: usize) -> Tally {
        Tally {
            seats,
            played: vec![0; engines],
            points: vec![0.0; engines],
            placings: vec![0.0; engines],
            wins: vec![0; engines],
            wdl: [0; 3],
            pairs: Pentanomial::default(),
        }
    }

    fn add(&mut self, game: &Played) {
        for (seat, &engine) in game.engines.iter().enumerate() {
            let mine = game.points[seat];
            // 1 + the seats ahead + half the seats level: tied seats share their places.
            let ahead = game.points.iter().filter(|&&p| p > mine + 1e-9).count() as f64;
            let level = game.points.iter().filter(|&&p| (p - mine).abs() <= 1e-9).count() as f64 - 1.0;
            self.played[engine] += 1;
            self.points[engine] += mine;
            self.placings[engine] += 1.0 + ahead + level / 2.0;
            if mine > 1.0 - 1e-9 {
                self.wins[engine] += 1;
            }
        }
        if self.seats == 2 {
            let first = first_engine_points(game);
            let bin = if first > 0.75 {
                0
            } else if first > 0.25 {
                1
            } else {
                2
            };
            self.wdl[bin] += 1;
        }
    }

    fn pair(&mut self, pair: &[Played]) {
        self.pairs.add(pair.iter().map(first_engine_points).sum());
    }

    fn print_two(&self, engines: &[EngineSpec], sprt: Option<Sprt>) {
        let [w, d, l] = self.wdl;
        let n = w + d + l;
        let score = if n == 0 { 0.0 } else { (w as f64 + d as f64 / 2.0) / n as f64 };
        println!("Score of {} vs {}: {w} - {l} - {d}  [{score:.3}] {n}", engines[0].name, engines[1].name);
        let games = elo_from_games(w, d, l);
        let pairs = self.pairs.elo();
        println!(
            "Elo difference: {:.1} +/- {:.1} (95%, pairs; games alone: +/- {:.1}), pentanomial {:?}",
            pairs.elo,
            pairs.margin(),
            games.margin(),
            self.pairs.0
        );
        if let Some(sprt) = sprt {
            let (lower, upper) = sprt.bounds();
            // With few pairs the variance is nearly zero and the ratio extreme: say it waits.
            let early = if self.pairs.pairs() < MIN_PAIRS {
                format!(", acted on from {MIN_PAIRS} pairs")
            } else {
                String::new()
            };
            println!(
                "SPRT: llr {:.2} ({lower:.2}, {upper:.2}) [{:.2}, {:.2}]{early}",
                sprt.llr(&self.pairs),
                sprt.elo0,
                sprt.elo1
            );
        }
    }

    fn print_many(&self, engines: &[EngineSpec]) {
        for (e, spec) in engines.iter().enumerate() {
            let n = self.played[e].max(1) as f64;
            println!(
                "{}: {} seats played, score share {:.3} a seat ({:.1} points), average placing {:.2} of {}",
                spec.name,
                self.played[e],
                self.points[e] / n,
                self.points[e],
                self.placings[e] / n,
                self.seats
            );
        }
        if let Some((a, b, estimate)) = self.winners_elo() {
            println!(
                "Elo difference from the winners: {:.1} +/- {:.1} (95%; {a} games won by {}, {b} by {}, draws left out)",
                estimate.elo,
                estimate.margin(),
                engines[0].name,
                engines[1].name
            );
        }
    }

    /// With two engines in half the seats each (four seats, A B A B), the winner is the first
    /// engine's with probability γ₁ / (γ₁ + γ₂) under the Plackett–Luce model (Elo's for several
    /// players): the decided games measure Elo as two-player games would. Each engine's wins
    /// and that estimate; `None` for other matches.
    fn winners_elo(&self) -> Option<(u64, u64, Estimate)> {
        let &[a, b] = self.wins.as_slice() else { return None };
        (self.seats > 2 && self.seats.is_multiple_of(2)).then(|| (a, b, elo_from_games(a, 0, b)))
    }
}

/// The first engine's points in a two-seat game.
fn first_engine_points(game: &Played) -> f64 {
    game.engines.iter().zip(&game.points).filter(|&(&e, _)| e == 0).map(|(_, p)| p).sum()
}

/// The clock of one seat.
struct Clock {
    left: Duration,
    increment: Duration,
}

/// Plays one game: seat `s` by engine `engines[s]`, from `start` after `opening`.
fn play_game<P: Position>(start: &P, opening: &[String], engines: &[usize], settings: &Settings, seed: u64) -> Played {
    let n = engines.len();
    let void = |text: String| Played { engines: engines.to_vec(), points: vec![1.0 / n as f64; n], text, record: None };
    let mut first = start.clone();
    let mut chooser = RandomPlayer::new(seed);
    for s in 0..n {
        let seat = Seat(s as u8);
        let options = first.secret_options(seat);
        if !options.is_empty() {
            let choice = &options[chooser.below(options.len())];
            if let Err(e) = first.choose_secret(seat, choice) {
                return void(format!("void: the secret '{choice}' was refused: {e}"));
            }
        }
    }
    let mut game = Game::new(first);
    for text in opening {
        if let Err(e) = game.play(text) {
            return void(format!("void: the opening's move '{text}' is illegal: {e}"));
        }
    }
    let ended = |points: Vec<f64>, text: String, game: &Game<P>| Played {
        engines: engines.to_vec(),
        points,
        text,
        record: game_record(game, engines, settings),
    };
    // A process per seat: a seat's table and history are its own.
    let mut processes = Vec::new();
    for (s, &e) in engines.iter().enumerate() {
        match Process::start(&settings.engines[e], &settings.variant_options) {
            Ok(process) => processes.push(process),
            Err(why) => return forfeit(engines, s, &format!("could not start: {why}"), &game, settings),
        }
    }
    let mut clocks: Vec<Option<Clock>> = engines
        .iter()
        .map(|&e| match settings.engines[e].tc.unwrap_or(settings.tc) {
            TimeControl::Clock { base, increment } => Some(Clock { left: base, increment }),
            _ => None,
        })
        .collect();
    while game.outcome().is_none() && game.record().len() < settings.max_plies {
        let seat = game.position().to_move();
        let s = seat.index();
        let tc = settings.engines[engines[s]].tc.unwrap_or(settings.tc);
        let start_fen = game.start().view_fen(Viewer::Seat(seat));
        let moves: Vec<String> = game.record().iter().map(|m| wire_text::<P>(m)).collect();
        let position = if moves.is_empty() {
            format!("position fen {start_fen}")
        } else {
            format!("position fen {start_fen} moves {}", moves.join(" "))
        };
        let (go, allowed) = go_command(tc, &clocks, s, settings.margin);
        let process = &mut processes[s];
        process.send(&position);
        process.send(&go);
        let asked = Instant::now();
        let answer = process.wait_for("bestmove", asked + allowed);
        let took = asked.elapsed();
        let line = match answer {
            Ok(line) => line,
            Err(Failure::Timeout) => {
                return forfeit(engines, s, &format!("lost on time (no move in {took:.1?})"), &game, settings);
            }
            Err(failure) => {
                return forfeit(engines, s, &format!("crashed: {}", process.describe(&failure)), &game, settings);
            }
        };
        if let Some(clock) = &mut clocks[s] {
            if took > clock.left + settings.margin {
                let why = format!("lost on time ({took:.1?} with {:.1?} left)", clock.left);
                return forfeit(engines, s, &why, &game, settings);
            }
            clock.left = clock.left.saturating_sub(took) + clock.increment;
        }
        let text = line.split_whitespace().nth(1).unwrap_or("(none)").to_owned();
        if let Err(e) = game.play(&text) {
            return forfeit(engines, s, &e.to_string(), &game, settings);
        }
    }
    let plies = game.record().len();
    let position = game.position();
    match game.outcome() {
        Some(Outcome::Win { winner, reason }) => {
            let mut points = vec![0.0; n];
            points[winner.index()] = 1.0;
            ended(points, format!("{} wins ({reason}) in {plies} plies", position.seat_name(winner)), &game)
        }
        Some(Outcome::Draw(reason)) => {
            ended(vec![1.0 / n as f64; n], format!("draw ({reason}) in {plies} plies"), &game)
        }
        None => ended(vec![1.0 / n as f64; n], format!("draw (adjudicated: {plies} plies, the most played)"), &game),
    }
}

/// Seat `s` loses: its engine failed. The other seats share the point.
fn forfeit<P: Position>(engines: &[usize], s: usize, why: &str, game: &Game<P>, settings: &Settings) -> Played {
    let n = engines.len();
    let mut points = vec![1.0 / (n - 1) as f64; n];
    points[s] = 0.0;
    let seat = game.position().seat_name(Seat(s as u8));
    Played {
        engines: engines.to_vec(),
        points,
        text: format!("{seat} loses: {why}, after {} plies", game.record().len()),
        record: game_record(game, engines, settings),
    }
}

/// The record of a game as played (docs/records.md), its seats named by engine, if the match
/// writes records (writing one replays every move). A game the referee ended (a forfeit, the
/// ply limit) has no result by the rules: `*`.
fn game_record<P: Position>(game: &Game<P>, engines: &[usize], settings: &Settings) -> Option<String> {
    settings.records.as_ref()?;
    let header = record::Header {
        options: settings.start_options.clone(),
        players: engines.iter().map(|&e| settings.engines[e].name.clone()).collect(),
        time_control: String::new(),
    };
    Some(record::write(game, &header))
}

/// `record` with the referee's line about the game as a comment before its moves (readers of
/// records skip comments), and a blank line after it to separate it from the next.
fn annotated(record: &str, line: &str) -> String {
    let (tags, moves) = record.split_once("\n\n").unwrap_or((record, ""));
    format!("{tags}\n\n{{{line}}}\n{moves}\n")
}

/// A move of the record as the engines read it: UCI long algebraic for chess, so standard
/// tools (Stockfish) can play; the variant's move text for every other variant.
fn wire_text<P: Position>(text: &str) -> String {
    if P::VARIANT == Variant::Chess { crate::cmd::uci::uci_long_algebraic(text) } else { text.to_owned() }
}

/// The `go` command for seat `s`, and how long its answer may take.
fn go_command(tc: TimeControl, clocks: &[Option<Clock>], s: usize, margin: Duration) -> (String, Duration) {
    match tc {
        TimeControl::MoveTime(time) => (format!("go movetime {}", time.as_millis()), time + margin),
        // Fixed depths and nodes have no time limit; a minute catches an engine that hangs.
        TimeControl::Depth(depth) => (format!("go depth {depth}"), Duration::from_secs(60)),
        TimeControl::Nodes(nodes) => (format!("go nodes {nodes}"), Duration::from_secs(60)),
        TimeControl::Clock { .. } => {
            let ms = |c: &Option<Clock>| c.as_ref().map_or((0, 0), |c| (c.left.as_millis(), c.increment.as_millis()));
            let allowed = clocks[s].as_ref().map_or(Duration::ZERO, |c| c.left) + margin;
            if clocks.len() == 2 {
                let ((wtime, winc), (btime, binc)) = (ms(&clocks[0]), ms(&clocks[1]));
                (format!("go wtime {wtime} btime {btime} winc {winc} binc {binc}"), allowed)
            } else {
                let (time, inc) = ms(&clocks[s]);
                (format!("go time {time} inc {inc}"), allowed)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(engines: [usize; 4], points: [f64; 4]) -> Played {
        Played { engines: engines.to_vec(), points: points.to_vec(), text: String::new(), record: None }
    }

    /// Four seats, two engines: the winners' Elo counts whose seat took the whole point, and
    /// leaves draws out.
    #[test]
    fn four_seats_count_the_winners_engines() {
        let mut tally = Tally::new(2, 4);
        tally.add(&game([0, 1, 0, 1], [0.0, 1.0, 0.0, 0.0]));
        tally.add(&game([1, 0, 1, 0], [0.0, 0.0, 1.0, 0.0]));
        tally.add(&game([0, 1, 0, 1], [0.0, 0.0, 1.0, 0.0]));
        tally.add(&game([1, 0, 1, 0], [0.25; 4]));
        let (a, b, estimate) = tally.winners_elo().unwrap();
        assert_eq!((a, b), (1, 2));
        assert!((estimate.elo - super::super::stats::elo(1.0 / 3.0)).abs() < 1e-9, "{}", estimate.elo);
        assert!(Tally::new(2, 2).winners_elo().is_none());
        assert!(Tally::new(3, 4).winners_elo().is_none());
    }
}
