-- Ownership of live games (docs/cluster.md): one lease per game, held by one server process at
-- a time. `token` (the fencing token) grows at every change of owner; an append locks the
-- lease row (FOR UPDATE) and is refused unless its writer's token is still this one.
-- `expires_at` is the database's clock: processes' clocks never need to agree.
CREATE TABLE leases (
    game_id     TEXT PRIMARY KEY REFERENCES games (id),
    owner       TEXT NOT NULL,
    token       BIGINT NOT NULL CHECK (token > 0),
    expires_at  TIMESTAMPTZ NOT NULL,
    -- The owner's last sign of life: a takeover does not charge a clock for the time since.
    renewed_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX leases_by_owner ON leases (owner);
