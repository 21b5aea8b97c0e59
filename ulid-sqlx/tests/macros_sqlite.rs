//! sqlx's query macros with `Ulid` on SQLite: through `sqlx.toml`'s table
//! override (`macro_items.id` and `.parent` are `Ulid`) and through
//! per-query overrides. Checked at build time against `.sqlx/` (see
//! `scripts/sqlx-prepare.sh`); at run time on an in-memory database.

mod common;

use sqlx::{Connection, SqliteConnection};
use ulid_sqlx::Ulid;

common::macro_tests::macro_tests!(
    insert: "INSERT INTO macro_items (id, parent, name) VALUES (?1, ?2, ?3)",
    select: "SELECT id, parent, name FROM macro_items WHERE id = ?1",
    insert_orphan: "INSERT INTO macro_items (id, name) VALUES (?1, ?2)",
    select_overridden: r#"SELECT id AS "id: Ulid", parent AS "parent: Ulid" FROM macro_items WHERE id = ?1"#,
    select_typed: r#"SELECT id AS "id: Id<ItemKind>", parent AS "parent: Id<ItemKind>" FROM macro_items WHERE id = ?1"#,
);

async fn connect() -> SqliteConnection {
    let mut db = SqliteConnection::connect("sqlite::memory:").await.unwrap();
    sqlx::query(common::sql(common::macro_items_schema("BLOB")))
        .execute(&mut db)
        .await
        .unwrap();
    db
}
