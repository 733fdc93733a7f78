//! Move text shared by every variant: normalising input and the errors for bad or illegal moves.

use std::fmt;

/// Why move text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The text is not move text at all; `at` is the byte where reading stopped.
    Malformed { text: String, at: usize, reason: &'static str },
    /// Well-formed, but no legal action has this text here.
    Illegal { text: String, legal: usize },
    /// The game is already over.
    GameOver,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Malformed { text, at, reason } => {
                write!(f, "'{text}' is not move text: {reason} at character {}", at + 1)
            }
            ActionError::Illegal { text, legal } => {
                write!(f, "illegal move '{text}': it is not one of the {legal} legal moves here")
            }
            ActionError::GameOver => f.write_str("the game is over: no move is legal"),
        }
    }
}

impl std::error::Error for ActionError {}

/// The longest move text any variant writes, with room to spare.
const MAX_LEN: usize = 32;

/// Trims the text and turns the input synonyms into canonical form (`x` for `-` between
/// squares, upper-case piece letters after `=`, before `*` or `@`, and a leading piece letter
/// before `=` as in Mutant Monarch's `k=q`), refusing anything that cannot be move text.
pub fn normalize(text: &str) -> Result<String, ActionError> {
    let t = text.trim();
    let malformed = |at, reason| ActionError::Malformed { text: t.chars().take(MAX_LEN).collect(), at, reason };
    if t.is_empty() {
        return Err(malformed(0, "empty"));
    }
    if t.len() > MAX_LEN {
        return Err(malformed(MAX_LEN, "too long"));
    }
    let bytes = t.as_bytes();
    let mut out = String::with_capacity(t.len());
    for (i, &b) in bytes.iter().enumerate() {
        let c = match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'=' | b'*' | b'+' | b'@' | b':' => b,
            // `x` between a digit and a letter is a capture mark: `e4xd5`.
            _ => return Err(malformed(i, "unexpected character")),
        };
        let capture_mark = c == b'x'
            && i > 0
            && bytes[i - 1].is_ascii_digit()
            && bytes.get(i + 1).is_some_and(|n| n.is_ascii_lowercase() || n.is_ascii_digit());
        // Piece letters are upper case whatever the colour: `e7-e8=q` is `e7-e8=Q`, `n*g3` is `N*g3`,
        // `k=q` is `K=Q` (a square never ends in a letter, so a letter before `=` is a piece).
        let piece_letter = c.is_ascii_lowercase()
            && (i > 0 && bytes[i - 1] == b'='
                || matches!(bytes.get(i + 1), Some(b'*' | b'@'))
                || i == 0 && bytes.get(1) == Some(&b'='));
        out.push(if capture_mark {
            '-'
        } else if piece_letter {
            c.to_ascii_uppercase() as char
        } else {
            c as char
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_mark_is_a_synonym() {
        assert_eq!(normalize(" e4xd5 ").unwrap(), "e4-d5");
        assert_eq!(normalize("e7xf8=Q").unwrap(), "e7-f8=Q");
        assert_eq!(normalize("8e1x9c1").unwrap(), "8e1-9c1");
        assert_eq!(normalize("x").unwrap(), "x");
    }

    #[test]
    fn piece_letters_are_upper_case_on_input() {
        assert_eq!(normalize("e7-e8=q").unwrap(), "e7-e8=Q");
        assert_eq!(normalize("e9-e10+n*g3").unwrap(), "e9-e10+N*g3");
        assert_eq!(normalize("p*c3").unwrap(), "P*c3");
        assert_eq!(normalize("r@a1").unwrap(), "R@a1");
        assert_eq!(normalize("k=q").unwrap(), "K=Q");
        assert_eq!(normalize("k=K").unwrap(), "K=K");
        // A square before `=` keeps its file letter: Monkey King's flip in place.
        assert_eq!(normalize("b4=b").unwrap(), "b4=B");
    }

    #[test]
    fn junk_is_malformed() {
        assert!(matches!(normalize(""), Err(ActionError::Malformed { .. })));
        assert!(matches!(normalize("e2 e4"), Err(ActionError::Malformed { at: 2, .. })));
        assert!(matches!(normalize("é"), Err(ActionError::Malformed { .. })));
        assert!(matches!(normalize(&"a".repeat(100)), Err(ActionError::Malformed { .. })));
    }
}
