//! The army choice before play: every player chooses in secret and all armies are revealed
//! together (RULES.md §3, Armies).
//!
//! The choice is not part of the move list (there are millions of armies), so it lives in
//! its own type: an `ArmySetup` records each player's sealed choice, shows each seat only
//! what it may know ([`ArmySetup::view`]: its own choice, and of the others only whether
//! they have chosen), and gives the start position once the last player has chosen.
//!
//! Under You Can Pick Your Friends the choice has two rounds: each player first picks the
//! pieces of the next player in turn order (the player on their left), in secret; when all
//! have picked, each player learns the pieces picked for them and places them, in secret.

use std::fmt;

use super::Kind;
use super::start::{Army, Config};
use super::{Mountain, SEAT_LETTERS};
use crate::options::OptionError;
use crate::seat::{Seat, Viewer};

/// What the setup is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// You Can Pick Your Friends, first round: players pick each other's pieces.
    Picking,
    /// Players choose (or, after picking, place) their armies.
    Choosing,
    /// Every army is chosen: the game can start.
    Done,
}

/// A choice refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// No such seat in this game.
    NoSeat(Seat),
    /// This round is over, or has not begun, or this seat has already made its choice.
    NotNow(String),
    /// The army or pieces break a rule.
    Army(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NoSeat(s) => write!(f, "there is no seat {} in this game", s.index() + 1),
            SetupError::NotNow(why) | SetupError::Army(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for SetupError {}

#[derive(Clone, Debug)]
pub struct ArmySetup {
    config: Config,
    /// You Can Pick Your Friends: the pieces each seat (turn-order index) picked for the next.
    picks: [Option<Army>; 4],
    /// The sealed armies, by turn-order index.
    armies: [Option<Army>; 4],
}

impl ArmySetup {
    /// A setup for these options; any armies in `config` are ignored (players choose them).
    pub fn new(mut config: Config) -> ArmySetup {
        config.armies.clear();
        ArmySetup { config, picks: [None; 4], armies: [None; 4] }
    }

    /// A setup from start-position options (`players=4`, `friends=on`, ...).
    pub fn from_options(options: &crate::options::Options) -> Result<ArmySetup, OptionError> {
        Ok(ArmySetup::new(Config::from_options(options)?))
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn players(&self) -> usize {
        self.config.players
    }

    /// Whether there is a picking round: Pick Your Friends, unless the army holds all 20
    /// optional pieces (All Hands on Deck without Limited Armies) and so nothing is left to pick.
    fn picking(&self) -> bool {
        self.config.friends && self.config.army_size() < 20
    }

    pub fn stage(&self) -> Stage {
        let n = self.players();
        if self.picking() && self.picks[..n].iter().any(Option::is_none) {
            Stage::Picking
        } else if self.armies[..n].iter().any(Option::is_none) {
            Stage::Choosing
        } else {
            Stage::Done
        }
    }

    /// The seats that still have to act in the current round.
    pub fn waiting(&self) -> Vec<Seat> {
        let n = self.players();
        let done = match self.stage() {
            Stage::Picking => &self.picks,
            Stage::Choosing => &self.armies,
            Stage::Done => return Vec::new(),
        };
        (0..n).filter(|&i| done[i].is_none()).map(|i| Seat(i as u8)).collect()
    }

    fn check_seat(&self, seat: Seat) -> Result<usize, SetupError> {
        let i = seat.index();
        if i < self.players() { Ok(i) } else { Err(SetupError::NoSeat(seat)) }
    }

    /// The seat whose pieces `seat` picks (the next in turn order).
    pub fn picks_for(&self, seat: Seat) -> Seat {
        Seat(((seat.index() + 1) % self.players()) as u8)
    }

    /// You Can Pick Your Friends: `seat` picks the pieces of the next player (letters in
    /// any order).
    pub fn pick(&mut self, seat: Seat, pieces: &str) -> Result<(), SetupError> {
        let i = self.check_seat(seat)?;
        if self.stage() != Stage::Picking {
            return Err(SetupError::NotNow("there is no picking round now".into()));
        }
        if self.picks[i].is_some() {
            return Err(SetupError::NotNow("this seat has already picked".into()));
        }
        self.picks[i] = Some(self.config.pieces(pieces).map_err(SetupError::Army)?);
        Ok(())
    }

    /// The pieces picked for `seat` (known to it once every player has picked).
    pub fn received(&self, seat: Seat) -> Option<Army> {
        let n = self.players();
        if !self.picking() || self.stage() == Stage::Picking || seat.index() >= n {
            return None;
        }
        self.picks[(seat.index() + n - 1) % n]
    }

    /// The army `seat` gets when it asks for the default: the default army, or under You Can
    /// Pick Your Friends the pieces picked for it, in the default army's order where it can.
    pub fn default_army(&self, seat: Seat) -> String {
        let Some(given) = self.received(seat) else { return self.config.default_army().to_string() };
        let mut left = given.counts();
        let mut out = String::new();
        for _ in 0..self.config.army_len() {
            let next = "HHHHHHRRBBNNJJPPAAGG".bytes().filter_map(Kind::from_letter).find(|k| left[k.index()] > 0);
            match next {
                Some(kind) => {
                    left[kind.index()] -= 1;
                    out.push(kind.letter());
                }
                None => out.push('.'),
            }
        }
        out
    }

    /// Where `seat`'s army stands, for drawing a setup: its King, Queen, Marshal and Cardinal
    /// squares, then the squares an army fills in army order (16, or 20 under All Hands on Deck).
    pub fn army_squares(&self, seat: Seat) -> ([String; 4], Vec<String>) {
        let home = &super::board::HOMES[self.config.seats()[seat.index() % self.players()] as usize];
        let fixed = [home.king, home.queen, home.marshal, home.cardinal].map(super::board::name);
        (fixed, home.free[..self.config.army_len()].iter().map(|&sq| super::board::name(sq)).collect())
    }

    /// The pieces `seat` may build its army from (the picked ones under You Can Pick Your
    /// Friends), as letters: the army holds [`Config::army_size`] of them, all its Heroes
    /// included unless Limited Armies leaves no room.
    pub fn pool(&self, seat: Seat) -> String {
        if let Some(given) = self.received(seat) {
            return given.pieces().map(Kind::letter).collect();
        }
        Kind::ALL
            .iter()
            .filter(|k| !matches!(k, Kind::King | Kind::Queen | Kind::Marshal | Kind::Cardinal))
            .flat_map(|k| std::iter::repeat_n(k.letter(), k.owned()))
            .collect()
    }

    /// `seat` seals its army: 16 letters in army order (RULES.md §3).
    pub fn choose(&mut self, seat: Seat, army: &str) -> Result<(), SetupError> {
        let i = self.check_seat(seat)?;
        if self.stage() != Stage::Choosing {
            return Err(SetupError::NotNow(match self.stage() {
                Stage::Picking => "every player must pick first".into(),
                _ => "every army is already chosen".into(),
            }));
        }
        if self.armies[i].is_some() {
            return Err(SetupError::NotNow("this seat has already chosen".into()));
        }
        let army = self.config.army(army).map_err(SetupError::Army)?;
        if let Some(given) = self.received(seat)
            && given.counts() != army.counts()
        {
            return Err(SetupError::Army(format!("the army must be the pieces picked for you: {given}")));
        }
        self.armies[i] = Some(army);
        Ok(())
    }

    /// What `viewer` may know, one line per round: `armies r:HHHHHHRRBBNNJJPP b:? y:-`,
    /// where `?` is a sealed choice it may not see and `-` a choice not yet made.
    /// Everything is shown once every army is chosen.
    pub fn view(&self, viewer: Viewer) -> String {
        let n = self.players();
        let done = self.stage() == Stage::Done;
        let seats = self.config.seats();
        let me = match viewer {
            Viewer::Seat(s) => Some(s.index()),
            Viewer::Spectator => None,
        };
        let line = |title: &str, list: &[Option<Army>; 4], visible: &dyn Fn(usize) -> bool| {
            let items: Vec<String> = (0..n)
                .map(|i| {
                    let text = match list[i] {
                        None => "-".to_owned(),
                        Some(a) if done || visible(i) => a.to_string(),
                        Some(_) => "?".to_owned(),
                    };
                    format!("{}:{text}", SEAT_LETTERS[seats[i] as usize])
                })
                .collect();
            format!("{title} {}", items.join(" "))
        };
        let mut out = Vec::new();
        if self.picking() {
            // A pick is known to its picker, and to the player it is for once picking is over.
            let picking_over = self.stage() != Stage::Picking;
            out.push(line("picks", &self.picks, &|i| me == Some(i) || picking_over && me == Some((i + 1) % n)));
        }
        out.push(line("armies", &self.armies, &|i| me == Some(i)));
        out.join("\n")
    }

    /// Every army, in turn order, once all are chosen (they are revealed together).
    pub fn armies(&self) -> Option<Vec<Army>> {
        (self.stage() == Stage::Done).then(|| self.armies[..self.players()].iter().flatten().copied().collect())
    }

    /// The start position, once every army is chosen: all are revealed together.
    pub fn start(&self) -> Option<Mountain> {
        if self.stage() != Stage::Done {
            return None;
        }
        let mut config = self.config.clone();
        config.armies = self.armies[..self.players()].iter().flatten().copied().collect();
        config.start().ok()
    }
}
