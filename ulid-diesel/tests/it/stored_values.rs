//! Property tests: a value that another writer left in a ULID column
//! (written here as an SQL literal, never through our encoders) decodes
//! through diesel to exactly the ULID it represents or to an error that
//! names the column type; never to another ULID. SQLite gets every storage
//! class; PostgreSQL `bytea`/`text` and MariaDB `VARBINARY`/`VARCHAR` get
//! values of arbitrary length.

use crate::common;

use std::cell::RefCell;

use diesel::connection::LoadConnection;
use diesel::query_builder::SqlQuery;
use diesel::query_dsl::methods::{ExecuteDsl, LoadQuery};
use diesel::sql_types::{Binary, Text};
use diesel::{Connection, QueryableByName, RunQueryDsl, SqliteConnection};
use proptest::strategy::Strategy;
use ulid_diesel::Ulid;
use ulid_tests::stored_values::{self, Dialect, Stored, assert_decoded};

/// Values per test: each is a round trip to the server.
const CASES: u32 = 200;

/// `v` read with diesel's `Binary` SQL type.
#[derive(QueryableByName)]
struct BinaryRow {
    #[diesel(sql_type = Binary)]
    v: Ulid,
}

/// `v` read with diesel's `Text` SQL type.
#[derive(QueryableByName)]
struct TextRow {
    #[diesel(sql_type = Text)]
    v: Ulid,
}

impl From<BinaryRow> for Ulid {
    fn from(row: BinaryRow) -> Ulid {
        row.v
    }
}

impl From<TextRow> for Ulid {
    fn from(row: TextRow) -> Ulid {
        row.v
    }
}

/// Creates `stored (v ...)` with `create` on `db`, then for each value of
/// `strategy` replaces the row with the value's literal and loads `v` back
/// as a row `R` (`v` as `Binary` or `Text`).
fn property<C, R>(
    db: C,
    create: &str,
    dialect: Dialect,
    strategy: impl Strategy<Value = Stored>,
    column_type: fn(&Stored) -> &str,
) where
    C: Connection + LoadConnection,
    SqlQuery: ExecuteDsl<C> + for<'a> LoadQuery<'a, C, R>,
    R: Into<Ulid>,
{
    let db = RefCell::new(db);
    diesel::sql_query(create)
        .execute(&mut *db.borrow_mut())
        .unwrap();
    stored_values::for_each(strategy, CASES, |stored| {
        let db = &mut *db.borrow_mut();
        diesel::sql_query("DELETE FROM stored").execute(db).unwrap();
        diesel::sql_query(format!(
            "INSERT INTO stored (v) VALUES ({})",
            stored.literal(dialect)
        ))
        .execute(db)
        .unwrap();
        let decoded = diesel::sql_query("SELECT v FROM stored")
            .get_result::<R>(db)
            .map(Into::into)
            .map_err(|err| common::error_chain(&err));
        assert_decoded(stored, decoded, column_type(stored));
    });
}

fn sqlite() -> SqliteConnection {
    SqliteConnection::establish(":memory:").unwrap()
}

#[test]
fn sqlite_blob_column_as_binary() {
    property::<_, BinaryRow>(
        sqlite(),
        "CREATE TABLE stored (v BLOB NOT NULL)",
        Dialect::Sqlite,
        stored_values::sqlite_value(),
        Stored::storage_class,
    );
}

#[test]
fn sqlite_text_column_as_text() {
    property::<_, TextRow>(
        sqlite(),
        "CREATE TABLE stored (v TEXT NOT NULL)",
        Dialect::Sqlite,
        // A TEXT column turns numbers into text, never a ULID's 26
        // characters.
        stored_values::sqlite_value().prop_filter("numbers become text", |v| {
            !matches!(v, Stored::Integer(_) | Stored::Real(_))
        }),
        Stored::storage_class,
    );
}

#[test]
fn postgres_bytea_as_binary() {
    property::<_, BinaryRow>(
        common::postgres(),
        "CREATE TEMPORARY TABLE stored (v bytea NOT NULL)",
        Dialect::Postgres,
        stored_values::typed_value(true),
        |_| "Binary",
    );
}

#[test]
fn postgres_text_as_text() {
    property::<_, TextRow>(
        common::postgres(),
        "CREATE TEMPORARY TABLE stored (v text NOT NULL)",
        Dialect::Postgres,
        stored_values::typed_value(false),
        |_| "Text",
    );
}

#[test]
fn mariadb_varbinary_as_binary() {
    property::<_, BinaryRow>(
        common::mariadb(),
        "CREATE TEMPORARY TABLE stored (v VARBINARY(64) NOT NULL)",
        Dialect::MySql,
        stored_values::typed_value(true),
        |_| "Binary",
    );
}

#[test]
fn mariadb_varchar_as_text() {
    property::<_, TextRow>(
        common::mariadb(),
        "CREATE TEMPORARY TABLE stored (v VARCHAR(64) CHARACTER SET utf8mb4 NOT NULL)",
        Dialect::MySql,
        stored_values::typed_value(false),
        |_| "Text",
    );
}

/// The case the issue found, by name: a 16-digit INTEGER in a BLOB column
/// is an error naming `INTEGER`, not the ULID of its 16 printed digits.
#[test]
fn sixteen_digits_in_a_blob_column_are_an_error() {
    let mut db = sqlite();
    diesel::sql_query("CREATE TABLE stored (v BLOB NOT NULL)")
        .execute(&mut db)
        .unwrap();
    diesel::sql_query("INSERT INTO stored (v) VALUES (1234567890123456)")
        .execute(&mut db)
        .unwrap();
    let err = diesel::sql_query("SELECT v FROM stored")
        .get_result::<BinaryRow>(&mut db)
        .map(|row| row.v)
        .unwrap_err();
    let message = common::error_chain(&err);
    assert!(
        message.contains("cannot decode a ULID from a value of type INTEGER"),
        "{message}"
    );
}
