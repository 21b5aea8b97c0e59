//! ulid-diesel's integration tests: one binary, a module per topic (each extra
//! test binary links the whole dependency tree again).

mod common;
mod diesel_async;
mod mariadb;
mod postgres;
mod postgres_extension;
mod sqlite;
mod stored_values;
mod typed_ids;
