//! `Ulid` in sqlx on SQLite, in memory and in a file.

use crate::common;

use sqlx::types::Text;
use sqlx::{Connection, Row, Sqlite, SqliteConnection};
use ulid_sqlx::{Keyset, Ulid, UlidText};

common::shared::shared_tests!(Sqlite);

async fn connect() -> SqliteConnection {
    SqliteConnection::connect("sqlite::memory:").await.unwrap()
}

async fn table(db: &mut SqliteConnection) {
    sqlx::query("CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL, parent BLOB, label TEXT)")
        .execute(db)
        .await
        .unwrap();
}

async fn text_table(db: &mut SqliteConnection) {
    sqlx::query("CREATE TABLE text_items (id TEXT PRIMARY KEY NOT NULL)")
        .execute(db)
        .await
        .unwrap();
}

#[tokio::test]
async fn stored_as_sixteen_spec_bytes() {
    let mut db = connect().await;
    table(&mut db).await;
    let id = Ulid::new();
    insert(&mut db, &[(id, None)]).await;
    let row = sqlx::query("SELECT typeof(id), length(id), hex(id) FROM items")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(row.get::<String, _>(0), "blob");
    assert_eq!(row.get::<i64, _>(1), 16);
    assert_eq!(row.get::<String, _>(2), common::hex(&id.to_bytes()));
}

#[tokio::test]
async fn text_storage_through_sqlx_text() {
    let mut db = connect().await;
    sqlx::query("CREATE TABLE items (id TEXT PRIMARY KEY NOT NULL)")
        .execute(&mut db)
        .await
        .unwrap();
    let id = Ulid::new();
    sqlx::query("INSERT INTO items (id) VALUES (?)")
        .bind(Text(id))
        .execute(&mut db)
        .await
        .unwrap();
    let row = sqlx::query("SELECT id, length(id), typeof(id) FROM items")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(row.get::<String, _>(0), id.to_string());
    assert_eq!(row.get::<i64, _>(1), 26);
    assert_eq!(row.get::<String, _>(2), "text");
    // Read back through Text<Ulid> and as a plain Ulid (text is accepted).
    assert_eq!(row.get::<Text<Ulid>, _>(0).0, id);
    assert_eq!(row.get::<Ulid, _>(0), id);
}

/// Keyset pagination with a plain query: bind `after()` and `limit()`.
#[tokio::test]
async fn keyset_with_a_plain_query() {
    let mut db = connect().await;
    table(&mut db).await;
    let ids = insert_fixtures(&mut db).await;
    let page = Keyset::after_id(ids[7], 4);
    let rest: Vec<Ulid> =
        sqlx::query_scalar("SELECT id FROM items WHERE id > ? ORDER BY id LIMIT ?")
            .bind(page.after())
            .bind(page.limit())
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(rest, ids[8..]);
}

#[tokio::test]
async fn bad_stored_values_are_precise_errors() {
    let mut db = connect().await;
    for (sql, expected) in [
        (
            "SELECT zeroblob(15)",
            "cannot decode a ULID from a BLOB value: expected 16 bytes for a ULID, found 15",
        ),
        (
            "SELECT 'not a ulid'",
            "cannot decode a ULID from a TEXT value of 10 bytes: invalid character 'o' at index 1 (0-based)",
        ),
        (
            "SELECT '8ZZZZZZZZZZZZZZZZZZZZZZZZZ'",
            "overflow: the first character must be 0-7",
        ),
        (
            "SELECT 42",
            "cannot decode a ULID from a value of type INTEGER",
        ),
    ] {
        let err = sqlx::query_scalar::<_, Ulid>(sql)
            .fetch_one(&mut db)
            .await
            .unwrap_err();
        assert!(err.to_string().contains(expected), "{sql}: {err}");
    }
}

#[tokio::test]
async fn a_database_file_keeps_the_ids() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("ids.db").display());
    let id = Ulid::new();
    {
        let mut db = SqliteConnection::connect(&url).await.unwrap();
        table(&mut db).await;
        insert(&mut db, &[(id, None)]).await;
        db.close().await.unwrap();
    }
    let mut db = SqliteConnection::connect(&url).await.unwrap();
    let read: Ulid = sqlx::query_scalar("SELECT id FROM items")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(read, id);
}

/// Every cell of the column guide's table (`ulid-core/guide/columns.md`) for this backend, both ways:
/// `Ulid` for binary columns, `UlidText` or `Text<Ulid>` for text ones.
#[tokio::test]
async fn every_column_type_of_the_table() {
    check_column("BLOB", |id| id).await;
    check_column("TEXT", UlidText).await;
    check_column("CHAR(26)", Text).await;
}

/// The trap the column guide warns of next to its table: SQLite compares
/// a `BLOB` with a `TEXT` as unequal kinds, so a plain `Ulid` (a `BLOB`)
/// bound against a `TEXT` column finds nothing, with no error. Nothing at
/// the bind can see the column's type; binding `UlidText` (or `Text<Ulid>`)
/// is the fix, shown here too.
#[tokio::test]
async fn a_blob_bound_against_a_text_column_silently_finds_nothing() {
    let mut db = connect().await;
    sqlx::query("CREATE TABLE cells (id TEXT NOT NULL)")
        .execute(&mut db)
        .await
        .unwrap();
    let id = Ulid::new();
    sqlx::query("INSERT INTO cells (id) VALUES (?)")
        .bind(UlidText(id))
        .execute(&mut db)
        .await
        .unwrap();
    let as_blob: Vec<Ulid> = sqlx::query_scalar("SELECT id FROM cells WHERE id = ?")
        .bind(id)
        .fetch_all(&mut db)
        .await
        .unwrap();
    assert!(
        as_blob.is_empty(),
        "SQLite changed how it compares BLOB and TEXT"
    );
    let as_text: Vec<Ulid> = sqlx::query_scalar("SELECT id FROM cells WHERE id = ?")
        .bind(UlidText(id))
        .fetch_all(&mut db)
        .await
        .unwrap();
    assert_eq!(as_text, [id]);
}
