//! Game records: a PGN-like text for every variant, shared by the CLI and the server.
//!
//! ```text
//! [Variant "chess"]
//! [Options "players=3"]            only when there are options
//! [FEN "…"]                        only when the game did not start from the start position
//! [Seat "white: Alice"]            one per seat, in seat order
//! [TimeControl "300+2"]            only when there is a clock
//! [Result "0-1"]
//! [Termination "checkmate"]        once the game is over
//! [Secret "white: 8e1"]            once the game is over: each seat's secret choice
//!
//! 1. f2-f3 e7-e5 2. g2-g4 d8-h4 0-1
//! ```
//!
//! The moves are numbered by round: one turn per seat, a turn of several actions (Monkey King's
//! bonus moves) one word with its actions joined by commas, a player who drops out of a game of
//! three or four a comment `{blue resigns}` where it happened. The FEN is the spectator's view of
//! the start: secrets appear only in `Secret` tags, written once the game is over. Reading a record
//! back gives the same game, and writing that game gives the same text.

use std::fmt::Write;

use crate::game::Game;
use crate::options::Options;
use crate::position::Position;
use crate::seat::{Outcome, Seat, Viewer};

/// What a record says besides the moves, as given to [`write`] and read by [`read`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// Start-position options, `name=value`.
    pub options: Vec<String>,
    /// Who sat in each seat (empty: not said).
    pub players: Vec<String>,
    /// `300+2` (seconds and increment), `1/259200` (seconds per move), or empty for none.
    pub time_control: String,
}

/// A record that could not be read: what is wrong, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bad record at line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for RecordError {}

/// The record of `game`. Secrets are written only once the game is over.
pub fn write<P: Position>(game: &Game<P>, header: &Header) -> String {
    let start = game.start();
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        let _ = writeln!(out, "[{name} \"{value}\"]");
    };
    tag("Variant", P::VARIANT.id());
    if !header.options.is_empty() {
        tag("Options", &header.options.join(","));
    }
    let public_start = start.view_fen(Viewer::Spectator);
    let standard = Options::parse(header.options.iter().map(String::as_str))
        .ok()
        .and_then(|options| P::start_with(&options).ok())
        .map(|p| p.view_fen(Viewer::Spectator));
    if standard.as_deref() != Some(public_start.as_str()) {
        tag("FEN", &public_start);
    }
    for i in 0..start.players() {
        let seat = Seat(i as u8);
        let player = header.players.get(i).map_or("?", String::as_str);
        tag("Seat", &format!("{}: {player}", start.seat_name(seat)));
    }
    if !header.time_control.is_empty() {
        tag("TimeControl", &header.time_control);
    }
    let outcome = game.outcome();
    let result = result_text(start, outcome);
    tag("Result", &result);
    if let Some(outcome) = outcome {
        tag("Termination", &termination(outcome));
        for i in 0..start.players() {
            let seat = Seat(i as u8);
            if let Some(secret) = start.secret(seat) {
                tag("Secret", &format!("{}: {secret}", start.seat_name(seat)));
            }
        }
    }
    out.push('\n');
    let moves = movetext(game);
    if moves.is_empty() {
        out.push_str(&result);
    } else {
        let _ = write!(out, "{moves} {result}");
    }
    out.push('\n');
    out
}

/// The moves numbered by round, with drop-outs as comments (no result).
pub fn movetext<P: Position>(game: &Game<P>) -> String {
    let mut position = game.start().clone();
    let seats = position.players().max(1);
    let first = position.to_move().index();
    // Words in order, each with the seat order place of the turn it belongs to (None: a comment).
    let mut words: Vec<(Option<usize>, String)> = Vec::new();
    let mut dropped = game.resignations().iter().peekable();
    for (plies, text) in game.record().iter().enumerate() {
        while let Some(&(_, seat)) = dropped.next_if(|&&(at, _)| at == plies) {
            words.push((None, format!("{{{} resigns}}", position.seat_name(seat))));
            position.withdraw(seat);
        }
        let place = (position.to_move().index() + seats - first) % seats;
        match words.last_mut() {
            Some((Some(p), turn)) if *p == place => {
                turn.push(',');
                turn.push_str(text);
            }
            _ => words.push((Some(place), text.clone())),
        }
        if crate::position::play_text(&mut position, text).is_err() {
            break;
        }
    }
    for &(_, seat) in dropped {
        words.push((None, format!("{{{} resigns}}", position.seat_name(seat))));
    }
    let mut out = String::new();
    let mut round = 0;
    let mut last_place: Option<usize> = None;
    for (place, word) in words {
        if !out.is_empty() {
            out.push(' ');
        }
        if let Some(place) = place {
            if last_place.is_none_or(|last| place <= last) {
                round += 1;
                let _ = write!(out, "{round}. ");
            }
            last_place = Some(place);
        }
        out.push_str(&word);
    }
    out
}

/// Reads a record: the game it describes, replayed move by move, and its header.
pub fn read<P: Position>(text: &str) -> Result<(Game<P>, Header), RecordError> {
    let bad = |line: usize, message: String| RecordError { line: line + 1, message };
    let mut header = Header::default();
    let mut fen = None;
    let mut secrets = Vec::new();
    let mut termination = String::new();
    let mut result = String::new();
    let mut moves = String::new();
    let mut moves_line = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(inner) = line.strip_prefix('[') {
            let inner = inner.strip_suffix(']').ok_or_else(|| bad(n, "a tag ends with ']'".into()))?;
            let (name, value) = inner.split_once(' ').ok_or_else(|| bad(n, "a tag is [Name \"value\"]".into()))?;
            let value = unquote(value.trim()).ok_or_else(|| bad(n, format!("the value of {name} is not quoted")))?;
            match name {
                "Variant" if value != P::VARIANT.id() => {
                    return Err(bad(n, format!("this is a record of {value}, not {}", P::VARIANT.id())));
                }
                "Options" => header.options = value.split(',').map(str::to_owned).collect(),
                "FEN" => fen = Some(value),
                "Seat" => header.players.push(value.split_once(": ").map_or(value.clone(), |(_, p)| p.to_owned())),
                "TimeControl" => header.time_control = value,
                "Secret" => secrets.push((n, value)),
                "Termination" => termination = value,
                "Result" => result = value,
                _ => {}
            }
        } else {
            if moves.is_empty() {
                moves_line = n;
            }
            moves.push_str(line);
            moves.push(' ');
        }
    }
    let options = Options::parse(header.options.iter().map(String::as_str)).map_err(|e| bad(0, e.to_string()))?;
    let mut start = match &fen {
        Some(fen) => P::from_fen(fen).map_err(|e| bad(0, e.to_string()))?,
        None => P::start_with(&options).map_err(|e| bad(0, e.to_string()))?,
    };
    for (n, secret) in secrets {
        let (name, choice) = secret.split_once(": ").ok_or_else(|| bad(n, "a secret is 'seat: choice'".into()))?;
        let seat = (0..start.players())
            .map(|i| Seat(i as u8))
            .find(|&s| start.seat_name(s) == name)
            .ok_or_else(|| bad(n, format!("no seat '{name}'")))?;
        // A secret the start already shows (a side down to one king) needs no choosing.
        if start.secret(seat).as_deref() != Some(choice) {
            start.choose_secret(seat, choice).map_err(|e| bad(n, e.to_string()))?;
        }
    }
    let mut game = Game::new(start);
    let mut words = moves.split_whitespace().peekable();
    while let Some(word) = words.next() {
        if let Some(comment) = word.strip_prefix('{') {
            // `{blue resigns}`: a player drops out.
            let mut text = comment.to_owned();
            while !text.ends_with('}') {
                let Some(next) = words.next() else { return Err(bad(moves_line, "an unclosed comment".into())) };
                text.push(' ');
                text.push_str(next);
            }
            let text = text.trim_end_matches('}');
            if let Some(name) = text.strip_suffix(" resigns") {
                let position = game.position();
                let seat = (0..position.players())
                    .map(|i| Seat(i as u8))
                    .find(|&s| position.seat_name(s) == name)
                    .ok_or_else(|| bad(moves_line, format!("no seat '{name}' to resign")))?;
                game.resign(seat);
            }
            continue;
        }
        if word.ends_with('.') && word[..word.len() - 1].bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        if words.peek().is_none() && is_result(word) {
            break;
        }
        for action in word.split(',') {
            game.play(action).map_err(|e| bad(moves_line, format!("'{action}': {e}")))?;
        }
    }
    // A result the moves do not decide: a two-player resignation or an agreed draw.
    if game.outcome().is_none() {
        match (termination.as_str(), result.as_str()) {
            ("resignation", "1-0") => game.resign(Seat::SECOND),
            ("resignation", "0-1") => game.resign(Seat::FIRST),
            ("time forfeit", "1-0") => game.time_out(Seat::SECOND),
            ("time forfeit", "0-1") => game.time_out(Seat::FIRST),
            ("agreement", _) => game.agree_draw(),
            _ => {}
        }
    }
    Ok((game, header))
}

/// `game`'s actions and drop-outs played again from `start` (the same position with, say,
/// secrets chosen anew): what a loaded record becomes when its secrets were not in it.
pub fn replay<P: Position>(start: P, game: &Game<P>) -> Result<Game<P>, crate::ActionError> {
    let mut again = Game::new(start);
    again.rules = game.rules;
    let mut dropped = game.resignations().iter().peekable();
    for (plies, text) in game.record().iter().enumerate() {
        while let Some(&(_, seat)) = dropped.next_if(|&&(at, _)| at == plies) {
            again.resign(seat);
        }
        again.play(text)?;
    }
    for &(_, seat) in dropped {
        again.resign(seat);
    }
    Ok(again)
}

fn unquote(value: &str) -> Option<String> {
    let inner = value.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        out.push(if c == '\\' { chars.next()? } else { c });
    }
    Some(out)
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") || word.ends_with("-wins") || word == "draw"
}

/// `1-0`, `0-1`, `1/2-1/2` between two seats; `red-wins` or `draw` among more; `*` while playing.
fn result_text<P: Position>(start: &P, outcome: Option<Outcome>) -> String {
    match outcome {
        None => "*".to_owned(),
        Some(Outcome::Draw(_)) if start.players() == 2 => "1/2-1/2".to_owned(),
        Some(Outcome::Draw(_)) => "draw".to_owned(),
        Some(Outcome::Win { winner, .. }) if start.players() == 2 => {
            if winner == Seat::FIRST { "1-0" } else { "0-1" }.to_owned()
        }
        Some(Outcome::Win { winner, .. }) => format!("{}-wins", start.seat_name(winner)),
    }
}

fn termination(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { reason, .. } => reason.to_string(),
        Outcome::Draw(reason) => reason.to_string(),
    }
}
