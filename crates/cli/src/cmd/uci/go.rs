//! `go`: its arguments, and the limits they give the search (simple clock management).

use std::time::Duration;

use menagerie_engine::{Limits, MAX_DEPTH};

/// A `go` command's arguments. Every limit given applies; the search stops at the first
/// one reached.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Milliseconds for this move, exactly.
    pub movetime: Option<u64>,
    /// `wtime`/`btime`: the first and the second seat's clocks, in milliseconds.
    pub clocks: [Option<u64>; 2],
    /// `winc`/`binc`.
    pub increments: [Option<u64>; 2],
    /// `time`/`inc` (our extension): the clock of the seat to move, whatever its number, for
    /// the third and fourth seats of King of the Mountain.
    pub time: Option<u64>,
    pub inc: Option<u64>,
    pub movestogo: Option<u64>,
    /// Search until `stop`, and print `bestmove` only then.
    pub infinite: bool,
    /// `go ponder`: think on the opponent's time, with no limit, until `ponderhit` (then the
    /// limits given apply, counted from the hit) or `stop`.
    pub ponder: bool,
}

/// Reads `go`'s arguments (the words after `go`). Any word not understood refuses the whole
/// command, so that a search never runs on limits other than those asked for.
pub fn parse(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        let mut number = |max: u64| -> Result<u64, String> {
            let Some(&text) = words.next() else { return Err(format!("'{word}' needs a number")) };
            text.parse::<u64>()
                .ok()
                .filter(|&n| n <= max)
                .ok_or_else(|| format!("'{word} {}': a whole number from 0 to {max} is expected", shorten(text)))
        };
        match word {
            "depth" => {
                let depth = number(u64::from(MAX_DEPTH))?;
                if depth == 0 {
                    return Err(format!("'depth 0': the depth is 1 to {MAX_DEPTH}"));
                }
                go.depth = Some(depth as u32);
            }
            "nodes" => go.nodes = Some(number(u64::MAX)?.max(1)),
            "movetime" => go.movetime = Some(number(u64::MAX)?),
            "wtime" => go.clocks[0] = Some(number(u64::MAX)?),
            "btime" => go.clocks[1] = Some(number(u64::MAX)?),
            "winc" => go.increments[0] = Some(number(u64::MAX)?),
            "binc" => go.increments[1] = Some(number(u64::MAX)?),
            "time" => go.time = Some(number(u64::MAX)?),
            "inc" => go.inc = Some(number(u64::MAX)?),
            "movestogo" => {
                let n = number(u64::MAX)?;
                if n == 0 {
                    return Err("'movestogo 0': the moves to go are at least 1".to_owned());
                }
                go.movestogo = Some(n);
            }
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            "searchmoves" => return Err("'go searchmoves' is not supported yet".to_owned()),
            "mate" => return Err("'go mate' is not supported: use depth, nodes or a time".to_owned()),
            other => {
                return Err(format!(
                    "'{}' is not a go argument (depth, nodes, movetime, wtime, btime, winc, binc, time, inc, \
                     movestogo, infinite, ponder)",
                    shorten(other)
                ));
            }
        }
    }
    Ok(go)
}

/// At most this many characters of a word the user typed go into a message.
fn shorten(text: &str) -> String {
    let mut short: String = text.chars().take(24).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    short
}

/// With no moves to go given, the clock is shared as if this many moves were left.
const DEFAULT_MOVES_TO_GO: u64 = 30;

impl Go {
    /// The search's limits for the seat numbered `seat` (from 0), with `overhead` milliseconds
    /// kept back from its clock for the time the answer takes to arrive. With no limit at all
    /// the search goes on until `stop` (its bestmove is printed when it ends or is stopped).
    pub fn limits(&self, seat: usize, overhead: u64) -> Result<Limits, String> {
        let (time, inc) = match (self.time, seat) {
            (Some(time), _) => (Some(time), self.inc),
            (None, 0 | 1) => (self.clocks[seat], self.increments[seat]),
            (None, _) if self.clocks.iter().any(Option::is_some) => {
                return Err(format!(
                    "wtime and btime are the first two seats' clocks, and seat {} is to move: give its clock as \
                     'time' and 'inc'",
                    seat + 1
                ));
            }
            (None, _) => (None, None),
        };
        let mut movetime = self.movetime;
        let mut optimum = None;
        if let Some(time) = time {
            let (aim, most) = allot(time, inc.unwrap_or(0), self.movestogo, overhead);
            movetime = Some(movetime.map_or(most, |m| m.min(most)));
            optimum = Some(Duration::from_millis(aim));
        }
        Ok(Limits {
            // No depth given is the deepest there is: the time, the nodes or `stop` end it.
            depth: Some(self.depth.unwrap_or(MAX_DEPTH)),
            movetime: movetime.map(Duration::from_millis),
            nodes: self.nodes,
            optimum,
        })
    }
}

/// The milliseconds to aim for on this move and the most it may take, from the seat's `time`
/// left and `inc`rement. The aim is an even share of the clock over the moves to go (30 when
/// not given) plus three quarters of the increment; a search that is still unsettled may run to
/// three times that, but never past the time left minus `overhead` (at least 1 ms, so a move
/// is always found).
pub fn allot(time: u64, inc: u64, movestogo: Option<u64>, overhead: u64) -> (u64, u64) {
    let moves = movestogo.unwrap_or(DEFAULT_MOVES_TO_GO).clamp(1, DEFAULT_MOVES_TO_GO);
    let usable = time.saturating_sub(overhead).max(1);
    let aim = (time / moves).saturating_add(inc / 4 * 3).min(usable).max(1);
    // With one move to go the whole usable time is the share; otherwise keep a reserve.
    let most = if moves == 1 { usable } else { aim.saturating_mul(3).min(usable / 2).max(aim) };
    (aim, most)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<&str> {
        text.split_whitespace().collect()
    }

    #[test]
    fn reads_every_limit() {
        let go = parse(&words("wtime 60000 btime 50000 winc 1000 binc 500 movestogo 20 depth 9 nodes 5")).unwrap();
        assert_eq!(go.clocks, [Some(60_000), Some(50_000)]);
        assert_eq!(go.increments, [Some(1000), Some(500)]);
        assert_eq!((go.movestogo, go.depth, go.nodes), (Some(20), Some(9), Some(5)));
        assert!(parse(&words("infinite")).unwrap().infinite);
    }

    #[test]
    fn refuses_what_it_cannot_do() {
        for bad in ["depth", "depth x", "depth 0", "depth 121", "wtime -5", "movestogo 0", "banana 3"] {
            assert!(parse(&words(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn clocks_are_shared_and_never_overdrawn() {
        // 60 s and 1 s increments: aim at 2 s + 0.75 s, take at most three times that.
        assert_eq!(allot(60_000, 1_000, None, 30), (2_750, 8_250));
        // Moves to go share the clock among them; at most half the clock goes on one move.
        assert_eq!(allot(10_000, 0, Some(5), 30), (2_000, 4_985));
        // Never more than the time left minus the overhead, even with a large increment.
        assert_eq!(allot(1_000, 10_000, Some(1), 50), (950, 950));
        assert_eq!(allot(20, 0, None, 30), (1, 1));
    }

    #[test]
    fn each_seat_reads_its_own_clock() {
        let go = parse(&words("wtime 30000 btime 3000")).unwrap();
        let white = go.limits(0, 0).unwrap().optimum.unwrap();
        let black = go.limits(1, 0).unwrap().optimum.unwrap();
        assert_eq!((white.as_millis(), black.as_millis()), (1000, 100));
        assert_eq!(go.limits(1, 0).unwrap().movetime.unwrap().as_millis(), 300);
        assert!(go.limits(2, 0).is_err(), "a third seat needs 'time'");
        let third = parse(&words("wtime 30000 btime 3000 time 6000")).unwrap();
        assert_eq!(third.limits(2, 0).unwrap().optimum.unwrap().as_millis(), 200);
        let movetime = parse(&words("movetime 250 wtime 300000")).unwrap().limits(0, 0).unwrap();
        assert_eq!(movetime.movetime.unwrap().as_millis(), 250);
        assert_eq!(parse(&[]).unwrap().limits(0, 0).unwrap().movetime, None);
    }
}
