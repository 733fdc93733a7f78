#!/usr/bin/env bash
# Every test: formatting, lints with warnings denied, the whole workspace's tests (the PostgreSQL
# ones start their own server from Debian's postgresql package), then the web UI's type check
# (tsc --checkJs over web/, settings in web/jsconfig.json) and the web UI in a real browser (e2e/:
# Debian's chromium driven by playwright-core). `.ci/run` installs all of it, or by hand:
# `apt-get install postgresql chromium && (cd e2e && npm ci)`.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
# The browser tests run the server `cargo test` built for the CLI's tests (target/debug/menagerie,
# optimised): a second, unoptimised build would take minutes more.
# The build's gigabytes reach the disk before the browser tests start: each of the server's
# commits waits for its fsync, and one queued behind that writeback stalled the pages for seconds.
sync
(cd e2e && ./node_modules/.bin/tsc -p ../web/jsconfig.json)
(cd e2e && node --test)
