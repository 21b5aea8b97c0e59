//! `#[serde(with = "ulid_serde::as_u128")]`: the ULID as one unsigned
//! 128-bit integer.
//!
//! For formats with native 128-bit integers (bincode, postcard, CBOR) and
//! JSON consumers that read big integers; many JSON parsers round numbers
//! above 2^53, so prefer text for public JSON APIs.
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::as_u128")]
//!     id: Ulid,
//! }
//!
//! let event = Event { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
//! let json = serde_json::to_string(&event)?;
//! assert_eq!(json, r#"{"id":1777027686520646174104517696511196507}"#);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use serde::de::{self, Visitor};
use serde::{Deserializer, Serialize, Serializer};
use ulid_core::{Identifier, Ulid};

use crate::repr::Repr;

struct U128Visitor;

impl Visitor<'_> for U128Visitor {
    type Value = Ulid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a ULID as an unsigned 128-bit integer")
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Ulid, E> {
        Ok(Ulid::from_u128(u128::from(value)))
    }

    fn visit_u128<E: de::Error>(self, value: u128) -> Result<Ulid, E> {
        Ok(Ulid::from_u128(value))
    }
}

/// Serializes a `Ulid` (or an `Id<P>`) as an unsigned 128-bit integer.
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
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct Row {
///     #[serde(with = "ulid_serde::as_u128")]
///     id: Ulid,
/// }
///
/// let row = Row { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
/// let json = serde_json::to_string(&row)?;
/// assert_eq!(json, r#"{"id":1777027686520646174104517696511196507}"#);
/// assert_eq!(serde_json::from_str::<Row>(&json)?.id, row.id);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: Identifier + Serialize,
    S: Serializer,
{
    serializer.serialize_u128(id.to_ulid().to_u128())
}

/// Deserializes a `Ulid` (or an `Id<P>`) from an unsigned 128-bit integer.
///
/// # Errors
///
/// Input that is not a ULID in this form, with a message that says what
/// was wrong and where.
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Ulid};
///
/// #[derive(serde::Deserialize)]
/// struct Row {
///     #[serde(deserialize_with = "ulid_serde::as_u128::deserialize")]
///     id: Ulid,
/// }
///
/// let row: Row = serde_json::from_str(r#"{"id":1777027686520646174104517696511196507}"#)?;
/// assert_eq!(row.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: Identifier,
    D: Deserializer<'de>,
{
    deserializer.deserialize_u128(U128Visitor).map(T::from_ulid)
}

/// This form, for the `option` module's `Some`.
pub(crate) struct U128;

impl Repr for U128 {
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

#[cfg(any(feature = "schemars", feature = "utoipa5", feature = "utoipa"))]
pub(crate) const DESCRIPTION: &str =
    "A ULID as an unsigned 128-bit integer (timestamp in the high 48 bits).";

/// The JSON Schema of the integer form, for
/// `#[schemars(schema_with = "ulid_serde::as_u128::json_schema")]`.
///
/// # Example
///
/// ```
/// let schema = ulid_serde::as_u128::json_schema(&mut schemars::SchemaGenerator::default());
/// assert_eq!(schema.get("format").unwrap(), "uint128");
/// ```
#[cfg(feature = "schemars")]
pub fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    // schemars' own name for a u128; JSON Schema cannot state 2^128 - 1 as
    // a maximum that every validator reads exactly.
    schemars::json_schema!({
        "type": "integer",
        "format": "uint128",
        "minimum": 0,
        "description": DESCRIPTION,
    })
}

/// The OpenAPI schema of the integer form for utoipa 5.x, for
/// `#[schema(schema_with = ulid_serde::as_u128::openapi_schema_utoipa5)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_u128::openapi_schema_utoipa5())?;
/// assert_eq!(json["type"], "integer");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa5")]
pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
    crate::openapi::utoipa5::integer()
}

/// The OpenAPI schema of the integer form for utoipa 6.x, for
/// `#[schema(schema_with = ulid_serde::as_u128::openapi_schema)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_u128::openapi_schema())?;
/// assert_eq!(json["type"], "integer");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa")]
pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    crate::openapi::utoipa6::integer()
}

/// `Option<Ulid>` (or `Option<Id<P>>`) as an unsigned 128-bit integer or null:
/// `#[serde(with = "ulid_serde::as_u128::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as an unsigned 128-bit integer or none.
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
    ///     #[serde(with = "ulid_serde::as_u128::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// let orphan = Row { parent: None };
    /// assert_eq!(serde_json::to_string(&orphan)?, r#"{"parent":null}"#);
    /// let child = Row { parent: Some(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")) };
    /// assert_eq!(serde_json::to_string(&child)?, r#"{"parent":1777027686520646174104517696511196507}"#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn serialize<T, S>(id: &Option<T>, serializer: S) -> Result<S::Ok, S::Error>
    where
        T: Identifier + Serialize,
        S: Serializer,
    {
        crate::repr::serialize_option::<T, super::U128, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from an unsigned 128-bit integer or none.
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
    ///     #[serde(default, with = "ulid_serde::as_u128::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// assert_eq!(serde_json::from_str::<Row>(r#"{"parent":null}"#)?.parent, None);
    /// assert_eq!(serde_json::from_str::<Row>("{}")?.parent, None);
    /// let child: Row = serde_json::from_str(r#"{"parent":1777027686520646174104517696511196507}"#)?;
    /// assert!(child.parent.is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
    where
        T: Identifier,
        D: Deserializer<'de>,
    {
        crate::repr::deserialize_option::<T, super::U128, D>(deserializer)
    }

    /// The JSON Schema of an unsigned 128-bit integer or null, for
    /// `#[schemars(schema_with = "ulid_serde::as_u128::option::json_schema")]`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_serde::as_u128::option;
    ///
    /// let schema = option::json_schema(&mut schemars::SchemaGenerator::default());
    /// assert_eq!(schema.get("type").unwrap()[1], "null");
    /// ```
    #[cfg(feature = "schemars")]
    pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        crate::schema::nullable_json(super::json_schema(generator))
    }

    /// The OpenAPI schema of an unsigned 128-bit integer or null for utoipa 5.x, for
    /// `#[schema(schema_with = ulid_serde::as_u128::option::openapi_schema_utoipa5)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_u128::option::openapi_schema_utoipa5())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa5")]
    pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
        crate::openapi::utoipa5::nullable(super::openapi_schema_utoipa5())
    }

    /// The OpenAPI schema of an unsigned 128-bit integer or null for utoipa 6.x, for
    /// `#[schema(schema_with = ulid_serde::as_u128::option::openapi_schema)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_u128::option::openapi_schema())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa")]
    pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::openapi::utoipa6::nullable(super::openapi_schema())
    }
}
