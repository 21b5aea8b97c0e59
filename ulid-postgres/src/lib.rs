//! The PostgreSQL extension `ulid`: a `ulid` type stored as its 16 bytes,
//! read and written by ulid-core's codec, so that the database and every
//! Rust client of the family agree on each ID, its text and its errors.
//!
//! - [`datum`]: the 16 bytes as a PostgreSQL datum (by reference, like
//!   `uuid`), for the functions below.
//! - [`ulid_type`]: the type itself, its text input and output, and in
//!   SQL its binary I/O, operators, operator classes, aggregates and casts.
//! - [`functions`]: `gen_ulid()`, the time functions, text and TypeIDs.
//! - [`errors`]: bad input as PostgreSQL errors with SQLSTATEs.
//!
//! Built and installed by `scripts/postgres-extension.sh`; tested from
//! outside, through psql and the Rust clients
//! (`tests/tests/it/postgres_extension.rs`, and the `postgres_extension`
//! modules of ulid-sqlx's and ulid-diesel's tests).

pub mod datum;
pub mod errors;
pub mod functions;
pub mod ulid_type;

::pgrx::pg_module_magic!(name, version);
