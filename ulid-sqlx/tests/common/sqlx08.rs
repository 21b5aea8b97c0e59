//! What differs between the sqlx lines, for sqlx 0.8 (see `sqlx09.rs`).

pub(crate) use ulid_sqlx::query_builder_0_8::{
    push_keyset_condition, push_keyset_condition_text, push_keyset_order_and_limit,
    push_time_range, push_time_range_text,
};

/// SQL built at run time, as `sqlx::query` takes it: 0.8 borrows a `&str`
/// for as long as the query lives, which here outlives the statement that
/// builds it. The tests build a few hundred such strings; leaking them
/// keeps the shared sources free of 0.8's borrows.
pub(crate) fn sql(text: String) -> &'static str {
    text.leak()
}

/// The one row of a raw statement, through sea-orm 1.1.
pub(crate) async fn sea_orm_query_one(
    db: &sea_orm::DatabaseConnection,
    statement: sea_orm::Statement,
) -> sea_orm::QueryResult {
    use sea_orm::ConnectionTrait;
    db.query_one(statement).await.unwrap().unwrap()
}

/// Runs a `CREATE TABLE` built by sea-orm 1.1.
pub(crate) async fn sea_orm_create_table(
    db: &sea_orm::DatabaseConnection,
    statement: &sea_orm::sea_query::TableCreateStatement,
) {
    use sea_orm::ConnectionTrait;
    db.execute(db.get_database_backend().build(statement))
        .await
        .unwrap();
}

/// Runs a raw statement through sea-orm 1.1.
pub(crate) async fn sea_orm_execute(
    db: &sea_orm::DatabaseConnection,
    statement: sea_orm::Statement,
) {
    use sea_orm::ConnectionTrait;
    db.execute(statement).await.unwrap();
}
