//! One variant's side of `menagerie uci`: the searcher, kept from move to move, and the
//! positions of the game it was given, read from `position` and searched on `go`.
//!
//! The session switches variants at run time (`setoption name UCI_Variant`), so the
//! variant's position type hides behind the object-safe [`Engine`] trait.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use menagerie_engine::{Evaluate, Level, Limits, MATE, Report, Searcher};
use menagerie_rules::{Options, Outcome, Position, Variant, Viewer, with_variant};

use super::Out;

/// Where `position` starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The variant's start position with this many players (`Players`; only King of the
    /// Mountain takes more than two).
    StartPos { players: u8 },
    /// A FEN: the referee's, or the view FEN of the seat to move (secrets as `?`).
    Fen(String),
}

/// What `go` prints last: the action chosen, or `(none)` when there is nothing to play.
pub const NONE: &str = "(none)";

/// The variant-generic engine the session drives.
pub trait Engine: Send {
    /// Sets the position: `start`, then `moves` in the variant's move text (for chess also UCI
    /// long algebraic). On an error the position is unset, so that a later `go` cannot search
    /// a position other than the one asked for. Returns notes worth telling (`info string`).
    fn set_position(&mut self, start: &Start, moves: &[&str]) -> Result<Vec<String>, String>;

    /// Unsets the position after a refused `position` command.
    fn forget_position(&mut self);

    /// The seat to move (its number from 0), if there is a position.
    fn seat_to_move(&self) -> Option<usize>;

    /// Forgets the table and the history scores (`ucinewgame`).
    fn clear(&mut self);

    /// Replaces the table with one of about `megabytes` MiB (`Hash`).
    fn resize(&mut self, megabytes: usize);

    /// Searches on `threads` threads from now on (see [`Searcher::set_threads`]).
    fn set_threads(&mut self, threads: usize);

    /// The flag that stops a running search (see [`Searcher::stop_handle`]).
    fn stop_handle(&self) -> Arc<AtomicBool>;

    /// Searches the position from the seat to move's own view within `limits`, printing an
    /// `info` line for each completed depth and one for the whole search; returns what follows
    /// `bestmove`: the action, then `ponder` and the reply expected when the line has one, or [`NONE`] (with an `info string` saying why). Below the
    /// full [`Level`] the level chooses (one `info` line), its chances drawn from `seed`.
    fn search(&mut self, limits: Limits, level: Level, seed: u64, out: &Out) -> String;
}

/// A new engine for `variant`, with a table of about `megabytes` MiB, at the start position
/// (King of the Mountain's with `players` players).
pub fn new(variant: Variant, megabytes: usize, players: u8) -> Box<dyn Engine> {
    with_variant!(variant, P => {
        let mut engine = VariantEngine::<P> { searcher: Searcher::new(megabytes), threads: 1, game: Err(String::new()) };
        if let Err(e) = engine.set_position(&Start::StartPos { players }, &[]) {
            engine.game = Err(e);
        }
        Box::new(engine)
    })
}

struct VariantEngine<P: Evaluate> {
    searcher: Searcher<P>,
    threads: usize,
    /// The positions of the game as given, oldest first (the last is the one to search), or
    /// why there is none.
    game: Result<Vec<P>, String>,
}

impl<P: Evaluate> Engine for VariantEngine<P> {
    fn set_position(&mut self, start: &Start, moves: &[&str]) -> Result<Vec<String>, String> {
        self.forget_position();
        let mut notes = Vec::new();
        let first = match start {
            Start::StartPos { players } => start_position::<P>(*players)?,
            // The FEN is not echoed: it may hold a secret.
            Start::Fen(fen) => P::from_fen(fen).map_err(|e| format!("cannot read the {} FEN: {e}", P::VARIANT))?,
        };
        let mut game = vec![first];
        for (i, text) in moves.iter().enumerate() {
            let mut next = game[game.len() - 1].clone();
            if next.outcome().is_some() {
                return Err(format!("move {} '{text}': the game is already over", i + 1));
            }
            let action = next.parse_action(text).map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
            next.play_unchecked(action);
            game.push(next);
        }
        let last = &game[game.len() - 1];
        let seat = last.to_move();
        let view = last.view(Viewer::Seat(seat));
        if !view.secret_options(seat).is_empty() {
            notes.push(format!(
                "note: this position does not name {}'s own secret (its True King is '?'): the search takes none \
                 of its kings for the True King; a view FEN names it (docs/engine.md, UCI)",
                last.seat_name(seat)
            ));
        }
        self.game = Ok(game);
        Ok(notes)
    }

    fn forget_position(&mut self) {
        self.game = Err("no position: the last `position` command was refused".to_owned());
    }

    fn seat_to_move(&self) -> Option<usize> {
        Some(self.game.as_ref().ok()?.last()?.to_move().index())
    }

    fn clear(&mut self) {
        self.searcher.clear();
    }

    fn resize(&mut self, megabytes: usize) {
        // The old table goes first, so the two are never held at once.
        self.searcher = Searcher::new(0);
        self.searcher = Searcher::new(megabytes);
        self.searcher.set_threads(self.threads);
    }

    fn set_threads(&mut self, threads: usize) {
        self.threads = threads;
        self.searcher.set_threads(threads);
    }

    fn stop_handle(&self) -> Arc<AtomicBool> {
        self.searcher.stop_handle()
    }

    fn search(&mut self, limits: Limits, level: Level, seed: u64, out: &Out) -> String {
        let game = match &self.game {
            Ok(game) => game,
            Err(why) => {
                out.line(&format!("info string error: {why}"));
                return NONE.to_owned();
            }
        };
        let Some(last) = game.last() else { return NONE.to_owned() };
        let seat = last.to_move();
        // The engine sees only what the seat to move may know, and its history as that seat saw it.
        let view = last.view(Viewer::Seat(seat));
        if let Some(outcome) = view.outcome() {
            out.line(&format!("info string the game is over: {}", describe(&view, outcome)));
            return NONE.to_owned();
        }
        let history: Vec<u64> = game[..game.len() - 1].iter().map(|p| p.view(Viewer::Seat(seat)).hash()).collect();
        let mut told: Option<(u32, u64)> = None;
        let report = if level == Level::FULL {
            self.searcher.search_with(&view, &history, limits, &mut |report| {
                out.line(&info_line(&view, report));
                told = Some((report.depth, report.nodes));
            })
        } else {
            level.choose(&mut self.searcher, &view, &history, limits, seed)
        };
        if told != Some((report.depth, report.nodes)) {
            out.line(&info_line(&view, &report));
        }
        let Some(best) = report.best else { return NONE.to_owned() };
        let mut answer = move_text(&view, best);
        // The reply it expects, for a GUI to ponder on (only when the line goes on from `best`).
        if let [first, reply, ..] = report.pv[..]
            && first == best
        {
            let mut after = view.clone();
            after.play_unchecked(best);
            answer += &format!(" ponder {}", move_text(&after, reply));
        }
        answer
    }
}

/// The start position: King of the Mountain's with `players` players (its `players=`
/// option); every other variant is played by two, whatever `Players` says.
fn start_position<P: Position>(players: u8) -> Result<P, String> {
    if P::VARIANT == Variant::Mountain {
        let options = Options::parse([format!("players={players}").as_str()]).map_err(|e| e.to_string())?;
        return P::start_with(&options).map_err(|e| e.to_string());
    }
    Ok(P::start())
}

fn describe<P: Position>(position: &P, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => format!("{} wins ({reason})", position.seat_name(winner)),
        Outcome::Draw(reason) => format!("draw ({reason})"),
    }
}

/// An action as `bestmove` and `pv` print it: standard UCI long algebraic for chess (`e2e4`,
/// `e7e8q`, castling as the King's two-square move `e1g1`), so chess tools read it unchanged;
/// the canonical move text for every other variant (docs/move-text.md).
pub fn move_text<P: Position>(position: &P, action: P::Action) -> String {
    let text = position.action_text(action);
    if P::VARIANT == Variant::Chess { uci_long_algebraic(&text) } else { text }
}

/// Chess's canonical text (`e2-e4`, `e7-e8=Q`, `e1-g1`) in UCI's form: no separators, the
/// promotion piece in lower case.
pub fn uci_long_algebraic(text: &str) -> String {
    text.chars().filter(|c| !matches!(c, '-' | '=')).map(|c| c.to_ascii_lowercase()).collect()
}

/// Scores at least this far from zero are mates: a mate is found within the search's
/// 128 plies.
const MATE_SCORES: i32 = MATE - 1_000;

/// `score cp N`, or `score mate N` in moves (plies halved, rounded up; negative when the seat
/// to move is mated). With several actions to a turn or several seats, a "move" is two plies all the same.
pub fn score_text(score: i32) -> String {
    if score >= MATE_SCORES {
        format!("mate {}", (MATE - score + 1) / 2)
    } else if score <= -MATE_SCORES {
        format!("mate -{}", (MATE + score + 1) / 2)
    } else {
        format!("cp {score}")
    }
}

/// `info depth D score … nodes N nps N time MS pv …` for a report of a search from `position`.
fn info_line<P: Position>(position: &P, report: &Report<P::Action>) -> String {
    let ms = report.elapsed.as_millis();
    let nps = (u128::from(report.nodes) * 1000).checked_div(ms).unwrap_or(0);
    let mut line = format!("info depth {}", report.depth);
    if report.depth > 0 {
        line += &format!(" score {}", score_text(report.score));
    }
    line += &format!(" nodes {} nps {nps} time {ms}", report.nodes);
    if !report.pv.is_empty() {
        line += " pv";
        let mut current = position.clone();
        for &action in &report.pv {
            line.push(' ');
            line += &move_text(&current, action);
            current.play_unchecked(action);
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_text_in_uci_form() {
        assert_eq!(uci_long_algebraic("e2-e4"), "e2e4");
        assert_eq!(uci_long_algebraic("e7-e8=Q"), "e7e8q");
        assert_eq!(uci_long_algebraic("e1-g1"), "e1g1");
        assert_eq!(uci_long_algebraic("a2-b1=N"), "a2b1n");
    }

    #[test]
    fn scores_and_mates() {
        assert_eq!(score_text(35), "cp 35");
        assert_eq!(score_text(-120), "cp -120");
        assert_eq!(score_text(MATE - 1), "mate 1");
        assert_eq!(score_text(MATE - 3), "mate 2");
        assert_eq!(score_text(-(MATE - 2)), "mate -1");
        assert_eq!(score_text(-(MATE - 4)), "mate -2");
    }
}
