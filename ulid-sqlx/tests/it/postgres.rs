//! `Ulid` in sqlx on a live PostgreSQL (127.0.0.1:5432 unless
//! `ULID_TEST_POSTGRES_URL` says otherwise). Each test has its own
//! connection and temporary table, so the tests run in parallel.

use crate::common;

use sqlx::types::Text;
use sqlx::{PgConnection, Postgres, Row};
use ulid_sqlx::{Ulid, UlidText};

common::shared::shared_tests!(Postgres);

async fn connect() -> PgConnection {
    common::postgres().await
}

async fn table(db: &mut PgConnection) {
    sqlx::query("CREATE TEMPORARY TABLE items (id uuid PRIMARY KEY, parent uuid, label text)")
        .execute(db)
        .await
        .unwrap();
}

async fn text_table(db: &mut PgConnection) {
    sqlx::query("CREATE TEMPORARY TABLE text_items (id text PRIMARY KEY)")
        .execute(db)
        .await
        .unwrap();
}

#[tokio::test]
async fn stored_as_a_uuid_of_the_same_bytes() {
    let mut db = connect().await;
    table(&mut db).await;
    let id = Ulid::new();
    insert(&mut db, &[(id, None)]).await;
    let row = sqlx::query("SELECT id::text, upper(encode(uuid_send(id), 'hex')) FROM items")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(
        row.get::<String, _>(0),
        id.encode_uuid(&mut [0; ulid_sqlx::UUID_TEXT_LEN])
    );
    assert_eq!(row.get::<String, _>(1), common::hex(&id.to_bytes()));
}

#[tokio::test]
async fn the_text_protocol_decodes_too() {
    let mut db = connect().await;
    table(&mut db).await;
    let id = Ulid::new();
    insert(&mut db, &[(id, None)]).await;
    // raw_sql uses the simple query protocol: every value comes as text.
    let row = sqlx::raw_sql("SELECT id FROM items")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(row.get::<Ulid, _>(0), id);
}

#[tokio::test]
async fn arrays_bind_to_any() {
    let mut db = connect().await;
    table(&mut db).await;
    let ids = insert_fixtures(&mut db).await;
    let wanted = vec![ids[1], ids[4], ids[8]];
    let found: Vec<Ulid> =
        sqlx::query_scalar("SELECT id FROM items WHERE id = ANY($1) ORDER BY id")
            .bind(&wanted)
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(found, wanted);
    let found: Vec<Ulid> =
        sqlx::query_scalar("SELECT id FROM items WHERE id = ANY($1) ORDER BY id")
            .bind(&wanted[..2])
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(found, wanted[..2]);
    let all: Vec<Ulid> = sqlx::query_scalar("SELECT array_agg(id ORDER BY id) FROM items")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(all, ids);
}

#[tokio::test]
async fn text_columns_and_sqlx_text() {
    let mut db = common::postgres().await;
    sqlx::query("CREATE TEMPORARY TABLE texts (id text PRIMARY KEY, fixed char(26))")
        .execute(&mut db)
        .await
        .unwrap();
    let id = Ulid::new();
    sqlx::query("INSERT INTO texts (id, fixed) VALUES ($1, $2)")
        .bind(Text(id))
        .bind(Text(id))
        .execute(&mut db)
        .await
        .unwrap();
    let row = sqlx::query("SELECT id, fixed, length(id) FROM texts")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(row.get::<String, _>(0), id.to_string());
    assert_eq!(row.get::<i32, _>(2), 26);
    assert_eq!(row.get::<Text<Ulid>, _>(0).0, id);
    assert_eq!(row.get::<Ulid, _>(0), id);
    assert_eq!(row.get::<Ulid, _>(1), id);
}

#[tokio::test]
async fn bad_stored_values_are_precise_errors() {
    let mut db = common::postgres().await;
    for (sql, expected) in [
        (
            "SELECT 'not a ulid'::text",
            "cannot decode a ULID from a TEXT value of 10 bytes: invalid character 'o' at index 1",
        ),
        (
            "SELECT '\\x0102'::bytea",
            "cannot decode a ULID from a bytea value: expected 16 bytes for a ULID, found 2",
        ),
        ("SELECT 42", "mismatched types"),
    ] {
        let err = sqlx::query_scalar::<_, Ulid>(sql)
            .fetch_one(&mut db)
            .await
            .unwrap_err();
        assert!(err.to_string().contains(expected), "{sql}: {err}");
    }
    // A malformed UUID string is PostgreSQL's own error on the way in.
    let err = sqlx::query("SELECT 'not-a-uuid'::uuid")
        .execute(&mut db)
        .await
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("invalid input syntax for type uuid"),
        "{err}"
    );
}

/// Every cell of the column guide's table (`ulid-core/guide/columns.md`) for this backend, both ways:
/// `Ulid` for binary columns, `UlidText` or `Text<Ulid>` for text ones.
#[tokio::test]
async fn every_column_type_of_the_table() {
    check_column("uuid", |id| id).await;
    check_column("bytea", Ulid::to_bytes).await;
    check_column("text", UlidText).await;
    check_column("varchar(26)", UlidText).await;
    check_column("char(26)", Text).await;
}
