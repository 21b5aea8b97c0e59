//! sqlx on PostgreSQL: `Ulid` is a native `uuid` (the same 16 bytes, the
//! same order), and also reads the 26-character form from text columns.

use sqlx_core::decode::Decode;
use sqlx_core::encode::{Encode, IsNull};
use sqlx_core::error::BoxDynError;
use sqlx_core::type_info::TypeInfo;
use sqlx_core::types::Type;
use sqlx_core::value::ValueRef;
use sqlx_postgres::types::Oid;
use sqlx_postgres::{
    PgArgumentBuffer, PgHasArrayType, PgTypeInfo, PgValueFormat, PgValueRef, Postgres,
};

use crate::Ulid;
use crate::external::column::{from_binary_column, from_text_column};
use crate::external::sqlx_null::reject_null;

/// `uuid` and `uuid[]` in PostgreSQL's built-in catalog (`pg_type.dat`);
/// built-in OIDs never change.
const UUID: PgTypeInfo = PgTypeInfo::with_oid(Oid(2950));
const UUID_ARRAY: PgTypeInfo = PgTypeInfo::with_oid(Oid(2951));

impl Type<Postgres> for Ulid {
    /// `uuid`: 16 bytes that sort like the ULID.
    fn type_info() -> PgTypeInfo {
        UUID
    }

    /// `uuid`, and the text types (`text`, `varchar`, `char(n)`, `name`)
    /// holding the 26-character form.
    fn compatible(ty: &PgTypeInfo) -> bool {
        *ty == UUID || <&str as Type<Postgres>>::compatible(ty)
    }
}

impl PgHasArrayType for Ulid {
    /// `uuid[]`, so `Vec<Ulid>` and `&[Ulid]` bind to `= ANY($1)`.
    fn array_type_info() -> PgTypeInfo {
        UUID_ARRAY
    }
}

impl Encode<'_, Postgres> for Ulid {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        buf.extend_from_slice(&self.to_bytes());
        Ok(IsNull::No)
    }

    fn size_hint(&self) -> usize {
        16
    }
}

impl Decode<'_, Postgres> for Ulid {
    /// A `uuid` in the binary protocol (16 bytes) or the text protocol
    /// (hyphenated, as `raw_sql` returns it), or the 26-character form from
    /// a text column.
    fn decode(value: PgValueRef<'_>) -> Result<Ulid, BoxDynError> {
        reject_null(&value)?;
        let is_uuid = *value.type_info() == UUID;
        match (value.format(), is_uuid) {
            (PgValueFormat::Binary, true) => Ok(from_binary_column("uuid", value.as_bytes()?)?),
            (PgValueFormat::Text, true) => Ok(Ulid::parse_uuid(value.as_str()?)?),
            (_, false) => Ok(from_text_column(
                value.type_info().name(),
                value.as_bytes()?,
            )?),
        }
    }
}
