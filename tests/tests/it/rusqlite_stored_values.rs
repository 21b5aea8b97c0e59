//! Property test: a value of any SQLite storage class, written as an SQL
//! literal (never through our encoder), reads through rusqlite's `FromSql`
//! as exactly the ULID it represents or as an error that names the storage
//! class; never as another ULID.

use std::cell::RefCell;

use rusqlite::Connection;
use ulid_core::Ulid;
use ulid_tests::stored_values::{self, Dialect, assert_decoded};

#[test]
fn every_storage_class_in_a_blob_column() {
    let db = RefCell::new(Connection::open_in_memory().unwrap());
    db.borrow()
        .execute_batch("CREATE TABLE stored (v BLOB NOT NULL)")
        .unwrap();
    stored_values::for_each(stored_values::sqlite_value(), 500, |stored| {
        let db = db.borrow();
        db.execute("DELETE FROM stored", []).unwrap();
        db.execute(
            &format!(
                "INSERT INTO stored (v) VALUES ({})",
                stored.literal(Dialect::Sqlite)
            ),
            [],
        )
        .unwrap();
        let decoded = db.query_row("SELECT v FROM stored", [], |row| row.get::<_, Ulid>(0));
        assert_decoded(stored, decoded, stored.storage_class());
    });
}

/// The error is `FromSqlError::Other` holding our typed error, so an
/// application can tell a bad stored value from a failed connection.
#[test]
fn the_typed_error_is_reachable() {
    let db = Connection::open_in_memory().unwrap();
    let err = db
        .query_row("SELECT 1234567890123456", [], |row| row.get::<_, Ulid>(0))
        .unwrap_err();
    let rusqlite::Error::FromSqlConversionFailure(_, _, source) = err else {
        panic!("not a conversion failure: {err}");
    };
    let typed = source
        .downcast_ref::<ulid_core::ColumnDecodeError>()
        .expect("a ColumnDecodeError");
    assert!(typed.is_wrong_type());
    assert_eq!(typed.column_type(), "INTEGER");
}
