//! Start positions: the seats in play, the map, each player's army and the inventor's
//! options, read from `name=value` options (docs/mountain.md lists them).

use std::fmt;

use super::board::{HOMES, square};
use super::maps::Map;
use super::piece::{EMPTY, Kind, WALL, piece};
use super::{Mountain, Variations};
use crate::options::{OptionError, Options};

/// The army every player gets unless told otherwise: RULES.md §3's example, six Heroes
/// in front, then the Rooks, Bishops, Knights, Kangaroos and Cannons (no Archer, no Giant).
pub const DEFAULT_ARMY: &str = "HHHHHHRRBBNNJJPP";

/// The pieces left out of [`DEFAULT_ARMY`], placed on the extra squares under All Hands on Deck.
const DEFAULT_EXTRA: &str = "AAGG";

/// The option names `start_with` knows.
pub const OPTION_NAMES: &[&str] =
    &["players", "map", "armies", "hands", "flies", "friends", "limited", "wait", "keep", "monarch", "mutants"];

/// Everything that decides a start position except the armies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// 2, 3 or 4.
    pub players: usize,
    pub map: Map,
    /// All Hands on Deck: all 20 optional pieces, on the 16 free squares and g1 g2 a7 b7
    /// (with Limited Armies: those 20 squares, any of them left empty).
    pub hands: bool,
    /// You Can Pick Your Friends: each player picks the pieces of the next player in turn order.
    pub friends: bool,
    /// Limited Armies: the number of pieces each player starts with, K Q M C included (4 to 20,
    /// or to 24 with All Hands on Deck).
    pub limited: Option<usize>,
    /// Wait for It: the chosen pieces start in reserve.
    pub wait: bool,
    /// The options that act during play.
    pub variations: Variations,
    /// The armies, one per seat in play in turn order (the default army when absent).
    pub armies: Vec<Army>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            players: 2,
            map: Map::Terraces,
            hands: false,
            friends: false,
            limited: None,
            wait: false,
            variations: Variations::default(),
            armies: Vec::new(),
        }
    }
}

/// A player's army: what stands on each free square in army order (RULES.md §3), then on
/// the four All Hands on Deck squares; `None` is a square left empty (Limited Armies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Army {
    squares: [Option<Kind>; 20],
    len: usize,
}

impl Army {
    /// The army's squares in army order.
    pub fn squares(&self) -> &[Option<Kind>] {
        &self.squares[..self.len]
    }

    /// The pieces, ignoring their squares.
    pub fn pieces(&self) -> impl Iterator<Item = Kind> + '_ {
        self.squares().iter().flatten().copied()
    }

    /// How many of each kind the army has.
    pub fn counts(&self) -> [usize; 12] {
        let mut counts = [0; 12];
        for k in self.pieces() {
            counts[k.index()] += 1;
        }
        counts
    }
}

impl fmt::Display for Army {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for s in self.squares() {
            write!(f, "{}", s.map_or('.', Kind::letter))?;
        }
        Ok(())
    }
}

fn flag(options: &Options, name: &str) -> Result<bool, OptionError> {
    match options.get(name) {
        None => Ok(false),
        Some("on" | "yes" | "true" | "1") => Ok(true),
        Some("off" | "no" | "false" | "0") => Ok(false),
        Some(v) => Err(OptionError(format!("option '{name}' is on or off, not '{v}'"))),
    }
}

fn number(options: &Options, name: &str, range: std::ops::RangeInclusive<usize>) -> Result<Option<usize>, OptionError> {
    match options.get(name) {
        None | Some("off") => Ok(None),
        Some(v) => match v.parse::<usize>() {
            Ok(n) if range.contains(&n) => Ok(Some(n)),
            _ => Err(OptionError(format!(
                "option '{name}' is a number from {} to {}, not '{v}'",
                range.start(),
                range.end()
            ))),
        },
    }
}

impl Config {
    /// Reads the options (`players=4`, `map=crags`, `armies=...`, `keep=3`, ...).
    pub fn from_options(options: &Options) -> Result<Config, OptionError> {
        options.only("mountain", OPTION_NAMES)?;
        let mut config = Config::default();
        if let Some(p) = number(options, "players", 2..=4)? {
            config.players = p;
        }
        if let Some(map) = options.get("map") {
            config.map = map.parse().map_err(OptionError)?;
        }
        config.hands = flag(options, "hands")?;
        config.friends = flag(options, "friends")?;
        config.limited = number(options, "limited", 4..=24)?;
        config.wait = flag(options, "wait")?;
        config.variations = Variations {
            flies: flag(options, "flies")?,
            keep: number(options, "keep", 1..=31)?.unwrap_or(0) as u8,
            monarch: flag(options, "monarch")?,
            mutants: flag(options, "mutants")?,
        };
        // With All Hands on Deck, Limited Armies counts the pieces placed on its 20 squares.
        if let Some(n) = config.limited
            && n > 20
            && !config.hands
        {
            return Err(OptionError(format!(
                "option 'limited' is a number from 4 to 20 (to 24 with hands=on), not '{n}'"
            )));
        }
        if let Some(text) = options.get("armies") {
            let texts: Vec<&str> = text.split('/').collect();
            if texts.len() != 1 && texts.len() != config.players {
                return Err(OptionError(format!(
                    "armies: give one army for every seat or {} separated by '/', found {}",
                    config.players,
                    texts.len()
                )));
            }
            for i in 0..config.players {
                let t = texts[i % texts.len()];
                let army = config.army(t).map_err(|e| OptionError(format!("armies: seat {}: {e}", i + 1)))?;
                config.armies.push(army);
            }
        }
        Ok(config)
    }

    /// The default army under these options.
    pub fn default_army(&self) -> Army {
        let full = if self.hands { format!("{DEFAULT_ARMY}{DEFAULT_EXTRA}") } else { DEFAULT_ARMY.to_owned() };
        let text = match self.limited {
            Some(n) => format!("{}{}", &full[..n - 4], ".".repeat(full.len() - (n - 4))),
            None => full,
        };
        self.army(&text).expect("the default army fits every option")
    }

    /// The number of squares an army fills in (16, or 20 under All Hands on Deck).
    pub fn army_len(&self) -> usize {
        if self.hands { 20 } else { 16 }
    }

    /// How many pieces an army holds: Limited Armies' N − 4, else every square filled.
    pub fn army_size(&self) -> usize {
        match self.limited {
            Some(n) => n - 4,
            None => self.army_len(),
        }
    }

    /// Reads an army: one letter (or `.` for an empty square under Limited Armies) per free
    /// square in army order.
    pub fn army(&self, text: &str) -> Result<Army, String> {
        let mut army = self.pieces(text)?;
        if text.len() != self.army_len() {
            return Err(format!(
                "an army is {} letters in army order, found {} in '{text}'",
                self.army_len(),
                text.len()
            ));
        }
        army.len = self.army_len();
        Ok(army)
    }

    /// Reads a set of pieces (any order, any length up to the army's squares) and checks
    /// it is an army these options allow: at most the pieces a player owns, the right
    /// number of them, all six Heroes (or as many as Limited Armies leaves room for).
    pub fn pieces(&self, text: &str) -> Result<Army, String> {
        let mut army = Army { squares: [None; 20], len: 0 };
        if text.len() > self.army_len() {
            return Err(format!("too many squares: {} (at most {})", text.len(), self.army_len()));
        }
        for (i, b) in text.bytes().enumerate() {
            army.squares[i] = match (b, Kind::from_letter(b.to_ascii_uppercase())) {
                (b'.', _) if self.limited.is_some() => None,
                (_, Some(k)) if !matches!(k, Kind::King | Kind::Queen | Kind::Marshal | Kind::Cardinal) => Some(k),
                _ => {
                    return Err(format!(
                        "'{}' at character {} is not one of B R N J P A G H{}",
                        b as char,
                        i + 1,
                        if self.limited.is_some() { " or '.'" } else { "" }
                    ));
                }
            };
        }
        army.len = text.len();
        let counts = army.counts();
        for k in Kind::ALL {
            if counts[k.index()] > k.owned() {
                return Err(format!("{} {}s, but a player has only {}", counts[k.index()], k.letter(), k.owned()));
            }
        }
        let size = army.pieces().count();
        if size != self.army_size() {
            return Err(format!("{size} pieces, but an army has {}", self.army_size()));
        }
        let heroes = counts[Kind::Hero.index()];
        let needed = 6.min(self.army_size());
        if heroes < needed {
            return Err(format!("{heroes} Heroes, but an army has all {needed}"));
        }
        Ok(army)
    }

    /// The seats in play, in turn order: two players take r and y, three r, b and y (I-11).
    pub fn seats(&self) -> &'static [u8] {
        match self.players {
            2 => &[0, 2],
            3 => &[0, 1, 2],
            _ => &[0, 1, 2, 3],
        }
    }

    /// The start position with these armies (the default army for any not given).
    pub fn start(&self) -> Result<Mountain, OptionError> {
        let mut m = Mountain::empty();
        for sq in super::board::all_squares() {
            m.board[sq as usize] = EMPTY;
        }
        for sq in self.map.walls() {
            m.board[sq as usize] = WALL;
        }
        let seats = self.seats();
        m.players = seats.len() as u8;
        m.order[..seats.len()].copy_from_slice(seats);
        m.side = seats[0];
        m.variations = self.variations;
        for (i, &seat) in seats.iter().enumerate() {
            let seat = seat as usize;
            let home = &HOMES[seat];
            m.set(home.king, piece(seat, Kind::King));
            m.set(home.queen, piece(seat, Kind::Queen));
            m.set(home.marshal, piece(seat, Kind::Marshal));
            m.set(home.cardinal, piece(seat, Kind::Cardinal));
            let army = self.armies.get(i).copied().unwrap_or_else(|| self.default_army());
            for (j, kind) in army.squares().iter().enumerate() {
                let Some(kind) = *kind else { continue };
                if self.wait {
                    let n = m.reserves[seat][kind.index()];
                    m.set_reserve(seat, kind, n + 1);
                } else {
                    m.set(home.free[j], piece(seat, kind));
                }
            }
        }
        debug_assert!(m.board[square(9, 9) as usize] == EMPTY);
        Ok(m)
    }
}
