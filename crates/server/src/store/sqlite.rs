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

use super::{Event, Player, Status, Store, StoreError, StoredGame, Summary};

/// The schema, one step per version; the database records how far it has come.
const MIGRATIONS: &[&str] = &[include_str!("migrations/0001_games.sql")];

/// The most requests one transaction takes.
const MAX_BATCH: usize = 256;

fn db(e: rusqlite::Error) -> StoreError {
    StoreError::Database(e.to_string())
}

/// A write waiting for the writer thread.
enum Write {
    Player(Player),
    Game(Summary, String),
    Append(Summary, Vec<Event>),
}

type Reply = oneshot::Sender<Result<(), StoreError>>;

pub struct SqliteStore {
    writes: mpsc::Sender<(Write, Reply)>,
    reader: Arc<Mutex<Connection>>,
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
        let reader = Connection::open(path).map_err(db)?;
        reader.busy_timeout(std::time::Duration::from_secs(5)).map_err(db)?;
        let (writes, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || write_loop(writer, queue))
            .map_err(|e| StoreError::Database(e.to_string()))?;
        Ok(SqliteStore { writes, reader: Arc::new(Mutex::new(reader)) })
    }

    async fn write(&self, write: Write) -> Result<(), StoreError> {
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
        let outcome = commit(&mut connection, &batch);
        for ((_, reply), result) in batch.into_iter().zip(outcome) {
            let _ = reply.send(result);
        }
    }
}

/// One transaction for the batch, a savepoint per request; the results in order. If the
/// commit itself fails, every request fails.
fn commit(connection: &mut Connection, batch: &[(Write, Reply)]) -> Vec<Result<(), StoreError>> {
    let mut results = Vec::with_capacity(batch.len());
    let mut tx = match connection.transaction() {
        Ok(tx) => tx,
        Err(e) => {
            let message = e.to_string();
            return batch.iter().map(|_| Err(StoreError::Database(message.clone()))).collect();
        }
    };
    for (write, _) in batch {
        let result = (|| {
            let sp = tx.savepoint().map_err(db)?;
            apply(&sp, write)?;
            sp.commit().map_err(db)
        })();
        results.push(result);
    }
    if let Err(e) = tx.commit() {
        let message = e.to_string();
        return batch.iter().map(|_| Err(StoreError::Database(message.clone()))).collect();
    }
    results
}

fn apply(tx: &rusqlite::Savepoint<'_>, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::Player(p) => {
            let inserted = tx
                .execute(
                    "INSERT OR IGNORE INTO players (id, token_hash, created_ms) VALUES (?1, ?2, ?3)",
                    params![p.id, p.token_hash.as_slice(), p.created_ms],
                )
                .map_err(db)?;
            if inserted == 0 {
                return Err(StoreError::Duplicate);
            }
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
        }
        Write::Append(summary, events) => {
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
        }
    }
    Ok(())
}

fn summary_from(row: &rusqlite::Row<'_>) -> rusqlite::Result<Summary> {
    let status: String = row.get(1)?;
    Ok(Summary {
        id: row.get(0)?,
        status: Status::parse(&status).unwrap_or(Status::Ended),
        public: row.get(2)?,
        updated_ms: row.get(3)?,
    })
}

impl Store for SqliteStore {
    async fn create_player(&self, player: Player) -> Result<(), StoreError> {
        self.write(Write::Player(player)).await
    }

    async fn player_by_token(&self, token_hash: [u8; 32]) -> Result<Option<Player>, StoreError> {
        self.read(move |c| {
            c.query_row("SELECT id, created_ms FROM players WHERE token_hash = ?1", [token_hash.as_slice()], |row| {
                Ok(Player { id: row.get(0)?, token_hash, created_ms: row.get(1)? })
            })
            .optional()
            .map_err(db)
        })
        .await
    }

    async fn create_game(&self, summary: Summary, setup: String) -> Result<(), StoreError> {
        self.write(Write::Game(summary, setup)).await
    }

    async fn append(&self, summary: Summary, events: Vec<Event>) -> Result<(), StoreError> {
        self.write(Write::Append(summary, events)).await
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
