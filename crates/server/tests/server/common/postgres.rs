//! A real PostgreSQL for a test: Debian's server binaries, a fresh cluster in a temporary
//! directory, reached on a unix socket in that directory (no port to collide with another test
//! or another worker on the machine), stopped and removed when dropped, panicking or not.
//!
//! PostgreSQL refuses to run as root; run as root (CI is), the cluster belongs to `nobody` and
//! the server runs as that user (`setpriv`). Its parent-death signal is set, so a test process
//! killed outright takes its cluster down with it: the cluster lives while the thread that
//! started it does, so start it on the test's own thread. The cluster runs with `fsync=off`:
//! the tests kill server processes, never the machine, and what a committed transaction is
//! worth to another process does not depend on fsync.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Where Debian puts each major version's binaries; the newest installed is taken, unless
/// `MENAGERIE_PG_BIN` names a folder holding `initdb`, `postgres`, `pg_isready`, `createdb` and
/// `psql`.
const DEBIAN: &str = "/usr/lib/postgresql";

/// The role the tests connect as (the cluster's superuser, trusted on the socket).
pub const USER: &str = "menagerie";

pub struct Postgres {
    /// The cluster (`data/`), its socket and its log; removed on drop.
    dir: tempfile::TempDir,
    bin: PathBuf,
    server: Child,
}

impl Postgres {
    /// A new cluster, running and accepting connections.
    pub fn start() -> Postgres {
        let bin = binaries();
        let dir = tempfile::Builder::new().prefix("menagerie-pg.").tempdir_in(parent()).expect("a temporary directory");
        let owner = unprivileged();
        if let Some((uid, gid)) = owner {
            std::os::unix::fs::chown(dir.path(), Some(uid), Some(gid)).expect("the cluster's directory given away");
        }
        let data = dir.path().join("data");
        let init = as_owner(owner, &bin.join("initdb"))
            .arg("-D")
            .arg(&data)
            .args(["-U", USER, "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"])
            .stdout(Stdio::null())
            .output()
            .expect("initdb runs");
        assert!(init.status.success(), "initdb failed: {}", String::from_utf8_lossy(&init.stderr));
        let log = std::fs::File::create(dir.path().join("log")).expect("the server's log");
        let server = as_owner(owner, &bin.join("postgres"))
            .arg("-D")
            .arg(&data)
            .arg("-k")
            .arg(dir.path())
            .args(["-c", "listen_addresses=", "-c", "fsync=off", "-c", "max_connections=200"])
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("the log twice"))
            .stderr(log)
            .spawn()
            .expect("postgres starts");
        let mut cluster = Postgres { dir, bin, server };
        cluster.wait_ready();
        cluster
    }

    /// The folder holding the socket (the `host` of a URL).
    pub fn socket_dir(&self) -> &Path {
        self.dir.path()
    }

    /// Creates the database `name`; its URL.
    pub fn database(&self, name: &str) -> String {
        let made = Command::new(self.bin.join("createdb"))
            .arg("-h")
            .arg(self.socket_dir())
            .args(["-U", USER, name])
            .output()
            .expect("createdb runs");
        assert!(made.status.success(), "createdb {name}: {}", String::from_utf8_lossy(&made.stderr));
        self.url(name)
    }

    /// The URL of database `name` (which must exist): the socket folder as its host.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://{USER}@/{name}?host={}", self.socket_dir().display())
    }

    /// Runs `sql` in database `name` with psql; what it printed, unaligned and without headers.
    pub fn sql(&self, name: &str, sql: &str) -> String {
        let out = Command::new(self.bin.join("psql"))
            .arg("-h")
            .arg(self.socket_dir())
            .args(["-U", USER, "-d", name, "-v", "ON_ERROR_STOP=1", "-At", "-c", sql])
            .output()
            .expect("psql runs");
        assert!(out.status.success(), "psql {sql:?}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// What the server wrote to its log so far (for a failing test's message).
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("log")).unwrap_or_default()
    }

    fn wait_ready(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(status) = self.server.try_wait().expect("the server's status") {
                panic!("postgres stopped at start ({status}):\n{}", self.log());
            }
            let ready = Command::new(self.bin.join("pg_isready"))
                .arg("-q")
                .arg("-h")
                .arg(self.socket_dir())
                .args(["-U", USER, "-d", "postgres"])
                .status()
                .expect("pg_isready runs");
            if ready.success() {
                return;
            }
            assert!(Instant::now() < deadline, "postgres not ready after 30 s:\n{}", self.log());
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Postgres {
    /// A fast shutdown (SIGINT: connections ended, no checkpoint wait beyond the last), then
    /// SIGKILL if it takes more than ten seconds; the directory goes with `dir`.
    fn drop(&mut self) {
        let pid = self.server.id() as libc::pid_t;
        // SAFETY: kill with a pid this process spawned and has not reaped yet.
        unsafe { libc::kill(pid, libc::SIGINT) };
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.server.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

/// The folder of the newest installed PostgreSQL's binaries (or `MENAGERIE_PG_BIN`'s).
fn binaries() -> PathBuf {
    let chosen = match std::env::var_os("MENAGERIE_PG_BIN") {
        Some(bin) => Some(PathBuf::from(bin)),
        None => std::fs::read_dir(DEBIAN).ok().and_then(|versions| {
            versions
                .filter_map(|v| v.ok())
                .filter(|v| v.path().join("bin/postgres").exists())
                .filter_map(|v| Some((v.file_name().to_str()?.parse::<u32>().ok()?, v.path().join("bin"))))
                .max()
                .map(|(_, bin)| bin)
        }),
    };
    match chosen {
        Some(bin) if bin.join("postgres").exists() => bin,
        _ => panic!(
            "PostgreSQL is not installed (no {DEBIAN}/*/bin/postgres, or MENAGERIE_PG_BIN names a folder \
             without it): the PostgreSQL tests start their own server from Debian's packages. Install it \
             with `apt-get install postgresql` (.ci/run does), or set MENAGERIE_PG_BIN to a folder holding \
             initdb, postgres, pg_isready, createdb and psql."
        ),
    }
}

/// Where clusters are made: `/tmp` rather than `$TMPDIR`, which may be a long path (a unix
/// socket's path must fit in 107 bytes) or one `nobody` cannot enter.
fn parent() -> PathBuf {
    let tmp = Path::new("/tmp");
    if tmp.is_dir() { tmp.to_owned() } else { std::env::temp_dir() }
}

/// `nobody`'s user and group ids when running as root (PostgreSQL will not run as root).
fn unprivileged() -> Option<(u32, u32)> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let id = |flag: &str| -> u32 {
        let out = Command::new("id").args([flag, "nobody"]).output().expect("id runs");
        String::from_utf8_lossy(&out.stdout).trim().parse().expect("a user `nobody` to run PostgreSQL as")
    };
    Some((id("-u"), id("-g")))
}

/// `program` run as the cluster's owner, with SIGQUIT (PostgreSQL's immediate shutdown) when
/// the thread that started it dies.
fn as_owner(owner: Option<(u32, u32)>, program: &Path) -> Command {
    let mut command = Command::new("setpriv");
    // The owner must be able to stand in its working directory.
    command.current_dir(parent());
    if let Some((uid, gid)) = owner {
        command.arg(format!("--reuid={uid}")).arg(format!("--regid={gid}")).arg("--clear-groups");
    }
    command.args(["--pdeathsig", "SIGQUIT", "--"]).arg(program);
    command
}
