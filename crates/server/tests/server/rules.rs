//! The rules pages (docs/rules/*.md over `GET /api/rules`) and `GET /api/legal`: every
//! variant's page renders, every piece diagram lists the moves the rules crate allows, no link
//! leaves the rules pages, and bad requests are refused with a reason.

use crate::common::Server;
use menagerie_rules::Variant;
use menagerie_rules::geometry::parse_coord;
use menagerie_server::http::rules::render;

/// The value of attribute `name` in a tag's text, unescaped.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = start + tag[start..].find('"')?;
    Some(tag[start..end].replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"))
}

/// Every opening tag `<{name} ...>` in `html`.
fn tags<'a>(html: &'a str, name: &str) -> Vec<&'a str> {
    let open = format!("<{name} ");
    html.match_indices(&open).map(|(i, _)| &html[i..i + html[i..].find('>').unwrap()]).collect()
}

/// A query string value: every byte but the unreserved ones percent-encoded.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

fn server() -> (tempfile::TempDir, Server) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("db.sqlite"));
    (dir, server)
}

#[test]
fn every_variant_has_a_page_whose_piece_diagrams_list_legal_moves() {
    let (_dir, server) = server();
    let (status, index) = server.request("GET", "/api/rules", None, None);
    assert_eq!(status, 200, "{index}");
    let listed: Vec<&str> = index["variants"].as_array().unwrap().iter().map(|v| v["id"].as_str().unwrap()).collect();
    let all: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
    assert_eq!(listed, all);
    assert!(index["html"].as_str().unwrap().contains("href=\"/rules/monkey-king\""));
    for variant in Variant::ALL {
        let (status, page) = server.request("GET", &format!("/api/rules/{variant}"), None, None);
        assert_eq!(status, 200, "{variant}: {page}");
        assert_eq!(page["title"], variant.name(), "{variant}");
        let html = page["html"].as_str().unwrap();
        assert!(!html.contains("diagram-broken"), "{variant}: a diagram could not be drawn");
        let figures = tags(html, "figure");
        assert!(figures.iter().any(|f| attribute(f, "data-square").is_none()), "{variant}: no board diagram");
        let pieces: Vec<&&str> = figures.iter().filter(|f| attribute(f, "data-square").is_some()).collect();
        assert!(pieces.len() >= 6, "{variant}: {} piece diagrams", pieces.len());
        for figure in pieces {
            assert_eq!(attribute(figure, "data-variant").as_deref(), Some(variant.id()));
            let (fen, square) = (attribute(figure, "data-fen").unwrap(), attribute(figure, "data-square").unwrap());
            let targets = attribute(figure, "data-targets").unwrap();
            assert!(!targets.is_empty(), "{variant} {square}: no targets");
            // Each target is where some legal action of the piece on `square` goes.
            let path = format!("/api/legal?variant={variant}&fen={}", encode(&fen));
            let (status, legal) = server.request("GET", &path, None, None);
            assert_eq!(status, 200, "{variant} {fen}: {legal}");
            let of_piece: Vec<&str> = legal["legal"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|t| t.as_str()?.trim_start_matches('+').strip_prefix(square.as_str()))
                .collect();
            for target in targets.split(' ') {
                let reached = of_piece.iter().any(|rest| {
                    rest.strip_prefix('-').is_some_and(|to| to.split(['=', '+']).next() == Some(target))
                        || (rest.starts_with('=') && target == square)
                });
                // A Giant-King's diagram marks the squares its 2×2 block covers after a step (move
                // text names the block by its lower-left square).
                let covered = *variant == Variant::GiantKing
                    && of_piece.iter().filter_map(|rest| parse_coord(rest.strip_prefix('-')?)).any(|corner| {
                        parse_coord(target).is_some_and(|t| {
                            (0..=1).contains(&(t.file.wrapping_sub(corner.file)))
                                && (0..=1).contains(&(t.rank.wrapping_sub(corner.rank)))
                        })
                    });
                assert!(reached || covered, "{variant} {square} in {fen}: {target} is not a legal destination");
            }
        }
        for link in tags(html, "a") {
            let href = attribute(link, "href").unwrap();
            assert!(href.starts_with("/rules") || href.starts_with('#'), "{variant}: a link out: {href}");
        }
    }
}

#[test]
fn unknown_pages_and_bad_positions_are_refused_with_a_reason() {
    let (_dir, server) = server();
    for path in ["/api/rules/nope", "/api/rules/README", "/api/rules/..%2Fapi"] {
        let (status, body) = server.request("GET", path, None, None);
        assert_eq!(status, 404, "{path}: {body}");
        assert!(body["error"].as_str().unwrap().contains("no rules page"), "{path}: {body}");
    }
    let cases = [
        ("/api/legal?variant=nope&fen=8", "unknown variant 'nope'"),
        ("/api/legal?variant=chess&fen=8%2F8", "bad FEN"),
        ("/api/legal?variant=chess", "?variant=<id>&fen=<FEN>"),
        ("/api/legal", "?variant=<id>&fen=<FEN>"),
    ];
    for (path, reason) in cases {
        let (status, body) = server.request("GET", path, None, None);
        assert_eq!(status, 400, "{path}: {body}");
        assert!(body["error"].as_str().unwrap().contains(reason), "{path}: {body}");
    }
    let long = format!("/api/legal?variant=chess&fen={}", "8".repeat(5000));
    let (status, body) = server.request("GET", &long, None, None);
    assert_eq!(status, 400, "{body}");
    assert!(body["error"].as_str().unwrap().contains("at most"), "{body}");
    let start = encode("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let (status, body) = server.request("GET", &format!("/api/legal?variant=chess&fen={start}"), None, None);
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["legal"].as_array().unwrap().len(), 20);
}

#[test]
fn a_diagram_that_cannot_be_drawn_says_why_and_links_stay_inside() {
    let no_move = render("```moves chess e4\n8/8/8/8/8/8/8/k6K w - - 0 1\nnothing here\n```\n");
    assert!(no_move.contains("diagram-broken") && no_move.contains("no legal move starts on e4"), "{no_move}");
    let bad_fen = render("```board chess\n8/8 w\n```\n");
    assert!(bad_fen.contains("diagram-broken"), "{bad_fen}");
    let unknown = render("```board go\n19/19\n```\n");
    assert!(unknown.contains("diagram-broken") && unknown.contains("unknown variant &#39;go&#39;"), "{unknown}");
    let drawn = render("```moves chess d4\nk7/8/8/8/3N4/8/8/7K w - - 0 1\nThe *Knight*.\n```\n");
    assert!(drawn.contains("data-targets=\"c2 e2 b3 f3 b5 f5 c6 e6\""), "{drawn}");
    assert!(drawn.contains("<figcaption>The <em>Knight</em>.</figcaption>"), "{drawn}");
    let links = render("[a](chess.md) [b](README.md#top) [c](../api.md) [d](https://example.com/x) <b>raw</b>");
    assert!(
        links.contains("<a href=\"/rules/chess\">a</a>") && links.contains("<a href=\"/rules#top\">b</a>"),
        "{links}"
    );
    assert!(
        !links.contains("api.md") && !links.contains("example.com") && links.contains(" c ") && links.contains(" d ")
    );
    assert!(!links.contains("<b>"), "raw HTML is shown as text: {links}");
}

/// Junk in every part of the new routes gets JSON back, a page or a refusal, never a crash.
#[test]
fn junk_at_the_rules_routes_is_answered_in_json() {
    let (_dir, server) = server();
    let words = ["%00", "..", "x%20y", "%2F", "é", "chess", "giant-king", "%FF%FE", "8%2F8", "", "a&fen=b"];
    for word in words {
        for path in [
            format!("/api/rules/{word}"),
            format!("/api/legal?variant={word}&fen={word}"),
            format!("/api/legal?variant=chess&fen={word}"),
            format!("/api/legal?{word}"),
        ] {
            for method in ["GET", "POST"] {
                let (status, text) = server.raw(method, &path, None, None);
                assert!((200..500).contains(&status), "{method} {path} -> {status} {text}");
                assert!(text.starts_with('{'), "{method} {path}: always JSON: {text}");
            }
        }
    }
}
