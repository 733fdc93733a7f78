//! Computer seats: the engine searches from its own seat's view (never the referee's), on
//! tokio's blocking threads, at most one search per core at a time.

use std::sync::Arc;
use std::time::Duration;

use menagerie_engine::{Evaluate, Limits, RandomPlayer, Searcher};
use menagerie_rules::variants::mountain::Stage;
use menagerie_rules::{Position, Seat, Viewer};
use tokio::sync::Semaphore;

use super::referee::{Before, Referee};

/// How long the engine thinks at each level: from a one-ply glance to several seconds.
pub fn limits(level: u8) -> Limits {
    let ms = |n| Limits { movetime: Some(Duration::from_millis(n)), ..Limits::default() };
    match level {
        0 | 1 => Limits { depth: Some(1), ..Limits::default() },
        2 => Limits { depth: Some(2), ..Limits::default() },
        3 => ms(50),
        4 => ms(150),
        5 => ms(400),
        6 => ms(1_000),
        7 => ms(2_500),
        _ => ms(6_000),
    }
}

/// A search to run for the computer in `seat`: its view, that view's history, its limits.
pub struct Job<P: Position> {
    pub seat: usize,
    /// The event number the search answers; a move found after the game moved on is dropped.
    pub seq: u64,
    pub view: P,
    pub history: Vec<u64>,
    pub limits: Limits,
}

/// What the computer found: its move text and the score it expects (for its own seat).
pub struct Found {
    pub seat: usize,
    pub seq: u64,
    pub text: Option<String>,
    pub score: i32,
}

/// The search, for the computer in `seat` to move at `level`, with at most a thirtieth of its
/// time left when a clock runs.
pub fn job<P: Position>(referee: &Referee<P>, seat: usize, level: u8, now_ms: i64) -> Option<Job<P>> {
    let game = referee.game.as_ref()?;
    let own = Viewer::Seat(Seat(seat as u8));
    let positions = game.positions();
    let history = positions[..positions.len() - 1].iter().map(|p| p.view(own).hash()).collect();
    let mut limits = limits(level);
    if let Some(clocks) = &referee.clocks {
        let left = clocks.left_now(seat, now_ms).get(seat).copied().unwrap_or(0);
        let budget = Duration::from_millis((left / 30).max(10) as u64);
        limits.movetime = Some(limits.movetime.map_or(budget, |t| t.min(budget)));
    }
    Some(Job { seat, seq: referee.next_seq, view: game.position().view(own), history, limits })
}

/// Runs a search off the async runtime, waiting for a free core first.
pub async fn run<P: Evaluate>(pool: Arc<Semaphore>, job: Job<P>) -> Found {
    let _permit = pool.acquire_owned().await.ok();
    let (seat, seq) = (job.seat, job.seq);
    let searched = tokio::task::spawn_blocking(move || {
        let mut searcher = Searcher::<P>::new(if job.limits.depth.is_some() { 1 } else { 16 });
        let report = searcher.search(&job.view, &job.history, job.limits);
        (report.best.map(|a| job.view.action_text(a)), report.score)
    })
    .await;
    let (text, score) = searched.unwrap_or((None, 0));
    Found { seat, seq, text, score }
}

/// The computer's secret choice for `seat`, if it has one to make: a True King chosen at
/// random from its own view (what an opponent can least exploit), the default army.
pub fn secret<P: Position>(referee: &Referee<P>, seat: usize) -> Option<String> {
    if !referee.awaiting_secret().contains(&seat) {
        return None;
    }
    match &referee.before {
        Before::Nothing => None,
        Before::TrueKings(start) => {
            // From the operating system: a seed a player could guess (the time) would tell it
            // the computer's True King.
            let mut seed = [0u8; 8];
            getrandom::fill(&mut seed).ok()?;
            let seed = u64::from_le_bytes(seed);
            let view = start.view(Viewer::Seat(Seat(seat as u8)));
            RandomPlayer::new(seed).choose_secret(&view, Seat(seat as u8))
        }
        Before::Armies(setup) if setup.stage() == Stage::Picking => Some(setup.config().default_army().to_string()),
        Before::Armies(setup) => Some(setup.default_army(Seat(seat as u8))),
    }
}
