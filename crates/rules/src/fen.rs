//! The FEN machinery every variant shares: splitting fields, and the board field's grammar
//! (ranks from the top, runs of empty squares as numbers, `*` for holes and walls, `+` for promotion,
//! and, where the style allows it, a gained piece letter in brackets after a token).

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
    /// As [`TokenStyle::SeatLetter`], optionally followed by the upper-case letter of a piece
    /// whose movement the piece gained, in brackets (`rH(R)`).
    SeatLetterGained,
}

impl TokenStyle {
    /// Whether a token may carry a gained piece letter in brackets.
    pub fn allows_gained(self) -> bool {
        matches!(self, TokenStyle::SeatLetterGained)
    }
}

/// One square of a board field as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    /// `*`: a hole, a notch or a wall.
    Blocked,
    Piece(Token),
}

/// A piece as written: its letter, the seat letter if the style has one, the `+` mark, and the
/// gained piece letter in brackets if the style allows one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub letter: u8,
    pub seat: Option<u8>,
    pub promoted: bool,
    pub gained: Option<u8>,
    /// Byte offset of the token in the whole FEN, for error messages.
    pub offset: usize,
}

/// A board field read into cells: `cells[rank * width + file]`, rank 0 at the bottom.
#[derive(Clone, Debug)]
pub struct BoardText {
    pub width: usize,
    pub height: usize,
    pub cells: Vec<Cell>,
    /// Byte offset in the whole FEN of the text that gives each cell (for an empty square, its run).
    offsets: Vec<usize>,
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
        let mut offsets = vec![offset; width * height];
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
                    // `file <= width` always holds here, so the subtraction cannot wrap where
                    // `file + run` could.
                    if run > width - file {
                        return Err(overflow(here));
                    }
                    offsets[rank * width + file..rank * width + file + run].fill(here);
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
                    let (seat, letter) = match (style, bytes.get(j), bytes.get(j + 1)) {
                        (TokenStyle::Letter, Some(&l), _) if l.is_ascii_alphabetic() => {
                            j += 1;
                            (None, l)
                        }
                        (TokenStyle::SeatLetter | TokenStyle::SeatLetterGained, Some(&s), Some(&l))
                            if s.is_ascii_lowercase() && l.is_ascii_uppercase() =>
                        {
                            j += 2;
                            (Some(s), l)
                        }
                        (TokenStyle::SeatLetter | TokenStyle::SeatLetterGained, Some(&s), _)
                            if s.is_ascii_lowercase() =>
                        {
                            let found = String::from_utf8_lossy(&bytes[j..(j + 2).min(bytes.len())]);
                            return Err(FenError::new(
                                at + j,
                                format!(
                                    "a piece is a seat letter then an upper-case piece letter (rK), found '{found}'"
                                ),
                            ));
                        }
                        _ => return Err(FenError::new(here, format!("unexpected '{}' in the board", b as char))),
                    };
                    let mut gained = None;
                    if style.allows_gained() && bytes.get(j) == Some(&b'(') {
                        match (bytes.get(j + 1), bytes.get(j + 2)) {
                            (Some(&g), Some(b')')) if g.is_ascii_uppercase() => gained = Some(g),
                            _ => {
                                return Err(FenError::new(
                                    at + j,
                                    "a gained movement is one upper-case piece letter in brackets, as in rH(R)",
                                ));
                            }
                        }
                        j += 3;
                    }
                    Cell::Piece(Token { letter, seat, promoted, gained, offset: here })
                };
                cells[rank * width + file] = cell;
                offsets[rank * width + file] = here;
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
        Ok(BoardText { width, height, cells, offsets })
    }

    pub fn get(&self, file: usize, rank: usize) -> Cell {
        self.cells[rank * self.width + file]
    }

    /// The byte offset in the whole FEN of the text that gives a square (for an empty square,
    /// its run of empty squares), for a caller's error messages.
    pub fn offset(&self, file: usize, rank: usize) -> usize {
        self.offsets[rank * self.width + file]
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

    #[test]
    fn offsets_point_at_each_squares_text() {
        let b = BoardText::parse("2*rK/4", 7, 4, 2, TokenStyle::SeatLetter).unwrap();
        assert_eq!([b.offset(0, 1), b.offset(1, 1), b.offset(2, 1), b.offset(3, 1)], [7, 7, 8, 9]);
        assert_eq!(b.offset(3, 0), 12);
    }

    #[test]
    fn a_gained_letter_in_brackets_is_read_where_the_style_allows_it() {
        let b = BoardText::parse("rH(R)1yK/+bQ(N)2", 5, 3, 2, TokenStyle::SeatLetterGained).unwrap();
        let Cell::Piece(t) = b.get(0, 1) else { panic!("{:?}", b.get(0, 1)) };
        assert_eq!((t.seat, t.letter, t.gained, t.promoted, t.offset), (Some(b'r'), b'H', Some(b'R'), false, 5));
        let Cell::Piece(t) = b.get(2, 1) else { panic!("{:?}", b.get(2, 1)) };
        assert_eq!((t.letter, t.gained, t.offset), (b'K', None, 11));
        let Cell::Piece(t) = b.get(0, 0) else { panic!("{:?}", b.get(0, 0)) };
        assert_eq!((t.seat, t.letter, t.gained, t.promoted, t.offset), (Some(b'b'), b'Q', Some(b'N'), true, 14));
        assert_eq!(b.offset(1, 0), 20);
        assert_eq!(b.get(1, 1), Cell::Empty);
    }

    #[test]
    fn a_gained_letter_is_refused_where_the_style_does_not_allow_it() {
        let e = BoardText::parse("rH(R)2", 5, 3, 1, TokenStyle::SeatLetter).unwrap_err();
        assert_eq!(e.offset, 7);
        assert!(e.message.contains("unexpected '('"), "{e}");
        let e = BoardText::parse("N(R)2", 0, 3, 1, TokenStyle::Letter).unwrap_err();
        assert_eq!(e.offset, 1);
        assert!(e.message.contains("unexpected '('"), "{e}");
    }

    #[test]
    fn a_bad_gained_letter_says_where() {
        for (field, at) in [("rH(R", 7), ("1rH(", 8), ("rH(r)1", 7), ("rH()1", 7), ("rH(RR)", 7), ("rH(R]1", 7)] {
            let e = BoardText::parse(field, 5, 3, 1, TokenStyle::SeatLetterGained).unwrap_err();
            assert_eq!(e.offset, at, "{field}: {e}");
            assert!(e.message.contains("brackets"), "{field}: {e}");
        }
        // A closed suffix is one token: what follows it is read as the next square.
        let e = BoardText::parse("rH(R)3", 0, 3, 1, TokenStyle::SeatLetterGained).unwrap_err();
        assert!((e.offset, e.message.contains("more than 3")) == (5, true), "{e}");
    }

    #[test]
    fn a_seat_letter_without_a_piece_letter_says_where() {
        for (field, found) in [("1rk1", "rk"), ("1r/3", "r"), ("1r", "r"), ("1x9", "x9")] {
            let e = BoardText::parse(field, 4, 3, field.split('/').count(), TokenStyle::SeatLetterGained).unwrap_err();
            assert_eq!(e.offset, 5, "{field}: {e}");
            assert!(e.message.ends_with(&format!("found '{found}'")), "{field}: {e}");
        }
        // Called without Fields::split's ASCII check, a multi-byte character is reported, not split.
        let e = BoardText::parse("ré1", 0, 3, 1, TokenStyle::SeatLetter).unwrap_err();
        assert_eq!(e.offset, 0, "{e}");
    }
}
