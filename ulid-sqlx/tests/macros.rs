//! sqlx's query macros with `Ulid` through a type override. The macros
//! check queries at compile time against the offline data in `.sqlx/`
//! (made by building with `DATABASE_URL` and `SQLX_OFFLINE_DIR` set, see
//! ARCHITECTURE.md); at run time they need the live PostgreSQL.

mod common;

use ulid_sqlx::Ulid;

struct Item {
    id: Ulid,
    parent: Option<Ulid>,
    uuid_text: String,
}

#[tokio::test]
async fn query_as_with_a_type_override() {
    let mut db = common::postgres().await;
    let id = Ulid::new();
    let item = sqlx::query_as!(
        Item,
        r#"SELECT $1::uuid AS "id!: Ulid", NULL::uuid AS "parent: Ulid", $1::uuid::text AS "uuid_text!""#,
        id as Ulid
    )
    .fetch_one(&mut db)
    .await
    .unwrap();
    assert_eq!(item.id, id);
    assert_eq!(item.parent, None);
    assert_eq!(
        item.uuid_text,
        id.encode_uuid(&mut [0; ulid_core::UUID_TEXT_LEN])
    );
}

#[tokio::test]
async fn query_scalar_with_a_type_override() {
    let mut db = common::postgres().await;
    let ids = vec![Ulid::new(), Ulid::new()];
    let count = sqlx::query_scalar!(
        r#"SELECT cardinality($1::uuid[]) AS "count!""#,
        &ids as &[Ulid]
    )
    .fetch_one(&mut db)
    .await
    .unwrap();
    assert_eq!(count, 2);
}
