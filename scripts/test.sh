#!/usr/bin/env bash
# Every test: formatting, lints with warnings denied, the whole workspace's tests, then the web
# UI's type check (tsc --checkJs over web/, settings in web/jsconfig.json) and the web UI in a
# real browser (e2e/: Debian's chromium driven by playwright-core; `.ci/run` installs both, or
# `apt-get install chromium && (cd e2e && npm ci)` by hand).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
cargo build -p menagerie
(cd e2e && ./node_modules/.bin/tsc -p ../web/jsconfig.json)
(cd e2e && node --test)
