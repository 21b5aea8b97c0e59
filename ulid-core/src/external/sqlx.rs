//! sqlx 0.9 and 0.8 on PostgreSQL, MariaDB/MySQL and SQLite, for `Ulid`
//! and every `Id<P>` (one macro per backend, expanded for both by
//! `for_each_identifier!`).
//!
//! The impls are written once, as macros, and expanded once per sqlx line
//! by `sqlx_line!` over that line's crate names (`sqlx-core`,
//! `sqlx-postgres`, ... for 0.9; the same crates renamed `sqlx08-core`,
//! `sqlx08-postgres`, ... for 0.8): the trait surface they use is the same
//! in both. The one difference, the argument buffer type
//! (`Database::ArgumentBuffer` in 0.9, `ArgumentBuffer<'q>` in 0.8), is the
//! `ArgumentBuffer` alias each line defines.

#[cfg(any(feature = "sqlx-mysql", feature = "sqlx08-mysql"))]
#[macro_use]
mod mysql;
#[cfg(any(feature = "sqlx-postgres", feature = "sqlx08-postgres"))]
#[macro_use]
mod postgres;
#[cfg(any(feature = "sqlx-sqlite", feature = "sqlx08-sqlite"))]
#[macro_use]
mod sqlite;
#[macro_use]
mod text;

/// One sqlx line: its `sqlx-core`, each backend's feature and crate, and
/// its argument buffer. Each backend's impls get a module that sees the
/// names imported here.
macro_rules! sqlx_line {
    (
        $sqlx_core:ident,
        postgres: $postgres:literal => $sqlx_postgres:ident,
        mysql: $mysql:literal => $sqlx_mysql:ident,
        sqlite: $sqlite:literal => $sqlx_sqlite:ident,
        argument_buffer: $argument_buffer:ty $(,)?
    ) => {
        #[allow(unused_imports, reason = "each backend uses part of these")]
        use std::{string::String, vec::Vec};

        #[allow(unused_imports, reason = "each backend uses part of these")]
        use $sqlx_core::{
            database::Database,
            decode::Decode,
            encode::{Encode, IsNull},
            error::{BoxDynError, UnexpectedNullError},
            type_info::TypeInfo,
            types::Type,
            value::ValueRef,
        };

        #[allow(unused_imports, reason = "each backend uses part of these")]
        use crate::typed::identifier::for_each_identifier;
        use crate::{Identifier, Ulid};

        /// What `Encode::encode_by_ref` writes into, for the database `DB`.
        type ArgumentBuffer<'q, DB> = $argument_buffer;

        /// sqlx hands `NULL` to `Decode` of a non-`Option` type; it must be
        /// an error ("unexpected null; try decoding as an `Option`"), never
        /// a ULID.
        #[allow(dead_code, reason = "unused when only the text impls are built")]
        fn reject_null<'r>(value: &impl ValueRef<'r>) -> Result<(), BoxDynError> {
            if value.is_null() {
                return Err(std::boxed::Box::new(UnexpectedNullError));
            }
            Ok(())
        }

        /// The ID in a binary column's bytes, with sqlx's error type.
        #[allow(dead_code, reason = "unused when only the text impls are built")]
        fn from_binary<T: Identifier>(column_type: &str, bytes: &[u8]) -> Result<T, BoxDynError> {
            Ok(T::from_ulid(Ulid::from_binary_column(column_type, bytes)?))
        }

        /// The ID in a text column's bytes (a `Ulid`'s 26 characters, an
        /// `Id<P>`'s TypeID), with sqlx's error type.
        #[allow(dead_code, reason = "unused when only the text impls are built")]
        fn from_text<T: Identifier>(column_type: &str, text: &[u8]) -> Result<T, BoxDynError> {
            Ok(T::from_text_column(column_type, text)?)
        }

        mod text {
            sqlx_text_impls!();
        }
        #[cfg(feature = $postgres)]
        mod postgres {
            sqlx_postgres_impls!($sqlx_postgres);
        }
        #[cfg(feature = $mysql)]
        mod mysql {
            sqlx_mysql_impls!($sqlx_mysql);
        }
        #[cfg(feature = $sqlite)]
        mod sqlite {
            sqlx_sqlite_impls!($sqlx_sqlite);
        }
    };
}

/// sqlx 0.9.
#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-mysql",
    feature = "sqlx-sqlite"
))]
mod sqlx09 {
    sqlx_line!(
        sqlx_core,
        postgres: "sqlx-postgres" => sqlx_postgres,
        mysql: "sqlx-mysql" => sqlx_mysql,
        sqlite: "sqlx-sqlite" => sqlx_sqlite,
        argument_buffer: <DB as Database>::ArgumentBuffer,
    );
}

/// sqlx 0.8.
#[cfg(any(
    feature = "sqlx08-postgres",
    feature = "sqlx08-mysql",
    feature = "sqlx08-sqlite"
))]
mod sqlx08 {
    sqlx_line!(
        sqlx08_core,
        postgres: "sqlx08-postgres" => sqlx08_postgres,
        mysql: "sqlx08-mysql" => sqlx08_mysql,
        sqlite: "sqlx08-sqlite" => sqlx08_sqlite,
        argument_buffer: <DB as Database>::ArgumentBuffer<'q>,
    );
}
