//! mysql_common through mysql_async 0.37 against MariaDB
//! (`ULID_TEST_MYSQL_URL`, default `mysql://root@127.0.0.1:3306/test`):
//! `BINARY(16)` both ways, `UlidText` for `CHAR(26)`, values other clients
//! wrote, `NULL`, typed IDs, and bad stored values as errors.

use mysql_async::prelude::Queryable;
use mysql_async::{Conn, Row};
use ulid_core::{Id, Ulid, UlidText, prefix};

prefix!(User = "user");
prefix!(Org = "org");

async fn connect() -> Conn {
    let url = std::env::var("ULID_TEST_MYSQL_URL")
        .unwrap_or_else(|_| "mysql://root@127.0.0.1:3306/test".to_owned());
    Conn::from_url(&url).await.unwrap_or_else(|err| {
        panic!(
            "cannot reach MariaDB/MySQL at {url}: {err}\nStart it (scripts/test.sh does: start-stop-daemon \
             --start --oknodo --background --exec /usr/sbin/mariadbd) or point ULID_TEST_MYSQL_URL at one."
        )
    })
}

#[tokio::test]
async fn binary_and_text_columns_both_ways() {
    let mut db = connect().await;
    db.query_drop("CREATE TEMPORARY TABLE items (id BINARY(16) PRIMARY KEY, code CHAR(26), parent BINARY(16))")
        .await
        .unwrap();
    let t0 = 1_700_000_000_000;
    let ids: Vec<Ulid> = (0..5)
        .map(|i| Ulid::from_parts(t0 + i * 1_000, u128::from(i) + 11).unwrap())
        .collect();
    for id in ids.iter().rev() {
        db.exec_drop(
            "INSERT INTO items VALUES (?, ?, ?)",
            (*id, UlidText(*id), None::<Ulid>),
        )
        .await
        .unwrap();
    }
    let rows: Vec<(Ulid, Ulid, Option<Ulid>)> = db
        .query("SELECT id, code, parent FROM items ORDER BY id")
        .await
        .unwrap();
    assert_eq!(
        rows.iter().map(|row| row.0).collect::<Vec<_>>(),
        ids,
        "BINARY(16) is time order"
    );
    assert!(
        rows.iter()
            .all(|(id, code, parent)| id == code && parent.is_none())
    );
    let codes: Vec<UlidText> = db
        .query("SELECT code FROM items ORDER BY code")
        .await
        .unwrap();
    assert_eq!(
        codes.into_iter().map(|code| code.0).collect::<Vec<_>>(),
        ids,
        "CHAR(26) is time order"
    );
    // The stored text is the canonical 26 characters.
    let text: String = db
        .query_first("SELECT code FROM items LIMIT 1")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(text.len(), 26);
    assert_eq!(text, text.to_uppercase());
    // Bound values select.
    let found: Option<Ulid> = db
        .exec_first("SELECT id FROM items WHERE id = ?", (ids[2],))
        .await
        .unwrap();
    assert_eq!(found, Some(ids[2]));
}

#[tokio::test]
async fn values_other_clients_wrote() {
    let mut db = connect().await;
    let id: Ulid = "01ARZ3NDEKTSV4RRFFQ69G5FAV".parse().unwrap();
    let row: (Ulid, Ulid, Ulid) = db
        .query_first("SELECT UNHEX('01563E3AB5D3D6764C61EFB99302BD5B'), '01arz3ndektsv4rrffq69g5fav', CAST('01ARZ3NDEKTSV4RRFFQ69G5FAV' AS BINARY)")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row, (id, id, id));
}

#[tokio::test]
async fn bad_stored_values_are_errors_not_ids() {
    let mut db = connect().await;
    let rows: Vec<Row> = db
        .query("SELECT UNHEX('01563E3AB5D3D6764C61EFB99302BD'), '8ZZZZZZZZZZZZZZZZZZZZZZZZZ', 42, NULL")
        .await
        .unwrap();
    let mut row = rows.into_iter().next().unwrap();
    for index in 0..4 {
        let error = row.take_opt::<Ulid, _>(index).unwrap().unwrap_err();
        // The error holds the value; the column readers say why.
        if index == 0 {
            let mysql_async::Value::Bytes(bytes) = &error.0 else {
                panic!("{error:?}")
            };
            let why = Ulid::from_binary_column("BINARY", bytes).unwrap_err();
            assert!(why.to_string().contains("found 15"), "{why}");
        }
    }
    let null: Option<Option<Ulid>> = db.query_first("SELECT NULL").await.unwrap();
    assert_eq!(null, Some(None), "NULL is None");
}

#[tokio::test]
async fn typed_ids_bind_their_bytes_and_read_their_typeid() {
    let mut db = connect().await;
    db.query_drop("CREATE TEMPORARY TABLE members (id BINARY(16) PRIMARY KEY, org BINARY(16) NOT NULL, typeid VARCHAR(40))")
        .await
        .unwrap();
    let (user, org) = (Id::<User>::new(), Id::<Org>::new());
    db.exec_drop(
        "INSERT INTO members VALUES (?, ?, ?)",
        (user, org, UlidText(user)),
    )
    .await
    .unwrap();
    let row: (Id<User>, Id<Org>, Id<User>) = db
        .query_first("SELECT id, org, typeid FROM members")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row, (user, org, user));
    let stored: String = db
        .query_first("SELECT typeid FROM members")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored, user.to_string());
    // Another kind's TypeID in the text column is no `Id<Org>`.
    let rows: Vec<Row> = db.query("SELECT typeid FROM members").await.unwrap();
    assert!(
        rows.into_iter()
            .next()
            .unwrap()
            .take_opt::<Id<Org>, _>(0)
            .unwrap()
            .is_err()
    );
}
