//! diesel on SQLite: `Binary` (`BLOB`) holds the 16 bytes, `Text` the text
//! form; reading goes by the value's own storage class, since SQLite
//! columns are not strictly typed.

use std::string::String;
use std::vec::Vec;

use diesel::deserialize::{self, FromSql};
use diesel::serialize::{self, IsNull, Output, ToSql};
use diesel::sql_types::{Binary, Text};
use diesel::sqlite::{Sqlite, SqliteType, SqliteValue};

use super::{from_binary, from_text};
use crate::{ColumnDecodeError, Id, Identifier, Prefix, Ulid};

impl ToSql<Binary, Sqlite> for Ulid {
    /// The 16 bytes as a `BLOB` (SQLite binds an owned copy).
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
        out.set_value(Vec::from(self.to_bytes()));
        Ok(IsNull::No)
    }
}

impl FromSql<Binary, Sqlite> for Ulid {
    /// A 16-byte `BLOB`, or the 26 characters in a `TEXT`, by the value's
    /// own storage class.
    fn from_sql(value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Ulid> {
        from_sqlite_value(value)
    }
}

impl<P: Prefix> FromSql<Binary, Sqlite> for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn from_sql(value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Id<P>> {
        from_sqlite_value(value)
    }
}

impl ToSql<Text, Sqlite> for Ulid {
    /// The 26 upper-case characters.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
        out.set_value(self.to_string());
        Ok(IsNull::No)
    }
}

impl<P: Prefix> ToSql<Text, Sqlite> for Id<P> {
    /// The TypeID.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Sqlite>) -> serialize::Result {
        out.set_value(self.with_text(|text| String::from(text)));
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

impl<P: Prefix> FromSql<Text, Sqlite> for Id<P> {
    /// As for `Binary`.
    fn from_sql(value: SqliteValue<'_, '_, '_>) -> deserialize::Result<Id<P>> {
        from_sqlite_value(value)
    }
}

/// A `BLOB` is the 16 bytes, a `TEXT` the text form; an `INTEGER` or
/// `REAL` is an error. (Reading those with `read_blob` would make SQLite
/// print the number, and 16 digits would pass for 16 bytes.)
fn from_sqlite_value<T: Identifier>(mut value: SqliteValue<'_, '_, '_>) -> deserialize::Result<T> {
    match value.value_type() {
        Some(SqliteType::Text) => from_text("TEXT", value.read_text().as_bytes()),
        Some(SqliteType::Binary) => from_binary("BLOB", value.read_blob()),
        Some(SqliteType::Double | SqliteType::Float) => {
            Err(ColumnDecodeError::wrong_type("REAL").into())
        }
        Some(SqliteType::Long | SqliteType::Integer | SqliteType::SmallInt) => {
            Err(ColumnDecodeError::wrong_type("INTEGER").into())
        }
        // diesel gives `NULL` to `Option`'s impl, so this is SQLite failing
        // to read the value.
        None => Err(ColumnDecodeError::wrong_type("NULL").into()),
    }
}
