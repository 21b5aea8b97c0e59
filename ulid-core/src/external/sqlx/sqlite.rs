//! sqlx on SQLite: `Ulid` is a 16-byte `BLOB`, and also reads the
//! 26-character text from a `TEXT` value. `Id<P>` binds and reads the same,
//! with its TypeID as the text form (its `Type` and `Encode` are in
//! `common.rs`).

use std::vec::Vec;

use super::ArgumentBuffer;
use super::common::{from_binary, from_text, reject_null};
use super::sqlx_core::decode::Decode;
use super::sqlx_core::encode::{Encode, IsNull};
use super::sqlx_core::error::BoxDynError;
use super::sqlx_core::type_info::TypeInfo;
use super::sqlx_core::types::Type;
use super::sqlx_core::value::ValueRef;
use super::sqlx_sqlite::{Sqlite, SqliteTypeInfo, SqliteValueRef};
use crate::{ColumnDecodeError, Id, Identifier, Prefix, Ulid};

impl Type<Sqlite> for Ulid {
    /// `BLOB`.
    fn type_info() -> SqliteTypeInfo {
        <&[u8] as Type<Sqlite>>::type_info()
    }

    /// Every storage class: SQLite lets any column hold any of them, so
    /// `decode` looks at the value itself and turns an `INTEGER` or `REAL`
    /// into a [`ColumnDecodeError`] that names it.
    fn compatible(_: &SqliteTypeInfo) -> bool {
        true
    }
}

impl<'q> Encode<'q, Sqlite> for Ulid {
    /// The 16 bytes as a `BLOB` (sqlx's SQLite arguments own their bytes).
    fn encode_by_ref(&self, args: &mut ArgumentBuffer<'q, Sqlite>) -> Result<IsNull, BoxDynError> {
        <Vec<u8> as Encode<Sqlite>>::encode(Vec::from(self.to_bytes()), args)
    }
}

impl<'r> Decode<'r, Sqlite> for Ulid {
    /// A 16-byte `BLOB`, or the 26 characters in a `TEXT`, by the value's
    /// own storage class (SQLite columns are not strictly typed). An
    /// `INTEGER` or `REAL` is an error: reading it as bytes would make
    /// SQLite turn the number into text first, and 16 digits would pass for
    /// 16 bytes.
    fn decode(value: SqliteValueRef<'r>) -> Result<Ulid, BoxDynError> {
        decode(value)
    }
}

impl<'r, P: Prefix> Decode<'r, Sqlite> for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn decode(value: SqliteValueRef<'r>) -> Result<Id<P>, BoxDynError> {
        decode(value)
    }
}

/// The value as a `T`, by its storage class.
pub(crate) fn decode<T: Identifier>(value: SqliteValueRef<'_>) -> Result<T, BoxDynError> {
    reject_null(&value)?;
    let storage_class = value.type_info().into_owned();
    match storage_class.name() {
        "TEXT" => from_text("TEXT", <&str as Decode<Sqlite>>::decode(value)?.as_bytes()),
        "BLOB" => from_binary("BLOB", <&[u8] as Decode<Sqlite>>::decode(value)?),
        other => Err(ColumnDecodeError::wrong_type(other).into()),
    }
}
