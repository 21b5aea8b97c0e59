//! sqlx on MariaDB/MySQL: `Ulid` is `BINARY(16)` (the same 16 bytes, the
//! same order), and also reads the 26-character form from `CHAR(26)` or
//! `VARCHAR` columns.

/// The impls for one sqlx line, given its `sqlx-mysql` crate name;
/// expanded by `sqlx_line!`, whose module has the `sqlx-core` names.
macro_rules! sqlx_mysql_impls {
    ($sqlx_mysql:ident) => {
        use $sqlx_mysql::{MySql, MySqlTypeInfo, MySqlValueRef};

        use super::*;

        impl Type<MySql> for Ulid {
            /// The binary string type, as for `&[u8]`: `BINARY(16)` on the
            /// server.
            fn type_info() -> MySqlTypeInfo {
                <&[u8] as Type<MySql>>::type_info()
            }

            /// The binary types (`BINARY`, `VARBINARY`, `BLOB`) and the text
            /// types (`CHAR`, `VARCHAR`, `TEXT`).
            fn compatible(ty: &MySqlTypeInfo) -> bool {
                <&[u8] as Type<MySql>>::compatible(ty) || <&str as Type<MySql>>::compatible(ty)
            }
        }

        impl<'q> Encode<'q, MySql> for Ulid {
            fn encode_by_ref(
                &self,
                buf: &mut ArgumentBuffer<'q, MySql>,
            ) -> Result<IsNull, BoxDynError> {
                <&[u8] as Encode<MySql>>::encode(&self.to_bytes()[..], buf)
            }

            fn size_hint(&self) -> usize {
                17
            }
        }

        impl Decode<'_, MySql> for Ulid {
            /// 16 bytes from a binary column, 26 characters from a text
            /// column.
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
    };
}
