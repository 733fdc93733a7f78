//! The WebSocket: the same lines as the NDJSON stream out, acts in, each answered; refused
//! from another site's page; bad messages answered with an error, the socket kept.

use std::net::TcpStream;
use std::time::Duration;

use crate::common::Server;
use serde_json::{Value, json};
use tungstenite::client::IntoClientRequest;
use tungstenite::{Message, WebSocket};

type Socket = WebSocket<TcpStream>;

fn connect(server: &Server, id: &str, token: Option<&str>, origin: Option<&str>) -> Result<Socket, u16> {
    let mut request = format!("ws://{}/api/games/{id}/socket", server.addr).into_client_request().unwrap();
    if let Some(token) = token {
        request.headers_mut().insert("authorization", format!("Bearer {token}").parse().unwrap());
    }
    if let Some(origin) = origin {
        request.headers_mut().insert("origin", origin.parse().unwrap());
    }
    let stream = TcpStream::connect(server.addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    match tungstenite::client(request, stream) {
        Ok((socket, _)) => Ok(socket),
        Err(tungstenite::HandshakeError::Failure(tungstenite::Error::Http(response))) => {
            Err(response.status().as_u16())
        }
        Err(e) => panic!("{e}"),
    }
}

/// The next JSON message, pings skipped.
fn next(socket: &mut Socket) -> Value {
    loop {
        match socket.read().expect("a message within the timeout") {
            Message::Text(text) => {
                let value: Value = serde_json::from_str(&text).unwrap();
                if value["type"] != "ping" {
                    return value;
                }
            }
            Message::Ping(_) | Message::Pong(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
}

/// An act's two messages, in whichever order they came: the game's line and the answer.
fn line_and_ack(socket: &mut Socket) -> (Value, Value) {
    let (first, second) = (next(socket), next(socket));
    if first["type"] == "ack" { (second, first) } else { (first, second) }
}

fn send(socket: &mut Socket, message: Value) {
    socket.send(Message::Text(message.to_string().into())).unwrap();
}

#[test]
fn two_players_play_over_sockets_and_each_sees_the_others_move() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (_, white) = server.player();
    let (_, black) = server.player();
    let id = server.create(&white, &json!({"variant": "chess", "seats": ["me", "open"]}));

    let mut w = connect(&server, &id, Some(&white), Some(&format!("http://{}", server.addr))).unwrap();
    let mut b = connect(&server, &id, Some(&black), None).unwrap();
    let mut watcher = connect(&server, &id, None, None).unwrap();
    assert_eq!(next(&mut w)["seat"], 0);
    assert_eq!(next(&mut b)["seat"], Value::Null, "not seated yet");
    assert_eq!(next(&mut watcher)["type"], "game");

    send(&mut b, json!({"type": "join", "id": 1}));
    // The answer, then the whole game as its seat sees it now (a `joined` line may come first).
    let mut messages = vec![next(&mut b)];
    while messages.last().unwrap()["type"] != "game" {
        messages.push(next(&mut b));
    }
    assert!(messages.contains(&json!({"type": "ack", "id": 1, "ply": 0, "seat": 1, "joined": true})), "{messages:?}");
    assert_eq!(messages.last().unwrap()["seat"], 1, "seen as its seat now");
    assert_eq!(next(&mut w)["type"], "joined");

    send(&mut w, json!({"type": "move", "text": "e2e4", "id": "a"}));
    let (line, ack) = line_and_ack(&mut w);
    assert_eq!(ack, json!({"type": "ack", "id": "a", "ply": 1, "seat": 0}));
    assert_eq!((line["type"].as_str(), line["move"].as_str()), (Some("move"), Some("e2-e4")));
    let seen = next(&mut b);
    assert_eq!((seen["move"].as_str(), seen["ply"].as_u64()), (Some("e2-e4"), Some(1)));
    assert!(seen["legal"].as_array().is_some_and(|l| !l.is_empty()), "black is to move: its legal actions");
    assert_eq!(next(&mut watcher)["type"], "joined");
    let watched = next(&mut watcher);
    assert_eq!(watched["move"], "e2-e4");
    assert!(watched.get("legal").is_none(), "a spectator has no actions");

    // Refusals come back as errors on the same socket, which stays open.
    send(&mut w, json!({"type": "move", "text": "d2-d4", "id": 2}));
    assert_eq!(
        next(&mut w),
        json!({"type": "error", "id": 2, "status": 409, "error": "it is black's turn, not yours"})
    );
    send(&mut b, json!({"type": "move", "text": "e7-e9"}));
    let refused = next(&mut b);
    assert_eq!((refused["type"].as_str(), refused["status"].as_u64()), (Some("error"), Some(400)), "{refused}");
    b.send(Message::Text("{not json".into())).unwrap();
    assert_eq!(next(&mut b)["status"], 400);
    send(&mut b, json!({"type": "castle"}));
    assert_eq!(next(&mut b)["status"], 400);
    send(&mut b, json!({"type": "move", "text": "x".repeat(300)}));
    assert_eq!(next(&mut b)["status"], 400);
    send(&mut watcher, json!({"type": "resign"}));
    assert_eq!(next(&mut watcher)["status"], 401);
    send(&mut b, json!({"type": "move", "text": "e7-e5", "id": 3}));
    let (line, ack) = line_and_ack(&mut b);
    assert_eq!(ack, json!({"type": "ack", "id": 3, "ply": 2, "seat": 1}));
    assert_eq!(line["move"], "e7-e5");
}

#[test]
fn a_socket_from_another_sites_page_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    let (_, white) = server.player();
    let id = &server.create(&white, &json!({"variant": "chess", "seats": ["me", "open"]}));
    assert_eq!(connect(&server, id, None, Some("http://evil.example")).err(), Some(403));
    assert_eq!(connect(&server, "nosuchgame", None, None).err(), Some(404));
    assert!(connect(&server, id, None, Some(&format!("http://{}", server.addr))).is_ok());
}
