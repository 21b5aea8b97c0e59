//! `UUID`: ClickHouse's own layout, the same 128 bits as two `u64`
//! halves, high then low (each little-endian on the wire), as the
//! `clickhouse` crate's own `serde::uuid` writes a `uuid::Uuid`; in a
//! human-readable format, the hyphenated text ([`crate::as_uuid`]'s).
//!
//! ClickHouse sorts `UUID` values by their second half first, a ULID's
//! random bits: a `UUID` column keeps the ID but not its time order (the
//! [`as_clickhouse`](crate::as_clickhouse) module says what to pick instead).
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::as_clickhouse::uuid")]
//!     id: Ulid,
//! }
//!
//! // bincode is not human-readable: the two halves.
//! let event = Event { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
//! let config = bincode::config::standard().with_fixed_int_encoding();
//! let bytes = bincode::serde::encode_to_vec(&event, config)?;
//! let halves = (0x0156_3e3a_b5d3_d676_u64, 0x4c61_efb9_9302_bd5b_u64);
//! assert_eq!(bytes, [halves.0.to_le_bytes(), halves.1.to_le_bytes()].concat());
//! let (back, _): (Event, usize) = bincode::serde::decode_from_slice(&bytes, config)?;
//! assert_eq!(back.id, event.id);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeTuple;
use serde::{Deserializer, Serialize, Serializer};
use ulid_core::{Identifier, Ulid};

use crate::repr::Repr;

/// Serializes a `Ulid` (or an `Id<P>`) as ClickHouse's `UUID`: two `u64`
/// halves, or the hyphenated text where the format is human-readable.
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
///     #[serde(serialize_with = "ulid_serde::as_clickhouse::uuid::serialize")]
///     id: Ulid,
/// }
///
/// let json = serde_json::to_string(&Row { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") })?;
/// assert_eq!(json, r#"{"id":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: Identifier + Serialize,
    S: Serializer,
{
    if serializer.is_human_readable() {
        return crate::as_uuid::serialize(id, serializer);
    }
    let bits = id.to_ulid().to_u128();
    let mut tuple = serializer.serialize_tuple(2)?;
    tuple.serialize_element(&high_half(bits))?;
    tuple.serialize_element(&low_half(bits))?;
    tuple.end()
}

/// Deserializes a `Ulid` (or an `Id<P>`) from ClickHouse's `UUID`: two
/// `u64` halves, or the hyphenated text where the format is
/// human-readable (read strictly).
///
/// # Errors
///
/// Fewer than two halves, or text that is not a hyphenated UUID, with a
/// message that says what was wrong.
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Ulid};
///
/// #[derive(serde::Deserialize)]
/// struct Row {
///     #[serde(deserialize_with = "ulid_serde::as_clickhouse::uuid::deserialize")]
///     id: Ulid,
/// }
///
/// let row: Row = serde_json::from_str(r#"{"id":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#)?;
/// assert_eq!(row.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
/// assert!(serde_json::from_str::<Row>(r#"{"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV"}"#).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: Identifier,
    D: Deserializer<'de>,
{
    if deserializer.is_human_readable() {
        return crate::as_uuid::deserialize(deserializer);
    }
    deserializer
        .deserialize_tuple(2, HalvesVisitor)
        .map(T::from_ulid)
}

fn high_half(bits: u128) -> u64 {
    // The upper 64 bits: always fits.
    (bits >> 64) as u64
}

fn low_half(bits: u128) -> u64 {
    // Truncation is the point: the lower 64 bits.
    #[expect(clippy::cast_possible_truncation)]
    let low = bits as u64;
    low
}

struct HalvesVisitor;

impl<'de> Visitor<'de> for HalvesVisitor {
    type Value = Ulid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a ULID as ClickHouse's UUID, two u64 halves")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Ulid, A::Error> {
        let high: u64 = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let low: u64 = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        Ok(Ulid::from_u128((u128::from(high) << 64) | u128::from(low)))
    }
}

/// This form, for the `option` module's `Some`.
pub(crate) struct ClickHouseUuid;

impl Repr for ClickHouseUuid {
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

/// `Option<Ulid>` (or `Option<Id<P>>`) in a `Nullable(UUID)` column:
/// `#[serde(with = "ulid_serde::as_clickhouse::uuid::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as ClickHouse's `UUID` or none.
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
    ///     #[serde(with = "ulid_serde::as_clickhouse::uuid::option")]
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
        crate::repr::serialize_option::<T, super::ClickHouseUuid, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from ClickHouse's `UUID` or none.
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
    ///     #[serde(with = "ulid_serde::as_clickhouse::uuid::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// let row: Row = serde_json::from_str(r#"{"parent":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#)?;
    /// assert!(row.parent.is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
    where
        T: Identifier,
        D: Deserializer<'de>,
    {
        crate::repr::deserialize_option::<T, super::ClickHouseUuid, D>(deserializer)
    }
}
