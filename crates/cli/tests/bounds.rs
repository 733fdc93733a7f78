//! Every command on extreme but valid input finishes within its limit and a stated memory
//! (docs/bounds.md): the largest numbers each FEN field allows, the longest argument Linux
//! passes, the deepest depth, and the costliest positions at 100 ms (issue 8).
//!
//! Each run is a real process; its peak memory is read from the kernel when it is reaped.

use std::process::Command;
use std::time::{Duration, Instant};

/// The peak resident memory every command stays under (docs/bounds.md).
const MEMORY_BOUND_MB: u64 = 256;
/// Time allowed beyond a command's own limit: start-up, reading a long FEN, a loaded machine.
const SLACK: Duration = Duration::from_millis(900);

struct Run {
    success: bool,
    stdout: String,
    stderr: String,
    took: Duration,
    peak_mb: u64,
}

/// Runs the binary and reaps it with `wait4`, which reports the child's peak memory.
#[allow(clippy::zombie_processes)] // reaped by wait4 below, which std cannot see
fn run(args: &[&str]) -> Run {
    let dir = std::env::temp_dir();
    let id = format!("{}-{:?}", std::process::id(), std::thread::current().id()).replace(['(', ')'], "");
    let (out_path, err_path) = (dir.join(format!("bounds-{id}.out")), dir.join(format!("bounds-{id}.err")));
    let started = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_menagerie"))
        .args(args)
        .stdout(std::fs::File::create(&out_path).unwrap())
        .stderr(std::fs::File::create(&err_path).unwrap())
        .spawn()
        .expect("the binary runs");
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value for wait4 to fill in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the pid is our own child, not yet reaped; both pointers are valid.
    let reaped = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let took = started.elapsed();
    assert_eq!(reaped, child.id() as libc::pid_t, "wait4 failed");
    let read = |p: &std::path::Path| {
        let text = std::fs::read_to_string(p).unwrap_or_default();
        let _ = std::fs::remove_file(p);
        text
    };
    Run {
        success: libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        stdout: read(&out_path),
        stderr: read(&err_path),
        took,
        // Linux reports kilobytes.
        peak_mb: usage.ru_maxrss as u64 / 1024,
    }
}

/// Runs a command that must finish within `limit` (plus [`SLACK`]) and the memory bound,
/// and must exit cleanly (a refusal is an error message, never a signal).
fn bounded(args: &[&str], limit: Duration) -> Run {
    let r = run(args);
    let shown: Vec<String> =
        args.iter().map(|a| if a.len() > 60 { format!("<{} bytes>", a.len()) } else { a.to_string() }).collect();
    assert!(r.took < limit + SLACK, "{shown:?} took {:?}", r.took);
    assert!(r.peak_mb < MEMORY_BOUND_MB, "{shown:?} peaked at {} MB", r.peak_mb);
    assert!(!r.stderr.contains("panicked"), "{shown:?}: {}", r.stderr);
    r
}

fn start_fen(variant: &str) -> String {
    run(&["apply", "--variant", variant]).stdout.trim().to_owned()
}

/// Monster Bluff with chips in play and one stack of `chips` white chips on 6d3.
fn chip_laden(chips: usize) -> String {
    let tail = " - 0 1 - W10R10U5/W10R10U5 0/0 -- ?,?";
    start_fen("monster-bluff")
        .replace(tail, &format!(" - 0 1 6d3:{} W10R10U5/W10R10U5 0/0 WB 8e1,8e8", "W".repeat(chips)))
}

#[test]
fn perft_refuses_a_depth_beyond_its_bound_at_once() {
    let r = bounded(&["perft", "--variant", "chess", "--depth", "4294967295"], Duration::ZERO);
    assert!(!r.success && r.stderr.contains("at most 64"), "{}", r.stderr);
    // Deep on a mated position: nothing to walk, nothing to allocate.
    let mated = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    let r = bounded(&["perft", "--variant", "chess", "--fen", mated, "--depth", "64"], Duration::ZERO);
    assert_eq!(r.stdout.trim(), "0");
    let r = bounded(&["perft", "--variant", "chess", "--fen", mated, "--depth", "64", "--divide"], Duration::ZERO);
    assert_eq!(r.stdout.trim(), "0");
}

#[test]
fn searches_stop_on_time_in_the_costliest_positions() {
    let hundred = Duration::from_millis(100);
    // The longest argument Linux passes is 128 KiB: a stack of 120,000 chips.
    let fen = chip_laden(120_000);
    let r = bounded(&["bestmove", "--variant", "monster-bluff", "--movetime", "100", "--fen", &fen], hundred);
    assert!(r.success, "{}", r.stderr);
    for (variant, options) in [
        ("mountain", vec!["-o", "players=4", "-o", "hands=on"]),
        ("mountain", vec!["-o", "players=4", "-o", "map=crags"]),
        ("monster-bluff", vec!["-o", "green=1000", "-o", "white=1000"]),
        ("monkey-king", vec![]),
        ("giant-king", vec![]),
        ("chess", vec![]),
    ] {
        let mut args = vec!["bestmove", "--variant", variant, "--movetime", "100"];
        args.extend(options.iter().copied());
        let r = bounded(&args, hundred);
        assert!(r.success || r.stderr.contains("option"), "{args:?}: {}", r.stderr);
    }
}

#[test]
fn the_largest_limits_neither_overflow_nor_hang() {
    let r = bounded(
        &["bestmove", "--variant", "chess", "--movetime", "18446744073709551615", "--depth", "2"],
        Duration::ZERO,
    );
    assert!(r.success, "{}", r.stderr);
    let r = bounded(
        &["bestmove", "--variant", "chess", "--movetime", "100", "--depth", "4294967295"],
        Duration::from_millis(100),
    );
    assert!(r.success, "{}", r.stderr);
}

/// The largest number each numeric FEN field accepts is read and searched; one more is refused
/// with an error.
#[test]
fn the_largest_fen_numbers_are_read_and_searched() {
    let max64 = "18446744073709551615";
    let cases = [
        ("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 4294967295 4294967295".to_owned()),
        ("monster-bluff", start_fen("monster-bluff").replace(" 0/0 ", &format!(" {max64}/{max64} "))),
        (
            "monster-bluff",
            start_fen("monster-bluff").replace("W10R10U5/W10R10U5", "W4294967295R4294967295U4294967295/W0R0U0"),
        ),
    ];
    for (variant, fen) in cases {
        let r = bounded(
            &["bestmove", "--variant", variant, "--movetime", "100", "--fen", &fen],
            Duration::from_millis(100),
        );
        assert!(r.success, "{variant} {fen}: {}", r.stderr);
        let r = bounded(&["moves", "--variant", variant, "--fen", &fen], Duration::ZERO);
        assert!(r.success && !r.stdout.is_empty(), "{variant} {fen}: {}", r.stderr);
    }
    let beyond = "4k3/8/8/8/8/8/8/R3K3 w - - 4294967296 1";
    let r = bounded(&["moves", "--variant", "chess", "--fen", beyond], Duration::ZERO);
    assert!(!r.success && r.stderr.contains("too large"), "{}", r.stderr);
    let r = bounded(
        &["view", "--variant", "chess", "--seat", "spectator", "--fen", "P18446744073709551615/1/1/1/1/1/1/1 w"],
        Duration::ZERO,
    );
    assert!(!r.success && r.stderr.contains("more than 8 squares"), "{}", r.stderr);
}
