//! sqlx's `Any` driver (one pool type over PostgreSQL, MariaDB/MySQL and
//! SQLite, the backend chosen by the URL at run time): `Ulid` binds as the
//! 16 bytes (`Blob`: a PostgreSQL `bytea`, a `BINARY(16)`, a SQLite
//! `BLOB`) and reads a `Blob` of 16 bytes or the 26 characters from a
//! `Text`; `Id<P>` the same, with its TypeID as the text form. `Any` cannot
//! reach a PostgreSQL `uuid` column (its driver refuses the type): the
//! guide shows the casts that get there.

use std::format;
use std::vec::Vec;

use super::ArgumentBuffer;
use super::common::{from_binary, from_text, reject_null};
use super::sqlx_core::any::{Any, AnyTypeInfo, AnyTypeInfoKind, AnyValueRef};
use super::sqlx_core::decode::Decode;
use super::sqlx_core::encode::{Encode, IsNull};
use super::sqlx_core::error::BoxDynError;
use super::sqlx_core::types::Type;
use super::sqlx_core::value::ValueRef;
use crate::{ColumnDecodeError, Id, Identifier, Prefix, Ulid};

impl Type<Any> for Ulid {
    /// `Blob`: the 16 bytes.
    fn type_info() -> AnyTypeInfo {
        <[u8] as Type<Any>>::type_info()
    }

    /// `Blob` and `Text`; `decode` checks the value itself.
    fn compatible(ty: &AnyTypeInfo) -> bool {
        matches!(ty.kind(), AnyTypeInfoKind::Blob | AnyTypeInfoKind::Text)
    }
}

impl<'q> Encode<'q, Any> for Ulid {
    /// The 16 bytes as a `Blob`.
    fn encode_by_ref(&self, buf: &mut ArgumentBuffer<'q, Any>) -> Result<IsNull, BoxDynError> {
        <Vec<u8> as Encode<Any>>::encode(Vec::from(self.to_bytes()), buf)
    }
}

impl<'r> Decode<'r, Any> for Ulid {
    /// A `Blob` of 16 bytes, or the 26 characters in a `Text`; any other
    /// length, text or type is a [`ColumnDecodeError`] that says which.
    fn decode(value: AnyValueRef<'r>) -> Result<Ulid, BoxDynError> {
        decode(value)
    }
}

impl<'r, P: Prefix> Decode<'r, Any> for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn decode(value: AnyValueRef<'r>) -> Result<Id<P>, BoxDynError> {
        decode(value)
    }
}

/// The value as a `T`, by the kind the driver gave it.
fn decode<T: Identifier>(value: AnyValueRef<'_>) -> Result<T, BoxDynError> {
    reject_null(&value)?;
    let kind = value.type_info().kind();
    match kind {
        AnyTypeInfoKind::Blob => from_binary("Blob", <&[u8] as Decode<Any>>::decode(value)?),
        AnyTypeInfoKind::Text => {
            from_text("Text", <&str as Decode<Any>>::decode(value)?.as_bytes())
        }
        other => Err(ColumnDecodeError::wrong_type(&format!("{other:?}")).into()),
    }
}
