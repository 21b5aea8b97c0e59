//! The PostgreSQL extension `ulid`: a `ulid` type stored as its 16 bytes,
//! read and written by ulid-core's codec, so that the database and every
//! Rust client of the family agree on each ID, its text and its errors.
//!
//! - [`datum`]: the 16 bytes as a PostgreSQL datum (by reference, like
//!   `uuid`), for the functions below.
//! - [`ulid_type`]: the type itself, its text input and output, and in
//!   SQL its binary I/O, operators, operator classes, aggregates and casts.
//! - [`uuid_comparisons`]: `=`, `<`, ... between `ulid` and `uuid`, in
//!   `ulid`'s operator families, and `uuid_ulid_ops` for `uuid` columns.
//! - [`brin`]: BRIN operator classes (minmax, minmax-multi, bloom).
//! - [`functions`]: `gen_ulid()`, `gen_random_ulid()`, their UUIDv7-form
//!   `_v7` twins, `gen_ulid_at()`, the time functions, text, TypeIDs and
//!   `bytea`.
//! - [`shared_order`]: `gen_monotonic_ulid()` and `gen_monotonic_ulid_v7()`,
//!   one order across the server's backends, in shared memory when the
//!   library is preloaded.
//! - [`errors`]: bad input as PostgreSQL errors with SQLSTATEs, in any
//!   database encoding.
//!
//! Built and installed by `scripts/postgres-extension.sh`; tested from
//! outside, through psql and the Rust clients
//! (`tests/tests/it/postgres_extension.rs`, and the `postgres_extension`
//! modules of ulid-sqlx's and ulid-diesel's tests).

pub mod brin;
pub mod datum;
pub mod errors;
pub mod functions;
pub mod shared_order;
pub mod ulid_type;
pub mod uuid_comparisons;

::pgrx::pg_module_magic!(name, version);

/// Called by PostgreSQL when it loads the library: at the server's start
/// when it is in `shared_preload_libraries`, else in the first backend
/// that uses it.
#[pgrx::pg_guard]
pub extern "C-unwind" fn _PG_init() {
    shared_order::init();
}
