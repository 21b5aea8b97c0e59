//! `ulid_core::sqlite_functions::register_functions`: the family's SQL functions on
//! a rusqlite connection, against ulid-core on valid and invalid inputs,
//! on `BLOB` and `TEXT` keys; `DEFAULT (gen_ulid())`; NULLs. Needs only
//! rusqlite and ulid-core, so scripts/rusqlite-versions.sh runs it on
//! every rusqlite release too. The loadable extension (the same functions
//! in `sqlite3`) is tested in `sqlite_extension.rs`.

use rusqlite::Connection;
use rusqlite::types::Value;
use ulid_core::{AnyId, Ulid, ulid};

fn connect() -> Connection {
    let db = Connection::open_in_memory().unwrap();
    ulid_core::sqlite_functions::register_functions(&db).unwrap();
    db
}

/// IDs across the range: both ends, the specification's example, new ones.
fn ids() -> Vec<Ulid> {
    let mut ids = vec![Ulid::NIL, Ulid::MAX, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")];
    ids.extend((0..16).map(|_| Ulid::new()));
    ids
}

/// `SELECT sql` with `args`: the one value, or SQLite's error message.
fn select(db: &Connection, sql: &str, args: &[Value]) -> Result<Value, String> {
    db.query_row(sql, rusqlite::params_from_iter(args), |row| row.get(0))
        .map_err(|error| error.to_string())
}

#[test]
fn every_function_agrees_with_ulid_core_on_blob_and_text_keys() {
    let db = connect();
    for id in ids() {
        let keys = [
            Value::Blob(id.to_bytes().to_vec()),
            Value::Text(id.to_string()),
        ];
        for key in keys {
            let one = |sql: &str| select(&db, sql, std::slice::from_ref(&key)).unwrap();
            assert_eq!(one("SELECT ulid_to_text(?1)"), Value::Text(id.to_string()));
            let ms = i64::try_from(id.timestamp_ms()).unwrap();
            assert_eq!(one("SELECT ulid_time_ms(?1)"), Value::Integer(ms));
            assert_eq!(
                one("SELECT ulid_to_typeid(?1, 'user')"),
                Value::Text(AnyId::new("user", id).unwrap().to_string())
            );
            assert_eq!(
                one("SELECT ulid_from_typeid(ulid_to_typeid(?1, 'user'), 'user')"),
                Value::Blob(id.to_bytes().to_vec())
            );
            // ulid_time is what SQLite's own strftime writes for the
            // millisecond, where that has four-digit years.
            if id.timestamp_ms() < 253_402_300_800_000 {
                assert_eq!(
                    one(
                        "SELECT ulid_time(?1) = strftime('%Y-%m-%dT%H:%M:%fZ', ulid_time_ms(?1) / 1000.0, 'unixepoch')"
                    ),
                    Value::Integer(1),
                    "{id}"
                );
            }
        }
        let ms = Value::Integer(i64::try_from(id.timestamp_ms()).unwrap());
        let bounds = |sql: &str| select(&db, sql, std::slice::from_ref(&ms)).unwrap();
        assert_eq!(
            bounds("SELECT ulid_min_at(?1)"),
            Value::Blob(Ulid::min_at_ms(id.timestamp_ms()).to_bytes().to_vec())
        );
        assert_eq!(
            bounds("SELECT ulid_max_at(?1)"),
            Value::Blob(Ulid::max_at_ms(id.timestamp_ms()).to_bytes().to_vec())
        );
        for text in [id.to_string(), id.to_string().to_lowercase()] {
            assert_eq!(
                select(&db, "SELECT ulid_from_text(?1)", &[Value::Text(text)]).unwrap(),
                Value::Blob(id.to_bytes().to_vec())
            );
        }
    }
}

/// Bad input is an SQL error in the parser's words, naming the function;
/// never NULL and never another ID.
/// `ulid_time` writes the date SQLite's own `strftime` writes on the days
/// where a calendar computation goes wrong first: around every 1 March
/// (the leap day before it, the century years without one) and every
/// 1 January, from 1970 to 9999 (SQLite's last year), at noon.
#[test]
fn ulid_time_agrees_with_strftime_around_every_leap_day_and_new_year() {
    let db = connect();
    let (days, disagreeing): (i64, String) = db
        .query_row(
            "WITH RECURSIVE years(year) AS (
                 SELECT 1970 UNION ALL SELECT year + 1 FROM years WHERE year < 9999
             ),
             near(date, offset) AS (
                 VALUES ('03-01', -2), ('03-01', -1), ('03-01', 0), ('03-01', 1),
                        ('01-01', -1), ('01-01', 0)
             ),
             days(ms) AS (
                 SELECT CAST((julianday(printf('%04d-%s', year, date)) + offset - 2440587.5)
                             * 86400000 AS INTEGER) + 43200000
                 FROM years, near
             ),
             compared(ours, sqlites) AS (
                 SELECT ulid_time(ulid_min_at(ms)),
                        strftime('%Y-%m-%dT%H:%M:%fZ', ms / 1000.0, 'unixepoch')
                 FROM days
                 WHERE ms >= 0
             )
             SELECT count(*), coalesce(group_concat(
                        CASE WHEN ours IS NOT sqlites THEN ours || ' != ' || sqlites END, ', '), '')
             FROM compared",
            [],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .unwrap();
    // Six days a year, but 31 December 1969.
    assert_eq!(days, 8030 * 6 - 1);
    assert_eq!(disagreeing, "");
}

#[test]
fn bad_input_is_an_error_in_the_parsers_words() {
    let db = connect();
    let mut texts: Vec<String> = (0..=40)
        .filter(|n| *n != 26)
        .map(|n| "0".repeat(n))
        .collect();
    texts.push("8ZZZZZZZZZZZZZZZZZZZZZZZZZ".into());
    for bad in ['I', 'L', 'O', 'U', '-', 'é'] {
        texts.push(format!("01ARZ3NDEKTSV4RRFFQ69G5FA{bad}"));
    }
    for text in texts {
        let words = Ulid::parse(&text).unwrap_err().to_string();
        let error = select(
            &db,
            "SELECT ulid_from_text(?1)",
            &[Value::Text(text.clone())],
        )
        .unwrap_err();
        assert!(
            error.contains(&format!("ulid_from_text(): {words}")),
            "{text:?}: {error}"
        );
        let error =
            select(&db, "SELECT ulid_to_text(?1)", &[Value::Text(text.clone())]).unwrap_err();
        assert!(
            error.contains("ulid_to_text(): ") && error.contains(&words),
            "{text:?}: {error}"
        );
    }
    let cases: [(&str, Value, &str); 6] = [
        (
            "SELECT ulid_to_text(?1)",
            Value::Blob(vec![1, 2]),
            "expected 16 bytes for a ULID, found 2",
        ),
        ("SELECT ulid_time(?1)", Value::Integer(7), "INTEGER"),
        (
            "SELECT ulid_min_at(?1)",
            Value::Integer(-1),
            "outside the times a ULID holds",
        ),
        (
            "SELECT ulid_max_at(?1)",
            Value::Integer(1 << 48),
            "outside the times a ULID holds",
        ),
        (
            "SELECT ulid_from_typeid(?1, 'user')",
            Value::Text("org_01arz3ndektsv4rrffq69g5fav".into()),
            "the prefix is \"org\", expected \"user\"",
        ),
        (
            "SELECT ulid_to_typeid(gen_ulid(), ?1)",
            Value::Text("User".into()),
            "\"User\"",
        ),
    ];
    for (sql, arg, words) in cases {
        let error = select(&db, sql, &[arg]).unwrap_err();
        assert!(error.contains(words), "{sql}: {error}");
    }
}

#[test]
fn null_gives_null() {
    let db = connect();
    for sql in [
        "SELECT ulid_to_text(NULL)",
        "SELECT ulid_from_text(NULL)",
        "SELECT ulid_time(NULL)",
        "SELECT ulid_time_ms(NULL)",
        "SELECT ulid_min_at(NULL)",
        "SELECT ulid_max_at(NULL)",
        "SELECT ulid_to_typeid(NULL, 'user')",
        "SELECT ulid_from_typeid(NULL, 'user')",
    ] {
        assert_eq!(select(&db, sql, &[]), Ok(Value::Null), "{sql}");
    }
}

/// `DEFAULT (gen_ulid())` gives each row a 16-byte key, increasing in the
/// order of insertion, also across connections of the process.
#[test]
fn gen_ulid_as_a_column_default() {
    let file = std::env::temp_dir().join(format!("ulid-functions-{}.sqlite", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let first = Connection::open(&file).unwrap();
    let second = Connection::open(&file).unwrap();
    for db in [&first, &second] {
        ulid_core::sqlite_functions::register_functions(db).unwrap();
    }
    first
        .execute_batch("CREATE TABLE note (id BLOB PRIMARY KEY DEFAULT (gen_ulid()), n INTEGER)")
        .unwrap();
    for n in 0..200 {
        let db = if n % 2 == 0 { &first } else { &second };
        db.execute("INSERT INTO note (n) VALUES (?1)", [n]).unwrap();
    }
    let mut select = first.prepare("SELECT id FROM note ORDER BY n").unwrap();
    let ids: Vec<Ulid> = select
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(ids.len(), 200);
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    drop(select);
    drop((first, second));
    std::fs::remove_file(&file).unwrap();
}

/// `gen_ulid_v7()` and `gen_random_ulid_v7()` make IDs in UUIDv7 form, read
/// from the bytes as RFC 9562 lays them out (version 7, the RFC variant,
/// the millisecond in the first six); `gen_ulid_v7()` increases in
/// insertion order across two connections, also as a default under
/// `PRAGMA trusted_schema=OFF`. (This file is also built against other
/// rusqlite releases, by a package without the `uuid` crate.)
#[test]
fn gen_ulid_v7_and_gen_random_ulid_v7_make_uuid_v7s() {
    let file =
        std::env::temp_dir().join(format!("ulid-functions-v7-{}.sqlite", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let first = Connection::open(&file).unwrap();
    let second = Connection::open(&file).unwrap();
    for db in [&first, &second] {
        ulid_core::sqlite_functions::register_functions(db).unwrap();
        db.execute_batch("PRAGMA trusted_schema = OFF").unwrap();
    }
    first
        .execute_batch(
            "CREATE TABLE event (id BLOB PRIMARY KEY DEFAULT (gen_ulid_v7()),
                                 token BLOB NOT NULL DEFAULT (gen_random_ulid_v7()), n INTEGER)",
        )
        .unwrap();
    for n in 0..500 {
        let db = if n % 2 == 0 { &first } else { &second };
        db.execute("INSERT INTO event (n) VALUES (?1)", [n])
            .unwrap();
    }
    let mut select = first
        .prepare("SELECT id, token FROM event ORDER BY n")
        .unwrap();
    let rows: Vec<(Ulid, Ulid)> = select
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(rows.len(), 500);
    assert!(
        rows.windows(2).all(|pair| pair[0].0 < pair[1].0),
        "gen_ulid_v7() in order"
    );
    let mut tokens: Vec<Ulid> = rows.iter().map(|row| row.1).collect();
    tokens.sort();
    tokens.dedup();
    assert_eq!(tokens.len(), 500, "no token twice");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    for id in rows.iter().flat_map(|(id, token)| [id, token]) {
        let bytes = id.to_bytes();
        assert_eq!((bytes[6] >> 4, bytes[8] >> 6), (7, 0b10), "{id}");
        let mut ms = [0; 8];
        ms[2..].copy_from_slice(&bytes[..6]);
        let ms = u128::from(u64::from_be_bytes(ms));
        assert!(
            ms.abs_diff(now.as_millis()) < 60_000,
            "{id}: made at {ms} ms"
        );
    }
    drop(select);
    drop((first, second));
    std::fs::remove_file(&file).unwrap();
}

/// A schema that uses every function where SQLite checks that a function
/// is innocuous when `PRAGMA trusted_schema=OFF` (SQLite's recommendation):
/// column defaults, a generated column, a `CHECK`, an index on an
/// expression, a trigger and a view. The last query prints what the test
/// checks: 2 notes, each in the audit log with its own time, the view and
/// the index agreeing.
pub(crate) const UNTRUSTED_SCHEMA: &str = "
PRAGMA trusted_schema = OFF;
CREATE TABLE note (
    id BLOB PRIMARY KEY DEFAULT (gen_ulid()),
    token BLOB NOT NULL DEFAULT (gen_random_ulid()),
    body TEXT,
    id_text TEXT GENERATED ALWAYS AS (ulid_to_text(id)) VIRTUAL,
    CHECK (ulid_from_text(ulid_to_text(id)) = id AND ulid_time_ms(id) > 0)
);
CREATE INDEX note_by_time ON note (ulid_time_ms(id));
CREATE TABLE audit (id BLOB PRIMARY KEY, note TEXT);
CREATE TRIGGER note_audit AFTER INSERT ON note BEGIN
    INSERT INTO audit VALUES (gen_ulid_at(ulid_time_ms(NEW.id)), ulid_to_typeid(NEW.id, 'note'));
END;
CREATE VIEW note_times AS
    SELECT ulid_time(id) AS at, ulid_from_typeid(ulid_to_typeid(id, 'note'), 'note') = id AS same
    FROM note WHERE id BETWEEN ulid_min_at(0) AND ulid_max_at(281474976710655);
INSERT INTO note (body) VALUES ('a'), ('b');
SELECT (SELECT count(*) FROM note WHERE ulid_time_ms(id) > 0 AND length(token) = 16),
    (SELECT count(*) FROM audit JOIN note ON ulid_from_typeid(audit.note, 'note') = note.id
        WHERE ulid_time_ms(audit.id) = ulid_time_ms(note.id) AND audit.id <> note.id),
    (SELECT count(*) FROM note_times WHERE same AND at LIKE '____-__-__T__:__:__.___Z');
";

/// Every function works in a schema under `PRAGMA trusted_schema=OFF`
/// (each is registered innocuous), and the pragma is on: a function
/// registered without that flag is refused in the same place.
#[test]
fn every_function_works_in_an_untrusted_schema() {
    let db = connect();
    let counts: (i64, i64, i64) = {
        let (setup, query) = UNTRUSTED_SCHEMA.trim().rsplit_once(";\nSELECT").unwrap();
        db.execute_batch(setup).unwrap();
        db.query_row(&format!("SELECT{query}"), [], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?))
        })
        .unwrap()
    };
    assert_eq!(counts, (2, 2, 2));
    db.create_scalar_function(
        "not_innocuous",
        0,
        rusqlite::functions::FunctionFlags::SQLITE_UTF8,
        |_| Ok(1),
    )
    .unwrap();
    db.execute_batch("CREATE TABLE refused (n INTEGER DEFAULT (not_innocuous()))")
        .unwrap();
    let error = db
        .execute("INSERT INTO refused DEFAULT VALUES", [])
        .unwrap_err();
    assert!(
        error.to_string().contains("unsafe use of not_innocuous()"),
        "{error}"
    );
}

/// `gen_random_ulid()` draws 80 fresh bits each time (no +1 steps between
/// calls in one millisecond); `gen_ulid_at(ms)` stamps the millisecond it
/// is given, with fresh bits too, and refuses one a ULID cannot hold.
#[test]
fn gen_random_ulid_and_gen_ulid_at() {
    let db = connect();
    let mut statement = db
        .prepare(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
             SELECT gen_random_ulid(), gen_ulid_at(1469922850259) FROM n",
        )
        .unwrap();
    let pairs: Vec<(Ulid, Ulid)> = statement
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(pairs.len(), 1000);
    for column in [0, 1] {
        let mut ids: Vec<Ulid> = pairs
            .iter()
            .map(|pair| if column == 0 { pair.0 } else { pair.1 })
            .collect();
        ids.sort();
        let steps = ids
            .windows(2)
            .filter(|pair| pair[1].random().wrapping_sub(pair[0].random()) < 1 << 16)
            .count();
        assert_eq!(steps, 0, "neighbours a small step apart: not fresh bits");
        ids.dedup();
        assert_eq!(ids.len(), 1000, "no ID twice");
    }
    assert!(
        pairs
            .iter()
            .all(|pair| pair.1.timestamp_ms() == 1_469_922_850_259)
    );
    for (ms, words) in [
        (Value::Integer(-1), "outside the times a ULID holds"),
        (Value::Integer(1 << 48), "outside the times a ULID holds"),
        (Value::Text("0".into()), "expected INTEGER milliseconds"),
    ] {
        let error = select(&db, "SELECT gen_ulid_at(?1)", &[ms]).unwrap_err();
        assert!(
            error.contains("gen_ulid_at(): ") && error.contains(words),
            "{error}"
        );
    }
    assert_eq!(
        select(&db, "SELECT gen_ulid_at(NULL)", &[]),
        Ok(Value::Null)
    );
}
