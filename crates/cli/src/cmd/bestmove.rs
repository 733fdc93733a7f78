//! `menagerie bestmove`: the computer's choice is alone on the last line.

use std::time::Duration;

use anyhow::bail;
use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::{Position, Viewer};

pub fn run<P: Evaluate>(start: &super::Start, movetime: u64, depth: Option<u32>) -> anyhow::Result<()> {
    let full: P = super::position(start)?;
    // The computer sees only what the side to move may know.
    let position = full.view(Viewer::Seat(full.to_move()));
    if position.outcome().is_some() {
        bail!("the game is over: there is no move to choose");
    }
    let limits = Limits { depth, movetime: Some(Duration::from_millis(movetime)), ..Limits::default() };
    let report = Searcher::<P>::new(64).search(&position, &[], limits);
    let Some(best) = report.best else { bail!("there is no legal move in this position") };
    let pv: Vec<String> = line_text(&position, &report.pv);
    println!(
        "info depth {} score {} nodes {} time {} ms pv {}",
        report.depth,
        report.score,
        report.nodes,
        report.elapsed.as_millis(),
        pv.join(" ")
    );
    println!("{}", position.action_text(best));
    Ok(())
}

/// The text of a line of actions played one after another from `position`.
pub fn line_text<P: Position>(position: &P, line: &[P::Action]) -> Vec<String> {
    let mut current = position.clone();
    line.iter()
        .map(|&a| {
            let text = current.action_text(a);
            current.play_unchecked(a);
            text
        })
        .collect()
}
