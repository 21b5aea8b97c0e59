//! The database guide's read-only SQLite queries (for a SQLite where
//! nothing can be loaded; `ulid-core/guide/database.md`), run as they
//! stand through the `sqlite3` shell (scripts/test.sh installs it when
//! missing), against IDs whose text `ulid-core` knows:
//! every text the SQL computes must be ours, and the lookup must find the
//! right bytes from lower-case input. The SQL files and the extensions,
//! which replaced the PostgreSQL and MariaDB snippets, are tested in
//! `sql_files.rs`, `postgres_extension.rs` and `sqlite_extension.rs`.

use ulid_core::{Ulid, ulid};
use ulid_tests::servers;

/// The fenced block after `<!-- sql-console: NAME -->` in the database
/// guide.
fn snippet(name: &str) -> &'static str {
    let guide = include_str!("../../../ulid-core/guide/database.md");
    let marker = format!("<!-- sql-console: {name} -->\n```sql\n");
    let start = guide
        .find(&marker)
        .unwrap_or_else(|| panic!("the database guide has no {name} console snippet"))
        + marker.len();
    let end = start + guide[start..].find("```").expect("a closed block");
    &guide[start..end]
}

/// IDs at both ends of the range, the specification's example, and a few
/// random ones.
fn ids() -> Vec<Ulid> {
    let mut ids = vec![Ulid::NIL, Ulid::MAX, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")];
    ids.extend((0..8).map(|_| Ulid::new()));
    ids
}

fn hex(id: Ulid) -> String {
    ulid_tests::fixtures::hex(&id.to_bytes())
}

/// Runs `program args` with `input` on standard input; its standard
/// output, one line each, or a panic that says what to install or start.
fn run(program: &str, args: &[&str], input: &str) -> Vec<String> {
    let output = servers::run_with_input(program, args, input);
    assert!(
        output.status.success(),
        "{program} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn sqlite_queries_in_the_sqlite3_shell() {
    let ids = ids();
    let mut input = String::from("CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL);\n");
    for id in &ids {
        input += &format!("INSERT INTO items VALUES (X'{}');\n", hex(*id));
    }
    input += snippet("sqlite");
    let lines = run("sqlite3", &[":memory:"], &input);
    // The first query lists the IDs in key order; the second finds the
    // specification's example by its lower-case text.
    let mut sorted = ids.clone();
    sorted.sort();
    let mut expected: Vec<String> = sorted.iter().map(Ulid::to_string).collect();
    expected.push(hex(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")));
    assert_eq!(lines, expected);
}
