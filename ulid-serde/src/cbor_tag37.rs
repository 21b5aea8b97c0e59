//! `#[serde(with = "ulid_serde::cbor_tag37")]`: a `Ulid` (or an `Id<P>`) in
//! CBOR as tag 37, RFC 9562's binary UUID, over its 16 big-endian bytes;
//! for ciborium (feature `ciborium`).
//!
//! Without it, a `Ulid` is the plain 16-byte string in CBOR (its own
//! `Serialize` in a binary format); with it, the same bytes carry the tag
//! that tells any reader they are a UUID's: Python's `cbor2` decodes them
//! to a `uuid.UUID`, as other languages' CBOR libraries do. A ULID is a
//! UUID's 128 bits in the same byte order, so the bytes are unchanged and
//! sort the same.
//!
//! Reading takes tag 37 over 16 bytes, and also the untagged 16 bytes (the
//! plain form, so data written before the switch still reads). Anything
//! else is an error that says what it found: another tag, a byte string of
//! another length, or not a byte string (text under tag 37 is no binary
//! UUID; `lenient` reads text). The tag travels through serde as
//! ciborium's own tag protocol (`ciborium::tag`), so these functions work
//! with ciborium's serializer and deserializer, and with no other format.
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::cbor_tag37")]
//!     id: Ulid,
//! }
//!
//! let event = Event { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
//! let mut cbor = Vec::new();
//! ciborium::into_writer(&event, &mut cbor)?;
//! // A map of one entry, "id", then tag 37 (0xd8 0x25) over 16 bytes (0x50).
//! assert_eq!(cbor[..7], [0xa1, 0x62, b'i', b'd', 0xd8, 0x25, 0x50]);
//! assert_eq!(cbor[7..], event.id.to_bytes());
//! let read: Event = ciborium::from_reader(cbor.as_slice())?;
//! assert_eq!(read.id, event.id);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use ciborium::tag::Captured;
use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::{Serialize, Serializer};
use ulid_core::{Identifier, Ulid};

use crate::repr::Repr;

/// CBOR tag 37, a binary UUID (IANA's CBOR tags; RFC 9562's layout).
///
/// # Example
///
/// ```
/// let id = ciborium::Value::Tag(ulid_serde::cbor_tag37::TAG, Box::new(ciborium::Value::Bytes(vec![0; 16])));
/// assert!(matches!(id, ciborium::Value::Tag(37, _)));
/// ```
pub const TAG: u64 = 37;

/// The 16 bytes under the tag, written as a byte string.
struct TaggedBytes([u8; 16]);

impl Serialize for TaggedBytes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(&self.0)
    }
}

/// Serializes a `Ulid` (or an `Id<P>`) as tag 37 over its 16 big-endian
/// bytes.
///
/// # Errors
///
/// Only those of the serializer.
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Ulid};
///
/// #[derive(serde::Serialize)]
/// struct Row {
///     #[serde(serialize_with = "ulid_serde::cbor_tag37::serialize")]
///     id: Ulid,
/// }
///
/// let mut cbor = Vec::new();
/// ciborium::into_writer(&Row { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") }, &mut cbor)?;
/// assert_eq!(cbor.len(), 4 + 3 + 16);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: Identifier,
    S: Serializer,
{
    Captured(Some(TAG), TaggedBytes(id.to_ulid().to_bytes())).serialize(serializer)
}

/// Deserializes a `Ulid` (or an `Id<P>`) from tag 37 over 16 bytes, or
/// from the untagged 16 bytes.
///
/// # Errors
///
/// Another tag, a byte string of another length, or anything but a byte
/// string, each named in the message; input that is not CBOR read by
/// ciborium.
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Ulid};
///
/// #[derive(serde::Deserialize, Debug)]
/// struct Row {
///     #[serde(deserialize_with = "ulid_serde::cbor_tag37::deserialize")]
///     id: Ulid,
/// }
///
/// // {"id": 2(h'0001…')}: tag 2 is a bignum, not a UUID.
/// let mut cbor = vec![0xa1, 0x62, b'i', b'd', 0xc2, 0x50];
/// cbor.extend(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV").to_bytes());
/// let error = ciborium::from_reader::<Row, _>(cbor.as_slice()).unwrap_err();
/// assert!(error.to_string().contains("found tag 2"), "{error}");
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: Identifier,
    D: Deserializer<'de>,
{
    let Captured(tag, Content(ulid)) = Captured::<Content>::deserialize(deserializer)?;
    match tag {
        None | Some(TAG) => Ok(T::from_ulid(ulid)),
        Some(other) => Err(de::Error::custom(format_args!(
            "expected CBOR tag 37 (a binary UUID) on a ULID's 16 bytes, found tag {other}"
        ))),
    }
}

/// What the tag holds: 16 bytes, nothing else.
struct Content(Ulid);

impl<'de> Deserialize<'de> for Content {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_bytes(ContentVisitor)
    }
}

struct ContentVisitor;

impl Visitor<'_> for ContentVisitor {
    type Value = Content;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a binary UUID: a byte string of 16 bytes, under CBOR tag 37 or untagged")
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<Content, E> {
        match <[u8; 16]>::try_from(bytes) {
            Ok(bytes) => Ok(Content(Ulid::from_bytes(bytes))),
            Err(_) => Err(E::invalid_length(bytes.len(), &self)),
        }
    }
}

/// This form, for the `option` module's `Some`.
pub(crate) struct Tag37;

impl Repr for Tag37 {
    fn serialize<T: Identifier + Serialize, S: Serializer>(
        id: T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serialize(&id, serializer)
    }

    fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        deserialize(deserializer)
    }
}

/// `Option<Ulid>` (or `Option<Id<P>>`) as tag 37 over 16 bytes, or null:
/// `#[serde(with = "ulid_serde::cbor_tag37::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as tag 37 over 16 bytes, or null.
    ///
    /// # Errors
    ///
    /// Only those of the serializer.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// #[derive(serde::Serialize)]
    /// struct Row {
    ///     #[serde(with = "ulid_serde::cbor_tag37::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// let mut cbor = Vec::new();
    /// ciborium::into_writer(&Row { parent: None }, &mut cbor)?;
    /// assert_eq!(cbor, [0xa1, 0x66, b'p', b'a', b'r', b'e', b'n', b't', 0xf6]); // null
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn serialize<T, S>(id: &Option<T>, serializer: S) -> Result<S::Ok, S::Error>
    where
        T: Identifier + Serialize,
        S: Serializer,
    {
        crate::repr::serialize_option::<T, super::Tag37, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from tag 37 over 16 bytes (or the
    /// untagged 16 bytes), or null.
    ///
    /// # Errors
    ///
    /// As the non-optional `deserialize`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{ulid, Ulid};
    ///
    /// #[derive(serde::Serialize, serde::Deserialize)]
    /// struct Row {
    ///     #[serde(default, with = "ulid_serde::cbor_tag37::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// let row = Row { parent: Some(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")) };
    /// let mut cbor = Vec::new();
    /// ciborium::into_writer(&row, &mut cbor)?;
    /// assert_eq!(ciborium::from_reader::<Row, _>(cbor.as_slice())?.parent, row.parent);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
    where
        T: Identifier,
        D: Deserializer<'de>,
    {
        crate::repr::deserialize_option::<T, super::Tag37, D>(deserializer)
    }
}
