//! `menagerie serve`: the server on a multi-threaded runtime, until Ctrl-C.

pub fn run(addr: std::net::SocketAddr, data: std::path::PathBuf) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(menagerie_server::serve(menagerie_server::Config { addr, data }))
}
