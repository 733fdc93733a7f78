//! `menagerie perft`: the node count is alone on the last line.

use menagerie_rules::{Position, divide, perft};

pub fn run<P: Position>(start: &super::Start, depth: u32, split: bool) -> anyhow::Result<()> {
    let position: P = super::position(start)?;
    if split && depth > 0 {
        let mut total = 0;
        for (text, nodes) in divide(&position, depth) {
            println!("{text}: {nodes}");
            total += nodes;
        }
        println!("{total}");
    } else {
        println!("{}", perft(&position, depth));
    }
    Ok(())
}
