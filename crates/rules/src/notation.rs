//! Move text shared by every variant: normalising input and the errors for bad or illegal moves.

use std::fmt;

/// Why move text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The text is not move text at all; `at` is the byte where reading stopped.
    Malformed { text: String, at: usize, reason: &'static str },
    /// The text names a square the board does not have.
    NoSuchSquare { text: String, square: String },
    /// Well-formed, but no legal action has this text here; `reason` says why where one can
    /// be named ("the Pilgrim would stand in check", "chips are not in play yet").
    Illegal { text: String, legal: usize, reason: Option<String> },
    /// The text, read loosely (`e2e4`, any letter case), fits several legal actions.
    Ambiguous { text: String, matches: Vec<String> },
    /// The game is already over.
    GameOver,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Malformed { text, at, reason } => {
                write!(f, "'{text}' is not move text: {reason} at character {}", at + 1)
            }
            ActionError::NoSuchSquare { text, square } => {
                write!(f, "'{text}': there is no square {square} on this board")
            }
            ActionError::Illegal { text, legal, reason: Some(reason) } => {
                write!(f, "illegal move '{text}': {reason} ({legal} legal moves here)")
            }
            ActionError::Illegal { text, legal, reason: None } => {
                write!(f, "illegal move '{text}': it is not one of the {legal} legal moves here")
            }
            ActionError::Ambiguous { text, matches } => {
                write!(f, "'{text}' could be any of {}: write it in full", matches.join(", "))
            }
            ActionError::GameOver => f.write_str("the game is over: no move is legal"),
        }
    }
}

/// The key under which move text is compared loosely: lower case, without the `-` between
/// squares, the `x` capture mark or the `=` before a promotion, so that `e2e4`, `E2-E4` and
/// `e7e8q` find `e2-e4` and `e7-e8=Q`. Two legal actions may share a key; the reader then
/// asks for the full text.
pub fn fold(text: &str) -> String {
    folded(text).map(char::from).collect()
}

/// Whether `text` folds to `key` (a [`fold`]), without building the fold.
pub fn folds_to(text: &str, key: &str) -> bool {
    folded(text).eq(key.bytes())
}

fn folded(text: &str) -> impl Iterator<Item = u8> + '_ {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().filter_map(move |(i, &b)| {
        let c = b.to_ascii_lowercase();
        let capture_mark = c == b'x'
            && i > 0
            && bytes[i - 1].is_ascii_digit()
            && bytes.get(i + 1).is_some_and(|n| n.is_ascii_alphanumeric());
        (c != b'-' && c != b'=' && !capture_mark).then_some(c)
    })
}

/// The names of squares in move text, in order: a run of digits (Monster Bluff's board
/// number), letters, then digits, in lower case. Piece letters (`P*c3`, `=Q`) carry no
/// digits and are not squares.
pub fn square_names(text: &str) -> Vec<String> {
    let lower = text.to_ascii_lowercase();
    let b = lower.as_bytes();
    let mut names = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_alphanumeric() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let letters = i;
        while i < b.len() && b[i].is_ascii_lowercase() {
            i += 1;
        }
        let digits = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if digits > letters && i > digits {
            names.push(lower[start..i].to_owned());
        }
    }
    names
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
    fn loose_forms_fold_to_the_canonical_key() {
        for (loose, canonical) in
            [("e2e4", "e2-e4"), ("E2-E4", "e2-e4"), ("e7e8q", "e7-e8=Q"), ("e4xd5", "e4-d5"), ("D4=x", "d4=X")]
        {
            assert_eq!(fold(loose), fold(canonical), "{loose}");
        }
        assert_ne!(fold("e7-e8"), fold("e7-e8=Q"));
    }

    #[test]
    fn square_names_in_move_text() {
        assert_eq!(square_names("e2-e4"), ["e2", "e4"]);
        assert_eq!(square_names("E2E4"), ["e2", "e4"]);
        assert_eq!(square_names("P*c3"), ["c3"]);
        assert_eq!(square_names("e9-e10+N*g3"), ["e9", "e10", "g3"]);
        assert_eq!(square_names("8e2-10a1"), ["8e2", "10a1"]);
        assert_eq!(square_names("c8-off"), ["c8"]);
        assert_eq!(square_names("end"), Vec::<String>::new());
        assert_eq!(square_names("z9-e4"), ["z9", "e4"]);
    }

    #[test]
    fn junk_is_malformed() {
        assert!(matches!(normalize(""), Err(ActionError::Malformed { .. })));
        assert!(matches!(normalize("e2 e4"), Err(ActionError::Malformed { at: 2, .. })));
        assert!(matches!(normalize("é"), Err(ActionError::Malformed { .. })));
        assert!(matches!(normalize(&"a".repeat(100)), Err(ActionError::Malformed { .. })));
    }
}
