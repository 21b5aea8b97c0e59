//! IDs in protobuf messages (prost, tonic): reading the `string` and
//! `bytes` fields that carry them, with an error that names the field.
//!
//! prost has no custom scalar types, so a generated message holds an ID as
//! the `String` of a `string` field (the 26 characters, or a TypeID) or the
//! `Vec<u8>` of a `bytes` field (the 16 big-endian bytes). These functions
//! read either into a [`Ulid`] or an [`Id<P>`](crate::Id)
//! strictly, and a bad value becomes a [`FieldError`] that says which field
//! and what was wrong; with the `tonic` feature, `?` turns it into
//! `Status::invalid_argument` with that message.
//!
//! # Example
//!
//! ```
//! use ulid_core::{proto_fields, Id, Ulid, prefix};
//!
//! prefix!(User = "user");
//!
//! // What prost generates for `string id = 1; bytes key = 2;`.
//! struct GetUserRequest { id: String, key: Vec<u8> }
//!
//! let request = GetUserRequest {
//!     id: "user_01h455vb4pex5vsknk084sn02q".into(),
//!     key: Ulid::MAX.to_bytes().to_vec(),
//! };
//! let user: Id<User> = proto_fields::parse_string_field("id", &request.id)?;
//! let key: Ulid = proto_fields::parse_bytes_field("key", &request.key)?;
//! assert_eq!((user.to_string().len(), key), (31, Ulid::MAX));
//!
//! let err = proto_fields::parse_string_field::<Ulid>("id", "01ARZ3NDEKTSV4RRFFQ69G5FAL").unwrap_err();
//! assert_eq!(err.field(), "id");
//! assert_eq!(
//!     err.to_string(),
//!     "invalid ULID in field `id`: invalid character 'L' at index 25 (0-based): \
//!      a ULID uses Crockford base32 (0-9 and A-Z without I, L, O, U)",
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub(crate) mod field_error;

use alloc::borrow::Cow;

pub use crate::proto_fields::field_error::FieldError;
use crate::{Identifier, Ulid};

/// Reads a `string` field: the text form of `T` (a ULID's 26 characters in
/// either case, or `P`'s TypeID), strictly, as [`Ulid::parse`] and
/// [`Id::parse`](crate::Id::parse). An empty string (proto3's unset field)
/// is an error too: make the field `optional` and map `None` yourself
/// where an ID may be missing.
///
/// # Errors
///
/// [`FieldError`] with `field` and the parser's error as its source.
///
/// # Example
///
/// ```
/// use ulid_core::{proto_fields, Ulid};
///
/// let id: Ulid = proto_fields::parse_string_field("id", "01arz3ndektsv4rrffq69g5fav")?;
/// assert_eq!(id.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// let err = proto_fields::parse_string_field::<Ulid>("parent_id", "").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid ULID in field `parent_id`: invalid length: a ULID is 26 characters, found 0",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_string_field<T: Identifier>(
    field: impl Into<Cow<'static, str>>,
    text: &str,
) -> Result<T, FieldError> {
    T::parse_ascii(text.as_bytes()).map_err(|error| FieldError::new::<T>(field.into(), error))
}

/// Reads a `bytes` field: exactly 16 bytes, big-endian (the bytes of a
/// UUID, as protovalidate's `bytes.uuid` rule expects).
///
/// # Errors
///
/// [`FieldError`] with `field` and a [`LengthError`](crate::LengthError)
/// as its source, for any other length (the empty value of an unset
/// field included).
///
/// # Example
///
/// ```
/// use ulid_core::{proto_fields, Ulid};
///
/// let key: Ulid = proto_fields::parse_bytes_field("key", &[0; 16])?;
/// assert_eq!(key, Ulid::NIL);
/// let err = proto_fields::parse_bytes_field::<Ulid>("key", &[0; 15]).unwrap_err();
/// assert_eq!(err.to_string(), "invalid ULID in field `key`: expected 16 bytes for a ULID, found 15");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_bytes_field<T: Identifier>(
    field: impl Into<Cow<'static, str>>,
    bytes: &[u8],
) -> Result<T, FieldError> {
    Ulid::from_slice(bytes)
        .map(T::from_ulid)
        .map_err(|error| FieldError::new::<T>(field.into(), error))
}
