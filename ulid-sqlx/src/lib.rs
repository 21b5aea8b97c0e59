//! The ULID type for sqlx users.
//!
//! ```
//! let id = ulid_sqlx::Ulid::new();
//! assert_eq!(id.to_bytes().len(), 16);
//! ```
//!
//! This crate is the entry point for sqlx. It re-exports [`Ulid`] and will
//! switch on `ulid-core`'s sqlx impls for PostgreSQL, MariaDB/MySQL and
//! SQLite (features `postgres`, `mysql`, `sqlite`) and hold the helpers that
//! are not impls on `Ulid`: time-range filters, keyset pagination. That
//! work is tracked in its own issue; today the crate only re-exports the
//! type.

pub use ulid_core::Ulid;
