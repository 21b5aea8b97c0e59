//! The SQL files for servers without the extension, on the live servers:
//! `sql/postgres/ulid.sql` applied with `psql -f` and `sql/mariadb/ulid.sql`
//! with the `mariadb` client, each twice (harmless), in databases of their
//! own; every function against ulid-core; `gen_ulid()`'s layout (no fixed
//! bit of the UUID it draws from) and `gen_ulid_v7()`'s (a UUIDv7's fixed
//! bits, the others random); the MariaDB trigger; both files as
//! migrations (sqlx migrate, diesel's migrations); and the move from the
//! PostgreSQL file to the extension (`sql/postgres/move-to-extension.sql`).

use std::path::{Path, PathBuf};

use diesel::{Connection as _, RunQueryDsl as _};
use diesel_migrations::{FileBasedMigrations, MigrationHarness};
use postgres::{Client, NoTls};
use sqlx::{Connection as _, Row};
use ulid_core::{Ulid, ulid};
use ulid_tests::servers::{self, psql};

pub(crate) const POSTGRES_FILE: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/../sql/postgres/ulid.sql");
pub(crate) const MOVE_FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../sql/postgres/move-to-extension.sql"
);
pub(crate) const MARIADB_FILE: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/../sql/mariadb/ulid.sql");

/// IDs across the range: both ends, the specification's example, new ones.
fn ids() -> Vec<Ulid> {
    let mut ids = vec![Ulid::NIL, Ulid::MAX, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")];
    ids.extend((0..16).map(|_| Ulid::new()));
    ids
}

/// Texts that ulid-core refuses, each for another reason.
fn bad_texts() -> Vec<String> {
    let mut texts: Vec<String> = (0..=30)
        .filter(|n| *n != 26)
        .map(|n| "0".repeat(n))
        .collect();
    texts.push("8ZZZZZZZZZZZZZZZZZZZZZZZZZ".into());
    texts.push("01ARZ3NDEKTSV4RRFFQ69G5FA!".into());
    for bad in ['I', 'L', 'O', 'U', '-', 'é'] {
        texts.push(format!("01ARZ3{bad}DEKTSV4RRFFQ69G5FAV"));
    }
    texts.push("abc!".into());
    texts
}

/// `psql -f file` against `url`, or a panic with psql's error.
pub(crate) fn psql_file(url: &str, file: &str) {
    servers::run(
        &servers::pg_tool("psql"),
        &[url, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-f", file],
    );
}

/// A database of its own with the PostgreSQL file applied twice.
pub(crate) fn postgres_with_file(name: &str) -> String {
    let url = servers::postgres_database_url(&format!("ulid_sql_file_{name}"), "");
    psql_file(&url, POSTGRES_FILE);
    psql_file(&url, POSTGRES_FILE);
    url
}

pub(crate) fn postgres_connect(url: &str) -> Client {
    Client::connect(url, NoTls)
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)))
}

#[test]
fn postgres_file_agrees_with_ulid_core() {
    let mut db = postgres_connect(&postgres_with_file("functions"));
    for id in ids() {
        let row = db
            .query_one(
                "SELECT ulid_to_text($1), ulid_from_text(ulid_to_text($1)),
                        ulid_from_text(lower(ulid_to_text($1))), ulid_time_ms($1),
                        (extract(epoch FROM ulid_time($1)) * 1000)::bigint,
                        ulid_min_at(ulid_time($1)), ulid_max_at(ulid_time($1))",
                &[&id],
            )
            .unwrap();
        let ms = i64::try_from(id.timestamp_ms()).unwrap();
        assert_eq!(row.get::<_, String>(0), id.to_string());
        assert_eq!(row.get::<_, Ulid>(1), id);
        assert_eq!(row.get::<_, Ulid>(2), id, "lower case");
        assert_eq!(row.get::<_, i64>(3), ms);
        assert_eq!(row.get::<_, i64>(4), ms);
        assert_eq!(row.get::<_, Ulid>(5), Ulid::min_at_ms(id.timestamp_ms()));
        assert_eq!(row.get::<_, Ulid>(6), Ulid::max_at_ms(id.timestamp_ms()));
    }
    for text in bad_texts() {
        let words = Ulid::parse(&text).unwrap_err().to_string();
        let error = db
            .query_one("SELECT ulid_from_text($1)", &[&text])
            .unwrap_err();
        let db_error = error.as_db_error().expect("a server error");
        assert_eq!(
            db_error.code(),
            &postgres::error::SqlState::INVALID_TEXT_REPRESENTATION
        );
        assert_eq!(
            db_error.message(),
            format!("invalid input syntax for type ulid: \"{text}\": {words}"),
            "the extension's words"
        );
    }
    for (time, words) in [
        ("1969-12-31 23:59:59.999+00", "before 1970-01-01"),
        ("10889-08-02 05:31:50.656+00", "after the last millisecond"),
        ("infinity", "infinite"),
    ] {
        let error = db
            .simple_query(&format!("SELECT ulid_min_at('{time}')"))
            .unwrap_err();
        let db_error = error.as_db_error().expect("a server error");
        assert_eq!(
            db_error.code(),
            &postgres::error::SqlState::DATETIME_FIELD_OVERFLOW
        );
        assert!(db_error.message().contains(words), "{db_error}");
    }
}

/// Whether `bytes` shows every value in the bits `mask` selects of byte
/// `index`: random bits do, a UUID's fixed version or variant bits do not.
fn takes_every_value(ids: &[[u8; 16]], index: usize, mask: u8) -> bool {
    let seen: std::collections::HashSet<u8> = ids.iter().map(|id| id[index] & mask).collect();
    seen.len() == 1 << mask.count_ones()
}

/// gen_ulid(): the current millisecond, then 80 random bits in which the
/// places of a UUID's version (byte 6) and variant (byte 8) take every
/// value.
pub(crate) fn assert_layout(ids: &[Ulid], before_ms: u64, after_ms: u64) {
    let bytes: Vec<[u8; 16]> = ids.iter().map(|id| id.to_bytes()).collect();
    for id in ids {
        assert!((before_ms..=after_ms).contains(&id.timestamp_ms()), "{id}");
    }
    assert!(
        takes_every_value(&bytes, 6, 0xF0),
        "a version nibble copied"
    );
    assert!(takes_every_value(&bytes, 8, 0xC0), "variant bits copied");
    let distinct: std::collections::HashSet<_> = ids.iter().collect();
    assert_eq!(distinct.len(), ids.len());
}

/// gen_ulid_v7(): the current millisecond and a valid UUIDv7, in whose 74
/// other bits the rest of bytes 6 and 8 take every value.
fn assert_uuid_v7_layout(ids: &[Ulid], before_ms: u64, after_ms: u64) {
    let bytes: Vec<[u8; 16]> = ids.iter().map(|id| id.to_bytes()).collect();
    for id in ids {
        assert!((before_ms..=after_ms).contains(&id.timestamp_ms()), "{id}");
        assert!(id.is_uuid_v7(), "{id} is no UUIDv7");
    }
    assert!(takes_every_value(&bytes, 6, 0x0F), "rand_a's top nibble");
    assert!(takes_every_value(&bytes, 8, 0x3F), "rand_b's top six bits");
    let distinct: std::collections::HashSet<_> = ids.iter().collect();
    assert_eq!(distinct.len(), ids.len());
}

pub(crate) fn now_ms() -> u64 {
    Ulid::new().timestamp_ms()
}

#[test]
fn postgres_gen_ulid_is_time_then_random_bits() {
    let mut db = postgres_connect(&postgres_with_file("gen"));
    for function in [
        "gen_ulid()",
        "gen_random_ulid()",
        "gen_ulid_v7()",
        "gen_random_ulid_v7()",
    ] {
        let before = now_ms();
        let ids: Vec<Ulid> = db
            .query(
                &format!("SELECT {function} FROM generate_series(1, 2000)"),
                &[],
            )
            .unwrap()
            .iter()
            .map(|row| row.get(0))
            .collect();
        if function.contains("_v7") {
            assert_uuid_v7_layout(&ids, before, now_ms());
        } else {
            assert_layout(&ids, before, now_ms());
        }
    }
    // gen_ulid_at: the millisecond it is given, the same random layout.
    let ids: Vec<Ulid> = db
        .query(
            "SELECT gen_ulid_at('2016-07-30 23:54:10.259+00') FROM generate_series(1, 2000)",
            &[],
        )
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_layout(&ids, 1_469_922_850_259, 1_469_922_850_259);
    let error = db
        .simple_query("SELECT gen_ulid_at('infinity')")
        .unwrap_err();
    assert_eq!(
        error.as_db_error().expect("a server error").code(),
        &postgres::error::SqlState::DATETIME_FIELD_OVERFLOW
    );
}

/// A table keyed by the file's gen_ulid() moves to the extension: its
/// column becomes `ulid` with the extension's default, its IDs unchanged.
#[test]
fn a_database_using_the_postgres_file_moves_to_the_extension() {
    let url = postgres_with_file("move");
    psql(
        &url,
        "CREATE TABLE moved (id uuid PRIMARY KEY DEFAULT gen_ulid(), n int);
         INSERT INTO moved (n) SELECT g FROM generate_series(1, 100) g;",
    );
    let before = psql(
        &url,
        "SELECT string_agg(ulid_to_text(id), ',' ORDER BY n) FROM moved",
    );
    psql_file(&url, MOVE_FILE);
    let after = psql(
        &url,
        "SELECT string_agg(id::text, ',' ORDER BY n) FROM moved",
    );
    assert_eq!(before, after, "every ID the same");
    let column = psql(
        &url,
        "INSERT INTO moved (n) VALUES (0);
         SELECT format_type(atttypid, atttypmod) || ' ' || pg_get_expr(adbin, adrelid)
         FROM pg_attribute JOIN pg_attrdef ON adrelid = attrelid AND adnum = attnum
         WHERE attrelid = 'moved'::regclass AND attname = 'id'",
    );
    assert_eq!(column.trim(), "ulid gen_ulid()");
}

/// The PostgreSQL file as a migration, as is: sqlx migrate and diesel's
/// migrations (each in a database of its own).
#[tokio::test]
async fn the_postgres_file_is_a_migration() {
    let dir = sqlx_migrations_dir(POSTGRES_FILE, None);
    let url = servers::postgres_database_url("ulid_sql_file_sqlx_migrate", "");
    let mut db = sqlx::PgConnection::connect(&url).await.unwrap();
    sqlx::migrate::Migrator::new(dir.path())
        .await
        .unwrap()
        .run(&mut db)
        .await
        .unwrap();
    let text: String =
        sqlx::query_scalar("SELECT ulid_to_text(ulid_from_text('01arz3ndektsv4rrffq69g5fav'))")
            .fetch_one(&mut db)
            .await
            .unwrap();
    assert_eq!(text, "01ARZ3NDEKTSV4RRFFQ69G5FAV");

    let url = servers::postgres_database_url("ulid_sql_file_diesel_migration", "");
    let mut db = diesel::PgConnection::establish(&url).unwrap();
    let migrations = diesel_migrations_dir(POSTGRES_FILE, None);
    db.run_pending_migrations(FileBasedMigrations::from_path(migrations.path()).unwrap())
        .unwrap();
    let row: i64 = diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
        "ulid_time_ms(ulid_from_text('01ARZ3NDEKTSV4RRFFQ69G5FAV'))",
    ))
    .get_result(&mut db)
    .unwrap();
    assert_eq!(row, 1_469_922_850_259);
}

/// `file` as a migration's SQL, with `edit` applied.
fn migration_sql(file: &str, edit: Option<fn(&str) -> String>) -> String {
    let sql = std::fs::read_to_string(file).unwrap();
    match edit {
        Some(edit) => edit(&sql),
        None => sql,
    }
}

/// A sqlx migrations folder whose one migration is `file` (with `edit`
/// applied).
fn sqlx_migrations_dir(file: &str, edit: Option<fn(&str) -> String>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("20240101000000_ulid.sql"),
        migration_sql(file, edit),
    )
    .unwrap();
    dir
}

/// A diesel migrations folder whose one migration's up.sql is `file` (with
/// `edit` applied); its down.sql is empty.
fn diesel_migrations_dir(file: &str, edit: Option<fn(&str) -> String>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let migration: PathBuf = dir.path().join("2024-01-01-000000_ulid");
    std::fs::create_dir(&migration).unwrap();
    std::fs::write(migration.join("up.sql"), migration_sql(file, edit)).unwrap();
    std::fs::write(migration.join("down.sql"), "SELECT 1;").unwrap();
    dir
}

/// The MariaDB file as a migration tool sends it: without the mariadb
/// client's DELIMITER lines, each `//` an ordinary `;` (the database
/// guide's sed).
fn without_delimiters(sql: &str) -> String {
    sql.lines()
        .filter(|line| !line.starts_with("DELIMITER"))
        .map(|line| {
            line.strip_suffix("//")
                .map_or(line.to_owned(), |line| format!("{line};"))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// MariaDB's URL for a database of its own, made afresh.
pub(crate) fn mariadb_database(name: &str) -> String {
    let database = format!("ulid_sql_file_{name}");
    mariadb(
        &servers::mysql_url(),
        &format!("DROP DATABASE IF EXISTS {database}; CREATE DATABASE {database};"),
    );
    let base = servers::mysql_url();
    let (server, _) = base
        .rsplit_once('/')
        .expect("a database in ULID_TEST_MYSQL_URL");
    format!("{server}/{database}")
}

/// The `mariadb` client's arguments for `url` (mysql://user[:password]@host:port/db).
pub(crate) fn mariadb_args(url: &str) -> Vec<String> {
    let rest = url.strip_prefix("mysql://").expect("a mysql:// URL");
    let (credentials, rest) = rest.split_once('@').expect("user@host");
    let (host_port, database) = rest.split_once('/').expect("host/database");
    let (host, port) = host_port.split_once(':').unwrap_or((host_port, "3306"));
    let (user, password) = credentials.split_once(':').unwrap_or((credentials, ""));
    let mut args = vec![
        format!("--host={host}"),
        format!("--port={port}"),
        format!("--user={user}"),
    ];
    if !password.is_empty() {
        args.push(format!("--password={password}"));
    }
    args.push(database.to_owned());
    args
}

/// Runs `sql` through the `mariadb` client (batch mode), or panics with its
/// error.
pub(crate) fn mariadb(url: &str, sql: &str) -> String {
    let mut args = mariadb_args(url);
    args.extend(["--batch".to_owned(), "--skip-column-names".to_owned()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let output = servers::run_with_input("mariadb", &args, sql);
    assert!(
        output.status.success(),
        "mariadb: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// A database of its own with the MariaDB file applied twice by the client.
pub(crate) fn mariadb_with_file(name: &str) -> String {
    let url = mariadb_database(name);
    let file = std::fs::read_to_string(MARIADB_FILE).unwrap();
    mariadb(&url, &file);
    mariadb(&url, &file);
    url
}

pub(crate) async fn mariadb_connect(url: &str) -> sqlx::MySqlConnection {
    sqlx::MySqlConnection::connect(url)
        .await
        .unwrap_or_else(|err| panic!("{}", servers::mysql_unreachable(err)))
}

#[tokio::test]
async fn mariadb_file_agrees_with_ulid_core() {
    let mut db = mariadb_connect(&mariadb_with_file("functions")).await;
    sqlx::query("SET time_zone = '+00:00'")
        .execute(&mut db)
        .await
        .unwrap();
    for id in ids() {
        let row = sqlx::query(
            "SELECT ulid_to_text(?), ulid_from_text(ulid_to_text(?)), ulid_from_text(LOWER(ulid_to_text(?))),
                    ulid_time_ms(?)",
        )
        .bind(id)
        .bind(id)
        .bind(id)
        .bind(id)
        .fetch_one(&mut db)
        .await
        .unwrap();
        assert_eq!(row.get::<String, _>(0), id.to_string());
        assert_eq!(row.get::<Ulid, _>(1), id);
        assert_eq!(row.get::<Ulid, _>(2), id, "lower case");
        assert_eq!(row.get::<u64, _>(3), id.timestamp_ms());
    }
    // Times in the TIMESTAMP range (mariadb_file.rs tests those past it).
    for id in [ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"), Ulid::new()] {
        let row = sqlx::query("SELECT ulid_min_at(ulid_time(?)), ulid_max_at(ulid_time(?))")
            .bind(id)
            .bind(id)
            .fetch_one(&mut db)
            .await
            .unwrap();
        assert_eq!(row.get::<Ulid, _>(0), Ulid::min_at_ms(id.timestamp_ms()));
        assert_eq!(row.get::<Ulid, _>(1), Ulid::max_at_ms(id.timestamp_ms()));
    }
    for text in bad_texts() {
        let words = Ulid::parse(&text).unwrap_err().to_string();
        let error = sqlx::query("SELECT ulid_from_text(?)")
            .bind(&text)
            .fetch_one(&mut db)
            .await
            .unwrap_err();
        let db_error = error.as_database_error().expect("a server error");
        assert_eq!(db_error.code().as_deref(), Some("22P02"), "{text:?}");
        assert_eq!(db_error.message(), format!("ulid_from_text(): {words}"));
    }
    let error = sqlx::query("SELECT ulid_to_text(x'0102')")
        .fetch_one(&mut db)
        .await
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains("ulid_to_text(): expected 16 bytes for a ULID, found 2"),
        "{error}"
    );
    let error = sqlx::query("SELECT ulid_min_at('1969-12-31 23:59:59')")
        .fetch_one(&mut db)
        .await
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains("ulid_min_at(): 1969-12-31 23:59:59.000 is before 1970-01-01 00:00:00 UTC"),
        "{error}"
    );
}

/// gen_ulid() and the BEFORE INSERT trigger that fills a key an INSERT
/// leaves out (MariaDB allows no function in a DEFAULT clause).
#[tokio::test]
async fn mariadb_gen_ulid_and_the_trigger() {
    let url = mariadb_with_file("gen");
    mariadb(
        &url,
        "CREATE TABLE note (id BINARY(16) PRIMARY KEY, body TEXT);
         CREATE TRIGGER note_id BEFORE INSERT ON note FOR EACH ROW SET NEW.id = COALESCE(NEW.id, gen_ulid());",
    );
    let mut db = mariadb_connect(&url).await;
    let before = now_ms();
    for _ in 0..20 {
        let values = vec!["('x')"; 100].join(", ");
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
            "INSERT INTO note (body) VALUES {values}"
        )))
        .execute(&mut db)
        .await
        .unwrap();
    }
    let given = Ulid::new();
    sqlx::query("INSERT INTO note (id, body) VALUES (?, 'given')")
        .bind(given)
        .execute(&mut db)
        .await
        .unwrap();
    let ids: Vec<Ulid> = sqlx::query_scalar("SELECT id FROM note WHERE body = 'x'")
        .fetch_all(&mut db)
        .await
        .unwrap();
    assert_eq!(ids.len(), 2000);
    assert_layout(&ids, before, now_ms());
    let kept: Ulid = sqlx::query_scalar("SELECT id FROM note WHERE body = 'given'")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(kept, given, "a key the INSERT gives is kept");
}

/// gen_ulid_v7() and gen_random_ulid_v7(): valid UUIDv7s of the statement's
/// millisecond, 74 random bits.
#[tokio::test]
async fn mariadb_gen_ulid_v7_is_a_uuid_v7() {
    let mut db = mariadb_connect(&mariadb_with_file("gen_v7")).await;
    for function in ["gen_ulid_v7()", "gen_random_ulid_v7()"] {
        let before = now_ms();
        let ids: Vec<Ulid> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT {function} FROM seq_1_to_2000"
        )))
        .fetch_all(&mut db)
        .await
        .unwrap();
        assert_eq!(ids.len(), 2000);
        assert_uuid_v7_layout(&ids, before, now_ms());
    }
}

/// The MariaDB file as a migration (without the client's DELIMITER lines):
/// sqlx migrate and diesel's migrations.
#[tokio::test]
async fn the_mariadb_file_is_a_migration() {
    let dir = sqlx_migrations_dir(MARIADB_FILE, Some(without_delimiters));
    let mut db = mariadb_connect(&mariadb_database("sqlx_migrate")).await;
    sqlx::migrate::Migrator::new(dir.path())
        .await
        .unwrap()
        .run(&mut db)
        .await
        .unwrap();
    let text: String =
        sqlx::query_scalar("SELECT ulid_to_text(ulid_from_text('01arz3ndektsv4rrffq69g5fav'))")
            .fetch_one(&mut db)
            .await
            .unwrap();
    assert_eq!(text, "01ARZ3NDEKTSV4RRFFQ69G5FAV");

    let mut db = diesel::MysqlConnection::establish(&mariadb_database("diesel_migration")).unwrap();
    let migrations = diesel_migrations_dir(MARIADB_FILE, Some(without_delimiters));
    db.run_pending_migrations(FileBasedMigrations::from_path(migrations.path()).unwrap())
        .unwrap();
    let ms: i64 = diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
        "CAST(ulid_time_ms(ulid_from_text('01ARZ3NDEKTSV4RRFFQ69G5FAV')) AS SIGNED)",
    ))
    .get_result(&mut db)
    .unwrap();
    assert_eq!(ms, 1_469_922_850_259);
}

/// The files these tests run are the ones the database guide names.
#[test]
fn the_files_are_where_the_database_guide_says() {
    let guide = include_str!("../../../ulid-core/guide/database.md");
    for file in [POSTGRES_FILE, MOVE_FILE, MARIADB_FILE] {
        assert!(Path::new(file).exists(), "{file}");
        let (_, rest) = file.split_once("/sql/").expect("a file under sql/");
        let named = format!("sql/{rest}");
        assert!(guide.contains(&named), "the guide does not name {named}");
    }
}
