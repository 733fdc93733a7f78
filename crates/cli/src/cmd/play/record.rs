//! What a game leaves besides its record (`menagerie_rules::record`): who played, the result,
//! and the secrets revealed once it is over.

use menagerie_rules::{Game, Outcome, Position, Seat, Variant};

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
