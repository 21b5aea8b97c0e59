//! `Ulid` in sqlx on a live MariaDB/MySQL (127.0.0.1:3306 unless
//! `ULID_TEST_MYSQL_URL` says otherwise). Each test has its own connection
//! and temporary table, so the tests run in parallel.

mod common;

use sqlx::types::Text;
use sqlx::{MySql, MySqlConnection, QueryBuilder, Row};
use ulid_sqlx::Ulid;

async fn table(db: &mut MySqlConnection) {
    sqlx::query(
        "CREATE TEMPORARY TABLE items (id BINARY(16) PRIMARY KEY, parent BINARY(16) NULL, label VARCHAR(40) NULL)",
    )
    .execute(db)
    .await
    .unwrap();
}

#[tokio::test]
async fn round_trip_with_null() {
    let mut db = common::mariadb().await;
    table(&mut db).await;
    // In order, so that ORDER BY id lists `id` first.
    let ids = ulid_core::Generator::new().generate_batch(2).unwrap();
    let (id, parent) = (ids[0], ids[1]);
    sqlx::query("INSERT INTO items (id, parent) VALUES (?, ?), (?, ?)")
        .bind(id)
        .bind(Some(parent))
        .bind(parent)
        .bind(None::<Ulid>)
        .execute(&mut db)
        .await
        .unwrap();
    let rows: Vec<(Ulid, Option<Ulid>)> =
        sqlx::query_as("SELECT id, parent FROM items ORDER BY id")
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(rows, [(id, Some(parent)), (parent, None)]);
    let err = sqlx::query_scalar::<_, Ulid>("SELECT parent FROM items WHERE id = ?")
        .bind(parent)
        .fetch_one(&mut db)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("unexpected null"), "{err}");
}

#[tokio::test]
async fn stored_as_sixteen_spec_bytes() {
    let mut db = common::mariadb().await;
    table(&mut db).await;
    let id = Ulid::new();
    sqlx::query("INSERT INTO items (id) VALUES (?)")
        .bind(id)
        .execute(&mut db)
        .await
        .unwrap();
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
async fn order_by_id_is_time_order() {
    let mut db = common::mariadb().await;
    table(&mut db).await;
    let ids = common::in_time_order();
    for id in common::scrambled(&ids) {
        sqlx::query("INSERT INTO items (id) VALUES (?)")
            .bind(id)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let sorted: Vec<Ulid> = sqlx::query_scalar("SELECT id FROM items ORDER BY id")
        .fetch_all(&mut db)
        .await
        .unwrap();
    assert_eq!(sorted, ids);
}

#[tokio::test]
async fn time_range_and_pagination() {
    let mut db = common::mariadb().await;
    table(&mut db).await;
    let ids = common::in_time_order();
    for id in common::scrambled(&ids) {
        sqlx::query("INSERT INTO items (id) VALUES (?)")
            .bind(id)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let range = Ulid::range_ms(ids[2].timestamp_ms(), ids[5].timestamp_ms());
    let mut query = QueryBuilder::<MySql>::new("SELECT id FROM items WHERE ");
    ulid_sqlx::push_time_range(&mut query, "id", range);
    query.push(" ORDER BY id");
    let found: Vec<Ulid> = query.build_query_scalar().fetch_all(&mut db).await.unwrap();
    assert_eq!(found, ids[2..=5]);

    let pages = common::pages_async(4, async |page| {
        let mut query = QueryBuilder::<MySql>::new("SELECT id FROM items WHERE ");
        ulid_sqlx::push_keyset_condition(&mut query, "id", page);
        ulid_sqlx::push_keyset_order_and_limit(&mut query, "id", page);
        query.build_query_scalar().fetch_all(&mut db).await.unwrap()
    })
    .await;
    assert_eq!(
        pages,
        [ids[0..4].to_vec(), ids[4..8].to_vec(), ids[8..10].to_vec()]
    );
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

#[derive(Debug, PartialEq, Eq, Clone, Copy, sqlx::Type)]
#[sqlx(transparent)]
struct ItemId(Ulid);

#[derive(Debug, PartialEq, sqlx::FromRow)]
struct Item {
    id: ItemId,
    parent: Option<ItemId>,
    label: Option<String>,
}

#[tokio::test]
async fn from_row_and_transparent_newtypes() {
    let mut db = common::mariadb().await;
    table(&mut db).await;
    let item = Item {
        id: ItemId(Ulid::new()),
        parent: Some(ItemId(Ulid::new())),
        label: None,
    };
    sqlx::query("INSERT INTO items (id, parent, label) VALUES (?, ?, ?)")
        .bind(item.id)
        .bind(item.parent)
        .bind(&item.label)
        .execute(&mut db)
        .await
        .unwrap();
    let read: Item = sqlx::query_as("SELECT id, parent, label FROM items WHERE id = ?")
        .bind(item.id)
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(read, item);
}
