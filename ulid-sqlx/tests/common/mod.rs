//! Connections to the live servers for sqlx, and the shared fixtures.

#![allow(
    dead_code,
    unused_imports,
    unused_macros,
    reason = "each test binary uses part of this module"
)]

pub(crate) mod macro_tests;
pub(crate) mod shared;
#[cfg(sqlx08)]
mod sqlx08;
#[cfg(not(sqlx08))]
mod sqlx09;

#[cfg(sqlx08)]
pub(crate) use sqlx08::*;
#[cfg(not(sqlx08))]
pub(crate) use sqlx09::*;

use sqlx::{Connection, MySqlConnection, PgConnection};
pub(crate) use ulid_tests::fixtures::{hex, in_time_order, pages_async, scrambled};
use ulid_tests::servers;

/// Connects to PostgreSQL, or fails saying what to start or set.
pub(crate) async fn postgres() -> PgConnection {
    PgConnection::connect(&servers::postgres_url())
        .await
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)))
}

/// Connects to MariaDB/MySQL, or fails saying what to start or set.
pub(crate) async fn mariadb() -> MySqlConnection {
    MySqlConnection::connect(&servers::mysql_url())
        .await
        .unwrap_or_else(|err| panic!("{}", servers::mysql_unreachable(err)))
}

/// `CREATE TABLE IF NOT EXISTS macro_items …` (the query-macro tests'
/// table, `tests/macros/schema.sql`) with `id_type` for the ID columns.
pub(crate) fn macro_items_schema(id_type: &str) -> String {
    include_str!("../macros/schema.sql").replace("{id_type}", id_type)
}
