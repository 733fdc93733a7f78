//! The HTTP API (docs/api.md): routes, the caller (a bearer token or the signed cookie),
//! JSON errors and limits. Every answer is JSON; every refusal is `{"error": "..."}` with a
//! 4xx status that says what was wrong. Nothing here holds game state: it asks the lobby, or
//! a game's task through its handle (live/). `accounts.rs` has the player routes, `socket.rs`
//! the WebSocket, `limit.rs` the rate limit, `rules.rs` the rules pages and `/api/legal`.

mod accounts;
mod cluster;
pub mod limit;
pub mod rules;
mod socket;

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, FromRequestParts, Path, Query, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::cookie::{Key, SignedCookieJar};
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
/// The cookie that carries a browser's player id, signed with the server's key.
pub const COOKIE: &str = "menagerie";

pub struct App<S> {
    pub store: S,
    /// The address clients reach the server by, for invite links.
    pub public_url: String,
    /// The games in play in this process.
    pub live: Registry,
    pub time: Time,
    /// How long the server was down before this process started.
    pub downtime: crate::live::clock::Downtime,
    /// Computer searches running at once: one per core.
    pub computers: Arc<Semaphore>,
    /// Turns true when the server stops: streams end, tasks stop.
    pub closing: watch::Receiver<bool>,
    pub metrics: crate::metrics::Metrics,
    /// `None`: no rate limit.
    pub limiter: Option<limit::Limiter>,
    /// `Some`: the web UI's files are read from this folder, not from the binary.
    pub web_dir: Option<std::path::PathBuf>,
    pub cookie_key: Key,
    /// This process's id, as the owner of the games' leases it holds: random at each start,
    /// then `@` and the address other processes reach it at (`random@host:port`).
    pub owner: String,
    /// The way to the other processes on the same database (acts forwarded to their games).
    pub cluster: cluster::Cluster,
}

impl<S: Store> App<S> {
    pub async fn new(
        store: S,
        public_url: String,
        settings: crate::Settings,
        closing: watch::Receiver<bool>,
    ) -> Result<App<S>, crate::store::StoreError> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let key = store.cookie_key().await?;
        let cookie_key = Key::try_from(key.as_slice())
            .map_err(|e| crate::store::StoreError::Database(format!("the cookie key: {e}")))?;
        let started_ms = settings.time.now_ms();
        let last_alive = store.last_alive().await?;
        let downtime =
            crate::live::clock::Downtime { started_ms, ms: last_alive.map_or(0, |alive| (started_ms - alive).max(0)) };
        Ok(App {
            store,
            public_url,
            live: Registry::default(),
            time: settings.time,
            downtime,
            computers: Arc::new(Semaphore::new(cores)),
            closing,
            metrics: Default::default(),
            limiter: settings.rate_limit.map(limit::Limiter::new),
            web_dir: settings.web_dir,
            cookie_key,
            owner: format!("{}@{}", process_id()?, settings.cluster_addr.map(|a| a.to_string()).unwrap_or_default()),
            cluster: cluster::Cluster::new(&key),
        })
    }
}

/// A random id for this process (16 hex digits).
fn process_id() -> Result<String, crate::store::StoreError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| crate::store::StoreError::Database(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
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

/// The caller's player id: from `Authorization: Bearer <token>` (bots, scripts), or else from
/// the signed cookie (browsers). A token that is sent but unknown is refused rather than
/// treated as no token. (A cookie acts only from the server's own pages: `same_site_only`.)
pub struct Caller(pub Option<String>);

impl<S: Store> FromRequestParts<Arc<App<S>>> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App<S>>) -> Result<Caller, ApiError> {
        let Some(header) = parts.headers.get(axum::http::header::AUTHORIZATION) else {
            let jar = SignedCookieJar::from_headers(&parts.headers, app.cookie_key.clone());
            let Some(cookie) = jar.get(COOKIE) else { return Ok(Caller(None)) };
            return Ok(Caller(Some(cookie.value().to_owned())));
        };
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

/// Refuses every request that changes something when a browser says it comes from another
/// site's page (CSRF): with the cookie it would act for the visitor, and without one it could
/// still replace or remove the visitor's identity.
async fn same_site_only(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let reads = matches!(*request.method(), axum::http::Method::GET | axum::http::Method::HEAD);
    if !reads && !same_origin(request.headers()) {
        return ApiError(StatusCode::FORBIDDEN, "a request from another site's page".into()).into_response();
    }
    next.run(request).await
}

/// Whether a request comes from a page of this server (or from no page at all: a bot): its
/// `Origin`, when a browser sent one, names the host the request was sent to.
pub fn same_origin(headers: &axum::http::HeaderMap) -> bool {
    let Some(origin) = headers.get(axum::http::header::ORIGIN) else { return true };
    let host = headers.get(axum::http::header::HOST).and_then(|h| h.to_str().ok());
    let origin_host = origin.to_str().ok().and_then(|o| o.split_once("://")).map(|(_, host)| host);
    matches!((origin_host, host), (Some(a), Some(b)) if a.eq_ignore_ascii_case(b))
}

impl Caller {
    fn required(self) -> Result<String, ApiError> {
        self.0.ok_or_else(|| ApiError(StatusCode::UNAUTHORIZED, "this needs a player's token: POST /api/player".into()))
    }
}

impl From<LiveError> for ApiError {
    fn from(e: LiveError) -> ApiError {
        match e {
            LiveError::NotFound => ApiError(StatusCode::NOT_FOUND, "no such game".into()),
            LiveError::Refused(Refusal::Bad(m)) => ApiError(StatusCode::BAD_REQUEST, m),
            LiveError::Refused(Refusal::Forbidden(m)) => ApiError(StatusCode::FORBIDDEN, m),
            LiveError::Refused(Refusal::Conflict(m)) => ApiError(StatusCode::CONFLICT, m),
            LiveError::Elsewhere | LiveError::Owned(_) => ApiError(
                StatusCode::SERVICE_UNAVAILABLE,
                "the game is being moved between server processes; try again in a second".into(),
            ),
            LiveError::Store(e) => LobbyError::Store(e).into(),
        }
    }
}

pub fn router<S: Store>(app: Arc<App<S>>) -> Router {
    Router::new()
        .route("/api/player", post(accounts::new_player::<S>))
        .route("/api/me", get(accounts::me::<S>))
        .route("/api/account", post(accounts::claim::<S>))
        .route("/api/login", post(accounts::login::<S>))
        .route("/api/logout", post(accounts::logout::<S>))
        .route("/api/players/{id}", get(accounts::page::<S>))
        .route("/api/games/{id}/socket", get(socket::socket::<S>))
        .route("/metrics", get(metrics::<S>))
        .route("/", get(crate::web::page::<S>))
        .route("/game/{id}", get(crate::web::page::<S>))
        .route("/rules", get(crate::web::page::<S>))
        .route("/rules/{variant}", get(crate::web::page::<S>))
        .route("/replay", get(crate::web::page::<S>))
        .route("/static/{*path}", get(crate::web::asset::<S>))
        .route("/api/games", post(new_game::<S>).get(list_games::<S>))
        .route("/api/games/{id}", get(view::<S>))
        .route("/api/games/{id}/stream", get(stream::<S>))
        .route("/api/games/{id}/record", get(record::<S>))
        .route("/api/games/{id}/positions", get(positions::<S>))
        .route("/api/games/{id}/join", post(join::<S>))
        .route("/api/games/{id}/move/{text}", post(play::<S>))
        .route("/api/games/{id}/secret/{text}", post(secret::<S>))
        .route("/api/games/{id}/resign", post(simple::<S, 0>))
        .route("/api/games/{id}/abort", post(simple::<S, 1>))
        .route("/api/games/{id}/rematch", post(simple::<S, 2>))
        .route("/api/games/{id}/draw/{answer}", post(offer::<S, 0>))
        .route("/api/games/{id}/takeback/{answer}", post(offer::<S, 1>))
        .route("/api/rules", get(rules::index))
        .route("/api/rules/{variant}", get(rules::page))
        .route("/api/legal", get(rules::legal))
        .route("/api/import", post(import::<S>).layer(DefaultBodyLimit::max(RECORD_LIMIT)))
        .route("/internal/games/{id}/act", post(cluster::act_here::<S>))
        .fallback(|| async { ApiError(StatusCode::NOT_FOUND, "no such route".into()) })
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(axum::middleware::map_response(json_errors))
        .layer(axum::middleware::from_fn(same_site_only))
        .layer(axum::middleware::from_fn_with_state(app.clone(), limit::limit::<S>))
        .with_state(app)
}

/// Every refusal is JSON, including those axum's extractors make in plain text (a path that is
/// not UTF-8, a bad query string, a failed WebSocket upgrade).
async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let json = response
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .is_some_and(|t| t.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || json {
        return response;
    }
    let body = axum::body::to_bytes(response.into_body(), BODY_LIMIT).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&body).trim().to_owned();
    let text = if text.is_empty() { status.canonical_reason().unwrap_or("refused").to_lowercase() } else { text };
    ApiError(status, text).into_response()
}

async fn metrics<S: Store>(State(app): State<Arc<App<S>>>) -> Response {
    let text = app.metrics.render(app.live.len());
    ([(axum::http::header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], text).into_response()
}

async fn new_game<S: Store>(
    State(app): State<Arc<App<S>>>,
    caller: Caller,
    body: Result<Json<NewGame>, JsonRejection>,
) -> Result<(StatusCode, Json<serde_json::Value>), ApiError> {
    let Json(request) = body?;
    let (id, seat) = lobby::create(&app.store, caller.0.as_deref(), request, app.time.now_ms()).await?;
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

/// Sends `act` to game `id` for the caller (forwarded to the process that owns the game, if
/// another does); the answer once it is committed.
async fn act<S: Store>(app: &Arc<App<S>>, id: &str, player: String, act: Act) -> Result<live::Ack, ApiError> {
    let started = std::time::Instant::now();
    let answer = match local_act(app, id, &player, &act).await {
        Err(LiveError::Owned(owner)) => cluster::forward(app, id, &owner, player, act).await,
        answer => answer.map_err(ApiError::from),
    };
    app.metrics.act_seconds.observe(started.elapsed().as_secs_f64());
    answer
}

/// Sends `act` to game `id`'s task in this process: `Owned` if it is a mirror.
async fn local_act<S: Store>(app: &Arc<App<S>>, id: &str, player: &str, act: &Act) -> Result<live::Ack, LiveError> {
    let player = Some(player.to_owned());
    live::send(app, id, |reply| live::Command::Act { player: player.clone(), act: act.clone(), reply }).await?
}

/// What an accepted act answers: its ply, and the seat taken or the rematch made.
fn answer(ack: &live::Ack) -> serde_json::Value {
    let mut answer = json!({"ply": ack.ply});
    if let Some(seat) = ack.seat {
        answer["seat"] = json!(seat);
    }
    if let Some(id) = &ack.rematch {
        answer["rematch"] = json!(id);
    }
    answer
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
    Ok(Json(answer(&ack)))
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
    let text = text.ok_or_else(|| {
        ApiError(StatusCode::CONFLICT, "the game has not begun: seats or secret choices are still open".into())
    })?;
    Ok(([(axum::http::header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// `GET /api/games/{id}/positions`: the view FEN after each action, as the caller saw it.
async fn positions<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    caller: Caller,
) -> Result<Json<serde_json::Value>, ApiError> {
    let player = caller.0;
    let fens = live::send(&app, &id, |reply| live::Command::Positions { player: player.clone(), reply }).await?;
    Ok(Json(json!({"fens": fens})))
}

async fn import<S: Store>(
    State(app): State<Arc<App<S>>>,
    body: String,
) -> Result<(StatusCode, Json<serde_json::Value>), ApiError> {
    let id = lobby::import(&app.store, &body, app.time.now_ms()).await?;
    Ok((StatusCode::CREATED, Json(json!({"id": id}))))
}

#[derive(Deserialize, Default)]
struct StreamQuery {
    since: Option<usize>,
}

/// `GET /api/games/{id}/stream`: NDJSON, the game as the caller may see it, then a line for
/// every change and `{"type":"ping"}` at least every 10 s (live::Feed).
async fn stream<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    Query(query): Query<StreamQuery>,
    caller: Caller,
) -> Result<Response, ApiError> {
    let feed = live::Feed::open(app, id, caller.0, query.since).await?;
    let lines = futures_util::stream::unfold(feed, |mut feed| async move {
        let line = feed.next().await?;
        Some((Ok::<_, std::convert::Infallible>(line.to_string()), feed))
    });
    let body = axum::body::Body::from_stream(lines);
    Ok(([(axum::http::header::CONTENT_TYPE, "application/x-ndjson")], body).into_response())
}
