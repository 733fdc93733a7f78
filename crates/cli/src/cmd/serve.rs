//! `menagerie serve`: the server on a multi-threaded runtime, until Ctrl-C.

use menagerie_server::{Config, RateLimit, Settings};

pub fn run(
    addr: std::net::SocketAddr,
    data: std::path::PathBuf,
    rate_limit: u32,
    public_url: Option<String>,
    web_dir: Option<std::path::PathBuf>,
) -> anyhow::Result<()> {
    let rate_limit =
        (rate_limit > 0).then(|| RateLimit { per_second: rate_limit, burst: rate_limit.saturating_mul(4) });
    let public_url = public_url.map(|url| url.trim_end_matches('/').to_owned());
    let settings = Settings { rate_limit, public_url, web_dir, ..Settings::default() };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(menagerie_server::serve(Config { addr, data, settings }))
}
