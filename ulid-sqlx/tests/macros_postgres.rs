//! sqlx's query macros with `Ulid` on PostgreSQL: through `sqlx.toml`'s
//! type override (every `uuid` is a `Ulid`, no annotation in the query),
//! through per-query overrides, and with `uuid[]`. The macros check the
//! queries at build time against the offline data in `.sqlx/` (made and
//! checked by `scripts/sqlx-prepare.sh`); at run time they need the live
//! server.

mod common;

use sqlx::PgConnection;
use ulid_sqlx::Ulid;

common::macro_tests::macro_tests!(
    insert: "INSERT INTO macro_items (id, parent, name) VALUES ($1, $2, $3)",
    select: "SELECT id, parent, name FROM macro_items WHERE id = $1",
    insert_orphan: "INSERT INTO macro_items (id, name) VALUES ($1, $2)",
    select_overridden: r#"SELECT id AS "id: Ulid", parent AS "parent: Ulid" FROM macro_items WHERE id = $1"#,
    select_typed: r#"SELECT id AS "id: Id<ItemKind>", parent AS "parent: Id<ItemKind>" FROM macro_items WHERE id = $1"#,
);

async fn connect() -> PgConnection {
    let mut db = common::postgres().await;
    sqlx::query(common::sql(common::macro_items_schema("uuid")))
        .execute(&mut db)
        .await
        .unwrap();
    db
}

/// Expressions, not columns, need the per-query override even with
/// `sqlx.toml`'s: `"id!: Ulid"` also makes the column non-null.
#[tokio::test]
async fn query_scalar_of_an_expression() {
    let mut db = connect().await;
    let id = Ulid::new();
    let read = sqlx::query_scalar!(r#"SELECT $1::uuid AS "id!: Ulid""#, id)
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(read, id);
}

/// `uuid[]` both ways: a `&[Ulid]` parameter, and the array read back
/// through a per-query override as `Vec<Ulid>`, each ID in its place.
#[tokio::test]
async fn query_scalar_with_a_type_override() {
    let mut db = connect().await;
    // Not in order either way: an array sorted on the way loses this.
    let ids = vec![Ulid::new(), Ulid::NIL, Ulid::new()];
    let read = sqlx::query_scalar!(r#"SELECT $1::uuid[] AS "ids!: Vec<Ulid>""#, &ids as &[Ulid])
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(read, ids);
}
