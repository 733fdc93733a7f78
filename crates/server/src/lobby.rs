//! Creating, listing and joining games. A game's seats are fixed at creation: a player, an
//! open seat to be joined, or the computer at a level. What anyone may see of a game (its
//! public summary: variant, options, clock, which seats are filled) is kept apart from the
//! referee's setup (who sits where), and only the former reaches the lobby.

use std::collections::BTreeMap;

use menagerie_rules::{Options, Position, Variant, with_variant};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::store::{Event, Status, Store, StoreError, Summary};

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
}

/// Who sits in a seat, in the referee's setup.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Occupant {
    Player(String),
    Open,
    Computer(u8),
}

/// The referee's record of a game's start: stored as the game's setup.
#[derive(Clone, Debug, Deserialize, Serialize)]
pub struct Setup {
    pub variant: String,
    pub options: Vec<String>,
    pub clock: Option<Clock>,
    pub seats: Vec<Occupant>,
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

const MAX_LEVEL: u8 = 8;
const DEFAULT_LEVEL: u8 = 4;

/// The public summary of a setup: nothing secret, no player ids.
fn public(setup: &Setup) -> String {
    let seats: Vec<serde_json::Value> = setup
        .seats
        .iter()
        .map(|seat| match seat {
            Occupant::Player(_) => json!({"kind": "player", "filled": true}),
            Occupant::Open => json!({"kind": "open", "filled": false}),
            Occupant::Computer(level) => json!({"kind": "computer", "filled": true, "level": level}),
        })
        .collect();
    json!({"variant": setup.variant, "options": setup.options, "clock": setup.clock, "seats": seats}).to_string()
}

fn status(setup: &Setup) -> Status {
    if setup.seats.contains(&Occupant::Open) { Status::Open } else { Status::Playing }
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
    let setup = Setup { variant: variant.id().to_owned(), options, clock: request.clock, seats };
    let id = crate::player::random_hex(6);
    let summary = Summary { id: id.clone(), status: status(&setup), public: public(&setup), updated_ms: now_ms };
    let setup = serde_json::to_string(&setup).map_err(|e| LobbyError::Bad(e.to_string()))?;
    store.create_game(summary, setup).await?;
    Ok((id, my_seat))
}

/// `player` takes an open seat of a game (`seat`, or the first open one); the seat taken.
/// Two players racing for one seat: the store takes the first append, the second is refused.
pub async fn join(
    store: &impl Store,
    game: &str,
    player: &str,
    seat: Option<usize>,
    now_ms: i64,
) -> Result<usize, LobbyError> {
    let stored = store.load(game.to_owned()).await?.ok_or(LobbyError::NotFound)?;
    let mut setup: Setup =
        serde_json::from_str(&stored.setup).map_err(|e| LobbyError::Store(StoreError::Database(e.to_string())))?;
    // Joins are events too, so the seats are the setup's with every join so far applied.
    for event in stored.events.iter().filter(|e| e.kind == "joined") {
        if let Ok(joined) = serde_json::from_str::<Joined>(&event.data)
            && let Some(s) = setup.seats.get_mut(joined.seat)
        {
            *s = Occupant::Player(joined.player);
        }
    }
    if setup.seats.contains(&Occupant::Player(player.to_owned())) {
        return Err(LobbyError::Conflict("you already have a seat in this game".into()));
    }
    let seat = match seat {
        Some(n) if n >= setup.seats.len() => return Err(LobbyError::Bad(format!("there is no seat {n}"))),
        Some(n) if setup.seats[n] != Occupant::Open => return Err(LobbyError::Conflict(format!("seat {n} is taken"))),
        Some(n) => n,
        None => setup
            .seats
            .iter()
            .position(|s| *s == Occupant::Open)
            .ok_or_else(|| LobbyError::Conflict("no seat is open".into()))?,
    };
    setup.seats[seat] = Occupant::Player(player.to_owned());
    let data = serde_json::to_string(&Joined { seat, player: player.to_owned() }).expect("a join serialises");
    let event = Event { seq: stored.events.len() as u64, at_ms: now_ms, kind: "joined".into(), data };
    let summary = Summary { id: game.to_owned(), status: status(&setup), public: public(&setup), updated_ms: now_ms };
    match store.append(summary, vec![event]).await {
        Ok(()) => Ok(seat),
        Err(StoreError::Conflict { .. }) => Err(LobbyError::Conflict("the game changed meanwhile: try again".into())),
        Err(e) => Err(e.into()),
    }
}

#[derive(Serialize, Deserialize)]
struct Joined {
    seat: usize,
    player: String,
}

/// The lobby: public summaries with a status, newest first.
pub async fn list(store: &impl Store, status: Status) -> Result<Vec<serde_json::Value>, LobbyError> {
    let games = store.lobby(status, 100).await?;
    Ok(games
        .into_iter()
        .map(|g| {
            let mut value: serde_json::Value = serde_json::from_str(&g.public).unwrap_or_default();
            value["id"] = json!(g.id);
            value["status"] = json!(g.status);
            value
        })
        .collect())
}
