//! The FEN machinery every variant shares: splitting fields, and the board field's grammar
//! (ranks from the top, runs of empty squares as numbers, `*` for holes and walls, `+` for promotion).

use std::fmt;

/// A FEN that could not be read: what is wrong, and the byte offset where it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    pub offset: usize,
    pub message: String,
}

impl FenError {
    pub fn new(offset: usize, message: impl Into<String>) -> FenError {
        FenError { offset, message: message.into() }
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN at character {}: {}", self.offset + 1, self.message)
    }
}

impl std::error::Error for FenError {}

/// The space-separated fields of a FEN, each with its byte offset.
pub struct Fields<'a> {
    fen: &'a str,
    fields: Vec<(usize, &'a str)>,
}

impl<'a> Fields<'a> {
    /// Splits on single spaces, refusing control characters and non-ASCII text.
    pub fn split(fen: &'a str) -> Result<Fields<'a>, FenError> {
        if let Some(at) = fen.bytes().position(|b| !(b' '..=b'~').contains(&b)) {
            return Err(FenError::new(at, "only printable ASCII is allowed"));
        }
        let mut fields = Vec::new();
        let mut start = 0;
        for part in fen.split(' ') {
            if part.is_empty() {
                return Err(FenError::new(start, "empty field (fields are separated by single spaces)"));
            }
            fields.push((start, part));
            start += part.len() + 1;
        }
        Ok(Fields { fen, fields })
    }

    pub fn len(&self) -> usize {
        self.fields.len()
    }

    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    /// Field `i` and its offset, or an error naming the missing field.
    pub fn get(&self, i: usize, name: &str) -> Result<(usize, &'a str), FenError> {
        self.fields
            .get(i)
            .copied()
            .ok_or_else(|| FenError::new(self.fen.len(), format!("missing field {}: {name}", i + 1)))
    }

    /// Refuses more than `n` fields.
    pub fn expect_at_most(&self, n: usize) -> Result<(), FenError> {
        match self.fields.get(n) {
            Some(&(at, _)) => Err(FenError::new(at, format!("too many fields (expected {n})"))),
            None => Ok(()),
        }
    }
}

/// How the variant writes one piece in the board field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenStyle {
    /// One letter; its case gives the side (`N`, `n`).
    Letter,
    /// A lower-case seat letter then an upper-case piece letter (`rK`, `yH`).
    SeatLetter,
}

/// One square of a board field as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    /// `*`: a hole, a notch or a wall.
    Blocked,
    Piece(Token),
}

/// A piece as written: its letter, the seat letter if the style has one, and the `+` mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub letter: u8,
    pub seat: Option<u8>,
    pub promoted: bool,
    /// Byte offset of the token in the whole FEN, for error messages.
    pub offset: usize,
}

/// A board field read into cells: `cells[rank * width + file]`, rank 0 at the bottom.
#[derive(Clone, Debug)]
pub struct BoardText {
    pub width: usize,
    pub height: usize,
    pub cells: Vec<Cell>,
}

impl BoardText {
    /// Reads a board field of the given size that starts at byte `offset` of the FEN.
    pub fn parse(
        field: &str,
        offset: usize,
        width: usize,
        height: usize,
        style: TokenStyle,
    ) -> Result<BoardText, FenError> {
        let rows: Vec<&str> = field.split('/').collect();
        if rows.len() != height {
            return Err(FenError::new(offset, format!("the board has {} ranks, expected {height}", rows.len())));
        }
        let mut cells = vec![Cell::Empty; width * height];
        let mut at = offset;
        for (i, row) in rows.iter().enumerate() {
            let rank = height - 1 - i;
            let bytes = row.as_bytes();
            let mut file = 0usize;
            let mut j = 0;
            let overflow = |at: usize| FenError::new(at, format!("rank {} has more than {width} squares", rank + 1));
            while j < bytes.len() {
                let here = at + j;
                let b = bytes[j];
                if b.is_ascii_digit() {
                    let n = bytes[j..].iter().take_while(|b| b.is_ascii_digit()).count();
                    if b == b'0' {
                        return Err(FenError::new(here, "a run of empty squares cannot start with 0"));
                    }
                    let run: usize = row[j..j + n].parse().map_err(|_| overflow(here))?;
                    if file + run > width {
                        return Err(overflow(here));
                    }
                    file += run;
                    j += n;
                    continue;
                }
                if file >= width {
                    return Err(overflow(here));
                }
                let cell = if b == b'*' {
                    j += 1;
                    Cell::Blocked
                } else {
                    let promoted = b == b'+';
                    if promoted {
                        j += 1;
                    }
                    let token = |seat, letter| Cell::Piece(Token { letter, seat, promoted, offset: here });
                    match (style, bytes.get(j), bytes.get(j + 1)) {
                        (TokenStyle::Letter, Some(&l), _) if l.is_ascii_alphabetic() => {
                            j += 1;
                            token(None, l)
                        }
                        (TokenStyle::SeatLetter, Some(&s), Some(&l))
                            if s.is_ascii_lowercase() && l.is_ascii_uppercase() =>
                        {
                            j += 2;
                            token(Some(s), l)
                        }
                        _ => return Err(FenError::new(here, format!("unexpected '{}' in the board", b as char))),
                    }
                };
                cells[rank * width + file] = cell;
                file += 1;
            }
            if file != width {
                return Err(FenError::new(
                    at + row.len(),
                    format!("rank {} has {file} squares, expected {width}", rank + 1),
                ));
            }
            at += row.len() + 1;
        }
        Ok(BoardText { width, height, cells })
    }

    pub fn get(&self, file: usize, rank: usize) -> Cell {
        self.cells[rank * self.width + file]
    }
}

/// Writes a board field; `cell(file, rank)` writes one square's piece text, or says it is empty or blocked.
pub fn write_board<'a>(
    out: &mut String,
    width: usize,
    height: usize,
    mut cell: impl FnMut(usize, usize) -> Square<'a>,
) {
    for rank in (0..height).rev() {
        let mut empty = 0;
        for file in 0..width {
            match cell(file, rank) {
                Square::Empty => empty += 1,
                other => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    match other {
                        Square::Blocked => out.push('*'),
                        Square::Piece(text) => out.push_str(text),
                        Square::Empty => unreachable!(),
                    }
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
}

/// What [`write_board`] is told about a square.
pub enum Square<'a> {
    Empty,
    Blocked,
    Piece(&'a str),
}

/// Reads a non-negative counter field such as the halfmove clock.
pub fn parse_number(offset: usize, text: &str, name: &str) -> Result<u32, FenError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(FenError::new(offset, format!("{name} must be a number, found '{text}'")));
    }
    text.parse().map_err(|_| FenError::new(offset, format!("{name} is too large: '{text}'")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_round_trips_with_runs_and_blocks() {
        let b = BoardText::parse("**9rK/10**/12", 0, 12, 3, TokenStyle::SeatLetter).unwrap();
        assert_eq!(b.get(0, 2), Cell::Blocked);
        assert!(matches!(b.get(11, 2), Cell::Piece(Token { letter: b'K', seat: Some(b'r'), .. })));
        let mut out = String::new();
        write_board(&mut out, 12, 3, |f, r| match b.get(f, r) {
            Cell::Empty => Square::Empty,
            Cell::Blocked => Square::Blocked,
            Cell::Piece(_) => Square::Piece("rK"),
        });
        assert_eq!(out, "**9rK/10**/12");
    }

    #[test]
    fn errors_say_where() {
        let e = BoardText::parse("8/8/9", 10, 8, 3, TokenStyle::Letter).unwrap_err();
        assert_eq!(e.offset, 14);
        let e = BoardText::parse("8/7?/8", 0, 8, 3, TokenStyle::Letter).unwrap_err();
        assert_eq!(e.offset, 3);
        assert!(BoardText::parse("8/8", 0, 8, 3, TokenStyle::Letter).is_err());
        assert!(BoardText::parse("+/8/8", 0, 8, 3, TokenStyle::Letter).is_err());
        assert!(BoardText::parse("99999999999999999999/8/8", 0, 8, 3, TokenStyle::Letter).is_err());
    }
}
