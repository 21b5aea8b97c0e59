//! ULIDs in sqlx on PostgreSQL, MariaDB/MySQL and SQLite, with no wrapper
//! type.
//!
//! ```
//! # async fn demo() -> Result<(), sqlx::Error> {
//! use sqlx::{Connection, SqliteConnection};
//! use ulid_sqlx::Ulid;
//!
//! let mut db = SqliteConnection::connect("sqlite::memory:").await?;
//! sqlx::query("CREATE TABLE users (id BLOB PRIMARY KEY, name TEXT NOT NULL)")
//!     .execute(&mut db)
//!     .await?;
//! let id = Ulid::new();
//! sqlx::query("INSERT INTO users (id, name) VALUES (?, ?)")
//!     .bind(id)
//!     .bind("Ada")
//!     .execute(&mut db)
//!     .await?;
//! let (read,): (Ulid,) = sqlx::query_as("SELECT id FROM users").fetch_one(&mut db).await?;
//! assert_eq!(read, id);
//! # Ok(())
//! # }
//! # tokio::runtime::Runtime::new().unwrap().block_on(demo()).unwrap();
//! ```
//!
//! # Overview
//!
//! This crate is the entry point for sqlx users. Its features switch on
//! the `Type`, `Encode` and `Decode` impls that live beside the type in
//! `ulid-core` (Rust's orphan rule puts them there), and it re-exports
//! [`Ulid`], so `Ulid` works directly in `query`, `query_as`, binds and
//! `#[derive(sqlx::FromRow)]`, and `Option<Ulid>` maps `NULL`.
//!
//! | column | bind |
//! |---|---|
//! | PostgreSQL `uuid` | `Ulid` |
//! | PostgreSQL `bytea` | `id.to_bytes()` (read as `Ulid`) |
//! | MariaDB/MySQL `BINARY(16)`, `VARBINARY`, `BLOB` | `Ulid` |
//! | SQLite `BLOB` | `Ulid` |
//! | PostgreSQL `text`, `varchar`, `char(26)` | [`UlidText`] or `Text<Ulid>` |
//! | MariaDB/MySQL `CHAR(26)`, `VARCHAR`, `TEXT` | [`UlidText`] or `Text<Ulid>` |
//! | SQLite `TEXT` | [`UlidText`] or `Text<Ulid>` |
//!
//! `Ulid` and `UlidText` each read every form (16 bytes, a `uuid`, or the
//! 26-character text in either case). `Text` is `sqlx::types::Text`;
//! `Vec<Ulid>` and `&[Ulid]` bind to PostgreSQL `uuid[]`, for `= ANY($1)`.
//! This is the sqlx column of the table in the column guide
//! (`ulid_core::guide::columns`), which covers every library of the family.
//!
//! Why these: the 16 big-endian bytes sort exactly like the ULID (and like
//! its time), so a primary key stays append-mostly; PostgreSQL's `uuid` is
//! those 16 bytes with native indexing and a readable `::text`; MariaDB's
//! `BINARY(16)` and SQLite's `BLOB` compare bytewise. Text storage
//! ([`UlidText`]) costs 26 bytes instead of 16 but reads well in a SQL
//! console; it sorts the same. A `Ulid` bound against a text column is a
//! `uuid` or bytes: PostgreSQL refuses the comparison, and SQLite compares
//! a `BLOB` with a `TEXT` as unequal and silently finds nothing, so bind
//! [`UlidText`] there.
//!
//! Decoding is strict: a stored value decodes to the ULID it represents or
//! to a [`ColumnDecodeError`] (the source of sqlx's column error) that
//! names the column type, or on SQLite the value's storage class, and what
//! was found, never a panic: `cannot decode a ULID from a BLOB value:
//! expected 16 bytes for a ULID, found 15`; an SQLite `INTEGER` or `REAL`
//! is an error too.
//!
//! Helpers that are not impls on `Ulid`:
//!
//! - [`push_time_range`]: `column BETWEEN $min AND $max` for the IDs made
//!   in a time interval (a range scan on the primary key);
//! - [`push_keyset_condition`] and [`push_keyset_order_and_limit`]: keyset
//!   pagination by ULID ([`Keyset`]), with the cursor in text form;
//! - [`push_time_range_text`] and [`push_keyset_condition_text`]: the same
//!   for a text column.
//!
//! `#[sqlx(transparent)]` newtypes (`struct UserId(Ulid)`) work as for any
//! sqlx type. With the query macros, override the column type:
//! `sqlx::query_as!(User, r#"SELECT id as "id: Ulid", name FROM users"#)`.
//!
//! # Crate features
//!
//! - **postgres** - `Ulid` as `uuid` (and `uuid[]`) on PostgreSQL.
//! - **mysql** - `Ulid` as `BINARY(16)` on MariaDB/MySQL.
//! - **sqlite** - `Ulid` as a 16-byte `BLOB` on SQLite. Whether SQLite is
//!   bundled is up to your own `sqlx` features.
//! - **any** - sqlx's `Any` driver: `Ulid` as a 16-byte `Blob` (`bytea`,
//!   `BINARY(16)`, `BLOB`), also read from text; the guide shows the casts
//!   for a PostgreSQL `uuid` column.
//! - **sea-orm** - sea-orm 2.x, which runs on sqlx (enable the backend
//!   features of your sea-orm beside it, so that its rows are read by the
//!   decoders above): `Ulid` as a column,
//!   primary key (`#[sea_orm(primary_key, auto_increment = false)]`) and
//!   foreign key, with column type `Uuid` (`uuid`, `binary(16)`, a 16-byte
//!   BLOB: the storage above). `Column::Id.between(*range.start(),
//!   *range.end())` with [`Ulid::range_datetime`] filters by time; to give
//!   each new row an ID, set it in `ActiveModelBehavior::before_save` when
//!   `insert` is true and the ID is not set (see `tests/it/sea_orm.rs`).
//! - **sqlx08-postgres**, **sqlx08-mysql**, **sqlx08-sqlite**,
//!   **sqlx08-any** - the same
//!   for sqlx 0.8 (on beside the above if you like); the helpers are in
//!   [`query_builder_0_8`], because 0.8's `QueryBuilder` has a lifetime.
//! - **sea-orm1** - the same for sea-orm 1.1, with the `sqlx08-*` features
//!   of its backends.
//! - **serde**, **uuid**, **bincode**, **schemars**, **utoipa**,
//!   **utoipa5** - the core's impls for those crates (serde: text in
//!   human-readable formats, 16 bytes in binary ones; `uuid::Uuid`
//!   conversions; bincode 2; schemars 1; utoipa 6, and utoipa 5 beside
//!   it), so this crate is the only dependency line you write.
//!   `ulid-serde` adds the `#[serde(with = "...")]` modules.
//!
//! Supported: sqlx 0.9 and sea-orm 2 (Rust 1.94 or newer), sqlx 0.8 and
//! sea-orm 1.1 (Rust 1.85 or newer).
#![cfg_attr(docsrs, feature(doc_cfg))]

mod column_name;
#[cfg(any(
    feature = "postgres",
    feature = "mysql",
    feature = "sqlite",
    feature = "any"
))]
mod keyset;
#[cfg(any(
    feature = "sqlx08-postgres",
    feature = "sqlx08-mysql",
    feature = "sqlx08-sqlite",
    feature = "sqlx08-any"
))]
pub mod query_builder_0_8;
#[cfg(any(
    feature = "postgres",
    feature = "mysql",
    feature = "sqlite",
    feature = "any"
))]
mod time_range;

pub use column_name::{ColumnName, ColumnNameError};
#[cfg(any(
    feature = "postgres",
    feature = "mysql",
    feature = "sqlite",
    feature = "any"
))]
pub use keyset::{push_keyset_condition, push_keyset_condition_text, push_keyset_order_and_limit};
#[cfg(any(
    feature = "postgres",
    feature = "mysql",
    feature = "sqlite",
    feature = "any"
))]
pub use time_range::{push_time_range, push_time_range_text};

/// Guides to this crate's ecosystem, with examples: Markdown files in
/// `guide/`, whose examples run as doctests in the repository's `tests/`
/// package (`ulid-tests`). The family's other guides (column types,
/// uniqueness, typed IDs, the database side, ...) are in `ulid_core::guide`,
/// re-exported here as the rest of its API.
// Pages, not API: docs.rs (`--cfg docsrs`) shows them, and anywhere else
// they are hidden, so that the semver check and the API listing leave them
// out.
#[cfg(not(doctest))]
#[cfg_attr(not(docsrs), doc(hidden))]
pub mod guide {
    #[doc = include_str!("../guide/sqlx.md")]
    pub mod sqlx {}
    #[doc = include_str!("../guide/sea_orm.md")]
    pub mod sea_orm {}
}

// The whole core API, so that this crate is the one dependency line its
// users write.
pub use ulid_core::*;
