//! THE projection: the game as one viewer may see it. Every byte about a game that leaves
//! the server (stream lines, answers, records) is built here from a viewer, never from the
//! referee's state directly: the view FEN, the moves, the clocks, legal actions only for the
//! seat to act, a pending secret choice only for its own seat, and the secrets only once the
//! game is over.

use menagerie_rules::variants::mountain::Stage;
use menagerie_rules::{Outcome, Position, Seat, Viewer, legal_texts, record};
use serde_json::{Map, Value, json};

use super::referee::{Before, Change, Offers, Phase, Referee};
use crate::lobby::{Clock, Occupant};

/// Who is looking: a seat, or a spectator.
pub fn viewer(seat: Option<usize>) -> Viewer {
    seat.map_or(Viewer::Spectator, |s| Viewer::Seat(Seat(s as u8)))
}

impl<P: Position> Referee<P> {
    /// What changes from line to line: the state after the latest change.
    fn state(&self, seat: Option<usize>, now_ms: i64) -> Map<String, Value> {
        let phase = self.phase();
        let viewer = viewer(seat);
        let mut out = Map::new();
        out.insert("seq".into(), json!(self.next_seq.checked_sub(1)));
        out.insert("ply".into(), json!(self.ply()));
        out.insert("status".into(), json!(phase.as_str()));
        let view = self.view(viewer);
        let fen = match (&view, &self.before) {
            (Some(view), _) => Some(view.fen()),
            (None, Before::TrueKings(start)) => Some(start.view_fen(viewer)),
            (None, _) => None,
        };
        out.insert("fen".into(), json!(fen));
        // Marks for the board, from the same view: a royal in check, pieces frozen in place.
        if let Some(view) = &view {
            for (key, squares) in [("check", view.checked_squares()), ("frozen", view.frozen_squares())] {
                if !squares.is_empty() {
                    out.insert(key.into(), json!(squares.iter().map(ToString::to_string).collect::<Vec<_>>()));
                }
            }
        }
        let to_move = self.to_move();
        out.insert("turn".into(), json!(to_move));
        let clocks = self.clocks.as_ref().map(|c| c.left_now(to_move.unwrap_or(usize::MAX), now_ms));
        out.insert("clocks".into(), json!(clocks));
        out.insert(
            "offers".into(),
            json!({
                "draw": Offers::seats(&self.offers.draw),
                "takeback": Offers::seats(&self.offers.takeback),
                "rematch": Offers::seats(&self.offers.rematch),
            }),
        );
        out.insert("seats".into(), self.seats_json(seat));
        if let (Some(me), Some(game)) = (seat, &self.game)
            && to_move == Some(me)
        {
            out.insert("legal".into(), json!(legal_texts(game.position())));
        }
        if let Some(me) = seat
            && let Some(secret) = self.secret_json(me)
        {
            out.insert("secret".into(), secret);
        }
        if phase == Phase::Ended {
            out.insert("result".into(), self.result_json());
        }
        if let Some(id) = &self.rematch {
            out.insert("rematch".into(), json!(id));
        }
        out
    }

    fn seats_json(&self, me: Option<usize>) -> Value {
        let seats: Vec<Value> = self
            .setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, occupant)| {
                let mut seat = match occupant {
                    Occupant::Player(_) => json!({"kind": "player"}),
                    Occupant::Open => json!({"kind": "open"}),
                    Occupant::Computer(level) => json!({"kind": "computer", "level": level}),
                    Occupant::Named(name) => json!({"kind": "named", "player": name}),
                };
                seat["name"] = json!(self.seat_name(i));
                if let Occupant::Player(id) = occupant
                    && let Some(name) = self.names.get(id)
                {
                    seat["player"] = json!(name);
                }
                if me == Some(i) {
                    seat["you"] = json!(true);
                }
                if self.dropped(i) {
                    seat["out"] = json!(true);
                }
                if self.awaiting_secret().contains(&i) {
                    seat["choosing"] = json!(true);
                }
                seat
            })
            .collect();
        json!(seats)
    }

    /// The secret choice `seat` has to make, or has made: its own, never another's.
    fn secret_json(&self, seat: usize) -> Option<Value> {
        let waiting = self.awaiting_secret().contains(&seat);
        match &self.before {
            Before::Nothing => {
                let game = self.game.as_ref()?;
                game.start().secret(Seat(seat as u8)).map(|chosen| json!({"kind": "true-king", "chosen": chosen}))
            }
            Before::TrueKings(start) => {
                let mine = Seat(seat as u8);
                Some(match start.secret(mine) {
                    Some(chosen) => json!({"kind": "true-king", "chosen": chosen}),
                    None if waiting => json!({"kind": "true-king", "choices": start.secret_options(mine)}),
                    None => return None,
                })
            }
            Before::Armies(setup) => {
                let mine = Seat(seat as u8);
                let kind = if setup.stage() == Stage::Picking { "pick" } else { "army" };
                let mut out = json!({
                    "kind": kind,
                    "view": setup.view(Viewer::Seat(mine)),
                    "waiting": waiting,
                });
                if waiting {
                    // What a setup screen draws: the seat's corner, the pieces to build from.
                    let (fixed, squares) = setup.army_squares(mine);
                    out["fixed"] = json!(fixed);
                    out["squares"] = json!(squares);
                    out["pool"] = json!(setup.pool(mine));
                    out["size"] = json!(setup.config().army_size());
                    out["default"] = json!(if kind == "pick" {
                        setup.config().default_army().to_string()
                    } else {
                        setup.default_army(mine)
                    });
                    if kind == "pick" {
                        out["for"] = json!(self.seat_name(setup.picks_for(mine).index()));
                    }
                }
                Some(out)
            }
        }
    }

    fn result_json(&self) -> Value {
        if self.aborted {
            return json!({"result": "*", "reason": "aborted", "winner": null});
        }
        let Some(outcome) = self.outcome() else { return json!({"result": "*"}) };
        let players = self.seats();
        let (text, winner, reason) = match outcome {
            Outcome::Win { winner, reason } => {
                let text = if players == 2 {
                    if winner == Seat::FIRST { "1-0".to_owned() } else { "0-1".to_owned() }
                } else {
                    format!("{}-wins", self.seat_name(winner.index()))
                };
                (text, Some(winner.index()), reason.to_string())
            }
            Outcome::Draw(reason) => {
                ((if players == 2 { "1/2-1/2" } else { "draw" }).to_owned(), None, reason.to_string())
            }
        };
        let secrets: Map<String, Value> =
            self.revealed().into_iter().map(|(seat, text)| (self.seat_name(seat).to_owned(), json!(text))).collect();
        json!({"result": text, "winner": winner, "reason": reason, "secrets": secrets})
    }

    /// The first line of a stream, and the answer to `GET /api/games/{id}`: the whole game as
    /// `seat` (or a spectator) may see it.
    pub fn full(&self, seat: Option<usize>, now_ms: i64) -> Value {
        let mut out = self.state(seat, now_ms);
        out.insert("type".into(), json!("game"));
        out.insert("id".into(), json!(self.id));
        out.insert("variant".into(), json!(self.setup.variant));
        out.insert("options".into(), json!(self.options));
        out.insert("clock".into(), json!(self.setup.clock));
        out.insert("rated".into(), json!(self.setup.rated));
        out.insert("seat".into(), json!(seat));
        out.insert("moves".into(), json!(self.game.as_ref().map(|g| g.record().to_vec()).unwrap_or_default()));
        out.insert("dropped".into(), self.dropped_json());
        Value::Object(out)
    }

    fn dropped_json(&self) -> Value {
        let Some(game) = &self.game else { return json!([]) };
        json!(
            game.resignations()
                .iter()
                .map(|&(ply, seat)| json!({"ply": ply, "seat": seat.index()}))
                .collect::<Vec<_>>()
        )
    }

    /// The line telling `seat` (or a spectator) about `change`, just applied. Each line
    /// carries the state after it, so a line received twice does no harm: a `move` line sets
    /// the moves to the first `ply - 1` known plus its `move`; any other line cuts them to `ply`.
    pub fn line(&self, change: &Change, seat: Option<usize>, now_ms: i64) -> Value {
        let mut out = self.state(seat, now_ms);
        out.insert("type".into(), json!(change.kind()));
        match change {
            Change::Move { seat: mover, text, .. } => {
                out.insert("move".into(), json!(text));
                out.insert("by".into(), json!(mover));
            }
            Change::Joined { seat: s, .. }
            | Change::Resign { seat: s }
            | Change::Flag { seat: s }
            | Change::Abort { seat: s }
            | Change::Secret { seat: s, .. } => {
                // Who chose, never what: the text of a secret stays with the referee.
                out.insert("by".into(), json!(s));
            }
            Change::Offer { seat: s, what } | Change::Decline { seat: s, what } => {
                out.insert("by".into(), json!(s));
                out.insert("what".into(), json!(what));
            }
            Change::Takeback { .. } => {
                out.insert("moves".into(), json!(self.game.as_ref().map(|g| g.record().to_vec()).unwrap_or_default()));
            }
            Change::Draw | Change::Rematch { .. } | Change::Pause { .. } => {}
        }
        if matches!(change, Change::Secret { .. } | Change::Joined { .. }) && self.phase() == Phase::Playing {
            // The last secret made the start: everyone gets the game from the beginning.
            out.insert("options".into(), json!(self.options));
        }
        if matches!(change, Change::Resign { .. } | Change::Flag { .. }) {
            out.insert("dropped".into(), self.dropped_json());
        }
        Value::Object(out)
    }

    /// The position after each action (the start first) as `seat` (or a spectator) saw it
    /// then, for stepping through the moves; the referee's own once the game is over.
    pub fn positions(&self, seat: Option<usize>) -> Vec<String> {
        let Some(game) = &self.game else { return Vec::new() };
        let ended = self.phase() == Phase::Ended;
        let viewer = viewer(seat);
        // A player dropping out of a game of three or four added a position but no action:
        // after `ply` actions, the position is the last one reached at that ply.
        let resigned = game.resignations();
        (0..=game.record().len())
            .map(|ply| {
                let index = ply + resigned.iter().filter(|&&(at, _)| at <= ply).count();
                let position = &game.positions()[index];
                if ended { position.fen() } else { position.view_fen(viewer) }
            })
            .collect()
    }

    /// The game's record as `seat` may see it: the record of the rules crate writes secrets
    /// only once the game is over, and its FEN tag is the spectator's view of the start.
    pub fn record(&self) -> Option<String> {
        let game = self.game.as_ref()?;
        let players = self
            .setup
            .seats
            .iter()
            .map(|s| match s {
                Occupant::Player(_) => "player".to_owned(),
                Occupant::Open => "open".to_owned(),
                Occupant::Computer(level) => format!("computer level {level}"),
                Occupant::Named(name) => name.clone(),
            })
            .collect();
        let time_control = match &self.setup.clock {
            None => String::new(),
            Some(Clock::RealTime { initial, increment }) => format!("{initial}+{increment}"),
            Some(Clock::Correspondence { days }) => format!("1/{}", u64::from(*days) * 86_400),
        };
        let header = record::Header { options: self.options.clone(), players, time_control };
        Some(record::write(game, &header))
    }
}
