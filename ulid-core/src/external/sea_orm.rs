//! sea-orm 2.x and 1.1: `Ulid` and every `Id<P>` as a column value,
//! primary key and foreign key.
//!
//! sea-orm carries a ULID as its `Uuid` value (the same 16 bytes) and gives
//! it column type `Uuid`, so the storage is the one of the sqlx and diesel
//! integrations: `uuid` on PostgreSQL, `binary(16)` on MariaDB/MySQL and a
//! 16-byte BLOB on SQLite. One database serves all of them.
//!
//! `sea_orm/impls.rs` holds the impls, written once and compiled once per
//! major by `sea_orm/sea_orm2.rs` and `sea_orm/sea_orm1.rs`, which import
//! that major's crate under the name `sea_orm` and read rows with the
//! matching sqlx major's decoders (the part that differs: which sqlx, and
//! which of its features are on). Where the two majors' types differ (a
//! boxed or a plain `Value::Uuid`, an `Arc` or a `Box` inside `DbErr`) the
//! impls go through conversions both have.

#[cfg(feature = "sea-orm1")]
mod sea_orm1;
#[cfg(feature = "sea-orm")]
mod sea_orm2;
