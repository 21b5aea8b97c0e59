//! sqlx on SQLite: `Ulid` (and every `Id<P>`) is a 16-byte `BLOB` (which
//! sorts like the ULID), and also reads the text form from `TEXT` values.

/// The impls for one sqlx line, given its `sqlx-sqlite` crate name;
/// expanded by `sqlx_line!`, whose module has the `sqlx-core` names.
macro_rules! sqlx_sqlite_impls {
    ($sqlx_sqlite:ident) => {
        use $sqlx_sqlite::{Sqlite, SqliteTypeInfo, SqliteValueRef};

        use super::*;
        use crate::ColumnDecodeError;

        for_each_identifier!(sqlx_sqlite_type_impls);
    };
}

/// The impls on `Ulid` or `Id<P>`, expanded by `sqlx_sqlite_impls!`.
macro_rules! sqlx_sqlite_type_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> Type<Sqlite> for $id {
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

        impl<'q, $($generics)*> Encode<'q, Sqlite> for $id {
            /// The 16 bytes as a `BLOB` (sqlx's SQLite arguments own their
            /// bytes).
            fn encode_by_ref(
                &self,
                args: &mut ArgumentBuffer<'q, Sqlite>,
            ) -> Result<IsNull, BoxDynError> {
                <Vec<u8> as Encode<Sqlite>>::encode(Vec::from(self.to_ulid().to_bytes()), args)
            }
        }

        impl<$($generics)*> Decode<'_, Sqlite> for $id {
            /// A 16-byte `BLOB`, or the text form in a `TEXT`, by the value's own
            /// storage class (SQLite columns are not strictly typed). An
            /// `INTEGER` or `REAL` is an error: reading it as bytes would make
            /// SQLite turn the number into text first, and 16 digits would
            /// pass for 16 bytes.
            fn decode(value: SqliteValueRef<'_>) -> Result<Self, BoxDynError> {
                reject_null(&value)?;
                let storage_class = value.type_info().into_owned();
                match storage_class.name() {
                    "TEXT" => from_text("TEXT", <&str as Decode<Sqlite>>::decode(value)?.as_bytes()),
                    "BLOB" => from_binary("BLOB", <&[u8] as Decode<Sqlite>>::decode(value)?),
                    other => Err(ColumnDecodeError::wrong_type(other).into()),
                }
            }
        }
    };
}
