//! The SQLite extension (ulid-sqlite, `libulid_sqlite.so`) loaded as users
//! load it: `.load` in the `sqlite3` shell and `load_extension(path)` from
//! a client, neither naming the entry point. Its functions must answer
//! exactly as `ulid_core::sqlite_functions::register_functions` does in-process.
//!
//! The library is `ULID_SQLITE_EXTENSION` (a path without the `.so`, as
//! `.load` takes it); scripts/test.sh builds it and sets that. By default,
//! `ulid-sqlite/target/release/libulid_sqlite`.

use rusqlite::Connection;
use ulid_core::Ulid;
use ulid_tests::servers;

/// The extension's path without its suffix, or a panic that says how to
/// build it.
fn extension() -> String {
    let path = std::env::var("ULID_SQLITE_EXTENSION").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../ulid-sqlite/target/release/libulid_sqlite"
        )
        .to_owned()
    });
    assert!(
        std::path::Path::new(&format!("{path}.so")).exists(),
        "{path}.so does not exist: build it with \
         `cargo build --release --manifest-path ulid-sqlite/Cargo.toml` \
         (scripts/test.sh does, and sets ULID_SQLITE_EXTENSION)"
    );
    path
}

/// Queries whose answers do not depend on the clock, each one line.
const QUERIES: &str = "
SELECT ulid_to_text(ulid_from_text('01arz3ndektsv4rrffq69g5fav'));
SELECT ulid_time('01ARZ3NDEKTSV4RRFFQ69G5FAV'), ulid_time_ms(x'01563E3AB5D3D6764C61EFB99302BD5B');
SELECT hex(ulid_min_at(1469922850259)), hex(ulid_max_at(1469922850259));
SELECT ulid_to_typeid(x'01563E3AB5D3D6764C61EFB99302BD5B', 'user');
SELECT hex(ulid_from_typeid('user_01arz3ndektsv4rrffq69g5fav', 'user'));
SELECT ulid_to_text(NULL) IS NULL;
SELECT lower(ulid_to_text(x'01563E3AB5D3D6764C61EFB99302BD5B')), hex(ulid_from_text(lower(ulid_to_text(x'01563E3AB5D3D6764C61EFB99302BD5B'))));
";

/// sqlite3 loading the extension: the same answers as the functions
/// registered in-process, `DEFAULT (gen_ulid())`, the UUIDv7 form's
/// version, and errors in the parser's words.
#[test]
fn sqlite3_loads_it_and_agrees_with_the_registered_functions() {
    let script = format!(
        ".load {}\n{QUERIES}
CREATE TABLE note (id BLOB PRIMARY KEY DEFAULT (gen_ulid()), body TEXT);
INSERT INTO note (body) VALUES ('a'), ('b');
SELECT count(*), min(length(id)), max(length(id)) FROM note;
SELECT ulid_to_text(id) FROM note ORDER BY rowid;
SELECT substr(hex(gen_ulid_v7()), 13, 1) || substr(hex(gen_random_ulid_v7()), 13, 1);
SELECT ulid_from_text('8ZZZZZZZZZZZZZZZZZZZZZZZZZ');
",
        extension()
    );
    let output = servers::run_with_input("sqlite3", &[":memory:"], &script);
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();

    let db = Connection::open_in_memory().unwrap();
    ulid_core::sqlite_functions::register_functions(&db).unwrap();
    let expected: Vec<String> = QUERIES
        .lines()
        .filter(|line| !line.is_empty())
        .map(|sql| {
            db.query_row(sql, [], |row| {
                let columns = row.as_ref().column_count();
                let cells: Vec<String> = (0..columns)
                    .map(|i| match row.get_ref(i).unwrap() {
                        rusqlite::types::ValueRef::Integer(n) => n.to_string(),
                        rusqlite::types::ValueRef::Text(text) => {
                            String::from_utf8_lossy(text).into_owned()
                        }
                        other => panic!("{sql}: {other:?}"),
                    })
                    .collect();
                Ok(cells.join("|"))
            })
            .unwrap()
        })
        .collect();
    assert_eq!(
        lines[..expected.len()],
        expected,
        "sqlite3 said:\n{stdout}\n{stderr}"
    );
    assert_eq!(
        expected.last().unwrap(),
        "01arz3ndektsv4rrffq69g5fav|01563E3AB5D3D6764C61EFB99302BD5B",
        "lower(ulid_to_text(id)) reads back as the same ID"
    );
    assert_eq!(
        lines[expected.len()],
        "2|16|16",
        "DEFAULT (gen_ulid()): 16-byte keys"
    );
    assert_eq!(
        lines[expected.len() + 3],
        "77",
        "gen_ulid_v7() and gen_random_ulid_v7(): version 7"
    );
    let made: Vec<Ulid> = lines[expected.len() + 1..expected.len() + 3]
        .iter()
        .map(|line| line.parse().unwrap())
        .collect();
    assert!(made[0] < made[1], "increasing: {made:?}");
    assert!(
        stderr.contains("ulid_from_text(): overflow: the first character must be 0-7, found '8'"),
        "{stderr}"
    );
}

/// A client's `load_extension(path)` with no entry point: SQLite derives
/// `sqlite3_ulidsqlite_init` from the file name.
#[test]
fn a_client_loads_it_without_naming_the_entry_point() {
    let db = Connection::open_in_memory().unwrap();
    // SAFETY: loading our own extension, which registers SQL functions.
    unsafe {
        let _guard = rusqlite::LoadExtensionGuard::new(&db).unwrap();
        db.load_extension(extension(), None::<&str>).unwrap();
    }
    let text: String = db
        .query_row("SELECT ulid_to_text(gen_ulid())", [], |row| row.get(0))
        .unwrap();
    assert!(Ulid::parse(&text).is_ok(), "{text}");
}

/// The `sqlite3` shell with `PRAGMA trusted_schema=OFF`: every function of
/// the extension works in a default, a generated column, a `CHECK`, an
/// index, a trigger and a view (sqlite_functions.rs's schema).
#[test]
fn sqlite3_uses_every_function_in_an_untrusted_schema() {
    let script = format!(
        ".bail on\n.load {}\n{}",
        extension(),
        crate::sqlite_functions::UNTRUSTED_SCHEMA
    );
    let output = servers::run_with_input("sqlite3", &[":memory:"], &script);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert_eq!(stdout.trim(), "2|2|2", "{stderr}");
}
