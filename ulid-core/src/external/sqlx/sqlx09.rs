//! sqlx 0.9: its crates under the names the backend files use, and those
//! files compiled for it.

#![allow(
    clippy::duplicate_mod,
    reason = "the shared files are compiled once per major, on purpose"
)]

use ::sqlx_core;
#[cfg(feature = "sqlx-mysql")]
use ::sqlx_mysql;
#[cfg(feature = "sqlx-postgres")]
use ::sqlx_postgres;
#[cfg(feature = "sqlx-sqlite")]
use ::sqlx_sqlite;

/// What `Encode::encode_by_ref` writes into, for the database `DB`.
type ArgumentBuffer<'q, DB> = <DB as sqlx_core::database::Database>::ArgumentBuffer;

#[cfg(feature = "sqlx-any")]
#[path = "any.rs"]
mod any;
#[path = "common.rs"]
pub(crate) mod common;
#[cfg(feature = "sqlx-mysql")]
#[path = "mysql.rs"]
pub(crate) mod mysql;
#[cfg(feature = "sqlx-postgres")]
#[path = "postgres.rs"]
pub(crate) mod postgres;
#[cfg(feature = "sqlx-sqlite")]
#[path = "sqlite.rs"]
pub(crate) mod sqlite;
#[path = "text.rs"]
mod text;
