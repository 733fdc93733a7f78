//! The fuzz targets' checks, in one file that the stable corpus replay
//! (`crates/rules/tests/fuzz_corpus.rs`) includes too.

pub mod checks;
