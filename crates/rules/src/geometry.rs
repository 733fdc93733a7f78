//! Square names shared by every variant: file letters `a..z, aa, ab, ...`, then the rank number.

use std::fmt;

/// A square named by file and rank, both counted from 0 (`a1` is file 0, rank 0).
///
/// Variants keep their own compact square indices internally and convert through this
/// type only when reading or writing text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coord {
    pub file: u8,
    pub rank: u8,
}

impl Coord {
    pub const fn new(file: u8, rank: u8) -> Coord {
        Coord { file, rank }
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_file(f, self.file)?;
        write!(f, "{}", u32::from(self.rank) + 1)
    }
}

/// Writes a file's name: 0 is `a`, 25 is `z`, 26 is `aa`.
pub fn write_file(f: &mut impl fmt::Write, file: u8) -> fmt::Result {
    if file >= 26 {
        f.write_char((b'a' + file / 26 - 1) as char)?;
    }
    f.write_char((b'a' + file % 26) as char)
}

/// Reads a square name at the start of `text`: returns it and the number of bytes read.
///
/// Accepts lower-case files (one or two letters) and ranks from 1; anything else is `None`.
pub fn parse_coord_prefix(text: &[u8]) -> Option<(Coord, usize)> {
    let letters = text.iter().take_while(|b| b.is_ascii_lowercase()).count();
    let file = match letters {
        1 => u32::from(text[0] - b'a'),
        2 => (u32::from(text[0] - b'a') + 1) * 26 + u32::from(text[1] - b'a'),
        _ => return None,
    };
    let digits = text[letters..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > 3 || text[letters] == b'0' {
        return None;
    }
    let rank: u32 = std::str::from_utf8(&text[letters..letters + digits]).ok()?.parse().ok()?;
    let (file, rank) = (u8::try_from(file).ok()?, u8::try_from(rank - 1).ok()?);
    Some((Coord::new(file, rank), letters + digits))
}

/// Reads a whole square name.
pub fn parse_coord(text: &str) -> Option<Coord> {
    match parse_coord_prefix(text.as_bytes()) {
        Some((c, n)) if n == text.len() => Some(c),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for file in 0..60u8 {
            for rank in [0u8, 8, 9, 18, 23] {
                let c = Coord::new(file, rank);
                assert_eq!(parse_coord(&c.to_string()), Some(c), "{c}");
            }
        }
        assert_eq!(Coord::new(26, 0).to_string(), "aa1");
        assert_eq!(Coord::new(9, 9).to_string(), "j10");
    }

    #[test]
    fn bad_names_are_refused() {
        for bad in ["", "e", "4", "e0", "E4", "abc1", "e4x", "e1000"] {
            assert_eq!(parse_coord(bad), None, "{bad}");
        }
    }
}
