-- Ownership of live games, as in PostgreSQL (docs/cluster.md): one lease per game, its owner
-- process, a fencing token that grows at every change of owner, and its expiry (ms since the
-- epoch). A file is used by one process at a time: opening it expires every lease.
CREATE TABLE leases (
    game_id     TEXT PRIMARY KEY REFERENCES games (id),
    owner       TEXT NOT NULL,
    token       INTEGER NOT NULL,
    expires_ms  INTEGER NOT NULL,
    renewed_ms  INTEGER NOT NULL
);
CREATE INDEX leases_by_owner ON leases (owner);
