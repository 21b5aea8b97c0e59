//! `ToSql`/`FromSql` for duckdb-rs, on an in-memory DuckDB: DuckDB's own
//! library (libduckdb 1.5.6, the build of DuckDB's Node bindings, which
//! `scripts/test.sh data` fetches and points `DUCKDB_LIB_DIR` at) with the
//! duckdb crate pinned to it (1.10506.1).

use duckdb::{Connection, params};
use proptest::prelude::*;
use ulid_serde::{ColumnDecodeError, Id, Ulid, UlidText, prefix};

use crate::common::vectors;

prefix!(User = "user");

fn connection() -> Connection {
    let db = Connection::open_in_memory().unwrap();
    db.execute_batch(
        "CREATE TABLE by_uuid (n INTEGER, id UUID, user_id UUID, parent UUID);
         CREATE TABLE by_blob (n INTEGER, id BLOB, user_id BLOB, parent BLOB);",
    )
    .unwrap();
    db
}

/// The IDs of `table` in its `n` order: `(id, user_id, parent)`.
type Row = (Ulid, Id<User>, Option<Ulid>);

fn rows(db: &Connection, table: &str, order: &str) -> Vec<Row> {
    let mut statement = db
        .prepare(&format!(
            "SELECT id, user_id, parent FROM {table} ORDER BY {order}"
        ))
        .unwrap();
    statement
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

#[test]
fn every_vector_round_trips_through_uuid_and_blob_columns() {
    let db = connection();
    let ids = vectors();
    let expected: Vec<Row> = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| (id, Id::from_ulid(id), (i % 2 == 0).then_some(id)))
        .collect();
    for table in ["by_uuid", "by_blob"] {
        // Half by INSERT with parameters, half by the appender: both bind
        // through ToSql.
        let (inserted, appended) = expected.split_at(expected.len() / 2);
        for (n, (id, user, parent)) in inserted.iter().enumerate() {
            db.execute(
                &format!("INSERT INTO {table} VALUES (?, ?, ?, ?)"),
                params![n, id, user, parent],
            )
            .unwrap();
        }
        let mut appender = db.appender(table).unwrap();
        for (n, (id, user, parent)) in appended.iter().enumerate() {
            appender
                .append_row(params![inserted.len() + n, id, user, parent])
                .unwrap();
        }
        drop(appender);
        assert_eq!(rows(&db, table, "n"), expected, "{table}");

        // DuckDB's UUID compares as the 16 bytes do, as BLOB does: time order.
        let mut sorted = expected.clone();
        sorted.sort_by_key(|row| row.0);
        assert_eq!(rows(&db, table, "id"), sorted, "{table} ORDER BY id");
    }

    // DuckDB's own text of each UUID is the UUID form of the ID.
    let texts: Vec<String> = db
        .prepare("SELECT id::VARCHAR FROM by_uuid ORDER BY n")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let ours: Vec<String> = ids
        .iter()
        .map(|id| id.encode_uuid(&mut [0; 36]).to_string())
        .collect();
    assert_eq!(texts, ours);
}

#[test]
fn text_and_uhugeint_columns_read_back() {
    let db = Connection::open_in_memory().unwrap();
    db.execute_batch("CREATE TABLE t (n INTEGER, id VARCHAR, user_id VARCHAR, number UHUGEINT)")
        .unwrap();
    let ids = vectors();
    for (n, &id) in ids.iter().enumerate() {
        db.execute(
            "INSERT INTO t VALUES (?, ?, ?, ?)",
            params![
                n,
                UlidText(id),
                UlidText(Id::<User>::from_ulid(id)),
                id.to_u128()
            ],
        )
        .unwrap();
    }
    let read: Vec<(UlidText, UlidText<Id<User>>, Ulid, String)> = db
        .prepare("SELECT id, user_id, number, id FROM t ORDER BY n")
        .unwrap()
        .query_map([], |row| {
            Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for ((text, user, number, stored), &id) in read.into_iter().zip(&ids) {
        assert_eq!((text.0, user.0.to_ulid(), number), (id, id, id));
        assert_eq!(stored, id.to_string(), "UlidText binds the 26 characters");
    }
}

/// The `ColumnDecodeError` inside a failed read of a `Ulid`.
fn decode_error(db: &Connection, sql: &str) -> ColumnDecodeError {
    match db.query_row(sql, [], |row| row.get::<_, Ulid>(0)) {
        Err(duckdb::Error::FromSqlConversionFailure(_, _, source)) => *source
            .downcast::<ColumnDecodeError>()
            .expect("a ColumnDecodeError"),
        other => panic!("{sql}: expected a conversion failure, found {other:?}"),
    }
}

#[test]
fn bad_values_are_errors_that_say_what_was_found() {
    let db = Connection::open_in_memory().unwrap();
    let short = decode_error(&db, "SELECT '\\x01\\x02\\x03'::BLOB");
    assert_eq!(short.length_error().map(|e| e.found()), Some(3), "{short}");
    assert_eq!(short.column_type(), "BLOB");

    let text = decode_error(&db, "SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAL'");
    assert_eq!(text.column_type(), "VARCHAR");
    assert!(text.parse_error().is_some(), "{text}");

    let number = decode_error(&db, "SELECT 42::INTEGER");
    assert!(number.is_wrong_type(), "{number}");
    // A signed HUGEINT is not read as an ID: only UHUGEINT holds a u128.
    assert!(decode_error(&db, "SELECT 42::HUGEINT").is_wrong_type());

    let null = db.query_row("SELECT NULL::UUID", [], |row| row.get::<_, Ulid>(0));
    assert!(
        matches!(null, Err(duckdb::Error::InvalidColumnType(..))),
        "{null:?}"
    );
    let none: Option<Ulid> = db
        .query_row("SELECT NULL::UUID", [], |row| row.get(0))
        .unwrap();
    assert_eq!(none, None);
    // A typed ID's text must carry its prefix.
    let wrong_prefix = db.query_row("SELECT 'order_01h455vb4pex5vsknk084sn02q'", [], |row| {
        row.get::<_, Id<User>>(0)
    });
    assert!(
        matches!(
            wrong_prefix,
            Err(duckdb::Error::FromSqlConversionFailure(..))
        ),
        "{wrong_prefix:?}"
    );
}

#[test]
fn a_time_window_on_a_uuid_column_casts_its_bounds() {
    let db = connection();
    let ids: Vec<Ulid> = (0..100u64)
        .map(|s| Ulid::from_parts(1_700_000_000_000 + s * 1_000, u128::from(s)).unwrap())
        .collect();
    for (n, id) in ids.iter().enumerate() {
        db.execute("INSERT INTO by_uuid (n, id) VALUES (?, ?)", params![n, id])
            .unwrap();
    }
    let window = Ulid::range_ms(1_700_000_010_000, 1_700_000_019_999);
    let count: i64 = db
        .query_row(
            "SELECT count(*) FROM by_uuid WHERE id BETWEEN ?::UUID AND ?::UUID",
            params![window.start(), window.end()],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(count, 10);
    // Without the casts DuckDB refuses to compare a UUID with the BLOB
    // parameters, loudly, rather than compare something else.
    let refused = db.query_row(
        "SELECT count(*) FROM by_uuid WHERE id BETWEEN ? AND ?",
        params![window.start(), window.end()],
        |row| row.get::<_, i64>(0),
    );
    let message = refused.unwrap_err().to_string();
    assert!(message.contains("explicit cast"), "{message}");
    // Equality and IN cast by themselves.
    let found: i64 = db
        .query_row(
            "SELECT count(*) FROM by_uuid WHERE id = ? OR id IN (?, ?)",
            params![ids[3], ids[4], ids[5]],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(found, 3);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any 128 bits through a UUID column and a BLOB column.
    #[test]
    fn any_id_round_trips(bits: u128) {
        let db = Connection::open_in_memory().unwrap();
        let id = Ulid::from_u128(bits);
        let read: (Ulid, Ulid) = db
            .query_row("SELECT ?::UUID, ?::BLOB", params![id, id], |row| Ok((row.get(0)?, row.get(1)?)))
            .unwrap();
        prop_assert_eq!(read, (id, id));
    }
}
