//! `GET /api/games/{id}/socket`: a WebSocket carrying the stream's JSON lines (one object a
//! message) out, and the caller's acts in: `{"type": "move", "text": "e2-e4", "lag": 12}`,
//! `secret`, `join`, `resign`, `draw` / `takeback` with `"answer": true|false`, `abort`,
//! `rematch`. Each act is answered `{"type": "ack", ...}` or `{"type": "error", "status",
//! "error"}`, echoing the `id` the client gave it. The upgrade is refused from another site's
//! page; a message is at most 4 KiB (a larger one closes the socket) and counts against the
//! client's rate limit.

use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use serde_json::{Value, json};

use super::{ApiError, App, Caller, StreamQuery, act, answer, checked_text, same_origin};
use crate::live::Feed;
use crate::live::referee::Act;
use crate::store::Store;

/// The largest message a client may send.
const MESSAGE_LIMIT: usize = 4096;

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
enum Request {
    Move { text: String, lag: Option<i64> },
    Secret { text: String },
    Join { seat: Option<usize> },
    Resign,
    Draw { answer: bool },
    Takeback { answer: bool },
    Abort,
    Rematch,
}

#[derive(Deserialize)]
struct Envelope {
    /// Echoed in the answer, so a client can match answers to requests.
    #[serde(default)]
    id: Option<Value>,
    #[serde(flatten)]
    request: Request,
}

pub async fn socket<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    Query(query): Query<StreamQuery>,
    headers: HeaderMap,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    caller: Caller,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    if !same_origin(&headers) {
        return Err(ApiError(StatusCode::FORBIDDEN, "a socket from another site's page".into()));
    }
    let feed = Feed::open(app.clone(), id.clone(), caller.0.clone(), query.since).await?;
    let upgrade = upgrade.max_message_size(MESSAGE_LIMIT).max_frame_size(MESSAGE_LIMIT);
    Ok(upgrade.on_upgrade(move |socket| run(app, id, caller.0, peer.ip(), feed, socket)))
}

async fn run<S: Store>(
    app: Arc<App<S>>,
    id: String,
    player: Option<String>,
    ip: std::net::IpAddr,
    mut feed: Feed<S>,
    mut socket: WebSocket,
) {
    loop {
        tokio::select! {
            line = feed.next() => {
                let Some(line) = line else { break };
                if socket.send(Message::Text(line.trim_end().into())).await.is_err() {
                    break;
                }
            }
            message = socket.recv() => {
                let text = match message {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Binary(_))) => {
                        let refusal = json!({"type": "error", "status": 400, "error": "messages are JSON text"});
                        if socket.send(Message::Text(refusal.to_string().into())).await.is_err() { break }
                        continue;
                    }
                    _ => break,
                };
                // Each message counts against the client's rate limit, as a request would.
                let reply = if app.limiter.as_ref().is_some_and(|l| !l.allows(ip)) {
                    app.metrics.limited.inc();
                    json!({"type": "error", "status": 429, "error": "too many requests: slow down"})
                } else {
                    handle(&app, &id, &player, text.as_str()).await
                };
                if socket.send(Message::Text(reply.to_string().into())).await.is_err() {
                    break;
                }
                // A seat just taken: from now on the socket sees the game as that seat.
                if reply["type"] == "ack" && reply["joined"] == true && feed.reseat().await.is_err() {
                    break;
                }
            }
        }
    }
    let _ = futures_util::SinkExt::close(&mut socket).await;
}

/// One message from the client, answered.
async fn handle<S: Store>(app: &Arc<App<S>>, game: &str, player: &Option<String>, text: &str) -> Value {
    let envelope: Envelope = match serde_json::from_str(text) {
        Ok(envelope) => envelope,
        Err(e) => return json!({"type": "error", "status": 400, "error": format!("bad message: {e}")}),
    };
    let joined = matches!(envelope.request, Request::Join { .. });
    let result = async {
        let player = player.clone().ok_or_else(|| {
            ApiError(StatusCode::UNAUTHORIZED, "this needs a player: POST /api/player, then connect again".into())
        })?;
        let request = match envelope.request {
            Request::Move { text, lag } => Act::Move { text: checked_text(text)?, lag_ms: lag.unwrap_or(0) },
            Request::Secret { text } => Act::Secret(checked_text(text)?),
            Request::Join { seat } => Act::Join { seat },
            Request::Resign => Act::Resign,
            Request::Draw { answer } => Act::Draw(answer),
            Request::Takeback { answer } => Act::Takeback(answer),
            Request::Abort => Act::Abort,
            Request::Rematch => Act::Rematch,
        };
        act(app, game, player, request).await
    }
    .await;
    let mut reply = match result {
        Ok(ack) => {
            let mut reply = answer(&ack);
            reply["type"] = json!("ack");
            if joined {
                reply["joined"] = json!(true);
            }
            reply
        }
        Err(ApiError(status, error)) => json!({"type": "error", "status": status.as_u16(), "error": error}),
    };
    if let Some(id) = envelope.id {
        reply["id"] = id;
    }
    reply
}
