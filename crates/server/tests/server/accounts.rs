//! Who a caller is and what it may do beyond one game: the signed cookie browsers carry, names
//! and passwords, ratings from finished games, the rate limit and `/metrics`.

use crate::common::Server;
use menagerie_server::{RateLimit, Settings};
use serde_json::{Value, json};

/// The `menagerie=...` pair of a response's `Set-Cookie`.
fn cookie_of(headers: &str) -> String {
    let line = headers.lines().find(|l| l.to_ascii_lowercase().starts_with("set-cookie:")).expect("a cookie");
    assert!(line.contains("HttpOnly"), "{line}");
    assert!(line.contains("SameSite=Lax"), "{line}");
    line.split_once(':').unwrap().1.trim().split(';').next().unwrap().to_owned()
}

fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or_else(|_| panic!("not JSON: {body}"))
}

#[test]
fn a_browser_is_the_same_player_by_its_signed_cookie() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (status, headers, body) = server.exchange("POST /api/player HTTP/1.1", "");
    assert_eq!(status, 200);
    let id = json(&body)["id"].as_str().unwrap().to_owned();
    let cookie = cookie_of(&headers);
    assert!(!cookie.contains(json(&body)["token"].as_str().unwrap()), "the cookie is not the token");

    let (status, _, body) = server.exchange(&format!("GET /api/me HTTP/1.1\r\nCookie: {cookie}"), "");
    assert_eq!((status, json(&body)["id"].as_str()), (200, Some(id.as_str())));

    // A game created from the site's own page with the cookie is the player's.
    let create = json!({"variant": "chess", "seats": ["me", "open"]}).to_string();
    let head = format!("POST /api/games HTTP/1.1\r\nCookie: {cookie}\r\nOrigin: http://test");
    let (status, _, body) = server.exchange(&head, &create);
    assert_eq!((status, json(&body)["seat"].as_u64()), (201, Some(0)), "{body}");

    // The same request from another site's page is refused (CSRF), and reads still work.
    let head = format!("POST /api/games HTTP/1.1\r\nCookie: {cookie}\r\nOrigin: http://evil.example");
    let (status, _, body) = server.exchange(&head, &create);
    assert_eq!(status, 403, "{body}");

    // Another site's page cannot make or drop the visitor's identity either.
    let (status, _, _) = server.exchange("POST /api/player HTTP/1.1\r\nOrigin: http://evil.example", "");
    assert_eq!(status, 403);
    let (status, _, _) =
        server.exchange(&format!("POST /api/logout HTTP/1.1\r\nCookie: {cookie}\r\nOrigin: http://evil.example"), "");
    assert_eq!(status, 403);

    // A cookie whose value was changed (another player's id) is no identity at all.
    let (name, value) = cookie.split_once('=').unwrap();
    let forged = format!("{name}={}{}", &value[..value.len() - 16], "0123456789abcdef");
    let (status, _, body) = server.exchange(&format!("GET /api/me HTTP/1.1\r\nCookie: {forged}"), "");
    assert_eq!((status, json(&body)), (200, json!({"id": null, "name": null})));

    // The key outlives the process: the cookie still works after a restart.
    drop(server);
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (status, _, body) = server.exchange(&format!("GET /api/me HTTP/1.1\r\nCookie: {cookie}"), "");
    assert_eq!((status, json(&body)["id"].as_str()), (200, Some(id.as_str())));
}

#[test]
fn a_claimed_name_logs_in_from_another_device() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (id, token) = server.player();
    let (_, other) = server.player();
    let claim = json!({"name": "Hypatia", "password": "correct horse"}).to_string();
    let (status, body) = server.request("POST", "/api/account", Some(&token), Some(&claim));
    assert_eq!(status, 200, "{body}");
    let (status, body) = server.request("POST", "/api/account", Some(&other), Some(&claim));
    assert_eq!(status, 409, "{body}");
    let bad = json!({"name": "a b", "password": "correct horse"}).to_string();
    assert_eq!(server.request("POST", "/api/account", Some(&other), Some(&bad)).0, 400);
    let short = json!({"name": "Theon", "password": "short"}).to_string();
    assert_eq!(server.request("POST", "/api/account", Some(&other), Some(&short)).0, 400);
    assert_eq!(server.request("POST", "/api/account", None, Some(&claim)).0, 401);

    let login = json!({"name": "hypatia", "password": "correct horse"}).to_string();
    let (status, body) = server.request("POST", "/api/login", None, Some(&login));
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["id"], id.as_str());
    let second = body["token"].as_str().unwrap().to_owned();
    assert_ne!(second, token);
    let (_, me) = server.request("GET", "/api/me", Some(&second), None);
    assert_eq!(me, json!({"id": id, "name": "Hypatia"}));
    let (_, me) = server.request("GET", "/api/me", Some(&token), None);
    assert_eq!(me["id"], id.as_str(), "the first device stays logged in");

    let wrong = json!({"name": "Hypatia", "password": "wrong horse"}).to_string();
    let (status, body) = server.request("POST", "/api/login", None, Some(&wrong));
    assert_eq!((status, body["error"].as_str()), (401, Some("no player by that name and password")));
    let nobody = json!({"name": "Nobody", "password": "wrong horse"}).to_string();
    let (status, same) = server.request("POST", "/api/login", None, Some(&nobody));
    assert_eq!((status, &same), (401, &body), "an unknown name answers as a wrong password");
}

/// A seat shows the name its player claimed, to everyone, and still does after a restart; an
/// anonymous player's seat shows none.
#[test]
fn a_claimed_name_shows_with_its_seat() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("db.sqlite");
    let server = Server::start(&data);
    let (_, named) = server.player();
    let (_, anonymous) = server.player();
    let claim = json!({"name": "Hypatia", "password": "correct horse"}).to_string();
    assert_eq!(server.request("POST", "/api/account", Some(&named), Some(&claim)).0, 200);
    let id = server.create(&anonymous, &json!({"variant": "chess", "seats": ["me", "open"]}));
    assert_eq!(server.request("POST", &format!("/api/games/{id}/join"), Some(&named), None).0, 200);
    let players = |server: &Server| {
        let (_, view) = server.request("GET", &format!("/api/games/{id}"), None, None);
        (view["seats"][0].get("player").cloned(), view["seats"][1]["player"].clone())
    };
    assert_eq!(players(&server), (None, json!("Hypatia")));
    drop(server);
    assert_eq!(players(&Server::start(&data)), (None, json!("Hypatia")), "after a restart");
}

/// Plays fool's mate: the second player wins.
fn fools_mate(server: &Server, id: &str, white: &str, black: &str) {
    for (text, token) in [("f2-f3", white), ("e7-e5", black), ("g2-g4", white), ("d8-h4", black)] {
        let (status, body) = server.request("POST", &format!("/api/games/{id}/move/{text}"), Some(token), None);
        assert_eq!(status, 200, "{text}: {body}");
    }
}

#[test]
fn rated_games_move_ratings_and_show_on_the_players_page() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (white_id, white) = server.player();
    let (black_id, black) = server.player();
    let game = |rated: Option<bool>| {
        let mut create = json!({"variant": "chess", "seats": ["me", "open"]});
        if let Some(rated) = rated {
            create["rated"] = json!(rated);
        }
        let id = server.create(&white, &create);
        assert_eq!(server.request("POST", &format!("/api/games/{id}/join"), Some(&black), None).0, 200);
        id
    };
    let rated = game(None);
    let (_, view) = server.request("GET", &format!("/api/games/{rated}"), None, None);
    assert_eq!(view["rated"], true, "games between people are rated by default");
    fools_mate(&server, &rated, &white, &black);
    let casual = game(Some(false));
    fools_mate(&server, &casual, &white, &black);

    let page = |id: &str| {
        // The rating follows the game's end in its own transaction: wait for it.
        for _ in 0..100 {
            let (status, page) = server.request("GET", &format!("/api/players/{id}"), None, None);
            assert_eq!(status, 200);
            if page["ratings"]["chess"].is_object() {
                return page;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        panic!("no rating for {id}");
    };
    let (winner, loser) = (page(&black_id), page(&white_id));
    assert_eq!(winner["ratings"]["chess"]["games"], 1, "the casual game counts for nothing");
    assert!(winner["ratings"]["chess"]["rating"].as_f64().unwrap() > 1500.0);
    assert!(loser["ratings"]["chess"]["rating"].as_f64().unwrap() < 1500.0);
    assert_eq!(winner["ratings"]["chess"]["provisional"], true);
    let recent: Vec<&str> = winner["recent"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
    assert_eq!(recent, [casual.as_str(), rated.as_str()]);
    assert!(!winner.to_string().contains(&black), "no token on a page");

    // A game with the computer cannot be rated.
    let create = json!({"variant": "chess", "seats": ["me", "computer"], "rated": true}).to_string();
    let (status, body) = server.request("POST", "/api/games", Some(&white), Some(&create));
    assert_eq!((status, body["error"].as_str()), (400, Some("a game with the computer is not rated")));
    assert_eq!(server.request("GET", "/api/players/nobody", None, None).0, 404);
}

#[test]
fn a_client_over_its_rate_limit_is_told_when_to_come_back() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings { rate_limit: Some(RateLimit { per_second: 1, burst: 5 }), ..Settings::default() };
    let server = Server::start_settings(&dir.path().join("db.sqlite"), settings);
    for _ in 0..5 {
        assert_eq!(server.request("GET", "/api/games", None, None).0, 200);
    }
    let (status, headers, body) = server.exchange("GET /api/games HTTP/1.1", "");
    assert_eq!(status, 429, "{body}");
    assert!(json(&body)["error"].as_str().unwrap().starts_with("too many requests"));
    assert!(headers.to_ascii_lowercase().contains("retry-after: 1"), "{headers}");
    std::thread::sleep(std::time::Duration::from_millis(1100));
    assert_eq!(server.request("GET", "/api/games", None, None).0, 200, "the bucket refills");
}

#[test]
fn metrics_count_moves_and_live_games_without_ids() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (_, white) = server.player();
    let (_, black) = server.player();
    let id = server.create(&white, &json!({"variant": "chess", "seats": ["me", "open"]}));
    server.request("POST", &format!("/api/games/{id}/join"), Some(&black), None);
    fools_mate(&server, &id, &white, &black);
    let (status, text) = server.raw("GET", "/metrics", None, None);
    assert_eq!(status, 200);
    let value = |name: &str| -> f64 {
        let line = text.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("{name} in {text}"));
        line.rsplit(' ').next().unwrap().parse().unwrap()
    };
    assert_eq!(value("menagerie_moves_total"), 4.0);
    assert_eq!(value("menagerie_games_live"), 1.0);
    assert!(value("menagerie_act_seconds_count") >= 5.0, "the join and four moves");
    assert!(!text.contains(&id) && !text.contains(&white));
}
