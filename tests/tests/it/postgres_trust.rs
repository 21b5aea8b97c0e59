//! The extension where a DBA puts it: a database owner who is no superuser
//! creates it (`trusted = true`), databases whose encoding is not UTF-8
//! get SQLSTATE 22P02 in the parser's words for bad text (never XX000),
//! and no message quotes more than 60 characters of an input.

use postgres::error::SqlState;
use postgres::{Client, NoTls};
use ulid_core::Ulid;
use ulid_tests::servers::{self, psql};

/// `url` with its user replaced by `user`.
fn as_user(url: &str, user: &str) -> String {
    let (scheme, rest) = url.split_once("://").expect("a postgres:// URL");
    let host = rest.split_once('@').map_or(rest, |(_, host)| host);
    format!("{scheme}://{user}@{host}")
}

/// A database owner without superuser rights creates the extension (it is
/// trusted), uses the type, its functions, operators and index classes,
/// and drops it. Before 0.2.0: "permission denied to create extension".
#[test]
fn a_database_owner_who_is_no_superuser_creates_the_extension() {
    let base = servers::postgres_url();
    psql(
        &base,
        "DROP DATABASE IF EXISTS ulid_trusted WITH (FORCE);
         DROP ROLE IF EXISTS ulid_owner;
         CREATE ROLE ulid_owner LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;
         CREATE DATABASE ulid_trusted OWNER ulid_owner;",
    );
    let (server, _) = base.rsplit_once('/').unwrap();
    let url = as_user(&format!("{server}/ulid_trusted"), "ulid_owner");
    let out = psql(
        &url,
        "SELECT rolsuper FROM pg_roles WHERE rolname = current_user;
         CREATE EXTENSION ulid;
         CREATE TABLE note (id ulid PRIMARY KEY DEFAULT gen_ulid(), ref uuid, made timestamptz
             GENERATED ALWAYS AS (ulid_time(id)) STORED);
         CREATE INDEX note_ref ON note (ref uuid_ulid_ops);
         CREATE INDEX note_brin ON note USING brin (id);
         INSERT INTO note (ref) SELECT gen_random_ulid() FROM generate_series(1, 10);
         SELECT count(*) FROM note WHERE id > ulid_min_at(now() - interval '1 hour') AND ref IS NOT NULL;
         SELECT extowner::regrole FROM pg_extension WHERE extname = 'ulid';
         DROP TABLE note;
         DROP EXTENSION ulid;",
    );
    assert_eq!(out.lines().collect::<Vec<_>>(), ["f", "10", "ulid_owner"]);
    psql(
        &base,
        "DROP DATABASE ulid_trusted WITH (FORCE); DROP ROLE ulid_owner;",
    );
}

/// A database in `encoding`, with the extension; its URL.
fn database_in(encoding: &str) -> String {
    let name = format!("ulid_extension_{}", encoding.to_lowercase());
    let base = servers::postgres_url();
    psql(
        &base,
        &format!(
            "DROP DATABASE IF EXISTS {name} WITH (FORCE);
             CREATE DATABASE {name} ENCODING '{encoding}' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0;"
        ),
    );
    let (server, _) = base.rsplit_once('/').unwrap();
    let url = format!("{server}/{name}");
    psql(&url, "CREATE EXTENSION ulid;");
    url
}

/// The SQLSTATE and message of `sql`'s error (the client sends UTF-8).
fn error_of(db: &mut Client, sql: &str) -> (SqlState, String) {
    let error = db.simple_query(sql).unwrap_err();
    let db_error = error
        .as_db_error()
        .unwrap_or_else(|| panic!("{sql}: {error}"));
    (db_error.code().clone(), db_error.message().to_owned())
}

/// In `LATIN1` and `SQL_ASCII` databases, text with a character outside
/// ASCII is 22P02 with the parser's words for the character typed (written
/// `\u{e9}`, which every encoding shows), for the type's input and every
/// function that takes text; a bad prefix is 22023. pgrx's `&str` used to
/// panic here (XX000). Valid IDs work as in UTF-8.
#[test]
fn databases_not_in_utf8_get_precise_errors() {
    for encoding in ["LATIN1", "SQL_ASCII"] {
        let mut db = Client::connect(&database_in(encoding), NoTls)
            .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
        let words = "invalid character '\\u{e9}' at index 3 (0-based)";
        for (sql, code, message) in [
            (
                "SELECT '01Aé3NDEKTSV4RRFFQ69G5FAV'::ulid",
                SqlState::INVALID_TEXT_REPRESENTATION,
                format!(
                    "invalid input syntax for type ulid: \"01A\\u{{e9}}3NDEKTSV4RRFFQ69G5FAV\": {words}"
                ),
            ),
            (
                "SELECT ulid_from_text('01Aé3NDEKTSV4RRFFQ69G5FAV')",
                SqlState::INVALID_TEXT_REPRESENTATION,
                format!(
                    "invalid input syntax for type ulid: \"01A\\u{{e9}}3NDEKTSV4RRFFQ69G5FAV\": {words}"
                ),
            ),
            (
                "SELECT ulid_from_typeid('usér_01arz3ndektsv4rrffq69g5fav', 'user')",
                SqlState::INVALID_TEXT_REPRESENTATION,
                "invalid input syntax for a TypeID: \"us\\u{e9}r_01arz3ndektsv4rrffq69g5fav\""
                    .to_owned(),
            ),
            (
                "SELECT ulid_to_typeid(gen_ulid(), 'usér')",
                SqlState::INVALID_PARAMETER_VALUE,
                "\"us\\u{e9}r\" is no TypeID prefix".to_owned(),
            ),
        ] {
            let (got_code, got) = error_of(&mut db, sql);
            assert_eq!(got_code, code, "{encoding}: {sql}: {got}");
            assert!(
                got.starts_with(&message),
                "{encoding}: {sql}:\n{got}\n{message}"
            );
            assert!(got.is_ascii(), "{got}");
        }
        let id = Ulid::new();
        let row = db
            .query_one(
                "SELECT $1::text::ulid::text, ulid_from_text(lower($1::text))::text,
                        ulid_from_typeid(ulid_to_typeid($1::text::ulid, 'user'), 'user')::text",
                &[&id.to_string()],
            )
            .unwrap();
        for column in 0..3 {
            assert_eq!(row.get::<_, String>(column), id.to_string(), "{encoding}");
        }
    }
}

/// A long input is quoted to 60 characters, then `…` and its length in
/// bytes, as the `ulid` command quotes it: the message stays short however
/// long the text.
#[test]
fn messages_quote_at_most_60_characters() {
    let mut db = Client::connect(&servers::postgres_extension_url("tests"), NoTls)
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    let long = "0".repeat(100_000);
    for sql in [
        "SELECT $1::text::ulid",
        "SELECT ulid_from_text($1)",
        "SELECT ulid_from_typeid($1, 'user')",
    ] {
        let error = db.query_one(sql, &[&long]).unwrap_err();
        let db_error = error.as_db_error().expect("a server error");
        assert_eq!(
            db_error.code(),
            &SqlState::INVALID_TEXT_REPRESENTATION,
            "{sql}"
        );
        let message = db_error.message();
        assert!(
            message.contains(&format!("\"{}…\" (100,000 bytes): ", "0".repeat(60))),
            "{sql}: {message}"
        );
        assert!(message.len() < 300, "{sql}: {} bytes", message.len());
    }
    let error = db
        .query_one("SELECT ulid_to_typeid(gen_ulid(), $1)", &[&"a".repeat(100)])
        .unwrap_err();
    let message = error
        .as_db_error()
        .expect("a server error")
        .message()
        .to_owned();
    assert!(
        message.starts_with(&format!(
            "\"{}…\" (100 bytes) is no TypeID prefix",
            "a".repeat(60)
        )),
        "{message}"
    );
}
