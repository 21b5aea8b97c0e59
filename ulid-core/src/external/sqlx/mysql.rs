//! sqlx on MariaDB/MySQL: `Ulid` (and every `Id<P>`) is `BINARY(16)` (the
//! same 16 bytes, the same order), and also reads the text form from
//! `CHAR` or `VARCHAR` columns.

/// The impls for one sqlx line, given its `sqlx-mysql` crate name;
/// expanded by `sqlx_line!`, whose module has the `sqlx-core` names.
macro_rules! sqlx_mysql_impls {
    ($sqlx_mysql:ident) => {
        use $sqlx_mysql::{MySql, MySqlTypeInfo, MySqlValueRef};

        use super::*;

        for_each_identifier!(sqlx_mysql_type_impls);
    };
}

/// The impls on `Ulid` or `Id<P>`, expanded by `sqlx_mysql_impls!`.
macro_rules! sqlx_mysql_type_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> Type<MySql> for $id {
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

        impl<'q, $($generics)*> Encode<'q, MySql> for $id {
            fn encode_by_ref(
                &self,
                buf: &mut ArgumentBuffer<'q, MySql>,
            ) -> Result<IsNull, BoxDynError> {
                <&[u8] as Encode<MySql>>::encode(&self.to_ulid().to_bytes()[..], buf)
            }

            fn size_hint(&self) -> usize {
                17
            }
        }

        impl<$($generics)*> Decode<'_, MySql> for $id {
            /// 16 bytes from a binary column, the text form (a TypeID for
            /// an `Id<P>`) from a text column.
            fn decode(value: MySqlValueRef<'_>) -> Result<Self, BoxDynError> {
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
        }
    };
}
