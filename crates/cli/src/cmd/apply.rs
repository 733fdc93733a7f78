//! `menagerie apply`: play moves in order and print the FEN they lead to.

use anyhow::anyhow;
use menagerie_rules::{Position, play_text};

pub fn run<P: Position>(start: &super::Start, moves: &[String]) -> anyhow::Result<()> {
    let mut position: P = super::position(start)?;
    for (i, text) in moves.iter().enumerate() {
        play_text(&mut position, text).map_err(|e| anyhow!("move {} '{text}': {e}", i + 1))?;
    }
    println!("{}", position.fen());
    Ok(())
}
