//! `Ulid` through postgres-types, with both of its clients (tokio-postgres
//! and the blocking `postgres`), on the live PostgreSQL: every column type
//! it accepts both ways, `Option`, `uuid[]`, ordering, and bad stored
//! values as typed errors. Each test has its own connection and temporary
//! table.

use ulid_core::{ColumnDecodeError, UUID_TEXT_LEN, Ulid};
use ulid_tests::fixtures::{in_time_order, scrambled};
use ulid_tests::servers;

async fn connect() -> tokio_postgres::Client {
    let url = servers::postgres_url();
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    tokio::spawn(connection);
    client
}

/// Every column type of the column guide's PostgreSQL rows, both ways: the
/// fixtures written as `Ulid` (the client passes the column's type, so a
/// text column gets the 26 characters), found with `WHERE id = $1`,
/// ordered, and read back.
#[tokio::test]
async fn every_column_type_both_ways() {
    let db = connect().await;
    for column_type in ["uuid", "bytea", "text", "varchar(26)", "char(26)"] {
        let table = format!("cells_{}", column_type.replace(['(', ')'], "_"));
        db.batch_execute(&format!(
            "CREATE TEMPORARY TABLE {table} (id {column_type} NOT NULL)"
        ))
        .await
        .unwrap();
        let ids = in_time_order();
        for id in scrambled(&ids) {
            db.execute(&format!("INSERT INTO {table} (id) VALUES ($1)"), &[&id])
                .await
                .unwrap();
        }
        let found: Ulid = db
            .query_one(&format!("SELECT id FROM {table} WHERE id = $1"), &[&ids[3]])
            .await
            .unwrap()
            .get(0);
        assert_eq!(found, ids[3], "{column_type}: WHERE id = $1");
        let sorted: Vec<Ulid> = db
            .query(&format!("SELECT id FROM {table} ORDER BY id"), &[])
            .await
            .unwrap()
            .iter()
            .map(|row| row.get(0))
            .collect();
        assert_eq!(sorted, ids, "{column_type}: ORDER BY id");
    }
}

/// What the server stores: the same bytes as a `uuid`, the text form in a
/// text column.
#[tokio::test]
async fn stored_forms() {
    let db = connect().await;
    let id = Ulid::new();
    let row = db
        .query_one("SELECT $1::uuid::text, $2::text", &[&id, &id])
        .await
        .unwrap();
    assert_eq!(
        row.get::<_, String>(0),
        id.encode_uuid(&mut [0; UUID_TEXT_LEN])
    );
    assert_eq!(row.get::<_, String>(1), id.to_string());
}

#[tokio::test]
async fn null_option_and_uuid_arrays() {
    let db = connect().await;
    db.batch_execute("CREATE TEMPORARY TABLE items (id uuid PRIMARY KEY, parent uuid)")
        .await
        .unwrap();
    let ids = in_time_order();
    for pair in ids.windows(2) {
        db.execute(
            "INSERT INTO items (id, parent) VALUES ($1, $2)",
            &[&pair[1], &Some(pair[0])],
        )
        .await
        .unwrap();
    }
    db.execute(
        "INSERT INTO items (id, parent) VALUES ($1, $2)",
        &[&ids[0], &None::<Ulid>],
    )
    .await
    .unwrap();
    let parent: Option<Ulid> = db
        .query_one("SELECT parent FROM items WHERE id = $1", &[&ids[0]])
        .await
        .unwrap()
        .get(0);
    assert_eq!(parent, None);
    // NULL into a non-optional `Ulid` is the client's error, not a nil ID.
    let row = db
        .query_one("SELECT parent FROM items WHERE id = $1", &[&ids[0]])
        .await
        .unwrap();
    assert!(row.try_get::<_, Ulid>(0).is_err());
    // `Vec<Ulid>` is `uuid[]`, both ways.
    let wanted = vec![ids[2], ids[5]];
    let found: Vec<Ulid> = db
        .query_one(
            "SELECT array_agg(id ORDER BY id) FROM items WHERE id = ANY($1)",
            &[&wanted],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(found, wanted);
}

/// A 15-byte `bytea` and text that is not a ULID are `ColumnDecodeError`s
/// naming the column type, never a panic or another ULID.
#[tokio::test]
async fn bad_stored_values_are_typed_errors() {
    let db = connect().await;
    for (sql, column_type, message) in [
        (
            "SELECT '\\x000102030405060708090a0b0c0d0e'::bytea",
            "bytea",
            "cannot decode a ULID from a bytea value: expected 16 bytes for a ULID, found 15",
        ),
        (
            "SELECT 'not a ulid'::text",
            "text",
            "cannot decode a ULID from a text value of 10 bytes: invalid character 'o' at index 1",
        ),
        (
            "SELECT '01563e3a-b5d3-d676-4c61-efb99302bd5b'::varchar",
            "varchar",
            "(this is a UUID's text",
        ),
    ] {
        let row = db.query_one(sql, &[]).await.unwrap();
        let err = row.try_get::<_, Ulid>(0).unwrap_err();
        let source = std::error::Error::source(&err).expect("the decode error");
        let typed = source
            .downcast_ref::<ColumnDecodeError>()
            .unwrap_or_else(|| panic!("{sql}: not a ColumnDecodeError: {source}"));
        assert_eq!(typed.column_type(), column_type);
        assert!(typed.to_string().contains(message), "{sql}: {typed}");
    }
}

/// A column type that holds no ID is postgres-types' `WrongType` both ways,
/// before any byte is written or read: an ID bound as an `int4` parameter,
/// an `int4` read as an ID.
#[tokio::test]
async fn other_column_types_are_wrong_types() {
    use tokio_postgres::types::WrongType;
    use ulid_core::Id;

    let db = connect().await;
    let id = Ulid::new();
    let typed = Id::<User>::from_ulid(id);
    for param in [&id as &(dyn tokio_postgres::types::ToSql + Sync), &typed] {
        let err = db.query_one("SELECT $1::int4", &[param]).await.unwrap_err();
        let source = std::error::Error::source(&err).expect("the encode error");
        assert!(source.is::<WrongType>(), "{err}");
        assert!(source.to_string().contains("int4"), "{source}");
    }
    let row = db.query_one("SELECT 42::int4", &[]).await.unwrap();
    for err in [
        row.try_get::<_, Ulid>(0).map(|_| ()).unwrap_err(),
        row.try_get::<_, Id<User>>(0).map(|_| ()).unwrap_err(),
    ] {
        let source = std::error::Error::source(&err).expect("the decode error");
        assert!(source.is::<WrongType>(), "{err}");
    }
}

/// The blocking client, on its own thread (it runs a runtime inside).
#[test]
fn the_blocking_postgres_client() {
    let mut db = postgres::Client::connect(&servers::postgres_url(), postgres::NoTls)
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    db.batch_execute("CREATE TEMPORARY TABLE items (id uuid PRIMARY KEY, label char(26) NOT NULL)")
        .unwrap();
    let id = Ulid::new();
    db.execute("INSERT INTO items (id, label) VALUES ($1, $2)", &[&id, &id])
        .unwrap();
    let row = db
        .query_one(
            "SELECT id, label, label::text FROM items WHERE label = $1",
            &[&id],
        )
        .unwrap();
    assert_eq!(row.get::<_, Ulid>(0), id);
    assert_eq!(row.get::<_, Ulid>(1), id);
    assert_eq!(row.get::<_, String>(2), id.to_string());
}

ulid_core::prefix!(User = "user");
ulid_core::prefix!(Org = "org");

/// `Id<P>` through tokio-postgres: the 16 bytes in `uuid` (a primary and
/// a foreign key), the full TypeID in a `text` column with no wrapper (the
/// client passes the column's type), and another kind's TypeID as a typed
/// error.
#[tokio::test]
async fn typed_ids_as_keys_and_text() {
    use ulid_core::Id;

    let db = connect().await;
    db.batch_execute(
        "CREATE TEMPORARY TABLE orgs (id uuid PRIMARY KEY);
         CREATE TEMPORARY TABLE users (id uuid PRIMARY KEY,
             org_id uuid NOT NULL REFERENCES orgs (id), handle text NOT NULL);",
    )
    .await
    .unwrap();
    let org = Id::<Org>::new();
    let user = Id::<User>::new();
    db.execute("INSERT INTO orgs (id) VALUES ($1)", &[&org])
        .await
        .unwrap();
    db.execute(
        "INSERT INTO users (id, org_id, handle) VALUES ($1, $2, $3)",
        &[&user, &org, &user],
    )
    .await
    .unwrap();
    let row = db
        .query_one(
            "SELECT id, org_id, handle, handle::text, id::text FROM users WHERE id = $1",
            &[&user],
        )
        .await
        .unwrap();
    assert_eq!(row.get::<_, Id<User>>(0), user);
    assert_eq!(row.get::<_, Id<Org>>(1), org);
    assert_eq!(row.get::<_, Id<User>>(2), user);
    assert_eq!(row.get::<_, String>(3), user.to_string());
    assert_eq!(row.get::<_, String>(4), uuid_text(user.to_ulid()));

    let err = db
        .query_one("SELECT $1::text", &[&org.to_string()])
        .await
        .unwrap()
        .try_get::<_, Id<User>>(0)
        .unwrap_err();
    let source = std::error::Error::source(&err).unwrap();
    let decode = source.downcast_ref::<ColumnDecodeError>().unwrap();
    assert_eq!(
        decode.id_parse_error().unwrap().wrong_prefix(),
        Some(("user", "org"))
    );
}

/// The hyphenated UUID text of a ULID, as PostgreSQL prints a `uuid`.
fn uuid_text(id: Ulid) -> String {
    id.encode_uuid(&mut [0; UUID_TEXT_LEN]).to_owned()
}
