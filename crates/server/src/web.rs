//! The browser UI: the files of `web/` (plain ES modules, SVG and CSS, no build step),
//! embedded in the binary. Every page is the one `index.html`; the modules route by the
//! address. The client holds no rules: it draws what the server sends.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

#[derive(rust_embed::Embed)]
#[folder = "../../web/"]
#[exclude = "*.d.ts"]
#[exclude = "jsconfig.json"]
struct Files;

fn file(path: &str) -> Option<Response> {
    let file = Files::get(path)?;
    let mime = file.metadata.mimetype().to_owned();
    let headers = [(header::CONTENT_TYPE, mime), (header::CACHE_CONTROL, "no-cache".to_owned())];
    Some((headers, file.data.into_owned()).into_response())
}

/// `/`, `/game/{id}`, `/rules/...`: the application page.
pub async fn page() -> Response {
    file("index.html").unwrap_or_else(|| (StatusCode::NOT_FOUND, "no web UI in this build").into_response())
}

/// `/static/{path}`: a module, the style sheet, an image.
pub async fn asset(Path(path): Path<String>) -> Response {
    file(&path).unwrap_or_else(|| (StatusCode::NOT_FOUND, "no such file").into_response())
}
