//! sqlx's query macros with `Ulid` on MariaDB/MySQL: through `sqlx.toml`'s
//! table override (`macro_items.id` and `.parent` are `Ulid`) and through
//! per-query overrides. Checked at build time against `.sqlx/` (see
//! `scripts/sqlx-prepare.sh`); at run time they need the live server.

mod common;

use sqlx::MySqlConnection;
use ulid_sqlx::Ulid;

common::macro_tests::macro_tests!(
    insert: "INSERT INTO macro_items (id, parent, name) VALUES (?, ?, ?)",
    select: "SELECT id, parent, name FROM macro_items WHERE id = ?",
    insert_orphan: "INSERT INTO macro_items (id, name) VALUES (?, ?)",
    select_overridden: r#"SELECT id AS "id: Ulid", parent AS "parent: Ulid" FROM macro_items WHERE id = ?"#,
    select_typed: r#"SELECT id AS "id: Id<ItemKind>", parent AS "parent: Id<ItemKind>" FROM macro_items WHERE id = ?"#,
);

async fn connect() -> MySqlConnection {
    let mut db = common::mariadb().await;
    sqlx::query(common::sql(common::macro_items_schema("BINARY(16)")))
        .execute(&mut db)
        .await
        .unwrap();
    db
}
