//! Playing over the wire (docs/api.md, "Playing"): scripted clients on real sockets, a real
//! SQLite file, the streams every seat and spectator receive, offers, clocks on a manual
//! time source, computers, restarts, records and imports.

use crate::common::{Server, Stream};
use menagerie_rules::{Variant, record, with_variant};
use menagerie_server::live::clock::Time;
use serde_json::{Value, json};

struct Player {
    token: String,
}

fn player(server: &Server) -> Player {
    Player { token: server.player().1 }
}

fn post(server: &Server, path: &str, who: Option<&Player>) -> (u16, Value) {
    server.request("POST", path, who.map(|p| p.token.as_str()), None)
}

fn create(server: &Server, who: &Player, body: Value) -> String {
    server.create(&who.token, &body)
}

fn view(server: &Server, id: &str, who: Option<&Player>) -> Value {
    let (status, body) = server.request("GET", &format!("/api/games/{id}"), who.map(|p| p.token.as_str()), None);
    assert_eq!(status, 200, "{body}");
    body
}

fn play(server: &Server, id: &str, who: &Player, text: &str) -> (u16, Value) {
    post(server, &format!("/api/games/{id}/move/{}", text.replace('+', "%2B")), Some(who))
}

fn ok_move(server: &Server, id: &str, who: &Player, text: &str) -> usize {
    let (status, body) = play(server, id, who, text);
    assert_eq!(status, 200, "{text}: {body}");
    body["ply"].as_u64().unwrap() as usize
}

/// A two-seat game of `variant` between two new players, both seated.
fn two_player_game(server: &Server, variant: &str, clock: Value) -> (String, Player, Player) {
    let (a, b) = (player(server), player(server));
    let id = create(server, &a, json!({"variant": variant, "clock": clock, "seats": ["me", "open"]}));
    let (status, body) = post(server, &format!("/api/games/{id}/join"), Some(&b));
    assert_eq!((status, &body), (200, &json!({"seat": 1})));
    (id, a, b)
}

fn error(body: &Value) -> &str {
    body["error"].as_str().unwrap_or_else(|| panic!("not an error: {body}"))
}

#[test]
fn a_chess_game_from_first_move_to_mate_with_every_refusal() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (id, white, black) = two_player_game(&server, "chess", Value::Null);
    let mut watching = Stream::open(&server, &format!("/api/games/{id}/stream"), None);
    let mut black_stream = Stream::open(&server, &format!("/api/games/{id}/stream"), Some(&black.token));

    let first = watching.line();
    assert_eq!(
        (first["type"].as_str(), first["status"].as_str(), first["seat"].clone()),
        (Some("game"), Some("playing"), Value::Null)
    );
    assert!(first.get("legal").is_none(), "a spectator has no legal actions");
    let black_first = black_stream.line();
    assert_eq!(black_first["seat"], 1);
    assert!(black_first.get("legal").is_none(), "black is not to move");
    let white_view = view(&server, &id, Some(&white));
    assert!(white_view["legal"].as_array().unwrap().contains(&json!("e2-e4")), "{white_view}");

    let (status, body) = play(&server, &id, &black, "e7-e5");
    assert_eq!((status, error(&body)), (409, "it is white's turn, not yours"));
    let (status, body) = play(&server, &id, &white, "e2-e5");
    assert_eq!(status, 400, "{body}");
    let (status, _) = post(&server, &format!("/api/games/{id}/move/e2-e4"), None);
    assert_eq!(status, 401, "a move needs a token");
    let stranger = player(&server);
    let (status, body) = play(&server, &id, &stranger, "e2-e4");
    assert_eq!((status, error(&body)), (403, "you have no seat in this game"));
    let (status, _) = play(&server, &id, &white, &"x".repeat(300));
    assert_eq!(status, 400);

    assert_eq!(ok_move(&server, &id, &white, "f2f3"), 1, "move text as the CLI reads it");
    assert_eq!(ok_move(&server, &id, &black, "e7-e5"), 2);
    assert_eq!(ok_move(&server, &id, &white, "G2-G4"), 3);
    assert_eq!(ok_move(&server, &id, &black, "d8-h4"), 4);

    let lines = watching.until(|l| l["status"] == "ended");
    let moves: Vec<&str> = lines.iter().filter_map(|l| l["move"].as_str()).collect();
    assert_eq!(moves, ["f2-f3", "e7-e5", "g2-g4", "d8-h4"]);
    assert_eq!(lines.iter().map(|l| l["ply"].as_u64().unwrap()).collect::<Vec<_>>(), [1, 2, 3, 4]);
    let last = lines.last().unwrap();
    assert_eq!(last["result"]["result"], "0-1");
    assert_eq!(last["result"]["reason"], "checkmate");
    assert_eq!(last["check"], json!(["e1"]), "the mated king is marked");
    assert!(lines[..3].iter().all(|l| l.get("check").is_none()), "no mark without a check");
    let black_lines = black_stream.until(|l| l["status"] == "ended");
    assert!(black_lines[0]["legal"].is_array() && black_lines[1]["legal"].is_null(), "black's turn after f2-f3 only");

    let (status, body) = play(&server, &id, &white, "a2-a3");
    assert_eq!((status, error(&body)), (409, "the game is over"));
    let (status, text) = server.raw("GET", &format!("/api/games/{id}/record"), None, None);
    assert_eq!(status, 200);
    assert!(text.contains("[Result \"0-1\"]") && text.contains("1. f2-f3 e7-e5 2. g2-g4 d8-h4 0-1"), "{text}");
    let (status, body) = server.request("GET", &format!("/api/games/{id}/positions"), None, None);
    assert_eq!(status, 200);
    let fens = body["fens"].as_array().unwrap();
    assert_eq!(fens.len(), 5, "the start and a position after each move");
    assert_eq!(fens[0], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(fens[1], "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(fens[4], last["fen"]);
}

/// Plays `id` to its end with every seat taking its first legal action (secrets the first
/// choice or the default); resigns for the seat to move after `max_plies`.
fn play_out(server: &Server, id: &str, players: &[Player], max_plies: usize) -> Value {
    for _ in 0..(max_plies + 20) {
        let spectator = view(server, id, None);
        match spectator["status"].as_str().unwrap() {
            "ended" => return spectator,
            "setup" => {
                for (seat, who) in players.iter().enumerate() {
                    if spectator["seats"][seat]["choosing"] == true {
                        let mine = view(server, id, Some(who));
                        let choice = mine["secret"]["choices"][0].as_str().unwrap_or("default").to_owned();
                        let (status, body) = post(server, &format!("/api/games/{id}/secret/{choice}"), Some(who));
                        assert_eq!(status, 200, "{body}");
                    }
                }
            }
            _ => {
                let seat = spectator["turn"].as_u64().unwrap() as usize;
                let who = &players[seat];
                if spectator["ply"].as_u64().unwrap() as usize >= max_plies {
                    let (status, body) = post(server, &format!("/api/games/{id}/resign"), Some(who));
                    assert_eq!(status, 200, "{body}");
                    continue;
                }
                let mine = view(server, id, Some(who));
                let legal = mine["legal"].as_array().unwrap();
                let text = legal[(spectator["ply"].as_u64().unwrap() as usize * 7) % legal.len()].as_str().unwrap();
                ok_move(server, id, who, text);
            }
        }
    }
    panic!("the game did not end");
}

#[test]
fn every_variant_plays_to_its_end_and_its_record_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    for variant in Variant::ALL {
        let (id, a, b) = two_player_game(&server, variant.id(), Value::Null);
        let ended = play_out(&server, &id, &[a, b], 40);
        assert!(ended["result"]["result"].is_string(), "{variant}: {ended}");
        let (status, text) = server.raw("GET", &format!("/api/games/{id}/record"), None, None);
        assert_eq!(status, 200);
        let moves: Vec<String> = with_variant!(variant, P => {
            let (game, _) = record::read::<P>(&text).unwrap_or_else(|e| panic!("{variant}: {e}\n{text}"));
            game.record().to_vec()
        });
        assert_eq!(json!(moves), ended["moves"], "{variant}");
    }
}

/// A player who drops out before its first move does not keep the game abortable: the others
/// cannot escape a result by aborting later.
#[test]
fn no_abort_once_a_player_has_dropped_out() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let players: Vec<Player> = (0..3).map(|_| player(&server)).collect();
    let id = create(
        &server,
        &players[0],
        json!({"variant": "mountain", "options": {"players": "3"}, "seats": ["me", "open", "open"]}),
    );
    for who in &players[1..] {
        assert_eq!(post(&server, &format!("/api/games/{id}/join"), Some(who)).0, 200);
    }
    for who in &players {
        assert_eq!(post(&server, &format!("/api/games/{id}/secret/default"), Some(who)).0, 200);
    }
    let legal = view(&server, &id, Some(&players[0]))["legal"][0].as_str().unwrap().to_owned();
    ok_move(&server, &id, &players[0], &legal);
    assert_eq!(post(&server, &format!("/api/games/{id}/resign"), Some(&players[1])).0, 200);
    let (status, body) = post(&server, &format!("/api/games/{id}/abort"), Some(&players[2]));
    assert_eq!((status, error(&body)), (409, "a player has dropped out: resign instead"));
}

/// A game seated in full at its creation (the computer as the opponent) runs its clock from
/// the start: the first move is not free.
#[test]
fn a_clock_runs_from_the_start_of_a_game_created_full() {
    let dir = tempfile::tempdir().unwrap();
    let (time, clock) = Time::manual(1_000_000);
    let server = Server::start_with(&dir.path().join("db.sqlite"), time);
    let white = player(&server);
    let body = json!({"variant": "chess", "clock": {"initial": 60, "increment": 0}, "seats": ["me", {"computer": 1}]});
    let id = create(&server, &white, body);
    assert_eq!(view(&server, &id, None)["clocks"], json!([60_000, 60_000]));
    clock.advance(7_000);
    assert_eq!(view(&server, &id, None)["clocks"], json!([53_000, 60_000]));
}

#[test]
fn four_player_mountain_with_a_drop_out() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let players: Vec<Player> = (0..4).map(|_| player(&server)).collect();
    let id = create(
        &server,
        &players[0],
        json!({"variant": "mountain", "options": {"players": "4"}, "seats": ["me", "open", "open", "open"]}),
    );
    for who in &players[1..] {
        let (status, body) = post(&server, &format!("/api/games/{id}/join"), Some(who));
        assert_eq!(status, 200, "{body}");
    }
    let mut yellow = Stream::open(&server, &format!("/api/games/{id}/stream"), Some(&players[2].token));
    assert_eq!(yellow.line()["status"], "setup");
    for who in &players {
        let (status, body) = post(&server, &format!("/api/games/{id}/secret/default"), Some(who));
        assert_eq!(status, 200, "{body}");
    }
    let started = yellow.until(|l| l["status"] == "playing");
    assert!(
        started.last().unwrap()["options"]
            .as_array()
            .unwrap()
            .iter()
            .any(|o| o.as_str().unwrap().starts_with("armies="))
    );
    // A round, then the second seat resigns and drops out; the others play on.
    for _ in 0..4 {
        let spectator = view(&server, &id, None);
        let seat = spectator["turn"].as_u64().unwrap() as usize;
        let legal = view(&server, &id, Some(&players[seat]))["legal"][0].as_str().unwrap().to_owned();
        ok_move(&server, &id, &players[seat], &legal);
    }
    let (status, body) = post(&server, &format!("/api/games/{id}/resign"), Some(&players[1]));
    assert_eq!(status, 200, "{body}");
    let dropped = yellow.until(|l| l["type"] == "resign");
    let last = dropped.last().unwrap();
    assert_eq!((last["seats"][1]["out"].clone(), last["status"].as_str()), (json!(true), Some("playing")), "{last}");
    let (status, body) = play(&server, &id, &players[1], "a1-a2");
    assert_eq!((status, error(&body)), (409, "you are out of this game"));
    // Stepping through: one position per action, the last one the position after the drop-out.
    let (status, body) = server.request("GET", &format!("/api/games/{id}/positions"), Some(&players[2].token), None);
    assert_eq!(status, 200);
    assert_eq!(body["fens"].as_array().unwrap().len(), 5, "{body}");
    assert_eq!(body["fens"][4], last["fen"], "after 4 actions: the position the drop-out left");
    for seat in [2, 3] {
        let (status, body) = post(&server, &format!("/api/games/{id}/resign"), Some(&players[seat]));
        assert_eq!(status, 200, "{body}");
    }
    let end = yellow.until(|l| l["status"] == "ended");
    let result = &end.last().unwrap()["result"];
    assert_eq!((result["winner"].clone(), result["reason"].as_str()), (json!(0), Some("resignation")), "{result}");
}

/// Every line a seat receives, with what differs between runs besides secrets (the game id)
/// taken out.
fn comparable(lines: &[String], id: &str) -> Vec<String> {
    lines.iter().map(|l| l.replace(id, "<id>")).collect()
}

/// Plays Monster Bluff with White's True King on `choice` (an index into its choices) and
/// returns what Black and a spectator received before the game ended, and the positions
/// (`/positions`) each could step through just before it ended.
fn bluff_game(server: &Server, choice: usize) -> (Vec<String>, Vec<String>, Vec<Value>) {
    let (id, white, black) = two_player_game(server, "monster-bluff", Value::Null);
    let mut black_stream = Stream::open(server, &format!("/api/games/{id}/stream"), Some(&black.token));
    let mut watching = Stream::open(server, &format!("/api/games/{id}/stream"), None);
    let choices = view(server, &id, Some(&white))["secret"]["choices"].clone();
    let mine = choices[choice].as_str().unwrap();
    let (status, body) = post(server, &format!("/api/games/{id}/secret/{mine}"), Some(&white));
    assert_eq!(status, 200, "{body}");
    let theirs = view(server, &id, Some(&black))["secret"]["choices"][0].as_str().unwrap().to_owned();
    let (status, body) = post(server, &format!("/api/games/{id}/secret/{theirs}"), Some(&black));
    assert_eq!(status, 200, "{body}");
    let players = [white, black];
    for ply in 0..30 {
        let spectator = view(server, &id, None);
        if spectator["status"] != "playing" {
            break;
        }
        let seat = spectator["turn"].as_u64().unwrap() as usize;
        let legal = view(server, &id, Some(&players[seat]))["legal"].clone();
        let legal = legal.as_array().unwrap();
        ok_move(server, &id, &players[seat], legal[(ply * 5) % legal.len()].as_str().unwrap());
    }
    assert_eq!(view(server, &id, None)["status"], "playing", "the game lasts the 30 plies");
    let positions: Vec<Value> = [Some(&players[1]), None]
        .into_iter()
        .map(|who| {
            let (status, body) =
                server.request("GET", &format!("/api/games/{id}/positions"), who.map(|p| p.token.as_str()), None);
            assert_eq!(status, 200, "{body}");
            assert_eq!(body["fens"].as_array().unwrap().len(), 31, "the start and 30 positions");
            body
        })
        .collect();
    post(server, &format!("/api/games/{id}/resign"), Some(&players[0]));
    let before_end = |stream: &mut Stream| {
        let mut lines = Vec::new();
        loop {
            let line = stream.raw_line();
            if line.contains("\"status\":\"ended\"") {
                return lines;
            }
            lines.push(line);
        }
    };
    let black_lines = comparable(&before_end(&mut black_stream), &id);
    let watched = comparable(&before_end(&mut watching), &id);
    assert!(black_lines.len() > 10, "the game was played");
    (black_lines, watched, positions)
}

/// The same Monster Bluff game with White's True King on two different squares: Black and a
/// spectator receive byte-identical streams until the reveal.
#[test]
fn a_true_king_never_reaches_the_other_seat_or_a_spectator() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (black_a, watched_a, positions_a) = bluff_game(&server, 0);
    let (black_b, watched_b, positions_b) = bluff_game(&server, 1);
    assert_eq!(black_a, black_b, "black's stream depends on white's True King");
    assert_eq!(watched_a, watched_b, "a spectator's stream depends on white's True King");
    assert_eq!(positions_a, positions_b, "the positions black and a spectator step through depend on it");
}

/// Red chooses two different armies: Blue and a spectator see the same bytes until the
/// armies are revealed together.
#[test]
fn a_hidden_army_never_reaches_the_other_seat_or_a_spectator() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let run = |army: &str| {
        let (id, red, blue) = two_player_game(&server, "mountain", Value::Null);
        let mut blue_stream = Stream::open(&server, &format!("/api/games/{id}/stream"), Some(&blue.token));
        let mut watching = Stream::open(&server, &format!("/api/games/{id}/stream"), None);
        let (status, body) = post(&server, &format!("/api/games/{id}/secret/{army}"), Some(&red));
        assert_eq!(status, 200, "{body}");
        let (status, _) = server.raw("GET", &format!("/api/games/{id}/record"), Some(&blue.token), None);
        assert_eq!(status, 409, "no record before the armies are revealed");
        let seen = (blue_stream.raw_line(), blue_stream.raw_line(), watching.raw_line(), watching.raw_line());
        post(&server, &format!("/api/games/{id}/secret/default"), Some(&blue));
        let revealed = watching.line();
        assert_eq!(revealed["status"], "playing");
        (comparable(&[seen.0, seen.1, seen.2, seen.3], &id), revealed["options"].to_string())
    };
    let (a, revealed_a) = run("HHHHHHRRBBNNJJPP");
    let (b, revealed_b) = run("PPJJNNBBRRHHHHHH");
    assert_eq!(a, b, "what blue and a spectator saw depends on red's hidden army");
    assert_ne!(revealed_a, revealed_b, "the armies are revealed together at the start");
}

#[test]
fn a_stream_reconnecting_with_since_gets_exactly_what_it_missed() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (id, white, black) = two_player_game(&server, "chess", Value::Null);
    let mut watching = Stream::open(&server, &format!("/api/games/{id}/stream"), None);
    watching.raw_line();
    for (who, text) in [(&white, "e2-e4"), (&black, "e7-e5"), (&white, "g1-f3"), (&black, "b8-c6"), (&white, "f1-b5")] {
        ok_move(&server, &id, who, text);
    }
    post(&server, &format!("/api/games/{id}/draw/yes"), Some(&black));
    let all: Vec<String> = (0..6).map(|_| watching.raw_line()).collect();
    let mut again = Stream::open(&server, &format!("/api/games/{id}/stream?since=2"), None);
    let missed: Vec<String> = (0..4).map(|_| again.raw_line()).collect();
    assert_eq!(missed, all[2..], "the lines after ply 2, byte for byte");
    // From the start: the join (a change at ply 0 too) is not skipped.
    let mut start = Stream::open(&server, &format!("/api/games/{id}/stream?since=0"), None);
    let from_start: Vec<String> = (0..7).map(|_| start.raw_line()).collect();
    assert!(from_start[0].contains(r#""type":"joined""#), "{}", from_start[0]);
    assert_eq!(from_start[1..], all[..]);
    let mut far = Stream::open(&server, &format!("/api/games/{id}/stream?since=99"), None);
    assert_eq!(far.line()["type"], "game", "a ply the game never reached gets the whole game");
}

#[test]
fn draws_takebacks_aborts_and_rematches() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (id, white, black) = two_player_game(&server, "chess", Value::Null);
    let path = |what: &str| format!("/api/games/{id}/{what}");
    let (status, body) = post(&server, &path("draw/no"), Some(&black));
    assert_eq!((status, error(&body)), (409, "there is no draw offer to decline"));
    ok_move(&server, &id, &white, "e2-e4");
    ok_move(&server, &id, &black, "e7-e5");
    let (status, body) = post(&server, &path("abort"), Some(&white));
    assert_eq!((status, error(&body)), (409, "every player has moved: resign instead"));

    // A takeback undoes the asker's last turn and everything after it.
    assert_eq!(post(&server, &path("takeback/yes"), Some(&white)).0, 200);
    assert_eq!(view(&server, &id, None)["offers"]["takeback"], json!([0]));
    let (status, body) = post(&server, &path("takeback/yes"), Some(&black));
    assert_eq!((status, body["ply"].as_u64()), (200, Some(0)));
    let after = view(&server, &id, None);
    assert_eq!((after["moves"].clone(), after["turn"].clone()), (json!([]), json!(0)));

    // A draw offered, declined, offered again and accepted.
    ok_move(&server, &id, &white, "d2-d4");
    assert_eq!(post(&server, &path("draw/yes"), Some(&white)).0, 200);
    assert_eq!(post(&server, &path("draw/no"), Some(&black)).0, 200);
    assert_eq!(view(&server, &id, None)["offers"]["draw"], json!([]));
    assert_eq!(post(&server, &path("draw/yes"), Some(&black)).0, 200);
    let (status, _) = post(&server, &path("draw/yes"), Some(&white));
    assert_eq!(status, 200);
    let ended = view(&server, &id, None);
    assert_eq!(
        (ended["result"]["result"].as_str(), ended["result"]["reason"].as_str()),
        (Some("1/2-1/2"), Some("agreement"))
    );

    // A rematch once both ask: the colours swap.
    let (status, first) = post(&server, &path("rematch"), Some(&white));
    assert_eq!((status, first.get("rematch")), (200, None));
    let (status, second) = post(&server, &path("rematch"), Some(&black));
    assert_eq!(status, 200);
    let next = second["rematch"].as_str().expect("the rematch's id").to_owned();
    assert_eq!(view(&server, &next, Some(&white))["seat"], 1);
    assert_eq!(view(&server, &next, Some(&black))["seat"], 0);

    // Abort before every seat has moved.
    let (status, _) = post(&server, &format!("/api/games/{next}/abort"), Some(&white));
    assert_eq!(status, 200);
    let aborted = view(&server, &next, None);
    assert_eq!((aborted["status"].as_str(), aborted["result"]["reason"].as_str()), (Some("ended"), Some("aborted")));
}

#[test]
fn clocks_charge_moves_add_increments_forgive_lag_and_flag() {
    let dir = tempfile::tempdir().unwrap();
    let (time, clock) = Time::manual(1_000_000);
    let server = Server::start_with(&dir.path().join("db.sqlite"), time);
    let (id, white, black) = two_player_game(&server, "chess", json!({"initial": 60, "increment": 5}));
    assert_eq!(view(&server, &id, None)["clocks"], json!([60_000, 60_000]));
    clock.advance(10_000);
    ok_move(&server, &id, &white, "e2-e4");
    assert_eq!(view(&server, &id, None)["clocks"], json!([55_000, 60_000]), "10 s used, 5 s added");
    clock.advance(4_000);
    assert_eq!(view(&server, &id, None)["clocks"], json!([55_000, 56_000]), "black's clock runs");
    let (status, _) = post(&server, &format!("/api/games/{id}/move/e7-e5?lag=300"), Some(&black));
    assert_eq!(status, 200);
    assert_eq!(view(&server, &id, None)["clocks"], json!([55_000, 61_300]), "300 ms of lag forgiven");

    let mut watching = Stream::open(&server, &format!("/api/games/{id}/stream"), None);
    watching.line();
    // White's 55 s, then the grace of the lag its quota could still forgive (a second at most).
    clock.advance(55_000);
    let (status, _) = post(&server, &format!("/api/games/{id}/move/d2-d4?lag=600"), Some(&white));
    assert_eq!(status, 200, "a move on time but for the lag it reports is not lost");
    assert_eq!(watching.line()["move"], "d2-d4");
    clock.advance(61_300 + 1_001);
    let flag = watching.line();
    assert_eq!(flag["type"], "flag");
    assert_eq!(
        (flag["result"]["result"].as_str(), flag["result"]["reason"].as_str()),
        (Some("1-0"), Some("time forfeit"))
    );
    let (status, body) = play(&server, &id, &black, "d7-d5");
    assert_eq!((status, error(&body)), (409, "the game is over"));

    // Correspondence: a day a move; a move in time refills the day.
    let (id, white, black) = two_player_game(&server, "chess", json!({"days": 1}));
    clock.advance(20 * 3_600_000);
    ok_move(&server, &id, &white, "e2-e4");
    clock.advance(23 * 3_600_000);
    ok_move(&server, &id, &black, "e7-e5");
    assert_eq!(view(&server, &id, None)["clocks"], json!([86_400_000, 86_400_000]));
    clock.advance(86_400_001);
    let (status, body) = play(&server, &id, &white, "d2-d4");
    assert_eq!(status, 409, "the flag fell: {body}");
    assert_eq!(view(&server, &id, None)["result"]["result"], "0-1");
}

#[test]
fn a_move_arriving_after_the_flag_loses_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let (time, clock) = Time::manual(0);
    let server = Server::start_with(&dir.path().join("db.sqlite"), time);
    let players: Vec<Player> = (0..3).map(|_| player(&server)).collect();
    let id = create(
        &server,
        &players[0],
        json!({"variant": "mountain", "options": {"players": "3"}, "clock": {"initial": 30, "increment": 0},
               "seats": ["me", "open", "open"]}),
    );
    for who in &players[1..] {
        post(&server, &format!("/api/games/{id}/join"), Some(who));
    }
    for who in &players {
        post(&server, &format!("/api/games/{id}/secret/default"), Some(who));
    }
    let spectator = view(&server, &id, None);
    assert_eq!(spectator["status"], "playing");
    let seat = spectator["turn"].as_u64().unwrap() as usize;
    let legal = view(&server, &id, Some(&players[seat]))["legal"][0].as_str().unwrap().to_owned();
    // The flag falls at the deadline; a late move finds the seat out of the game.
    clock.advance(30_001);
    std::thread::sleep(std::time::Duration::from_millis(50));
    let (status, body) = play(&server, &id, &players[seat], &legal);
    assert_eq!(status, 409, "{body}");
    let after = view(&server, &id, None);
    assert_eq!(
        (after["seats"][seat]["out"].clone(), after["status"].as_str()),
        (json!(true), Some("playing")),
        "{after}"
    );
}

#[test]
fn the_computer_answers_a_move_and_chooses_its_secret() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let me = player(&server);
    let id = create(&server, &me, json!({"variant": "chess", "seats": ["me", {"computer": 1}]}));
    let mut mine = Stream::open(&server, &format!("/api/games/{id}/stream"), Some(&me.token));
    mine.line();
    ok_move(&server, &id, &me, "e2-e4");
    let reply = mine.until(|l| l["by"] == 1);
    assert_eq!(reply.last().unwrap()["ply"], 2, "{reply:?}");

    let id = create(&server, &me, json!({"variant": "monster-bluff", "seats": [{"computer": 2}, "me"]}));
    let state = view(&server, &id, Some(&me));
    assert_eq!(state["seats"][0]["choosing"], Value::Null, "the computer chose at once: {state}");
    let choice = state["secret"]["choices"][0].as_str().unwrap().to_owned();
    post(&server, &format!("/api/games/{id}/secret/{choice}"), Some(&me));
    let mut mine = Stream::open(&server, &format!("/api/games/{id}/stream"), Some(&me.token));
    let lines = mine.until(|l| l["ply"] == 1);
    assert_eq!(lines.last().unwrap()["secret"]["chosen"], choice.as_str(), "my own True King, shown to me");
}

#[test]
fn a_restart_resumes_every_game_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite");
    let (id, white, black, before) = {
        let server = Server::start(&path);
        let (id, white, black) = two_player_game(&server, "giant-king", json!({"initial": 300, "increment": 0}));
        let players = [white, black];
        for ply in 0..6 {
            let legal = view(&server, &id, Some(&players[ply % 2]))["legal"][0].as_str().unwrap().to_owned();
            ok_move(&server, &id, &players[ply % 2], &legal);
        }
        post(&server, &format!("/api/games/{id}/draw/yes"), Some(&players[0]));
        let before = view(&server, &id, None);
        let [white, black] = players;
        (id, white, black, before)
    };
    let server = Server::start(&path);
    let after = view(&server, &id, None);
    for field in ["moves", "fen", "turn", "offers", "status"] {
        assert_eq!(after[field], before[field], "{field}");
    }
    let (left_before, left_after) = (before["clocks"][0].as_i64().unwrap(), after["clocks"][0].as_i64().unwrap());
    assert!(left_after <= 300_000 && left_after >= left_before - 1_000, "{left_before} {left_after}");
    let legal = view(&server, &id, Some(&white))["legal"][0].as_str().unwrap().to_owned();
    ok_move(&server, &id, &white, &legal);
    assert_eq!(view(&server, &id, Some(&black))["ply"], 7);
}

/// After a restart the seat to move has what it had when the server stopped: the time it had
/// used in its turn stays used, and only the downtime is not charged (a correspondence day
/// is not refilled by a restart either).
#[test]
fn a_restart_charges_the_turn_so_far_but_not_the_downtime() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite");
    let (time, clock) = Time::manual(5_000_000);
    let (blitz, daily) = {
        let server = Server::start_with(&path, time.clone());
        let (blitz, white, _) = two_player_game(&server, "chess", json!({"initial": 300, "increment": 0}));
        ok_move(&server, &blitz, &white, "e2-e4");
        let (daily, white, _) = two_player_game(&server, "chess", json!({"days": 2}));
        ok_move(&server, &daily, &white, "e2-e4");
        clock.advance(20_000);
        // A heartbeat at the new time before the server stops.
        std::thread::sleep(std::time::Duration::from_millis(600));
        assert_eq!(view(&server, &blitz, None)["clocks"], json!([300_000, 280_000]));
        (blitz, daily)
    };
    clock.advance(3_600_000); // an hour down
    let server = Server::start_with(&path, time);
    assert_eq!(view(&server, &blitz, None)["clocks"], json!([300_000, 280_000]), "20 s used, the hour not charged");
    assert_eq!(view(&server, &daily, None)["clocks"], json!([172_800_000, 172_780_000]));
}

#[test]
fn an_imported_record_is_a_game_to_replay() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let text = "[Variant \"chess\"]\n[Seat \"white: Ann\"]\n[Seat \"black: Bo\"]\n[Result \"0-1\"]\n[Termination \"checkmate\"]\n\n1. f2-f3 e7-e5 2. g2-g4 d8-h4 0-1\n";
    let (status, body) = server.raw("POST", "/api/import", None, Some(text));
    assert_eq!(status, 201, "{body}");
    let id = serde_json::from_str::<Value>(&body).unwrap()["id"].as_str().unwrap().to_owned();
    let game = view(&server, &id, None);
    assert_eq!((game["status"].as_str(), game["moves"].as_array().unwrap().len()), (Some("ended"), 4));
    assert_eq!(game["seats"][0]["name"], "white");
    let (_, record) = server.raw("GET", &format!("/api/games/{id}/record"), None, None);
    assert!(record.contains("1. f2-f3 e7-e5 2. g2-g4 d8-h4 0-1"), "{record}");
    let (status, body) = server.raw("POST", "/api/import", None, Some("[Variant \"chess\"]\n\n1. e2-e5"));
    assert_eq!(status, 400, "{body}");
    let (status, _) = server.raw("POST", "/api/import", None, Some("hello"));
    assert_eq!(status, 400);
}
