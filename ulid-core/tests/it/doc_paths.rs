//! The repository's Markdown names only what is there: every relative link
//! of the README, CONTRIBUTING, ARCHITECTURE, the changelog, each crate's
//! README and guides resolves, and every repository path they quote in
//! code spans (`tests/tests/it/sql_files.rs`, `scripts/test.sh`) exists.
//! A renamed or moved file fails this test until the text follows it.

use std::path::{Path, PathBuf};

/// The repository's root: ulid-core's parent folder.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("ulid-core sits in the repository")
        .to_path_buf()
}

/// The Markdown files users and contributors read: the root's, each
/// folder's README, and each crate's guides.
fn documents(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(root).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ext| ext == "md") {
            files.push(path);
        } else if path.is_dir() {
            files.extend(readmes_below(&path, 3));
            let guide = path.join("guide");
            if guide.is_dir() {
                for entry in std::fs::read_dir(guide).unwrap() {
                    files.push(entry.unwrap().path());
                }
            }
        }
    }
    files.sort();
    files
}

/// `README.md` files in `dir` and its folders, `depth` levels down (not in
/// build output or dependencies' folders).
fn readmes_below(dir: &Path, depth: u32) -> Vec<PathBuf> {
    let name = dir.file_name().and_then(|name| name.to_str()).unwrap_or("");
    if depth == 0 || name == "target" || name == "node_modules" || name.starts_with('.') {
        return Vec::new();
    }
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(readmes_below(&path, depth - 1));
        } else if path.file_name().is_some_and(|name| name == "README.md") {
            found.push(path);
        }
    }
    found
}

/// The targets of `[text](target)` links outside fenced code blocks, with
/// their line numbers.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in prose_lines(text) {
        let mut rest = line;
        while let Some(start) = rest.find("](") {
            let after = &rest[start + 2..];
            let Some(end) = after.find(')') else { break };
            found.push((number, after[..end].to_owned()));
            rest = &after[end..];
        }
    }
    found
}

/// The inline code spans outside fenced code blocks, with their line
/// numbers.
fn code_spans(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in prose_lines(text) {
        for (i, span) in line.split('`').enumerate() {
            if i % 2 == 1 {
                found.push((number, span.to_owned()));
            }
        }
    }
    found
}

/// The lines outside fenced code blocks, numbered from 1.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((index + 1, line));
        }
    }
    lines
}

/// The repository path a code span quotes, if it quotes one: its first
/// word, when that begins with a top-level entry of the repository and a
/// `/`, and is no pattern (`ulid--OLD--NEW.sql`, `ulid-pg/NN`, `*.rs`).
fn quoted_path(span: &str, top_level: &[String]) -> Option<String> {
    let word = span.split_whitespace().next()?;
    let word = word.trim_end_matches([':', ',', '.', ';']);
    let (first, _) = word.split_once('/')?;
    let pattern = word.contains(['*', '<', '{', '$', '…', '['])
        || word.contains("...")
        || word
            .split(['/', '-', '.', '_'])
            .any(|part| part.len() >= 2 && part.chars().all(|c| c.is_ascii_uppercase()));
    (top_level.iter().any(|entry| entry == first) && !pattern).then(|| word.to_owned())
}

#[test]
fn every_path_and_link_in_the_docs_exists() {
    let root = root();
    let top_level: Vec<String> = std::fs::read_dir(&root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "target")
        .collect();
    let documents = documents(&root);
    assert!(documents.len() > 20, "{documents:?}");
    let mut missing = Vec::new();
    for document in &documents {
        let text = std::fs::read_to_string(document).unwrap();
        let shown = document.strip_prefix(&root).unwrap().display().to_string();
        let folder = document.parent().unwrap();
        for (line, target) in links(&text) {
            let external = target.contains("://") || target.starts_with("mailto:");
            // `#anchor` is within the page; `crate::guide::x` is rustdoc's.
            if external || target.starts_with('#') || target.contains("::") {
                continue;
            }
            let file = target.split('#').next().unwrap_or_default();
            if !folder.join(file).exists() {
                missing.push(format!("{shown}:{line}: link to {target}"));
            }
        }
        for (line, span) in code_spans(&text) {
            if let Some(path) = quoted_path(&span, &top_level)
                && !root.join(&path).exists()
            {
                missing.push(format!("{shown}:{line}: `{path}`"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "paths in the docs that do not exist:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_path_finder_sees_paths_and_leaves_patterns() {
    let top = ["scripts".to_owned(), "ulid-postgres".to_owned()];
    assert_eq!(
        quoted_path("scripts/test.sh pg-versions", &top).as_deref(),
        Some("scripts/test.sh")
    );
    assert_eq!(
        quoted_path("ulid-postgres/sql/ulid--OLD--NEW.sql", &top),
        None
    );
    assert_eq!(quoted_path("scripts/*.sh", &top), None);
    assert_eq!(quoted_path("id::text", &top), None);
    assert_eq!(quoted_path("other/file.rs", &top), None);
    assert_eq!(
        links("see [a](b.md) and [c](d#e)\n```\n[x](y)\n```"),
        [(1, "b.md".to_owned()), (1, "d#e".to_owned())]
    );
}

/// Every guide's examples run: the crates leave their `guide` modules out
/// of their own doctests, and `tests/src/lib.rs` includes each guide (and
/// each README with Rust in it) as a doctest instead, but the data guide,
/// which `tests/data/src/lib.rs` includes (its package has the formats'
/// libraries). A guide added to a `guide/` folder and in neither would
/// have examples no test runs.
#[test]
fn every_guide_is_doctested() {
    let root = root();
    let doctests = ["tests/src/lib.rs", "tests/data/src/lib.rs"]
        .map(|file| std::fs::read_to_string(root.join(file)).unwrap())
        .concat();
    let missing: Vec<String> = documents(&root)
        .into_iter()
        .filter(|path| {
            path.parent().is_some_and(|dir| dir.ends_with("guide"))
                || std::fs::read_to_string(path).is_ok_and(|text| text.contains("```rust"))
        })
        .map(|path| path.strip_prefix(&root).unwrap().display().to_string())
        .filter(|file| !doctests.contains(&format!("/{file}\"")))
        .collect();
    assert!(
        missing.is_empty(),
        "Markdown with Rust examples that no doctest runs (add each to the doctests! list in tests/src/lib.rs): {missing:?}"
    );
}
