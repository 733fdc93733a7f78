//! The browser UI: the files of `web/` (plain ES modules, SVG and CSS, no build step),
//! embedded in the binary. Every page is the one `index.html`; the modules route by the
//! address. The client holds no rules: it draws what the server sends.

use std::borrow::Cow;
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::http::App;
use crate::store::Store;

#[derive(rust_embed::Embed)]
#[folder = "../../web/"]
#[exclude = "*.d.ts"]
#[exclude = "jsconfig.json"]
struct Files;

/// A file of the UI: from `--web-dir` when given (no `..` can leave it), else the binary's copy.
fn file<S>(app: &App<S>, path: &str) -> Option<Response> {
    let (data, mime): (Cow<'static, [u8]>, String) = match &app.web_dir {
        Some(dir) => {
            if path.split('/').any(|part| part.is_empty() || part.starts_with('.')) {
                return None;
            }
            let data = std::fs::read(dir.join(path)).ok()?;
            (data.into(), mime_guess::from_path(path).first_or_octet_stream().to_string())
        }
        None => {
            let file = Files::get(path)?;
            let mime = file.metadata.mimetype().to_owned();
            (file.data, mime)
        }
    };
    let headers = [(header::CONTENT_TYPE, mime), (header::CACHE_CONTROL, "no-cache".to_owned())];
    Some((headers, data.into_owned()).into_response())
}

/// `/`, `/game/{id}`, `/rules/...`, `/replay`: the application page.
pub async fn page<S: Store>(State(app): State<Arc<App<S>>>) -> Response {
    file(&app, "index.html").unwrap_or_else(|| (StatusCode::NOT_FOUND, "no web UI in this build").into_response())
}

/// `/static/{path}`: a module, the style sheet, an image.
pub async fn asset<S: Store>(State(app): State<Arc<App<S>>>, Path(path): Path<String>) -> Response {
    file(&app, &path).unwrap_or_else(|| (StatusCode::NOT_FOUND, "no such file").into_response())
}
