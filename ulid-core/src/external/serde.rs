//! serde: the text form in human-readable formats, 16 bytes in binary ones.

use core::fmt;

use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::{ENCODED_LEN, Ulid};

impl Serialize for Ulid {
    /// The canonical 26-character string where
    /// [`is_human_readable`](Serializer::is_human_readable) (JSON, TOML,
    /// YAML), else the 16 big-endian bytes (bincode, postcard, CBOR,
    /// MessagePack). No allocation either way.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            serializer.serialize_str(self.encode(&mut [0; ENCODED_LEN]))
        } else {
            serializer.serialize_bytes(&self.to_bytes())
        }
    }
}

impl<'de> Deserialize<'de> for Ulid {
    /// Asks a human-readable format for a string and a binary one for
    /// bytes, and accepts whatever [`UlidVisitor`] accepts. Borrowed
    /// strings are parsed in place, without allocating.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Ulid, D::Error> {
        if deserializer.is_human_readable() {
            deserializer.deserialize_str(UlidVisitor)
        } else {
            deserializer.deserialize_bytes(UlidVisitor)
        }
    }
}

/// The serde [`Visitor`] behind `Ulid`'s `Deserialize`, public so that
/// representation modules (`ulid-serde`'s `as_text`, `as_bytes`) can ask a
/// format for one form and still accept the others.
///
/// It accepts:
/// - a string of 26 Crockford base32 characters (borrowed, transient or
///   owned), strictly, as [`Ulid::parse`];
/// - 16 bytes, big-endian, or 26 bytes of text;
/// - a sequence of exactly 16 integers 0-255, which formats without a byte
///   type hand to a request for bytes (JSON does for `ulid-serde`'s
///   `as_bytes`; plain `Deserialize` asks JSON for a string).
///
/// Errors say what was wrong: the [`ParseError`](crate::ParseError) text
/// (character and index, length, overflow) or the length found.
///
/// # Example
///
/// ```
/// use serde::Deserializer as _;
/// use serde::de::value::{Error, StrDeserializer};
/// use ulid_core::{Ulid, serde::UlidVisitor};
///
/// let text = StrDeserializer::<Error>::new("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// let id: Ulid = text.deserialize_str(UlidVisitor)?;
/// assert_eq!(id.timestamp_ms(), 1_469_922_850_259);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct UlidVisitor;

impl<'de> Visitor<'de> for UlidVisitor {
    type Value = Ulid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a ULID: 26 Crockford base32 characters or 16 bytes")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Ulid, E> {
        Ulid::parse(text).map_err(|err| E::custom(format_args!("invalid ULID: {err}")))
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<Ulid, E> {
        match bytes.len() {
            16 => Ulid::from_slice(bytes).map_err(E::custom),
            ENCODED_LEN => Ulid::parse_ascii(bytes)
                .map_err(|err| E::custom(format_args!("invalid ULID: {err}"))),
            found => Err(E::invalid_length(found, &"16 bytes (or 26 bytes of text)")),
        }
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Ulid, A::Error> {
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
        Ok(Ulid::from_bytes(bytes))
    }
}
