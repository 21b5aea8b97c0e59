//! sqlx on MariaDB/MySQL: `Ulid` is `BINARY(16)` (the same 16 bytes, the
//! same order), and also reads the 26-character text from `CHAR` or
//! `VARCHAR` columns. `Id<P>` binds and reads the same, with its TypeID as
//! the text form (its `Type` and `Encode` are in `common.rs`).

use super::ArgumentBuffer;
use super::common::{from_binary, from_text, reject_null};
use super::sqlx_core::decode::Decode;
use super::sqlx_core::encode::{Encode, IsNull};
use super::sqlx_core::error::BoxDynError;
use super::sqlx_core::type_info::TypeInfo;
use super::sqlx_core::types::Type;
use super::sqlx_core::value::ValueRef;
use super::sqlx_mysql::{MySql, MySqlTypeInfo, MySqlValueRef};
use crate::{Id, Identifier, Prefix, Ulid};

impl Type<MySql> for Ulid {
    /// The binary string type, as for `&[u8]`: `BINARY(16)` on the server.
    fn type_info() -> MySqlTypeInfo {
        <&[u8] as Type<MySql>>::type_info()
    }

    /// The binary types (`BINARY`, `VARBINARY`, `BLOB`) and the text types
    /// (`CHAR`, `VARCHAR`, `TEXT`).
    fn compatible(ty: &MySqlTypeInfo) -> bool {
        <&[u8] as Type<MySql>>::compatible(ty) || <&str as Type<MySql>>::compatible(ty)
    }
}

impl<'q> Encode<'q, MySql> for Ulid {
    fn encode_by_ref(&self, buf: &mut ArgumentBuffer<'q, MySql>) -> Result<IsNull, BoxDynError> {
        <&[u8] as Encode<MySql>>::encode(&self.to_bytes()[..], buf)
    }
}

impl<'r> Decode<'r, MySql> for Ulid {
    /// 16 bytes from a binary column, the 26 characters from a text column.
    fn decode(value: MySqlValueRef<'r>) -> Result<Ulid, BoxDynError> {
        decode(value)
    }
}

impl<'r, P: Prefix> Decode<'r, MySql> for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn decode(value: MySqlValueRef<'r>) -> Result<Id<P>, BoxDynError> {
        decode(value)
    }
}

/// The value as a `T`, by the column's type.
pub(crate) fn decode<T: Identifier>(value: MySqlValueRef<'_>) -> Result<T, BoxDynError> {
    reject_null(&value)?;
    let type_info = value.type_info().into_owned();
    let column_type = type_info.name();
    let bytes = <&[u8] as Decode<MySql>>::decode(value)?;
    if column_type.contains("BINARY") || column_type.contains("BLOB") {
        from_binary(column_type, bytes)
    } else {
        from_text(column_type, bytes)
    }
}
