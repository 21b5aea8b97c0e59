//! diesel 2.3: `Ulid` and every `Id<P>` as `Uuid` (PostgreSQL), `Binary`
//! (PostgreSQL `bytea`, MariaDB/MySQL `BINARY(16)`, SQLite `BLOB`) and
//! `Text` (every backend: a `Ulid`'s 26 characters, an `Id<P>`'s TypeID).

#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
use std::io::Write;

use diesel::deserialize;
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
use diesel::serialize::{self, IsNull};
use diesel::sql_types::{Binary, Text};

use crate::typed::identifier::for_each_identifier;
use crate::{Identifier, Ulid};

/// diesel's own way to give a type it does not own `AsExpression` (for
/// each SQL type below, its `Nullable`, and references) and `FromSqlRow`:
/// the derives on a proxy struct implement them for the ID type, `Ulid` or
/// `Id<P>` (each proxy in a block of its own, so both can be `Proxy`).
macro_rules! diesel_proxy {
    ([$($generics:tt)*] $id:ty) => {
        const _: () = {
            #[derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow)]
            #[diesel(foreign_derive)]
            #[cfg_attr(feature = "diesel-postgres", diesel(sql_type = diesel::sql_types::Uuid))]
            #[diesel(sql_type = Binary)]
            #[diesel(sql_type = Text)]
            #[allow(dead_code, reason = "only its derives are used")]
            struct Proxy<$($generics)*>($id);
        };
    };
}

for_each_identifier!(diesel_proxy);

/// An ID from a binary column, with diesel's error type.
fn from_binary<T: Identifier>(column_type: &str, bytes: &[u8]) -> deserialize::Result<T> {
    Ok(T::from_ulid(Ulid::from_binary_column(column_type, bytes)?))
}

/// An ID from a text column (a `Ulid`'s 26 characters, an `Id<P>`'s
/// TypeID), with diesel's error type.
fn from_text<T: Identifier>(column_type: &str, bytes: &[u8]) -> deserialize::Result<T> {
    Ok(T::from_text_column(column_type, bytes)?)
}

/// `ToSql`/`FromSql` of `Ulid` or `Id<P>` for one binary SQL type on a
/// backend whose `Output` is a byte buffer (PostgreSQL, MariaDB/MySQL): the
/// 16 bytes.
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
macro_rules! diesel_binary_impls {
    ($backend:ident, $value:ident, $sql_type:ident, [$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> ToSql<$sql_type, $backend> for $id {
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, $backend>) -> serialize::Result {
                write_bytes(*self, out)
            }
        }

        impl<$($generics)*> FromSql<$sql_type, $backend> for $id {
            fn from_sql(value: $value<'_>) -> deserialize::Result<Self> {
                from_binary(stringify!($sql_type), value.as_bytes())
            }
        }
    };
}

/// The same for `Text`: a `Ulid`'s 26 characters, an `Id<P>`'s TypeID.
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
macro_rules! diesel_text_impls {
    ($backend:ident, $value:ident, [$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> ToSql<Text, $backend> for $id {
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, $backend>) -> serialize::Result {
                write_text(*self, out)
            }
        }

        impl<$($generics)*> FromSql<Text, $backend> for $id {
            fn from_sql(value: $value<'_>) -> deserialize::Result<Self> {
                from_text("Text", value.as_bytes())
            }
        }
    };
}

/// The impls on `Ulid` or `Id<P>`, expanded in `mod sqlite`.
#[cfg(feature = "diesel-sqlite")]
macro_rules! diesel_sqlite_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> ToSql<Binary, Sqlite> for $id {
            /// The 16 bytes as a `BLOB` (SQLite binds an owned copy).
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
                out.set_value(Vec::from(self.to_ulid().to_bytes()));
                Ok(IsNull::No)
            }
        }

        impl<$($generics)*> FromSql<Binary, Sqlite> for $id {
            /// A 16-byte `BLOB`, or the text form in a `TEXT`, by the value's own
            /// storage class (SQLite columns are not strictly typed).
            fn from_sql(value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Self> {
                from_sqlite_value(value)
            }
        }

        impl<$($generics)*> ToSql<Text, Sqlite> for $id {
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
                out.set_value(self.with_text(|text| String::from(text)));
                Ok(IsNull::No)
            }
        }

        impl<$($generics)*> FromSql<Text, Sqlite> for $id {
            /// As for `Binary`: the value's storage class decides, so a `Text`
            /// column that holds a 16-byte `BLOB` reads too.
            fn from_sql(value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Self> {
                from_sqlite_value(value)
            }
        }
    };
}

#[cfg(feature = "diesel-postgres")]
mod pg {
    use diesel::deserialize::{self, FromSql};
    use diesel::pg::{Pg, PgValue};
    use diesel::serialize::{self, Output, ToSql};
    use diesel::sql_types::{Binary, Text, Uuid};

    use super::{from_binary, from_text, write_bytes, write_text};
    use crate::typed::identifier::for_each_identifier;

    // `Uuid`, and `Binary` (`bytea`): the 16 bytes.
    for_each_identifier!(diesel_binary_impls, Pg, PgValue, Uuid);
    for_each_identifier!(diesel_binary_impls, Pg, PgValue, Binary);
    for_each_identifier!(diesel_text_impls, Pg, PgValue);
}

#[cfg(feature = "diesel-mysql")]
mod mysql {
    use diesel::deserialize::{self, FromSql};
    use diesel::mysql::{Mysql, MysqlValue};
    use diesel::serialize::{self, Output, ToSql};
    use diesel::sql_types::{Binary, Text};

    use super::{from_binary, from_text, write_bytes, write_text};
    use crate::typed::identifier::for_each_identifier;

    for_each_identifier!(diesel_binary_impls, Mysql, MysqlValue, Binary);
    for_each_identifier!(diesel_text_impls, Mysql, MysqlValue);
}

#[cfg(feature = "diesel-sqlite")]
mod sqlite {
    use std::string::String;
    use std::vec::Vec;

    use diesel::deserialize::{self, FromSql};
    use diesel::serialize::{self, IsNull, Output, ToSql};
    use diesel::sql_types::{Binary, Text};
    use diesel::sqlite::{Sqlite, SqliteType, SqliteValue};

    use super::{from_binary, from_text};
    use crate::typed::identifier::for_each_identifier;
    use crate::{ColumnDecodeError, Identifier};

    for_each_identifier!(diesel_sqlite_impls);

    /// A `BLOB` is the 16 bytes, a `TEXT` the 26 characters; an `INTEGER`
    /// or `REAL` is an error. (Reading those with `read_blob` would make
    /// SQLite print the number, and 16 digits would pass for 16 bytes.)
    fn from_sqlite_value<T: Identifier>(
        mut value: SqliteValue<'_, '_, '_>,
    ) -> deserialize::Result<T> {
        match value.value_type() {
            Some(SqliteType::Text) => from_text("TEXT", value.read_text().as_bytes()),
            Some(SqliteType::Binary) => from_binary("BLOB", value.read_blob()),
            Some(SqliteType::Double | SqliteType::Float) => {
                Err(ColumnDecodeError::wrong_type("REAL").into())
            }
            Some(SqliteType::Long | SqliteType::Integer | SqliteType::SmallInt) => {
                Err(ColumnDecodeError::wrong_type("INTEGER").into())
            }
            // diesel gives `NULL` to `Option`'s impl, so this is SQLite
            // failing to read the value.
            None => Err(ColumnDecodeError::wrong_type("NULL").into()),
        }
    }
}

/// Writes the 16 bytes (backends whose `Output` is a byte buffer).
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
fn write_bytes(id: impl Identifier, out: &mut impl Write) -> serialize::Result {
    out.write_all(&id.to_ulid().to_bytes())?;
    Ok(IsNull::No)
}

/// Writes the text (backends whose `Output` is a byte buffer).
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
fn write_text(id: impl Identifier, out: &mut impl Write) -> serialize::Result {
    id.with_text(|text| out.write_all(text.as_bytes()))?;
    Ok(IsNull::No)
}
