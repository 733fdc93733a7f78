//! Players: anonymous creation (a token for bots, the same identity in a signed cookie for
//! browsers), claiming a name and password, logging in from another device, and a player's
//! public page (ratings by pool, latest games).

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum_extra::extract::cookie::{Cookie, SameSite, SignedCookieJar};
use serde::Deserialize;
use serde_json::{Value, json};

use super::{ApiError, App, COOKIE, Caller};
use crate::lobby::LobbyError;
use crate::player::{self, AccountError};
use crate::store::Store;

/// How many games a player's page lists.
const RECENT: usize = 20;

impl From<AccountError> for ApiError {
    fn from(e: AccountError) -> ApiError {
        match e {
            AccountError::Bad(m) => ApiError(StatusCode::BAD_REQUEST, m),
            AccountError::Taken => {
                ApiError(StatusCode::CONFLICT, "that name is taken, or this player has a name already".into())
            }
            AccountError::WrongPassword => {
                ApiError(StatusCode::UNAUTHORIZED, "no player by that name and password".into())
            }
            AccountError::Store(e) => LobbyError::Store(e).into(),
        }
    }
}

/// The cookie a browser keeps its player in: signed, unreadable by scripts, sent only from
/// the site's own pages' navigation and requests.
fn identity(app: &App<impl Store>, id: &str) -> SignedCookieJar {
    let cookie = Cookie::build((COOKIE, id.to_owned())).http_only(true).same_site(SameSite::Lax).path("/").permanent();
    SignedCookieJar::new(app.cookie_key.clone()).add(cookie)
}

/// `POST /api/player` → `{"id", "token"}`, and the cookie.
pub async fn new_player<S: Store>(State(app): State<Arc<App<S>>>) -> Result<(SignedCookieJar, Json<Value>), ApiError> {
    let credentials = player::create(&app.store, app.time.now_ms()).await.map_err(LobbyError::Store)?;
    Ok((identity(&app, &credentials.id), Json(json!({"id": credentials.id, "token": credentials.token}))))
}

/// `GET /api/me` → `{"id", "name"}` of the caller; both `null` for nobody yet (a browser's
/// first visit), so a page can ask without an error.
pub async fn me<S: Store>(State(app): State<Arc<App<S>>>, caller: Caller) -> Result<Json<Value>, ApiError> {
    let Some(id) = caller.0 else { return Ok(Json(json!({"id": null, "name": null}))) };
    let page = app.store.player_page(id, 0).await.map_err(LobbyError::Store)?;
    let page = page.ok_or_else(|| ApiError(StatusCode::UNAUTHORIZED, "unknown player".into()))?;
    Ok(Json(json!({"id": page.profile.id, "name": page.profile.name})))
}

#[derive(Deserialize)]
pub struct NameAndPassword {
    name: String,
    password: String,
}

/// `POST /api/account` with `{"name", "password"}`: the caller claims a name.
pub async fn claim<S: Store>(
    State(app): State<Arc<App<S>>>,
    caller: Caller,
    body: Result<Json<NameAndPassword>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let id = caller.required()?;
    let Json(request) = body?;
    player::claim(&app.store, &id, &request.name, &request.password).await?;
    Ok(Json(json!({"id": id, "name": request.name})))
}

/// `POST /api/login` with `{"name", "password"}` → `{"id", "token"}`, and the cookie.
pub async fn login<S: Store>(
    State(app): State<Arc<App<S>>>,
    body: Result<Json<NameAndPassword>, JsonRejection>,
) -> Result<(SignedCookieJar, Json<Value>), ApiError> {
    let Json(request) = body?;
    let credentials = player::login(&app.store, &request.name, &request.password, app.time.now_ms()).await?;
    Ok((identity(&app, &credentials.id), Json(json!({"id": credentials.id, "token": credentials.token}))))
}

/// `POST /api/logout`: the browser forgets its player (tokens stay valid).
pub async fn logout<S: Store>(State(app): State<Arc<App<S>>>) -> (SignedCookieJar, Json<Value>) {
    let jar = SignedCookieJar::new(app.cookie_key.clone()).remove(Cookie::build(COOKIE).path("/"));
    (jar, Json(json!({})))
}

/// `GET /api/players/{id}` → the player's name, ratings by pool and latest games.
pub async fn page<S: Store>(State(app): State<Arc<App<S>>>, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    if id.len() > 64 {
        return Err(ApiError(StatusCode::NOT_FOUND, "no such player".into()));
    }
    let page = app.store.player_page(id, RECENT).await.map_err(LobbyError::Store)?;
    let page = page.ok_or_else(|| ApiError(StatusCode::NOT_FOUND, "no such player".into()))?;
    let ratings: serde_json::Map<String, Value> = page
        .ratings
        .iter()
        .map(|(pool, r)| {
            // lichess's rule: a rating is provisional while its deviation is above 110.
            let rating = json!({
                "rating": r.rating.round(), "deviation": r.deviation.round(), "games": r.games,
                "provisional": r.deviation > 110.0,
            });
            (pool.clone(), rating)
        })
        .collect();
    let recent: Vec<Value> = page.recent.into_iter().map(crate::lobby::listing).collect();
    Ok(Json(json!({
        "id": page.profile.id, "name": page.profile.name, "created": page.profile.created_ms,
        "ratings": ratings, "recent": recent,
    })))
}
