//! `Ulid` as a plain field type in diesel on a live PostgreSQL (`Uuid`,
//! `Binary` for `bytea`, and `Text`; 127.0.0.1:5432 unless `ULID_TEST_POSTGRES_URL` says otherwise).
//! Each test has its own connection and temporary tables.
#![allow(
    missing_docs,
    reason = "diesel::table! makes public items without docs"
)]

use crate::common;

use diesel::prelude::*;
use diesel::sql_types::Text;
use ulid_diesel::{Ulid, UlidExpressionMethods};

diesel::table! {
    owners (id) {
        id -> Uuid,
        name -> Text,
    }
}

diesel::table! {
    items (id) {
        id -> Uuid,
        owner_id -> Nullable<Uuid>,
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
    PgConnection, length: "length(uuid_send(id))", hex: "upper(encode(uuid_send(id), 'hex'))", texts: "CREATE TEMPORARY TABLE texts (id char(26) PRIMARY KEY)"
);

fn connect() -> PgConnection {
    let mut db = common::postgres();
    diesel::sql_query("CREATE TEMPORARY TABLE owners (id uuid PRIMARY KEY, name text NOT NULL)")
        .execute(&mut db)
        .unwrap();
    diesel::sql_query(
        "CREATE TEMPORARY TABLE items (id uuid PRIMARY KEY, owner_id uuid REFERENCES owners (id), label text NOT NULL)",
    )
    .execute(&mut db)
    .unwrap();
    db
}

/// `id::text` is the UUID form of the same 16 bytes.
#[test]
fn the_uuid_text_is_the_same_bytes() {
    let mut db = connect();
    let id = Ulid::new();
    diesel::insert_into(items::table)
        .values((items::id.eq(id), items::label.eq("x")))
        .execute(&mut db)
        .unwrap();
    let text: String = items::table
        .select(diesel::dsl::sql::<Text>("id::text"))
        .first(&mut db)
        .unwrap();
    assert_eq!(text, id.encode_uuid(&mut [0; ulid_core::UUID_TEXT_LEN]));
}

#[test]
fn bad_stored_values_are_precise_errors() {
    // A `uuid` column holds exactly 16 bytes; a text column can hold anything.
    let mut db = connect();
    diesel::sql_query("CREATE TEMPORARY TABLE texts (id char(26) PRIMARY KEY)")
        .execute(&mut db)
        .unwrap();
    diesel::sql_query("INSERT INTO texts VALUES ('not a ulid'), ('8ZZZZZZZZZZZZZZZZZZZZZZZZZ')")
        .execute(&mut db)
        .unwrap();
    let err = texts::table
        .select(texts::id)
        .order_by(texts::id)
        .first::<Ulid>(&mut db)
        .unwrap_err();
    let message = common::error_chain(&err);
    assert!(
        message.contains("overflow: the first character must be 0-7"),
        "{message}"
    );
    let err = texts::table
        .select(texts::id)
        .order_by(texts::id.desc())
        .first::<Ulid>(&mut db)
        .unwrap_err();
    let message = common::error_chain(&err);
    // char(26) pads 'not a ulid' with spaces to 26 characters.
    assert!(
        message.contains(
            "cannot decode a ULID from a Text value of 26 bytes: invalid character 'o' at index 1"
        ),
        "{message}"
    );
}

/// Every cell of the column guide's table (`ulid-core/guide/columns.md`) for this backend, both ways:
/// `Binary` for the binary columns, `Text` for the text ones.
#[test]
fn every_column_type_of_the_table() {
    common::shared::check_column!(binary_cells, "bytea");
    common::shared::check_column!(text_cells, "text");
    common::shared::check_column!(text_cells, "varchar(26)");
    common::shared::check_column!(text_cells, "char(26)");
}
