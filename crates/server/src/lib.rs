//! menagerie's server: the referee that seats players at their own devices, keeps every
//! secret and never loses an accepted move (docs/ARCHITECTURE.md, "The server crate";
//! the API in docs/api.md).
//!

pub mod http;
pub mod live;
pub mod lobby;
pub mod player;
pub mod store;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

/// How `menagerie serve` runs the server.
pub struct Config {
    pub addr: SocketAddr,
    /// The SQLite file (created on first start).
    pub data: PathBuf,
}

/// Serves until the process is stopped (Ctrl-C ends it cleanly).
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    serve_on(listener, &config.data, async {
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
    serve_with(listener, data, live::clock::Time::system(), shutdown).await
}

/// As [`serve_on`], reading the time from `time` (tests move a manual clock).
pub async fn serve_with(
    listener: tokio::net::TcpListener,
    data: &std::path::Path,
    time: live::clock::Time,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let store = store::SqliteStore::open(data)?;
    let addr = listener.local_addr()?;
    let (close, closing) = tokio::sync::watch::channel(false);
    let app = Arc::new(http::App::new(store, format!("http://{addr}"), time, closing));
    let resumed = live::resume_clocked(&app).await?;
    eprintln!("menagerie: serving http://{addr} on {} ({resumed} clocked games resumed)", data.display());
    let stop = async move {
        shutdown.await;
        let _ = close.send(true);
    };
    axum::serve(listener, http::router(app)).with_graceful_shutdown(stop).await?;
    Ok(())
}
