-- The schema SQLite reached in its migrations 1 and 2, in PostgreSQL's types: players and their
-- tokens, games and each game's append-only event log, who played which game, ratings, the
-- games already rated, the server's keys and its heartbeat. Ids and JSON are kept as text,
-- exactly as given, as the SQLite store keeps them.

CREATE TABLE players (
    id             TEXT PRIMARY KEY,
    created_ms     BIGINT NOT NULL,
    -- A claimed name (unique, compared without case) and its password's argon2 hash.
    name           TEXT,
    password_hash  TEXT
);
CREATE UNIQUE INDEX players_by_name ON players (lower(name)) WHERE name IS NOT NULL;

-- A player may hold several tokens (one per device that logged in), stored hashed.
CREATE TABLE tokens (
    token_hash  BYTEA PRIMARY KEY,
    player_id   TEXT NOT NULL,
    created_ms  BIGINT NOT NULL
);
CREATE INDEX tokens_by_player ON tokens (player_id);

CREATE TABLE games (
    id          TEXT PRIMARY KEY,
    status      TEXT NOT NULL CHECK (status IN ('open', 'playing', 'ended')),
    -- What anyone may see (variant, options, seats filled, clock), as JSON.
    public      TEXT NOT NULL,
    -- The referee's start (secret until the game ends), as JSON.
    setup       TEXT NOT NULL,
    -- The number the game's next event must have: an append locks the row (FOR UPDATE),
    -- checks it, and moves it on, so two writers can never both append the same number.
    next_seq    BIGINT NOT NULL CHECK (next_seq >= 0),
    updated_ms  BIGINT NOT NULL
);
CREATE INDEX games_by_status ON games (status, updated_ms DESC);

CREATE TABLE events (
    game_id     TEXT NOT NULL REFERENCES games (id),
    seq         BIGINT NOT NULL CHECK (seq >= 0),
    at_ms       BIGINT NOT NULL,
    kind        TEXT NOT NULL,
    data        TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- The player in each seat of each game (not computers, not open seats).
CREATE TABLE game_players (
    game_id     TEXT NOT NULL REFERENCES games (id),
    seat        INTEGER NOT NULL,
    player_id   TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_players_by_player ON game_players (player_id);

-- One rating per player and rating pool (a variant, or a variant with 3 or 4 seats).
CREATE TABLE ratings (
    player_id   TEXT NOT NULL,
    pool        TEXT NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       BIGINT NOT NULL,
    PRIMARY KEY (player_id, pool)
);

-- The games whose result has changed ratings: each counts once.
CREATE TABLE rated_games (
    game_id     TEXT PRIMARY KEY,
    changes     TEXT NOT NULL
);

-- Values the server keeps across restarts (the key that signs cookies).
CREATE TABLE settings (
    name        TEXT PRIMARY KEY,
    value       BYTEA NOT NULL
);

-- The server's last heartbeat (one row).
CREATE TABLE heartbeat (
    id          SMALLINT PRIMARY KEY CHECK (id = 1),
    at_ms       BIGINT NOT NULL
);
