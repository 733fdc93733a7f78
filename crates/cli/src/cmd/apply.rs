//! `menagerie apply`: play moves in order and print the FEN they lead to.

use anyhow::anyhow;
use menagerie_rules::{Position, play_text};

/// Prints the full FEN (the referee's: it knows what the input knew), or with `seat` the FEN
/// that seat may see.
pub fn run<P: Position>(start: &super::Start, moves: &[String], seat: Option<&str>) -> anyhow::Result<()> {
    let viewer = seat.map(super::view::viewer::<P>).transpose()?;
    let mut position: P = super::position(start)?;
    for (i, text) in moves.iter().enumerate() {
        play_text(&mut position, text).map_err(|e| anyhow!("move {} '{text}': {e}", i + 1))?;
    }
    match viewer {
        Some(viewer) => println!("{}", position.view_fen(viewer)),
        None => println!("{}", position.fen()),
    }
    Ok(())
}
