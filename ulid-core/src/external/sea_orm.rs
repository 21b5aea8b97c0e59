//! sea-orm 2.x and 1.1: `Ulid` and every `Id<P>` as a column value,
//! primary key and foreign key.
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

        use crate::typed::identifier::for_each_identifier;
        use crate::{Identifier, Ulid, UlidText};

        for_each_identifier!(sea_orm_type_impls, $sea_orm, $postgres, $mysql, $sqlite);

        /// sqlx's answer in sea-orm's terms: `NULL` is `TryGetError::Null`
        /// (which sea-orm turns into `None` for an `Option<Ulid>`), a bad
        /// value keeps its [`ColumnDecodeError`](crate::ColumnDecodeError)
        /// as the error's source.
        #[cfg(any(feature = $postgres, feature = $mysql, feature = $sqlite))]
        fn from_sqlx<T: Identifier, I: ColIdx>(
            decoded: Result<Option<T>, $sqlx_core::error::Error>,
            index: I,
        ) -> Result<T, TryGetError> {
            match decoded {
                Ok(Some(id)) => Ok(id),
                Ok(None) => Err(TryGetError::Null(std::format!("{index:?}"))),
                Err($sqlx_core::error::Error::ColumnDecode { source, .. }) => {
                    Err(TryGetError::DbErr(DbErr::TryIntoErr {
                        from: "column value",
                        into: T::TYPE_NAME,
                        source: source.into(),
                    }))
                }
                Err(error) => Err(TryGetError::DbErr(DbErr::Query(
                    $sea_orm::RuntimeErr::SqlxError(error.into()),
                ))),
            }
        }

        // `UlidText<T>`: the same, carried as sea-orm's `String` value in a
        // `Char(n)` column, so a text column is written with the text (a
        // `Ulid`'s 26 characters, an `Id<P>`'s TypeID). Reading is `T`'s.

        impl<T: Identifier> From<UlidText<T>> for Value {
            fn from(id: UlidText<T>) -> Value {
                Value::from(id.0.with_text(|text| String::from(text)))
            }
        }

        impl<T: Identifier> Nullable for UlidText<T> {
            fn null() -> Value {
                Value::String(None)
            }
        }

        impl<T: Identifier + ValueType> ValueType for UlidText<T> {
            fn try_from(value: Value) -> Result<UlidText<T>, ValueTypeErr> {
                match value {
                    Value::String(Some(text)) => T::parse_text(text.as_bytes())
                        .map(UlidText)
                        .map_err(|_| ValueTypeErr),
                    other => <T as ValueType>::try_from(other).map(UlidText),
                }
            }

            fn type_name() -> String {
                std::format!("UlidText<{}>", T::TYPE_NAME)
            }

            fn array_type() -> ArrayType {
                ArrayType::String
            }

            /// `char(n)` on every backend: `char(26)` for a `Ulid`, the
            /// TypeID's length for an `Id<P>`.
            fn column_type() -> ColumnType {
                ColumnType::Char(<u32 as TryFrom<usize>>::try_from(T::TEXT_LEN).ok())
            }
        }

        impl<T: Identifier + TryGetable> TryGetable for UlidText<T> {
            fn try_get_by<I: ColIdx>(
                result: &QueryResult,
                index: I,
            ) -> Result<UlidText<T>, TryGetError> {
                T::try_get_by(result, index).map(UlidText)
            }
        }

        impl<T: Identifier> TryFromU64 for UlidText<T> {
            /// Always an error, as for `Ulid`.
            fn try_from_u64(_: u64) -> Result<UlidText<T>, DbErr> {
                Err(DbErr::ConvertFromU64("UlidText"))
            }
        }

        impl<T: Identifier> IntoActiveValue<UlidText<T>> for UlidText<T> {
            fn into_active_value(self) -> ActiveValue<UlidText<T>> {
                ActiveValue::Set(self)
            }
        }
    };
}

/// The impls on `Ulid` or `Id<P>` for one sea-orm line, expanded by
/// `sea_orm_impls!` (whose module has the names imported).
macro_rules! sea_orm_type_impls {
    (
        $sea_orm:ident,
        $postgres:literal,
        $mysql:literal,
        $sqlite:literal,
        [$($generics:tt)*] $id:ty
    ) => {
        impl<$($generics)*> From<$id> for Value {
            fn from(id: $id) -> Value {
                Value::from(Uuid::from(id.to_ulid()))
            }
        }

        impl<$($generics)*> Nullable for $id {
            fn null() -> Value {
                Value::Uuid(None)
            }
        }

        impl<$($generics)*> ValueType for $id {
            fn try_from(value: Value) -> Result<Self, ValueTypeErr> {
                <Uuid as ValueType>::try_from(value).map(|uuid| <$id>::from_ulid(Ulid::from(uuid)))
            }

            fn type_name() -> String {
                String::from(<$id>::TYPE_NAME)
            }

            fn array_type() -> ArrayType {
                ArrayType::Uuid
            }

            fn column_type() -> ColumnType {
                ColumnType::Uuid
            }
        }

        impl<$($generics)*> TryGetable for $id {
            /// Decodes the column with this crate's own sqlx decoder for the
            /// row's backend, so sea-orm reads exactly what sqlx reads: a
            /// `uuid`, a 16-byte binary or `bytea`, or the text form, and a
            /// [`ColumnDecodeError`](crate::ColumnDecodeError) for anything
            /// else (sea-orm's own `Uuid` reader would take a 16-character
            /// SQLite `TEXT` as 16 bytes). That needs the backend's sqlx
            /// feature beside sea-orm's; rows of other drivers (rusqlite,
            /// mock, proxy) go through sea-orm's `Uuid` reader, which is
            /// strict there (16 bytes).
            fn try_get_by<I: ColIdx>(result: &QueryResult, index: I) -> Result<Self, TryGetError> {
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
                Uuid::try_get_by(result, index).map(|uuid| <$id>::from_ulid(Ulid::from(uuid)))
            }
        }

        impl<$($generics)*> TryFromU64 for $id {
            /// Always an error: a ULID is not an auto-increment integer, so a
            /// ULID primary key must be set before insert
            /// (`auto_increment = false`).
            fn try_from_u64(_: u64) -> Result<Self, DbErr> {
                Err(DbErr::ConvertFromU64(<$id>::TYPE_NAME))
            }
        }

        impl<$($generics)*> IntoActiveValue<$id> for $id {
            fn into_active_value(self) -> ActiveValue<$id> {
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
