//! Creating, listing and joining games. A game's seats are fixed at creation: a player, an
//! open seat to be joined, or the computer at a level. What anyone may see of a game (its
//! public summary: variant, options, clock, which seats are filled) is kept apart from the
//! referee's setup (who sits where), and only the former reaches the lobby.

use std::collections::BTreeMap;

use menagerie_rules::{Options, Position, Variant, record, with_variant};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::store::{Status, Store, StoreError, Summary};

/// A seat as a game's creator asks for it.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum SeatRequest {
    /// `"me"`, `"open"` or `"computer"`.
    Word(String),
    /// `{"computer": 5}`.
    Computer { computer: u8 },
}

/// A clock: `{"initial": 300, "increment": 2}` (seconds) or `{"days": 3}` per move.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum Clock {
    RealTime { initial: u32, increment: u32 },
    Correspondence { days: u32 },
}

#[derive(Clone, Debug, Deserialize)]
pub struct NewGame {
    pub variant: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    #[serde(default)]
    pub clock: Option<Clock>,
    pub seats: Vec<SeatRequest>,
    /// Whether the result changes ratings: by default when every seat is a person.
    #[serde(default)]
    pub rated: Option<bool>,
}

/// Who sits in a seat, in the referee's setup.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Occupant {
    Player(String),
    Open,
    Computer(u8),
    /// A name from an imported record: nobody plays it.
    Named(String),
}

impl Occupant {
    /// The id of the player in this seat, if a player sits in it.
    pub fn player(&self) -> Option<&str> {
        match self {
            Occupant::Player(id) => Some(id),
            _ => None,
        }
    }
}

/// The referee's record of a game's start: stored as the game's setup.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Setup {
    pub variant: String,
    pub options: Vec<String>,
    pub clock: Option<Clock>,
    pub seats: Vec<Occupant>,
    /// The result changes the players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// An imported game: its record, replayed on load.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
}

/// A refusal a client can act on (a 4xx), or a store failure (a 5xx).
#[derive(Debug)]
pub enum LobbyError {
    Bad(String),
    NotFound,
    Conflict(String),
    Store(StoreError),
}

impl From<StoreError> for LobbyError {
    fn from(e: StoreError) -> LobbyError {
        match e {
            StoreError::NotFound => LobbyError::NotFound,
            e => LobbyError::Store(e),
        }
    }
}

const MAX_LEVEL: u8 = menagerie_engine::MAX_LEVEL;
const DEFAULT_LEVEL: u8 = 4;

/// The public summary of a setup: nothing secret, no player ids.
pub fn public(setup: &Setup) -> String {
    let seats: Vec<serde_json::Value> = setup
        .seats
        .iter()
        .map(|seat| match seat {
            Occupant::Player(_) => json!({"kind": "player", "filled": true}),
            Occupant::Open => json!({"kind": "open", "filled": false}),
            Occupant::Computer(level) => json!({"kind": "computer", "filled": true, "level": level}),
            Occupant::Named(name) => json!({"kind": "named", "filled": true, "name": name}),
        })
        .collect();
    let mut public = json!({
        "variant": setup.variant, "options": setup.options, "clock": setup.clock, "seats": seats, "rated": setup.rated,
    });
    if setup.record.is_some() {
        public["imported"] = json!(true);
    }
    public.to_string()
}

/// The player in each seat, for player pages.
pub fn players(setup: &Setup) -> Vec<Option<String>> {
    setup.seats.iter().map(|seat| seat.player().map(str::to_owned)).collect()
}

fn status(setup: &Setup) -> Status {
    if setup.record.is_some() {
        Status::Ended
    } else if setup.seats.contains(&Occupant::Open) {
        Status::Open
    } else {
        Status::Playing
    }
}

/// Stores a new game with this setup; its id.
pub async fn store_new(store: &impl Store, setup: Setup, now_ms: i64) -> Result<String, LobbyError> {
    let id = crate::player::random_hex(6);
    let summary = Summary {
        id: id.clone(),
        status: status(&setup),
        public: public(&setup),
        updated_ms: now_ms,
        players: players(&setup),
    };
    let setup = serde_json::to_string(&setup).map_err(|e| LobbyError::Bad(e.to_string()))?;
    store.create_game(summary, setup).await?;
    Ok(id)
}

/// Creates a game for `creator` (who takes the first `"me"` seat); its id and that seat.
pub async fn create(
    store: &impl Store,
    creator: Option<&str>,
    request: NewGame,
    now_ms: i64,
) -> Result<(String, Option<usize>), LobbyError> {
    let variant: Variant = request.variant.parse().map_err(|_| {
        LobbyError::Bad(format!("unknown variant '{}'", request.variant.chars().take(40).collect::<String>()))
    })?;
    let options: Vec<String> = request.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let parsed = Options::parse(options.iter().map(String::as_str)).map_err(|e| LobbyError::Bad(e.to_string()))?;
    let seats_needed = with_variant!(variant, P => P::start_with(&parsed).map(|p| p.players()))
        .map_err(|e| LobbyError::Bad(e.to_string()))?;
    if request.seats.len() != seats_needed {
        return Err(LobbyError::Bad(format!(
            "{} has {seats_needed} seats here, not {}",
            variant.name(),
            request.seats.len()
        )));
    }
    match &request.clock {
        Some(Clock::RealTime { initial, increment }) if *initial == 0 && *increment == 0 => {
            return Err(LobbyError::Bad("a clock needs some time: initial or increment above 0".into()));
        }
        Some(Clock::RealTime { initial, increment }) if *initial > 3 * 3600 || *increment > 180 => {
            return Err(LobbyError::Bad("a clock is at most 3 hours and 180 seconds a move".into()));
        }
        Some(Clock::Correspondence { days }) if !(1..=14).contains(days) => {
            return Err(LobbyError::Bad("correspondence is 1 to 14 days a move".into()));
        }
        _ => {}
    }
    let mut my_seat = None;
    let mut seats = Vec::with_capacity(request.seats.len());
    for (i, seat) in request.seats.iter().enumerate() {
        seats.push(match seat {
            SeatRequest::Word(w) if w == "me" => {
                let Some(me) = creator else { return Err(LobbyError::Bad("\"me\" needs a player's token".into())) };
                if my_seat.is_some() {
                    return Err(LobbyError::Bad("\"me\" may take one seat".into()));
                }
                my_seat = Some(i);
                Occupant::Player(me.to_owned())
            }
            SeatRequest::Word(w) if w == "open" => Occupant::Open,
            SeatRequest::Word(w) if w == "computer" => Occupant::Computer(DEFAULT_LEVEL),
            SeatRequest::Computer { computer } if (1..=MAX_LEVEL).contains(computer) => Occupant::Computer(*computer),
            SeatRequest::Computer { .. } => {
                return Err(LobbyError::Bad(format!("computer levels are 1 to {MAX_LEVEL}")));
            }
            SeatRequest::Word(_) => {
                return Err(LobbyError::Bad(
                    "a seat is \"me\", \"open\", \"computer\" or {\"computer\": level}".into(),
                ));
            }
        });
    }
    let computers = seats.iter().any(|s| matches!(s, Occupant::Computer(_)));
    if computers && my_seat.is_none() {
        return Err(LobbyError::Bad("a game with the computer needs you in a seat: \"me\"".into()));
    }
    let rated = match request.rated {
        Some(true) if computers => return Err(LobbyError::Bad("a game with the computer is not rated".into())),
        Some(rated) => rated,
        None => !computers,
    };
    let setup = Setup { variant: variant.id().to_owned(), options, clock: request.clock, seats, rated, record: None };
    Ok((store_new(store, setup, now_ms).await?, my_seat))
}

/// Stores an imported record as a finished game to replay; its id. The record is read (and
/// every move checked) before anything is stored.
pub async fn import(store: &impl Store, text: &str, now_ms: i64) -> Result<String, LobbyError> {
    let variant = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("[Variant \"")?.strip_suffix("\"]").map(str::to_owned))
        .ok_or_else(|| LobbyError::Bad("a record starts with its [Variant \"...\"] tag".into()))?;
    let variant: Variant = variant
        .parse()
        .map_err(|_| LobbyError::Bad(format!("unknown variant '{}'", variant.chars().take(40).collect::<String>())))?;
    let (header, seats) = with_variant!(variant, P => {
        let (game, header) = record::read::<P>(text).map_err(|e| LobbyError::Bad(e.to_string()))?;
        (header, game.start().players())
    });
    let seats =
        (0..seats).map(|i| Occupant::Named(header.players.get(i).cloned().unwrap_or_else(|| "?".into()))).collect();
    let setup = Setup {
        variant: variant.id().to_owned(),
        options: header.options,
        clock: None,
        seats,
        rated: false,
        record: Some(text.into()),
    };
    store_new(store, setup, now_ms).await
}

/// The lobby: public summaries with a status, newest first.
pub async fn list(store: &impl Store, status: Status) -> Result<Vec<serde_json::Value>, LobbyError> {
    let games = store.lobby(status, 100).await?;
    Ok(games.into_iter().map(listing).collect())
}

/// A game as the lobby and player pages list it: its public summary, id and status.
pub fn listing(summary: Summary) -> serde_json::Value {
    let mut value: serde_json::Value = serde_json::from_str(&summary.public).unwrap_or_default();
    value["id"] = json!(summary.id);
    value["status"] = json!(summary.status);
    value
}
