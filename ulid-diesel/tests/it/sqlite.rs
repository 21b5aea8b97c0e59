//! `Ulid` as a plain field type in diesel on SQLite (`Binary` and `Text`).
#![allow(
    missing_docs,
    reason = "diesel::table! makes public items without docs"
)]

use crate::common;

use diesel::prelude::*;
use ulid_diesel::{Ulid, UlidExpressionMethods};

diesel::table! {
    owners (id) {
        id -> Binary,
        name -> Text,
    }
}

diesel::table! {
    items (id) {
        id -> Binary,
        owner_id -> Nullable<Binary>,
        label -> Text,
    }
}
// The key holds the 16 bytes of ULIDs: the time and keyset filters apply.
impl ulid_diesel::UlidColumn for items::id {}

diesel::table! {
    texts (id) {
        id -> Text,
    }
}

diesel::joinable!(items -> owners (owner_id));
diesel::allow_tables_to_appear_in_same_query!(owners, items);

common::shared::shared_tests!(
    SqliteConnection, length: "length(id)", hex: "hex(id)", texts: "CREATE TABLE texts (id TEXT PRIMARY KEY NOT NULL)"
);

fn connect() -> SqliteConnection {
    let mut db = SqliteConnection::establish(":memory:").unwrap();
    diesel::sql_query("CREATE TABLE owners (id BLOB PRIMARY KEY NOT NULL, name TEXT NOT NULL)")
        .execute(&mut db)
        .unwrap();
    diesel::sql_query(
        "CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL, owner_id BLOB REFERENCES owners (id), label TEXT NOT NULL)",
    )
    .execute(&mut db)
    .unwrap();
    db
}

#[test]
fn bad_stored_values_are_precise_errors() {
    let mut db = connect();
    diesel::sql_query(
        "INSERT INTO items (id, label) VALUES (zeroblob(15), 'short'), ('not a ulid', 'text')",
    )
    .execute(&mut db)
    .unwrap();
    let err = items::table
        .select(items::id)
        .filter(items::label.eq("short"))
        .first::<Ulid>(&mut db)
        .unwrap_err();
    let message = common::error_chain(&err);
    assert!(
        message.contains(
            "cannot decode a ULID from a BLOB value: expected 16 bytes for a ULID, found 15"
        ),
        "{message}"
    );
    let err = items::table
        .select(items::id)
        .filter(items::label.eq("text"))
        .first::<Ulid>(&mut db)
        .unwrap_err();
    let message = common::error_chain(&err);
    assert!(
        message.contains(
            "cannot decode a ULID from a TEXT value of 10 bytes: invalid character 'o' at index 1"
        ),
        "{message}"
    );
}

/// Every cell of the column guide's table (`ulid-core/guide/columns.md`) for this backend, both ways:
/// `Binary` for the binary columns, `Text` for the text ones.
#[test]
fn every_column_type_of_the_table() {
    common::shared::check_column!(binary_cells, "BLOB");
    common::shared::check_column!(text_cells, "TEXT");
}
