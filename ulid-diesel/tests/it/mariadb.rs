//! `Ulid` as a plain field type in diesel on a live MariaDB/MySQL (`Binary`
//! and `Text`; 127.0.0.1:3306 unless `ULID_TEST_MYSQL_URL` says otherwise).
//! Each test has its own connection and temporary tables.
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

diesel::table! {
    blobs (id) {
        id -> Binary,
        label -> Text,
    }
}

diesel::joinable!(items -> owners (owner_id));
diesel::allow_tables_to_appear_in_same_query!(owners, items);

common::shared::shared_tests!(
    MysqlConnection, length: "LENGTH(id)", hex: "HEX(id)", texts: "CREATE TEMPORARY TABLE texts (id CHAR(26) PRIMARY KEY)"
);

fn connect() -> MysqlConnection {
    let mut db = common::mariadb();
    diesel::sql_query(
        "CREATE TEMPORARY TABLE owners (id BINARY(16) PRIMARY KEY, name VARCHAR(40) NOT NULL)",
    )
    .execute(&mut db)
    .unwrap();
    diesel::sql_query(
        "CREATE TEMPORARY TABLE items (id BINARY(16) PRIMARY KEY, owner_id BINARY(16) NULL, label VARCHAR(40) NOT NULL)",
    )
    .execute(&mut db)
    .unwrap();
    db
}

#[test]
fn bad_stored_values_are_precise_errors() {
    let mut db = connect();
    // BINARY(16) would pad 15 bytes to 16: VARBINARY keeps them short.
    diesel::sql_query(
        "CREATE TEMPORARY TABLE blobs (id VARBINARY(26) PRIMARY KEY, label VARCHAR(10) NOT NULL)",
    )
    .execute(&mut db)
    .unwrap();
    diesel::sql_query("INSERT INTO blobs VALUES (UNHEX('000102030405060708090A0B0C0D0E'), 'short'), ('not a ulid', 'text')")
        .execute(&mut db)
        .unwrap();
    let err = blobs::table
        .select(blobs::id)
        .filter(blobs::label.eq("short"))
        .first::<Ulid>(&mut db)
        .unwrap_err();
    let message = common::error_chain(&err);
    assert!(
        message.contains(
            "cannot decode a ULID from a Binary value: expected 16 bytes for a ULID, found 15"
        ),
        "{message}"
    );
    let err = blobs::table
        .select(blobs::id)
        .filter(blobs::label.eq("text"))
        .first::<Ulid>(&mut db)
        .unwrap_err();
    let message = common::error_chain(&err);
    assert!(
        message.contains(
            "cannot decode a ULID from a Binary value: expected 16 bytes for a ULID, found 10"
        ),
        "{message}"
    );
}

/// Every cell of the column guide's table (`ulid-core/guide/columns.md`) for this backend, both ways:
/// `Binary` for the binary columns, `Text` for the text ones.
#[test]
fn every_column_type_of_the_table() {
    common::shared::check_column!(binary_cells, "BINARY(16)");
    common::shared::check_column!(binary_cells, "VARBINARY(16)");
    common::shared::check_column!(binary_cells, "BLOB");
    common::shared::check_column!(text_cells, "CHAR(26)");
    common::shared::check_column!(text_cells, "VARCHAR(26)");
    common::shared::check_column!(text_cells, "TEXT");
}
