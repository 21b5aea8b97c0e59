//! `FixedString(16)`: the ULID's 16 big-endian bytes, which ClickHouse
//! compares bytewise, in time order. In serde a 16-element tuple of bytes,
//! the shape the `clickhouse` crate gives `[u8; 16]` and checks against a
//! `FixedString(16)` column (a byte string would be a `String` column's).
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::as_clickhouse::fixed_string")]
//!     id: Ulid,
//! }
//!
//! let event = Event { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
//! let json = serde_json::to_string(&event)?;
//! assert_eq!(json, r#"{"id":[1,86,62,58,181,211,214,118,76,97,239,185,147,2,189,91]}"#);
//! assert_eq!(serde_json::from_str::<Event>(&json)?.id, event.id);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeTuple;
use serde::{Deserializer, Serialize, Serializer};
use ulid_core::{Identifier, Ulid};

use crate::repr::Repr;

/// Serializes a `Ulid` (or an `Id<P>`) as a tuple of its 16 bytes.
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
///     #[serde(serialize_with = "ulid_serde::as_clickhouse::fixed_string::serialize")]
///     id: Ulid,
/// }
///
/// let json = serde_json::to_string(&Row { id: Ulid::MAX })?;
/// assert_eq!(json, format!(r#"{{"id":[{}]}}"#, ["255"; 16].join(",")));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: Identifier + Serialize,
    S: Serializer,
{
    let mut tuple = serializer.serialize_tuple(16)?;
    for byte in id.to_ulid().to_bytes() {
        tuple.serialize_element(&byte)?;
    }
    tuple.end()
}

/// Deserializes a `Ulid` (or an `Id<P>`) from a tuple of 16 bytes.
///
/// # Errors
///
/// Fewer than 16 elements, or an element that is not a byte, with the
/// deserializer's message of where.
///
/// # Example
///
/// ```
/// use ulid_core::Ulid;
///
/// #[derive(serde::Deserialize)]
/// struct Row {
///     #[serde(deserialize_with = "ulid_serde::as_clickhouse::fixed_string::deserialize")]
///     id: Ulid,
/// }
///
/// let row: Row = serde_json::from_str(r#"{"id":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1]}"#)?;
/// assert_eq!(row.id, Ulid::from_u128(1));
/// assert!(serde_json::from_str::<Row>(r#"{"id":[0,0,0]}"#).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: Identifier,
    D: Deserializer<'de>,
{
    deserializer
        .deserialize_tuple(16, BytesVisitor)
        .map(T::from_ulid)
}

struct BytesVisitor;

impl<'de> Visitor<'de> for BytesVisitor {
    type Value = Ulid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a ULID as 16 bytes (FixedString(16))")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Ulid, A::Error> {
        let mut bytes = [0; 16];
        for (index, byte) in bytes.iter_mut().enumerate() {
            *byte = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(index, &self))?;
        }
        Ok(Ulid::from_bytes(bytes))
    }
}

/// This form, for the `option` module's `Some`.
pub(crate) struct FixedString;

impl Repr for FixedString {
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

/// `Option<Ulid>` (or `Option<Id<P>>`) in a `Nullable(FixedString(16))`
/// column: `#[serde(with = "ulid_serde::as_clickhouse::fixed_string::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as 16 bytes or none.
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
    ///     #[serde(with = "ulid_serde::as_clickhouse::fixed_string::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// assert_eq!(serde_json::to_string(&Row { parent: None })?, r#"{"parent":null}"#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn serialize<T, S>(id: &Option<T>, serializer: S) -> Result<S::Ok, S::Error>
    where
        T: Identifier + Serialize,
        S: Serializer,
    {
        crate::repr::serialize_option::<T, super::FixedString, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from 16 bytes or none.
    ///
    /// # Errors
    ///
    /// As the non-optional `deserialize`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// #[derive(serde::Deserialize)]
    /// struct Row {
    ///     #[serde(with = "ulid_serde::as_clickhouse::fixed_string::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// assert_eq!(serde_json::from_str::<Row>(r#"{"parent":null}"#)?.parent, None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
    where
        T: Identifier,
        D: Deserializer<'de>,
    {
        crate::repr::deserialize_option::<T, super::FixedString, D>(deserializer)
    }
}
