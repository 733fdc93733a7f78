//! `menagerie moves`: every legal action, one per line.

use menagerie_rules::{Position, legal_texts};

pub fn run<P: Position>(start: &super::Start) -> anyhow::Result<()> {
    let position: P = super::position(start)?;
    for text in legal_texts(&position) {
        println!("{text}");
    }
    Ok(())
}
