-- Players, games and each game's append-only event log.
CREATE TABLE players (
    id          TEXT PRIMARY KEY,
    token_hash  BLOB NOT NULL UNIQUE,
    created_ms  INTEGER NOT NULL
);

CREATE TABLE games (
    id          TEXT PRIMARY KEY,
    status      TEXT NOT NULL CHECK (status IN ('open', 'playing', 'ended')),
    -- What anyone may see (variant, options, seats filled, clock), as JSON.
    public      TEXT NOT NULL,
    -- The referee's start (secret until the game ends), as JSON.
    setup       TEXT NOT NULL,
    next_seq    INTEGER NOT NULL,
    updated_ms  INTEGER NOT NULL
);

CREATE INDEX games_by_status ON games (status, updated_ms DESC);

CREATE TABLE events (
    game_id     TEXT NOT NULL REFERENCES games (id),
    seq         INTEGER NOT NULL,
    at_ms       INTEGER NOT NULL,
    kind        TEXT NOT NULL,
    data        TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
