//! What differs between the sqlx lines, for sqlx 0.9: the same test
//! sources run against 0.8 too (`tests/sqlx08`, whose build script sets
//! `cfg(sqlx08)`).

pub(crate) use ulid_sqlx::{
    push_keyset_condition, push_keyset_condition_text, push_keyset_order_and_limit,
    push_time_range, push_time_range_text,
};

/// SQL built at run time, as `sqlx::query` takes it: 0.9 asks to mark it.
pub(crate) fn sql(text: String) -> sqlx::AssertSqlSafe<String> {
    sqlx::AssertSqlSafe(text)
}

/// The one row of a raw statement, through sea-orm 2.
pub(crate) async fn sea_orm_query_one(
    db: &sea_orm::DatabaseConnection,
    statement: sea_orm::Statement,
) -> sea_orm::QueryResult {
    use sea_orm::ConnectionTrait;
    db.query_one_raw(statement).await.unwrap().unwrap()
}

/// Runs a `CREATE TABLE` built by sea-orm 2.
pub(crate) async fn sea_orm_create_table(
    db: &sea_orm::DatabaseConnection,
    statement: &sea_orm::sea_query::TableCreateStatement,
) {
    use sea_orm::ConnectionTrait;
    db.execute(statement).await.unwrap();
}

/// Runs a raw statement through sea-orm 2.
pub(crate) async fn sea_orm_execute(
    db: &sea_orm::DatabaseConnection,
    statement: sea_orm::Statement,
) {
    use sea_orm::ConnectionTrait;
    db.execute_raw(statement).await.unwrap();
}
