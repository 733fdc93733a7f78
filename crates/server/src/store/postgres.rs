//! The shared store: a PostgreSQL database that several server processes may use at once.
//!
//! A pool of connections (deadpool-postgres over tokio-postgres); each trait method is one
//! transaction on one connection, committed before its future resolves. What SQLite gets from
//! having a single writer, this store gets from the database's locks, so it holds with any
//! number of processes writing at once:
//! - an append locks its game's row (`SELECT ... FOR UPDATE`), checks the number its first
//!   event must have against `next_seq`, and moves `next_seq` on in the same transaction; a
//!   second writer waits for the lock, then sees the new number and is refused. The events'
//!   primary key `(game_id, seq)` would refuse a repeated number even without the lock;
//! - ids, tokens and names are unique by constraint, and a constraint violation from a racing
//!   writer is `Duplicate`, as the check before it would have said;
//! - a rating claims its game in `rated_games` first (a racing claim waits, then finds it
//!   taken) and locks its players' rating rows in one order, so two games sharing a player are
//!   applied one after the other, never from the same "before";
//! - a game's lease (docs/cluster.md) is taken by one upsert that waits for a racing one, and an
//!   append locks the lease row before it checks its fencing token, so a takeover and a stale
//!   owner's append are ordered: the append is refused or the takeover comes after it.
//!
//! Connections are plain TCP or a unix socket (`?host=/run/postgresql`), without TLS: the
//! database is expected on the same host or a private network.

use std::str::FromStr;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime, Transaction};
use tokio_postgres::error::SqlState;
use tokio_postgres::{IsolationLevel, NoTls, Row};

use super::{
    Event, Heard, Lease, Notice, Player, PlayerPage, Profile, Rating, RatingUpdate, Status, Store, StoreError,
    StoredGame, Summary,
};

/// The schema, one step per version; the database records how far it has come.
const MIGRATIONS: &[&str] =
    &[include_str!("migrations/postgres/0001_schema.sql"), include_str!("migrations/postgres/0002_leases.sql")];

/// The advisory lock that makes processes starting together migrate one at a time.
const MIGRATION_LOCK: i64 = 0x6d65_6e61_6765_7269; // "menageri"

/// Connections one process keeps at most.
const POOL_SIZE: usize = 16;

/// The channel every append notifies (docs/cluster.md): `game_id next_seq`, nothing else.
const CHANNEL: &str = "menagerie";

pub struct PostgresStore {
    pool: Pool,
    cookie_key: Vec<u8>,
    /// For the listening connection, outside the pool.
    config: tokio_postgres::Config,
}

fn db(e: tokio_postgres::Error) -> StoreError {
    StoreError::Database(chain(&e))
}

/// An error and its causes, `outer: inner: innermost` (tokio-postgres keeps the database's own
/// message, or the refused connection, in the causes).
fn chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(e) = cause {
        text.push_str(": ");
        text.push_str(&e.to_string());
        cause = e.source();
    }
    text
}

/// A unique constraint broken by a racing writer is the `Duplicate` a check would have found.
fn unique(e: tokio_postgres::Error) -> StoreError {
    if e.code() == Some(&SqlState::UNIQUE_VIOLATION) { StoreError::Duplicate } else { db(e) }
}

/// The URL without its password, for logs: `postgres://user@host:port/name`.
pub fn redacted(url: &str) -> String {
    let Ok(config) = tokio_postgres::Config::from_str(url) else {
        return "postgres://(an unreadable URL)".into();
    };
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .map(|host| match host {
            tokio_postgres::config::Host::Tcp(name) => name.clone(),
            tokio_postgres::config::Host::Unix(path) => path.display().to_string(),
        })
        .collect();
    let port = config.get_ports().first().map(|p| format!(":{p}")).unwrap_or_default();
    format!(
        "postgres://{}@{}{port}/{}",
        config.get_user().unwrap_or(""),
        hosts.join(","),
        config.get_dbname().unwrap_or("")
    )
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/name`, or
    /// `postgres://user@/name?host=/run/postgresql` for a unix socket) and brings its schema up
    /// to date.
    pub async fn open(url: &str) -> Result<PostgresStore, StoreError> {
        let config = tokio_postgres::Config::from_str(url)
            .map_err(|e| StoreError::Database(format!("the database URL: {e}")))?;
        let manager =
            Manager::from_config(config.clone(), NoTls, ManagerConfig { recycling_method: RecyclingMethod::Fast });
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(Runtime::Tokio1)
            .create_timeout(Some(Duration::from_secs(10)))
            .wait_timeout(Some(Duration::from_secs(30)))
            .build()
            .map_err(|e| StoreError::Database(e.to_string()))?;
        let store = PostgresStore { pool, cookie_key: Vec::new(), config };
        store.migrate().await?;
        let cookie_key = store.make_cookie_key().await?;
        Ok(PostgresStore { cookie_key, ..store })
    }

    async fn client(&self) -> Result<deadpool_postgres::Client, StoreError> {
        self.pool.get().await.map_err(|e| {
            let why = match e {
                deadpool_postgres::PoolError::Backend(e) => chain(&e),
                e => e.to_string(),
            };
            StoreError::Database(format!("no connection to the database: {why}"))
        })
    }

    /// A transaction that reads one consistent snapshot (a game and its events as of one
    /// moment, never a summary newer than the events beside it).
    async fn snapshot<'a>(client: &'a mut deadpool_postgres::Client) -> Result<Transaction<'a>, StoreError> {
        client
            .build_transaction()
            .isolation_level(IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await
            .map_err(db)
    }

    /// The schema versions the database records, in order (for tests and operators).
    pub async fn schema_versions(&self) -> Result<Vec<i64>, StoreError> {
        let client = self.client().await?;
        let rows = client.query("SELECT version FROM schema_version ORDER BY version", &[]).await.map_err(db)?;
        Ok(rows.iter().map(|row| i64::from(row.get::<_, i32>(0))).collect())
    }

    /// Applies the migrations the database has not seen, each in its own transaction, under an
    /// advisory lock: processes starting together take turns, and each finds the work of those
    /// before it done. A database migrated further than this server knows is refused.
    async fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        loop {
            let tx = client.transaction().await.map_err(db)?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK]).await.map_err(db)?;
            tx.batch_execute(
                "CREATE TABLE IF NOT EXISTS schema_version (
                     version     INTEGER PRIMARY KEY,
                     applied_at  TIMESTAMPTZ NOT NULL DEFAULT now()
                 )",
            )
            .await
            .map_err(db)?;
            let done: i32 =
                tx.query_one("SELECT COALESCE(MAX(version), 0) FROM schema_version", &[]).await.map_err(db)?.get(0);
            let done = done as usize;
            if done > MIGRATIONS.len() {
                return Err(StoreError::Database(format!(
                    "the database's schema is at version {done}, newer than this server's {}: run a newer server",
                    MIGRATIONS.len()
                )));
            }
            let Some(sql) = MIGRATIONS.get(done) else {
                tx.commit().await.map_err(db)?;
                return Ok(());
            };
            tx.batch_execute(sql).await.map_err(db)?;
            tx.execute("INSERT INTO schema_version (version) VALUES ($1)", &[&(done as i32 + 1)]).await.map_err(db)?;
            tx.commit().await.map_err(db)?;
        }
    }

    /// The cookie key, made by the first process ever to start; every later one reads it.
    async fn make_cookie_key(&self) -> Result<Vec<u8>, StoreError> {
        let mut fresh = [0u8; 64];
        getrandom::fill(&mut fresh).map_err(|e| StoreError::Database(e.to_string()))?;
        let client = self.client().await?;
        client
            .execute(
                "INSERT INTO settings (name, value) VALUES ('cookie-key', $1) ON CONFLICT (name) DO NOTHING",
                &[&fresh.as_slice()],
            )
            .await
            .map_err(db)?;
        Ok(client.query_one("SELECT value FROM settings WHERE name = 'cookie-key'", &[]).await.map_err(db)?.get(0))
    }
}

/// Commits `tx` if its work succeeded, rolls it back if not: the work's result either way, or
/// the commit's failure.
async fn finish<T>(tx: Transaction<'_>, result: Result<T, StoreError>) -> Result<T, StoreError> {
    match result {
        Ok(value) => {
            tx.commit().await.map_err(db)?;
            Ok(value)
        }
        Err(e) => {
            // A failed rollback leaves nothing behind: the connection ends the transaction
            // when it is dropped or reused.
            let _ = tx.rollback().await;
            Err(e)
        }
    }
}

/// A `LIMIT` for `limit` rows: `usize::MAX` (as callers say "all") is the largest PostgreSQL
/// takes, where a cast would wrap to a negative number it refuses.
fn sql_limit(limit: usize) -> i64 {
    i64::try_from(limit).unwrap_or(i64::MAX)
}

fn profile_from(row: &Row) -> Profile {
    Profile { id: row.get(0), name: row.get(1), created_ms: row.get(2) }
}

fn summary_from(row: &Row) -> Summary {
    let status: String = row.get(1);
    Summary {
        id: row.get(0),
        status: Status::parse(&status).unwrap_or(Status::Ended),
        public: row.get(2),
        updated_ms: row.get(3),
        players: Vec::new(),
    }
}

fn rating_from(row: &Row, first: usize) -> Result<Rating, StoreError> {
    let games: i64 = row.get(first + 3);
    Ok(Rating {
        rating: row.get(first),
        deviation: row.get(first + 1),
        volatility: row.get(first + 2),
        games: u32::try_from(games).map_err(|_| StoreError::Database(format!("a rating's game count {games}")))?,
    })
}

async fn insert_token(
    tx: &Transaction<'_>,
    player: &str,
    token_hash: &[u8; 32],
    now_ms: i64,
) -> Result<(), StoreError> {
    let statement = tx
        .prepare_cached(
            "INSERT INTO tokens (token_hash, player_id, created_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (token_hash) DO NOTHING",
        )
        .await
        .map_err(db)?;
    let inserted = tx.execute(&statement, &[&token_hash.as_slice(), &player, &now_ms]).await.map_err(db)?;
    if inserted == 0 {
        return Err(StoreError::Duplicate);
    }
    Ok(())
}

/// Records the players seated in `summary`'s game (a seat once filled stays so).
async fn seat_players(tx: &Transaction<'_>, summary: &Summary) -> Result<(), StoreError> {
    if summary.players.iter().all(Option::is_none) {
        return Ok(());
    }
    let statement = tx
        .prepare_cached(
            "INSERT INTO game_players (game_id, seat, player_id) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id, seat) DO NOTHING",
        )
        .await
        .map_err(db)?;
    for (seat, player) in summary.players.iter().enumerate() {
        if let Some(player) = player {
            tx.execute(&statement, &[&summary.id, &(seat as i32), player]).await.map_err(db)?;
        }
    }
    Ok(())
}

async fn create_player(tx: &Transaction<'_>, player: &Player) -> Result<(), StoreError> {
    let inserted = tx
        .execute(
            "INSERT INTO players (id, created_ms) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
            &[&player.id, &player.created_ms],
        )
        .await
        .map_err(db)?;
    if inserted == 0 {
        return Err(StoreError::Duplicate);
    }
    insert_token(tx, &player.id, &player.token_hash, player.created_ms).await
}

async fn add_token(tx: &Transaction<'_>, player: &str, token_hash: &[u8; 32], now_ms: i64) -> Result<(), StoreError> {
    // FOR SHARE: the player cannot change under the new token before the commit.
    let found = tx.query_opt("SELECT 1 FROM players WHERE id = $1 FOR SHARE", &[&player]).await.map_err(db)?;
    if found.is_none() {
        return Err(StoreError::NotFound);
    }
    insert_token(tx, player, token_hash, now_ms).await
}

async fn claim_name(tx: &Transaction<'_>, player: &str, name: &str, password_hash: &str) -> Result<(), StoreError> {
    let taken = tx.query_opt("SELECT 1 FROM players WHERE lower(name) = lower($1)", &[&name]).await.map_err(db)?;
    if taken.is_some() {
        return Err(StoreError::Duplicate);
    }
    // A racing claim of the same name breaks the unique index on lower(name): Duplicate too.
    let updated = tx
        .execute(
            "UPDATE players SET name = $2, password_hash = $3 WHERE id = $1 AND name IS NULL",
            &[&player, &name, &password_hash],
        )
        .await
        .map_err(unique)?;
    if updated == 0 {
        return Err(StoreError::Duplicate);
    }
    Ok(())
}

async fn rate(
    tx: &Transaction<'_>,
    game: &str,
    pool: &str,
    players: &[String],
    update: RatingUpdate,
) -> Result<Option<Vec<(Rating, Rating)>>, StoreError> {
    // Claim the game first: a second claim, in this process or another, waits for this
    // transaction and then finds the game taken.
    let claimed = tx
        .execute(
            "INSERT INTO rated_games (game_id, changes) VALUES ($1, '') ON CONFLICT (game_id) DO NOTHING",
            &[&game],
        )
        .await
        .map_err(db)?;
    if claimed == 0 {
        return Ok(None);
    }
    // Each player's row, made at the default if new, locked in one order (no deadlock between
    // two games sharing players), read as it is after any rating committed before.
    let mut ordered: Vec<&String> = players.iter().collect();
    ordered.sort();
    ordered.dedup();
    let default = Rating::default();
    let lock = tx
        .prepare_cached(
            "INSERT INTO ratings (player_id, pool, rating, deviation, volatility, games) \
             VALUES ($1, $2, $3, $4, $5, $6) \
             ON CONFLICT (player_id, pool) DO UPDATE SET games = ratings.games \
             RETURNING rating, deviation, volatility, games",
        )
        .await
        .map_err(db)?;
    let mut current = std::collections::HashMap::new();
    for player in ordered {
        let row = tx
            .query_one(
                &lock,
                &[player, &pool, &default.rating, &default.deviation, &default.volatility, &i64::from(default.games)],
            )
            .await
            .map_err(db)?;
        current.insert(player.as_str(), rating_from(&row, 0)?);
    }
    let before: Vec<Rating> = players.iter().map(|p| current[p.as_str()]).collect();
    let after = update(&before);
    if after.len() != before.len() {
        return Err(StoreError::Database("a rating update lost a player".into()));
    }
    let write = tx
        .prepare_cached(
            "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6 \
             WHERE player_id = $1 AND pool = $2",
        )
        .await
        .map_err(db)?;
    for (player, r) in players.iter().zip(&after) {
        tx.execute(&write, &[player, &pool, &r.rating, &r.deviation, &r.volatility, &i64::from(r.games)])
            .await
            .map_err(db)?;
    }
    let changes: Vec<(Rating, Rating)> = before.into_iter().zip(after).collect();
    let text = serde_json::to_string(&changes).map_err(|e| StoreError::Database(e.to_string()))?;
    tx.execute("UPDATE rated_games SET changes = $2 WHERE game_id = $1", &[&game, &text]).await.map_err(db)?;
    Ok(Some(changes))
}

async fn create_game(tx: &Transaction<'_>, summary: &Summary, setup: &str) -> Result<(), StoreError> {
    let inserted = tx
        .execute(
            "INSERT INTO games (id, status, public, setup, next_seq, updated_ms) VALUES ($1, $2, $3, $4, 0, $5) \
             ON CONFLICT (id) DO NOTHING",
            &[&summary.id, &summary.status.as_str(), &summary.public, &setup, &summary.updated_ms],
        )
        .await
        .map_err(db)?;
    if inserted == 0 {
        return Err(StoreError::Duplicate);
    }
    seat_players(tx, summary).await
}

async fn append(tx: &Transaction<'_>, summary: &Summary, events: &[Event], token: u64) -> Result<(), StoreError> {
    // The fence: the lease row stays locked until the commit, so no takeover (which bumps the
    // token) can slip between this check and the events landing.
    let lease = tx.prepare_cached("SELECT token FROM leases WHERE game_id = $1 FOR UPDATE").await.map_err(db)?;
    match tx.query_opt(&lease, &[&summary.id]).await.map_err(db)? {
        Some(row) if row.get::<_, i64>(0) as u64 == token => {}
        Some(_) => return Err(StoreError::Fenced),
        None => {
            let game = tx.query_opt("SELECT 1 FROM games WHERE id = $1", &[&summary.id]).await.map_err(db)?;
            return Err(if game.is_some() { StoreError::Fenced } else { StoreError::NotFound });
        }
    }
    // The game's row stays locked until the commit: the one writer at a time, across processes.
    let next = tx.prepare_cached("SELECT next_seq FROM games WHERE id = $1 FOR UPDATE").await.map_err(db)?;
    let Some(row) = tx.query_opt(&next, &[&summary.id]).await.map_err(db)? else {
        return Err(StoreError::NotFound);
    };
    let next = row.get::<_, i64>(0) as u64;
    for (i, event) in events.iter().enumerate() {
        let expected = next + i as u64;
        if event.seq != expected {
            return Err(StoreError::Conflict { expected, found: event.seq });
        }
    }
    let insert = tx
        .prepare_cached("INSERT INTO events (game_id, seq, at_ms, kind, data) VALUES ($1, $2, $3, $4, $5)")
        .await
        .map_err(db)?;
    for event in events {
        tx.execute(&insert, &[&summary.id, &(event.seq as i64), &event.at_ms, &event.kind, &event.data])
            .await
            .map_err(db)?;
    }
    // NOTIFY is transactional: the other processes hear of the events only once they are
    // committed, and hear nothing but the game's id and its next number.
    let update = tx
        .prepare_cached(
            "UPDATE games SET status = $2, public = $3, next_seq = $4, updated_ms = $5 WHERE id = $1 \
             RETURNING pg_notify('menagerie', id || ' ' || next_seq)",
        )
        .await
        .map_err(db)?;
    let next_seq = (next + events.len() as u64) as i64;
    tx.execute(&update, &[&summary.id, &summary.status.as_str(), &summary.public, &next_seq, &summary.updated_ms])
        .await
        .map_err(db)?;
    seat_players(tx, summary).await
}

async fn acquire(tx: &Transaction<'_>, game: &str, owner: &str, ttl_ms: i64) -> Result<Lease, StoreError> {
    if tx.query_opt("SELECT 1 FROM games WHERE id = $1", &[&game]).await.map_err(db)?.is_none() {
        return Err(StoreError::NotFound);
    }
    // The lease as it was (locked: a racing acquirer waits, then sees this one's), then taken
    // if it is free, expired or ours.
    let before = tx
        .query_opt(
            "SELECT owner, (EXTRACT(EPOCH FROM now() - renewed_at) * 1000)::float8 \
             FROM leases WHERE game_id = $1 FOR UPDATE",
            &[&game],
        )
        .await
        .map_err(db)?;
    let take = tx
        .prepare_cached(
            "INSERT INTO leases (game_id, owner, token, expires_at, renewed_at) \
             VALUES ($1, $2, 1, now() + $3::float8 * interval '1 millisecond', now()) \
             ON CONFLICT (game_id) DO UPDATE SET \
                 token = CASE WHEN leases.owner = EXCLUDED.owner THEN leases.token ELSE leases.token + 1 END, \
                 owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at, renewed_at = now() \
             WHERE leases.owner = EXCLUDED.owner OR leases.expires_at < now() \
             RETURNING token",
        )
        .await
        .map_err(db)?;
    let ttl = ttl_ms as f64;
    if let Some(row) = tx.query_opt(&take, &[&game, &owner, &ttl]).await.map_err(db)? {
        let vacant_ms = before.filter(|b| b.get::<_, String>(0) != owner).map(|b| b.get::<_, f64>(1).max(0.0) as i64);
        return Ok(Lease { token: row.get::<_, i64>(0) as u64, vacant_ms });
    }
    let row = tx.query_one("SELECT owner FROM leases WHERE game_id = $1", &[&game]).await.map_err(db)?;
    Err(StoreError::Leased { owner: row.get(0) })
}

/// Reads the notices of the listening connection until it drops; `LISTEN` first, then
/// [`Notice::Missed`] (whatever was appended while this connection was not listening).
async fn hear(
    client: tokio_postgres::Client,
    mut connection: tokio_postgres::Connection<tokio_postgres::Socket, tokio_postgres::tls::NoTlsStream>,
    heard: &std::sync::Arc<dyn Fn(Notice) -> bool + Send + Sync>,
) -> Result<(), StoreError> {
    let heard_here = heard.clone();
    let driver = tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = futures_util::StreamExt::next(&mut messages).await {
            if let tokio_postgres::AsyncMessage::Notification(note) = message.map_err(db)? {
                let parsed = note.payload().rsplit_once(' ').and_then(|(id, n)| Some((id, n.parse().ok()?)));
                if let Some((game, next_seq)) = parsed
                    && !heard_here(Notice::Appended { game: game.to_owned(), next_seq })
                {
                    break;
                }
            }
        }
        Ok(())
    });
    client.batch_execute(&format!("LISTEN {CHANNEL}")).await.map_err(db)?;
    heard(Notice::Missed);
    let ended = driver.await.map_err(|e| StoreError::Database(e.to_string()))?;
    drop(client);
    ended
}

async fn player_page(tx: &Transaction<'_>, id: &str, limit: usize) -> Result<Option<PlayerPage>, StoreError> {
    let Some(row) = tx.query_opt("SELECT id, name, created_ms FROM players WHERE id = $1", &[&id]).await.map_err(db)?
    else {
        return Ok(None);
    };
    let profile = profile_from(&row);
    let rows = tx
        .query(
            "SELECT pool, rating, deviation, volatility, games FROM ratings WHERE player_id = $1 \
             ORDER BY pool COLLATE \"C\"",
            &[&id],
        )
        .await
        .map_err(db)?;
    let ratings = rows.iter().map(|row| Ok((row.get(0), rating_from(row, 1)?))).collect::<Result<Vec<_>, _>>()?;
    let rows = tx
        .query(
            "SELECT g.id, g.status, g.public, g.updated_ms FROM games g \
             WHERE g.id IN (SELECT game_id FROM game_players WHERE player_id = $1) \
             ORDER BY g.updated_ms DESC, g.id COLLATE \"C\" LIMIT $2",
            &[&id, &sql_limit(limit)],
        )
        .await
        .map_err(db)?;
    let recent = rows.iter().map(summary_from).collect();
    Ok(Some(PlayerPage { profile, ratings, recent }))
}

async fn load(tx: &Transaction<'_>, id: &str) -> Result<Option<StoredGame>, StoreError> {
    let game =
        tx.prepare_cached("SELECT id, status, public, updated_ms, setup FROM games WHERE id = $1").await.map_err(db)?;
    let Some(row) = tx.query_opt(&game, &[&id]).await.map_err(db)? else { return Ok(None) };
    let (summary, setup) = (summary_from(&row), row.get(4));
    let events = tx
        .prepare_cached("SELECT seq, at_ms, kind, data FROM events WHERE game_id = $1 ORDER BY seq")
        .await
        .map_err(db)?;
    let events = tx
        .query(&events, &[&id])
        .await
        .map_err(db)?
        .iter()
        .map(|row| Event { seq: row.get::<_, i64>(0) as u64, at_ms: row.get(1), kind: row.get(2), data: row.get(3) })
        .collect();
    Ok(Some(StoredGame { summary, setup, events }))
}

impl Store for PostgresStore {
    async fn create_player(&self, player: Player) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(db)?;
        let result = create_player(&tx, &player).await;
        finish(tx, result).await
    }

    async fn player_by_token(&self, token_hash: [u8; 32]) -> Result<Option<Profile>, StoreError> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached(
                "SELECT p.id, p.name, p.created_ms FROM tokens t JOIN players p ON p.id = t.player_id \
                 WHERE t.token_hash = $1",
            )
            .await
            .map_err(db)?;
        let row = client.query_opt(&statement, &[&token_hash.as_slice()]).await.map_err(db)?;
        Ok(row.as_ref().map(profile_from))
    }

    async fn add_token(&self, player: String, token_hash: [u8; 32], now_ms: i64) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(db)?;
        let result = add_token(&tx, &player, &token_hash, now_ms).await;
        finish(tx, result).await
    }

    async fn claim_name(&self, player: String, name: String, password_hash: String) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(db)?;
        let result = claim_name(&tx, &player, &name, &password_hash).await;
        // The unique index is checked at the update; a commit never finds a new duplicate.
        finish(tx, result).await
    }

    async fn player_by_name(&self, name: String) -> Result<Option<(Profile, String)>, StoreError> {
        let client = self.client().await?;
        let row = client
            .query_opt(
                "SELECT id, name, created_ms, password_hash FROM players WHERE lower(name) = lower($1)",
                &[&name],
            )
            .await
            .map_err(db)?;
        Ok(row.map(|row| (profile_from(&row), row.get(3))))
    }

    async fn player_page(&self, id: String, limit: usize) -> Result<Option<PlayerPage>, StoreError> {
        let mut client = self.client().await?;
        let tx = PostgresStore::snapshot(&mut client).await?;
        let result = player_page(&tx, &id, limit).await;
        finish(tx, result).await
    }

    async fn rate(
        &self,
        game: String,
        pool: String,
        players: Vec<String>,
        update: RatingUpdate,
    ) -> Result<Option<Vec<(Rating, Rating)>>, StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(db)?;
        let result = rate(&tx, &game, &pool, &players, update).await;
        finish(tx, result).await
    }

    async fn alive(&self, now_ms: i64) -> Result<(), StoreError> {
        let client = self.client().await?;
        client
            .execute(
                "INSERT INTO heartbeat (id, at_ms) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at_ms = EXCLUDED.at_ms",
                &[&now_ms],
            )
            .await
            .map_err(db)?;
        Ok(())
    }

    async fn last_alive(&self) -> Result<Option<i64>, StoreError> {
        let client = self.client().await?;
        let row = client.query_opt("SELECT at_ms FROM heartbeat WHERE id = 1", &[]).await.map_err(db)?;
        Ok(row.map(|row| row.get(0)))
    }

    async fn cookie_key(&self) -> Result<Vec<u8>, StoreError> {
        Ok(self.cookie_key.clone())
    }

    async fn create_game(&self, summary: Summary, setup: String) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(db)?;
        let result = create_game(&tx, &summary, &setup).await;
        finish(tx, result).await
    }

    async fn append(&self, summary: Summary, events: Vec<Event>, token: u64) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(db)?;
        let result = append(&tx, &summary, &events, token).await;
        finish(tx, result).await
    }

    async fn acquire(&self, game: String, owner: String, ttl_ms: i64) -> Result<Lease, StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(db)?;
        let result = acquire(&tx, &game, &owner, ttl_ms).await;
        finish(tx, result).await
    }

    async fn renew(&self, owner: String, ttl_ms: i64) -> Result<Vec<(String, u64)>, StoreError> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached(
                "UPDATE leases SET expires_at = now() + $2::float8 * interval '1 millisecond', \
                 renewed_at = CASE WHEN $2::float8 >= 0 THEN now() ELSE renewed_at END WHERE owner = $1 \
                 RETURNING game_id, token",
            )
            .await
            .map_err(db)?;
        let rows = client.query(&statement, &[&owner, &(ttl_ms as f64)]).await.map_err(db)?;
        Ok(rows.iter().map(|row| (row.get(0), row.get::<_, i64>(1) as u64)).collect())
    }

    async fn release(&self, game: String, owner: String, token: u64) -> Result<(), StoreError> {
        let client = self.client().await?;
        client
            .execute(
                "UPDATE leases SET expires_at = '-infinity' WHERE game_id = $1 AND owner = $2 AND token = $3",
                &[&game, &owner, &(token as i64)],
            )
            .await
            .map_err(db)?;
        Ok(())
    }

    async fn orphans(&self, limit: usize) -> Result<Vec<Summary>, StoreError> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached(
                "SELECT g.id, g.status, g.public, g.updated_ms FROM games g \
                 LEFT JOIN leases l ON l.game_id = g.id \
                 WHERE g.status = 'playing' AND (l.game_id IS NULL OR l.expires_at < now()) \
                 ORDER BY g.updated_ms, g.id COLLATE \"C\" LIMIT $1",
            )
            .await
            .map_err(db)?;
        let rows = client.query(&statement, &[&sql_limit(limit)]).await.map_err(db)?;
        Ok(rows.iter().map(summary_from).collect())
    }

    async fn load(&self, id: String) -> Result<Option<StoredGame>, StoreError> {
        let mut client = self.client().await?;
        let tx = PostgresStore::snapshot(&mut client).await?;
        let result = load(&tx, &id).await;
        finish(tx, result).await
    }

    async fn events(&self, id: String, from: u64) -> Result<Vec<Event>, StoreError> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached("SELECT seq, at_ms, kind, data FROM events WHERE game_id = $1 AND seq >= $2 ORDER BY seq")
            .await
            .map_err(db)?;
        let rows = client.query(&statement, &[&id, &(from as i64)]).await.map_err(db)?;
        Ok(rows
            .iter()
            .map(|row| Event {
                seq: row.get::<_, i64>(0) as u64,
                at_ms: row.get(1),
                kind: row.get(2),
                data: row.get(3),
            })
            .collect())
    }

    async fn listen(&self, heard: Heard) -> Result<(), StoreError> {
        // The first connection now, so that a database refusing it is an error at start.
        let mut first = Some(self.config.connect(NoTls).await.map_err(db)?);
        let (config, heard): (_, std::sync::Arc<dyn Fn(Notice) -> bool + Send + Sync>) =
            (self.config.clone(), heard.into());
        tokio::spawn(async move {
            // Until the server stops listening.
            while first.is_some() || heard(Notice::Missed) {
                let connected = match first.take() {
                    Some(connected) => Ok(connected),
                    None => config.connect(NoTls).await.map_err(db),
                };
                let ended = match connected {
                    Ok((client, connection)) => hear(client, connection, &heard).await,
                    Err(e) => Err(e),
                };
                if let Err(e) = ended {
                    eprintln!("store: not listening to other processes' writes ({e}); again in a second");
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        });
        Ok(())
    }

    async fn lobby(&self, status: Status, limit: usize) -> Result<Vec<Summary>, StoreError> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached(
                "SELECT id, status, public, updated_ms FROM games WHERE status = $1 \
                 ORDER BY updated_ms DESC, id COLLATE \"C\" LIMIT $2",
            )
            .await
            .map_err(db)?;
        let rows = client.query(&statement, &[&status.as_str(), &sql_limit(limit)]).await.map_err(db)?;
        Ok(rows.iter().map(summary_from).collect())
    }
}
