//! The HTTP API (docs/api.md): routes, the bearer-token extractor, JSON errors and limits.
//! Every answer is JSON; every refusal is `{"error": "..."}` with a 4xx status that says what
//! was wrong. Nothing here holds game state: it asks the lobby (and, later, a game's task).

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, FromRequestParts, Path, Query, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use crate::lobby::{self, LobbyError, NewGame};
use crate::store::{Status, Store};

/// The largest request body accepted.
const BODY_LIMIT: usize = 16 * 1024;

pub struct App<S> {
    pub store: S,
    /// The address clients reach the server by, for invite links.
    pub public_url: String,
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

pub fn router<S: Store>(app: Arc<App<S>>) -> Router {
    Router::new()
        .route("/api/player", post(new_player::<S>))
        .route("/api/games", post(new_game::<S>).get(list_games::<S>))
        .route("/api/games/{id}/join", post(join::<S>))
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

async fn join<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(id): Path<String>,
    caller: Caller,
    body: Option<Json<JoinRequest>>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let player = caller.required()?;
    let seat = body.map(|Json(b)| b.seat).unwrap_or_default();
    let seat = lobby::join(&app.store, &id, &player, seat, now_ms()).await?;
    Ok(Json(json!({"seat": seat})))
}
