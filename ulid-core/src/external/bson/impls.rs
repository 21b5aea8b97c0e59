//! `Ulid` and every `Id<P>` into and out of a `Bson` value, for the bson
//! major that includes this file (`super::bson` is its crate).
//!
//! An ID is written as a `Binary` of the generic subtype 0, not the UUID
//! subtype 4: a ULID is not an RFC 9562 UUID (its version and variant bits
//! are random), and drivers decode subtype 4 into their UUID type, which
//! would show a ULID as a malformed UUID. MongoDB sorts binary values by
//! length, then subtype, then bytes, so IDs of one subtype sort in time
//! order. Reading takes 16 bytes of subtype 0 or 4 (what uuid-writing code
//! leaves behind) and the text form (a `Ulid`'s 26 characters in either
//! case, an `Id<P>`'s TypeID); anything else is a
//! [`ColumnDecodeError`](crate::ColumnDecodeError) naming the BSON type.
//!
//! Through serde (mongodb's typed collections, `bson::to_document` and
//! `from_document`), `Ulid`'s own `Serialize` writes the same 16 bytes in
//! `to_vec` and the text in `to_document` (which bson calls human-readable);
//! both read back, as does a subtype 4 `Binary`, which bson hands to the
//! visitor as Extended JSON.

use std::format;
use std::vec::Vec;

use super::bson::spec::BinarySubtype;
use super::bson::{Binary, Bson};

use crate::{ColumnDecodeError, Id, Identifier, Prefix, Ulid};

impl From<Ulid> for Bson {
    /// A `Binary` of subtype 0 holding the 16 big-endian bytes.
    fn from(id: Ulid) -> Bson {
        Bson::Binary(Binary {
            subtype: BinarySubtype::Generic,
            bytes: Vec::from(id.to_bytes()),
        })
    }
}

impl<P: Prefix> From<Id<P>> for Bson {
    /// The same `Binary` as its `Ulid` (the prefix is the type, not data).
    fn from(id: Id<P>) -> Bson {
        Bson::from(id.to_ulid())
    }
}

impl TryFrom<Bson> for Ulid {
    type Error = ColumnDecodeError;

    /// A `Binary` of subtype 0 or 4 with 16 bytes, or a `String` of 26
    /// characters in either case.
    fn try_from(value: Bson) -> Result<Ulid, ColumnDecodeError> {
        from_bson(&value)
    }
}

impl<P: Prefix> TryFrom<Bson> for Id<P> {
    type Error = ColumnDecodeError;

    /// As for `Ulid`, with the TypeID as the text.
    fn try_from(value: Bson) -> Result<Id<P>, ColumnDecodeError> {
        from_bson(&value)
    }
}

/// A value as a `T`, by its BSON type.
fn from_bson<T: Identifier>(value: &Bson) -> Result<T, ColumnDecodeError> {
    match value {
        Bson::Binary(Binary {
            subtype: subtype @ (BinarySubtype::Generic | BinarySubtype::Uuid),
            bytes,
        }) => {
            let column_type = match subtype {
                BinarySubtype::Generic => "BSON Binary (subtype 0)",
                _ => "BSON Binary (subtype 4)",
            };
            Ulid::from_binary_column(column_type, bytes).map(T::from_ulid)
        }
        Bson::Binary(Binary { subtype, .. }) => Err(ColumnDecodeError::wrong_type(&format!(
            "BSON Binary (subtype {})",
            u8::from(*subtype)
        ))),
        Bson::String(text) => T::from_text_column("BSON String", text.as_bytes()),
        other => Err(ColumnDecodeError::wrong_type(&format!(
            "BSON {:?}",
            other.element_type()
        ))),
    }
}
