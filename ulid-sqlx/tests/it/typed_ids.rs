//! `Id<P>` as sqlx primary and foreign keys on PostgreSQL, MariaDB and
//! SQLite: stored as a `Ulid` is (16 bytes), read back as its own kind, with
//! the full TypeID in a text column and precise errors for anything else.

use crate::common;

use sqlx::{Connection, MySql, Postgres, Sqlite, SqliteConnection};
use ulid_sqlx::{Id, Ulid, UlidText, prefix};

prefix!(User = "user");
prefix!(Org = "org");

/// A row of the `users` table, as a model of a user's application reads it.
#[derive(Debug, PartialEq, sqlx::FromRow)]
struct UserRow {
    id: Id<User>,
    org_id: Id<Org>,
    /// The same ID again, stored as its TypeID text.
    handle: UlidText<Id<User>>,
}

/// Tables of their own, named after a fresh ULID so that tests run in
/// parallel on one server; dropped at the end.
struct Tables {
    orgs: String,
    users: String,
}

impl Tables {
    fn new() -> Tables {
        let suffix = Ulid::new().to_string().to_lowercase();
        Tables {
            orgs: format!("typed_orgs_{suffix}"),
            users: format!("typed_users_{suffix}"),
        }
    }
}

/// The tests for one backend: its database type, connection, ID column
/// type, text column type, what its error says of a number read as an ID,
/// and placeholder syntax.
macro_rules! typed_id_tests {
    ($module:ident, $db:ty, $connect:expr, binary: $binary:literal, text: $text:literal, number: $number:literal, $placeholder:expr) => {
        mod $module {
            use super::*;

            fn p(n: usize) -> String {
                ($placeholder)(n)
            }

            async fn create(db: &mut <$db as sqlx::Database>::Connection, tables: &Tables) {
                let Tables { orgs, users } = tables;
                for statement in [
                    format!("CREATE TABLE {orgs} (id {} PRIMARY KEY NOT NULL)", $binary),
                    format!(
                        "CREATE TABLE {users} (id {binary} PRIMARY KEY NOT NULL, \
                         org_id {binary} NOT NULL REFERENCES {orgs} (id), handle {text} NOT NULL)",
                        binary = $binary,
                        text = $text,
                    ),
                ] {
                    sqlx::query(common::sql(statement)).execute(&mut *db).await.unwrap();
                }
            }

            async fn drop_tables(db: &mut <$db as sqlx::Database>::Connection, tables: &Tables) {
                for table in [&tables.users, &tables.orgs] {
                    sqlx::query(common::sql(format!("DROP TABLE {table}")))
                        .execute(&mut *db)
                        .await
                        .unwrap();
                }
            }

            async fn insert_user(
                db: &mut <$db as sqlx::Database>::Connection,
                tables: &Tables,
                id: Id<User>,
                org: Id<Org>,
            ) -> Result<(), sqlx::Error> {
                let users = &tables.users;
                sqlx::query(common::sql(format!(
                    "INSERT INTO {users} (id, org_id, handle) VALUES ({}, {}, {})",
                    p(1),
                    p(2),
                    p(3)
                )))
                .bind(id)
                .bind(org)
                .bind(UlidText(id))
                .execute(&mut *db)
                .await
                .map(drop)
            }

            /// An org and a user of it, inserted.
            async fn org_and_user(
                db: &mut <$db as sqlx::Database>::Connection,
                tables: &Tables,
            ) -> (Id<Org>, Id<User>) {
                let org = Id::<Org>::new();
                sqlx::query(common::sql(format!("INSERT INTO {} (id) VALUES ({})", tables.orgs, p(1))))
                    .bind(org)
                    .execute(&mut *db)
                    .await
                    .unwrap();
                let user = Id::<User>::new();
                insert_user(db, tables, user, org).await.unwrap();
                (org, user)
            }

            #[tokio::test]
            async fn primary_and_foreign_keys_round_trip() {
                let mut db = $connect.await;
                let tables = Tables::new();
                create(&mut db, &tables).await;
                let (org, user) = org_and_user(&mut db, &tables).await;

                let row: UserRow = sqlx::query_as(common::sql(format!(
                    "SELECT id, org_id, handle FROM {} WHERE id = {}",
                    tables.users,
                    p(1)
                )))
                .bind(user)
                .fetch_one(&mut db)
                .await
                .unwrap();
                assert_eq!(row, UserRow { id: user, org_id: org, handle: UlidText(user) });

                // The key columns hold the ULID's 16 bytes, the text column
                // the full TypeID.
                let (id_bytes, handle): (Vec<u8>, String) = sqlx::query_as(common::sql(format!(
                    "SELECT {}, handle FROM {}",
                    if stringify!($module) == "postgres" { "uuid_send(id)" } else { "id" },
                    tables.users
                )))
                .fetch_one(&mut db)
                .await
                .unwrap();
                assert_eq!(id_bytes, user.to_ulid().to_bytes());
                assert_eq!(handle, user.to_string());
                assert!(handle.starts_with("user_"));

                // The foreign key is enforced: no such org.
                let err = insert_user(&mut db, &tables, Id::new(), Id::new()).await.unwrap_err();
                assert!(err.to_string().to_lowercase().contains("foreign key"), "{err}");

                drop_tables(&mut db, &tables).await;
            }

            #[tokio::test]
            async fn a_text_column_of_another_kind_is_a_precise_error() {
                let mut db = $connect.await;
                let tables = Tables::new();
                create(&mut db, &tables).await;
                let (org, user) = org_and_user(&mut db, &tables).await;

                // An org's TypeID where a user's is expected.
                let users = &tables.users;
                sqlx::query(common::sql(format!("UPDATE {users} SET handle = {}", p(1))))
                    .bind(org.to_string())
                    .execute(&mut db)
                    .await
                    .unwrap();
                let err = sqlx::query_scalar::<_, Id<User>>(common::sql(format!("SELECT handle FROM {users}")))
                    .fetch_one(&mut db)
                    .await
                    .unwrap_err();
                assert!(
                    err.to_string().contains(r#"cannot decode a TypeID from a "#)
                        && err.to_string().contains(r#"wrong prefix: expected "user", found "org""#),
                    "{err}"
                );

                // A bare ULID (the text a plain `Ulid` column holds) is no
                // user's TypeID either, and its error says so.
                sqlx::query(common::sql(format!("UPDATE {users} SET handle = {}", p(1))))
                    .bind(user.to_ulid().to_string())
                    .execute(&mut db)
                    .await
                    .unwrap();
                let err = sqlx::query_scalar::<_, UlidText<Id<User>>>(common::sql(format!("SELECT handle FROM {users}")))
                    .fetch_one(&mut db)
                    .await
                    .unwrap_err();
                assert!(err.to_string().contains("missing separator"), "{err}");

                // A number is no ID of any kind: sqlx's type check refuses
                // it (on SQLite, whose columns hold anything, the decoder,
                // naming it).
                let number = || common::sql("SELECT 42".to_owned());
                for err in [
                    sqlx::query_scalar::<_, Id<User>>(number()).fetch_one(&mut db).await.map(drop),
                    sqlx::query_scalar::<_, UlidText<Id<User>>>(number()).fetch_one(&mut db).await.map(drop),
                    sqlx::query_scalar::<_, UlidText>(number()).fetch_one(&mut db).await.map(drop),
                ] {
                    let err = err.unwrap_err().to_string();
                    assert!(err.contains($number), "{err}");
                }

                // NULL is sqlx's error, not an ID.
                let err = sqlx::query_scalar::<_, Id<User>>(common::sql("SELECT NULL".to_owned()))
                    .fetch_one(&mut db)
                    .await
                    .unwrap_err();
                assert!(err.to_string().contains("unexpected null"), "{err}");
                drop_tables(&mut db, &tables).await;
            }
        }
    };
}

typed_id_tests!(
    postgres,
    Postgres,
    common::postgres(),
    binary: "uuid",
    text: "text",
    number: "mismatched types",
    |n| format!("${n}")
);
typed_id_tests!(
    mariadb,
    MySql,
    common::mariadb(),
    binary: "BINARY(16)",
    text: "VARCHAR(40)",
    number: "mismatched types",
    |_| "?".to_owned()
);
typed_id_tests!(
    sqlite,
    Sqlite,
    async { SqliteConnection::connect("sqlite::memory:").await.unwrap() },
    binary: "BLOB",
    text: "TEXT",
    number: "from a value of type INTEGER",
    |n| format!("?{n}")
);

/// `Vec<Id<P>>` binds as a `uuid[]`, as `Vec<Ulid>` does.
#[tokio::test]
async fn postgres_arrays_of_ids() {
    let mut db = common::postgres().await;
    let ids: Vec<Id<User>> = (0..3).map(|_| Id::new()).collect();
    let found: Vec<Id<User>> = sqlx::query_scalar("SELECT unnest($1::uuid[]) ORDER BY 1")
        .bind(&ids)
        .fetch_all(&mut db)
        .await
        .unwrap();
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(found, sorted);
    let read: Vec<Id<User>> = sqlx::query_scalar("SELECT $1::uuid[]")
        .bind(&ids)
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(read, ids);
    // An array of numbers is no array of IDs of either kind.
    let err = sqlx::query_scalar::<_, Vec<Id<User>>>("SELECT ARRAY[1, 2]")
        .fetch_one(&mut db)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("mismatched types"), "{err}");
    let err = sqlx::query_scalar::<_, Vec<Ulid>>("SELECT ARRAY[1, 2]")
        .fetch_one(&mut db)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("mismatched types"), "{err}");
}
