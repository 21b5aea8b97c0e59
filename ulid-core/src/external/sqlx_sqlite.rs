//! sqlx on SQLite: `Ulid` is a 16-byte `BLOB` (which sorts like the ULID),
//! and also reads the 26-character form from `TEXT` values.

use std::vec::Vec;

use sqlx_core::decode::Decode;
use sqlx_core::encode::{Encode, IsNull};
use sqlx_core::error::BoxDynError;
use sqlx_core::type_info::TypeInfo;
use sqlx_core::types::Type;
use sqlx_core::value::ValueRef;
use sqlx_sqlite::{Sqlite, SqliteArgumentsBuffer, SqliteTypeInfo, SqliteValueRef};

use crate::Ulid;
use crate::external::column::{from_binary_column, from_text_column};
use crate::external::sqlx_null::reject_null;

impl Type<Sqlite> for Ulid {
    /// `BLOB`.
    fn type_info() -> SqliteTypeInfo {
        <&[u8] as Type<Sqlite>>::type_info()
    }

    /// `BLOB` and `TEXT`.
    fn compatible(ty: &SqliteTypeInfo) -> bool {
        <&[u8] as Type<Sqlite>>::compatible(ty)
    }
}

impl Encode<'_, Sqlite> for Ulid {
    /// The 16 bytes as a `BLOB` (sqlx's SQLite arguments own their bytes).
    fn encode_by_ref(&self, args: &mut SqliteArgumentsBuffer) -> Result<IsNull, BoxDynError> {
        <Vec<u8> as Encode<Sqlite>>::encode(Vec::from(self.to_bytes()), args)
    }
}

impl Decode<'_, Sqlite> for Ulid {
    /// A 16-byte `BLOB`, or a 26-character `TEXT`, by the value's own
    /// storage class (SQLite columns are not strictly typed).
    fn decode(value: SqliteValueRef<'_>) -> Result<Ulid, BoxDynError> {
        reject_null(&value)?;
        if value.type_info().name() == "TEXT" {
            Ok(from_text_column(
                "TEXT",
                <&str as Decode<Sqlite>>::decode(value)?.as_bytes(),
            )?)
        } else {
            Ok(from_binary_column(
                "BLOB",
                <&[u8] as Decode<Sqlite>>::decode(value)?,
            )?)
        }
    }
}
