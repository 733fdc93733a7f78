//! `menagerie serve`: the server on a multi-threaded runtime, until Ctrl-C.

use menagerie_server::{Config, Database, RateLimit, Settings};

pub fn run(
    addr: std::net::SocketAddr,
    data: std::path::PathBuf,
    database: Option<String>,
    rate_limit: u32,
    public_url: Option<String>,
    web_dir: Option<std::path::PathBuf>,
    cluster_addr: Option<std::net::SocketAddr>,
) -> anyhow::Result<()> {
    let rate_limit =
        (rate_limit > 0).then(|| RateLimit { per_second: rate_limit, burst: rate_limit.saturating_mul(4) });
    let public_url = public_url.map(|url| url.trim_end_matches('/').to_owned());
    let database = match database {
        None => Database::Sqlite(data),
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => Database::Postgres(url),
        Some(_) => anyhow::bail!("--database takes a postgres:// URL (for an SQLite file, use --data)"),
    };
    let settings = Settings { rate_limit, public_url, web_dir, cluster_addr, ..Settings::default() };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(menagerie_server::serve(Config { addr, database, settings }))
}
