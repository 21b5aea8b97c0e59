//! sea-orm 2.x and 1.1: `Ulid` as a column value, primary key and foreign
//! key.
//!
//! sea-orm carries a ULID as its `Uuid` value (the same 16 bytes) and gives
//! it column type `Uuid`, so the storage is the one of the sqlx and diesel
//! integrations: `uuid` on PostgreSQL, `binary(16)` on MariaDB/MySQL and a
//! 16-byte BLOB on SQLite. One database serves all of them.
//!
//! The impls are a macro over a sea-orm line's crate name, its sqlx line's
//! `sqlx-core` and the features of that sqlx line's backends, instantiated
//! for sea-orm 2 (sqlx 0.9) and sea-orm 1.1 (sqlx 0.8). Where the two lines
//! differ (a boxed or a plain `Value::Uuid`, an `Arc` or a `Box` inside
//! `DbErr`) the impls go through conversions both have.

/// The impls for one sea-orm line.
macro_rules! sea_orm_impls {
    (
        $sea_orm:ident,
        $sqlx_core:ident,
        postgres: $postgres:literal,
        mysql: $mysql:literal,
        sqlite: $sqlite:literal $(,)?
    ) => {
        use std::string::String;

        use uuid::Uuid;
        use $sea_orm::sea_query::{
            ArrayType, ColumnType, Nullable, Value, ValueType, ValueTypeErr,
        };
        use $sea_orm::{
            ActiveValue, ColIdx, DbErr, IntoActiveValue, QueryResult, TryFromU64, TryGetError,
            TryGetable,
        };
        #[cfg(any(feature = $postgres, feature = $mysql, feature = $sqlite))]
        use $sqlx_core::row::Row;

        use crate::{Ulid, UlidText};

        impl From<Ulid> for Value {
            fn from(id: Ulid) -> Value {
                Value::from(Uuid::from(id))
            }
        }

        impl Nullable for Ulid {
            fn null() -> Value {
                Value::Uuid(None)
            }
        }

        impl ValueType for Ulid {
            fn try_from(value: Value) -> Result<Ulid, ValueTypeErr> {
                <Uuid as ValueType>::try_from(value).map(Ulid::from)
            }

            fn type_name() -> String {
                String::from("Ulid")
            }

            fn array_type() -> ArrayType {
                ArrayType::Uuid
            }

            fn column_type() -> ColumnType {
                ColumnType::Uuid
            }
        }

        impl TryGetable for Ulid {
            /// Decodes the column with this crate's own sqlx decoder for the
            /// row's backend, so sea-orm reads exactly what sqlx reads: a
            /// `uuid`, a 16-byte binary or `bytea`, or the 26-character text,
            /// and a [`ColumnDecodeError`](crate::ColumnDecodeError) for
            /// anything else (sea-orm's own `Uuid` reader would take a
            /// 16-character SQLite `TEXT` as 16 bytes). That needs the
            /// backend's sqlx feature beside sea-orm's; rows of other drivers
            /// (rusqlite, mock, proxy) go through sea-orm's `Uuid` reader,
            /// which is strict there (16 bytes).
            fn try_get_by<I: ColIdx>(result: &QueryResult, index: I) -> Result<Ulid, TryGetError> {
                #[cfg(feature = $postgres)]
                if let Some(row) = result.try_as_pg_row() {
                    return from_sqlx(row.try_get(index.as_sqlx_postgres_index()), index);
                }
                #[cfg(feature = $mysql)]
                if let Some(row) = result.try_as_mysql_row() {
                    return from_sqlx(row.try_get(index.as_sqlx_mysql_index()), index);
                }
                #[cfg(feature = $sqlite)]
                if let Some(row) = result.try_as_sqlite_row() {
                    return from_sqlx(row.try_get(index.as_sqlx_sqlite_index()), index);
                }
                Uuid::try_get_by(result, index).map(Ulid::from)
            }
        }

        /// sqlx's answer in sea-orm's terms: `NULL` is `TryGetError::Null`
        /// (which sea-orm turns into `None` for an `Option<Ulid>`), a bad
        /// value keeps its [`ColumnDecodeError`](crate::ColumnDecodeError)
        /// as the error's source.
        #[cfg(any(feature = $postgres, feature = $mysql, feature = $sqlite))]
        fn from_sqlx<I: ColIdx>(
            decoded: Result<Option<Ulid>, $sqlx_core::error::Error>,
            index: I,
        ) -> Result<Ulid, TryGetError> {
            match decoded {
                Ok(Some(id)) => Ok(id),
                Ok(None) => Err(TryGetError::Null(std::format!("{index:?}"))),
                Err($sqlx_core::error::Error::ColumnDecode { source, .. }) => {
                    Err(TryGetError::DbErr(DbErr::TryIntoErr {
                        from: "column value",
                        into: "Ulid",
                        source: source.into(),
                    }))
                }
                Err(error) => Err(TryGetError::DbErr(DbErr::Query(
                    $sea_orm::RuntimeErr::SqlxError(error.into()),
                ))),
            }
        }

        impl TryFromU64 for Ulid {
            /// Always an error: a ULID is not an auto-increment integer, so a
            /// ULID primary key must be set before insert
            /// (`auto_increment = false`).
            fn try_from_u64(_: u64) -> Result<Ulid, DbErr> {
                Err(DbErr::ConvertFromU64("Ulid"))
            }
        }

        impl IntoActiveValue<Ulid> for Ulid {
            fn into_active_value(self) -> ActiveValue<Ulid> {
                ActiveValue::Set(self)
            }
        }

        // `UlidText`: the same, carried as sea-orm's `String` value in a
        // `Char(26)` column, so a text column is written with the 26
        // characters. Reading is `Ulid`'s.

        impl From<UlidText> for Value {
            fn from(id: UlidText) -> Value {
                Value::from(String::from(id.0))
            }
        }

        impl Nullable for UlidText {
            fn null() -> Value {
                Value::String(None)
            }
        }

        impl ValueType for UlidText {
            fn try_from(value: Value) -> Result<UlidText, ValueTypeErr> {
                match value {
                    Value::String(Some(text)) => text.parse().map_err(|_| ValueTypeErr),
                    other => <Ulid as ValueType>::try_from(other).map(UlidText),
                }
            }

            fn type_name() -> String {
                String::from("UlidText")
            }

            fn array_type() -> ArrayType {
                ArrayType::String
            }

            /// `char(26)` on every backend.
            fn column_type() -> ColumnType {
                ColumnType::Char(Some(26))
            }
        }

        impl TryGetable for UlidText {
            fn try_get_by<I: ColIdx>(
                result: &QueryResult,
                index: I,
            ) -> Result<UlidText, TryGetError> {
                Ulid::try_get_by(result, index).map(UlidText)
            }
        }

        impl TryFromU64 for UlidText {
            /// Always an error, as for `Ulid`.
            fn try_from_u64(_: u64) -> Result<UlidText, DbErr> {
                Err(DbErr::ConvertFromU64("UlidText"))
            }
        }

        impl IntoActiveValue<UlidText> for UlidText {
            fn into_active_value(self) -> ActiveValue<UlidText> {
                ActiveValue::Set(self)
            }
        }
    };
}

/// sea-orm 2.x (feature `sea-orm`), on sqlx 0.9.
#[cfg(feature = "sea-orm")]
mod sea_orm2 {
    sea_orm_impls!(
        sea_orm,
        sqlx_core,
        postgres: "sqlx-postgres",
        mysql: "sqlx-mysql",
        sqlite: "sqlx-sqlite",
    );
}

/// sea-orm 1.1 (feature `sea-orm1`), on sqlx 0.8.
#[cfg(feature = "sea-orm1")]
mod sea_orm1 {
    sea_orm_impls!(
        sea_orm1,
        sqlx08_core,
        postgres: "sqlx08-postgres",
        mysql: "sqlx08-mysql",
        sqlite: "sqlx08-sqlite",
    );
}
