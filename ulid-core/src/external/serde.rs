//! serde: the text form in human-readable formats, 16 bytes in binary ones.

use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::{AnyId, Id, Identifier, Lowercase, Prefix, TYPEID_MAX_LEN, Ulid};

impl Serialize for Ulid {
    /// The 26 characters where
    /// [`is_human_readable`](Serializer::is_human_readable) (JSON, TOML,
    /// YAML), else the 16 big-endian bytes (bincode, postcard, CBOR,
    /// MessagePack). No allocation either way.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize(*self, serializer)
    }
}

impl<P: Prefix> Serialize for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize(*self, serializer)
    }
}

impl<'de> Deserialize<'de> for Ulid {
    /// Asks a human-readable format for a string and a binary one for
    /// bytes, and accepts whatever [`UlidVisitor`] accepts. Borrowed strings
    /// are parsed in place, without allocating.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Ulid, D::Error> {
        deserialize(deserializer)
    }
}

impl<'de, P: Prefix> Deserialize<'de> for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Id<P>, D::Error> {
        deserialize(deserializer)
    }
}

/// The text form (a `Ulid`'s 26 characters, an `Id<P>`'s TypeID) in a
/// human-readable format, the 16 bytes in a binary one.
fn serialize<T: Identifier, S: Serializer>(id: T, serializer: S) -> Result<S::Ok, S::Error> {
    if serializer.is_human_readable() {
        id.with_text(|text| serializer.serialize_str(text))
    } else {
        serializer.serialize_bytes(&id.to_ulid().to_bytes())
    }
}

/// A string from a human-readable format, bytes from a binary one, and
/// whatever else [`UlidVisitor`] accepts.
fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    if deserializer.is_human_readable() {
        deserializer.deserialize_str(UlidVisitor::new())
    } else {
        deserializer.deserialize_bytes(UlidVisitor::new())
    }
}

/// The serde [`Visitor`] behind the `Deserialize` of `Ulid` and `Id<P>`
/// (`T`), public so that representation modules (`ulid-serde`'s
/// `as_text`, `as_bytes`) can ask a format for one form and still accept
/// the others.
///
/// It accepts:
/// - the text form (borrowed, transient or owned), strictly: 26 Crockford
///   base32 characters as [`Ulid::parse`], or `P`'s TypeID as
///   [`Id::parse`](crate::Id::parse);
/// - 16 bytes, big-endian, or the text form's bytes;
/// - a sequence of exactly 16 integers 0-255, which formats without a byte
///   type hand to a request for bytes (JSON does for `ulid-serde`'s
///   `as_bytes`; plain `Deserialize` asks JSON for a string);
/// - MongoDB Extended JSON: `{"$binary": {"base64": ..., "subType": "00"}}`
///   (or `"04"`, 16 bytes) and `{"$uuid": "..."}`, which is how bson hands
///   over a `Binary` of the UUID subtype, and what `mongoexport` writes.
///
/// Errors say what was wrong: the [`ParseError`](crate::ParseError) text
/// (character and index, length, overflow) or the length found.
///
/// # Example
///
/// ```
/// use serde::Deserializer as _;
/// use serde::de::value::{Error, StrDeserializer};
/// use ulid_core::{Ulid, de::UlidVisitor};
///
/// let text = StrDeserializer::<Error>::new("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// let id: Ulid = text.deserialize_str(UlidVisitor::new())?;
/// assert_eq!(id.timestamp_ms(), 1_469_922_850_259);
/// assert_eq!(format!("{:?}", UlidVisitor::<Ulid>::new()), "UlidVisitor");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct UlidVisitor<T = Ulid>(PhantomData<fn() -> T>);

impl<T: Identifier> UlidVisitor<T> {
    /// The visitor of `T`.
    ///
    /// # Example
    ///
    /// ```
    /// use serde::de::Deserializer;
    /// use serde::de::value::{BytesDeserializer, Error};
    /// use ulid_core::{Ulid, de::UlidVisitor};
    ///
    /// // The 16 bytes, as a binary format hands them over.
    /// let bytes = Ulid::MAX.to_bytes();
    /// let id: Ulid = BytesDeserializer::<Error>::new(&bytes).deserialize_bytes(UlidVisitor::new())?;
    /// assert_eq!(id, Ulid::MAX);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn new() -> UlidVisitor<T> {
        UlidVisitor(PhantomData)
    }
}

impl<T: Identifier> Default for UlidVisitor<T> {
    fn default() -> UlidVisitor<T> {
        UlidVisitor::new()
    }
}

impl<T: Identifier> Clone for UlidVisitor<T> {
    fn clone(&self) -> UlidVisitor<T> {
        *self
    }
}

impl<T: Identifier> Copy for UlidVisitor<T> {}

impl<T: Identifier> fmt::Debug for UlidVisitor<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("UlidVisitor")
    }
}

impl<'de, T: Identifier> Visitor<'de> for UlidVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a {}: {} or 16 bytes", T::TEXT_NAME, T::TEXT_FORM)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        parse_text(text.as_bytes())
    }

    /// 16 bytes are the ULID, the text form's length its text; any other
    /// length is an error that names both.
    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<T, E> {
        if let Ok(bytes) = <[u8; 16]>::try_from(bytes) {
            Ok(T::from_ulid(Ulid::from_bytes(bytes)))
        } else if bytes.len() == T::TEXT_LEN {
            parse_text(bytes)
        } else {
            Err(E::invalid_length(bytes.len(), &BytesOrText(T::TEXT_LEN)))
        }
    }

    /// MongoDB Extended JSON, which is how bson's deserializers hand over a
    /// `Binary` of the UUID subtype: `{"$binary": {"base64": ..., "subType":
    /// "04"}}`, or `{"$uuid": "..."}`.
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        crate::external::extended_json::read(map).map(T::from_ulid)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<T, A::Error> {
        let mut bytes = [0u8; 16];
        for (index, byte) in bytes.iter_mut().enumerate() {
            *byte = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(index, &"16 bytes"))?;
        }
        if seq.next_element::<de::IgnoredAny>()?.is_some() {
            // Count what is left, for an error that says how long it was.
            let mut found = 17;
            while seq.next_element::<de::IgnoredAny>()?.is_some() {
                found += 1;
            }
            return Err(de::Error::invalid_length(found, &"16 bytes"));
        }
        Ok(T::from_ulid(Ulid::from_bytes(bytes)))
    }
}

/// `T`'s text form, with the parser's error as serde's.
fn parse_text<T: Identifier, E: de::Error>(text: &[u8]) -> Result<T, E> {
    T::parse_ascii(text).map_err(|err| E::custom(format_args!("invalid {}: {err}", T::TEXT_NAME)))
}

/// What `visit_bytes` expects: 16 bytes, or this many of text.
struct BytesOrText(usize);

impl de::Expected for BytesOrText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "16 bytes (or {} bytes of text)", self.0)
    }
}

impl Serialize for AnyId {
    /// The TypeID, in every format: its prefix is data, not a type.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.encode(&mut [0; TYPEID_MAX_LEN]))
    }
}

impl<'de> Deserialize<'de> for AnyId {
    /// A TypeID, parsed as [`AnyId::parse`].
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AnyId, D::Error> {
        deserializer.deserialize_str(AnyIdVisitor)
    }
}

struct AnyIdVisitor;

impl Visitor<'_> for AnyIdVisitor {
    type Value = AnyId;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a TypeID")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<AnyId, E> {
        AnyId::parse(text).map_err(|err| E::custom(format_args!("invalid TypeID: {err}")))
    }
}

impl Serialize for Lowercase {
    /// The 26 lower-case characters, in every format: a `Lowercase` is a
    /// text form (as `uuid`'s `Hyphenated` and `Simple` serialize their
    /// text), where a `Ulid` is 16 bytes in binary formats.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_ulid()
            .with_lowercase_text(|text| serializer.serialize_str(text))
    }
}

impl<'de> Deserialize<'de> for Lowercase {
    /// The text form in every format, as `Serialize` writes it; either
    /// case is read, as [`Ulid::parse`] reads it.
    ///
    /// # Example
    ///
    /// ```
    /// use serde::Deserialize;
    /// use serde::de::value::{Error, StrDeserializer};
    /// use ulid_core::{Lowercase, ulid};
    ///
    /// let text = StrDeserializer::<Error>::new("01arz3ndektsv4rrffq69g5fav");
    /// let lower = Lowercase::deserialize(text)?;
    /// assert_eq!(lower.to_ulid(), ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    /// # Ok::<(), Error>(())
    /// ```
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Lowercase, D::Error> {
        deserializer
            .deserialize_str(UlidVisitor::<Ulid>::new())
            .map(Ulid::lowercase)
    }
}
