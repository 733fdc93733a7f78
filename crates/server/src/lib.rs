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
    /// The SQLite file (created on first start).
    pub data: PathBuf,
    pub settings: Settings,
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
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            time: live::clock::Time::system(),
            rate_limit: Some(RateLimit::default()),
            public_url: None,
            web_dir: None,
        }
    }
}

/// Serves until the process is stopped (Ctrl-C ends it cleanly).
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    serve_with(listener, &config.data, config.settings, async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}

/// Serves on a bound listener (tests bind port 0) until `shutdown` resolves.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    data: &std::path::Path,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    serve_with(listener, data, Settings::default(), shutdown).await
}

/// As [`serve_on`], with `settings`.
pub async fn serve_with(
    listener: tokio::net::TcpListener,
    data: &std::path::Path,
    settings: Settings,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let store = store::SqliteStore::open(data)?;
    let addr = listener.local_addr()?;
    let (close, closing) = tokio::sync::watch::channel(false);
    let public_url = settings.public_url.clone().unwrap_or_else(|| format!("http://{addr}"));
    let app = Arc::new(http::App::new(store, public_url, settings, closing).await?);
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
    eprintln!("menagerie: serving http://{addr} on {} ({resumed} clocked games resumed)", data.display());
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
    Ok(())
}
