//! sqlx on PostgreSQL: `Ulid` is a native `uuid` (the same 16 bytes, the
//! same order), and also reads a 16-byte `bytea` and the 26-character text
//! from text columns. `Id<P>` binds and reads the same, with its TypeID as
//! the text form (its `Type` and `Encode` are in `common.rs`). It also
//! reads the `ulid` type of the family's PostgreSQL extension, known by its
//! name (an extension's type has a different OID in every database): the
//! same 16 bytes in binary, the 26 characters in text.

use std::vec::Vec;

use super::ArgumentBuffer;
use super::common::{from_binary, from_text, reject_null};
use super::sqlx_core::decode::Decode;
use super::sqlx_core::encode::{Encode, IsNull};
use super::sqlx_core::error::BoxDynError;
use super::sqlx_core::type_info::TypeInfo;
use super::sqlx_core::types::Type;
use super::sqlx_core::value::ValueRef;
use super::sqlx_postgres::types::Oid;
use super::sqlx_postgres::{PgHasArrayType, PgTypeInfo, PgValueFormat, PgValueRef, Postgres};
use crate::{Id, Identifier, Prefix, Ulid};

/// `uuid`, `uuid[]` and `bytea` in PostgreSQL's built-in catalog
/// (`pg_type.dat`); built-in OIDs never change.
const UUID: PgTypeInfo = PgTypeInfo::with_oid(Oid(2950));
const UUID_ARRAY: PgTypeInfo = PgTypeInfo::with_oid(Oid(2951));
const BYTEA: PgTypeInfo = PgTypeInfo::with_oid(Oid(17));

/// The extension's `ulid` (ulid-postgres), or an array of it, by name.
fn is_extension_ulid(ty: &PgTypeInfo) -> bool {
    ty.name() == "ulid"
}

fn is_extension_ulid_array(ty: &PgTypeInfo) -> bool {
    matches!(ty.name(), "ulid[]" | "_ulid")
}

impl Type<Postgres> for Ulid {
    /// `uuid`: 16 bytes that sort like the ULID.
    fn type_info() -> PgTypeInfo {
        UUID
    }

    /// `uuid`, the extension's `ulid`, `bytea` (16 bytes), and the text
    /// types (`text`, `varchar`, `char(n)`, `name`) holding the
    /// 26-character form. A `Ulid` is bound as a `uuid`, which the
    /// extension casts to `ulid` implicitly.
    fn compatible(ty: &PgTypeInfo) -> bool {
        *ty == UUID
            || is_extension_ulid(ty)
            || *ty == BYTEA
            || <&str as Type<Postgres>>::compatible(ty)
    }
}

impl PgHasArrayType for Ulid {
    /// `uuid[]`, so `Vec<Ulid>` and `&[Ulid]` bind to `= ANY($1)`.
    fn array_type_info() -> PgTypeInfo {
        UUID_ARRAY
    }

    /// `uuid[]` and the extension's `ulid[]`.
    fn array_compatible(ty: &PgTypeInfo) -> bool {
        *ty == UUID_ARRAY || is_extension_ulid_array(ty)
    }
}

impl<P: Prefix> PgHasArrayType for Id<P> {
    /// `uuid[]`, as for `Ulid`.
    fn array_type_info() -> PgTypeInfo {
        UUID_ARRAY
    }

    /// `uuid[]` and the extension's `ulid[]`.
    fn array_compatible(ty: &PgTypeInfo) -> bool {
        *ty == UUID_ARRAY || is_extension_ulid_array(ty)
    }
}

impl<'q> Encode<'q, Postgres> for Ulid {
    fn encode_by_ref(&self, buf: &mut ArgumentBuffer<'q, Postgres>) -> Result<IsNull, BoxDynError> {
        buf.extend_from_slice(&self.to_bytes());
        Ok(IsNull::No)
    }
}

impl<'r> Decode<'r, Postgres> for Ulid {
    /// A `uuid` (16 bytes in the binary protocol, hyphenated in the text
    /// protocol that `raw_sql` uses), a 16-byte `bytea`, or the 26
    /// characters from a text column.
    fn decode(value: PgValueRef<'r>) -> Result<Ulid, BoxDynError> {
        decode(value)
    }
}

impl<'r, P: Prefix> Decode<'r, Postgres> for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn decode(value: PgValueRef<'r>) -> Result<Id<P>, BoxDynError> {
        decode(value)
    }
}

/// The value as a `T`: by the column's type, and for `uuid` and `bytea` by
/// the protocol's format too.
pub(crate) fn decode<T: Identifier>(value: PgValueRef<'_>) -> Result<T, BoxDynError> {
    reject_null(&value)?;
    let type_info = value.type_info().into_owned();
    let binary = value.format() == PgValueFormat::Binary;
    if type_info == UUID && binary {
        from_binary("uuid", value.as_bytes()?)
    } else if type_info == UUID {
        Ok(T::from_ulid(Ulid::parse_uuid(value.as_str()?)?))
    } else if is_extension_ulid(&type_info) && binary {
        from_binary("ulid", value.as_bytes()?)
    } else if is_extension_ulid(&type_info) {
        // The extension's text is the ULID's, for `Id<P>` too.
        Ok(T::from_ulid(Ulid::from_text_column(
            "ulid",
            value.as_bytes()?,
        )?))
    } else if type_info == BYTEA && binary {
        from_binary("bytea", value.as_bytes()?)
    } else if type_info == BYTEA {
        // The text protocol writes bytea as `\x` and two hex digits a byte.
        from_binary("bytea", &<Vec<u8> as Decode<Postgres>>::decode(value)?)
    } else {
        from_text(type_info.name(), value.as_bytes()?)
    }
}
