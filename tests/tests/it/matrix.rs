//! The cross-library matrix: on each backend, a row written by each of
//! sqlx, diesel and sea-orm (and rusqlite on SQLite) is read back by each
//! of the others, and an ID that went through JSON finds its row as a
//! query parameter. One storage for all: `uuid` on PostgreSQL,
//! `BINARY(16)` on MariaDB, a 16-byte BLOB on SQLite.
#![allow(
    missing_docs,
    unreachable_pub,
    reason = "diesel::table! and sea-orm entities make undocumented public items"
)]

use diesel::prelude::*;
use sea_orm::{ActiveModelTrait, EntityTrait, QueryOrder, Set};
use ulid_core::{Generator, Ulid};
use ulid_tests::servers;

/// The rows every library must see: one per writer, in ID order.
type Rows = Vec<(Ulid, String)>;

mod pg_schema {
    diesel::table! {
        matrix (id) {
            id -> Uuid,
            writer -> Text,
        }
    }
}

mod binary_schema {
    diesel::table! {
        matrix (id) {
            id -> Binary,
            writer -> Text,
        }
    }
}

mod entity {
    use sea_orm::entity::prelude::*;
    use ulid_core::Ulid;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "matrix")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Ulid,
        pub writer: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// An ID to a JSON document and back, as a client would send it.
fn through_json(id: Ulid) -> Ulid {
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Body {
        id: Ulid,
    }
    let json = serde_json::to_string(&Body { id }).unwrap();
    serde_json::from_str::<Body>(&json).unwrap().id
}

async fn write_with_sea_orm(db: &sea_orm::DatabaseConnection, id: Ulid) {
    entity::ActiveModel {
        id: Set(id),
        writer: Set("sea-orm".into()),
    }
    .insert(db)
    .await
    .unwrap();
}

async fn read_with_sea_orm(db: &sea_orm::DatabaseConnection) -> Rows {
    entity::Entity::find()
        .order_by_asc(entity::Column::Id)
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.id, row.writer))
        .collect()
}

/// Four IDs in order: for sqlx, diesel, sea-orm and rusqlite.
fn ids() -> Vec<Ulid> {
    Generator::new().generate_batch(4).unwrap()
}

#[tokio::test]
async fn sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("matrix.db");
    let url = format!("sqlite://{}?mode=rwc", path.display());
    let ids = ids();

    let mut sqlx_db = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    sqlx::query("CREATE TABLE matrix (id BLOB PRIMARY KEY NOT NULL, writer TEXT NOT NULL)")
        .execute(&mut sqlx_db)
        .await
        .unwrap();
    sqlx::query("INSERT INTO matrix VALUES (?, 'sqlx')")
        .bind(ids[0])
        .execute(&mut sqlx_db)
        .await
        .unwrap();
    let mut diesel_db = diesel::SqliteConnection::establish(&path.display().to_string()).unwrap();
    diesel::insert_into(binary_schema::matrix::table)
        .values((
            binary_schema::matrix::id.eq(ids[1]),
            binary_schema::matrix::writer.eq("diesel"),
        ))
        .execute(&mut diesel_db)
        .unwrap();
    let sea_db = sea_orm::Database::connect(&url).await.unwrap();
    write_with_sea_orm(&sea_db, ids[2]).await;
    let rusqlite_db = rusqlite::Connection::open(&path).unwrap();
    rusqlite_db
        .execute("INSERT INTO matrix VALUES (?1, 'rusqlite')", [ids[3]])
        .unwrap();

    let expected: Rows = ids
        .iter()
        .copied()
        .zip(["sqlx", "diesel", "sea-orm", "rusqlite"].map(String::from))
        .collect();
    let by_sqlx: Rows = sqlx::query_as("SELECT id, writer FROM matrix ORDER BY id")
        .fetch_all(&mut sqlx_db)
        .await
        .unwrap();
    let by_diesel: Rows = binary_schema::matrix::table
        .order_by(binary_schema::matrix::id)
        .load(&mut diesel_db)
        .unwrap();
    let by_rusqlite: Rows = rusqlite_db
        .prepare("SELECT id, writer FROM matrix ORDER BY id")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(by_sqlx, expected);
    assert_eq!(by_diesel, expected);
    assert_eq!(read_with_sea_orm(&sea_db).await, expected);
    assert_eq!(by_rusqlite, expected);

    let writer: String = sqlx::query_scalar("SELECT writer FROM matrix WHERE id = ?")
        .bind(through_json(ids[1]))
        .fetch_one(&mut sqlx_db)
        .await
        .unwrap();
    assert_eq!(writer, "diesel");
}

/// On a server: sqlx, diesel and sea-orm each write a row to the
/// `matrix` table at `$url`, each reads all three, and an ID that went
/// through JSON finds its row. `$schema` is the diesel table module for the
/// backend's ID column type.
macro_rules! server_matrix {
    ($url:expr, $sqlx:ty, $diesel:ty, $schema:ident, $create:literal, $insert:literal, $lookup:literal) => {{
        let url = $url;
        let ids = ids();
        let mut sqlx_db = <$sqlx as sqlx::Connection>::connect(&url).await.unwrap();
        sqlx::query($create).execute(&mut sqlx_db).await.unwrap();
        sqlx::query($insert)
            .bind(ids[0])
            .execute(&mut sqlx_db)
            .await
            .unwrap();
        let mut diesel_db = <$diesel>::establish(&url).unwrap();
        diesel::insert_into($schema::matrix::table)
            .values((
                $schema::matrix::id.eq(ids[1]),
                $schema::matrix::writer.eq("diesel"),
            ))
            .execute(&mut diesel_db)
            .unwrap();
        let sea_db = sea_orm::Database::connect(&url).await.unwrap();
        write_with_sea_orm(&sea_db, ids[2]).await;

        let expected: Rows = ids[..3]
            .iter()
            .copied()
            .zip(["sqlx", "diesel", "sea-orm"].map(String::from))
            .collect();
        let by_sqlx: Rows = sqlx::query_as("SELECT id, writer FROM matrix ORDER BY id")
            .fetch_all(&mut sqlx_db)
            .await
            .unwrap();
        let by_diesel: Rows = $schema::matrix::table
            .order_by($schema::matrix::id)
            .load(&mut diesel_db)
            .unwrap();
        assert_eq!(by_sqlx, expected);
        assert_eq!(by_diesel, expected);
        assert_eq!(read_with_sea_orm(&sea_db).await, expected);

        let writer: String = sqlx::query_scalar($lookup)
            .bind(through_json(ids[2]))
            .fetch_one(&mut sqlx_db)
            .await
            .unwrap();
        assert_eq!(writer, "sea-orm");
    }};
}

#[tokio::test]
async fn postgres() {
    // A schema of its own, named on every library's connection. Its name is
    // made of a ULID's characters, so formatting it into SQL is safe.
    let base = servers::postgres_url();
    let schema = format!("ulid_matrix_{}", Ulid::new().to_string().to_lowercase());
    let mut admin = <sqlx::PgConnection as sqlx::Connection>::connect(&base)
        .await
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {schema}")))
        .execute(&mut admin)
        .await
        .unwrap();
    server_matrix!(
        format!("{base}?options=-c%20search_path%3D{schema}"),
        sqlx::PgConnection,
        diesel::PgConnection,
        pg_schema,
        "CREATE TABLE matrix (id uuid PRIMARY KEY, writer text NOT NULL)",
        "INSERT INTO matrix VALUES ($1, 'sqlx')",
        "SELECT writer FROM matrix WHERE id = $1"
    );
    sqlx::query(sqlx::AssertSqlSafe(format!("DROP SCHEMA {schema} CASCADE")))
        .execute(&mut admin)
        .await
        .unwrap();
}

#[tokio::test]
async fn mariadb() {
    // A database of its own, named in every library's URL (from a ULID's
    // characters, so formatting it into SQL is safe).
    let base = servers::mysql_url();
    let name = format!("ulid_matrix_{}", Ulid::new().to_string().to_lowercase());
    let mut admin = <sqlx::MySqlConnection as sqlx::Connection>::connect(&base)
        .await
        .unwrap_or_else(|err| panic!("{}", servers::mysql_unreachable(err)));
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut admin)
        .await
        .unwrap();
    server_matrix!(
        format!(
            "{}/{name}",
            base.rsplit_once('/')
                .map_or(base.as_str(), |(server, _)| server)
        ),
        sqlx::MySqlConnection,
        diesel::MysqlConnection,
        binary_schema,
        "CREATE TABLE matrix (id BINARY(16) PRIMARY KEY, writer VARCHAR(20) NOT NULL)",
        "INSERT INTO matrix VALUES (?, 'sqlx')",
        "SELECT writer FROM matrix WHERE id = ?"
    );
    sqlx::query(sqlx::AssertSqlSafe(format!("DROP DATABASE {name}")))
        .execute(&mut admin)
        .await
        .unwrap();
}
