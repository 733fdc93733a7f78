//! The state a game's task owns, and the only code that changes it.
//!
//! A game is its setup (lobby.rs) and a log of [`Change`]s. Live play and a reload after a
//! restart go through the same [`Referee::apply`]: a request is first *decided* (checked
//! against the rules, the seats, the clocks) into changes, the task commits them to the store,
//! and only then applies them and tells anyone. Replaying the log rebuilds exactly what was
//! acknowledged.

use menagerie_rules::variants::mountain::{ArmySetup, Stage};
use menagerie_rules::{Game, Options, Outcome, Position, Seat, Variant, Viewer};
use serde::{Deserialize, Serialize};

use super::clock::{Charge, Clocks};
use crate::lobby::{Occupant, Setup};
use crate::store::Status;

/// One entry of a game's log. Serialised with its `kind` into the store; a `Secret`'s text
/// is the referee's alone until the game ends (the projection never copies it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    Joined {
        seat: usize,
        player: String,
    },
    /// A secret choice made: a mountain pick or army, a True King.
    Secret {
        seat: usize,
        text: String,
    },
    /// An action, with the mover's time left after it and the lag forgiven (clocked games).
    Move {
        seat: usize,
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        left_ms: Option<i64>,
        #[serde(default, skip_serializing_if = "is_zero")]
        compensation_ms: i64,
    },
    Resign {
        seat: usize,
    },
    /// A seat's time ran out.
    Flag {
        seat: usize,
    },
    Offer {
        seat: usize,
        what: Offer,
    },
    Decline {
        seat: usize,
        what: Offer,
    },
    /// Every player still in agreed to a draw.
    Draw,
    /// The last `plies` actions taken back.
    Takeback {
        plies: usize,
    },
    Abort {
        seat: usize,
    },
    /// The rematch, created as game `id`.
    Rematch {
        id: String,
    },
    /// The turn under way is not charged `ms`: the game had no live server for that long (a
    /// restart's downtime, or the time before another process took the game over). In the log,
    /// so that every replay (a mirror, the next takeover) charges the turn the same.
    Pause {
        ms: i64,
    },
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

impl Change {
    /// The name stored as the event's kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Change::Joined { .. } => "joined",
            Change::Secret { .. } => "secret",
            Change::Move { .. } => "move",
            Change::Resign { .. } => "resign",
            Change::Flag { .. } => "flag",
            Change::Offer { .. } => "offer",
            Change::Decline { .. } => "decline",
            Change::Draw => "draw",
            Change::Takeback { .. } => "takeback",
            Change::Abort { .. } => "abort",
            Change::Rematch { .. } => "rematch",
            Change::Pause { .. } => "pause",
        }
    }

    /// A stored event back as a change (the kind is stored beside the data).
    pub fn from_event(kind: &str, data: &str) -> Result<Change, String> {
        let mut value: serde_json::Value = serde_json::from_str(data).map_err(|e| e.to_string())?;
        if let Some(object) = value.as_object_mut() {
            object.insert("kind".into(), kind.into());
        }
        serde_json::from_value(value).map_err(|e| e.to_string())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Offer {
    Draw,
    Takeback,
    Rematch,
}

/// What a seated player (or the computer in a seat) asks for. (Serialised only between the
/// server's own processes: an act forwarded to its game's owner.)
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum Act {
    Join { seat: Option<usize> },
    Secret(String),
    Move { text: String, lag_ms: i64 },
    Resign,
    Draw(bool),
    Takeback(bool),
    Abort,
    Rematch,
}

impl Act {
    /// What kind of act this is, for a log line: never its text (a secret choice's text is
    /// the secret).
    pub fn kind(&self) -> &'static str {
        match self {
            Act::Join { .. } => "join",
            Act::Secret(_) => "secret choice",
            Act::Move { .. } => "move",
            Act::Resign => "resignation",
            Act::Draw(_) => "draw answer",
            Act::Takeback(_) => "takeback answer",
            Act::Abort => "abort",
            Act::Rematch => "rematch",
        }
    }
}

/// A request refused: how (for the HTTP status) and why, in words safe for the asker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The request itself is wrong (bad move text, no such seat).
    Bad(String),
    /// The asker has no right to this (no seat, not its game).
    Forbidden(String),
    /// Not now: not its turn, the game is over, a seat taken.
    Conflict(String),
}

impl Refusal {
    pub fn message(&self) -> &str {
        match self {
            Refusal::Bad(m) | Refusal::Forbidden(m) | Refusal::Conflict(m) => m,
        }
    }
}

/// Where a game is, as its viewers see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Seats still open.
    Open,
    /// Every seat filled; secrets still to be chosen.
    Setup,
    Playing,
    Ended,
}

impl Phase {
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Open => "open",
            Phase::Setup => "setup",
            Phase::Playing => "playing",
            Phase::Ended => "ended",
        }
    }
}

/// The secrets still to be chosen before play.
#[derive(Clone, Debug)]
pub enum Before<P> {
    Nothing,
    /// Monster Bluff: the start position, each seat choosing its True King on it.
    TrueKings(P),
    /// King of the Mountain: the armies, chosen in secret and revealed together.
    Armies(Box<ArmySetup>),
}

/// The offers standing, by seat.
#[derive(Clone, Debug, Default)]
pub struct Offers {
    pub draw: Vec<bool>,
    pub takeback: Vec<bool>,
    pub rematch: Vec<bool>,
}

impl Offers {
    fn of(&mut self, what: Offer) -> &mut Vec<bool> {
        match what {
            Offer::Draw => &mut self.draw,
            Offer::Takeback => &mut self.takeback,
            Offer::Rematch => &mut self.rematch,
        }
    }

    pub fn seats(list: &[bool]) -> Vec<usize> {
        list.iter().enumerate().filter(|&(_, &on)| on).map(|(i, _)| i).collect()
    }
}

pub struct Referee<P: Position> {
    pub id: String,
    /// The game as created, its seats updated as players join.
    pub setup: Setup,
    pub before: Before<P>,
    /// `None` until every secret is chosen (King of the Mountain has no position before).
    pub game: Option<Game<P>>,
    /// The start options, with the armies once they are chosen.
    pub options: Vec<String>,
    pub clocks: Option<Clocks>,
    pub offers: Offers,
    /// Which seats have played an action (a game can be aborted until every seat has).
    pub moved: Vec<bool>,
    pub aborted: bool,
    pub rematch: Option<String>,
    /// An imported record: a finished game to replay, never played on.
    pub imported: bool,
    /// The next event's number.
    pub next_seq: u64,
    /// The names the seated players claimed (by player id), shown with their seats.
    pub names: std::collections::HashMap<String, String>,
}

fn seat_of(seats: &[Occupant], player: &str) -> Option<usize> {
    seats.iter().position(|s| matches!(s, Occupant::Player(p) if p == player))
}

impl<P: Position> Referee<P> {
    /// A game at its start, from its setup; an error names what in the setup is wrong.
    pub fn new(id: String, setup: Setup) -> Result<Referee<P>, String> {
        let parsed = Options::parse(setup.options.iter().map(String::as_str)).map_err(|e| e.to_string())?;
        let seats = setup.seats.len();
        let mut referee = Referee {
            id,
            options: setup.options.clone(),
            clocks: setup.clock.clone().map(|c| Clocks::new(c, seats)),
            offers: Offers { draw: vec![false; seats], takeback: vec![false; seats], rematch: vec![false; seats] },
            moved: vec![false; seats],
            aborted: false,
            rematch: None,
            imported: false,
            next_seq: 0,
            names: Default::default(),
            before: Before::Nothing,
            game: None,
            setup,
        };
        if P::VARIANT == Variant::Mountain && parsed.get("armies").is_none() {
            referee.before = Before::Armies(Box::new(ArmySetup::from_options(&parsed).map_err(|e| e.to_string())?));
        } else {
            let start = P::start_with(&parsed).map_err(|e| e.to_string())?;
            if (0..start.players()).any(|i| !start.secret_options(Seat(i as u8)).is_empty()) {
                referee.before = Before::TrueKings(start);
            } else {
                referee.game = Some(Game::new(start));
            }
        }
        Ok(referee)
    }

    /// An imported game: the game its record describes, over whatever its result.
    pub fn imported(id: String, setup: Setup, text: &str) -> Result<Referee<P>, String> {
        let (game, header) = menagerie_rules::record::read::<P>(text).map_err(|e| e.to_string())?;
        let mut referee = Referee::new(id, Setup { options: header.options, ..setup })?;
        referee.before = Before::Nothing;
        referee.game = Some(game);
        referee.imported = true;
        referee.clocks = None;
        Ok(referee)
    }

    pub fn seats(&self) -> usize {
        self.setup.seats.len()
    }

    pub fn seat_of(&self, player: &str) -> Option<usize> {
        seat_of(&self.setup.seats, player)
    }

    pub fn seat_name(&self, seat: usize) -> &'static str {
        match &self.game {
            Some(game) => game.start().seat_name(Seat(seat as u8)),
            None => match &self.before {
                Before::TrueKings(start) => start.seat_name(Seat(seat as u8)),
                Before::Armies(setup) => {
                    ["red", "blue", "yellow", "green"][setup.config().seats().get(seat).copied().unwrap_or(0) as usize]
                }
                Before::Nothing => P::VARIANT.seat_names().get(seat).copied().unwrap_or("?"),
            },
        }
    }

    pub fn phase(&self) -> Phase {
        if self.aborted || self.imported || self.game.as_ref().is_some_and(|g| g.outcome().is_some()) {
            Phase::Ended
        } else if self.setup.seats.contains(&Occupant::Open) {
            Phase::Open
        } else if self.game.is_none() {
            Phase::Setup
        } else {
            Phase::Playing
        }
    }

    /// The lobby's status.
    pub fn status(&self) -> Status {
        match self.phase() {
            Phase::Open => Status::Open,
            Phase::Setup | Phase::Playing => Status::Playing,
            Phase::Ended => Status::Ended,
        }
    }

    /// The seat to act, while playing.
    pub fn to_move(&self) -> Option<usize> {
        if self.phase() != Phase::Playing {
            return None;
        }
        self.game.as_ref().map(|g| g.position().to_move().index())
    }

    pub fn ply(&self) -> usize {
        self.game.as_ref().map_or(0, |g| g.record().len())
    }

    /// Whether `seat` dropped out of a game of three or four.
    pub fn dropped(&self, seat: usize) -> bool {
        self.game.as_ref().is_some_and(|g| g.resignations().iter().any(|&(_, s)| s.index() == seat))
    }

    /// The seats still playing (not dropped out).
    fn active(&self) -> Vec<usize> {
        (0..self.seats()).filter(|&s| !self.dropped(s)).collect()
    }

    /// The seats whose secret choice is awaited.
    pub fn awaiting_secret(&self) -> Vec<usize> {
        match &self.before {
            Before::Nothing => Vec::new(),
            Before::TrueKings(start) => (0..self.seats())
                .filter(|&i| {
                    let seat = Seat(i as u8);
                    start.secret(seat).is_none() && !start.secret_options(seat).is_empty()
                })
                .collect(),
            Before::Armies(setup) => setup.waiting().iter().map(|s| s.index()).collect(),
        }
    }

    /// Whether the turn order has reached a point where `seat` may take back: the actions
    /// to undo so that `seat` is to move again with its last turn taken back.
    fn takeback_plies(&self, seat: usize) -> Option<usize> {
        let game = self.game.as_ref()?;
        let positions = game.positions();
        let last = positions.len() - 1;
        let plies = game.record().len();
        let mover = |k: usize| positions[last - k].to_move().index();
        let mut k = (1..=plies).find(|&k| mover(k) == seat)?;
        // A turn of several actions (Monkey King's bonus moves) is taken back whole.
        while k < plies && mover(k + 1) == seat {
            k += 1;
        }
        Some(k)
    }

    /// What `player` (or the computer in `seat`, when `player` is `None`) asking for `act` at
    /// `now_ms` would change, or why it is refused. Nothing changes here.
    pub fn decide(
        &self,
        player: Option<&str>,
        seat: Option<usize>,
        act: &Act,
        now_ms: i64,
    ) -> Result<Vec<Change>, Refusal> {
        let phase = self.phase();
        if let Act::Join { seat: wanted } = act {
            let player = player.ok_or_else(|| Refusal::Forbidden("joining needs a player's token".into()))?;
            if self.seat_of(player).is_some() {
                return Err(Refusal::Conflict("you already have a seat in this game".into()));
            }
            if phase == Phase::Ended {
                return Err(Refusal::Conflict("the game is over".into()));
            }
            let seats = &self.setup.seats;
            let seat = match *wanted {
                Some(n) if n >= seats.len() => return Err(Refusal::Bad(format!("there is no seat {n}"))),
                Some(n) if seats[n] != Occupant::Open => return Err(Refusal::Conflict(format!("seat {n} is taken"))),
                Some(n) => n,
                None => seats
                    .iter()
                    .position(|s| *s == Occupant::Open)
                    .ok_or_else(|| Refusal::Conflict("no seat is open".into()))?,
            };
            return Ok(vec![Change::Joined { seat, player: player.to_owned() }]);
        }
        let seat = match (player, seat) {
            (Some(player), _) => {
                self.seat_of(player).ok_or_else(|| Refusal::Forbidden("you have no seat in this game".into()))?
            }
            (None, Some(seat)) => seat,
            (None, None) => return Err(Refusal::Forbidden("this needs a player's token: POST /api/player".into())),
        };
        if phase == Phase::Ended && !matches!(act, Act::Rematch) {
            return Err(Refusal::Conflict("the game is over".into()));
        }
        if self.dropped(seat) && !matches!(act, Act::Rematch) {
            return Err(Refusal::Conflict("you are out of this game".into()));
        }
        match act {
            Act::Join { .. } => unreachable!("handled above"),
            Act::Secret(text) => self.decide_secret(seat, text),
            Act::Move { text, lag_ms } => self.decide_move(seat, text, *lag_ms, now_ms),
            Act::Resign => {
                if phase != Phase::Playing {
                    return Err(Refusal::Conflict("the game has not begun: abort it instead".into()));
                }
                Ok(vec![Change::Resign { seat }])
            }
            Act::Draw(yes) => self.decide_offer(seat, Offer::Draw, *yes),
            Act::Takeback(yes) => self.decide_offer(seat, Offer::Takeback, *yes),
            Act::Abort => {
                if self.moved.iter().all(|&m| m) {
                    return Err(Refusal::Conflict("every player has moved: resign instead".into()));
                }
                if (0..self.seats()).any(|s| self.dropped(s)) {
                    return Err(Refusal::Conflict("a player has dropped out: resign instead".into()));
                }
                Ok(vec![Change::Abort { seat }])
            }
            Act::Rematch => {
                if phase != Phase::Ended || self.aborted {
                    return Err(Refusal::Conflict("a rematch follows a finished game".into()));
                }
                if self.rematch.is_some() {
                    return Err(Refusal::Conflict("the rematch is already made".into()));
                }
                if self.offers.rematch[seat] {
                    return Err(Refusal::Conflict("you have already asked for a rematch".into()));
                }
                Ok(vec![Change::Offer { seat, what: Offer::Rematch }])
            }
        }
    }

    fn decide_secret(&self, seat: usize, text: &str) -> Result<Vec<Change>, Refusal> {
        if !self.awaiting_secret().contains(&seat) {
            return Err(Refusal::Conflict(match self.before {
                Before::Nothing => format!("{} has no secret to choose now", P::VARIANT.name()),
                _ => "you have made your choice; wait for the others".into(),
            }));
        }
        let text = text.trim();
        let text = match &self.before {
            Before::Nothing => unreachable!("no seat awaits a secret"),
            Before::TrueKings(start) => {
                let mut trial = start.clone();
                trial.choose_secret(Seat(seat as u8), text).map_err(|e| Refusal::Bad(e.to_string()))?;
                trial.secret(Seat(seat as u8)).unwrap_or_else(|| text.to_owned())
            }
            Before::Armies(setup) => {
                let mut trial = setup.clone();
                let seat = Seat(seat as u8);
                let default = text.is_empty() || text.eq_ignore_ascii_case("default");
                if setup.stage() == Stage::Picking {
                    let given = if default { setup.config().default_army().to_string() } else { text.to_uppercase() };
                    trial.pick(seat, &given).map_err(|e| Refusal::Bad(e.to_string()))?;
                    given
                } else {
                    let given = if default { setup.default_army(seat) } else { text.to_uppercase() };
                    trial.choose(seat, &given).map_err(|e| Refusal::Bad(e.to_string()))?;
                    given
                }
            }
        };
        Ok(vec![Change::Secret { seat, text }])
    }

    fn decide_move(&self, seat: usize, text: &str, lag_ms: i64, now_ms: i64) -> Result<Vec<Change>, Refusal> {
        let phase = self.phase();
        let Some(game) = self.game.as_ref().filter(|_| phase == Phase::Playing) else {
            return Err(Refusal::Conflict(match phase {
                Phase::Open => "the game waits for players to join".into(),
                _ => "the game waits for secret choices".into(),
            }));
        };
        let to_move = game.position().to_move().index();
        if to_move != seat {
            return Err(Refusal::Conflict(format!("it is {}'s turn, not yours", self.seat_name(to_move))));
        }
        let (left_ms, compensation_ms) = match self.clocks.as_ref().map(|c| c.charge(seat, now_ms, lag_ms)) {
            Some(Charge::Flagged) => return Ok(vec![Change::Flag { seat }]),
            Some(Charge::InTime { left_ms, compensation_ms }) => (Some(left_ms), compensation_ms),
            None => (None, 0),
        };
        let action = game.position().parse_action(text).map_err(|e| Refusal::Bad(e.to_string()))?;
        let text = game.position().action_text(action);
        Ok(vec![Change::Move { seat, text, left_ms, compensation_ms }])
    }

    fn decide_offer(&self, seat: usize, what: Offer, yes: bool) -> Result<Vec<Change>, Refusal> {
        if self.phase() != Phase::Playing {
            return Err(Refusal::Conflict("offers are made during play".into()));
        }
        let standing = match what {
            Offer::Draw => &self.offers.draw,
            Offer::Takeback => &self.offers.takeback,
            Offer::Rematch => &self.offers.rematch,
        };
        let others_offered = standing.iter().enumerate().any(|(i, &on)| on && i != seat);
        if !yes {
            if !others_offered {
                return Err(Refusal::Conflict(format!("there is no {} offer to decline", name(what))));
            }
            return Ok(vec![Change::Decline { seat, what }]);
        }
        if standing[seat] {
            return Err(Refusal::Conflict(format!("you have already offered a {}", name(what))));
        }
        if what == Offer::Takeback {
            if self.seats() != 2 {
                return Err(Refusal::Conflict("takebacks are for games of two".into()));
            }
            let proposer = if others_offered { 1 - seat } else { seat };
            if self.takeback_plies(proposer).is_none() {
                return Err(Refusal::Conflict("there is no move to take back".into()));
            }
        }
        let mut changes = vec![Change::Offer { seat, what }];
        let all = self.active().iter().all(|&s| s == seat || standing[s]);
        if all {
            match what {
                Offer::Draw => changes.push(Change::Draw),
                Offer::Takeback => {
                    let proposer = if others_offered { 1 - seat } else { seat };
                    let plies = self.takeback_plies(proposer).expect("checked above");
                    changes.push(Change::Takeback { plies });
                }
                Offer::Rematch => {}
            }
        }
        Ok(changes)
    }

    /// Applies a committed change. An error means the log does not fit the game (a bug or a
    /// damaged store), never a client's mistake: those are refused by [`Referee::decide`].
    pub fn apply(&mut self, change: &Change, now_ms: i64) -> Result<(), String> {
        let was = (self.phase(), self.to_move());
        match change {
            Change::Joined { seat, player } => {
                let slot = self.setup.seats.get_mut(*seat).ok_or("a join to no seat")?;
                *slot = Occupant::Player(player.clone());
            }
            Change::Secret { seat, text } => {
                let seat = Seat(*seat as u8);
                match &mut self.before {
                    Before::Nothing => return Err("a secret with nothing to choose".into()),
                    Before::TrueKings(start) => start.choose_secret(seat, text).map_err(|e| e.to_string())?,
                    Before::Armies(setup) => {
                        let result = if setup.stage() == Stage::Picking {
                            setup.pick(seat, text)
                        } else {
                            setup.choose(seat, text)
                        };
                        result.map_err(|e| e.to_string())?;
                    }
                }
                self.start_when_ready()?;
            }
            Change::Move { seat, text, left_ms, compensation_ms } => {
                let game = self.game.as_mut().ok_or("a move before the start")?;
                game.play(text).map_err(|e| e.to_string())?;
                let next = game.position().to_move().index();
                self.moved[*seat] = true;
                if let (Some(clocks), Some(left)) = (self.clocks.as_mut(), left_ms) {
                    clocks.apply_move(*seat, *left, *compensation_ms, next != *seat);
                }
                // Moving declines what the others offered.
                for list in [&mut self.offers.draw, &mut self.offers.takeback] {
                    for (i, on) in list.iter_mut().enumerate() {
                        *on &= i == *seat;
                    }
                }
            }
            Change::Resign { seat } => {
                self.game.as_mut().ok_or("a resignation before the start")?.resign(Seat(*seat as u8));
            }
            Change::Flag { seat } => {
                if let Some(clocks) = self.clocks.as_mut() {
                    clocks.flag(*seat);
                }
                self.game.as_mut().ok_or("a flag before the start")?.time_out(Seat(*seat as u8));
            }
            Change::Offer { seat, what } => {
                *self.offers.of(*what).get_mut(*seat).ok_or("an offer from no seat")? = true;
            }
            Change::Decline { what, .. } => self.offers.of(*what).fill(false),
            Change::Draw => {
                self.game.as_mut().ok_or("a draw before the start")?.agree_draw();
                self.offers.draw.fill(false);
            }
            Change::Takeback { plies } => {
                let game = self.game.as_mut().ok_or("a takeback before the start")?;
                for _ in 0..*plies {
                    game.undo();
                }
                self.offers.takeback.fill(false);
                self.offers.draw.fill(false);
            }
            Change::Abort { .. } => self.aborted = true,
            Change::Rematch { id } => self.rematch = Some(id.clone()),
            Change::Pause { ms } => {
                if let Some(clocks) = self.clocks.as_mut() {
                    clocks.delay_turn(*ms);
                }
            }
        }
        self.next_seq += 1;
        let now = (self.phase(), self.to_move());
        if let Some(clocks) = self.clocks.as_mut() {
            if now.0 != Phase::Playing {
                clocks.stop();
            } else if was != now || matches!(change, Change::Move { .. } | Change::Takeback { .. }) {
                clocks.start_turn(now_ms);
            }
        }
        Ok(())
    }

    /// Once every secret is chosen, play begins.
    fn start_when_ready(&mut self) -> Result<(), String> {
        if !self.awaiting_secret().is_empty() {
            return Ok(());
        }
        match std::mem::replace(&mut self.before, Before::Nothing) {
            Before::Nothing => {}
            Before::TrueKings(start) => self.game = Some(Game::new(start)),
            Before::Armies(setup) => {
                let armies: Vec<String> = setup.armies().unwrap_or_default().iter().map(ToString::to_string).collect();
                self.options.push(format!("armies={}", armies.join("/")));
                let parsed = Options::parse(self.options.iter().map(String::as_str)).map_err(|e| e.to_string())?;
                self.game = Some(Game::new(P::start_with(&parsed).map_err(|e| e.to_string())?));
            }
        }
        Ok(())
    }

    /// How the game ended, if it has (an aborted game has no result).
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.as_ref().and_then(Game::outcome)
    }

    /// The secrets every seat chose, once the game is over: `(seat, text)`.
    pub fn revealed(&self) -> Vec<(usize, String)> {
        if self.phase() != Phase::Ended {
            return Vec::new();
        }
        let Some(game) = &self.game else { return Vec::new() };
        (0..self.seats()).filter_map(|i| game.start().secret(Seat(i as u8)).map(|s| (i, s))).collect()
    }

    /// The view `viewer` has of the current position (the referee's once the game is over).
    pub fn view(&self, viewer: Viewer) -> Option<P> {
        let game = self.game.as_ref()?;
        Some(if self.phase() == Phase::Ended { game.position().clone() } else { game.position().view(viewer) })
    }
}

fn name(what: Offer) -> &'static str {
    match what {
        Offer::Draw => "draw",
        Offer::Takeback => "takeback",
        Offer::Rematch => "rematch",
    }
}
