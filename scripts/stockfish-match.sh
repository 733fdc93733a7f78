#!/bin/sh
# Plays menagerie against Debian's Stockfish limited to a UCI_Elo, at a time a move, with the
# match runner's paired openings (docs/engine.md, "Against Stockfish"). Not part of the tests.
#
#   scripts/stockfish-match.sh [ELO] [GAMES] [TC]     defaults: 2400 100 200ms
#
# Environment: STOCKFISH (default /usr/games/stockfish, `apt install stockfish`), MENAGERIE
# (default target/release/menagerie, built here if missing), CONCURRENCY (default 1: one game
# at a time, so each engine has a core to itself on a 2-core machine).
set -eu
elo=${1:-2400}
games=${2:-100}
tc=${3:-200ms}
stockfish=${STOCKFISH:-/usr/games/stockfish}
menagerie=${MENAGERIE:-target/release/menagerie}
[ -x "$stockfish" ] || { echo "no Stockfish at $stockfish (apt install stockfish, or set STOCKFISH)" >&2; exit 1; }
[ -x "$menagerie" ] || cargo build --release -p menagerie
exec "$menagerie" match -v chess --games "$games" --tc "$tc" --concurrency "${CONCURRENCY:-1}" --no-sprt \
  --engine "name=menagerie cmd=$menagerie uci option.Hash=64" \
  --engine "name=stockfish-$elo cmd=$stockfish option.Threads=1 option.Hash=64 option.UCI_LimitStrength=true option.UCI_Elo=$elo"
