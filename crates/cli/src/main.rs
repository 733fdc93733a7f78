//! `menagerie`: play, analyse and benchmark the variants from the command line.
//!
//! Each subcommand lives in `cmd/`, generic over the variant's position type; `main` only
//! parses arguments and binds the variant with `with_variant!`.

mod cmd;
mod render;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use menagerie_rules::{Variant, with_variant};

#[derive(Parser)]
#[command(name = "menagerie", version, about = "Chess variants from The Chess Variant Pages, every rule enforced")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print every legal action, one per line, in canonical move text.
    Moves {
        #[arg(long, short)]
        variant: Variant,
        #[command(flatten)]
        start: cmd::Start,
        #[command(flatten)]
        shortcuts: cmd::Shortcuts,
    },
    /// Count the legal action sequences of a given length; the count is the last line.
    Perft {
        #[arg(long, short)]
        variant: Variant,
        #[command(flatten)]
        start: cmd::Start,
        #[command(flatten)]
        shortcuts: cmd::Shortcuts,
        #[arg(long, short)]
        depth: u32,
        /// Also print each first action with its count.
        #[arg(long)]
        divide: bool,
    },
    /// Play moves and print the FEN they lead to.
    Apply {
        #[arg(long, short)]
        variant: Variant,
        #[command(flatten)]
        start: cmd::Start,
        #[command(flatten)]
        shortcuts: cmd::Shortcuts,
        /// Moves in canonical move text.
        moves: Vec<String>,
        /// Print the FEN this seat may see (`white`, `black`, `spectator`) instead of the full one.
        #[arg(long)]
        seat: Option<String>,
    },
    /// Print the FEN one seat may see: secrets it may not know (a hidden True King) as `?`.
    View {
        #[arg(long, short)]
        variant: Variant,
        #[command(flatten)]
        start: cmd::Start,
        /// `white`, `black` (the variant's seat names) or `spectator`.
        #[arg(long)]
        seat: String,
    },
    /// Play a game in the terminal, against the computer or another person.
    Play {
        variant: Variant,
        #[command(flatten)]
        start: cmd::Start,
        /// Who plays each seat, in seat order: `human` or `computer`, comma-separated
        /// (default: you in the first seat, the computer in the others).
        #[arg(long, value_delimiter = ',')]
        players: Option<Vec<cmd::play::Player>>,
        /// The computer's thinking time per move, in milliseconds.
        #[arg(long, default_value_t = 1000)]
        movetime: u64,
        /// Plain text without colours (also when NO_COLOR is set).
        #[arg(long)]
        no_color: bool,
        /// Turn off the threefold-repetition house rule (Monkey King, King of the Mountain).
        #[arg(long)]
        no_repetition: bool,
        /// Go on with the game in this record file (as `record` prints it, docs/play.md).
        #[arg(long, value_name = "FILE", conflicts_with = "fen")]
        load: Option<std::path::PathBuf>,
    },
    /// Print the computer's choice of action; the action is the last line.
    Bestmove {
        #[arg(long, short)]
        variant: Variant,
        #[command(flatten)]
        start: cmd::Start,
        /// Thinking time in milliseconds.
        #[arg(long, default_value_t = 1000)]
        movetime: u64,
        /// Stop at this depth instead (or as well).
        #[arg(long)]
        depth: Option<u32>,
    },
    /// Measure move generation and search speed.
    Bench {
        /// Only these variants (default: all).
        #[arg(long, short)]
        variant: Vec<Variant>,
    },
    /// Serve games over HTTP: the referee for players at their own devices (docs/api.md).
    Serve {
        /// The address to listen on.
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        /// The SQLite file games are kept in (created on first start), unless --database is
        /// given.
        #[arg(long, default_value = "menagerie.sqlite")]
        data: std::path::PathBuf,
        /// Keep games in PostgreSQL instead of SQLite: `postgres://user:password@host:5432/name`
        /// (the database must exist; its tables are made or migrated at start; docs/postgres.md).
        #[arg(long, env = "MENAGERIE_DATABASE", hide_env_values = true, conflicts_with = "data")]
        database: Option<String>,
        /// Requests a second from one client address (bursts of four times as many); 0 turns
        /// the limit off.
        #[arg(long, default_value_t = 50)]
        rate_limit: u32,
        /// The address players reach this server by, for invite links (behind a proxy, or when
        /// listening on 0.0.0.0): `https://chess.example.org`.
        #[arg(long)]
        public_url: Option<String>,
        /// Serve the web UI from this folder instead of the copy built into the binary (for
        /// working on the UI: edit, then reload the page).
        #[arg(long)]
        web_dir: Option<std::path::PathBuf>,
        /// With several processes on one PostgreSQL database: the address the others reach this
        /// one at, for the moves they forward to the games it owns (docs/cluster.md). By default
        /// the listening address (127.0.0.1 for 0.0.0.0).
        #[arg(long)]
        cluster_addr: Option<std::net::SocketAddr>,
    },
    /// Speak the UCI protocol on stdin and stdout, for chess tools and match runners
    /// (`setoption name UCI_Variant value giant-king` for the other variants; docs/engine.md).
    Uci,
    /// Play the computer against a random mover (or itself) and count the results; or, with
    /// two or more `--engine`, referee a match between UCI engines: paired openings, Elo and
    /// the SPRT (docs/engine.md, Matches).
    Match {
        #[arg(long, short)]
        variant: Variant,
        #[command(flatten)]
        start: cmd::Start,
        /// The most games (with --engine: whole pairs or groups; the SPRT may stop sooner).
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// Milliseconds a move, without --engine.
        #[arg(long, default_value_t = 100)]
        movetime: u64,
        /// `random` or `engine`, without --engine.
        #[arg(long, default_value = "random")]
        opponent: cmd::matches::Opponent,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[command(flatten)]
        runner: cmd::matches::RunnerArgs,
    },
    /// Make an opening set for `match`: random plies from the start, kept when a short search
    /// finds the position roughly balanced; printed one opening a line.
    Openings {
        #[arg(long, short)]
        variant: Variant,
        /// A start-position option of the variant, `name=value` (repeatable): `players=4`
        /// makes King of the Mountain's 4-player set.
        #[arg(long = "option", short = 'o', value_name = "NAME=VALUE")]
        options: Vec<String>,
        #[arg(long, default_value_t = 40)]
        count: usize,
        #[arg(long, default_value_t = 6)]
        plies: usize,
        #[arg(long, default_value_t = 4)]
        depth: u32,
        #[arg(long, default_value_t = 60)]
        max_cp: i32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Play the engine against itself for tuning data: one quiet position a line, a tab, the
    /// game's result for the first seat (1, 0.5, 0) and, where two play, a tab and the search's
    /// score for the first seat.
    Selfplay {
        #[arg(long, short)]
        variant: Variant,
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Nodes searched a move.
        #[arg(long, default_value_t = 5_000)]
        nodes: u64,
        /// Random moves after each opening of the committed set, so that games differ.
        #[arg(long, default_value_t = 6)]
        random_plies: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// A game this long is called a draw.
        #[arg(long, default_value_t = 400)]
        max_plies: usize,
    },
    /// Fit a variant's evaluation weights to `selfplay` data (Texel tuning); prints the weights
    /// file.
    Tune {
        #[arg(long, short)]
        variant: Variant,
        #[arg(long)]
        data: PathBuf,
        #[arg(long, default_value_t = 2_000)]
        iterations: usize,
        /// Pull every weight towards its starting value by this much per centipawn² (added to
        /// the mean squared error), so that terms the data barely shows stay where they were.
        #[arg(long, default_value_t = 0.0)]
        ridge: f64,
        /// Where the data has search scores (selfplay's third column): the result's share of
        /// the target, the rest the score's expected result (1: results alone).
        #[arg(long, default_value_t = 1.0)]
        lambda: f64,
        /// The share of the data, from its end, not fitted to but used to measure the fit's
        /// error on positions it has not seen (0 to 0.9).
        #[arg(long, default_value_t = 0.0)]
        holdout: f64,
        /// Also write the weights to this file (crates/engine/src/eval/weights/<variant>.rs).
        #[arg(long)]
        write: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    restore_sigpipe();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Moves { variant, start, shortcuts } => {
            let start = shortcuts.apply(start);
            with_variant!(variant, P => cmd::moves::run::<P>(&start))
        }
        Command::Perft { variant, start, shortcuts, depth, divide } => {
            let start = shortcuts.apply(start);
            with_variant!(variant, P => cmd::perft::run::<P>(&start, depth, divide))
        }
        Command::Apply { variant, start, shortcuts, moves, seat } => {
            let start = shortcuts.apply(start);
            with_variant!(variant, P => cmd::apply::run::<P>(&start, &moves, seat.as_deref()))
        }
        Command::View { variant, start, seat } => with_variant!(variant, P => cmd::view::run::<P>(&start, &seat)),
        Command::Play { variant, start, players, movetime, no_color, no_repetition, load } => {
            if no_repetition && !variant.repetition_is_house_rule() {
                eprintln!("error: in {} threefold repetition is the FIDE rule and always applies", variant.name());
                return ExitCode::FAILURE;
            }
            // Colour codes only for a terminal that asked for none of them to be left out.
            let color = !no_color && std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal();
            let options = cmd::play::Options { players, no_repetition, movetime, color, load };
            with_variant!(variant, P => cmd::play::run::<P>(&start, &options))
        }
        Command::Bestmove { variant, start, movetime, depth } => {
            with_variant!(variant, P => cmd::bestmove::run::<P>(&start, movetime, depth))
        }
        Command::Serve { addr, data, database, rate_limit, public_url, web_dir, cluster_addr } => {
            cmd::serve::run(addr, data, database, rate_limit, public_url, web_dir, cluster_addr)
        }
        Command::Bench { variant } => cmd::bench::run(if variant.is_empty() { Variant::ALL } else { &variant }),
        Command::Uci => cmd::uci::run(),
        Command::Match { variant, start, games, movetime, opponent, seed, runner } => {
            if runner.engines.is_empty() {
                with_variant!(variant, P => cmd::matches::run::<P>(&start, games, movetime, opponent, seed))
            } else {
                cmd::matches::runner_settings(variant, &start, games, seed, runner).and_then(|settings| {
                    with_variant!(variant, P => cmd::position::<P>(&start)
                        .and_then(|first| cmd::matches::runner::run::<P>(&first, settings)))
                })
            }
        }
        Command::Openings { variant, options, count, plies, depth, max_cp, seed } => {
            let making = cmd::matches::openings::Making { count, plies, depth, max_cp, seed };
            let start = cmd::Start { fen: None, options };
            with_variant!(variant, P => cmd::position::<P>(&start)
                .and_then(|p| cmd::matches::openings::make::<P>(&p, &start.options, &making)))
        }
        Command::Selfplay { variant, games, nodes, random_plies, seed, threads, max_plies } => {
            let settings = cmd::tune::SelfPlay { games, nodes, random_plies, seed, threads, max_plies };
            with_variant!(variant, P => cmd::tune::selfplay::<P>(variant, &settings))
        }
        Command::Tune { variant, data, iterations, ridge, lambda, holdout, write } => {
            cmd::tune::tune(variant, &data, menagerie_engine::tune::Fit { iterations, ridge, lambda }, holdout, write)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Dies quietly when the reader of our output goes away (`menagerie moves ... | head -1`), as
/// Unix tools do, instead of panicking on the failed write: Rust ignores SIGPIPE by default.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any thread exists; SIG_DFL is a valid handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
