//! Connections to the live servers for diesel, and the shared fixtures.

#![allow(
    dead_code,
    unused_imports,
    unused_macros,
    reason = "each test binary uses part of this module"
)]

pub(crate) mod shared;

use diesel::{Connection, MysqlConnection, PgConnection};
pub(crate) use ulid_tests::fixtures::{hex, in_time_order, pages, scrambled};
use ulid_tests::servers;

/// Connects to PostgreSQL, or fails saying what to start or set.
pub(crate) fn postgres() -> PgConnection {
    PgConnection::establish(&servers::postgres_url())
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)))
}

/// Connects to MariaDB/MySQL, or fails saying what to start or set.
pub(crate) fn mariadb() -> MysqlConnection {
    MysqlConnection::establish(&servers::mysql_url())
        .unwrap_or_else(|err| panic!("{}", servers::mysql_unreachable(err)))
}

/// An error and its sources, one after the other: diesel wraps a field's
/// deserialization error in "Error deserializing field '…'".
pub(crate) fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(inner) = source {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        source = inner.source();
    }
    text
}
