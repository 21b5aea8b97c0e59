//! ULIDs in diesel on PostgreSQL, MariaDB/MySQL and SQLite.
//!
//! ```
//! use diesel::prelude::*;
//! use ulid_diesel::Ulid;
//!
//! diesel::table! {
//!     users (id) {
//!         id -> Binary,
//!         name -> Text,
//!     }
//! }
//!
//! #[derive(Queryable, Selectable, Insertable, Debug, PartialEq)]
//! #[diesel(table_name = users)]
//! struct User {
//!     id: Ulid,
//!     name: String,
//! }
//!
//! let mut db = SqliteConnection::establish(":memory:")?;
//! diesel::sql_query("CREATE TABLE users (id BLOB PRIMARY KEY NOT NULL, name TEXT NOT NULL)")
//!     .execute(&mut db)?;
//! let ada = User { id: Ulid::new(), name: "Ada".into() };
//! diesel::insert_into(users::table).values(&ada).execute(&mut db)?;
//! let found: User = users::table.find(ada.id).select(User::as_select()).first(&mut db)?;
//! assert_eq!(found, ada);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Overview
//!
//! This crate is the entry point for diesel users. Its features switch on
//! the `ToSql`, `FromSql`, `AsExpression` and `FromSqlRow` impls that live
//! beside the type in `ulid-core` (Rust's orphan rule puts them there), and
//! it re-exports [`Ulid`]: a plain field type in `Queryable`, `Selectable`,
//! `Insertable`, `AsChangeset` and `Identifiable` structs, in `.find(id)`,
//! `.filter(col.eq(id))`, `.eq_any(ids)`, `order_by` and joins.
//!
//! | SQL type in `table!` | PostgreSQL column | MariaDB/MySQL column | SQLite column |
//! |---|---|---|---|
//! | `Uuid` | `uuid` | — | — |
//! | `Binary` | `bytea` | `BINARY(16)`, `VARBINARY`, `BLOB` | 16-byte `BLOB` |
//! | `Text` | `char(26)`, `varchar`, `text` | `CHAR(26)`, `VARCHAR`, `TEXT` | `TEXT` |
//!
//! (The diesel column of the table in the column guide,
//! `ulid_core::guide::columns`, which covers every library of the family.)
//!
//! Why: the 16 big-endian bytes sort exactly like the ULID (and like its
//! time), so `ORDER BY id` is time order and a primary key index stays
//! append-mostly; PostgreSQL's `uuid` is those 16 bytes, and `BINARY(16)`
//! and `BLOB` compare bytewise. `Text` costs 26 bytes but reads well in a
//! SQL console, and sorts the same.
//!
//! Bad stored values are deserialization errors whose source is a
//! [`ColumnDecodeError`] that says what was found (`cannot decode a ULID
//! from a Binary value: expected 16 bytes for a ULID, found 15`), never a
//! panic. On SQLite the value's storage class decides, whatever the SQL
//! type: a `BLOB` must be 16 bytes, a `TEXT` the 26 characters, and an
//! `INTEGER` or `REAL` is an error.
//!
//! Helpers that are not impls on `Ulid`:
//!
//! - [`UlidExpressionMethods::created_between`]: `id BETWEEN min AND max`
//!   for the IDs made in a time interval, a range scan on the key, on the
//!   columns you mark as holding ULIDs ([`UlidColumn`]: `impl UlidColumn
//!   for events::id {}`), so that no other text column gets it;
//! - [`UlidExpressionMethods::after_keyset`] with [`Keyset`]: keyset
//!   pagination by ULID, with the last ID's text as the cursor
//!   (`.filter(id.after_keyset(&page)).order(id).limit(page.limit().into())`);
//! - [`ulid_newtype!`]: every diesel impl for your own `struct UserId(Ulid)`,
//!   by delegating to `Ulid` (diesel has no transparent derive).
//!
//! # Crate features
//!
//! - **postgres** - `Ulid` as `Uuid` and `Text` on PostgreSQL.
//! - **mysql** - `Ulid` as `Binary` and `Text` on MariaDB/MySQL.
//! - **sqlite** - `Ulid` as `Binary` and `Text` on SQLite.
//! - **serde**, **uuid**, **bincode**, **schemars**, **utoipa**,
//!   **utoipa5** - the core's impls for those crates (serde: text in
//!   human-readable formats, 16 bytes in binary ones; `uuid::Uuid`
//!   conversions; bincode 2; schemars 1; utoipa 6, and utoipa 5 beside
//!   it), so this crate is the only dependency line you write.
//!   `ulid-serde` adds the `#[serde(with = "...")]` modules.
//!
//! The library uses diesel's `postgres_backend` and `mysql_backend`, so
//! depending on it links neither libpq nor libmysqlclient; your own diesel
//! features choose the connection. Supported: diesel 2.3.
#![cfg_attr(docsrs, feature(doc_cfg))]

mod expression_methods;
mod newtype;

pub use expression_methods::{UlidColumn, UlidExpressionMethods};
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
    #[doc = include_str!("../guide/diesel.md")]
    pub mod diesel {}
}

// The whole core API, so that this crate is the one dependency line its
// users write.
pub use ulid_core::*;

#[doc(hidden)]
pub mod __private {
    pub use diesel;
}
