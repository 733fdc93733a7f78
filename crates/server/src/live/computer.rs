//! Computer seats: the engine plays at the seat's level (`menagerie_engine::Level`: 8 is the
//! full engine, 1 a beginner) from its own seat's view (never the referee's), on tokio's
//! blocking threads, at most one search per core at a time.

use std::sync::Arc;
use std::time::Duration;

use menagerie_engine::{Evaluate, Level, Limits, RandomPlayer, Searcher};
use menagerie_rules::variants::mountain::Stage;
use menagerie_rules::{Position, Seat, Viewer};
use tokio::sync::Semaphore;

use super::referee::{Before, Referee};

/// The level numbered `level` (the lobby admits 1 to 8; anything else is the nearest).
pub fn level(level: u8) -> Level {
    Level::new(level.clamp(1, menagerie_engine::MAX_LEVEL)).unwrap_or(Level::FULL)
}

/// A search to run for the computer in `seat`: its view, that view's history, its limits.
pub struct Job<P: Position> {
    pub seat: usize,
    /// The event number the search answers; a move found after the game moved on is dropped.
    pub seq: u64,
    pub view: P,
    pub history: Vec<u64>,
    pub level: Level,
    pub limits: Limits,
    /// The level's chances, from the operating system: a seed a player could guess would let
    /// them foresee the computer's moves.
    pub seed: u64,
}

/// What the computer found: its move text and the score it expects (for its own seat).
pub struct Found {
    pub seat: usize,
    pub seq: u64,
    pub text: Option<String>,
    pub score: i32,
}

/// The search, for the computer in `seat` to move at `level`: at most the level's time
/// ([`Level::movetime`]), and at most a thirtieth of its time left when a clock runs.
pub fn job<P: Position>(referee: &Referee<P>, seat: usize, level: u8, now_ms: i64) -> Option<Job<P>> {
    let game = referee.game.as_ref()?;
    let own = Viewer::Seat(Seat(seat as u8));
    let positions = game.positions();
    let history = positions[..positions.len() - 1].iter().map(|p| p.view(own).hash()).collect();
    let level = self::level(level);
    let mut movetime = level.movetime();
    if let Some(clocks) = &referee.clocks {
        let left = clocks.left_now(seat, now_ms).get(seat).copied().unwrap_or(0);
        movetime = movetime.min(Duration::from_millis((left / 30).max(10) as u64));
    }
    let limits = Limits { movetime: Some(movetime), ..Limits::default() };
    let mut seed = [0u8; 8];
    // Without the operating system's randomness the level still plays, only predictably.
    let _ = getrandom::fill(&mut seed);
    let seed = u64::from_le_bytes(seed);
    Some(Job { seat, seq: referee.next_seq, view: game.position().view(own), history, level, limits, seed })
}

/// Runs a search off the async runtime, waiting for a free core first.
pub async fn run<P: Evaluate>(pool: Arc<Semaphore>, job: Job<P>) -> Found {
    let _permit = pool.acquire_owned().await.ok();
    let (seat, seq) = (job.seat, job.seq);
    let searched = tokio::task::spawn_blocking(move || {
        let mut searcher = Searcher::<P>::new(if job.level < Level::FULL { 4 } else { 16 });
        let report = job.level.choose(&mut searcher, &job.view, &job.history, job.limits, job.seed);
        (report.best.map(|a| job.view.action_text(a)), report.score)
    })
    .await;
    let (text, score) = searched.unwrap_or_else(|e| {
        eprintln!("a computer's search failed: {e}");
        (None, 0)
    });
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
