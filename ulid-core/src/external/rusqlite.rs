//! rusqlite: `Ulid` and every `Id<P>` as a 16-byte `BLOB`, the same storage as the sqlx and diesel
//! integrations, so one SQLite file serves all of them.

use std::boxed::Box;
use std::string::String;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, Value, ValueRef};

use crate::{ColumnDecodeError, Id, Identifier, Prefix, Ulid, UlidText};

impl ToSql for Ulid {
    /// The 16 big-endian bytes as a `BLOB`.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Blob(self.to_bytes().to_vec())))
    }
}

impl<P: Prefix> ToSql for Id<P> {
    /// The 16 bytes, as for `Ulid`.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Blob(
            self.to_ulid().to_bytes().to_vec(),
        )))
    }
}

impl FromSql for Ulid {
    /// A 16-byte `BLOB`, or the 26 characters in a `TEXT`, by the value's
    /// storage class. A blob of another length, a text that is not a ULID,
    /// an `INTEGER` or a `REAL` is `FromSqlError::Other` holding a
    /// [`ColumnDecodeError`] that names the storage class and what was
    /// found; `NULL` is rusqlite's `InvalidType`, as for its own types.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Ulid> {
        column_result(value)
    }
}

impl<P: Prefix> FromSql for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Id<P>> {
        column_result(value)
    }
}

/// The value as a `T`, by its storage class.
fn column_result<T: Identifier>(value: ValueRef<'_>) -> FromSqlResult<T> {
    let decoded = match value {
        ValueRef::Blob(bytes) => Ulid::from_binary_column("BLOB", bytes).map(T::from_ulid),
        ValueRef::Text(text) => T::from_text_column("TEXT", text),
        ValueRef::Integer(_) => Err(ColumnDecodeError::wrong_type("INTEGER")),
        ValueRef::Real(_) => Err(ColumnDecodeError::wrong_type("REAL")),
        ValueRef::Null => return Err(FromSqlError::InvalidType),
    };
    decoded.map_err(|error| FromSqlError::Other(Box::new(error)))
}

impl<T: Identifier> ToSql for UlidText<T> {
    /// The text as `TEXT`: a `Ulid`'s 26 upper-case characters, an
    /// `Id<P>`'s TypeID.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Text(
            self.0.with_text(|text| String::from(text)),
        )))
    }
}

impl<T: Identifier + FromSql> FromSql for UlidText<T> {
    /// As `T`.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<UlidText<T>> {
        T::column_result(value).map(UlidText)
    }
}
