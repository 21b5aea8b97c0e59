//! sqlx on PostgreSQL: `Ulid` is a native `uuid` (the same 16 bytes, the
//! same order), and also reads a 16-byte `bytea` and the 26-character form
//! from text columns.

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

        impl Type<Postgres> for Ulid {
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

        impl PgHasArrayType for Ulid {
            /// `uuid[]`, so `Vec<Ulid>` and `&[Ulid]` bind to `= ANY($1)`.
            fn array_type_info() -> PgTypeInfo {
                UUID_ARRAY
            }
        }

        impl<'q> Encode<'q, Postgres> for Ulid {
            fn encode_by_ref(
                &self,
                buf: &mut ArgumentBuffer<'q, Postgres>,
            ) -> Result<IsNull, BoxDynError> {
                buf.extend_from_slice(&self.to_bytes());
                Ok(IsNull::No)
            }

            fn size_hint(&self) -> usize {
                16
            }
        }

        impl Decode<'_, Postgres> for Ulid {
            /// A `uuid` (16 bytes in the binary protocol, hyphenated in the
            /// text protocol that `raw_sql` uses), a 16-byte `bytea`, or the
            /// 26-character form from a text column.
            fn decode(value: PgValueRef<'_>) -> Result<Ulid, BoxDynError> {
                reject_null(&value)?;
                let type_info = value.type_info().into_owned();
                let binary = value.format() == PgValueFormat::Binary;
                if type_info == UUID && binary {
                    Ok(Ulid::from_binary_column("uuid", value.as_bytes()?)?)
                } else if type_info == UUID {
                    Ok(Ulid::parse_uuid(value.as_str()?)?)
                } else if type_info == BYTEA && binary {
                    Ok(Ulid::from_binary_column("bytea", value.as_bytes()?)?)
                } else if type_info == BYTEA {
                    // The text protocol writes bytea as `\x` and two hex
                    // digits a byte.
                    Ok(Ulid::from_binary_column(
                        "bytea",
                        &<Vec<u8> as Decode<Postgres>>::decode(value)?,
                    )?)
                } else {
                    Ok(Ulid::from_text_column(type_info.name(), value.as_bytes()?)?)
                }
            }
        }
    };
}
