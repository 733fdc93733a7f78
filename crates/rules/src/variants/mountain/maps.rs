//! The three wall maps (I-10), kept as data in `maps/` and read at compile time.

use std::fmt;
use std::str::FromStr;

use super::board::{SIZE, Square, square};

/// A board: which squares are walls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Map {
    /// The default.
    #[default]
    Terraces,
    Switchback,
    Crags,
}

impl Map {
    pub const ALL: [Map; 3] = [Map::Terraces, Map::Switchback, Map::Crags];

    pub const fn id(self) -> &'static str {
        match self {
            Map::Terraces => "terraces",
            Map::Switchback => "switchback",
            Map::Crags => "crags",
        }
    }

    /// The map file: `#` wall, `.` square, rank 19 first, each rank followed by its number,
    /// then a line of file letters.
    pub const fn text(self) -> &'static str {
        match self {
            Map::Terraces => include_str!("maps/kotm-terraces.map"),
            Map::Switchback => include_str!("maps/kotm-switchback.map"),
            Map::Crags => include_str!("maps/kotm-crags.map"),
        }
    }

    /// The wall squares.
    pub fn walls(self) -> Vec<Square> {
        let mut walls = Vec::new();
        for (i, line) in self.text().lines().take(SIZE).enumerate() {
            let rank = SIZE - 1 - i;
            for (file, b) in line.bytes().take(SIZE).enumerate() {
                if b == b'#' {
                    walls.push(square(file, rank));
                }
            }
        }
        walls
    }
}

impl fmt::Display for Map {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Map {
    type Err = String;

    fn from_str(s: &str) -> Result<Map, String> {
        Map::ALL
            .into_iter()
            .find(|m| m.id() == s)
            .ok_or_else(|| format!("unknown map '{s}' (terraces, switchback, crags)"))
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::{HOMES, SUMMIT, rotate};
    use super::*;

    /// I-10: each map is 19 lines of 19 squares, unchanged by a quarter turn about j10, and
    /// keeps the summit and every setup and respawn square free.
    #[test]
    fn maps_are_well_formed_and_symmetric() {
        for map in Map::ALL {
            let lines: Vec<&str> = map.text().lines().collect();
            assert!(lines.len() >= SIZE, "{map}");
            for (i, line) in lines[..SIZE].iter().enumerate() {
                let cells = &line.as_bytes()[..SIZE];
                assert!(cells.iter().all(|&b| b == b'#' || b == b'.'), "{map} line {}", i + 1);
                assert_eq!(line[SIZE..].trim(), (SIZE - i).to_string(), "{map} line {}", i + 1);
            }
            let walls = map.walls();
            assert!(!walls.is_empty());
            for &w in &walls {
                let (f, r) = rotate(super::super::board::file_of(w), super::super::board::rank_of(w), 1);
                assert!(walls.contains(&square(f, r)), "{map} is not symmetric");
            }
            for home in HOMES {
                let fixed = [home.king, home.queen, home.marshal, home.cardinal, home.corner, home.middle];
                for sq in fixed.into_iter().chain(home.free) {
                    assert!(!walls.contains(&sq), "{map}: a setup square is a wall");
                }
            }
            assert!(!walls.contains(&SUMMIT));
        }
    }
}
