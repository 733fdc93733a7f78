//! The HTTP API (docs/api.md): routes, the bearer-token extractor, JSON errors and limits.
//! Every answer is JSON; every refusal is `{"error": "..."}` with a 4xx status that says what
//! was wrong. Nothing here holds game state: it asks the lobby, or a game's task through
//! its handle (live/).

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, FromRequestParts, Path, Query, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;
use tokio::sync::{Semaphore, watch};

use crate::live::clock::Time;
use crate::live::referee::{Act, Refusal};
use crate::live::{self, LiveError, Registry};
use crate::lobby::{self, LobbyError, NewGame};
use crate::store::{Status, Store};

/// The largest request body accepted.
const BODY_LIMIT: usize = 16 * 1024;
/// The largest record `POST /api/import` accepts.
const RECORD_LIMIT: usize = 1024 * 1024;
/// The longest move or secret text in a path.
const TEXT_LIMIT: usize = 256;
/// A stream sends at least one line this often.
const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(10);

pub struct App<S> {
    pub store: S,
    /// The address clients reach the server by, for invite links.
    pub public_url: String,
    /// The games in play in this process.
    pub live: Registry,
    pub time: Time,
    /// Computer searches running at once: one per core.
    pub computers: Arc<Semaphore>,
    /// Turns true when the server stops: streams end, tasks stop.
    pub closing: watch::Receiver<bool>,
}

impl<S: Store> App<S> {
    pub fn new(store: S, public_url: String, time: Time, closing: watch::Receiver<bool>) -> App<S> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        App { store, public_url, live: Registry::default(), time, computers: Arc::new(Semaphore::new(cores)), closing }
    }
}

/// A refusal: a status and what to tell the client.
pub struct ApiError(StatusCode, String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({"error": self.1}))).into_response()
    }
}

impl From<LobbyError> for ApiError {
    fn from(e: LobbyError) -> ApiError {
        match e {
            LobbyError::Bad(m) => ApiError(StatusCode::BAD_REQUEST, m),
            LobbyError::NotFound => ApiError(StatusCode::NOT_FOUND, "no such game".into()),
            LobbyError::Conflict(m) => ApiError(StatusCode::CONFLICT, m),
            LobbyError::Store(e) => {
                eprintln!("store: {e}");
                ApiError(StatusCode::INTERNAL_SERVER_ERROR, "the server could not store that; try again".into())
            }
        }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(e: JsonRejection) -> ApiError {
        // Axum's own status: 400 or 422 for bad JSON, 413 for a body over the limit, 415 without
        // the JSON content type.
        let status = if e.status() == StatusCode::UNPROCESSABLE_ENTITY { StatusCode::BAD_REQUEST } else { e.status() };
        ApiError(status, format!("bad JSON body: {}", e.body_text()))
    }
}

/// The caller, if it sent `Authorization: Bearer <token>` for a known player. A token that is
/// sent but unknown is refused rather than treated as no token.
pub struct Caller(pub Option<String>);

impl<S: Store> FromRequestParts<Arc<App<S>>> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App<S>>) -> Result<Caller, ApiError> {
        let Some(header) = parts.headers.get(axum::http::header::AUTHORIZATION) else { return Ok(Caller(None)) };
        let token =
            header.to_str().ok().and_then(|h| h.strip_prefix("Bearer ")).ok_or_else(|| {
                ApiError(StatusCode::UNAUTHORIZED, "the Authorization header is 'Bearer <token>'".into())
            })?;
        match crate::player::by_token(&app.store, token.trim()).await {
            Ok(Some(player)) => Ok(Caller(Some(player.id))),
            Ok(None) => Err(ApiError(StatusCode::UNAUTHORIZED, "unknown token".into())),
            Err(e) => Err(LobbyError::Store(e).into()),
        }
    }
}

impl Caller {
    fn required(self) -> Result<String, ApiError> {
        self.0.ok_or_else(|| ApiError(StatusCode::UNAUTHORIZED, "this needs a player's token: POST /api/player".into()))
    }
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

impl From<LiveError> for ApiError {
    fn from(e: LiveError) -> ApiError {
        match e {
            LiveError::NotFound => ApiError(StatusCode::NOT_FOUND, "no such game".into()),
            LiveError::Refused(Refusal::Bad(m)) => ApiError(StatusCode::BAD_REQUEST, m),
            LiveError::Refused(Refusal::Forbidden(m)) => ApiError(StatusCode::FORBIDDEN, m),
            LiveError::Refused(Refusal::Conflict(m)) => ApiError(StatusCode::CONFLICT, m),
            LiveError::Store(e) => LobbyError::Store(e).into(),
        }
    }
}

pub fn router<S: Store>(app: Arc<App<S>>) -> Router {
    Router::new()
        .route("/api/player", post(new_player::<S>))
        .route("/api/games", post(new_game::<S>).get(list_games::<S>))
        .route("/api/games/{id}", get(view::<S>))
        .route("/api/games/{id}/stream", get(stream::<S>))
        .route("/api/games/{id}/record", get(record::<S>))
        .route("/api/games/{id}/join", post(join::<S>))
        .route("/api/games/{id}/move/{text}", post(play::<S>))
        .route("/api/games/{id}/secret/{text}", post(secret::<S>))
        .route("/api/games/{id}/resign", post(simple::<S, 0>))
        .route("/api/games/{id}/abort", post(simple::<S, 1>))
        .route("/api/games/{id}/rematch", post(simple::<S, 2>))
        .route("/api/games/{id}/draw/{answer}", post(offer::<S, 0>))
        .route("/api/games/{id}/takeback/{answer}", post(offer::<S, 1>))
        .route("/api/import", post(import::<S>).layer(DefaultBodyLimit::max(RECORD_LIMIT)))
        .fallback(|| async { ApiError(StatusCode::NOT_FOUND, "no such route".into()) })
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(app)
}

async fn new_player<S: Store>(State(app): State<Arc<App<S>>>) -> Result<Json<serde_json::Value>, ApiError> {
    let credentials = crate::player::create(&app.store, now_ms()).await.map_err(LobbyError::Store)?;
    Ok(Json(json!({"id": credentials.id, "token": credentials.token})))
}

async fn new_game<S: Store>(
    State(app): State<Arc<App<S>>>,
    caller: Caller,
    body: Result<Json<NewGame>, JsonRejection>,
) -> Result<(StatusCode, Json<serde_json::Value>), ApiError> {
    let Json(request) = body?;
    let (id, seat) = lobby::create(&app.store, caller.0.as_deref(), request, now_ms()).await?;
    let invite = format!("{}/game/{id}", app.public_url);
    Ok((StatusCode::CREATED, Json(json!({"id": id, "seat": seat, "invite": invite}))))
}

#[derive(Deserialize)]
struct LobbyQuery {
    status: Option<String>,
}

async fn list_games<S: Store>(
    State(app): State<Arc<App<S>>>,
    Query(query): Query<LobbyQuery>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let status = match query.status.as_deref() {
        None => Status::Open,
        Some(text) => Status::parse(text)
            .ok_or_else(|| ApiError(StatusCode::BAD_REQUEST, "status is open, playing or ended".into()))?,
    };
    Ok(Json(json!(lobby::list(&app.store, status).await?)))
}

#[derive(Deserialize, Default)]
struct JoinRequest {
    seat: Option<usize>,
}

/// Sends `act` to game `id` for the caller; the answer once it is committed.
async fn act<S: Store>(app: &Arc<App<S>>, id: &str, player: String, act: Act) -> Result<live::Ack, ApiError> {
    let player = Some(player);
    let answer =
        live::send(app, id, |reply| live::Command::Act { player: player.clone(), act: act.clone(), reply }).await?;
    Ok(answer?)
}

async fn join<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    caller: Caller,
    body: axum::body::Bytes,
) -> Result<Json<serde_json::Value>, ApiError> {
    let player = caller.required()?;
    // The body is optional: an empty one (with or without a JSON content type) takes any seat.
    let seat = if body.iter().all(u8::is_ascii_whitespace) {
        None
    } else {
        let request: JoinRequest = serde_json::from_slice(&body)
            .map_err(|e| ApiError(StatusCode::BAD_REQUEST, format!("bad JSON body: {e}")))?;
        request.seat
    };
    let ack = act(&app, &id, player, Act::Join { seat }).await?;
    Ok(Json(json!({"seat": ack.seat})))
}

#[derive(Deserialize, Default)]
struct MoveQuery {
    /// The lag the client measured (ms), forgiven from its quota on a real-time clock.
    lag: Option<i64>,
}

fn checked_text(text: String) -> Result<String, ApiError> {
    if text.len() > TEXT_LIMIT {
        return Err(ApiError(StatusCode::BAD_REQUEST, format!("text is at most {TEXT_LIMIT} bytes")));
    }
    Ok(text)
}

async fn play<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path((id, text)): Path<(String, String)>,
    Query(query): Query<MoveQuery>,
    caller: Caller,
) -> Result<Json<serde_json::Value>, ApiError> {
    let player = caller.required()?;
    let text = checked_text(text)?;
    let ack = act(&app, &id, player, Act::Move { text, lag_ms: query.lag.unwrap_or(0) }).await?;
    Ok(Json(json!({"ply": ack.ply})))
}

async fn secret<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path((id, text)): Path<(String, String)>,
    caller: Caller,
) -> Result<Json<serde_json::Value>, ApiError> {
    let player = caller.required()?;
    let text = checked_text(text)?;
    let ack = act(&app, &id, player, Act::Secret(text)).await?;
    Ok(Json(json!({"ply": ack.ply})))
}

/// `/resign` (0), `/abort` (1), `/rematch` (2).
async fn simple<S: Store, const WHAT: u8>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    caller: Caller,
) -> Result<Json<serde_json::Value>, ApiError> {
    let player = caller.required()?;
    let what = match WHAT {
        0 => Act::Resign,
        1 => Act::Abort,
        _ => Act::Rematch,
    };
    let ack = act(&app, &id, player, what).await?;
    let mut answer = json!({"ply": ack.ply});
    if let Some(id) = ack.rematch {
        answer["rematch"] = json!(id);
    }
    Ok(Json(answer))
}

/// `/draw/yes|no` (0), `/takeback/yes|no` (1).
async fn offer<S: Store, const WHAT: u8>(
    State(app): State<Arc<App<S>>>,
    Path((id, answer)): Path<(String, String)>,
    caller: Caller,
) -> Result<Json<serde_json::Value>, ApiError> {
    let player = caller.required()?;
    let yes = match answer.as_str() {
        "yes" => true,
        "no" => false,
        _ => return Err(ApiError(StatusCode::BAD_REQUEST, "the answer is yes or no".into())),
    };
    let what = if WHAT == 0 { Act::Draw(yes) } else { Act::Takeback(yes) };
    let ack = act(&app, &id, player, what).await?;
    Ok(Json(json!({"ply": ack.ply})))
}

async fn view<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    caller: Caller,
) -> Result<Json<serde_json::Value>, ApiError> {
    let player = caller.0;
    Ok(Json(live::send(&app, &id, |reply| live::Command::View { player: player.clone(), reply }).await?))
}

async fn record<S: Store>(State(app): State<Arc<App<S>>>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let text = live::send(&app, &id, |reply| live::Command::Record { reply }).await?;
    let text =
        text.ok_or_else(|| ApiError(StatusCode::CONFLICT, "the game has not begun: armies are being chosen".into()))?;
    Ok(([(axum::http::header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

async fn import<S: Store>(
    State(app): State<Arc<App<S>>>,
    body: String,
) -> Result<(StatusCode, Json<serde_json::Value>), ApiError> {
    let id = lobby::import(&app.store, &body, now_ms()).await?;
    Ok((StatusCode::CREATED, Json(json!({"id": id}))))
}

#[derive(Deserialize, Default)]
struct StreamQuery {
    since: Option<usize>,
}

/// `GET /api/games/{id}/stream`: NDJSON, the game as the caller may see it, then a line for
/// every change and `{"type":"ping"}` at least every 10 s. A stream that falls behind gets
/// the full game again.
async fn stream<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    Query(query): Query<StreamQuery>,
    caller: Caller,
) -> Result<Response, ApiError> {
    let player = caller.0;
    let subscribe = |since| {
        let player = player.clone();
        move |reply| live::Command::Subscribe { player: player.clone(), since, reply }
    };
    let first = live::send(&app, &id, subscribe(query.since)).await?;
    let state = (first, std::collections::VecDeque::<Arc<str>>::new(), app.clone(), id, player.clone());
    let lines = futures_util::stream::unfold(Some(state), move |state| async move {
        let (mut sub, mut pending, app, id, player) = state?;
        pending.extend(sub.lines.drain(..));
        if let Some(line) = pending.pop_front() {
            return Some((Ok::<_, std::convert::Infallible>(line.to_string()), Some((sub, pending, app, id, player))));
        }
        let mut closing = app.closing.clone();
        if *closing.borrow() {
            return None;
        }
        let class = sub.seat.unwrap_or(usize::MAX);
        tokio::select! {
            update = sub.updates.recv() => match update {
                Ok(update) => {
                    let line = update.lines.get(class).or(update.lines.last()).cloned()?;
                    Some((Ok(line.to_string()), Some((sub, pending, app, id, player))))
                }
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                    // Fell behind: start again from the full game.
                    let again = live::send(&app, &id, |reply| live::Command::Subscribe { player: player.clone(), since: None, reply }).await.ok()?;
                    Some((Ok(String::new()), Some((again, pending, app, id, player))))
                }
                Err(_) => None,
            },
            () = tokio::time::sleep(KEEP_ALIVE) => Some((Ok("{\"type\":\"ping\"}\n".to_owned()), Some((sub, pending, app, id, player)))),
            _ = closing.changed() => None,
        }
    });
    let body = axum::body::Body::from_stream(lines);
    Ok(([(axum::http::header::CONTENT_TYPE, "application/x-ndjson")], body).into_response())
}
