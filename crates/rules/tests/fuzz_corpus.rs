//! The fuzz targets' seed corpus (and every regression the fuzzers found) replayed through the
//! very checks the targets run, on the stable toolchain, so `cargo test` keeps what fuzzing
//! proved (docs/fuzzing.md).

#[path = "../../../fuzz/src/checks.rs"]
mod checks;

use std::path::Path;

fn replay(folder: &str, check: fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz").join(folder);
    let Ok(entries) = std::fs::read_dir(&dir) else { return 0 };
    let mut count = 0;
    for entry in entries {
        let path = entry.expect("a corpus entry").path();
        let data = std::fs::read(&path).expect("a corpus file");
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(outcome.is_ok(), "{} fails its check", path.display());
        count += 1;
    }
    count
}

#[test]
fn the_seed_corpus_passes_every_check() {
    assert!(replay("seeds/fen", checks::fen) > 100, "the FEN seeds are missing");
    assert!(replay("seeds/move_text", checks::move_text) >= 5);
    assert!(replay("seeds/roundtrip", checks::roundtrip) > 20);
}

#[test]
fn every_regression_found_by_fuzzing_stays_fixed() {
    replay("regressions/fen", checks::fen);
    replay("regressions/move_text", checks::move_text);
    replay("regressions/roundtrip", checks::roundtrip);
}
