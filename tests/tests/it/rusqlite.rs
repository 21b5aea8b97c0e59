//! `Ulid` in rusqlite: params, `row.get`, NULL, ordering and bad values.

use rusqlite::{Connection, params};
use ulid_core::{Generator, Ulid, UlidText};

fn connect() -> Connection {
    let db = Connection::open_in_memory().unwrap();
    db.execute_batch("CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL, parent BLOB)")
        .unwrap();
    db
}

#[test]
fn params_row_get_and_null() {
    let db = connect();
    let ids = Generator::new().generate_batch(2).unwrap();
    db.execute(
        "INSERT INTO items (id, parent) VALUES (?1, ?2)",
        params![ids[0], ids[1]],
    )
    .unwrap();
    db.execute(
        "INSERT INTO items (id, parent) VALUES (?1, ?2)",
        params![ids[1], None::<Ulid>],
    )
    .unwrap();
    let mut select = db
        .prepare("SELECT id, parent FROM items ORDER BY id")
        .unwrap();
    let rows: Vec<(Ulid, Option<Ulid>)> = select
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(rows, [(ids[0], Some(ids[1])), (ids[1], None)]);

    let (kind, length): (String, i64) = db
        .query_row(
            "SELECT typeof(id), length(id) FROM items LIMIT 1",
            [],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .unwrap();
    assert_eq!((kind.as_str(), length), ("blob", 16));

    // NULL into a non-optional Ulid is an error naming the type found.
    let err = db
        .query_row("SELECT parent FROM items WHERE id = ?1", [ids[1]], |row| {
            row.get::<_, Ulid>(0)
        })
        .unwrap_err();
    assert!(err.to_string().contains("Null"), "{err}");
}

#[test]
fn order_by_id_is_time_order() {
    let db = connect();
    let ids: Vec<Ulid> = (0..10u64)
        .map(|i| Ulid::from_parts(1_700_000_000_000 + i, Ulid::MAX_RANDOM - u128::from(i)).unwrap())
        .collect();
    for i in [7, 2, 9, 0, 5, 3, 8, 1, 6, 4] {
        db.execute("INSERT INTO items (id) VALUES (?1)", [ids[i]])
            .unwrap();
    }
    let mut select = db.prepare("SELECT id FROM items ORDER BY id").unwrap();
    let sorted: Vec<Ulid> = select
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(sorted, ids);
}

#[test]
fn text_is_read_too() {
    let db = Connection::open_in_memory().unwrap();
    let id = Ulid::new();
    let read: Ulid = db
        .query_row("SELECT ?1", [id.to_string()], |row| row.get(0))
        .unwrap();
    assert_eq!(read, id);
}

#[test]
fn bad_values_say_what_was_found() {
    let db = Connection::open_in_memory().unwrap();
    let get = |sql: &str| {
        db.query_row(sql, [], |row| row.get::<_, Ulid>(0))
            .unwrap_err()
            .to_string()
    };
    for (sql, expected) in [
        (
            "SELECT zeroblob(15)",
            "cannot decode a ULID from a BLOB value: expected 16 bytes for a ULID, found 15",
        ),
        (
            "SELECT 'not a ulid'",
            "cannot decode a ULID from a TEXT value of 10 bytes: invalid character 'o' at index 1",
        ),
        (
            "SELECT 42",
            "cannot decode a ULID from a value of type INTEGER",
        ),
        (
            "SELECT 0.5",
            "cannot decode a ULID from a value of type REAL",
        ),
    ] {
        let message = get(sql);
        assert!(message.contains(expected), "{sql}: {message}");
    }
    // NULL into a non-optional `Ulid` is rusqlite's own "invalid column type".
    assert!(
        get("SELECT NULL").contains("Invalid column type Null"),
        "{}",
        get("SELECT NULL")
    );
}

/// The column guide's table for rusqlite: a `BLOB` column with `Ulid`, a
/// `TEXT` column with `UlidText`, each written, found with `WHERE id = ?1`,
/// ordered and read back as `Ulid`.
#[test]
fn every_column_type_of_the_table() {
    fn check<T: rusqlite::ToSql>(column_type: &str, write: fn(Ulid) -> T) {
        let db = Connection::open_in_memory().unwrap();
        db.execute_batch(&format!("CREATE TABLE cells (id {column_type} NOT NULL)"))
            .unwrap();
        let ids: Vec<Ulid> = (0..10)
            .map(|i| {
                Ulid::from_parts(1_700_000_000_000 + i, Ulid::MAX_RANDOM - u128::from(i)).unwrap()
            })
            .collect();
        for i in [7, 2, 9, 0, 5, 3, 8, 1, 6, 4] {
            db.execute("INSERT INTO cells (id) VALUES (?1)", [write(ids[i])])
                .unwrap();
        }
        let found: Ulid = db
            .query_row(
                "SELECT id FROM cells WHERE id = ?1",
                [write(ids[3])],
                |row| row.get(0),
            )
            .unwrap();
        assert_eq!(found, ids[3], "{column_type}: WHERE id = ?1");
        let sorted: Vec<Ulid> = db
            .prepare("SELECT id FROM cells ORDER BY id")
            .unwrap()
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(sorted, ids, "{column_type}: ORDER BY id");
    }
    check("BLOB", |id| id);
    check("TEXT", UlidText);
}

ulid_core::prefix!(User = "user");
ulid_core::prefix!(Org = "org");

/// `Id<User>` and `Id<Org>` as primary and foreign keys: stored as the
/// 16 bytes, read back as their own kind; the TypeID in a text column.
#[test]
fn typed_ids_as_primary_and_foreign_keys() {
    use ulid_core::Id;

    let db = Connection::open_in_memory().unwrap();
    db.execute_batch(
        "PRAGMA foreign_keys = ON;
         CREATE TABLE orgs (id BLOB PRIMARY KEY NOT NULL);
         CREATE TABLE users (id BLOB PRIMARY KEY NOT NULL,
                             org_id BLOB NOT NULL REFERENCES orgs (id),
                             handle TEXT NOT NULL);",
    )
    .unwrap();
    let org = Id::<Org>::new();
    let user = Id::<User>::new();
    db.execute("INSERT INTO orgs (id) VALUES (?1)", params![org])
        .unwrap();
    db.execute(
        "INSERT INTO users (id, org_id, handle) VALUES (?1, ?2, ?3)",
        params![user, org, UlidText(user)],
    )
    .unwrap();

    let (id, org_id, handle): (Id<User>, Id<Org>, UlidText<Id<User>>) = db
        .query_row(
            "SELECT id, org_id, handle FROM users WHERE id = ?1",
            params![user],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .unwrap();
    assert_eq!((id, org_id, handle), (user, org, UlidText(user)));
    let (length, text): (i64, String) = db
        .query_row("SELECT length(id), handle FROM users", [], |row| {
            Ok((row.get(0)?, row.get(1)?))
        })
        .unwrap();
    assert_eq!((length, text), (16, user.to_string()));

    // The foreign key holds: no such org.
    let err = db
        .execute(
            "INSERT INTO users (id, org_id, handle) VALUES (?1, ?2, 'x')",
            params![Id::<User>::new(), Id::<Org>::new()],
        )
        .unwrap_err();
    assert!(err.to_string().contains("FOREIGN KEY"), "{err}");

    // Another kind's TypeID is an error naming both prefixes; NULL is
    // rusqlite's own error.
    let err = db
        .query_row("SELECT ?1", params![org.to_string()], |row| {
            row.get::<_, Id<User>>(0)
        })
        .unwrap_err();
    let source = std::error::Error::source(&err).unwrap().to_string();
    assert_eq!(
        source,
        r#"cannot decode a TypeID from a TEXT value of 30 bytes: wrong prefix: expected "user", found "org""#
    );
    let err = db
        .query_row("SELECT NULL", [], |row| row.get::<_, Id<User>>(0))
        .unwrap_err();
    assert!(
        matches!(err, rusqlite::Error::InvalidColumnType(..)),
        "{err}"
    );
}
