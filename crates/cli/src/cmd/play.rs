//! `menagerie play`: a game in the terminal, each seat played by a person or the computer.

use std::io::{BufRead, Write};
use std::str::FromStr;
use std::time::Duration;

use anyhow::bail;
use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::{Game, Outcome, Position, Seat, Variant, legal_texts, play_text};

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
    let start: P = super::position(start)?;
    let seats = start.players();
    if options.players.len() != seats {
        bail!("{} has {seats} seats: give --players a list of {seats} (human or computer)", P::VARIANT.name());
    }
    let names = P::VARIANT.seat_names();
    let mut game = Game::new(start);
    let mut engine = Searcher::<P>::new(64);
    let limits = Limits { movetime: Some(Duration::from_millis(options.movetime)), ..Limits::default() };
    let humans = options.players.iter().filter(|&&p| p == Player::Human).count();

    println!("{}: {}", P::VARIANT.name(), describe_players(&options.players, names));
    if let Some(hint) = variant_hint(P::VARIANT) {
        println!("{hint}");
    }
    println!("Type 'help' for the commands.\n");
    let mut input = std::io::stdin().lock().lines();
    let mut show_board = true;
    loop {
        let outcome = game.outcome();
        let seat = game.position().to_move();
        if outcome.is_none() && options.players[seat.index()] == Player::Computer {
            let history = &game.hashes()[..game.hashes().len() - 1];
            let report = engine.search(game.position(), history, limits);
            let Some(best) = report.best else { bail!("the computer found no legal move") };
            println!("{} plays {}.", capitalise(names[seat.index()]), game.position().action_text(best));
            game.play_action(best);
            show_board = true;
            if humans == 0 {
                println!("{}", render::position(P::VARIANT, &game.position().fen(), options.color));
            }
            continue;
        }
        if show_board && humans > 0 {
            println!("\n{}", render::position(P::VARIANT, &game.position().fen(), options.color));
        }
        show_board = true;
        match outcome {
            Some(outcome) => {
                println!("{}", announce(outcome, names));
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
                println!("{}", game.position().fen());
                show_board = false;
            }
            "record" => {
                println!("{}", record(&game));
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
                let seat = game.position().to_move();
                game.resign(seat);
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
        println!("Record: {}", record(&game));
    }
    Ok(())
}

fn describe_players(players: &[Player], names: &[&str]) -> String {
    let parts: Vec<String> = players
        .iter()
        .zip(names)
        .map(|(p, name)| format!("{name} {}", if *p == Player::Human { "(you)" } else { "(computer)" }))
        .collect();
    parts.join(" against ")
}

/// The record as numbered rounds, a round starting with each turn of the seat that moved
/// first: `1. e2-e4 e7-e5 2. ...`. A turn of several actions (Monkey King's bonus moves) is
/// written as one word, its actions joined by commas: `7. n*c6 e1-d1,+b2-c3,end`.
fn record<P: Position>(game: &Game<P>) -> String {
    let mut position = game.start().clone();
    let first = position.to_move();
    let mut turns: Vec<(Seat, Vec<&str>)> = Vec::new();
    for text in game.record() {
        let seat = position.to_move();
        match turns.last_mut() {
            Some((s, actions)) if *s == seat => actions.push(text),
            _ => turns.push((seat, vec![text])),
        }
        if play_text(&mut position, text).is_err() {
            break;
        }
    }
    let mut out = String::new();
    let mut round = 0;
    for (i, (seat, actions)) in turns.iter().enumerate() {
        if *seat == first || i == 0 {
            round += 1;
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&format!("{round}."));
        }
        out.push(' ');
        out.push_str(&actions.join(","));
    }
    out
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
