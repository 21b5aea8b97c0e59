//! rusqlite: a 16-byte `BLOB`, the same storage as the sqlx and diesel
//! integrations, so one SQLite file serves all of them.

use std::boxed::Box;
use std::string::String;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, Value, ValueRef};

use crate::{ColumnDecodeError, Ulid, UlidText};

impl ToSql for Ulid {
    /// The 16 big-endian bytes as a `BLOB`.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Blob(self.to_bytes().to_vec())))
    }
}

impl FromSql for Ulid {
    /// A 16-byte `BLOB`, or a 26-character `TEXT` (the text form), by the
    /// value's storage class. A blob of another length, a text that is not
    /// a ULID, an `INTEGER` or a `REAL` is `FromSqlError::Other` holding a
    /// [`ColumnDecodeError`] that names the storage class and what was
    /// found; `NULL` is rusqlite's `InvalidType`, as for its own types.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Ulid> {
        let decoded = match value {
            ValueRef::Blob(bytes) => Ulid::from_binary_column("BLOB", bytes),
            ValueRef::Text(text) => Ulid::from_text_column("TEXT", text),
            ValueRef::Integer(_) => Err(ColumnDecodeError::wrong_type("INTEGER")),
            ValueRef::Real(_) => Err(ColumnDecodeError::wrong_type("REAL")),
            ValueRef::Null => return Err(FromSqlError::InvalidType),
        };
        decoded.map_err(|error| FromSqlError::Other(Box::new(error)))
    }
}

impl ToSql for UlidText {
    /// The 26 upper-case characters as `TEXT`.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Text(String::from(self.0))))
    }
}

impl FromSql for UlidText {
    /// As `Ulid`.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<UlidText> {
        Ulid::column_result(value).map(UlidText)
    }
}
