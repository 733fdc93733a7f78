//! The options `uci` lists and `setoption` sets.

use menagerie_engine::{Level, MAX_LEVEL};
use menagerie_rules::Variant;

pub const HASH_DEFAULT: usize = 64;
pub const HASH_MAX: usize = 1024;
const OVERHEAD_DEFAULT: u64 = 30;
/// The most threads offered: more than a machine's cores only slows a search down.
const THREADS_MAX: usize = 256;
const OVERHEAD_MAX: u64 = 5_000;

/// The values of the options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub variant: Variant,
    /// MiB for the transposition table.
    pub hash: usize,
    /// King of the Mountain's players, for `position startpos`.
    pub players: u8,
    /// Milliseconds kept back from the clock for the time the answer takes to arrive.
    pub overhead: u64,
    /// The playing level (`Level`, 1 to 8; 8, the full engine, by default).
    pub level: Level,
    /// The threads a search runs on (Lazy SMP).
    pub threads: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            variant: Variant::Chess,
            hash: HASH_DEFAULT,
            players: 2,
            overhead: OVERHEAD_DEFAULT,
            level: Level::FULL,
            threads: 1,
        }
    }
}

/// What a `setoption` changed, for the session to act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changed {
    /// A new variant: a new engine, at the variant's start position.
    Variant,
    /// A new table size.
    Hash,
    /// A new number of threads.
    Threads,
    /// Nothing the engine holds (or the value it already had).
    Nothing,
}

/// The `option` lines of the answer to `uci`.
pub fn lines() -> Vec<String> {
    let variants: Vec<String> = Variant::ALL.iter().map(|v| format!("var {}", v.id())).collect();
    vec![
        format!("option name UCI_Variant type combo default {} {}", Variant::Chess.id(), variants.join(" ")),
        format!("option name Hash type spin default {HASH_DEFAULT} min 1 max {HASH_MAX}"),
        format!("option name Threads type spin default 1 min 1 max {}", threads_max()),
        // Tells a GUI that `go ponder` is understood; the engine itself needs no setting.
        "option name Ponder type check default false".to_owned(),
        "option name Players type spin default 2 min 2 max 4".to_owned(),
        format!("option name Move Overhead type spin default {OVERHEAD_DEFAULT} min 0 max {OVERHEAD_MAX}"),
        format!("option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"),
    ]
}

const NAMES: &str = "UCI_Variant, Hash, Threads, Ponder, Players, Move Overhead, Level";

impl Settings {
    /// Applies `setoption`'s words (after `setoption`): `name <id> [value <x>]`, the id and
    /// value possibly of several words, the id in any letter case. A refused value leaves the
    /// option as it was.
    pub fn set(&mut self, words: &[&str]) -> Result<Changed, String> {
        let Some((&"name", rest)) = words.split_first() else {
            return Err("setoption takes 'name <option> value <value>'".to_owned());
        };
        let split = rest.iter().position(|w| *w == "value");
        let (name, value) = match split {
            Some(i) => (rest[..i].join(" "), Some(rest[i + 1..].join(" "))),
            None => (rest.join(" "), None),
        };
        let lower = name.to_ascii_lowercase();
        let value = || match value.as_deref() {
            None | Some("") => Err(format!("option {name} needs a value: 'setoption name {name} value …'")),
            Some(v) => Ok(v.to_owned()),
        };
        match lower.as_str() {
            "uci_variant" => {
                let text = value()?.to_ascii_lowercase();
                let variant: Variant = text.parse().map_err(|e| format!("UCI_Variant: {e}"))?;
                if variant == self.variant {
                    return Ok(Changed::Nothing);
                }
                self.variant = variant;
                Ok(Changed::Variant)
            }
            "hash" => {
                let hash = spin("Hash", &value()?, 1, HASH_MAX as u64)? as usize;
                if hash == self.hash {
                    return Ok(Changed::Nothing);
                }
                self.hash = hash;
                Ok(Changed::Hash)
            }
            "threads" => {
                let threads = spin("Threads", &value()?, 1, threads_max() as u64)? as usize;
                if threads == self.threads {
                    return Ok(Changed::Nothing);
                }
                self.threads = threads;
                Ok(Changed::Threads)
            }
            "ponder" => match value()?.to_ascii_lowercase().as_str() {
                "true" | "false" => Ok(Changed::Nothing),
                other => {
                    Err(format!("Ponder value '{}' refused: true or false", other.chars().take(24).collect::<String>()))
                }
            },
            "players" => {
                self.players = spin("Players", &value()?, 2, 4)? as u8;
                Ok(Changed::Nothing)
            }
            "move overhead" => {
                self.overhead = spin("Move Overhead", &value()?, 0, OVERHEAD_MAX)?;
                Ok(Changed::Nothing)
            }
            "level" => {
                let n = spin("Level", &value()?, 1, u64::from(MAX_LEVEL))?;
                self.level = Level::new(n as u8).unwrap_or(Level::FULL);
                Ok(Changed::Nothing)
            }
            "" => Err("setoption name: the option's name is missing".to_owned()),
            _ => {
                let shown: String = name.chars().take(40).collect();
                Err(format!("unknown option '{shown}' (options: {NAMES})"))
            }
        }
    }
}

/// The most `Threads`: the machine's cores (all of them, as other engines offer; a match runner
/// playing games side by side gives each fewer).
fn threads_max() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get()).min(THREADS_MAX)
}

/// A spin option's value: a whole number from `min` to `max`.
fn spin(name: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.trim().parse::<u64>().ok().filter(|n| (min..=max).contains(n)).ok_or_else(|| {
        let shown: String = text.chars().take(24).collect();
        format!("{name} value '{shown}' refused: a whole number from {min} to {max}")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(settings: &mut Settings, line: &str) -> Result<Changed, String> {
        settings.set(&line.split_whitespace().collect::<Vec<_>>())
    }

    #[test]
    fn options_are_set_and_refused_with_reasons() {
        let mut s = Settings::default();
        assert_eq!(set(&mut s, "name UCI_Variant value giant-king"), Ok(Changed::Variant));
        assert_eq!(set(&mut s, "name uci_variant value Giant-King"), Ok(Changed::Nothing));
        assert_eq!(set(&mut s, "name Hash value 16"), Ok(Changed::Hash));
        assert_eq!(set(&mut s, "name Move Overhead value 100"), Ok(Changed::Nothing));
        assert_eq!(set(&mut s, "name Players value 4"), Ok(Changed::Nothing));
        assert_eq!(set(&mut s, "name Threads value 1"), Ok(Changed::Nothing));
        assert_eq!(set(&mut s, "name level value 3"), Ok(Changed::Nothing));
        assert_eq!(set(&mut s, "name Ponder value true"), Ok(Changed::Nothing));
        let expected = Settings {
            variant: Variant::GiantKing,
            hash: 16,
            players: 4,
            overhead: 100,
            level: Level::new(3).unwrap(),
            threads: 1,
        };
        assert_eq!(s, expected);
        for bad in [
            "",
            "value 3",
            "name",
            "name Hash",
            "name Hash value",
            "name Hash value 0",
            "name Hash value 99999999999999999999",
            "name Threads value 0",
            "name Threads value 257",
            "name Players value 5",
            "name UCI_Variant value shogi",
            "name Ponder value maybe",
            "name Level value 0",
            "name Level value 9",
            "name Level value 99",
            "name Level value strong",
        ] {
            let error = set(&mut s, bad).expect_err(bad);
            assert!(!error.is_empty());
        }
        assert_eq!(s, expected, "unchanged");
        // As many threads as the machine has cores, and no more.
        let most = threads_max();
        let changed = if most == 1 { Changed::Nothing } else { Changed::Threads };
        assert_eq!(set(&mut s, &format!("name Threads value {most}")), Ok(changed));
        assert_eq!(s.threads, most);
        assert!(set(&mut s, &format!("name Threads value {}", most + 1)).unwrap_err().contains("from 1 to"));
    }
}
