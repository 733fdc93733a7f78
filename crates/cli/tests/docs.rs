//! The README and docs link nothing outside the repository (issue 8): no web addresses, no
//! path that climbs out of it, and every relative link leads to a file that is there.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the repository")
}

/// README.md and every Markdown file under docs/.
fn pages() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("docs/").flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
    }
    let mut pages = vec![root().join("README.md")];
    walk(&root().join("docs"), &mut pages);
    pages
}

/// The targets of Markdown links `[text](target)` in `text`.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("](") {
        rest = &rest[i + 2..];
        if let Some(end) = rest.find(')') {
            targets.push(rest[..end].to_owned());
        }
    }
    targets
}

#[test]
fn no_page_links_outside_the_repository() {
    let root = root();
    let pages = pages();
    assert!(pages.len() > 10, "the docs are missing");
    assert!(pages.iter().any(|p| p.ends_with("docs/rules/README.md")), "the rules pages are missing");
    for page in pages {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.strip_prefix(&root).unwrap().display().to_string();
        // Examples of the server's own answers on loopback are not links out.
        let outside = text.replace("http://127.0.0.1", "").replace("http://localhost", "");
        for scheme in ["http://", "https://", "www."] {
            assert!(!outside.contains(scheme), "{name} has a web address ({scheme})");
        }
        for target in link_targets(&text) {
            let file = target.split('#').next().unwrap_or_default();
            if file.is_empty() {
                continue;
            }
            let resolved = page.parent().unwrap().join(file).canonicalize();
            let Ok(resolved) = resolved else { panic!("{name}: link '{target}' leads to nothing") };
            assert!(resolved.starts_with(&root), "{name}: link '{target}' leaves the repository");
        }
    }
}

#[test]
fn the_readme_points_to_the_rules_for_players() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    assert!(readme.contains("(docs/rules/README.md)"), "README does not link docs/rules/");
    for variant in ["giant-king", "monkey-king", "mountain", "monster-bluff", "chess"] {
        assert!(root().join(format!("docs/rules/{variant}.md")).is_file(), "no rules page for {variant}");
    }
}
