//! What a game leaves: the record in numbered rounds, the resignations, the result, and the
//! secrets revealed once it is over.

use menagerie_rules::{Game, Outcome, Position, Seat, Variant, play_text};

use super::Player;
use super::screen::capitalise;

/// Once the game is over: every seat's secret, from the referee's positions. Monster Bluff's
/// True Kings: where each stood at the start and where it is now, or where it was taken.
pub fn reveal_secrets<P: Position>(game: &Game<P>, names: &[&str]) -> Vec<String> {
    if P::VARIANT != Variant::MonsterBluff {
        return Vec::new();
    }
    // The last FEN field lists the True Kings: `8e1,5d1`, `-` once taken.
    let true_kings = |position: &P| -> Vec<String> {
        position.fen().rsplit(' ').next().unwrap_or_default().split(',').map(str::to_owned).collect()
    };
    let positions = game.positions();
    let (Some(first), Some(last)) = (positions.first(), positions.last()) else { return Vec::new() };
    let (start, end) = (true_kings(first), true_kings(last));
    let before_end = positions.len().checked_sub(2).map(|i| true_kings(&positions[i]));
    (0..names.len().min(start.len()).min(end.len()))
        .map(|i| {
            let name = capitalise(seat_name(names, Seat(i as u8)));
            let now = match end[i].as_str() {
                "-" => match before_end.as_ref().and_then(|b| b.get(i)) {
                    Some(square) if square != "-" => format!("taken on {square}"),
                    _ => "taken".to_owned(),
                },
                square => format!("now on {square}"),
            };
            format!("{name}'s True King: {} at the start, {now}.", start[i])
        })
        .collect()
}

pub fn describe_players(players: &[Player], names: &[&str]) -> String {
    let people = players.iter().filter(|&&p| p == Player::Human).count();
    let person = if people > 1 { "(person)" } else { "(you)" };
    let parts: Vec<String> = players
        .iter()
        .zip(names)
        .map(|(p, name)| format!("{name} {}", if *p == Player::Human { person } else { "(computer)" }))
        .collect();
    parts.join(" against ")
}

/// The record as numbered rounds of one turn per seat: `1. e2-e4 e7-e5 2. ...`. A turn of
/// several actions (Monkey King's bonus moves) is one word, its actions joined by commas:
/// `7. n*c6 e1-d1,+b2-c3,end`. A round starts when the turn order comes round again, counted
/// from the seat that moved first (so seats that drop out of a game do not confuse it).
pub fn record<P: Position>(game: &Game<P>, seats: usize) -> String {
    let seats = seats.max(1);
    let mut position = game.start().clone();
    let first = position.to_move().index();
    let mut turns: Vec<(usize, Vec<&str>)> = Vec::new();
    let mut dropped = game.resignations().iter().peekable();
    for (plies, text) in game.record().iter().enumerate() {
        // Players who resigned before this action drop out of the replay too.
        while let Some(&(_, seat)) = dropped.next_if(|&&(at, _)| at == plies) {
            position.withdraw(seat);
        }
        // The place of the seat to move in the turn order that starts with the first seat.
        let place = (position.to_move().index() + seats - first) % seats;
        match turns.last_mut() {
            Some((p, actions)) if *p == place => actions.push(text),
            _ => turns.push((place, vec![text])),
        }
        if play_text(&mut position, text).is_err() {
            return plain_record(game.record(), seats);
        }
    }
    let mut out = String::new();
    let mut round = 0;
    let mut last_place = None;
    for (i, (place, actions)) in turns.iter().enumerate() {
        if last_place.is_none_or(|last| *place <= last) {
            round += 1;
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&format!("{round}."));
        }
        last_place = Some(*place);
        out.push(' ');
        out.push_str(&actions.join(","));
    }
    out
}

/// The players who resigned and dropped out of a game of three or four, kept apart from the
/// record of actions: `Resigned: blue after 12 actions, green after 20 actions.`
pub fn resignations<P: Position>(game: &Game<P>, names: &[&str]) -> Option<String> {
    let list: Vec<String> = game
        .resignations()
        .iter()
        .map(|&(plies, seat)| {
            format!("{} after {plies} action{}", seat_name(names, seat), if plies == 1 { "" } else { "s" })
        })
        .collect();
    (!list.is_empty()).then(|| format!("Resigned: {}.", list.join(", ")))
}

/// One action per seat and round, for a record that cannot be replayed.
fn plain_record(moves: &[String], seats: usize) -> String {
    let mut out = Vec::new();
    for (i, pair) in moves.chunks(seats.max(1)).enumerate() {
        out.push(format!("{}. {}", i + 1, pair.join(" ")));
    }
    out.join(" ")
}

pub fn announce(outcome: Outcome, names: &[&str]) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            format!("Game over: {} wins by {reason}.", capitalise(seat_name(names, winner)))
        }
        Outcome::Draw(reason) => format!("Game over: drawn by {reason}."),
    }
}

pub fn seat_name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}
