//! Property tests: a value that another writer left in a ULID column
//! (written here as an SQL literal, never through our encoders) decodes,
//! through sqlx and through sea-orm, to exactly the ULID it represents or
//! to an error that names the column type; never to another ULID. SQLite
//! gets every storage class; PostgreSQL `bytea`/`text` and MariaDB
//! `VARBINARY`/`VARCHAR` get values of arbitrary length.

use crate::common;

use std::cell::RefCell;

use proptest::strategy::Strategy;
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement};
use sqlx::{Connection, MySql, Postgres, Sqlite, SqliteConnection};
use ulid_sqlx::Ulid;
use ulid_tests::servers;
use ulid_tests::stored_values::{self, Dialect, Stored, assert_decoded};

/// Values per test: each is a round trip to the server.
const CASES: u32 = 200;

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// `INSERT INTO <table> (v) VALUES (<the value as a literal>)`.
fn insert_sql(table: &str, stored: &Stored, dialect: Dialect) -> String {
    format!(
        "INSERT INTO {table} (v) VALUES ({})",
        stored.literal(dialect)
    )
}

/// One property test through sqlx: connects with `$connect`, creates the
/// temporary table `stored (v ...)` with `$create`, and for each value of
/// `$strategy` replaces the row and reads `v` back as a `Ulid`; `$column`
/// gives the column type the error must name.
macro_rules! sqlx_property {
    ($name:ident, $db:ty, $connect:expr, $create:expr, $dialect:expr, $strategy:expr, $column:expr) => {
        #[test]
        fn $name() {
            let rt = runtime();
            let db = RefCell::new(rt.block_on($connect));
            rt.block_on(sqlx::query($create).execute(&mut *db.borrow_mut()))
                .unwrap();
            stored_values::for_each($strategy, CASES, |stored| {
                let mut db = db.borrow_mut();
                let db = &mut *db;
                let decoded = rt.block_on(async {
                    sqlx::query("DELETE FROM stored")
                        .execute(&mut *db)
                        .await
                        .unwrap();
                    sqlx::query(common::sql(insert_sql("stored", stored, $dialect)))
                        .execute(&mut *db)
                        .await
                        .unwrap();
                    sqlx::query_scalar::<$db, Ulid>("SELECT v FROM stored")
                        .fetch_one(&mut *db)
                        .await
                });
                let column: fn(&Stored) -> &str = $column;
                assert_decoded(stored, decoded, column(stored));
            });
        }
    };
}

sqlx_property!(
    sqlx_sqlite_blob_column,
    Sqlite,
    async { SqliteConnection::connect("sqlite::memory:").await.unwrap() },
    "CREATE TABLE stored (v BLOB NOT NULL)",
    Dialect::Sqlite,
    stored_values::sqlite_value(),
    Stored::storage_class
);

sqlx_property!(
    sqlx_sqlite_text_column,
    Sqlite,
    async { SqliteConnection::connect("sqlite::memory:").await.unwrap() },
    "CREATE TABLE stored (v TEXT NOT NULL)",
    Dialect::Sqlite,
    // A TEXT column turns numbers into text, which is never 26 characters
    // of a ULID.
    stored_values::sqlite_value().prop_filter("numbers become text", |v| {
        !matches!(v, Stored::Integer(_) | Stored::Real(_))
    }),
    Stored::storage_class
);

sqlx_property!(
    sqlx_postgres_bytea,
    Postgres,
    common::postgres(),
    "CREATE TEMPORARY TABLE stored (v bytea NOT NULL)",
    Dialect::Postgres,
    stored_values::typed_value(true),
    |_| "bytea"
);

sqlx_property!(
    sqlx_postgres_text,
    Postgres,
    common::postgres(),
    "CREATE TEMPORARY TABLE stored (v text NOT NULL)",
    Dialect::Postgres,
    stored_values::typed_value(false),
    |_| "TEXT"
);

sqlx_property!(
    sqlx_mariadb_varbinary,
    MySql,
    common::mariadb(),
    "CREATE TEMPORARY TABLE stored (v VARBINARY(64) NOT NULL)",
    Dialect::MySql,
    stored_values::typed_value(true),
    |_| "VARBINARY"
);

sqlx_property!(
    sqlx_mariadb_varchar,
    MySql,
    common::mariadb(),
    "CREATE TEMPORARY TABLE stored (v VARCHAR(64) CHARACTER SET utf8mb4 NOT NULL)",
    Dialect::MySql,
    stored_values::typed_value(false),
    |_| "VARCHAR"
);

/// The same property through sea-orm: the table `table` is made with
/// `create` (dropped first: sea-orm's pool may use any connection, so it is
/// a real table, named for its test), and each value is read back with
/// `QueryResult::try_get_by_index::<Ulid>`.
fn sea_orm_property(
    url: &str,
    table: &str,
    column: &str,
    dialect: Dialect,
    strategy: impl proptest::strategy::Strategy<Value = Stored>,
    column_type: fn(&Stored) -> &str,
) {
    let rt = runtime();
    let db: DatabaseConnection = rt
        .block_on(Database::connect(url))
        .unwrap_or_else(|err| panic!("cannot connect to {url}: {err}"));
    rt.block_on(async {
        db.execute_unprepared(&format!("DROP TABLE IF EXISTS {table}"))
            .await
            .unwrap();
        db.execute_unprepared(&format!("CREATE TABLE {table} (v {column} NOT NULL)"))
            .await
            .unwrap();
    });
    stored_values::for_each(strategy, CASES, |stored| {
        let decoded = rt.block_on(async {
            db.execute_unprepared(&format!("DELETE FROM {table}"))
                .await
                .unwrap();
            db.execute_unprepared(&insert_sql(table, stored, dialect))
                .await
                .unwrap();
            let select =
                Statement::from_string(db.get_database_backend(), format!("SELECT v FROM {table}"));
            let row = common::sea_orm_query_one(&db, select).await;
            row.try_get_by_index::<Ulid>(0)
        });
        assert_decoded(stored, decoded, column_type(stored));
    });
    rt.block_on(db.execute_unprepared(&format!("DROP TABLE {table}")))
        .unwrap();
}

#[test]
fn sea_orm_sqlite_blob_column() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("stored.db").display()
    );
    sea_orm_property(
        &url,
        "stored",
        "BLOB",
        Dialect::Sqlite,
        stored_values::sqlite_value(),
        Stored::storage_class,
    );
}

#[test]
fn sea_orm_postgres_bytea() {
    sea_orm_property(
        &servers::postgres_url(),
        "stored_sea_orm_bytea",
        "bytea",
        Dialect::Postgres,
        stored_values::typed_value(true),
        |_| "bytea",
    );
}

#[test]
fn sea_orm_postgres_text() {
    sea_orm_property(
        &servers::postgres_url(),
        "stored_sea_orm_text",
        "text",
        Dialect::Postgres,
        stored_values::typed_value(false),
        |_| "TEXT",
    );
}

#[test]
fn sea_orm_mariadb_varbinary() {
    sea_orm_property(
        &servers::mysql_url(),
        "stored_sea_orm_varbinary",
        "VARBINARY(64)",
        Dialect::MySql,
        stored_values::typed_value(true),
        |_| "VARBINARY",
    );
}

#[test]
fn sea_orm_mariadb_varchar() {
    sea_orm_property(
        &servers::mysql_url(),
        "stored_sea_orm_varchar",
        "VARCHAR(64) CHARACTER SET utf8mb4",
        Dialect::MySql,
        stored_values::typed_value(false),
        |_| "VARCHAR",
    );
}

/// The two cases the issue found, by name: a 16-digit INTEGER and a
/// 16-character TEXT in a BLOB column are errors that name the storage
/// class, not the ULIDs of their bytes.
#[tokio::test]
async fn sixteen_digits_and_sixteen_characters_are_errors() {
    let mut db = SqliteConnection::connect("sqlite::memory:").await.unwrap();
    sqlx::query("CREATE TABLE stored (v BLOB)")
        .execute(&mut db)
        .await
        .unwrap();
    for (literal, message) in [
        (
            "1234567890123456",
            "cannot decode a ULID from a value of type INTEGER",
        ),
        (
            "'0123456789ABCDEF'",
            "cannot decode a ULID from a TEXT value of 16 bytes",
        ),
    ] {
        sqlx::query(common::sql(format!(
            "INSERT INTO stored (v) VALUES ({literal})"
        )))
        .execute(&mut db)
        .await
        .unwrap();
        let err = sqlx::query_scalar::<_, Ulid>("SELECT v FROM stored")
            .fetch_one(&mut db)
            .await
            .unwrap_err();
        assert!(err.to_string().contains(message), "{literal}: {err}");
        // The typed error is the source of sqlx's column error.
        let sqlx::Error::ColumnDecode { source, .. } = err else {
            panic!("{literal}: not a column decode error: {err}");
        };
        assert!(
            source
                .downcast_ref::<ulid_sqlx::ColumnDecodeError>()
                .is_some()
        );
        sqlx::query("DELETE FROM stored")
            .execute(&mut db)
            .await
            .unwrap();
    }
}
