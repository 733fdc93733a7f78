-- Accounts, several tokens per player, ratings, who played which game, and the server's keys.

-- A player may hold several tokens (one per device that logged in); the first moves here.
CREATE TABLE tokens (
    token_hash  BLOB PRIMARY KEY,
    player_id   TEXT NOT NULL,
    created_ms  INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO tokens (token_hash, player_id, created_ms) SELECT token_hash, id, created_ms FROM players;

CREATE TABLE players_new (
    id             TEXT PRIMARY KEY,
    created_ms     INTEGER NOT NULL,
    -- A claimed name (unique, compared without case) and its password's argon2 hash.
    name           TEXT,
    password_hash  TEXT
);
INSERT INTO players_new (id, created_ms) SELECT id, created_ms FROM players;
DROP TABLE players;
ALTER TABLE players_new RENAME TO players;
CREATE UNIQUE INDEX players_by_name ON players (lower(name)) WHERE name IS NOT NULL;
CREATE INDEX tokens_by_player ON tokens (player_id);

-- The player in each seat of each game (not computers, not open seats).
CREATE TABLE game_players (
    game_id     TEXT NOT NULL REFERENCES games (id),
    seat        INTEGER NOT NULL,
    player_id   TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX game_players_by_player ON game_players (player_id);

-- One rating per player and rating pool (a variant, or a variant with 3 or 4 seats).
CREATE TABLE ratings (
    player_id   TEXT NOT NULL,
    pool        TEXT NOT NULL,
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    games       INTEGER NOT NULL,
    PRIMARY KEY (player_id, pool)
) WITHOUT ROWID;

-- The games whose result has changed ratings: each counts once.
CREATE TABLE rated_games (
    game_id     TEXT PRIMARY KEY,
    changes     TEXT NOT NULL
) WITHOUT ROWID;

-- Values the server keeps across restarts (the key that signs cookies).
CREATE TABLE settings (
    name        TEXT PRIMARY KEY,
    value       BLOB NOT NULL
) WITHOUT ROWID;
