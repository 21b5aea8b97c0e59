//! sqlx 0.9 and 0.8 on PostgreSQL, MariaDB/MySQL and SQLite, and through
//! the `Any` driver over all three.
//!
//! The files in `sqlx/` are plain impls (`impl<'r> Decode<'r, Postgres> for
//! Ulid`, ...) written once and compiled once per major: `sqlx/sqlx09.rs`
//! and `sqlx/sqlx08.rs` each import that major's crates under the names the
//! files use (`super::sqlx_core`, `super::sqlx_postgres`, ...) and include
//! them through `#[path]`. The trait surface they use is the same in both
//! majors but for one signature, the argument buffer, which each major's
//! file names as `ArgumentBuffer`.

#[cfg(any(
    feature = "sqlx08-postgres",
    feature = "sqlx08-mysql",
    feature = "sqlx08-sqlite",
    feature = "sqlx08-any"
))]
pub(crate) mod sqlx08;
#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-mysql",
    feature = "sqlx-sqlite",
    feature = "sqlx-any"
))]
pub(crate) mod sqlx09;
