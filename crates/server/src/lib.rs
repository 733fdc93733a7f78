//! menagerie's server: the referee that seats players at their own devices, keeps every
//! secret and never loses an accepted move (docs/ARCHITECTURE.md, "The server crate";
//! the API in docs/api.md).
//!

pub mod http;
pub mod live;
pub mod lobby;
pub mod metrics;
pub mod player;
pub mod store;
pub mod web;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

pub use http::limit::RateLimit;
use store::Store;

/// How `menagerie serve` runs the server.
pub struct Config {
    pub addr: SocketAddr,
    pub database: Database,
    pub settings: Settings,
}

/// Where the server keeps its games (docs/postgres.md).
#[derive(Clone)]
pub enum Database {
    /// An SQLite file, created on first start: the embedded default, for one process.
    Sqlite(PathBuf),
    /// A PostgreSQL database by URL (`postgres://user:password@host:port/name`). The database
    /// must exist; its tables are made at start. Several processes may serve one database
    /// (docs/cluster.md).
    Postgres(String),
}

/// Where, for the log: a file's path, or the URL without its password.
impl std::fmt::Display for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "{}", path.display()),
            Database::Postgres(url) => f.write_str(&store::redacted(url)),
        }
    }
}

/// What a server may be told besides where to listen and store.
pub struct Settings {
    /// The clock (tests move a manual one).
    pub time: live::clock::Time,
    /// Requests per client address; `None` turns the limit off (a load test on loopback).
    pub rate_limit: Option<RateLimit>,
    /// The address players reach the server by, for invite links (default: the listening one).
    pub public_url: Option<String>,
    /// Serve the web UI from this folder instead of the copy in the binary (working on the UI).
    pub web_dir: Option<PathBuf>,
    /// The address the other processes on the same database reach this one at, for the acts
    /// they forward to the games it owns (docs/cluster.md). By default the listening address
    /// (`127.0.0.1` in place of an unspecified `0.0.0.0` or `::`).
    pub cluster_addr: Option<SocketAddr>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            time: live::clock::Time::system(),
            rate_limit: Some(RateLimit::default()),
            public_url: None,
            web_dir: None,
            cluster_addr: None,
        }
    }
}

/// Serves until the process is stopped (Ctrl-C ends it cleanly).
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    serve_with(listener, &config.database, config.settings, async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}

/// Serves on a bound listener (tests bind port 0) until `shutdown` resolves.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    database: &Database,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    serve_with(listener, database, Settings::default(), shutdown).await
}

/// As [`serve_on`], with `settings`: opens the store `database` names and serves from it.
pub async fn serve_with(
    listener: tokio::net::TcpListener,
    database: &Database,
    settings: Settings,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    match database {
        Database::Sqlite(path) => {
            let store = store::SqliteStore::open(path)?;
            serve_store(listener, store, database, settings, shutdown).await
        }
        Database::Postgres(url) => {
            let store = store::PostgresStore::open(url).await?;
            serve_store(listener, store, database, settings, shutdown).await
        }
    }
}

/// The server over any store: everything above the store is generic over it.
async fn serve_store<S: Store>(
    listener: tokio::net::TcpListener,
    store: S,
    database: &Database,
    settings: Settings,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let addr = listener.local_addr()?;
    let (close, closing) = tokio::sync::watch::channel(false);
    let public_url = settings.public_url.clone().unwrap_or_else(|| format!("http://{addr}"));
    let mut settings = settings;
    settings.cluster_addr.get_or_insert_with(|| {
        let ip = if addr.ip().is_unspecified() { std::net::Ipv4Addr::LOCALHOST.into() } else { addr.ip() };
        SocketAddr::new(ip, addr.port())
    });
    let app = Arc::new(http::App::new(store, public_url, settings, closing).await?);
    // Other processes' appends wake this one's mirrors of their games (PostgreSQL only).
    // (A weak reference: a stopped server's listener stops.)
    let heard = Arc::downgrade(&app);
    app.store.listen(Box::new(move |notice| heard.upgrade().map(|app| app.live.heard(notice)).is_some())).await?;
    app.store.alive(app.downtime.started_ms).await?;
    let resumed = live::resume_clocked(&app).await?;
    {
        let (app, mut closing) = (app.clone(), app.closing.clone());
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    () = tokio::time::sleep(live::clock::HEARTBEAT) => {}
                    _ = closing.changed() => break,
                }
                if let Err(e) = app.store.alive(app.time.now_ms()).await {
                    eprintln!("store: the heartbeat was not recorded: {e}");
                }
            }
        });
    }
    {
        let (app, mut closing) = (app.clone(), app.closing.clone());
        tokio::spawn(async move {
            for round in 1u32.. {
                tokio::select! {
                    () = tokio::time::sleep(live::RENEW) => {}
                    _ = closing.changed() => break,
                }
                if let Err(e) = live::keep_leases(&app, round % live::SWEEP_EVERY == 0).await {
                    eprintln!("store: the games' leases were not renewed: {e}");
                }
            }
        });
    }
    eprintln!("menagerie: serving http://{addr} on {database} ({resumed} clocked games resumed)");
    if app.limiter.is_some() {
        let (app, mut closing) = (app.clone(), app.closing.clone());
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    () = tokio::time::sleep(std::time::Duration::from_secs(60)) => {}
                    _ = closing.changed() => break,
                }
                if let Some(limiter) = &app.limiter {
                    limiter.forget_idle();
                }
            }
        });
    }
    let stop = async move {
        shutdown.await;
        let _ = close.send(true);
    };
    let app_alive = app.clone();
    let service = http::router(app).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, service).with_graceful_shutdown(stop).await?;
    app_alive.store.alive(app_alive.time.now_ms()).await?;
    // Every lease this process holds given back: the next process takes its games at once.
    app_alive.store.renew(app_alive.owner.clone(), -1).await?;
    Ok(())
}
