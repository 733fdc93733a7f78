#!/usr/bin/env bash
# Every test: formatting, lints with warnings denied, then the whole workspace's tests.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
