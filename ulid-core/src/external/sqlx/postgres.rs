//! sqlx on PostgreSQL: `Ulid` (and every `Id<P>`) is a native `uuid` (the
//! same 16 bytes, the same order), and also reads a 16-byte `bytea` and the
//! text form (a `Ulid`'s 26 characters, an `Id<P>`'s TypeID) from text
//! columns.

/// The impls for one sqlx line, given its `sqlx-postgres` crate name;
/// expanded by `sqlx_line!`, whose module has the `sqlx-core` names.
macro_rules! sqlx_postgres_impls {
    ($sqlx_postgres:ident) => {
        use $sqlx_postgres::types::Oid;
        use $sqlx_postgres::{PgHasArrayType, PgTypeInfo, PgValueFormat, PgValueRef, Postgres};

        use super::*;

        /// `uuid`, `uuid[]` and `bytea` in PostgreSQL's built-in catalog
        /// (`pg_type.dat`); built-in OIDs never change.
        const UUID: PgTypeInfo = PgTypeInfo::with_oid(Oid(2950));
        const UUID_ARRAY: PgTypeInfo = PgTypeInfo::with_oid(Oid(2951));
        const BYTEA: PgTypeInfo = PgTypeInfo::with_oid(Oid(17));

        for_each_identifier!(sqlx_postgres_type_impls);
    };
}

/// The impls on `Ulid` or `Id<P>`, expanded by `sqlx_postgres_impls!`.
macro_rules! sqlx_postgres_type_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> Type<Postgres> for $id {
            /// `uuid`: 16 bytes that sort like the ULID.
            fn type_info() -> PgTypeInfo {
                UUID
            }

            /// `uuid`, `bytea` (16 bytes), and the text types (`text`,
            /// `varchar`, `char(n)`, `name`) holding the 26-character form.
            fn compatible(ty: &PgTypeInfo) -> bool {
                *ty == UUID || *ty == BYTEA || <&str as Type<Postgres>>::compatible(ty)
            }
        }

        impl<$($generics)*> PgHasArrayType for $id {
            /// `uuid[]`, so `Vec<Ulid>` and `&[Ulid]` (and of `Id<P>`) bind to `= ANY($1)`.
            fn array_type_info() -> PgTypeInfo {
                UUID_ARRAY
            }
        }

        impl<'q, $($generics)*> Encode<'q, Postgres> for $id {
            fn encode_by_ref(
                &self,
                buf: &mut ArgumentBuffer<'q, Postgres>,
            ) -> Result<IsNull, BoxDynError> {
                buf.extend_from_slice(&self.to_ulid().to_bytes());
                Ok(IsNull::No)
            }

            fn size_hint(&self) -> usize {
                16
            }
        }

        impl<$($generics)*> Decode<'_, Postgres> for $id {
            /// A `uuid` (16 bytes in the binary protocol, hyphenated in the
            /// text protocol that `raw_sql` uses), a 16-byte `bytea`, or the
            /// text form from a text column (a TypeID for an `Id<P>`).
            fn decode(value: PgValueRef<'_>) -> Result<Self, BoxDynError> {
                reject_null(&value)?;
                let type_info = value.type_info().into_owned();
                let binary = value.format() == PgValueFormat::Binary;
                if type_info == UUID && binary {
                    from_binary("uuid", value.as_bytes()?)
                } else if type_info == UUID {
                    Ok(Self::from_ulid(Ulid::parse_uuid(value.as_str()?)?))
                } else if type_info == BYTEA && binary {
                    from_binary("bytea", value.as_bytes()?)
                } else if type_info == BYTEA {
                    // The text protocol writes bytea as `\x` and two hex
                    // digits a byte.
                    from_binary("bytea", &<Vec<u8> as Decode<Postgres>>::decode(value)?)
                } else {
                    from_text(type_info.name(), value.as_bytes()?)
                }
            }
        }
    };
}
