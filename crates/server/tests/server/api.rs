//! The HTTP API over real sockets and a real SQLite file (docs/api.md): players, creating,
//! listing and joining games, and every refusal a JSON error with a 4xx status. Requests are
//! written by hand on a TCP stream, as any client would send them.

use crate::common::Server;
use serde_json::{Value, json};

fn error_of(body: &Value) -> &str {
    body["error"].as_str().unwrap_or_else(|| panic!("not an error: {body}"))
}

#[test]
fn players_get_an_id_and_an_unguessable_token() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (a, ta) = server.player();
    let (b, tb) = server.player();
    assert_ne!(a, b);
    assert_ne!(ta, tb);
    assert_eq!(ta.len(), 64, "256 bits as hex");
    let (status, body) = server.request("POST", "/api/games/x/join", Some("not-a-token"), None);
    assert_eq!(status, 401);
    assert_eq!(error_of(&body), "unknown token");
}

#[test]
fn create_list_and_join_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (alice, alice_token) = server.player();
    let (_, bob_token) = server.player();
    let request = json!({
        "variant": "mountain",
        "options": {"players": "4", "map": "crags"},
        "clock": {"initial": 300, "increment": 2},
        "seats": ["me", "open", "computer", {"computer": 5}]
    })
    .to_string();
    let (status, created) = server.request("POST", "/api/games", Some(&alice_token), Some(&request));
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["seat"], 0);
    let id = created["id"].as_str().unwrap().to_owned();
    assert!(created["invite"].as_str().unwrap().ends_with(&format!("/game/{id}")));

    // The lobby shows the game and nothing of who sits where.
    let (status, lobby) = server.request("GET", "/api/games?status=open", None, None);
    assert_eq!(status, 200);
    let listed = lobby.as_array().unwrap().iter().find(|g| g["id"] == id.as_str()).expect("listed").clone();
    assert_eq!(listed["variant"], "mountain");
    assert_eq!(listed["seats"][1]["filled"], false);
    assert_eq!(listed["seats"][3]["level"], 5);
    assert!(!lobby.to_string().contains(&alice) && !lobby.to_string().contains(&alice_token));

    let (status, joined) = server.request("POST", &format!("/api/games/{id}/join"), Some(&bob_token), None);
    assert_eq!((status, &joined), (200, &json!({"seat": 1})));
    let (status, body) = server.request("POST", &format!("/api/games/{id}/join"), Some(&bob_token), None);
    assert_eq!(status, 409, "{body}");
    let (_, carol_token) = server.player();
    let (status, body) =
        server.request("POST", &format!("/api/games/{id}/join"), Some(&carol_token), Some("{\"seat\": 1}"));
    assert_eq!(status, 409);
    assert_eq!(error_of(&body), "seat 1 is taken");
    let (_, playing) = server.request("GET", "/api/games?status=playing", None, None);
    assert!(playing.as_array().unwrap().iter().any(|g| g["id"] == id.as_str()), "{playing}");
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (_, token) = server.player();
    let game = |body: &str| server.request("POST", "/api/games", Some(&token), Some(body));
    for (body, status, reason) in [
        (r#"{"variant": "chess", "seats": ["me"]}"#, 400, "2 seats here, not 1"),
        (r#"{"variant": "go", "seats": ["me", "open"]}"#, 400, "unknown variant 'go'"),
        (r#"{"variant": "chess", "seats": ["me", "me"]}"#, 400, "one seat"),
        (r#"{"variant": "chess", "seats": ["me", {"computer": 9}]}"#, 400, "levels are 1 to 8"),
        (r#"{"variant": "chess", "seats": ["me", "nobody"]}"#, 400, "a seat is"),
        (r#"{"variant": "chess", "seats": ["computer", "computer"]}"#, 400, "needs you in a seat"),
        (r#"{"variant": "chess", "options": {"map": "crags"}, "seats": ["me", "open"]}"#, 400, "map"),
        (r#"{"variant": "chess", "clock": {"initial": 0, "increment": 0}, "seats": ["me", "open"]}"#, 400, "clock"),
        (r#"{"variant": "chess", "clock": {"days": 30}, "seats": ["me", "open"]}"#, 400, "correspondence"),
        (r#"{"variant": "chess""#, 400, "bad JSON"),
        ("[]", 400, "bad JSON"),
    ] {
        let (got, body) = game(body);
        assert_eq!(got, status, "{body}");
        assert!(error_of(&body).contains(reason), "{body}");
    }
    let (status, body) =
        server.request("POST", "/api/games", None, Some(r#"{"variant": "chess", "seats": ["me", "open"]}"#));
    assert_eq!((status, error_of(&body)), (400, "\"me\" needs a player's token"));
    let (status, body) = server.request("POST", "/api/games/nope/join", Some(&token), None);
    assert_eq!((status, error_of(&body)), (404, "no such game"));
    let (status, _) = server.request("POST", "/api/games/nope/join", None, None);
    assert_eq!(status, 401);
    let (status, _) = server.request("GET", "/api/games?status=sideways", None, None);
    assert_eq!(status, 400);
    let (status, _) = server.request("GET", "/no/such/route", None, None);
    assert_eq!(status, 404);
    let huge = format!(r#"{{"variant": "{}", "seats": []}}"#, "x".repeat(100_000));
    let (status, _) = server.raw("POST", "/api/games", Some(&token), Some(&huge));
    assert_eq!(status, 413, "bodies are bounded");
}

/// Junk bodies and paths never get a 5xx or a dropped connection.
#[test]
fn junk_never_breaks_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (_, token) = server.player();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let pieces = [
        "{",
        "}",
        "\"variant\"",
        ":",
        "\"chess\"",
        ",",
        "\"seats\"",
        "[",
        "]",
        "\"me\"",
        "null",
        "1e999",
        "\"\\u0000\"",
        "-1",
    ];
    let create = json!({"variant": "monster-bluff", "seats": ["me", "open"]}).to_string();
    let (_, game) = server.request("POST", "/api/games", Some(&token), Some(&create));
    let game = game["id"].as_str().unwrap().to_owned();
    let words = ["%00", "..", "x%20y", "%2F", "é", "a", "8e1", "e2-e4", "%FF%FE", &game];
    let routes = [
        "/api/games",
        "/api/games/{}/join",
        "/api/games/{}/move/{}",
        "/api/games/{}/secret/{}",
        "/api/games/{}/draw/{}",
        "/api/account",
        "/api/login",
        "/api/import",
        "/api/players/{}",
        "/api/games/{}/resign",
        "/api/games/{}/abort",
        "/api/games/{}/rematch",
        "/api/games/{}/takeback/{}",
        "/api/games/{}",
        "/api/games/{}/record",
        "/api/games?status={}",
        "/api/me",
        "/api/logout",
    ];
    for _ in 0..300 {
        let body: String = (0..(next() % 12)).map(|_| pieces[(next() % pieces.len() as u64) as usize]).collect();
        let mut path = routes[(next() % routes.len() as u64) as usize].to_owned();
        while path.contains("{}") {
            path = path.replacen("{}", words[(next() % words.len() as u64) as usize], 1);
        }
        let method = if next() % 2 == 0 { "GET" } else { "POST" };
        let (status, text) = server.raw(method, &path, Some(&token), Some(&body));
        assert!((200..500).contains(&status), "{path} {body:?} -> {status} {text}");
        let record = status == 200 && path.ends_with("/record"); // a record is text
        assert!(record || text.starts_with('{') || text.starts_with('['), "{method} {path}: always JSON: {text}");
    }
}

/// A game created before a restart is there after it: the store is the truth.
#[test]
fn games_outlive_the_server() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite");
    let id = {
        let server = Server::start(&path);
        let (_, token) = server.player();
        let (_, created) = server.request(
            "POST",
            "/api/games",
            Some(&token),
            Some(r#"{"variant": "monster-bluff", "seats": ["me", "open"]}"#),
        );
        created["id"].as_str().unwrap().to_owned()
    };
    let server = Server::start(&path);
    let (_, lobby) = server.request("GET", "/api/games", None, None);
    assert!(lobby.as_array().unwrap().iter().any(|g| g["id"] == id.as_str()), "{lobby}");
}
