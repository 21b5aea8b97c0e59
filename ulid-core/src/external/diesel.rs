//! diesel 2.3: `Ulid` as `Uuid` (PostgreSQL), `Binary` (PostgreSQL
//! `bytea`, MariaDB/MySQL `BINARY(16)`, SQLite `BLOB`) and `Text` (every
//! backend, for `CHAR(26)` columns).

#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
use std::io::Write;

use diesel::deserialize;
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
use diesel::serialize::{self, IsNull};
use diesel::sql_types::{Binary, Text};

#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
use crate::ENCODED_LEN;
use crate::Ulid;

/// diesel's own way to give a type it does not own `AsExpression` (for
/// each SQL type below, its `Nullable`, and references) and `FromSqlRow`:
/// the derives on this proxy implement them for `Ulid`.
#[derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow)]
#[diesel(foreign_derive)]
#[cfg_attr(feature = "diesel-postgres", diesel(sql_type = diesel::sql_types::Uuid))]
#[diesel(sql_type = Binary)]
#[diesel(sql_type = Text)]
#[allow(dead_code, reason = "only its derives are used")]
struct UlidProxy(Ulid);

/// A ULID from a binary column, with diesel's error type.
fn from_binary(column_type: &str, bytes: &[u8]) -> deserialize::Result<Ulid> {
    Ok(Ulid::from_binary_column(column_type, bytes)?)
}

/// A ULID from a text column, with diesel's error type.
fn from_text(column_type: &str, bytes: &[u8]) -> deserialize::Result<Ulid> {
    Ok(Ulid::from_text_column(column_type, bytes)?)
}

#[cfg(feature = "diesel-postgres")]
mod pg {
    use diesel::deserialize::{self, FromSql};
    use diesel::pg::{Pg, PgValue};
    use diesel::serialize::{self, Output, ToSql};
    use diesel::sql_types::{Binary, Text, Uuid};

    use super::{from_binary, from_text, write_bytes, write_text};
    use crate::Ulid;

    impl ToSql<Uuid, Pg> for Ulid {
        fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
            write_bytes(self, out)
        }
    }

    impl FromSql<Uuid, Pg> for Ulid {
        fn from_sql(value: PgValue<'_>) -> deserialize::Result<Ulid> {
            from_binary("Uuid", value.as_bytes())
        }
    }

    impl ToSql<Binary, Pg> for Ulid {
        /// The 16 bytes as a `bytea`.
        fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
            write_bytes(self, out)
        }
    }

    impl FromSql<Binary, Pg> for Ulid {
        fn from_sql(value: PgValue<'_>) -> deserialize::Result<Ulid> {
            from_binary("Binary", value.as_bytes())
        }
    }

    impl ToSql<Text, Pg> for Ulid {
        fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
            write_text(self, out)
        }
    }

    impl FromSql<Text, Pg> for Ulid {
        fn from_sql(value: PgValue<'_>) -> deserialize::Result<Ulid> {
            from_text("Text", value.as_bytes())
        }
    }
}

#[cfg(feature = "diesel-mysql")]
mod mysql {
    use diesel::deserialize::{self, FromSql};
    use diesel::mysql::{Mysql, MysqlValue};
    use diesel::serialize::{self, Output, ToSql};
    use diesel::sql_types::{Binary, Text};

    use super::{from_binary, from_text, write_bytes, write_text};
    use crate::Ulid;

    impl ToSql<Binary, Mysql> for Ulid {
        fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Mysql>) -> serialize::Result {
            write_bytes(self, out)
        }
    }

    impl FromSql<Binary, Mysql> for Ulid {
        fn from_sql(value: MysqlValue<'_>) -> deserialize::Result<Ulid> {
            from_binary("Binary", value.as_bytes())
        }
    }

    impl ToSql<Text, Mysql> for Ulid {
        fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Mysql>) -> serialize::Result {
            write_text(self, out)
        }
    }

    impl FromSql<Text, Mysql> for Ulid {
        fn from_sql(value: MysqlValue<'_>) -> deserialize::Result<Ulid> {
            from_text("Text", value.as_bytes())
        }
    }
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
    use crate::{ColumnDecodeError, Ulid};

    impl ToSql<Binary, Sqlite> for Ulid {
        /// The 16 bytes as a `BLOB` (SQLite binds an owned copy).
        fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
            out.set_value(Vec::from(self.to_bytes()));
            Ok(IsNull::No)
        }
    }

    impl FromSql<Binary, Sqlite> for Ulid {
        /// A 16-byte `BLOB`, or a 26-character `TEXT`, by the value's own
        /// storage class (SQLite columns are not strictly typed).
        fn from_sql(value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Ulid> {
            from_sqlite_value(value)
        }
    }

    impl ToSql<Text, Sqlite> for Ulid {
        fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
            out.set_value(String::from(*self));
            Ok(IsNull::No)
        }
    }

    impl FromSql<Text, Sqlite> for Ulid {
        /// As for `Binary`: the value's storage class decides, so a `Text`
        /// column that holds a 16-byte `BLOB` reads too.
        fn from_sql(value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Ulid> {
            from_sqlite_value(value)
        }
    }

    /// A `BLOB` is the 16 bytes, a `TEXT` the 26 characters; an `INTEGER`
    /// or `REAL` is an error. (Reading those with `read_blob` would make
    /// SQLite print the number, and 16 digits would pass for 16 bytes.)
    fn from_sqlite_value(mut value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Ulid> {
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
fn write_bytes(id: &Ulid, out: &mut impl Write) -> serialize::Result {
    out.write_all(&id.to_bytes())?;
    Ok(IsNull::No)
}

/// Writes the 26 characters (backends whose `Output` is a byte buffer).
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
fn write_text(id: &Ulid, out: &mut impl Write) -> serialize::Result {
    out.write_all(id.encode(&mut [0; ENCODED_LEN]).as_bytes())?;
    Ok(IsNull::No)
}
