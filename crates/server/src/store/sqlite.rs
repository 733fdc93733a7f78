//! The embedded store: one SQLite file in WAL mode with `synchronous=FULL`.
//!
//! One writer thread owns the write connection and commits whatever requests are waiting in
//! one transaction (group commit: one fsync for many games' moves), each request inside its
//! own savepoint so that one refused append does not undo the others; every request is answered
//! only after the commit. Reads use a second connection, which WAL lets run beside the writer.

use std::path::Path;
use std::sync::{Arc, Mutex, mpsc};

use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::oneshot;

use super::{
    Event, Lease, Player, PlayerPage, Profile, Rating, RatingUpdate, Status, Store, StoreError, StoredGame, Summary,
};

/// The schema, one step per version; the database records how far it has come.
const MIGRATIONS: &[&str] = &[
    include_str!("migrations/0001_games.sql"),
    include_str!("migrations/0002_accounts.sql"),
    include_str!("migrations/0003_leases.sql"),
];

/// The most requests one transaction takes.
const MAX_BATCH: usize = 256;

fn db(e: rusqlite::Error) -> StoreError {
    StoreError::Database(e.to_string())
}

/// A write waiting for the writer thread.
enum Write {
    Player(Player),
    Token {
        player: String,
        token_hash: [u8; 32],
        now_ms: i64,
    },
    Claim {
        player: String,
        name: String,
        password_hash: String,
    },
    Game(Summary, String),
    Append(Summary, Vec<Event>, u64),
    Acquire {
        game: String,
        owner: String,
        ttl_ms: i64,
    },
    Renew {
        owner: String,
        ttl_ms: i64,
    },
    Release {
        game: String,
        owner: String,
        token: u64,
    },
    Alive(i64),
    /// Taken out of its place when it runs (it runs once).
    Rate {
        game: String,
        pool: String,
        players: Vec<String>,
        update: Option<RatingUpdate>,
    },
}

/// A rating change (`None`: rated already).
type Rated = Option<Vec<(Rating, Rating)>>;

/// What a write gives back.
#[derive(Default)]
enum Done {
    #[default]
    Nothing,
    Rated(Rated),
    Lease(Lease),
    /// The leases an owner holds.
    Held(Vec<(String, u64)>),
}

type Reply = oneshot::Sender<Result<Done, StoreError>>;

/// The store's clock for leases: ms since the epoch.
fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

pub struct SqliteStore {
    writes: mpsc::Sender<(Write, Reply)>,
    reader: Arc<Mutex<Connection>>,
    cookie_key: Vec<u8>,
}

impl SqliteStore {
    /// Opens (creating if need be) the database file and brings its schema up to date.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let mut writer = Connection::open(path).map_err(db)?;
        writer.pragma_update(None, "journal_mode", "WAL").map_err(db)?;
        writer.pragma_update(None, "synchronous", "FULL").map_err(db)?;
        writer.pragma_update(None, "foreign_keys", "ON").map_err(db)?;
        writer.busy_timeout(std::time::Duration::from_secs(5)).map_err(db)?;
        migrate(&mut writer)?;
        // One process a file: whoever held leases before this one is gone (their tokens stay,
        // so a token never comes back).
        writer.execute("UPDATE leases SET expires_ms = 0", []).map_err(db)?;
        let cookie_key = cookie_key(&writer)?;
        let reader = Connection::open(path).map_err(db)?;
        reader.busy_timeout(std::time::Duration::from_secs(5)).map_err(db)?;
        let (writes, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || write_loop(writer, queue))
            .map_err(|e| StoreError::Database(e.to_string()))?;
        Ok(SqliteStore { writes, reader: Arc::new(Mutex::new(reader)), cookie_key })
    }

    async fn write(&self, write: Write) -> Result<Done, StoreError> {
        let (reply, answer) = oneshot::channel();
        self.writes.send((write, reply)).map_err(|_| StoreError::Database("the writer has stopped".into()))?;
        answer.await.map_err(|_| StoreError::Database("the writer has stopped".into()))?
    }

    async fn read<T: Send + 'static>(
        &self,
        query: impl FnOnce(&Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let reader = self.reader.clone();
        tokio::task::spawn_blocking(move || {
            let connection = reader.lock().map_err(|_| StoreError::Database("a reader panicked".into()))?;
            query(&connection)
        })
        .await
        .map_err(|e| StoreError::Database(e.to_string()))?
    }
}

/// The cookie key, made on the first start.
fn cookie_key(connection: &Connection) -> Result<Vec<u8>, StoreError> {
    let mut fresh = [0u8; 64];
    getrandom::fill(&mut fresh).map_err(|e| StoreError::Database(e.to_string()))?;
    connection
        .execute("INSERT OR IGNORE INTO settings (name, value) VALUES ('cookie-key', ?1)", [fresh.as_slice()])
        .map_err(db)?;
    connection.query_row("SELECT value FROM settings WHERE name = 'cookie-key'", [], |row| row.get(0)).map_err(db)
}

/// The schema versions a database file records, in order (for tests and operators).
pub fn schema_versions(path: &Path) -> Result<Vec<i64>, StoreError> {
    let connection = Connection::open(path).map_err(db)?;
    let mut query = connection.prepare("SELECT version FROM schema_version ORDER BY version").map_err(db)?;
    query.query_map([], |row| row.get(0)).map_err(db)?.collect::<Result<Vec<i64>, _>>().map_err(db)
}

/// Applies the migrations the database has not seen, each in its own transaction.
fn migrate(connection: &mut Connection) -> Result<(), StoreError> {
    connection.execute_batch("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)").map_err(db)?;
    let done: i64 = connection
        .query_row("SELECT COALESCE(MAX(version), 0) FROM schema_version", [], |row| row.get(0))
        .map_err(db)?;
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(done as usize) {
        let tx = connection.transaction().map_err(db)?;
        tx.execute_batch(sql).map_err(db)?;
        tx.execute("INSERT INTO schema_version (version) VALUES (?1)", [i as i64 + 1]).map_err(db)?;
        tx.commit().map_err(db)?;
    }
    Ok(())
}

/// The writer thread: takes every waiting request into one transaction, commits, answers.
fn write_loop(mut connection: Connection, queue: mpsc::Receiver<(Write, Reply)>) {
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match queue.try_recv() {
                Ok(next) => batch.push(next),
                Err(_) => break,
            }
        }
        let outcome = commit(&mut connection, &mut batch);
        for ((_, reply), result) in batch.into_iter().zip(outcome) {
            let _ = reply.send(result);
        }
    }
}

/// One transaction for the batch, a savepoint per request; the results in order. If the
/// commit itself fails, every request fails.
fn commit(connection: &mut Connection, batch: &mut [(Write, Reply)]) -> Vec<Result<Done, StoreError>> {
    let mut results = Vec::with_capacity(batch.len());
    let mut tx = match connection.transaction() {
        Ok(tx) => tx,
        Err(e) => {
            let message = e.to_string();
            return batch.iter().map(|_| Err(StoreError::Database(message.clone()))).collect();
        }
    };
    for (write, _) in batch.iter_mut() {
        let result = (|| {
            let sp = tx.savepoint().map_err(db)?;
            let rated = apply(&sp, write)?;
            sp.commit().map_err(db)?;
            Ok(rated)
        })();
        results.push(result);
    }
    if let Err(e) = tx.commit() {
        let message = e.to_string();
        return batch.iter().map(|_| Err(StoreError::Database(message.clone()))).collect();
    }
    results
}

/// The player rows of a summary (a seat's player never changes once set).
fn seat_players(tx: &rusqlite::Savepoint<'_>, summary: &Summary) -> Result<(), StoreError> {
    let mut insert = tx
        .prepare_cached("INSERT OR IGNORE INTO game_players (game_id, seat, player_id) VALUES (?1, ?2, ?3)")
        .map_err(db)?;
    for (seat, player) in summary.players.iter().enumerate() {
        if let Some(player) = player {
            insert.execute(params![summary.id, seat as i64, player]).map_err(db)?;
        }
    }
    Ok(())
}

fn insert_token(
    tx: &rusqlite::Savepoint<'_>,
    player: &str,
    token_hash: &[u8; 32],
    now_ms: i64,
) -> Result<(), StoreError> {
    let inserted = tx
        .execute(
            "INSERT OR IGNORE INTO tokens (token_hash, player_id, created_ms) VALUES (?1, ?2, ?3)",
            params![token_hash.as_slice(), player, now_ms],
        )
        .map_err(db)?;
    if inserted == 0 {
        return Err(StoreError::Duplicate);
    }
    Ok(())
}

/// Whether `query` (a `SELECT 1 ... ?1`) finds a row.
fn exists(tx: &rusqlite::Savepoint<'_>, query: &str, param: &str) -> Result<bool, StoreError> {
    tx.query_row(query, [param], |_| Ok(())).optional().map(|found| found.is_some()).map_err(db)
}

fn rating_of(tx: &rusqlite::Savepoint<'_>, player: &str, pool: &str) -> Result<Rating, StoreError> {
    tx.query_row(
        "SELECT rating, deviation, volatility, games FROM ratings WHERE player_id = ?1 AND pool = ?2",
        params![player, pool],
        |row| Ok(Rating { rating: row.get(0)?, deviation: row.get(1)?, volatility: row.get(2)?, games: row.get(3)? }),
    )
    .optional()
    .map_err(db)
    .map(Option::unwrap_or_default)
}

fn apply(tx: &rusqlite::Savepoint<'_>, write: &mut Write) -> Result<Done, StoreError> {
    let update = match write {
        Write::Rate { update, .. } => update.take(),
        _ => None,
    };
    match &*write {
        Write::Player(p) => {
            let inserted = tx
                .execute("INSERT OR IGNORE INTO players (id, created_ms) VALUES (?1, ?2)", params![p.id, p.created_ms])
                .map_err(db)?;
            if inserted == 0 {
                return Err(StoreError::Duplicate);
            }
            insert_token(tx, &p.id, &p.token_hash, p.created_ms)?;
        }
        Write::Token { player, token_hash, now_ms } => {
            if !exists(tx, "SELECT 1 FROM players WHERE id = ?1", player)? {
                return Err(StoreError::NotFound);
            }
            insert_token(tx, player, token_hash, *now_ms)?;
        }
        Write::Claim { player, name, password_hash } => {
            if exists(tx, "SELECT 1 FROM players WHERE lower(name) = lower(?1)", name)? {
                return Err(StoreError::Duplicate);
            }
            let updated = tx
                .execute(
                    "UPDATE players SET name = ?2, password_hash = ?3 WHERE id = ?1 AND name IS NULL",
                    params![player, name, password_hash],
                )
                .map_err(db)?;
            if updated == 0 {
                return Err(StoreError::Duplicate);
            }
        }
        Write::Rate { game, pool, players, .. } => {
            let done = exists(tx, "SELECT 1 FROM rated_games WHERE game_id = ?1", game)?;
            let Some(update) = update else { return Err(StoreError::Database("a rating ran twice".into())) };
            if done {
                return Ok(Done::Rated(None));
            }
            let before = players.iter().map(|p| rating_of(tx, p, pool)).collect::<Result<Vec<_>, _>>()?;
            let after = update(&before);
            if after.len() != before.len() {
                return Err(StoreError::Database("a rating update lost a player".into()));
            }
            let mut upsert = tx
                .prepare_cached(
                    "INSERT OR REPLACE INTO ratings (player_id, pool, rating, deviation, volatility, games) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )
                .map_err(db)?;
            for (player, r) in players.iter().zip(&after) {
                upsert.execute(params![player, pool, r.rating, r.deviation, r.volatility, r.games]).map_err(db)?;
            }
            let changes: Vec<(Rating, Rating)> = before.into_iter().zip(after).collect();
            let text = serde_json::to_string(&changes).map_err(|e| StoreError::Database(e.to_string()))?;
            tx.execute("INSERT INTO rated_games (game_id, changes) VALUES (?1, ?2)", params![game, text])
                .map_err(db)?;
            return Ok(Done::Rated(Some(changes)));
        }
        Write::Acquire { game, owner, ttl_ms } => {
            if !exists(tx, "SELECT 1 FROM games WHERE id = ?1", game)? {
                return Err(StoreError::NotFound);
            }
            let now = now_ms();
            let held: Option<(String, i64, i64, i64)> = tx
                .query_row(
                    "SELECT owner, token, expires_ms, renewed_ms FROM leases WHERE game_id = ?1",
                    [game],
                    |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)),
                )
                .optional()
                .map_err(db)?;
            let (token, vacant_ms) = match held {
                None => (1, None),
                Some((holder, token, _, _)) if holder == *owner => (token, None),
                // Given back (or left by the process before this one opened the file): no owner
                // died holding it, the restart's own downtime rule applies.
                Some((_, token, 0, _)) => (token + 1, None),
                Some((_, token, expires, renewed)) if expires < now => (token + 1, Some((now - renewed).max(0))),
                Some((holder, ..)) => return Err(StoreError::Leased { owner: holder }),
            };
            tx.execute(
                "INSERT OR REPLACE INTO leases (game_id, owner, token, expires_ms, renewed_ms) \
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![game, owner, token, now + ttl_ms, now],
            )
            .map_err(db)?;
            return Ok(Done::Lease(Lease { token: token as u64, vacant_ms }));
        }
        Write::Renew { owner, ttl_ms } => {
            let now = now_ms();
            // A renewal is a sign of life; a negative time (giving every lease back) is not.
            tx.execute(
                "UPDATE leases SET expires_ms = ?2, renewed_ms = CASE WHEN ?3 THEN ?4 ELSE renewed_ms END \
                 WHERE owner = ?1",
                params![owner, now + ttl_ms, *ttl_ms >= 0, now],
            )
            .map_err(db)?;
            let mut query =
                tx.prepare_cached("SELECT game_id, token FROM leases WHERE owner = ?1 ORDER BY game_id").map_err(db)?;
            let held = query
                .query_map([owner], |row| Ok((row.get(0)?, row.get::<_, i64>(1)? as u64)))
                .map_err(db)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(db)?;
            return Ok(Done::Held(held));
        }
        Write::Release { game, owner, token } => {
            tx.execute(
                "UPDATE leases SET expires_ms = 0 WHERE game_id = ?1 AND owner = ?2 AND token = ?3",
                params![game, owner, *token as i64],
            )
            .map_err(db)?;
        }
        Write::Alive(now_ms) => {
            tx.execute("INSERT OR REPLACE INTO settings (name, value) VALUES ('alive', ?1)", [now_ms]).map_err(db)?;
        }
        Write::Game(summary, setup) => {
            let inserted = tx
                .execute(
                    "INSERT OR IGNORE INTO games (id, status, public, setup, next_seq, updated_ms) \
                     VALUES (?1, ?2, ?3, ?4, 0, ?5)",
                    params![summary.id, summary.status.as_str(), summary.public, setup, summary.updated_ms],
                )
                .map_err(db)?;
            if inserted == 0 {
                return Err(StoreError::Duplicate);
            }
            seat_players(tx, summary)?;
        }
        Write::Append(summary, events, token) => {
            let lease: Option<i64> = tx
                .query_row("SELECT token FROM leases WHERE game_id = ?1", [&summary.id], |row| row.get(0))
                .optional()
                .map_err(db)?;
            match lease {
                Some(current) if current as u64 == *token => {}
                Some(_) => return Err(StoreError::Fenced),
                None if exists(tx, "SELECT 1 FROM games WHERE id = ?1", &summary.id)? => {
                    return Err(StoreError::Fenced);
                }
                None => return Err(StoreError::NotFound),
            }
            let next: Option<i64> = tx
                .query_row("SELECT next_seq FROM games WHERE id = ?1", [&summary.id], |row| row.get(0))
                .optional()
                .map_err(db)?;
            let Some(next) = next else { return Err(StoreError::NotFound) };
            let next = next as u64;
            if let Some(first) = events.first()
                && first.seq != next
            {
                return Err(StoreError::Conflict { expected: next, found: first.seq });
            }
            let mut insert = tx
                .prepare_cached("INSERT INTO events (game_id, seq, at_ms, kind, data) VALUES (?1, ?2, ?3, ?4, ?5)")
                .map_err(db)?;
            for (i, event) in events.iter().enumerate() {
                if event.seq != next + i as u64 {
                    return Err(StoreError::Conflict { expected: next + i as u64, found: event.seq });
                }
                insert
                    .execute(params![summary.id, event.seq as i64, event.at_ms, event.kind, event.data])
                    .map_err(db)?;
            }
            tx.execute(
                "UPDATE games SET status = ?2, public = ?3, next_seq = ?4, updated_ms = ?5 WHERE id = ?1",
                params![
                    summary.id,
                    summary.status.as_str(),
                    summary.public,
                    (next + events.len() as u64) as i64,
                    summary.updated_ms
                ],
            )
            .map_err(db)?;
            seat_players(tx, summary)?;
        }
    }
    Ok(Done::Nothing)
}

fn profile_from(row: &rusqlite::Row<'_>) -> rusqlite::Result<Profile> {
    Ok(Profile { id: row.get(0)?, name: row.get(1)?, created_ms: row.get(2)? })
}

fn summary_from(row: &rusqlite::Row<'_>) -> rusqlite::Result<Summary> {
    let status: String = row.get(1)?;
    Ok(Summary {
        id: row.get(0)?,
        status: Status::parse(&status).unwrap_or(Status::Ended),
        public: row.get(2)?,
        updated_ms: row.get(3)?,
        players: Vec::new(),
    })
}

impl Store for SqliteStore {
    async fn create_player(&self, player: Player) -> Result<(), StoreError> {
        self.write(Write::Player(player)).await.map(drop)
    }

    async fn player_by_token(&self, token_hash: [u8; 32]) -> Result<Option<Profile>, StoreError> {
        self.read(move |c| {
            c.query_row(
                "SELECT p.id, p.name, p.created_ms FROM tokens t JOIN players p ON p.id = t.player_id \
                 WHERE t.token_hash = ?1",
                [token_hash.as_slice()],
                profile_from,
            )
            .optional()
            .map_err(db)
        })
        .await
    }

    async fn add_token(&self, player: String, token_hash: [u8; 32], now_ms: i64) -> Result<(), StoreError> {
        self.write(Write::Token { player, token_hash, now_ms }).await.map(drop)
    }

    async fn claim_name(&self, player: String, name: String, password_hash: String) -> Result<(), StoreError> {
        self.write(Write::Claim { player, name, password_hash }).await.map(drop)
    }

    async fn player_by_name(&self, name: String) -> Result<Option<(Profile, String)>, StoreError> {
        self.read(move |c| {
            c.query_row(
                "SELECT id, name, created_ms, password_hash FROM players WHERE lower(name) = lower(?1)",
                [&name],
                |row| Ok((profile_from(row)?, row.get(3)?)),
            )
            .optional()
            .map_err(db)
        })
        .await
    }

    async fn player_page(&self, id: String, limit: usize) -> Result<Option<PlayerPage>, StoreError> {
        self.read(move |c| {
            let profile = c
                .query_row("SELECT id, name, created_ms FROM players WHERE id = ?1", [&id], profile_from)
                .optional()
                .map_err(db)?;
            let Some(profile) = profile else { return Ok(None) };
            let mut query = c
                .prepare_cached(
                    "SELECT pool, rating, deviation, volatility, games FROM ratings WHERE player_id = ?1 ORDER BY pool",
                )
                .map_err(db)?;
            let ratings = query
                .query_map([&id], |row| {
                    let rating = Rating {
                        rating: row.get(1)?,
                        deviation: row.get(2)?,
                        volatility: row.get(3)?,
                        games: row.get(4)?,
                    };
                    Ok((row.get(0)?, rating))
                })
                .map_err(db)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(db)?;
            let mut query = c
                .prepare_cached(
                    "SELECT DISTINCT g.id, g.status, g.public, g.updated_ms FROM game_players gp \
                     JOIN games g ON g.id = gp.game_id WHERE gp.player_id = ?1 \
                     ORDER BY g.updated_ms DESC, g.id LIMIT ?2",
                )
                .map_err(db)?;
            let recent = query
                .query_map(params![id, limit as i64], summary_from)
                .map_err(db)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(db)?;
            Ok(Some(PlayerPage { profile, ratings, recent }))
        })
        .await
    }

    async fn rate(
        &self,
        game: String,
        pool: String,
        players: Vec<String>,
        update: RatingUpdate,
    ) -> Result<Option<Vec<(Rating, Rating)>>, StoreError> {
        match self.write(Write::Rate { game, pool, players, update: Some(update) }).await? {
            Done::Rated(rated) => Ok(rated),
            _ => Err(StoreError::Database("a rating gave no answer".into())),
        }
    }

    async fn alive(&self, now_ms: i64) -> Result<(), StoreError> {
        self.write(Write::Alive(now_ms)).await.map(drop)
    }

    async fn last_alive(&self) -> Result<Option<i64>, StoreError> {
        self.read(|c| {
            c.query_row("SELECT value FROM settings WHERE name = 'alive'", [], |row| row.get(0)).optional().map_err(db)
        })
        .await
    }

    async fn cookie_key(&self) -> Result<Vec<u8>, StoreError> {
        Ok(self.cookie_key.clone())
    }

    async fn create_game(&self, summary: Summary, setup: String) -> Result<(), StoreError> {
        self.write(Write::Game(summary, setup)).await.map(drop)
    }

    async fn append(&self, summary: Summary, events: Vec<Event>, token: u64) -> Result<(), StoreError> {
        self.write(Write::Append(summary, events, token)).await.map(drop)
    }

    async fn acquire(&self, game: String, owner: String, ttl_ms: i64) -> Result<Lease, StoreError> {
        match self.write(Write::Acquire { game, owner, ttl_ms }).await? {
            Done::Lease(lease) => Ok(lease),
            _ => Err(StoreError::Database("a lease gave no token".into())),
        }
    }

    async fn renew(&self, owner: String, ttl_ms: i64) -> Result<Vec<(String, u64)>, StoreError> {
        match self.write(Write::Renew { owner, ttl_ms }).await? {
            Done::Held(held) => Ok(held),
            _ => Err(StoreError::Database("a renewal gave no leases".into())),
        }
    }

    async fn release(&self, game: String, owner: String, token: u64) -> Result<(), StoreError> {
        self.write(Write::Release { game, owner, token }).await.map(drop)
    }

    async fn orphans(&self, limit: usize) -> Result<Vec<Summary>, StoreError> {
        self.read(move |c| {
            let mut query = c
                .prepare_cached(
                    "SELECT g.id, g.status, g.public, g.updated_ms FROM games g \
                     LEFT JOIN leases l ON l.game_id = g.id \
                     WHERE g.status = 'playing' AND (l.game_id IS NULL OR l.expires_ms < ?1) \
                     ORDER BY g.updated_ms, g.id LIMIT ?2",
                )
                .map_err(db)?;
            query
                .query_map(params![now_ms(), limit.min(i64::MAX as usize) as i64], summary_from)
                .map_err(db)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(db)
        })
        .await
    }

    async fn load(&self, id: String) -> Result<Option<StoredGame>, StoreError> {
        self.read(move |c| {
            let found = c
                .query_row("SELECT id, status, public, updated_ms, setup FROM games WHERE id = ?1", [&id], |row| {
                    Ok((summary_from(row)?, row.get::<_, String>(4)?))
                })
                .optional()
                .map_err(db)?;
            let Some((summary, setup)) = found else { return Ok(None) };
            let mut query = c
                .prepare_cached("SELECT seq, at_ms, kind, data FROM events WHERE game_id = ?1 ORDER BY seq")
                .map_err(db)?;
            let events = query
                .query_map([&id], |row| {
                    Ok(Event {
                        seq: row.get::<_, i64>(0)? as u64,
                        at_ms: row.get(1)?,
                        kind: row.get(2)?,
                        data: row.get(3)?,
                    })
                })
                .map_err(db)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(db)?;
            Ok(Some(StoredGame { summary, setup, events }))
        })
        .await
    }

    async fn lobby(&self, status: Status, limit: usize) -> Result<Vec<Summary>, StoreError> {
        self.read(move |c| {
            let mut query = c
                .prepare_cached(
                    "SELECT id, status, public, updated_ms FROM games WHERE status = ?1 \
                     ORDER BY updated_ms DESC, id LIMIT ?2",
                )
                .map_err(db)?;
            query
                .query_map(params![status.as_str(), limit as i64], summary_from)
                .map_err(db)?
                .collect::<Result<Vec<_>, _>>()
                .map_err(db)
        })
        .await
    }
}
