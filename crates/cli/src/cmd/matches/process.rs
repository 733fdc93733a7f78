//! An engine process spoken to in UCI: its lines read on a thread of their own, so the
//! referee can wait for an answer with a deadline and notice a crash (the output ends).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use super::spec::EngineSpec;

/// How long an engine has to answer `uci` and `isready` before a game.
const HANDSHAKE: Duration = Duration::from_secs(10);

/// Why an engine gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Its time ran out.
    Timeout,
    /// Its output ended: it crashed or quit (with the exit status, if known).
    Ended(String),
}

pub struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Process {
    /// Starts the engine, does the `uci` handshake and sets its options, `extra` (the
    /// variant, the seats) first.
    pub fn start(spec: &EngineSpec, extra: &[(String, String)]) -> Result<Process, String> {
        let mut child = Command::new(&spec.program)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{}': {e}", spec.program))?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let stdin = child.stdin.take();
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut process = Process { child, stdin, lines };
        process.send("uci");
        process.wait_for("uciok", Instant::now() + HANDSHAKE).map_err(|e| process.describe(&e))?;
        for (name, value) in extra.iter().chain(&spec.options) {
            process.send(&format!("setoption name {name} value {value}"));
        }
        process.send("ucinewgame");
        process.send("isready");
        process.wait_for("readyok", Instant::now() + HANDSHAKE).map_err(|e| process.describe(&e))?;
        Ok(process)
    }

    /// Writes one line; a closed pipe shows itself as the output ending.
    pub fn send(&mut self, line: &str) {
        if let Some(stdin) = &mut self.stdin
            && writeln!(stdin, "{line}").and_then(|()| stdin.flush()).is_err()
        {
            self.stdin = None;
        }
    }

    /// The first line starting with the word `word` (the whole line), read before `deadline`.
    pub fn wait_for(&mut self, word: &str, deadline: Instant) -> Result<String, Failure> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => return Err(Failure::Timeout),
                Err(RecvTimeoutError::Disconnected) => return Err(Failure::Ended(self.status())),
            }
        }
    }

    /// How the process ended, once its output has.
    fn status(&mut self) -> String {
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.to_string();
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        "its output ended".to_owned()
    }

    pub fn describe(&self, failure: &Failure) -> String {
        match failure {
            Failure::Timeout => "no answer in time".to_owned(),
            Failure::Ended(status) => format!("the engine ended ({status})"),
        }
    }
}

impl Drop for Process {
    /// `quit`, a moment to obey it, then the process is killed.
    fn drop(&mut self) {
        self.send("quit");
        self.stdin = None;
        let deadline = Instant::now() + Duration::from_millis(200);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
