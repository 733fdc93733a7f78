//! The shared screen of a terminal game: what goes on it, clearing it between people who must
//! not see each other's secrets, and reading what they type.

use std::io::{BufRead, Write};

/// Clears the screen and the terminal's scrollback: blank lines push a secret up, where
/// scrolling back (or a tall window) shows it again. `ESC[3J` is the scrollback.
const CLEAR: &str = "\x1b[H\x1b[2J\x1b[3J";

/// Lines typed at the keyboard.
pub struct Keyboard {
    lines: std::io::Lines<std::io::StdinLock<'static>>,
    /// A line typed at a hand-over instead of Enter: the answer to the next question.
    typed_ahead: Option<String>,
}

impl Keyboard {
    pub fn new() -> Keyboard {
        Keyboard { lines: std::io::stdin().lock().lines(), typed_ahead: None }
    }

    /// Shows `prompt` and reads a line, trimmed; `None` when the input has ended (Ctrl-D).
    pub fn ask(&mut self, prompt: &str) -> anyhow::Result<Option<String>> {
        print!("{prompt}");
        if let Some(line) = self.typed_ahead.take() {
            println!("{line}");
            return Ok(Some(line));
        }
        std::io::stdout().flush()?;
        match self.lines.next() {
            Some(line) => Ok(Some(line?.trim().to_owned())),
            None => {
                // Ctrl-D leaves the prompt's line unfinished.
                println!();
                Ok(None)
            }
        }
    }
}

/// Clears the screen and scrollback.
pub fn clear() {
    print!("{CLEAR}");
    let _ = std::io::stdout().flush();
}

/// Clears the screen and waits for the person named to take the keyboard, so that nothing of
/// the last person's secrets is left for them to see. False if the input ended.
///
/// Text typed instead of Enter (a move, from someone who knows the position, or a script)
/// answers the next question once the new screen is up.
pub fn hand_over(keyboard: &mut Keyboard, to: &str) -> anyhow::Result<bool> {
    clear();
    let answer = keyboard.ask(&format!("Pass the keyboard to {to}, then press Enter. "))?;
    clear();
    match answer {
        None => Ok(false),
        Some(line) => {
            if !line.is_empty() {
                keyboard.typed_ahead = Some(line);
            }
            Ok(true)
        }
    }
}

/// Asks a yes-or-no question until answered; `None` when the input ended.
pub fn yes_or_no(keyboard: &mut Keyboard, prompt: &str) -> anyhow::Result<Option<bool>> {
    loop {
        let Some(answer) = keyboard.ask(prompt)? else { return Ok(None) };
        match answer.to_ascii_lowercase().as_str() {
            "y" | "yes" => return Ok(Some(true)),
            "n" | "no" => return Ok(Some(false)),
            _ => println!("Please answer yes or no."),
        }
    }
}

pub fn capitalise(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
