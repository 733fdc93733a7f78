//! Where games live between moves and across restarts: players, games and each game's event
//! log. The `Store` trait speaks in those terms, never in SQL, so the embedded SQLite store
//! (`sqlite.rs`) and a PostgreSQL one (issue 12) are interchangeable; one test suite
//! (`tests/server/store.rs`) runs against each.
//!
//! A game is its start and an append-only log of events (a secret chosen, an action, a
//! resignation, an offer, a flag fall), each with its number in the game (`seq`, from 0). A
//! game is rebuilt by replaying its events, so what the store has committed is exactly what
//! was acknowledged. An append names the number its first event must have: a writer that lost
//! track (or a second writer) is refused, and nothing is written twice.
//!
//! A game in play is owned by one process at a time: a *lease* per game (its owner, a fencing
//! token, an expiry). A process takes the lease before it loads the game ([`Store::acquire`]),
//! keeps it alive ([`Store::renew`], every second), and gives it back when it drops the game
//! ([`Store::release`]). The token grows at every change of owner, and every append carries
//! the token its writer got: an append whose token is no longer the game's is refused
//! ([`StoreError::Fenced`]) inside its transaction, whatever the writer believes about time. Expiry
//! only decides when another process may take the lease; the token decides who may write.

mod postgres;
mod sqlite;

use std::future::Future;

use serde::{Deserialize, Serialize};

pub use postgres::{PostgresStore, redacted};
pub use sqlite::{SqliteStore, schema_versions};

/// Why the store refused or failed.
#[derive(Debug, PartialEq, Eq)]
pub enum StoreError {
    /// An append whose first event number is not the game's next one.
    Conflict { expected: u64, found: u64 },
    /// No game or player by that id.
    NotFound,
    /// An id that is taken already.
    Duplicate,
    /// The game's lease is held by another process, alive (`acquire`): the game is played
    /// there for now.
    Leased { owner: String },
    /// An append whose fencing token is not the game's current one: another process took the
    /// game over. The writer must stop and drop the game.
    Fenced,
    /// The database failed; the text is for the log, never for a client.
    Database(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Conflict { expected, found } => {
                write!(f, "the game's next event is {expected}, not {found}")
            }
            StoreError::NotFound => f.write_str("not found"),
            StoreError::Duplicate => f.write_str("the id is taken"),
            StoreError::Leased { owner } => write!(f, "the game is owned by process {owner}"),
            StoreError::Fenced => f.write_str("the game was taken over by another process"),
            StoreError::Database(e) => write!(f, "database error: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

/// A game's lease as [`Store::acquire`] gave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lease {
    /// The fencing token every append must carry.
    pub token: u64,
    /// Taken over from another owner: how long ago (ms, by the store's clock) that owner last
    /// renewed the lease, the time the game had no live owner (a clock is not charged for it).
    pub vacant_ms: Option<i64>,
}

/// What a process hears of other processes' writes ([`Store::listen`]): a hint to read the
/// store again, never the data itself (no event, no secret travels in a notice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Game `game` has events up to `next_seq` (exclusive) committed.
    Appended { game: String, next_seq: u64 },
    /// Notices may have been lost (the listening connection dropped and came back): every
    /// game watched should be read again.
    Missed,
}

/// Told of every [`Notice`]; `false` once it wants no more.
pub type Heard = Box<dyn Fn(Notice) -> bool + Send + Sync>;

/// Where a game is in its life, for the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Seats still open.
    Open,
    Playing,
    Ended,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Playing => "playing",
            Status::Ended => "ended",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        match text {
            "open" => Some(Status::Open),
            "playing" => Some(Status::Playing),
            "ended" => Some(Status::Ended),
            _ => None,
        }
    }
}

/// A new player: its id and the hash of its first bearer token (the token itself is never
/// stored). A player may gain more tokens (a login on another device) and claim a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: String,
    pub token_hash: [u8; 32],
    pub created_ms: i64,
}

/// A player as others may see it, with its claimed name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    pub id: String,
    pub name: Option<String>,
    pub created_ms: i64,
}

/// A rating in one pool: Glicko-2 for games of two, Weng-Lin (on the same scale) for three or
/// four seats.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06, games: 0 }
    }
}

/// The ratings of a game's players before its result, to their ratings after it.
pub type RatingUpdate = Box<dyn FnOnce(&[Rating]) -> Vec<Rating> + Send>;

/// A player's page: who it is, its ratings by pool, its latest games.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerPage {
    pub profile: Profile,
    pub ratings: Vec<(String, Rating)>,
    pub recent: Vec<Summary>,
}

/// What the lobby and a game's task need without its events: set at creation, updated with
/// each append. `public` is what anyone may see (variant, options, seats filled, clock) as
/// JSON; the store does not look inside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub id: String,
    pub status: Status,
    pub public: String,
    pub updated_ms: i64,
    /// The player in each seat (`None`: open, or the computer). Written with the game, for
    /// player pages; not read back into the lobby.
    pub players: Vec<Option<String>>,
}

/// One entry of a game's log. `kind` names it and `data` is its JSON; the store keeps both as
/// given (the live game defines them). `at_ms` is when the server accepted it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub seq: u64,
    pub at_ms: i64,
    pub kind: String,
    pub data: String,
}

/// A game as stored: its creation record (the referee's start: variant, options, seats, as
/// JSON the live game defines; secret until the game ends) and its events in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    pub summary: Summary,
    pub setup: String,
    pub events: Vec<Event>,
}

/// The storage every server process shares. Each method is one transaction: done entirely
/// and durably before its future resolves, or not at all.
pub trait Store: Send + Sync + 'static {
    fn create_player(&self, player: Player) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The player a token belongs to.
    fn player_by_token(&self, token_hash: [u8; 32])
    -> impl Future<Output = Result<Option<Profile>, StoreError>> + Send;

    /// Gives `player` another token (a login).
    fn add_token(
        &self,
        player: String,
        token_hash: [u8; 32],
        now_ms: i64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// `player` claims `name` with a password hash: `Duplicate` if the name is taken (in any
    /// case) or the player has a name already.
    fn claim_name(
        &self,
        player: String,
        name: String,
        password_hash: String,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The player who claimed `name` (in any case) and its password hash.
    fn player_by_name(
        &self,
        name: String,
    ) -> impl Future<Output = Result<Option<(Profile, String)>, StoreError>> + Send;

    /// A player's page, its `recent` games at most `limit`.
    fn player_page(
        &self,
        id: String,
        limit: usize,
    ) -> impl Future<Output = Result<Option<PlayerPage>, StoreError>> + Send;

    /// Applies a finished game's result to its players' ratings in `pool`, once: the ratings
    /// before and after, or `None` if the game was rated already.
    fn rate(
        &self,
        game: String,
        pool: String,
        players: Vec<String>,
        update: RatingUpdate,
    ) -> impl Future<Output = Result<Option<Vec<(Rating, Rating)>>, StoreError>> + Send;

    /// Records that the server is alive at `now_ms` (a heartbeat, a few times a second).
    fn alive(&self, now_ms: i64) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The last heartbeat recorded: when the server last ran, for the downtime at a restart.
    fn last_alive(&self) -> impl Future<Output = Result<Option<i64>, StoreError>> + Send;

    /// The key that signs cookies: made at the first start, the same for every process.
    fn cookie_key(&self) -> impl Future<Output = Result<Vec<u8>, StoreError>> + Send;

    /// Creates a game with no events.
    fn create_game(&self, summary: Summary, setup: String) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Appends `events` (numbered from the game's next number on) and sets the summary, if
    /// `token` is still the game's fencing token (`Fenced` if not, or if the game has no lease).
    fn append(
        &self,
        summary: Summary,
        events: Vec<Event>,
        token: u64,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Takes game `game`'s lease for process `owner` for `ttl_ms`, by the store's clock: its
    /// fencing token. Taken when the game has no lease, its lease has expired, or `owner` holds
    /// it already (then the token stays: the same owner's term goes on); the token grows when
    /// the owner changes. `Leased` when another owner's lease is still running; `NotFound`
    /// when there is no such game.
    fn acquire(
        &self,
        game: String,
        owner: String,
        ttl_ms: i64,
    ) -> impl Future<Output = Result<Lease, StoreError>> + Send;

    /// Pushes the expiry of every lease `owner` holds to `ttl_ms` from now: the games it holds
    /// (id and token), for the owner to drop any it believes it holds and does not. A negative
    /// `ttl_ms` gives them all back (a clean shutdown).
    fn renew(&self, owner: String, ttl_ms: i64) -> impl Future<Output = Result<Vec<(String, u64)>, StoreError>> + Send;

    /// Gives the lease back (it expires now) if `owner` still holds it with `token`, so another
    /// process may take the game at once.
    fn release(&self, game: String, owner: String, token: u64) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Games in play whose lease has expired or that have none, at most `limit`: the games a
    /// dead owner left, for a live process to take over (so their clocks run).
    fn orphans(&self, limit: usize) -> impl Future<Output = Result<Vec<Summary>, StoreError>> + Send;

    fn load(&self, id: String) -> impl Future<Output = Result<Option<StoredGame>, StoreError>> + Send;

    /// Game `id`'s events from number `from` on, in order (a mirror catching up). By default
    /// read from the whole game.
    fn events(&self, id: String, from: u64) -> impl Future<Output = Result<Vec<Event>, StoreError>> + Send {
        async move {
            let game = self.load(id).await?.ok_or(StoreError::NotFound)?;
            Ok(game.events.into_iter().filter(|e| e.seq >= from).collect())
        }
    }

    /// Calls `heard` with every notice of an append committed by any process on this store,
    /// until `heard` answers `false` (the server stopped). The store reconnects by itself,
    /// then says [`Notice::Missed`]. A store only one process uses has nothing to tell: by
    /// default nothing is ever heard.
    fn listen(&self, heard: Heard) -> impl Future<Output = Result<(), StoreError>> + Send {
        drop(heard);
        async { Ok(()) }
    }

    /// The games with this status, most recently changed first, at most `limit`.
    fn lobby(&self, status: Status, limit: usize) -> impl Future<Output = Result<Vec<Summary>, StoreError>> + Send;
}
