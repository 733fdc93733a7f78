//! Runs the perft suites in `tests/perft/*.perft`.
//!
//! A suite is plain text: `fen <FEN>` starts a position (of the suite's `variant <id>`), then
//! `perft <depth> <nodes>` lines pin its counts. `deep <depth> <nodes>` lines take longer and
//! run only with `cargo test -- --ignored`. `#` starts a comment.

use std::path::Path;

use menagerie_rules::{Position, Variant, perft, with_variant};

struct Case {
    file: String,
    line: usize,
    variant: Variant,
    fen: String,
    depth: u32,
    nodes: u64,
    deep: bool,
}

fn cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let mut cases = Vec::new();
    for path in files.into_iter().filter(|p| p.extension().is_some_and(|e| e == "perft")) {
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let (mut variant, mut fen) = (None, None);
        for (i, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap().trim();
            let Some((key, value)) = line.split_once(' ') else { continue };
            let value = value.trim();
            match key {
                "variant" => variant = Some(value.parse::<Variant>().unwrap()),
                "fen" => fen = Some(value.to_owned()),
                "perft" | "deep" => {
                    let (depth, nodes) = value.split_once(' ').expect("perft <depth> <nodes>");
                    cases.push(Case {
                        file: file.clone(),
                        line: i + 1,
                        variant: variant.unwrap_or_else(|| panic!("{file}: no variant line")),
                        fen: fen.clone().unwrap_or_else(|| panic!("{file}:{}: no fen line", i + 1)),
                        depth: depth.parse().unwrap(),
                        nodes: nodes.trim().parse().unwrap(),
                        deep: key == "deep",
                    });
                }
                _ => panic!("{file}:{}: unknown line '{line}'", i + 1),
            }
        }
    }
    cases
}

fn run(deep: bool) {
    let mut failures = Vec::new();
    let mut ran = 0;
    for case in cases().into_iter().filter(|c| c.deep == deep) {
        let got = with_variant!(case.variant, P => {
            let position = P::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}:{}: {e}", case.file, case.line));
            perft(&position, case.depth)
        });
        ran += 1;
        if got != case.nodes {
            failures.push(format!(
                "{}:{}: perft({}) of {} = {got}, expected {}",
                case.file, case.line, case.depth, case.fen, case.nodes
            ));
        }
    }
    assert!(ran > 0, "no perft cases found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn perft_suites() {
    run(false);
}

#[test]
#[ignore = "deep perft: minutes; run with --ignored"]
fn deep_perft_suites() {
    run(true);
}
