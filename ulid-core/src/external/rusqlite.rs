//! rusqlite: `Ulid` and every `Id<P>` as a 16-byte `BLOB`, the same storage as the sqlx and diesel
//! integrations, so one SQLite file serves all of them.

use std::boxed::Box;
use std::string::String;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, Value, ValueRef};

use crate::typed::identifier::for_each_identifier;
use crate::{ColumnDecodeError, Identifier, Ulid, UlidText};

/// The impls on `Ulid` or `Id<P>`.
macro_rules! rusqlite_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> ToSql for $id {
            /// The 16 big-endian bytes as a `BLOB`.
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(ToSqlOutput::Owned(Value::Blob(self.to_ulid().to_bytes().to_vec())))
            }
        }

        impl<$($generics)*> FromSql for $id {
            /// A 16-byte `BLOB`, or the text form in a `TEXT` (a `Ulid`'s 26
            /// characters, an `Id<P>`'s TypeID), by the value's storage
            /// class. A blob of another length, a text that is not the text
            /// form, an `INTEGER` or a `REAL` is `FromSqlError::Other`
            /// holding a [`ColumnDecodeError`] that names the storage class
            /// and what was found; `NULL` is rusqlite's `InvalidType`, as
            /// for its own types.
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                let decoded = match value {
                    ValueRef::Blob(bytes) => {
                        Ulid::from_binary_column("BLOB", bytes).map(<$id>::from_ulid)
                    }
                    ValueRef::Text(text) => <$id>::from_text_column("TEXT", text),
                    ValueRef::Integer(_) => Err(ColumnDecodeError::wrong_type("INTEGER")),
                    ValueRef::Real(_) => Err(ColumnDecodeError::wrong_type("REAL")),
                    ValueRef::Null => return Err(FromSqlError::InvalidType),
                };
                decoded.map_err(|error| FromSqlError::Other(Box::new(error)))
            }
        }
    };
}

for_each_identifier!(rusqlite_impls);

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
