//! sqlx and sea-orm on a column of the PostgreSQL extension's `ulid` type
//! (ulid-postgres), in a database of its own with the extension created
//! (`servers::postgres_extension_url`; `scripts/postgres-extension.sh`
//! installs it): binds (`uuid` parameters, cast implicitly), reads in the
//! binary protocol (prepared queries) and the text protocol (`raw_sql`),
//! `Id<P>`, `Option`, arrays, `DEFAULT gen_ulid()`, and a sea-orm entity.
#![allow(
    missing_docs,
    unreachable_pub,
    reason = "sea-orm's entities are public modules by convention"
)]

use sea_orm::{ActiveModelTrait, EntityTrait, QueryOrder, Set};
use sqlx::{Connection, PgConnection, Row};
use ulid_sqlx::{Id, Ulid, prefix};
use ulid_tests::fixtures::in_time_order;
use ulid_tests::servers;

prefix!(User = "user");

/// The database's URL: one per test binary (sqlx 0.9's, sqlx 0.8's).
fn url() -> String {
    servers::postgres_extension_url(if cfg!(sqlx08) { "sqlx08" } else { "sqlx" })
}

async fn connect() -> PgConnection {
    PgConnection::connect(&url())
        .await
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)))
}

#[tokio::test]
async fn binds_and_reads_ulid_columns_in_the_binary_protocol() {
    let mut db = connect().await;
    sqlx::query(
        "CREATE TEMPORARY TABLE ext_items (
             id ulid PRIMARY KEY DEFAULT gen_ulid(), parent ulid, ids ulid[], n int)",
    )
    .execute(&mut db)
    .await
    .unwrap();
    let ids = in_time_order();
    for (n, id) in ids.iter().enumerate() {
        sqlx::query("INSERT INTO ext_items (id, parent, ids, n) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(None::<Ulid>)
            .bind(vec![*id, ids[0]])
            .bind(i32::try_from(n).unwrap())
            .execute(&mut db)
            .await
            .unwrap();
    }
    let made: Ulid = sqlx::query_scalar("INSERT INTO ext_items (n) VALUES (100) RETURNING id")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert!(made > *ids.last().unwrap(), "gen_ulid() makes a current ID");

    let found: Ulid = sqlx::query_scalar("SELECT id FROM ext_items WHERE id = $1")
        .bind(ids[3])
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(found, ids[3]);
    let typed: Id<User> = sqlx::query_scalar("SELECT id FROM ext_items WHERE id = $1")
        .bind(Id::<User>::from_ulid(ids[5]))
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(typed.to_ulid(), ids[5]);
    let row = sqlx::query("SELECT parent, ids FROM ext_items WHERE n = 2")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(row.get::<Option<Ulid>, _>(0), None);
    assert_eq!(row.get::<Vec<Ulid>, _>(1), vec![ids[2], ids[0]], "ulid[]");
    let any: Vec<Ulid> =
        sqlx::query_scalar("SELECT id FROM ext_items WHERE id = ANY($1) ORDER BY id")
            .bind(&ids[..4])
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(any, ids[..4]);
    let sorted: Vec<Ulid> =
        sqlx::query_scalar("SELECT id FROM ext_items WHERE n < 100 ORDER BY id")
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(sorted, ids);
}

/// `raw_sql` runs a simple query, whose rows come in the text protocol:
/// the extension's text, read as the same IDs. sqlx does not look up the
/// name of an extension's type there, so an `Id<P>` (which wants a TypeID
/// from a text column it cannot name) refuses the value rather than guess.
#[tokio::test]
async fn reads_ulid_columns_in_the_text_protocol() {
    let mut db = connect().await;
    sqlx::query("CREATE TEMPORARY TABLE ext_texts (id ulid PRIMARY KEY)")
        .execute(&mut db)
        .await
        .unwrap();
    let ids = in_time_order();
    for id in &ids {
        sqlx::query("INSERT INTO ext_texts VALUES ($1)")
            .bind(id)
            .execute(&mut db)
            .await
            .unwrap();
    }
    let rows = sqlx::raw_sql("SELECT id FROM ext_texts ORDER BY id")
        .fetch_all(&mut db)
        .await
        .unwrap();
    let read: Vec<Ulid> = rows.iter().map(|row| row.get(0)).collect();
    assert_eq!(read, ids);
    let typed = rows[0].try_get::<Id<User>, _>(0).unwrap_err();
    assert!(typed.to_string().contains("TypeID"), "{typed}");
}

mod note {
    use sea_orm::entity::prelude::*;
    use ulid_sqlx::Ulid;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "ext_notes")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Ulid,
        pub body: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A sea-orm entity whose key is a `ulid` column: insert, `find_by_id`,
/// ordering.
#[tokio::test]
async fn sea_orm_reads_and_writes_a_ulid_key() {
    let db = sea_orm::Database::connect(url()).await.unwrap();
    sea_orm::ConnectionTrait::execute_unprepared(
        &db,
        "DROP TABLE IF EXISTS ext_notes;
         CREATE TABLE ext_notes (id ulid PRIMARY KEY DEFAULT gen_ulid(), body text NOT NULL)",
    )
    .await
    .unwrap();
    let ids = in_time_order();
    for id in ids.iter().rev() {
        note::ActiveModel {
            id: Set(*id),
            body: Set(id.to_string()),
        }
        .insert(&db)
        .await
        .unwrap();
    }
    let found = note::Entity::find_by_id(ids[4])
        .one(&db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.body, ids[4].to_string());
    let all: Vec<Ulid> = note::Entity::find()
        .order_by_asc(note::Column::Id)
        .all(&db)
        .await
        .unwrap()
        .into_iter()
        .map(|note| note.id)
        .collect();
    assert_eq!(all, ids);
}
