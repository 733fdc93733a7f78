//! Games in play. Each live game is owned by one tokio task, its only writer: requests reach
//! it as [`Command`]s through a cheap [`GameHandle`] and are applied one at a time, and every
//! change is committed to the store before anyone hears of it (mini-redis's pattern: the
//! registry maps ids to handles, never to state).
//!
//! A game not in play and watched by nobody is dropped from memory after a short while and
//! reloaded from the store on the next request; a game whose clock runs stays, so that a
//! flag falls on time.
//!
//! Several processes may share one PostgreSQL database (docs/cluster.md): a process loads a
//! game only after taking its lease, whose fencing token every append of its task carries. A
//! task whose append is refused as fenced (another process took the game over while this one
//! was frozen or cut off) stops at once and drops the game: its streams end, and its clients
//! reconnect to whichever process owns the game now. [`keep_leases`] renews this process's
//! leases every second, stops the tasks of games it no longer holds, and takes over the
//! clocked games a dead process left, so their flags fall on time.
//!
//! A game owned by another process is served here from a *mirror*: a task of the same kind
//! without the lease, that never writes. It replays the game from the store like an owner,
//! reads the events after its last one whenever the store says another process appended
//! ([`Registry::heard`], PostgreSQL's LISTEN/NOTIFY), and projects each change for its own
//! viewers with the same code as the owner, so every seat sees the same lines on every
//! process. An act sent to a mirror is answered [`LiveError::Owned`]: the HTTP layer forwards
//! it to the owner. A mirror whose game has no live owner takes the lease and goes on as the
//! owner, without reloading.

pub mod clock;
mod computer;
mod project;
pub mod rating;
pub mod referee;

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use menagerie_engine::Evaluate;
use menagerie_rules::{Variant, with_variant};
use serde_json::Value;
use tokio::sync::{broadcast, mpsc, oneshot};

use crate::http::App;
use crate::lobby::{self, Occupant, Setup};
use crate::store::{Event, Lease, Notice, Store, StoreError, Summary};
use referee::{Act, Change, Phase, Referee, Refusal};

/// How long an idle game (no viewer, no running clock, no computer thinking) stays loaded.
const IDLE: Duration = Duration::from_secs(30);
/// How many recent changes a game keeps ready for streams that reconnect with `?since=`.
const RECENT: usize = 64;
/// How long a game's lease lasts unless renewed: after a process dies, its games wait this
/// long (plus at most one sweep) for another to take them.
pub const LEASE_MS: i64 = 5_000;
/// How often a process renews its leases (the last renewal of a dead process is when its games'
/// clocks stop being charged, so as often as the heartbeat).
pub const RENEW: Duration = Duration::from_millis(250);
/// Every how many renewals a process looks for games a dead process left (about a second).
pub const SWEEP_EVERY: u32 = 4;
/// The most orphaned games one sweep takes (several processes share the rest).
const SWEEP: usize = 64;

/// What a request to a live game can end in, besides its answer.
#[derive(Debug)]
pub enum LiveError {
    NotFound,
    Refused(Refusal),
    /// The game is owned by another process right now (or was just taken over from this one):
    /// the client should try again shortly.
    Elsewhere,
    /// An act for a game owned by another live process: its id (`random@host:port`, the
    /// address it is reached at), for the request to be forwarded there.
    Owned(String),
    /// The store failed; the game is reloaded on the next request.
    Store(StoreError),
}

impl From<StoreError> for LiveError {
    fn from(e: StoreError) -> LiveError {
        match e {
            StoreError::NotFound => LiveError::NotFound,
            StoreError::Leased { .. } | StoreError::Fenced => LiveError::Elsewhere,
            e => LiveError::Store(e),
        }
    }
}

/// What an accepted act answers.
#[derive(Debug, Default)]
pub struct Ack {
    pub ply: usize,
    pub seat: Option<usize>,
    pub rematch: Option<String>,
}

/// A stream's start: the seat it sees as, the lines it has missed (or the full game), and
/// the changes to come.
pub struct Subscription {
    pub seat: Option<usize>,
    /// The game's ply as of the lines given.
    pub ply: usize,
    pub lines: Vec<Arc<str>>,
    pub updates: broadcast::Receiver<Arc<Update>>,
}

/// A stream sends at least one line this often.
const KEEP_ALIVE: Duration = Duration::from_secs(10);

/// One viewer's lines from a game, for the NDJSON stream and the WebSocket alike: the
/// subscription's first lines (the whole game, or what a reconnecting client missed), then
/// each change as the viewer's seat sees it, and a ping when nothing else was sent for 10 s.
/// A feed that falls behind starts again from the whole game.
pub struct Feed<S: Store> {
    app: Arc<App<S>>,
    id: String,
    player: Option<String>,
    subscription: Subscription,
    pending: VecDeque<Arc<str>>,
    /// The last ply this feed has sent lines up to.
    ply: usize,
    /// The game's task stopped under the feed this many times without a line since.
    restarts: u32,
}

/// How many times in a row a feed follows its game to a new task before it gives up.
const RESTARTS: u32 = 3;

impl<S: Store> Feed<S> {
    pub async fn open(
        app: Arc<App<S>>,
        id: String,
        player: Option<String>,
        since: Option<usize>,
    ) -> Result<Feed<S>, LiveError> {
        let subscription = Feed::subscribe(&app, &id, &player, since).await?;
        let ply = subscription.ply;
        Ok(Feed { app, id, player, subscription, pending: VecDeque::new(), ply, restarts: 0 })
    }

    async fn subscribe(
        app: &Arc<App<S>>,
        id: &str,
        player: &Option<String>,
        since: Option<usize>,
    ) -> Result<Subscription, LiveError> {
        send(app, id, |reply| Command::Subscribe { player: player.clone(), since, reply }).await
    }

    /// Starts again from the whole game, seen as the player's seat now (after it joined).
    pub async fn reseat(&mut self) -> Result<(), LiveError> {
        self.subscription = Feed::subscribe(&self.app, &self.id, &self.player, None).await?;
        self.ply = self.subscription.ply;
        self.pending.clear();
        Ok(())
    }

    /// The next line; `None` once the server stops or the game cannot be followed. When the
    /// game's task stops under the feed (this process lost the game to another, or became its
    /// owner from a mirror that broke), the feed goes on from the game's new task here, from
    /// the last ply it sent: a client sees at most a full line, never a gap.
    pub async fn next(&mut self) -> Option<Arc<str>> {
        loop {
            self.pending.extend(self.subscription.lines.drain(..));
            if let Some(line) = self.pending.pop_front() {
                return Some(line);
            }
            let mut closing = self.app.closing.clone();
            if *closing.borrow() {
                return None;
            }
            let class = self.subscription.seat.unwrap_or(usize::MAX);
            tokio::select! {
                update = self.subscription.updates.recv() => match update {
                    Ok(update) => {
                        (self.ply, self.restarts) = (update.ply, 0);
                        return update.lines.get(class).or(update.lines.last()).cloned();
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        self.subscription = Feed::subscribe(&self.app, &self.id, &self.player, None).await.ok()?;
                        self.ply = self.subscription.ply;
                    }
                    Err(broadcast::error::RecvError::Closed) => {
                        if self.restarts == RESTARTS {
                            return None;
                        }
                        self.restarts += 1;
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        let since = Some(self.ply);
                        self.subscription = Feed::subscribe(&self.app, &self.id, &self.player, since).await.ok()?;
                        self.ply = self.subscription.ply;
                    }
                },
                () = tokio::time::sleep(KEEP_ALIVE) => return Some(Arc::from("{\"type\":\"ping\"}\n")),
                _ = closing.changed() => return None,
            }
        }
    }
}

/// One change as every viewer sees it: `lines[seat]`, the spectator's last.
pub struct Update {
    pub lines: Vec<Arc<str>>,
    /// The game's ply after the change.
    pub ply: usize,
}

pub enum Command {
    Act {
        player: Option<String>,
        act: Act,
        reply: oneshot::Sender<Result<Ack, LiveError>>,
    },
    Subscribe {
        player: Option<String>,
        since: Option<usize>,
        reply: oneshot::Sender<Subscription>,
    },
    View {
        player: Option<String>,
        reply: oneshot::Sender<Value>,
    },
    Record {
        reply: oneshot::Sender<Option<String>>,
    },
    Positions {
        player: Option<String>,
        reply: oneshot::Sender<Vec<String>>,
    },
    Found(computer::Found),
    /// This process no longer holds the game's lease: stop at once, write nothing.
    Lost,
    /// To a mirror: take the game if its owner is gone (a sweep found it orphaned).
    Take,
    /// To a mirror: the owner it knew did not answer a forwarded act; ask the store again.
    Stale,
    /// To a mirror: an act forwarded from here was committed, leaving the game at `ply`;
    /// read the store (unless the game is there already, and `ply` says enough), so that what
    /// this process shows next includes it. Answered once done.
    Reached {
        ply: Option<usize>,
        reply: oneshot::Sender<()>,
    },
}

/// A live game's mailbox, and the fencing token its task writes with.
#[derive(Clone)]
pub struct GameHandle {
    commands: mpsc::Sender<Command>,
    /// `None`: a mirror (the game is owned by another process).
    token: Option<u64>,
    /// Woken when another process appended to the game (a mirror reads the store again).
    changed: Arc<tokio::sync::Notify>,
}

/// The live games of this process, by id.
#[derive(Default)]
pub struct Registry {
    games: std::sync::Mutex<HashMap<String, GameHandle>>,
    /// A lock per game being loaded: one load at a time per game in this process, so that the
    /// lease is taken once per takeover (a second acquire by the same owner would not know
    /// how long the game had no owner, and its task could win the registry).
    loading: std::sync::Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

impl Registry {
    fn get(&self, id: &str) -> Option<GameHandle> {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games.get(id).filter(|h| !h.commands.is_closed()).cloned()
    }

    /// Tells the mirrors another process appended to their game (or, `Missed`, perhaps did).
    pub fn heard(&self, notice: Notice) {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        let mirrors = |h: &&GameHandle| h.token.is_none();
        match notice {
            Notice::Appended { game, .. } => {
                games.get(&game).filter(mirrors).iter().for_each(|h| h.changed.notify_one())
            }
            Notice::Missed => games.values().filter(mirrors).for_each(|h| h.changed.notify_one()),
        }
    }

    /// Puts `handle` in for `id` unless another task's handle is there.
    fn replace(&self, id: &str, handle: GameHandle) {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if games.get(id).is_none_or(|h| h.commands.same_channel(&handle.commands)) {
            games.insert(id.to_owned(), handle);
        }
    }

    fn remove(&self, id: &str, handle: &mpsc::Sender<Command>) {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if games.get(id).is_some_and(|h| h.commands.same_channel(handle)) {
            games.remove(id);
        }
    }

    /// Every live game's id, handle and token.
    fn all(&self) -> Vec<(String, GameHandle)> {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games.iter().map(|(id, h)| (id.clone(), h.clone())).collect()
    }

    pub fn len(&self) -> usize {
        self.games.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Sends a command to game `id`'s task, loading the game first if it is not live. A task
/// that stopped between lookup and send is loaded again; a command the task received but did
/// not answer is not sent again (it may have been committed: sending it twice could apply it
/// twice).
pub async fn send<S: Store, T>(
    app: &Arc<App<S>>,
    id: &str,
    command: impl Fn(oneshot::Sender<T>) -> Command,
) -> Result<T, LiveError> {
    for _ in 0..3 {
        let handle = match app.live.get(id) {
            Some(handle) => handle,
            None => load(app, id, true).await?.ok_or(LiveError::Elsewhere)?,
        };
        let (reply, answer) = oneshot::channel();
        if handle.commands.send(command(reply)).await.is_err() {
            continue;
        }
        return answer.await.map_err(|_| LiveError::Store(StoreError::Database("the game stopped; try again".into())));
    }
    Err(LiveError::Store(StoreError::Database("the game could not be loaded".into())))
}

/// Once an act forwarded from here for game `id` is committed (leaving it at `ply`, when
/// that says enough): this process's mirror has read it, so that the client sees its own act
/// in what it asks here next (its seat, once joined).
pub async fn reached<S: Store>(app: &Arc<App<S>>, id: &str, ply: Option<usize>) {
    if let Some(handle) = app.live.get(id) {
        let (reply, done) = oneshot::channel();
        if handle.commands.send(Command::Reached { ply, reply }).await.is_ok() {
            let _ = done.await;
        }
    }
}

/// Tells game `id`'s mirror here, if any, that the owner it knew did not answer.
pub fn stale<S: Store>(app: &Arc<App<S>>, id: &str) {
    if let Some(handle) = app.live.get(id) {
        let _ = handle.commands.try_send(Command::Stale);
    }
}

/// Loads game `id` from the store and starts its task (unless another request just did): its
/// owner's if the lease is free, else a mirror if `mirror` (else `None`).
async fn load<S: Store>(app: &Arc<App<S>>, id: &str, mirror: bool) -> Result<Option<GameHandle>, LiveError> {
    if id.len() > 64 {
        return Err(LiveError::NotFound);
    }
    let lock = {
        let mut loading = app.live.loading.lock().unwrap_or_else(|e| e.into_inner());
        loading.entry(id.to_owned()).or_default().clone()
    };
    let result = {
        let _one = lock.lock().await;
        match app.live.get(id) {
            // Loaded by the request this one waited for.
            Some(handle) => Ok(Some(handle)),
            None => load_now(app, id, mirror).await,
        }
    };
    let mut loading = app.live.loading.lock().unwrap_or_else(|e| e.into_inner());
    // The last one out removes the lock (the map holds one reference, this function another).
    if Arc::strong_count(&lock) <= 2 {
        loading.remove(id);
    }
    result
}

/// [`load`], with this process's lock on loading game `id` held.
async fn load_now<S: Store>(app: &Arc<App<S>>, id: &str, mirror: bool) -> Result<Option<GameHandle>, LiveError> {
    // The lease first: once it is ours, no other process appends, so what is loaded next is
    // the whole game (and an append that slipped in before would be refused as a conflict).
    // Held by another live process: a mirror, which reads what it missed once it runs.
    let (lease, owner) = match app.store.acquire(id.to_owned(), app.owner.clone(), LEASE_MS).await {
        Ok(lease) => (Some(lease), None),
        Err(StoreError::Leased { owner }) if mirror => (None, Some(owner)),
        Err(StoreError::Leased { .. }) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let stored = app.store.load(id.to_owned()).await?.ok_or(LiveError::NotFound)?;
    let setup: Setup = serde_json::from_str(&stored.setup).map_err(|e| StoreError::Database(e.to_string()))?;
    let variant: Variant = setup.variant.parse().map_err(|_| StoreError::Database("unknown variant".into()))?;
    // The replay is the costly part (a long game, an imported record): on a blocking thread,
    // outside the registry's lock, so other games' requests never wait for it.
    let (commands, inbox) = mpsc::channel(64);
    let now = app.time.now_ms();
    let changed = Arc::new(tokio::sync::Notify::new());
    let handle = GameHandle { commands: commands.clone(), token: lease.map(|l| l.token), changed: changed.clone() };
    let (app_for_task, handle_for_task) = (app.clone(), handle.clone());
    let built = tokio::task::spawn_blocking(move || {
        with_variant!(variant, P => start_task::<P, S>(&app_for_task, stored, setup, handle_for_task, inbox, now, lease, owner))
    })
    .await
    .map_err(|e| StoreError::Database(e.to_string()))?;
    let launch = built.map_err(|e| {
        eprintln!("game {id}: cannot be rebuilt: {e}");
        LiveError::Store(StoreError::Database(e))
    })?;
    let mut games = app.live.games.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(handle) = games.get(id).filter(|h| !h.commands.is_closed()) {
        // Another request loaded it meanwhile: that task is the game's one writer.
        return Ok(Some(handle.clone()));
    }
    launch();
    games.insert(id.to_owned(), handle.clone());
    Ok(Some(handle))
}

/// Adds the name `player` claimed, if any, to `names`.
async fn name_of<S: Store>(
    app: &Arc<App<S>>,
    player: &str,
    names: &mut HashMap<String, String>,
) -> Result<(), StoreError> {
    if let Some(name) = app.store.player_page(player.to_owned(), 0).await?.and_then(|page| page.profile.name) {
        names.insert(player.to_owned(), name);
    }
    Ok(())
}

/// A built game task, started by calling it (under the registry's lock, once it is sure to be
/// the only one).
type Launch = Box<dyn FnOnce() + Send>;

#[allow(clippy::too_many_arguments)]
fn start_task<P: Evaluate, S: Store>(
    app: &Arc<App<S>>,
    stored: crate::store::StoredGame,
    setup: Setup,
    handle: GameHandle,
    inbox: mpsc::Receiver<Command>,
    now_ms: i64,
    lease: Option<Lease>,
    owner: Option<String>,
) -> Result<Launch, String> {
    let id = stored.summary.id.clone();
    let mut referee = match &setup.record {
        Some(text) => Referee::<P>::imported(id, setup.clone(), text)?,
        None => Referee::<P>::new(id, setup)?,
    };
    // Each change at the time it was made, so the clocks are exactly as they were.
    // An error names the event, never its text (a secret's text is the secret).
    for event in &stored.events {
        let unfit = |_| format!("event {} ({}) does not fit the game", event.seq, event.kind);
        let change = Change::from_event(&event.kind, &event.data).map_err(unfit)?;
        referee.apply(&change, event.at_ms).map_err(unfit)?;
    }
    let pause = lease.and_then(|lease| own_turn(&mut referee, app, lease, now_ms));
    if lease.is_none()
        && referee.phase() == Phase::Playing
        && let Some(clocks) = referee.clocks.as_mut()
        && !clocks.running()
    {
        // A mirror shows the turn as its owner started it (near enough: a game whose turn no
        // event began has its first turn from the owner's load).
        clocks.start_turn(now_ms);
    }
    let seats = referee.seats();
    let task = Task {
        app: app.clone(),
        referee,
        updates: broadcast::channel(256).0,
        recent: VecDeque::new(),
        thinking: None,
        scores: vec![None; seats],
        rated: false,
        commands: handle.commands,
        token: handle.token,
        changed: handle.changed,
        owner,
        pause,
        took_over: lease.is_some_and(|l| l.vacant_ms.is_some()),
        lost: false,
    };
    Ok(Box::new(move || {
        tokio::spawn(task.run(inbox));
    }))
}

/// The clocks of a game this process just took (`lease`), from a restart or from another
/// process: the pause its task is to log first, if any. A turn that began before this process
/// started is not charged the time the server was down (from the last sign of life of the
/// process before to this one's start); a turn that began after the last heartbeat is charged
/// nothing before the restart. Taken over from another process, the turn is not charged the
/// time the game had no live owner (since that owner's last renewal of the lease). A game that
/// began with every seat filled and nothing to choose has a turn from now.
fn own_turn<P: Evaluate, S: Store>(referee: &mut Referee<P>, app: &App<S>, lease: Lease, now_ms: i64) -> Option<i64> {
    let mut pause = None;
    if let Some(clocks) = referee.clocks.as_mut()
        && let Some(started) = clocks.turn_started_ms()
    {
        pause = match lease.vacant_ms {
            Some(vacant) => Some(vacant.min(now_ms - started)),
            None if started < app.downtime.started_ms => Some(app.downtime.ms.min(app.downtime.started_ms - started)),
            None => None,
        };
    }
    if referee.phase() == Phase::Playing
        && let Some(clocks) = referee.clocks.as_mut()
        && !clocks.running()
    {
        clocks.start_turn(now_ms);
    }
    pause.filter(|&ms| ms > 0)
}

/// Takes game `id` here if nobody holds it (a restart, or a dead owner's game): loaded, or
/// a mirror told to take it. Whether a task here was started or asked to.
async fn own<S: Store>(app: &Arc<App<S>>, id: &str) -> Result<bool, LiveError> {
    match app.live.get(id) {
        // The mirror says so itself when it takes the game.
        Some(handle) if handle.token.is_none() => {
            let _ = handle.commands.try_send(Command::Take);
            Ok(false)
        }
        Some(_) => Ok(false),
        None => Ok(load(app, id, false).await?.is_some()),
    }
}

/// Resumes every game in play with a running clock, so that flags fall on time after a
/// restart (the time the server was down is not charged: each turn begins again now).
pub async fn resume_clocked<S: Store>(app: &Arc<App<S>>) -> Result<usize, StoreError> {
    let playing = app.store.lobby(crate::store::Status::Playing, usize::MAX).await?;
    let mut resumed = 0;
    for summary in playing {
        let clocked = serde_json::from_str::<Value>(&summary.public).is_ok_and(|p| !p["clock"].is_null());
        if clocked && own(app, &summary.id).await.unwrap_or(false) {
            resumed += 1;
        }
    }
    Ok(resumed)
}

/// Renews this process's leases, stops the tasks of games it no longer holds (another process
/// took them over while this one was frozen or cut off from the database), and takes over the
/// clocked games in play whose owner is gone (when `sweep`). Run every [`RENEW`].
pub async fn keep_leases<S: Store>(app: &Arc<App<S>>, sweep: bool) -> Result<(), StoreError> {
    // The games live before the renewal: each took its lease before it was listed, so the
    // renewal sees it unless the lease was lost.
    let live = app.live.all();
    let held: std::collections::HashSet<(String, u64)> =
        app.store.renew(app.owner.clone(), LEASE_MS).await?.into_iter().collect();
    for (id, handle) in live {
        let Some(token) = handle.token else { continue };
        if !held.contains(&(id.clone(), token)) && !handle.commands.is_closed() {
            eprintln!("game {id}: taken over by another process; dropped here");
            app.live.remove(&id, &handle.commands);
            let _ = handle.commands.try_send(Command::Lost);
        }
    }
    if !sweep {
        return Ok(());
    }
    for summary in app.store.orphans(SWEEP).await? {
        let clocked = serde_json::from_str::<Value>(&summary.public).is_ok_and(|p| !p["clock"].is_null());
        if clocked {
            match own(app, &summary.id).await {
                // The task says so once the takeover is logged.
                Ok(_) | Err(LiveError::Elsewhere) => {}
                Err(e) => eprintln!("game {}: not taken over: {e:?}", summary.id),
            }
        }
    }
    Ok(())
}

struct Task<P: Evaluate, S: Store> {
    app: Arc<App<S>>,
    referee: Referee<P>,
    updates: broadcast::Sender<Arc<Update>>,
    /// The latest changes as sent, with the ply each left the game at.
    recent: VecDeque<(usize, Arc<Update>)>,
    /// The event number a running search answers.
    thinking: Option<u64>,
    /// Each computer seat's last score, for answering draw offers.
    scores: Vec<Option<i32>>,
    /// The result has reached the ratings (or the game is not rated).
    rated: bool,
    commands: mpsc::Sender<Command>,
    /// The fencing token every append carries; `None`: a mirror, which never writes.
    token: Option<u64>,
    /// Woken when another process appended to the game.
    changed: Arc<tokio::sync::Notify>,
    /// A mirror's idea of the game's owner (`None`: to be asked of the store).
    owner: Option<String>,
    /// The time the turn under way is not to be charged, for the task to log before anything
    /// else (a takeover, a restart).
    pause: Option<i64>,
    /// The game was taken from another process at the task's start (said in the log).
    took_over: bool,
    /// The lease is another process's now: the task stops without giving it back.
    lost: bool,
}

/// Why a task stops.
enum Stop {
    /// The store failed or the log did not fit: the state in memory cannot be trusted.
    Broken,
}

impl<P: Evaluate, S: Store> Task<P, S> {
    async fn run(mut self, mut inbox: mpsc::Receiver<Command>) {
        let mut closing = self.app.closing.clone();
        let seated: Vec<String> =
            self.referee.setup.seats.iter().filter_map(Occupant::player).map(str::to_owned).collect();
        for player in seated {
            if name_of(&self.app, &player, &mut self.referee.names).await.is_err() {
                break;
            }
        }
        // A mirror reads what was appended between its load and its registration.
        let mut ready = self.token.is_some() || self.catch_up().await.is_ok();
        ready = ready && self.log_pause().await.is_ok();
        if ready && self.took_over {
            eprintln!("game {}: taken over (its owner is gone)", self.referee.id);
        }
        while ready {
            let owner = self.token.is_some();
            if owner && (self.computers().await.is_err() || self.rate_when_ended().await.is_err()) {
                break;
            }
            // The owner alone flags a seat out of time; a mirror hears of it.
            let deadline = (self.referee.to_move())
                .and_then(|s| self.referee.clocks.as_ref().and_then(|c| c.deadline_ms(s)))
                .filter(|_| owner);
            let idle = self.updates.receiver_count() == 0
                && self.thinking.is_none()
                && !(owner && self.referee.clocks.as_ref().is_some_and(|c| c.running()));
            let (time, changed) = (self.app.time.clone(), self.changed.clone());
            let result = tokio::select! {
                command = inbox.recv() => match command {
                    Some(command) => self.handle(command).await,
                    None => break,
                },
                () = time.sleep_until(deadline.unwrap_or(i64::MAX)), if deadline.is_some() => self.flag().await,
                () = changed.notified(), if !owner => self.catch_up().await,
                () = tokio::time::sleep(IDLE), if idle => break,
                _ = closing.changed() => break,
            };
            ready = result.is_ok() && !self.lost;
        }
        self.app.live.remove(&self.referee.id, &self.commands);
        // Given back, so another process may take the game at once (not if it is another's).
        if !self.lost
            && let Some(token) = self.token
            && let Err(e) = self.app.store.release(self.referee.id.clone(), self.app.owner.clone(), token).await
        {
            eprintln!("game {}: the lease was not given back: {e}", self.referee.id);
        }
    }

    /// A mirror: the events other processes appended since its last, applied and sent to its
    /// viewers as the owner sent them. An event that does not fit stops the mirror (its
    /// viewers' feeds load the game again).
    async fn catch_up(&mut self) -> Result<(), Stop> {
        let id = self.referee.id.clone();
        let events = self.app.store.events(id.clone(), self.referee.next_seq).await.map_err(|e| {
            eprintln!("game {id}: the mirror could not read the store: {e}");
            Stop::Broken
        })?;
        let mut updates = Vec::with_capacity(events.len());
        for event in events {
            if event.seq != self.referee.next_seq {
                eprintln!("game {id}: the mirror missed event {}", self.referee.next_seq);
                return Err(Stop::Broken);
            }
            let change = Change::from_event(&event.kind, &event.data).map_err(|_| Stop::Broken)?;
            updates.push(self.project(&change, event.at_ms).await.map_err(|_| Stop::Broken)?);
        }
        self.publish(updates);
        Ok(())
    }

    /// Logs the pause a takeover or a restart gives the turn under way, if any: from then on
    /// every replay of the game (a mirror, the next owner) charges the turn the same.
    async fn log_pause(&mut self) -> Result<(), LiveError> {
        match self.pause.take() {
            Some(ms) => self.commit(vec![Change::Pause { ms }]).await,
            None => Ok(()),
        }
    }

    /// A mirror takes the game if its lease is free (its owner is gone, or gave it back) and
    /// goes on as its owner; else it learns who owns it.
    async fn take(&mut self) -> Result<(), LiveError> {
        if self.token.is_some() {
            return Ok(());
        }
        let id = self.referee.id.clone();
        match self.app.store.acquire(id.clone(), self.app.owner.clone(), LEASE_MS).await {
            Ok(lease) => {
                // Ours: nobody else appends now, so after this read the game is whole.
                if self.catch_up().await.is_err() {
                    let _ = self.app.store.release(id, self.app.owner.clone(), lease.token).await;
                    return Err(LiveError::Store(StoreError::Database("the game could not be read".into())));
                }
                self.pause = own_turn(&mut self.referee, &self.app, lease, self.app.time.now_ms());
                (self.token, self.owner) = (Some(lease.token), None);
                let handle =
                    GameHandle { commands: self.commands.clone(), token: self.token, changed: self.changed.clone() };
                self.app.live.replace(&id, handle);
                self.log_pause().await?;
                eprintln!("game {id}: taken over (its owner is gone)");
                Ok(())
            }
            Err(StoreError::Leased { owner }) => {
                self.owner = Some(owner);
                Ok(())
            }
            Err(e) => Err(e.into()),
        }
    }

    fn player_seat(&self, player: &Option<String>) -> Option<usize> {
        player.as_deref().and_then(|p| self.referee.seat_of(p))
    }

    async fn handle(&mut self, command: Command) -> Result<(), Stop> {
        match command {
            Command::Act { player, act, reply } if self.token.is_none() => {
                // A mirror: the owner decides (asked of the store when not known).
                if self.owner.is_none()
                    && let Err(e) = self.take().await
                {
                    let _ = reply.send(Err(e));
                    return Err(Stop::Broken);
                }
                match self.owner.clone() {
                    Some(owner) => {
                        let _ = reply.send(Err(LiveError::Owned(owner)));
                    }
                    // Taken here: decided as the owner.
                    None => return Box::pin(self.handle(Command::Act { player, act, reply })).await,
                }
            }
            Command::Take => {
                if let Err(e) = self.take().await {
                    eprintln!("game {}: not taken over: {e:?}", self.referee.id);
                    return Err(Stop::Broken);
                }
            }
            Command::Stale => {
                if self.token.is_none() {
                    self.owner = None;
                }
            }
            Command::Reached { ply, reply } => {
                if self.token.is_none() && ply.is_none_or(|ply| self.referee.ply() < ply) {
                    self.catch_up().await?;
                }
                let _ = reply.send(());
            }
            Command::Act { player, act, reply } => {
                let flagging = matches!(act, Act::Move { .. });
                let now = self.app.time.now_ms();
                let changes = match self.referee.decide(player.as_deref(), None, &act, now) {
                    Ok(changes) => changes,
                    Err(refusal) => {
                        let _ = reply.send(Err(LiveError::Refused(refusal)));
                        return Ok(());
                    }
                };
                let flagged = flagging && matches!(changes.first(), Some(Change::Flag { .. }));
                let joined = changes.iter().find_map(|c| match c {
                    Change::Joined { seat, .. } => Some(*seat),
                    _ => None,
                });
                if let Err(e) = self.commit(changes).await {
                    let _ = reply.send(Err(e));
                    return Err(Stop::Broken);
                }
                // The act is committed: it is answered whatever the rematch step does.
                let rematch = self.rematch_when_agreed().await;
                let answer = if flagged {
                    Err(LiveError::Refused(Refusal::Conflict("your time ran out".into())))
                } else {
                    let seat = joined.or_else(|| self.player_seat(&player));
                    Ok(Ack { ply: self.referee.ply(), seat, rematch: rematch.as_ref().ok().cloned().flatten() })
                };
                let _ = reply.send(answer);
                rematch?;
            }
            Command::Subscribe { player, since, reply } => {
                let seat = self.player_seat(&player);
                let class = seat.unwrap_or(self.referee.seats());
                // The lines after the change that first reached `ply` (a line received twice does
                // no harm); at ply 0 with every change at hand, all of them.
                let whole = self.referee.next_seq as usize == self.recent.len();
                let missed = since.and_then(|ply| {
                    let from = match self.recent.iter().position(|(p, _)| *p == ply) {
                        _ if ply == 0 && whole => 0,
                        Some(i) if i > 0 || whole => i + 1,
                        _ => return None,
                    };
                    Some(self.recent.iter().skip(from).map(|(_, u)| u.lines[class].clone()).collect::<Vec<_>>())
                });
                let lines = missed.unwrap_or_else(|| {
                    let mut line = self.referee.full(seat, self.app.time.now_ms()).to_string();
                    line.push('\n');
                    vec![Arc::from(line.as_str())]
                });
                let ply = self.referee.ply();
                let _ = reply.send(Subscription { seat, ply, lines, updates: self.updates.subscribe() });
            }
            Command::View { player, reply } => {
                let seat = self.player_seat(&player);
                let _ = reply.send(self.referee.full(seat, self.app.time.now_ms()));
            }
            Command::Record { reply } => {
                let _ = reply.send(self.referee.record());
            }
            Command::Positions { player, reply } => {
                let seat = self.player_seat(&player);
                let _ = reply.send(self.referee.positions(seat));
            }
            Command::Lost => self.lost = true,
            Command::Found(found) => {
                if self.thinking == Some(found.seq) {
                    self.thinking = None;
                }
                self.scores[found.seat] = Some(found.score);
                let current = found.seq == self.referee.next_seq && self.referee.to_move() == Some(found.seat);
                if let (true, Some(text)) = (current, found.text) {
                    let act = Act::Move { text, lag_ms: 0 };
                    match self.referee.decide(None, Some(found.seat), &act, self.app.time.now_ms()) {
                        Ok(changes) => self.commit(changes).await.map_err(|_| Stop::Broken)?,
                        // The next turn of the loop searches again; the log says why.
                        Err(refusal) => {
                            eprintln!("game {}: the computer's move was refused {}", self.referee.id, refusal.message())
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The seat to move ran out of time, if the clock agrees.
    async fn flag(&mut self) -> Result<(), Stop> {
        let Some(seat) = self.referee.to_move() else { return Ok(()) };
        let now = self.app.time.now_ms();
        // Out only if even the most lag the seat could still be forgiven would not save it.
        let out = (self.referee.clocks.as_ref())
            .is_some_and(|c| c.charge(seat, now, c.grace_ms(seat)) == clock::Charge::Flagged);
        if out {
            self.commit(vec![Change::Flag { seat }]).await.map_err(|_| Stop::Broken)?;
        }
        Ok(())
    }

    /// What the computers in the game do without thinking (secret choices, answers to
    /// offers), and the search for one to move.
    async fn computers(&mut self) -> Result<(), Stop> {
        let computers: Vec<(usize, u8)> = (self.referee.setup.seats.iter().enumerate())
            .filter_map(|(i, s)| match s {
                Occupant::Computer(level) => Some((i, *level)),
                _ => None,
            })
            .collect();
        if computers.is_empty() {
            return Ok(());
        }
        loop {
            let now = self.app.time.now_ms();
            let mut act = None;
            for &(seat, _) in &computers {
                if let Some(text) = computer::secret(&self.referee, seat) {
                    act = Some((seat, Act::Secret(text)));
                    break;
                }
                if self.referee.phase() == Phase::Playing && !self.referee.dropped(seat) {
                    let offers = &self.referee.offers;
                    let others = |list: &[bool]| list.iter().enumerate().any(|(i, &on)| on && i != seat);
                    if others(&offers.takeback) && !offers.takeback[seat] {
                        act = Some((seat, Act::Takeback(true)));
                        break;
                    }
                    if others(&offers.draw) && !offers.draw[seat] {
                        let accept = self.referee.seats() == 2 && self.scores[seat].is_some_and(|s| s <= 0);
                        act = Some((seat, Act::Draw(accept)));
                        break;
                    }
                }
                let ended = self.referee.phase() == Phase::Ended;
                if ended && self.referee.rematch.is_none() && !self.referee.aborted {
                    let offers = &self.referee.offers.rematch;
                    if offers.iter().any(|&on| on) && !offers[seat] {
                        act = Some((seat, Act::Rematch));
                        break;
                    }
                }
            }
            let Some((seat, act)) = act else { break };
            match self.referee.decide(None, Some(seat), &act, now) {
                Ok(changes) => self.commit(changes).await.map_err(|_| Stop::Broken)?,
                Err(refusal) => {
                    let (id, what) = (&self.referee.id, act.kind());
                    // A refused secret choice's reason may quote the choice: not in the log.
                    let why = if matches!(act, Act::Secret(_)) { "" } else { refusal.message() };
                    eprintln!("game {id}: the computer's {what} was refused {why}");
                    break;
                }
            }
            self.rematch_when_agreed().await?;
        }
        if self.thinking.is_none()
            && let Some(seat) = self.referee.to_move()
            && let Some(&(_, level)) = computers.iter().find(|&&(s, _)| s == seat)
            && let Some(job) = computer::job(&self.referee, seat, level, self.app.time.now_ms())
        {
            self.thinking = Some(job.seq);
            let (pool, commands) = (self.app.computers.clone(), self.commands.clone());
            tokio::spawn(async move {
                let found = computer::run(pool, job).await;
                let _ = commands.send(Command::Found(found)).await;
            });
        }
        Ok(())
    }

    /// Once a rated game has a result, its players' ratings take it (the store counts each
    /// game once, so a reload does no harm).
    async fn rate_when_ended(&mut self) -> Result<(), Stop> {
        let referee = &self.referee;
        if self.rated || !referee.setup.rated || referee.phase() != Phase::Ended {
            return Ok(());
        }
        self.rated = true;
        let (Some(outcome), Some(game)) = (referee.outcome(), &referee.game) else { return Ok(()) };
        let players: Option<Vec<String>> = referee.setup.seats.iter().map(|s| s.player().map(str::to_owned)).collect();
        let Some(players) = players else { return Ok(()) };
        let dropped: Vec<_> = game.resignations().iter().map(|&(_, seat)| seat).collect();
        let ranks = rating::ranks(players.len(), &outcome, &dropped);
        let pool = rating::pool(&referee.setup.variant, players.len());
        let update = Box::new(move |before: &[crate::store::Rating]| rating::update(before, &ranks));
        match self.app.store.rate(referee.id.clone(), pool, players, update).await {
            Ok(_) => Ok(()),
            Err(e) => {
                eprintln!("game {}: ratings not stored: {e}", self.referee.id);
                Err(Stop::Broken)
            }
        }
    }

    /// Once every player asked for a rematch, creates it (seats turned by one: colours swap)
    /// and records its id.
    async fn rematch_when_agreed(&mut self) -> Result<Option<String>, Stop> {
        let referee = &self.referee;
        if referee.rematch.is_some() || referee.phase() != Phase::Ended || referee.aborted {
            return Ok(referee.rematch.clone());
        }
        let asked = &referee.offers.rematch;
        let agreed = referee.setup.seats.iter().enumerate().all(|(i, s)| match s {
            Occupant::Player(_) | Occupant::Computer(_) => asked[i],
            _ => false,
        });
        if !agreed {
            return Ok(None);
        }
        let mut seats = referee.setup.seats.clone();
        seats.rotate_right(1);
        let setup = Setup { seats, record: None, ..referee.setup.clone() };
        let now = self.app.time.now_ms();
        let id = lobby::store_new(&self.app.store, setup, now).await.map_err(|_| Stop::Broken)?;
        self.commit(vec![Change::Rematch { id: id.clone() }]).await.map_err(|_| Stop::Broken)?;
        Ok(Some(id))
    }

    /// Applies `changes`, commits them, and only then tells every viewer. A failure leaves
    /// the state in memory ahead of the store: the task stops and the game is reloaded.
    async fn commit(&mut self, changes: Vec<Change>) -> Result<(), LiveError> {
        let now = self.app.time.now_ms();
        let first = self.referee.next_seq;
        let Some(token) = self.token else { return Err(LiveError::Elsewhere) };
        let mut events = Vec::with_capacity(changes.len());
        let mut updates = Vec::with_capacity(changes.len());
        for change in &changes {
            updates.push(self.project(change, now).await?);
            let data = serde_json::to_string(change).expect("a change serialises");
            events.push(Event { seq: first + events.len() as u64, at_ms: now, kind: change.kind().into(), data });
        }
        let summary = Summary {
            id: self.referee.id.clone(),
            status: self.referee.status(),
            public: lobby::public(&self.referee.setup),
            updated_ms: now,
            players: lobby::players(&self.referee.setup),
        };
        if let Err(e) = self.app.store.append(summary, events, token).await {
            if e == StoreError::Fenced {
                eprintln!("game {}: taken over by another process; this one's write refused", self.referee.id);
                self.lost = true;
            }
            return Err(e.into());
        }
        let moves = changes.iter().filter(|c| matches!(c, Change::Move { .. })).count();
        self.app.metrics.moves.inc_by(moves as u64);
        self.publish(updates);
        Ok(())
    }

    /// Applies one change made at `at_ms` and builds its line for every viewer: the same for
    /// the owner's own changes and a mirror's replay of them.
    async fn project(&mut self, change: &Change, at_ms: i64) -> Result<Arc<Update>, LiveError> {
        if let Change::Joined { player, .. } = change {
            name_of(&self.app, player, &mut self.referee.names).await?;
        }
        if self.referee.apply(change, at_ms).is_err() {
            // Named by its kind: the error's text could quote a secret.
            let what = format!("game {}: a {} did not apply", self.referee.id, change.kind());
            eprintln!("{what}");
            return Err(LiveError::Store(StoreError::Database(what)));
        }
        let lines = (0..=self.referee.seats())
            .map(|class| {
                let seat = (class < self.referee.seats()).then_some(class);
                let mut line = self.referee.line(change, seat, at_ms).to_string();
                line.push('\n');
                Arc::from(line.as_str())
            })
            .collect();
        Ok(Arc::new(Update { lines, ply: self.referee.ply() }))
    }

    /// Sends committed changes to every viewer, and keeps them for reconnecting streams.
    fn publish(&mut self, updates: Vec<Arc<Update>>) {
        for update in updates {
            let _ = self.updates.send(update.clone());
            self.recent.push_back((update.ply, update));
            if self.recent.len() > RECENT {
                self.recent.pop_front();
            }
        }
    }
}
