//! rusqlite: a 16-byte `BLOB`, the same storage as the sqlx and diesel
//! integrations, so one SQLite file serves all of them.

use std::boxed::Box;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, Value, ValueRef};

use crate::Ulid;
use crate::external::column::from_text_column;

impl ToSql for Ulid {
    /// The 16 big-endian bytes as a `BLOB`.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Blob(self.to_bytes().to_vec())))
    }
}

impl FromSql for Ulid {
    /// A 16-byte `BLOB`, or a 26-character `TEXT` (the text form). Any other
    /// length is `InvalidBlobSize` ("Cannot read 16 byte value out of 15
    /// byte blob"), a bad text says what is wrong and where, and `NULL`,
    /// integers and reals are `InvalidType` (rusqlite names the type found).
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Ulid> {
        match value {
            ValueRef::Blob(bytes) => {
                Ulid::from_slice(bytes).map_err(|_| FromSqlError::InvalidBlobSize {
                    expected_size: 16,
                    blob_size: bytes.len(),
                })
            }
            ValueRef::Text(text) => from_text_column("TEXT", text)
                .map_err(|message| FromSqlError::Other(Box::from(message))),
            ValueRef::Null | ValueRef::Integer(_) | ValueRef::Real(_) => {
                Err(FromSqlError::InvalidType)
            }
        }
    }
}
