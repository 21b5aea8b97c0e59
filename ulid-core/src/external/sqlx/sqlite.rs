//! sqlx on SQLite: `Ulid` is a 16-byte `BLOB` (which sorts like the ULID),
//! and also reads the 26-character form from `TEXT` values.

/// The impls for one sqlx line, given its `sqlx-sqlite` crate name;
/// expanded by `sqlx_line!`, whose module has the `sqlx-core` names.
macro_rules! sqlx_sqlite_impls {
    ($sqlx_sqlite:ident) => {
        use $sqlx_sqlite::{Sqlite, SqliteTypeInfo, SqliteValueRef};

        use super::*;
        use crate::ColumnDecodeError;

        impl Type<Sqlite> for Ulid {
            /// `BLOB`.
            fn type_info() -> SqliteTypeInfo {
                <&[u8] as Type<Sqlite>>::type_info()
            }

            /// Every storage class: SQLite lets any column hold any of them,
            /// so `decode` looks at the value itself and turns an `INTEGER`
            /// or `REAL` into a [`ColumnDecodeError`] that names it.
            fn compatible(_: &SqliteTypeInfo) -> bool {
                true
            }
        }

        impl<'q> Encode<'q, Sqlite> for Ulid {
            /// The 16 bytes as a `BLOB` (sqlx's SQLite arguments own their
            /// bytes).
            fn encode_by_ref(
                &self,
                args: &mut ArgumentBuffer<'q, Sqlite>,
            ) -> Result<IsNull, BoxDynError> {
                <Vec<u8> as Encode<Sqlite>>::encode(Vec::from(self.to_bytes()), args)
            }
        }

        impl Decode<'_, Sqlite> for Ulid {
            /// A 16-byte `BLOB`, or a 26-character `TEXT`, by the value's own
            /// storage class (SQLite columns are not strictly typed). An
            /// `INTEGER` or `REAL` is an error: reading it as bytes would make
            /// SQLite turn the number into text first, and 16 digits would
            /// pass for 16 bytes.
            fn decode(value: SqliteValueRef<'_>) -> Result<Ulid, BoxDynError> {
                reject_null(&value)?;
                let storage_class = value.type_info().into_owned();
                match storage_class.name() {
                    "TEXT" => Ok(Ulid::from_text_column(
                        "TEXT",
                        <&str as Decode<Sqlite>>::decode(value)?.as_bytes(),
                    )?),
                    "BLOB" => Ok(Ulid::from_binary_column(
                        "BLOB",
                        <&[u8] as Decode<Sqlite>>::decode(value)?,
                    )?),
                    other => Err(ColumnDecodeError::wrong_type(other).into()),
                }
            }
        }
    };
}
