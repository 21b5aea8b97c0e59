//! sqlx 0.8 (sea-orm 1.1 runs on it): its crates, renamed in Cargo.toml so
//! that both majors can be on at once, under the names the backend files
//! use, and those files compiled for it.

#![allow(
    clippy::duplicate_mod,
    reason = "the shared files are compiled once per major, on purpose"
)]

use ::sqlx08_core as sqlx_core;
#[cfg(feature = "sqlx08-mysql")]
use ::sqlx08_mysql as sqlx_mysql;
#[cfg(feature = "sqlx08-postgres")]
use ::sqlx08_postgres as sqlx_postgres;
#[cfg(feature = "sqlx08-sqlite")]
use ::sqlx08_sqlite as sqlx_sqlite;

/// What `Encode::encode_by_ref` writes into, for the database `DB` (0.8's
/// buffer borrows for the query's lifetime).
type ArgumentBuffer<'q, DB> = <DB as sqlx_core::database::Database>::ArgumentBuffer<'q>;

#[cfg(feature = "sqlx08-any")]
#[path = "any.rs"]
mod any;
#[path = "common.rs"]
pub(crate) mod common;
#[cfg(feature = "sqlx08-mysql")]
#[path = "mysql.rs"]
pub(crate) mod mysql;
#[cfg(feature = "sqlx08-postgres")]
#[path = "postgres.rs"]
pub(crate) mod postgres;
#[cfg(feature = "sqlx08-sqlite")]
#[path = "sqlite.rs"]
pub(crate) mod sqlite;
#[path = "text.rs"]
mod text;
