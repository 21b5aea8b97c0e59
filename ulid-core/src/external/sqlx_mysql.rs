//! sqlx on MariaDB/MySQL: `Ulid` is `BINARY(16)` (the same 16 bytes, the
//! same order), and also reads the 26-character form from `CHAR(26)` or
//! `VARCHAR` columns.

use std::vec::Vec;

use sqlx_core::decode::Decode;
use sqlx_core::encode::{Encode, IsNull};
use sqlx_core::error::BoxDynError;
use sqlx_core::type_info::TypeInfo;
use sqlx_core::types::Type;
use sqlx_core::value::ValueRef;
use sqlx_mysql::{MySql, MySqlTypeInfo, MySqlValueRef};

use crate::Ulid;
use crate::external::sqlx_null::reject_null;

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

impl Encode<'_, MySql> for Ulid {
    fn encode_by_ref(&self, buf: &mut Vec<u8>) -> Result<IsNull, BoxDynError> {
        <&[u8] as Encode<MySql>>::encode(&self.to_bytes()[..], buf)
    }

    fn size_hint(&self) -> usize {
        17
    }
}

impl Decode<'_, MySql> for Ulid {
    /// 16 bytes from a binary column, 26 characters from a text column.
    fn decode(value: MySqlValueRef<'_>) -> Result<Ulid, BoxDynError> {
        reject_null(&value)?;
        let type_info = value.type_info().into_owned();
        let column_type = type_info.name();
        let bytes = <&[u8] as Decode<MySql>>::decode(value)?;
        if column_type.contains("BINARY") || column_type.contains("BLOB") {
            Ok(Ulid::from_binary_column(column_type, bytes)?)
        } else {
            Ok(Ulid::from_text_column(column_type, bytes)?)
        }
    }
}
