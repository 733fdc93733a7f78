//! The rules pages: `docs/rules/*.md`, embedded in the binary and rendered to HTML, so the
//! pages players read in the browser are the files in the repository. Diagrams are fenced
//! code blocks that still read as text in the Markdown:
//!
//! ````text
//! ```board <variant>
//! <FEN>
//! caption
//! ```
//! ```moves <variant> <square>
//! <FEN with the piece on <square>, its owner to move>
//! caption
//! ```
//! ````
//!
//! Each becomes a `<figure class="diagram">` that web/rules.js draws with the game's board
//! renderer. For a `moves` figure the server lists the piece's legal destinations from the
//! rules crate (`data-targets`), so the page holds no rules. `GET /api/legal` answers the same
//! question for any position.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use axum::Json;
use axum::extract::{Path, Query};
use axum::http::StatusCode;
use menagerie_rules::geometry::{Coord, parse_coord};
use menagerie_rules::{Position, Variant, legal_texts, with_variant};
use pulldown_cmark::{CodeBlockKind, CowStr, Event, Options, Parser, Tag, TagEnd};
use serde::Deserialize;
use serde_json::json;

use super::ApiError;

#[derive(rust_embed::Embed)]
#[folder = "../../docs/rules/"]
#[include = "*.md"]
struct Pages;

/// The longest FEN `/api/legal` reads (Monster Bluff's start is about 1,000 bytes).
const FEN_LIMIT: usize = 4096;

/// `GET /api/rules`: the index page and every variant with a rules page, in the usual order.
pub async fn index() -> Result<Json<serde_json::Value>, ApiError> {
    let variants: Vec<_> =
        Variant::ALL.iter().filter_map(|v| Some(json!({"id": v.id(), "title": title(&source(v.id())?)}))).collect();
    let intro = source("README").map(|text| render(&text)).unwrap_or_default();
    Ok(Json(json!({"title": "How to play", "html": intro, "variants": variants})))
}

/// `GET /api/rules/{variant}`: `{"title", "html"}`.
pub async fn page(Path(variant): Path<String>) -> Result<Json<serde_json::Value>, ApiError> {
    let known = variant.parse::<Variant>().is_ok();
    let text = source(&variant).filter(|_| known).ok_or_else(|| {
        let shown: String = variant.chars().take(40).collect();
        ApiError(StatusCode::NOT_FOUND, format!("no rules page for '{shown}'"))
    })?;
    Ok(Json(json!({"title": title(&text), "html": render(&text)})))
}

#[derive(Deserialize)]
pub struct LegalQuery {
    variant: String,
    fen: String,
}

/// `GET /api/legal?variant=V&fen=F`: every legal action's move text in that position.
pub async fn legal(
    query: Result<Query<LegalQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let Query(query) =
        query.map_err(|_| ApiError(StatusCode::BAD_REQUEST, "the query is ?variant=<id>&fen=<FEN>".into()))?;
    let variant = parse_variant(&query.variant).map_err(|m| ApiError(StatusCode::BAD_REQUEST, m))?;
    if query.fen.len() > FEN_LIMIT {
        return Err(ApiError(StatusCode::BAD_REQUEST, format!("a FEN is at most {FEN_LIMIT} bytes")));
    }
    let legal = with_variant!(variant, P => P::from_fen(&query.fen).map(|p| legal_texts(&p)))
        .map_err(|e| ApiError(StatusCode::BAD_REQUEST, format!("bad FEN: {e}")))?;
    Ok(Json(json!({"legal": legal})))
}

fn parse_variant(id: &str) -> Result<Variant, String> {
    id.parse::<Variant>().map_err(|_| {
        let known: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        format!("unknown variant '{}' (known: {})", id.chars().take(40).collect::<String>(), known.join(", "))
    })
}

/// The Markdown of page `name` (`chess`, `README`).
fn source(name: &str) -> Option<String> {
    if !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
        return None;
    }
    let file = Pages::get(&format!("{name}.md"))?;
    String::from_utf8(file.data.into_owned()).ok()
}

/// The page's first `# ` heading.
fn title(markdown: &str) -> String {
    markdown.lines().find_map(|l| l.strip_prefix("# ")).unwrap_or("Rules").trim().to_owned()
}

/// The page as HTML: diagrams become figures, links stay inside the rules pages.
pub fn render(markdown: &str) -> String {
    let mut events = Vec::new();
    let mut parser = Parser::new_ext(markdown, Options::ENABLE_TABLES).peekable();
    while let Some(event) = parser.next() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) if Diagram::is_one(&info) => {
                let mut body = String::new();
                for event in parser.by_ref() {
                    match event {
                        Event::Text(text) => body.push_str(&text),
                        Event::End(TagEnd::CodeBlock) => break,
                        _ => {}
                    }
                }
                events.push(Event::Html(figure(&info, &body).into()));
            }
            Event::Start(Tag::Link { link_type, dest_url, title, id }) => match page_link(&dest_url) {
                Some(url) => events.push(Event::Start(Tag::Link { link_type, dest_url: url.into(), title, id })),
                // A link that would leave the rules pages: its text alone.
                None => {
                    let mut depth = 1;
                    for event in parser.by_ref() {
                        match event {
                            Event::Start(Tag::Link { .. }) => depth += 1,
                            Event::End(TagEnd::Link) if depth == 1 => break,
                            Event::End(TagEnd::Link) => depth -= 1,
                            other => events.push(other),
                        }
                    }
                }
            },
            Event::Html(html) | Event::InlineHtml(html) => events.push(Event::Text(html)),
            other => events.push(other),
        }
    }
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    html
}

/// Where a link of a rules page goes in the browser: `chess.md` → `/rules/chess`,
/// `README.md` → `/rules`, `#anchor` stays; anything else (other docs, other sites) → `None`.
fn page_link(url: &CowStr) -> Option<String> {
    if url.starts_with('#') {
        return Some(url.to_string());
    }
    let (path, anchor) = url.split_once('#').map_or((&**url, ""), |(p, a)| (p, a));
    let name = path.strip_prefix("./").unwrap_or(path).strip_suffix(".md")?;
    let anchor = if anchor.is_empty() { String::new() } else { format!("#{anchor}") };
    if name == "README" {
        return Some(format!("/rules{anchor}"));
    }
    name.parse::<Variant>().ok().map(|v| format!("/rules/{}{anchor}", v.id()))
}

/// A diagram block, read.
struct Diagram {
    variant: Variant,
    fen: String,
    /// `moves` blocks: the piece's square.
    square: Option<String>,
    caption: String,
}

impl Diagram {
    fn is_one(info: &str) -> bool {
        matches!(info.split_whitespace().next(), Some("board" | "moves"))
    }

    fn read(info: &str, body: &str) -> Result<Diagram, String> {
        let words: Vec<&str> = info.split_whitespace().collect();
        let (kind, variant, square) = match words.as_slice() {
            ["board", variant] => ("board", *variant, None),
            ["moves", variant, square] => ("moves", *variant, Some(square.to_string())),
            _ => return Err(format!("'{info}': write 'board <variant>' or 'moves <variant> <square>'")),
        };
        let variant = parse_variant(variant)?;
        let mut lines = body.lines().map(str::trim).filter(|l| !l.is_empty());
        let fen = lines.next().ok_or(format!("{kind} block without a FEN"))?.to_owned();
        let caption = lines.collect::<Vec<_>>().join(" ");
        with_variant!(variant, P => P::from_fen(&fen).map(|_| ())).map_err(|e| format!("bad FEN '{fen}': {e}"))?;
        Ok(Diagram { variant, fen, square, caption })
    }

    /// The squares the piece on `square` may go to (move text's names), each once.
    fn targets(&self, square: &str) -> Result<Vec<String>, String> {
        let texts = with_variant!(self.variant, P => {
            // Read (and so checked) in `Diagram::read`.
            P::from_fen(&self.fen).map(|position| legal_texts(&position)).unwrap_or_default()
        });
        let mut targets = Vec::new();
        for text in &texts {
            let Some(rest) = text.trim_start_matches('+').strip_prefix(square) else { continue };
            let target = if let Some(to) = rest.strip_prefix('-') {
                to.split(['=', '+']).next().unwrap_or_default()
            } else if rest.starts_with('=') {
                // A disk turned over where it stands.
                square
            } else {
                continue;
            };
            if target != "off" && !targets.iter().any(|t| t == target) {
                targets.push(target.to_owned());
            }
        }
        if self.variant == Variant::GiantKing && giant_king_at(&self.fen, square) {
            targets = giant_king_reach(square, &targets);
        }
        if targets.is_empty() {
            return Err(format!("no legal move starts on {square} in '{}'", self.fen));
        }
        Ok(targets)
    }
}

/// Whether a Giant-King stands on `square` (FEN letters stand on all four of its squares).
fn giant_king_at(fen: &str, square: &str) -> bool {
    let Some(at) = parse_coord(square) else { return false };
    let board = fen.split([' ', '[']).next().unwrap_or_default();
    let rows: Vec<&str> = board.split('/').collect();
    let Some(row) = rows.len().checked_sub(usize::from(at.rank) + 1).and_then(|i| rows.get(i)) else { return false };
    let (mut file, mut run) = (0usize, 0usize);
    for c in row.chars() {
        if let Some(d) = c.to_digit(10) {
            run = run * 10 + d as usize;
            continue;
        }
        file += run;
        run = 0;
        if c == '+' {
            continue;
        }
        if file == usize::from(at.file) {
            return c.eq_ignore_ascii_case(&'k');
        }
        file += 1;
    }
    false
}

/// A Giant-King's steps, named by lower-left squares, as the squares the king newly covers:
/// a ring around it that shows where it can reach.
fn giant_king_reach(from: &str, corners: &[String]) -> Vec<String> {
    let block =
        |c: Coord| [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(df, dr)| Coord::new(c.file + df, c.rank + dr).to_string());
    let own: BTreeSet<String> = parse_coord(from).map(|c| block(c).into_iter().collect()).unwrap_or_default();
    let mut reach = Vec::new();
    for corner in corners.iter().filter_map(|c| parse_coord(c)) {
        for square in block(corner) {
            if !own.contains(&square) && !reach.contains(&square) {
                reach.push(square);
            }
        }
    }
    reach
}

/// A diagram block as a figure for web/rules.js; a block that cannot be read shows why.
fn figure(info: &str, body: &str) -> String {
    let diagram = Diagram::read(info, body);
    let targets = match (&diagram, diagram.as_ref().ok().and_then(|d| d.square.as_deref())) {
        (Ok(d), Some(square)) => d.targets(square).map(Some),
        _ => Ok(None),
    };
    let (diagram, targets) = match (diagram, targets) {
        (Ok(d), Ok(t)) => (d, t),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("rules page: {e}");
            return format!("<p class=\"diagram-broken\">This diagram could not be drawn: {}</p>\n", escape(&e));
        }
    };
    let mut html = format!(
        "<figure class=\"diagram\" data-variant=\"{}\" data-fen=\"{}\"",
        diagram.variant.id(),
        escape(&diagram.fen)
    );
    if let (Some(square), Some(targets)) = (&diagram.square, &targets) {
        let _ = write!(html, " data-square=\"{}\" data-targets=\"{}\"", escape(square), escape(&targets.join(" ")));
    }
    html.push_str("><div class=\"board\"></div>");
    if !diagram.caption.is_empty() {
        let _ = write!(html, "<figcaption>{}</figcaption>", inline(&diagram.caption));
    }
    html.push_str("</figure>\n");
    html
}

/// A caption's Markdown (`code`, *emphasis*) as inline HTML.
fn inline(markdown: &str) -> String {
    let events = Parser::new(markdown).filter(|e| {
        // Paragraph marks would break the caption's line; links and HTML stay out of figures.
        !matches!(
            e,
            Event::Start(Tag::Paragraph | Tag::Link { .. })
                | Event::End(TagEnd::Paragraph | TagEnd::Link)
                | Event::Html(_)
                | Event::InlineHtml(_)
        )
    });
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events);
    html.trim().to_owned()
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
