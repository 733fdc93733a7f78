//! The server on PostgreSQL (docs/postgres.md): the whole stack over the wire, storing in a
//! real PostgreSQL started for the test (common/postgres.rs), restarted as an operator would.

use crate::common::Server;
use crate::common::postgres::Postgres;
use menagerie_server::{Database, Settings};
use serde_json::{Value, json};

fn start(url: &str) -> Server {
    Server::start_on(Database::Postgres(url.to_owned()), Settings { rate_limit: None, ..Settings::default() })
}

fn play(server: &Server, id: &str, token: &str, text: &str) -> u64 {
    let (status, body) = server.request("POST", &format!("/api/games/{id}/move/{text}"), Some(token), None);
    assert_eq!(status, 200, "{text}: {body}");
    body["ply"].as_u64().unwrap()
}

fn view(server: &Server, id: &str, token: Option<&str>) -> Value {
    let (status, body) = server.request("GET", &format!("/api/games/{id}"), token, None);
    assert_eq!(status, 200, "{body}");
    body
}

/// A game created, joined and played on one server is there, move for move and clock for
/// clock, on the next server started on the same database; the players' tokens and the lobby
/// carry over, and play goes on.
#[test]
fn a_game_on_postgres_survives_a_restart() {
    let postgres = Postgres::start();
    let url = postgres.database("menagerie");
    let (id, white, black, before) = {
        let server = start(&url);
        let (_, white) = server.player();
        let (_, black) = server.player();
        let body = json!({"variant": "chess", "clock": {"initial": 300, "increment": 2}, "seats": ["me", "open"]});
        let id = server.create(&white, &body);
        let (status, joined) = server.request("POST", &format!("/api/games/{id}/join"), Some(&black), None);
        assert_eq!((status, joined), (200, json!({"seat": 1})));
        for (ply, (token, text)) in [(&white, "e2-e4"), (&black, "e7-e5"), (&white, "g1-f3")].into_iter().enumerate() {
            assert_eq!(play(&server, &id, token, text), ply as u64 + 1);
        }
        let (status, body) = server.request("POST", &format!("/api/games/{id}/move/b8-c6"), Some(&white), None);
        assert_eq!(status, 409, "not white's turn: {body}");
        (id.clone(), white, black, view(&server, &id, None))
    };
    assert_eq!(before["moves"], json!(["e2-e4", "e7-e5", "g1-f3"]));

    let server = start(&url);
    let after = view(&server, &id, None);
    for field in ["moves", "fen", "turn", "status", "seats"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    let (left_before, left_after) = (before["clocks"][1].as_i64().unwrap(), after["clocks"][1].as_i64().unwrap());
    // The owner's last sign of life is its last lease renewal (every HEARTBEAT), so a restart may
    // give back at most that much of the turn already used; never more, and the downtime is free.
    let beat = menagerie_server::live::clock::HEARTBEAT.as_millis() as i64;
    assert!(left_after <= left_before + beat && left_after >= left_before - 1_000, "{left_before} {left_after}");
    let (status, me) = server.request("GET", "/api/me", Some(&black), None);
    assert_eq!(status, 200, "the token still acts after a restart: {me}");
    let (status, lobby) = server.request("GET", "/api/games?status=playing", None, None);
    assert_eq!(status, 200);
    assert!(lobby.as_array().unwrap().iter().any(|g| g["id"] == id.as_str()), "{lobby}");
    assert_eq!(play(&server, &id, &black, "b8-c6"), 4);
    assert_eq!(view(&server, &id, Some(&white))["moves"], json!(["e2-e4", "e7-e5", "g1-f3", "b8-c6"]));
}
