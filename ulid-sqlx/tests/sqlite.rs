//! `Ulid` in sqlx on SQLite, in memory and in a file.

mod common;

use sqlx::types::Text;
use sqlx::{Connection, QueryBuilder, Row, Sqlite, SqliteConnection};
use ulid_sqlx::{Keyset, Ulid};

async fn memory() -> SqliteConnection {
    SqliteConnection::connect("sqlite::memory:").await.unwrap()
}

async fn table(db: &mut SqliteConnection) {
    sqlx::query("CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL, parent BLOB, label TEXT)")
        .execute(db)
        .await
        .unwrap();
}

#[tokio::test]
async fn round_trip_with_null() {
    let mut db = memory().await;
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

    // NULL into a non-optional Ulid is an error, not a nil ID.
    let err = sqlx::query_scalar::<_, Ulid>("SELECT parent FROM items WHERE id = ?")
        .bind(parent)
        .fetch_one(&mut db)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("unexpected null"), "{err}");
}

#[tokio::test]
async fn stored_as_sixteen_spec_bytes() {
    let mut db = memory().await;
    table(&mut db).await;
    let id = Ulid::new();
    sqlx::query("INSERT INTO items (id) VALUES (?)")
        .bind(id)
        .execute(&mut db)
        .await
        .unwrap();
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
    let mut db = memory().await;
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

#[tokio::test]
async fn order_by_id_is_time_order() {
    let mut db = memory().await;
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
    let mut db = memory().await;
    table(&mut db).await;
    let ids = common::in_time_order();
    for id in common::scrambled(&ids) {
        sqlx::query("INSERT INTO items (id) VALUES (?)")
            .bind(id)
            .execute(&mut db)
            .await
            .unwrap();
    }

    // IDs 2..=5 were made from t0 + 2 s to t0 + 5 s.
    let range = Ulid::range_ms(ids[2].timestamp_ms(), ids[5].timestamp_ms());
    let mut query = QueryBuilder::<Sqlite>::new("SELECT id FROM items WHERE ");
    ulid_sqlx::push_time_range(&mut query, "id", range);
    query.push(" ORDER BY id");
    let found: Vec<Ulid> = query.build_query_scalar().fetch_all(&mut db).await.unwrap();
    assert_eq!(found, ids[2..=5]);

    let pages = common::pages_async(4, async |page| {
        let mut query = QueryBuilder::<Sqlite>::new("SELECT id FROM items WHERE ");
        ulid_sqlx::push_keyset_condition(&mut query, "id", page);
        ulid_sqlx::push_keyset_order_and_limit(&mut query, "id", page);
        query.build_query_scalar().fetch_all(&mut db).await.unwrap()
    })
    .await;
    assert_eq!(
        pages,
        [ids[0..4].to_vec(), ids[4..8].to_vec(), ids[8..10].to_vec()]
    );

    // The same with a plain query.
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
    let mut db = memory().await;
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
        ("SELECT 42", "mismatched types"),
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
    let mut db = memory().await;
    table(&mut db).await;
    let item = Item {
        id: ItemId(Ulid::new()),
        parent: Some(ItemId(Ulid::new())),
        label: Some("first".into()),
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

#[tokio::test]
async fn a_database_file_keeps_the_ids() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("ids.db").display());
    let id = Ulid::new();
    {
        let mut db = SqliteConnection::connect(&url).await.unwrap();
        table(&mut db).await;
        sqlx::query("INSERT INTO items (id) VALUES (?)")
            .bind(id)
            .execute(&mut db)
            .await
            .unwrap();
        db.close().await.unwrap();
    }
    let mut db = SqliteConnection::connect(&url).await.unwrap();
    let read: Ulid = sqlx::query_scalar("SELECT id FROM items")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(read, id);
}
