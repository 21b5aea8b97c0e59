//! sea-orm 2.x (feature `sea-orm`), on sqlx 0.9.

#![allow(
    clippy::duplicate_mod,
    reason = "the shared files are compiled once per major, on purpose"
)]

use ::sea_orm;

#[path = "impls.rs"]
mod impls;

use sea_orm::{ColIdx, QueryResult, TryGetError};

use crate::Identifier;

/// Column `index` of a sqlx row, read by this crate's sqlx 0.9 decoder for
/// the row's backend; `None` for a row of another driver (or a backend
/// whose `sqlx-*` feature is off).
#[allow(unused_variables, reason = "unused without a sqlx-* feature")]
fn try_get_from_sqlx<T: Identifier, I: ColIdx>(
    result: &QueryResult,
    index: I,
) -> Option<Result<T, TryGetError>> {
    #[cfg(feature = "sqlx-postgres")]
    if let Some(row) = result.try_as_pg_row() {
        use crate::external::sqlx::sqlx09::{common::column, postgres::decode};
        return Some(from_sqlx(
            column(row, index.as_sqlx_postgres_index(), decode),
            index,
        ));
    }
    #[cfg(feature = "sqlx-mysql")]
    if let Some(row) = result.try_as_mysql_row() {
        use crate::external::sqlx::sqlx09::{common::column, mysql::decode};
        return Some(from_sqlx(
            column(row, index.as_sqlx_mysql_index(), decode),
            index,
        ));
    }
    #[cfg(feature = "sqlx-sqlite")]
    if let Some(row) = result.try_as_sqlite_row() {
        use crate::external::sqlx::sqlx09::{common::column, sqlite::decode};
        return Some(from_sqlx(
            column(row, index.as_sqlx_sqlite_index(), decode),
            index,
        ));
    }
    None
}

/// sqlx's answer in sea-orm's terms: `NULL` is `TryGetError::Null` (which
/// sea-orm turns into `None` for an `Option<Ulid>`), a bad value keeps its
/// [`ColumnDecodeError`](crate::ColumnDecodeError) as the error's source.
#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-mysql",
    feature = "sqlx-sqlite"
))]
fn from_sqlx<T: Identifier, I: ColIdx>(
    decoded: Result<Option<T>, sqlx_core::error::Error>,
    index: I,
) -> Result<T, TryGetError> {
    match decoded {
        Ok(Some(id)) => Ok(id),
        Ok(None) => Err(TryGetError::Null(std::format!("{index:?}"))),
        Err(sqlx_core::error::Error::ColumnDecode { source, .. }) => {
            Err(impls::bad_value::<T>(source))
        }
        Err(error) => Err(TryGetError::DbErr(sea_orm::DbErr::Query(
            sea_orm::RuntimeErr::SqlxError(error.into()),
        ))),
    }
}
