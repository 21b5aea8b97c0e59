//! The ULID type for diesel users.
//!
//! ```
//! let id = ulid_diesel::Ulid::new();
//! assert_eq!(id.to_bytes().len(), 16);
//! ```
//!
//! This crate is the entry point for diesel. It re-exports [`Ulid`] and will
//! switch on `ulid-core`'s diesel impls for PostgreSQL, MariaDB/MySQL and
//! SQLite (features `postgres`, `mysql`, `sqlite`) and hold the helpers that
//! are not impls on `Ulid`: the time-range filter, keyset pagination and the
//! newtype-ID macro. That work is tracked in its own issue; today the crate
//! only re-exports the type.

pub use ulid_core::Ulid;
