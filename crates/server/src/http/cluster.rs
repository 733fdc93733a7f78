//! Acts for a game another process owns (docs/cluster.md): forwarded to the owner over HTTP,
//! its answer given back as if this process had decided. Only acts travel (moves, joins,
//! secrets, offers, resignations); everything a client reads comes from this process's mirror
//! of the game.
//!
//! The owner's address is in its process id (`random@host:port`, as the lease names it). A
//! forwarded act carries the player id the first process authenticated, and a header only the
//! processes of one database can make (derived from the cookie key kept in it); the owner
//! trusts nothing else, and counts the act against no rate limit (the first process did). A
//! forwarded act is never forwarded again: if it reaches a process that is not the owner (any
//! more), that one takes the game if its owner is gone, or answers 503. An owner that does not
//! answer within [`TIMEOUT`] is not asked again (the act may have been applied): the client
//! gets 503, and its next try asks the store who owns the game now.

use std::sync::Arc;
use std::time::Duration;

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use http_body_util::{BodyExt, Full, Limited};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{ApiError, App, answer};
use crate::live::referee::Act;
use crate::live::{self, Ack, LiveError};
use crate::store::Store;

/// The header that proves a request comes from a process of this cluster.
const HEADER: &str = "x-menagerie-cluster";
/// How long a forwarded act may take at its owner.
const TIMEOUT: Duration = Duration::from_secs(10);
/// The largest answer read from an owner.
const ANSWER_LIMIT: usize = 16 * 1024;

/// The way to the other processes of one database.
pub struct Cluster {
    client: Client<HttpConnector, Full<Bytes>>,
    /// The header's value: a hash of the cookie key, which every process reads from the store.
    secret: String,
}

impl Cluster {
    pub fn new(cookie_key: &[u8]) -> Cluster {
        let mut hash = Sha256::new();
        hash.update(b"menagerie cluster\n");
        hash.update(cookie_key);
        let secret = hash.finalize().iter().map(|b| format!("{b:02x}")).collect();
        let mut connector = HttpConnector::new();
        connector.set_nodelay(true);
        connector.set_connect_timeout(Some(Duration::from_secs(2)));
        Cluster { client: Client::builder(TokioExecutor::new()).build(connector), secret }
    }

    /// Whether a request carries this cluster's header (compared in constant time).
    pub fn trusts(&self, headers: &HeaderMap) -> bool {
        let Some(given) = headers.get(HEADER) else { return false };
        let (given, ours) = (given.as_bytes(), self.secret.as_bytes());
        given.len() == ours.len() && given.iter().zip(ours).fold(0, |d, (a, b)| d | (a ^ b)) == 0
    }
}

/// An act as one process forwards it to another.
#[derive(Serialize, Deserialize)]
struct Forwarded {
    player: String,
    act: Act,
}

/// What a refusal from an owner looks like.
#[derive(Deserialize)]
struct Refusal {
    error: String,
}

/// What an owner answered an accepted act.
#[derive(Deserialize)]
struct Accepted {
    ply: usize,
    seat: Option<usize>,
    rematch: Option<String>,
}

fn not_answered() -> ApiError {
    ApiError(StatusCode::SERVICE_UNAVAILABLE, "the game's server did not answer; try again in a second".into())
}

/// Sends `act` to game `id`'s owner `owner`; its answer.
pub async fn forward<S: Store>(
    app: &Arc<App<S>>,
    id: &str,
    owner: &str,
    player: String,
    act: Act,
) -> Result<Ack, ApiError> {
    // A move says by its ply whether the mirror has it; a join or an offer does not.
    let ply = matches!(act, Act::Move { .. }).then_some(());
    let answer = ask(app, id, owner, player, act).await;
    if let Ok(ack) = &answer {
        live::reached(app, id, ply.map(|()| ack.ply)).await;
    }
    // Whoever the mirror took for the owner is not (or no longer): it asks the store next time.
    if answer.as_ref().is_err_and(|e| e.0 == StatusCode::SERVICE_UNAVAILABLE) {
        live::stale(app, id);
    }
    answer
}

async fn ask<S: Store>(app: &Arc<App<S>>, id: &str, owner: &str, player: String, act: Act) -> Result<Ack, ApiError> {
    let Some((_, addr)) = owner.split_once('@') else { return Err(not_answered()) };
    let body = serde_json::to_vec(&Forwarded { player, act }).map_err(|_| not_answered())?;
    let request = axum::http::Request::post(format!("http://{addr}/internal/games/{id}/act"))
        .header(HEADER, &app.cluster.secret)
        .header(axum::http::header::CONTENT_TYPE, "application/json")
        .body(Full::new(Bytes::from(body)))
        .map_err(|_| not_answered())?;
    let response = match tokio::time::timeout(TIMEOUT, app.cluster.client.request(request)).await {
        Ok(Ok(response)) => response,
        Ok(Err(e)) => {
            eprintln!("game {id}: the act forwarded to {addr} failed: {e}");
            return Err(not_answered());
        }
        Err(_) => {
            eprintln!("game {id}: the act forwarded to {addr} had no answer in {TIMEOUT:?}");
            return Err(not_answered());
        }
    };
    let status = response.status();
    let body = tokio::time::timeout(TIMEOUT, Limited::new(response.into_body(), ANSWER_LIMIT).collect()).await;
    let body = body.ok().and_then(Result::ok).ok_or_else(not_answered)?.to_bytes();
    if status.is_success() {
        let Accepted { ply, seat, rematch } = serde_json::from_slice(&body).map_err(|_| not_answered())?;
        return Ok(Ack { ply, seat, rematch });
    }
    let Refusal { error } = serde_json::from_slice(&body).map_err(|_| not_answered())?;
    Err(ApiError(status, error))
}

/// `POST /internal/games/{id}/act`: an act another process forwarded, decided here as if its
/// player had sent it here, never forwarded again.
pub async fn act_here<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<serde_json::Value>, ApiError> {
    if !app.cluster.trusts(&headers) {
        return Err(ApiError(StatusCode::FORBIDDEN, "for the server's own processes".into()));
    }
    let Forwarded { player, act } =
        serde_json::from_slice(&body).map_err(|e| ApiError(StatusCode::BAD_REQUEST, format!("bad act: {e}")))?;
    let mut decided = super::local_act(&app, &id, &player, &act).await;
    if matches!(decided, Err(LiveError::Owned(_))) {
        // Taken for the owner by another process, and not the owner here: perhaps nobody is.
        live::stale(&app, &id);
        decided = super::local_act(&app, &id, &player, &act).await;
    }
    match decided {
        Ok(ack) => Ok(Json(answer(&ack))),
        Err(LiveError::Owned(_)) => Err(LiveError::Elsewhere.into()),
        Err(e) => Err(e.into()),
    }
}
