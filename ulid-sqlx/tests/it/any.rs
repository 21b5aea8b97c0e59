//! `Ulid` and `Id<P>` through sqlx's `Any` driver, on the three live
//! servers: the 16 bytes in each backend's binary column (`bytea`,
//! `BINARY(16)`, `BLOB`), the text through `UlidText`, a PostgreSQL `uuid`
//! column through the casts the guide gives, and bad stored values as the
//! native drivers report them. Each test has a temporary table of its own.

use sqlx::any::install_default_drivers;
use sqlx::any::{Any, AnyRow};
use sqlx::{AnyConnection, Connection, Encode, Row, Type};
use ulid_sqlx::{Id, Ulid, UlidText, prefix};
use ulid_tests::servers;

prefix!(User = "user");

/// The backend a test runs on: its URL, its binary column type, and how
/// a statement names its `n`th parameter.
#[derive(Clone, Copy)]
enum Backend {
    Postgres,
    MariaDb,
    Sqlite,
}

impl Backend {
    /// The backends whose binary columns `Any` hands over as binary. sqlx
    /// 0.8's driver gives a MariaDB `BINARY(16)` as text (0.9 fixed it):
    /// `sqlx_08_reads_a_mariadb_binary_column_as_text` pins down what that
    /// does.
    #[cfg(not(sqlx08))]
    const ALL: &[Backend] = &[Backend::Postgres, Backend::MariaDb, Backend::Sqlite];
    #[cfg(sqlx08)]
    const ALL: &[Backend] = &[Backend::Postgres, Backend::Sqlite];

    async fn connect(self) -> AnyConnection {
        install_default_drivers();
        match self {
            Backend::Postgres => AnyConnection::connect(&servers::postgres_url())
                .await
                .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err))),
            Backend::MariaDb => AnyConnection::connect(&servers::mysql_url())
                .await
                .unwrap_or_else(|err| panic!("{}", servers::mysql_unreachable(err))),
            Backend::Sqlite => AnyConnection::connect("sqlite::memory:").await.unwrap(),
        }
    }

    /// A temporary table `any_items` (`id`, binary, and `label`, text).
    fn create_table(self) -> &'static str {
        match self {
            Backend::Postgres => "CREATE TEMPORARY TABLE any_items (id bytea, label text)",
            Backend::MariaDb => {
                "CREATE TEMPORARY TABLE any_items (id BINARY(16), label VARCHAR(64))"
            }
            Backend::Sqlite => "CREATE TEMPORARY TABLE any_items (id BLOB, label TEXT)",
        }
    }

    fn insert(self) -> &'static str {
        match self {
            Backend::Postgres => "INSERT INTO any_items (id, label) VALUES ($1, $2)",
            Backend::MariaDb | Backend::Sqlite => "INSERT INTO any_items (id, label) VALUES (?, ?)",
        }
    }

    /// The length of the stored `id`, in bytes.
    fn id_length(self) -> &'static str {
        match self {
            Backend::Postgres => "SELECT CAST(octet_length(id) AS bigint) FROM any_items",
            Backend::MariaDb => "SELECT CAST(LENGTH(id) AS SIGNED) FROM any_items",
            Backend::Sqlite => "SELECT length(id) FROM any_items",
        }
    }

    /// A connection whose `any_items` holds one row, `id` and `label` as
    /// given, and that row as read back.
    async fn stored<L>(self, id: Option<Ulid>, label: L) -> (AnyConnection, AnyRow)
    where
        L: for<'q> Encode<'q, Any> + Type<Any> + Send + 'static,
    {
        let mut db = self.connect().await;
        sqlx::query(self.create_table())
            .execute(&mut db)
            .await
            .unwrap();
        sqlx::query(self.insert())
            .bind(id)
            .bind(label)
            .execute(&mut db)
            .await
            .unwrap();
        let row = sqlx::query("SELECT id, label FROM any_items")
            .fetch_one(&mut db)
            .await
            .unwrap();
        (db, row)
    }
}

#[tokio::test]
async fn ids_round_trip_as_sixteen_bytes_and_as_text_on_every_backend() {
    for &backend in Backend::ALL {
        let id = Ulid::new();
        let user = Id::<User>::from_ulid(id);
        let (mut db, row) = backend.stored(Some(id), UlidText(user)).await;
        assert_eq!(row.try_get::<Ulid, _>("id").unwrap(), id);
        assert_eq!(row.try_get::<Id<User>, _>("id").unwrap(), user);
        assert_eq!(row.try_get::<Id<User>, _>("label").unwrap(), user);
        assert_eq!(row.try_get::<String, _>("label").unwrap(), user.to_string());
        let length: i64 = sqlx::query(backend.id_length())
            .fetch_one(&mut db)
            .await
            .unwrap()
            .get(0);
        assert_eq!(length, 16);
    }
}

#[tokio::test]
async fn null_is_none_and_an_error_without_option() {
    for &backend in Backend::ALL {
        let (_, row) = backend.stored(None, None::<String>).await;
        assert_eq!(row.try_get::<Option<Ulid>, _>("id").unwrap(), None);
        let err = row.try_get::<Ulid, _>("id").unwrap_err().to_string();
        assert!(err.contains("unexpected null"), "{err}");
    }
}

/// What is stored is read strictly, as the native drivers read it: a
/// binary value of another length, text that is no ULID, an integer.
#[tokio::test]
async fn bad_stored_values_are_errors_that_say_what_was_found() {
    for &backend in Backend::ALL {
        let mut db = backend.connect().await;
        let fifteen = match backend {
            Backend::Postgres => "SELECT decode('000102030405060708090a0b0c0d0e', 'hex') AS v",
            Backend::MariaDb => "SELECT UNHEX('000102030405060708090A0B0C0D0E') AS v",
            Backend::Sqlite => "SELECT x'000102030405060708090a0b0c0d0e' AS v",
        };
        let row = sqlx::query(fifteen).fetch_one(&mut db).await.unwrap();
        let err = row.try_get::<Ulid, _>("v").unwrap_err().to_string();
        assert!(err.contains("found 15"), "{err}");

        let text = match backend {
            Backend::Postgres => "SELECT CAST('01ARZ3NDEKTSV4RRFFQ69G5FAL' AS text) AS v",
            Backend::MariaDb | Backend::Sqlite => "SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAL' AS v",
        };
        let row = sqlx::query(text).fetch_one(&mut db).await.unwrap();
        let err = row.try_get::<Ulid, _>("v").unwrap_err().to_string();
        assert!(err.contains("invalid character 'L' at index 25"), "{err}");
        let err = row.try_get::<Id<User>, _>("v").unwrap_err().to_string();
        assert!(err.contains("TypeID"), "{err}");

        let row = sqlx::query("SELECT 42 AS v")
            .fetch_one(&mut db)
            .await
            .unwrap();
        let err = row.try_get::<Ulid, _>("v").unwrap_err().to_string();
        assert!(err.contains("mismatched types"), "{err}");
    }
}

/// `Any` has no type for a PostgreSQL `uuid`: its driver refuses the
/// column. The casts of the guide reach it: bind the 16 bytes and convert
/// them in SQL, read `uuid_send(id)` (the 16 bytes) back.
#[tokio::test]
async fn a_postgres_uuid_column_through_the_guides_casts() {
    let mut db = Backend::Postgres.connect().await;
    sqlx::query("CREATE TEMPORARY TABLE any_uuids (id uuid PRIMARY KEY)")
        .execute(&mut db)
        .await
        .unwrap();
    let id = Ulid::new();
    sqlx::query("INSERT INTO any_uuids (id) VALUES (CAST(encode($1, 'hex') AS uuid))")
        .bind(id)
        .execute(&mut db)
        .await
        .unwrap();
    let row = sqlx::query("SELECT uuid_send(id) AS id, CAST(id AS text) AS text FROM any_uuids")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(row.try_get::<Ulid, _>("id").unwrap(), id);
    assert_eq!(
        row.try_get::<String, _>("text").unwrap(),
        id.encode_uuid(&mut [0; ulid_sqlx::UUID_TEXT_LEN])
    );
    // Without the cast, the driver says why.
    let Err(err) = sqlx::query("SELECT id FROM any_uuids")
        .fetch_one(&mut db)
        .await
    else {
        panic!("a uuid column read through Any without a cast");
    };
    let err = err.to_string();
    assert!(err.contains("does not support"), "{err}");
}

/// sqlx 0.8's `Any` reads a MariaDB `BINARY(16)` as text (and a `TEXT` as
/// binary): a row whose bytes are not UTF-8 fails to load, and one whose
/// bytes are is 16 bytes of text, which no ID reads; never a wrong ID. A
/// `VARCHAR` column (`UlidText`) works, as on 0.9.
#[cfg(sqlx08)]
#[tokio::test]
async fn sqlx_08_reads_a_mariadb_binary_column_as_text() {
    let id = Ulid::new();
    let ascii = Ulid::from_bytes(*b"sixteen ascii ch");
    let (_, row) = Backend::MariaDb.stored(Some(ascii), UlidText(id)).await;
    let err = row.try_get::<Ulid, _>("id").unwrap_err().to_string();
    assert!(err.contains("Text value of 16 bytes"), "{err}");
    assert_eq!(row.try_get::<Ulid, _>("label").unwrap(), id);
}
