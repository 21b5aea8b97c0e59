//! ulid-sqlx's integration tests: one binary, a module per topic (each extra
//! test binary links the whole dependency tree again). Also compiled against
//! sqlx 0.8 by `tests/sqlx08` (`cfg(sqlx08)`). The query-macro tests are
//! binaries of their own: `scripts/sqlx-prepare.sh` builds each against its
//! own server (`DATABASE_URL` holds for a whole crate).

mod any;
#[path = "../common/mod.rs"]
mod common;
mod mariadb;
mod postgres;
mod postgres_extension;
// The guide's code, written for sqlx 0.9: not run again on 0.8.
#[cfg(not(sqlx08))]
mod retry_after_commit;
mod sea_orm;
mod sqlite;
mod stored_values;
mod typed_ids;
