//! `Ulid` in sqlx on a live MariaDB/MySQL (127.0.0.1:3306 unless
//! `ULID_TEST_MYSQL_URL` says otherwise). Each test has its own connection
//! and temporary table, so the tests run in parallel.

use crate::common;

use sqlx::types::Text;
use sqlx::{MySql, MySqlConnection, Row};
use ulid_sqlx::{Ulid, UlidText};

common::shared::shared_tests!(MySql);

async fn connect() -> MySqlConnection {
    common::mariadb().await
}

async fn table(db: &mut MySqlConnection) {
    sqlx::query(
        "CREATE TEMPORARY TABLE items (id BINARY(16) PRIMARY KEY, parent BINARY(16) NULL, label VARCHAR(40) NULL)",
    )
    .execute(db)
    .await
    .unwrap();
}

async fn text_table(db: &mut MySqlConnection) {
    sqlx::query("CREATE TEMPORARY TABLE text_items (id CHAR(26) PRIMARY KEY)")
        .execute(db)
        .await
        .unwrap();
}

#[tokio::test]
async fn stored_as_sixteen_spec_bytes() {
    let mut db = common::mariadb().await;
    table(&mut db).await;
    let id = Ulid::new();
    insert(&mut db, &[(id, None)]).await;
    let row = sqlx::query("SELECT HEX(id), LENGTH(id) FROM items")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(row.get::<String, _>(0), common::hex(&id.to_bytes()));
    assert_eq!(row.get::<i64, _>(1), 16);
}

#[tokio::test]
async fn text_columns_and_sqlx_text() {
    let mut db = common::mariadb().await;
    sqlx::query("CREATE TEMPORARY TABLE texts (id CHAR(26) PRIMARY KEY, other VARCHAR(64))")
        .execute(&mut db)
        .await
        .unwrap();
    let id = Ulid::new();
    sqlx::query("INSERT INTO texts (id, other) VALUES (?, ?)")
        .bind(Text(id))
        .bind(Text(id))
        .execute(&mut db)
        .await
        .unwrap();
    let row = sqlx::query("SELECT id, other, CHAR_LENGTH(id) FROM texts")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(row.get::<String, _>(0), id.to_string());
    assert_eq!(row.get::<i64, _>(2), 26);
    assert_eq!(row.get::<Text<Ulid>, _>(0).0, id);
    assert_eq!(row.get::<Ulid, _>(0), id);
    assert_eq!(row.get::<Ulid, _>(1), id);
}

#[tokio::test]
async fn bad_stored_values_are_precise_errors() {
    let mut db = common::mariadb().await;
    sqlx::query("CREATE TEMPORARY TABLE bad (short VARBINARY(16), word VARCHAR(20), number INT)")
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO bad VALUES (UNHEX('000102030405060708090A0B0C0D0E'), 'not a ulid', 42)",
    )
    .execute(&mut db)
    .await
    .unwrap();
    for (sql, expected) in [
        (
            "SELECT short FROM bad",
            "cannot decode a ULID from a VARBINARY value: expected 16 bytes for a ULID, found 15",
        ),
        (
            "SELECT word FROM bad",
            "cannot decode a ULID from a VARCHAR value of 10 bytes: invalid character 'o' at index 1",
        ),
        ("SELECT number FROM bad", "mismatched types"),
    ] {
        let err = sqlx::query_scalar::<_, Ulid>(sql)
            .fetch_one(&mut db)
            .await
            .unwrap_err();
        assert!(err.to_string().contains(expected), "{sql}: {err}");
    }
}

/// Every cell of the column guide's table (`ulid-core/guide/columns.md`) for this backend, both ways:
/// `Ulid` for binary columns, `UlidText` or `Text<Ulid>` for text ones.
#[tokio::test]
async fn every_column_type_of_the_table() {
    check_column("BINARY(16)", |id| id).await;
    check_column("VARBINARY(16)", |id| id).await;
    check_column("BLOB", |id| id).await;
    check_column("CHAR(26)", UlidText).await;
    check_column("VARCHAR(26)", UlidText).await;
    check_column("TEXT", Text).await;
}
