//! `menagerie view`: the FEN one seat (or a spectator) may see, secrets it may not know masked.

use anyhow::bail;
use menagerie_rules::{Position, Seat, Viewer};

/// Reads a viewer: a seat's name (`white`, `black`), its number from 1, or `spectator`.
pub fn viewer<P: Position>(text: &str) -> anyhow::Result<Viewer> {
    let names = P::VARIANT.seat_names();
    if text == "spectator" {
        return Ok(Viewer::Spectator);
    }
    if let Some(i) = names.iter().position(|n| *n == text) {
        return Ok(Viewer::Seat(Seat(i as u8)));
    }
    match text.parse::<usize>() {
        Ok(n) if (1..=names.len()).contains(&n) => Ok(Viewer::Seat(Seat((n - 1) as u8))),
        _ => bail!("unknown seat '{text}' (seats: {}, or spectator)", names.join(", ")),
    }
}

pub fn run<P: Position>(start: &super::Start, seat: &str) -> anyhow::Result<()> {
    let viewer = viewer::<P>(seat)?;
    let position: P = super::position(start)?;
    println!("{}", position.view_fen(viewer));
    Ok(())
}
