//! `menagerie play`: a game in the terminal, each seat played by a person or the computer.

use std::io::{BufRead, Write};
use std::str::FromStr;
use std::time::Duration;

use anyhow::bail;
use menagerie_engine::{Evaluate, Limits, RandomPlayer, Searcher};
use menagerie_rules::variants::mountain::{ArmySetup, Kind, Stage};
use menagerie_rules::{Game, Outcome, Position, Seat, Variant, Viewer, legal_texts, play_text};

use crate::render;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer,
}

impl FromStr for Player {
    type Err = String;

    fn from_str(s: &str) -> Result<Player, String> {
        match s {
            "human" | "h" => Ok(Player::Human),
            "computer" | "c" | "engine" => Ok(Player::Computer),
            _ => Err(format!("'{s}' is neither 'human' nor 'computer'")),
        }
    }
}

pub struct Options {
    pub players: Vec<Player>,
    /// Turn off the threefold-repetition house rule (Monkey King, King of the Mountain).
    pub no_repetition: bool,
    pub movetime: u64,
    pub color: bool,
}

const HELP: &str = "\
Enter a move in move text (e2-e4, e7-e8=Q, e1-g1 to castle), or a command:
  moves    list the legal moves       undo     take back your last move
  board    show the board again       fen      print the position's FEN
  record   print the moves so far     resign   give up the game
  draw     agree a draw (between people only)
  help     this text                  quit     leave";

pub fn run<P: Evaluate>(start: &super::Start, options: &Options) -> anyhow::Result<()> {
    let start = seats_from_players::<P>(start, options);
    let mut start: P = super::position(&start)?;
    let seats = start.players();
    if options.players.len() != seats {
        bail!("{} has {seats} seats: give --players a list of {seats} (human or computer)", P::VARIANT.name());
    }
    let names: Vec<&str> = (0..seats).map(|i| start.seat_name(Seat(i as u8))).collect();
    let names = names.as_slice();
    let mut input = std::io::stdin().lock().lines();
    if !secret_setup(&mut start, &options.players, names, &mut input)? {
        return Ok(());
    }
    // What is shown is what the one person playing may know; with none or several, only what
    // a spectator may know (people sharing a terminal see each other's screen).
    let humans_seats: Vec<Seat> =
        (0..seats).filter(|&i| options.players[i] == Player::Human).map(|i| Seat(i as u8)).collect();
    let me = if humans_seats.len() == 1 { Some(humans_seats[0]) } else { None };
    let viewer = me.map_or(Viewer::Spectator, Viewer::Seat);
    let show = |position: &P| render::position(P::VARIANT, &position.view_fen(viewer), me, options.color);
    let mut game = Game::new(start);
    game.rules.repetition = !options.no_repetition;
    // One searcher per seat: what one side learned with its own secrets stays its own.
    let mut engines: Vec<Searcher<P>> = (0..seats).map(|_| Searcher::new(32)).collect();
    let limits = Limits { movetime: Some(Duration::from_millis(options.movetime)), ..Limits::default() };
    let humans = options.players.iter().filter(|&&p| p == Player::Human).count();

    println!("{}: {}", P::VARIANT.name(), describe_players(&options.players, names));
    if let Some(hint) = variant_hint(P::VARIANT) {
        println!("{hint}");
    }
    println!("Type 'help' for the commands.\n");
    let mut show_board = true;
    let mut revealed = false;
    loop {
        let outcome = game.outcome();
        let seat = game.position().to_move();
        if outcome.is_none() && options.players[seat.index()] == Player::Computer {
            // The computer works from its own view and that view's history: never the referee's.
            let own = Viewer::Seat(seat);
            let view = game.position().view(own);
            let positions = game.positions();
            let history: Vec<u64> = positions[..positions.len() - 1].iter().map(|p| p.view(own).hash()).collect();
            let report = engines[seat.index()].search(&view, &history, limits);
            let Some(best) = report.best else { bail!("the computer found no legal move") };
            let text = view.action_text(best);
            println!("{} plays {text}.", capitalise(names[seat.index()]));
            game.play(&text)?;
            show_board = true;
            if humans == 0 {
                println!("{}", show(game.position()));
            }
            continue;
        }
        if show_board && humans > 0 {
            println!("\n{}", show(game.position()));
        }
        show_board = true;
        match outcome {
            Some(outcome) => {
                println!("{}", announce(outcome, names));
                if !revealed {
                    // The game's end is when secrets may be told.
                    for line in reveal_secrets(&game, names) {
                        println!("{line}");
                    }
                    revealed = true;
                }
                if humans == 0 {
                    break;
                }
            }
            None => println!("{} to move.", capitalise(names[seat.index()])),
        }
        print!("> ");
        std::io::stdout().flush()?;
        let Some(line) = input.next() else { break };
        let line = line?;
        match line.trim() {
            "" => show_board = false,
            "quit" | "exit" => break,
            "help" | "?" => {
                println!("{HELP}");
                show_board = false;
            }
            "board" => {}
            "moves" => {
                println!("{}", legal_texts(game.position()).join(" "));
                show_board = false;
            }
            "fen" => {
                println!("{}", game.position().view_fen(viewer));
                show_board = false;
            }
            "record" => {
                println!("{}", record(&game, seats));
                if let Some(text) = resignations(&game, names) {
                    println!("{text}");
                }
                show_board = false;
            }
            "undo" => {
                // Take back to the last position where a person was to move.
                if game.undo() {
                    while options.players[game.position().to_move().index()] == Player::Computer && game.undo() {}
                } else {
                    println!("Nothing to undo.");
                    show_board = false;
                }
            }
            "resign" => {
                // With three or four seats the player to move drops out and the others play on.
                let seat = game.position().to_move();
                game.resign(seat);
                if seats > 2 && game.resignations().last().is_some_and(|&(_, s)| s == seat) {
                    println!("{} resigns and drops out.", capitalise(seat_name(names, seat)));
                }
            }
            "draw" if humans == seats => game.agree_draw(),
            "draw" => {
                println!("The computer declines the draw.");
                show_board = false;
            }
            text => {
                if let Err(e) = game.play(text) {
                    println!("{e}. Type 'moves' to list the legal moves.");
                    show_board = false;
                }
            }
        }
    }
    if !game.record().is_empty() {
        println!("Record: {}", record(&game, seats));
    }
    if let Some(text) = resignations(&game, names) {
        println!("{text}");
    }
    Ok(())
}

/// King of the Mountain seats as many players as `--players` lists: unless the start says
/// otherwise, the list's length becomes the `players` option.
fn seats_from_players<P: Evaluate>(start: &super::Start, options: &Options) -> super::Start {
    let mut start = start.clone();
    let given = start.options.iter().any(|o| o.split(',').any(|o| o.trim().starts_with("players=")));
    if P::VARIANT == Variant::Mountain && start.fen.is_none() && !given {
        start.options.push(format!("players={}", options.players.len()));
    }
    start
}

/// King of the Mountain: each person chooses an army in secret (the computer takes the
/// default army); the choices become the `armies` option, all revealed together.
pub fn choose_armies(start: &mut super::Start, players: &[Player]) -> anyhow::Result<()> {
    let given = |name: &str| start.options.iter().any(|o| o.split(',').any(|o| o.trim().starts_with(name)));
    if start.fen.is_some() || given("armies=") || !players.contains(&Player::Human) {
        return Ok(());
    }
    let mut options = Options { players: players.to_vec(), no_repetition: false, movetime: 0, color: false };
    options.players.truncate(4);
    let with_seats = seats_from_players::<menagerie_rules::variants::mountain::Mountain>(start, &options);
    let parsed = menagerie_rules::Options::parse(with_seats.options.iter().map(String::as_str))?;
    let mut setup = ArmySetup::from_options(&parsed)?;
    let names = ["red", "blue", "yellow", "green"];
    let seat_names: Vec<&str> = setup.config().seats().iter().map(|&s| names[s as usize]).collect();
    let mut input = std::io::stdin().lock().lines();
    let mut ask = |prompt: &str| -> anyhow::Result<String> {
        print!("{prompt}");
        std::io::stdout().flush()?;
        Ok(input.next().transpose()?.unwrap_or_default().trim().to_owned())
    };
    println!("Armies are chosen in secret: while one person chooses, the others look away.");
    if setup.stage() == Stage::Picking {
        for i in 0..setup.players() {
            let seat = Seat(i as u8);
            let for_whom = seat_names[setup.picks_for(seat).index()];
            let default = setup.config().default_army().pieces().map(Kind::letter).collect::<String>();
            loop {
                let text = if players[i] == Player::Human {
                    ask(&format!(
                        "{}, pick the pieces of {for_whom} (Enter for {default}): ",
                        capitalise(seat_names[i])
                    ))?
                } else {
                    String::new()
                };
                let text = if text.is_empty() { default.clone() } else { text.to_uppercase() };
                match setup.pick(seat, &text) {
                    Ok(()) => break,
                    Err(e) => println!("{e}"),
                }
            }
            // Push the pick off a shared screen before the next person picks.
            if players[i] == Player::Human {
                println!("{}", "\n".repeat(30));
            }
        }
    }
    for i in 0..setup.players() {
        let seat = Seat(i as u8);
        let default = default_army(&setup, seat);
        loop {
            let text = if players[i] == Player::Human {
                let extra = if setup.config().army_len() == 20 { " g1 g2 a7 b7" } else { "" };
                println!(
                    "Army order: c1 d1 e1 f1 c2 d2 e2 f2 a3 a4 a5 a6 b3 b4 b5 b6{extra} (seat 1's squares, turned for yours)."
                );
                ask(&format!("{}, your army (Enter for {default}): ", capitalise(seat_names[i])))?
            } else {
                String::new()
            };
            let text = if text.is_empty() { default.clone() } else { text.to_uppercase() };
            match setup.choose(seat, &text) {
                Ok(()) => break,
                Err(e) => println!("{e}"),
            }
        }
        // Push the choice off a shared screen.
        if players[i] == Player::Human {
            println!("{}", "\n".repeat(30));
        }
    }
    let armies: Vec<String> = setup.armies().unwrap_or_default().iter().map(ToString::to_string).collect();
    println!("Armies revealed: {}", setup.view(Viewer::Spectator).lines().last().unwrap_or_default());
    start.options = with_seats.options;
    start.options.push(format!("armies={}", armies.join("/")));
    Ok(())
}

/// The army a seat gets when it asks for the default: the default army, or under You Can
/// Pick Your Friends the pieces picked for it, in the default army's order where it can.
fn default_army(setup: &ArmySetup, seat: Seat) -> String {
    let army = setup.config().default_army().to_string();
    let Some(given) = setup.received(seat) else { return army };
    let mut left = given.counts();
    let mut out = String::new();
    let order = "HHHHHHRRBBNNJJPPAAGG";
    for _ in 0..setup.config().army_len() {
        let next = order.chars().find(|&c| Kind::from_letter(c as u8).is_some_and(|k| left[k.index()] > 0));
        match next {
            Some(c) => {
                let k = Kind::from_letter(c as u8).expect("a piece letter");
                left[k.index()] -= 1;
                out.push(c);
            }
            None => out.push('.'),
        }
    }
    out
}

/// Asks every seat for its secret choice before the first move (Monster Bluff's True King):
/// a person types it, the computer picks from its own view. False if the input ended.
fn secret_setup<P: Position>(
    start: &mut P,
    players: &[Player],
    names: &[&str],
    input: &mut impl Iterator<Item = std::io::Result<String>>,
) -> anyhow::Result<bool> {
    let seed = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64);
    let mut random = RandomPlayer::new(seed);
    for (i, player) in players.iter().enumerate() {
        let seat = Seat(i as u8);
        let name = capitalise(seat_name(names, seat));
        let choices = start.secret_options(seat);
        if choices.is_empty() {
            continue;
        }
        if *player == Player::Computer {
            let view = start.view(Viewer::Seat(seat));
            if let Some(choice) = random.choose_secret(&view, seat) {
                start.choose_secret(seat, &choice)?;
                println!("{name} (computer) has made its secret choice.");
            }
            continue;
        }
        loop {
            println!(
                "{name}, make your secret choice (the {} is yours alone): one of {}",
                secret_name::<P>(),
                choices.join(" ")
            );
            print!("> ");
            std::io::stdout().flush()?;
            let Some(line) = input.next() else { return Ok(false) };
            match start.choose_secret(seat, line?.trim()) {
                Ok(()) => break,
                Err(e) => println!("{e}."),
            }
        }
    }
    Ok(true)
}

/// Once the game is over: every seat's secret, from the referee's positions. Monster Bluff's
/// True Kings: where each stood at the start and where it is now, or where it was taken.
fn reveal_secrets<P: Position>(game: &Game<P>, names: &[&str]) -> Vec<String> {
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

/// What the secret choice is called in the variant.
fn secret_name<P: Position>() -> &'static str {
    match P::VARIANT {
        Variant::MonsterBluff => "True King",
        _ => "secret",
    }
}

fn describe_players(players: &[Player], names: &[&str]) -> String {
    let parts: Vec<String> = players
        .iter()
        .zip(names)
        .map(|(p, name)| format!("{name} {}", if *p == Player::Human { "(you)" } else { "(computer)" }))
        .collect();
    parts.join(" against ")
}

/// The record as numbered rounds of one turn per seat: `1. e2-e4 e7-e5 2. ...`. A turn of
/// several actions (Monkey King's bonus moves) is one word, its actions joined by commas:
/// `7. n*c6 e1-d1,+b2-c3,end`. A round starts when the turn order comes round again, counted
/// from the seat that moved first (so seats that drop out of a game do not confuse it).
fn record<P: Position>(game: &Game<P>, seats: usize) -> String {
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
fn resignations<P: Position>(game: &Game<P>, names: &[&str]) -> Option<String> {
    let list: Vec<String> = game
        .resignations()
        .iter()
        .map(|&(plies, seat)| {
            format!("{} after {plies} action{}", seat_name(names, seat), if plies == 1 { "" } else { "s" })
        })
        .collect();
    (!list.is_empty()).then(|| format!("Resigned: {}.", list.join(", ")))
}

/// How to write the variant's own kinds of action, for the greeting.
fn variant_hint(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::MonkeyKing => Some(
            "Actions: drop P*c3, move c3-c4, flip and move d4-c5=M, flip in place d4=X or b4=B, fly d4-q2 or \
             q2-b1, bonus move +c5-d6, end (ends a bonus phase), the Pilgrim's exit c8-off.",
        ),
        _ => None,
    }
}

/// One action per seat and round, for a record that cannot be replayed.
fn plain_record(moves: &[String], seats: usize) -> String {
    let mut out = Vec::new();
    for (i, pair) in moves.chunks(seats.max(1)).enumerate() {
        out.push(format!("{}. {}", i + 1, pair.join(" ")));
    }
    out.join(" ")
}

fn announce(outcome: Outcome, names: &[&str]) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            format!("Game over: {} wins by {reason}.", capitalise(seat_name(names, winner)))
        }
        Outcome::Draw(reason) => format!("Game over: drawn by {reason}."),
    }
}

fn seat_name<'a>(names: &[&'a str], seat: Seat) -> &'a str {
    names.get(seat.index()).copied().unwrap_or("?")
}

fn capitalise(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
