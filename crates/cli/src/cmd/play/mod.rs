//! `menagerie play`: a game in the terminal, each seat played by a person or the computer
//! (docs/play.md).
//!
//! `setup` seats the players and takes the secret choices, `session` runs one game turn by
//! turn, `record` writes what a game leaves, `help` explains each variant's move text, and
//! `screen` keeps one person's secrets off another's eyes.

mod help;
mod record;
mod screen;
mod session;
mod setup;

use std::str::FromStr;

use anyhow::Context;
use menagerie_engine::Evaluate;
use menagerie_rules::{Game, Seat, Variant};

use screen::Keyboard;
use session::{Ending, Session};

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
    /// Who plays each seat; `None`: a person in the first seat, the computer in the others.
    pub players: Option<Vec<Player>>,
    /// Turn off the threefold-repetition house rule (Monkey King, King of the Mountain).
    pub no_repetition: bool,
    pub movetime: u64,
    pub color: bool,
    /// A record to go on from.
    pub load: Option<std::path::PathBuf>,
}

/// Plays games until the people leave: the first, then each rematch (colours swap in a
/// two-player rematch; the secrets are chosen anew).
pub fn run<P: Evaluate>(start: &super::Start, options: &Options) -> anyhow::Result<()> {
    let mut keyboard = Keyboard::new();
    let mut start = start.clone();
    let mut loaded = match &options.load {
        Some(path) => {
            let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
            let (game, header) =
                menagerie_rules::record::read::<P>(&text).with_context(|| format!("cannot load {}", path.display()))?;
            start.options = header.options;
            Some(game)
        }
        None => None,
    };
    let mut players = setup::players::<P>(&mut start, options.players.as_deref())?;
    if loaded.is_none()
        && P::VARIANT == Variant::Mountain
        && !setup::choose_armies(&mut start, &players, &mut keyboard)?
    {
        println!("Goodbye.");
        return Ok(());
    }
    loop {
        let mut position: P = match &loaded {
            Some(game) => game.start().clone(),
            None => super::position(&start)?,
        };
        let names: Vec<&'static str> = (0..players.len()).map(|i| position.seat_name(Seat(i as u8))).collect();
        // A record in play keeps no secrets: they are chosen again, and the moves replayed.
        if !setup::secrets(&mut position, &players, &names, &mut keyboard)? {
            println!("Goodbye.");
            return Ok(());
        }
        let game = match loaded.take() {
            Some(game) => menagerie_rules::record::replay(position, &game)?,
            None => Game::new(position),
        };
        let mut session = Session::new(game, &players, &names, &start.options, options);
        match session.play(&mut keyboard)? {
            Ending::Quit => return Ok(()),
            Ending::Rematch => {
                if players.len() == 2 {
                    players.swap(0, 1);
                }
                println!("\nRematch: {}.", record::describe_players(&players, &names));
            }
        }
    }
}
