//! `menagerie match`: the computer against random movers or against itself, taking each
//! seat in turn game by game (every other seat is an opponent, whatever the number of
//! seats); prints each result and the totals.

use std::str::FromStr;
use std::time::Duration;

use menagerie_engine::arena::{Contestant, play_game};
use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::{Outcome, Seat};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    Random,
    Engine,
}

impl FromStr for Opponent {
    type Err = String;

    fn from_str(s: &str) -> Result<Opponent, String> {
        match s {
            "random" => Ok(Opponent::Random),
            "engine" | "computer" => Ok(Opponent::Engine),
            _ => Err(format!("unknown opponent '{s}' (random or engine)")),
        }
    }
}

/// The longest game played before it is called a draw (the rules' own draws come first).
const MAX_PLIES: usize = 1000;

pub fn run<P: Evaluate>(
    start: &super::Start,
    games: u32,
    movetime: u64,
    opponent: Opponent,
    seed: u64,
) -> anyhow::Result<()> {
    let limits = Limits { movetime: Some(Duration::from_millis(movetime)), ..Limits::default() };
    let first: P = super::position(start)?;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for g in 0..games {
        // The engine takes each seat in turn; every other seat is the opponent.
        let engine_seat = Seat((g as usize % first.players()) as u8);
        let mut contestants: Vec<Contestant<P>> = (0..first.players())
            .map(|i| match opponent {
                _ if i == engine_seat.index() => Contestant::Engine { searcher: Box::new(Searcher::new(32)), limits },
                Opponent::Random => Contestant::random(seed.wrapping_add(u64::from(g) * 31 + i as u64)),
                Opponent::Engine => Contestant::Engine { searcher: Box::new(Searcher::new(32)), limits },
            })
            .collect();
        let game = play_game(&first, &mut contestants, MAX_PLIES, seed.wrapping_add(u64::from(g)));
        let result = match game.outcome() {
            Some(Outcome::Win { winner, reason }) if winner == engine_seat => {
                wins += 1;
                format!("engine wins ({reason})")
            }
            Some(Outcome::Win { reason, .. }) => {
                losses += 1;
                format!("engine loses ({reason})")
            }
            Some(Outcome::Draw(reason)) => {
                draws += 1;
                format!("draw ({reason})")
            }
            None => {
                draws += 1;
                format!("draw (no result after {MAX_PLIES} plies)")
            }
        };
        let seat_name = first.seat_name(engine_seat);
        println!("game {}: engine as {seat_name}: {result} in {} plies", g + 1, game.record().len());
    }
    println!("engine: {wins} wins, {draws} draws, {losses} losses of {games} games");
    Ok(())
}
