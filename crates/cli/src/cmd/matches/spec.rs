//! A contestant of a UCI match, as `--engine` gives it: `name=new cmd=path/to/engine uci
//! option.Hash=64 tc=200ms`, and the time controls it may play at.

use std::time::Duration;

/// How long an engine may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// `tc=200ms` or `tc=0.2s`: this long for every move (`go movetime`).
    MoveTime(Duration),
    /// `tc=10+0.1`: a clock of 10 s and 0.1 s more after each move (`go wtime … winc …`).
    Clock { base: Duration, increment: Duration },
    /// `tc=depth2`: a fixed depth, for fast deterministic tests.
    Depth(u32),
    /// `tc=nodes5000`: a fixed number of nodes.
    Nodes(u64),
}

impl std::str::FromStr for TimeControl {
    type Err = String;

    fn from_str(text: &str) -> Result<TimeControl, String> {
        let bad = || format!("time control '{text}' not understood (200ms, 0.2s, 10+0.1, depth2 or nodes5000)");
        let seconds = |s: &str| -> Result<Duration, String> {
            let value: f64 = s.parse().map_err(|_| bad())?;
            if !(0.0..=86_400.0).contains(&value) {
                return Err(bad());
            }
            Ok(Duration::from_secs_f64(value))
        };
        if let Some(depth) = text.strip_prefix("depth") {
            return depth.parse().ok().filter(|&d| (1..=120).contains(&d)).map(TimeControl::Depth).ok_or_else(bad);
        }
        if let Some(nodes) = text.strip_prefix("nodes") {
            return nodes.parse().ok().filter(|&n| n > 0).map(TimeControl::Nodes).ok_or_else(bad);
        }
        if let Some(ms) = text.strip_suffix("ms") {
            let ms: u64 = ms.parse().map_err(|_| bad())?;
            return Ok(TimeControl::MoveTime(Duration::from_millis(ms.max(1))));
        }
        if let Some(s) = text.strip_suffix('s') {
            return Ok(TimeControl::MoveTime(seconds(s)?.max(Duration::from_millis(1))));
        }
        let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
        Ok(TimeControl::Clock { base: seconds(base)?, increment: seconds(increment)? })
    }
}

/// One engine configuration: a command line, the options set before play, its time control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    pub name: String,
    pub program: String,
    pub args: Vec<String>,
    /// `option.Hash=64` becomes `setoption name Hash value 64`, in the order given.
    pub options: Vec<(String, String)>,
    /// `None`: the match's `--tc`.
    pub tc: Option<TimeControl>,
}

impl EngineSpec {
    /// Reads `name=… cmd=… [args…] [option.X=…] [tc=…]`: words after `cmd=` that are none of
    /// these keys are the command's arguments (`cmd=menagerie uci`).
    pub fn parse(text: &str, index: usize) -> Result<EngineSpec, String> {
        let mut spec = EngineSpec {
            name: format!("engine{}", index + 1),
            program: String::new(),
            args: Vec::new(),
            options: Vec::new(),
            tc: None,
        };
        for word in text.split_whitespace() {
            if let Some(name) = word.strip_prefix("name=") {
                spec.name = name.to_owned();
            } else if let Some(program) = word.strip_prefix("cmd=") {
                spec.program = program.to_owned();
            } else if let Some(tc) = word.strip_prefix("tc=") {
                spec.tc = Some(tc.parse()?);
            } else if let Some(option) = word.strip_prefix("option.") {
                let (name, value) =
                    option.split_once('=').ok_or_else(|| format!("'{word}': an option is option.NAME=VALUE"))?;
                spec.options.push((name.to_owned(), value.to_owned()));
            } else if spec.program.is_empty() {
                return Err(format!("'{word}' comes before cmd= in --engine '{text}'"));
            } else {
                spec.args.push(word.to_owned());
            }
        }
        if spec.program.is_empty() {
            return Err(format!("--engine '{text}' has no cmd= (the engine's command line)"));
        }
        Ok(spec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engines_are_read() {
        let spec = EngineSpec::parse("name=new cmd=target/release/menagerie uci option.Hash=64 tc=10+0.1", 0).unwrap();
        assert_eq!(spec.name, "new");
        assert_eq!(spec.program, "target/release/menagerie");
        assert_eq!(spec.args, ["uci"]);
        assert_eq!(spec.options, [("Hash".to_owned(), "64".to_owned())]);
        assert_eq!(
            spec.tc,
            Some(TimeControl::Clock { base: Duration::from_secs(10), increment: Duration::from_millis(100) })
        );
        assert_eq!(EngineSpec::parse("cmd=sf", 1).unwrap().name, "engine2");
        assert!(EngineSpec::parse("name=x", 0).is_err());
        assert!(EngineSpec::parse("uci cmd=x", 0).is_err());
    }

    #[test]
    fn time_controls() {
        assert_eq!("200ms".parse(), Ok(TimeControl::MoveTime(Duration::from_millis(200))));
        assert_eq!("0.5s".parse(), Ok(TimeControl::MoveTime(Duration::from_millis(500))));
        assert_eq!("depth2".parse(), Ok(TimeControl::Depth(2)));
        assert_eq!("nodes500".parse(), Ok(TimeControl::Nodes(500)));
        assert_eq!("60".parse(), Ok(TimeControl::Clock { base: Duration::from_secs(60), increment: Duration::ZERO }));
        for bad in ["", "depth0", "fast", "1+x", "-3", "nodes0"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
    }
}
