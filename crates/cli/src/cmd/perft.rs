//! `menagerie perft`: the node count is alone on the last line.

use menagerie_rules::{Position, try_divide, try_perft};

pub fn run<P: Position>(start: &super::Start, depth: u32, split: bool) -> anyhow::Result<()> {
    let position: P = super::position(start)?;
    if split && depth > 0 {
        let mut total = 0;
        for (text, nodes) in try_divide(&position, depth)? {
            println!("{text}: {nodes}");
            total += nodes;
        }
        println!("{total}");
    } else {
        println!("{}", try_perft(&position, depth)?);
    }
    Ok(())
}
