//! menagerie's server: the referee that seats players at their own devices, keeps every
//! secret and never loses an accepted move (docs/ARCHITECTURE.md, "The server crate";
//! the API in docs/api.md).
//!
//! Built in steps (issue 9): the store, players and the lobby so far.

pub mod http;
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
    let store = store::SqliteStore::open(data)?;
    let addr = listener.local_addr()?;
    let app = Arc::new(http::App { store, public_url: format!("http://{addr}") });
    eprintln!("menagerie: serving http://{addr} on {}", data.display());
    axum::serve(listener, http::router(app)).with_graceful_shutdown(shutdown).await?;
    Ok(())
}
