//! `#[serde(with = "ulid_serde::as_bytes")]`: always the 16 big-endian
//! bytes, even in human-readable formats (JSON writes them as an array of
//! 16 numbers).
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::as_bytes")]
//!     id: Ulid,
//! }
//!
//! let event = Event { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
//! let json = serde_json::to_string(&event)?;
//! assert!(json.starts_with(r#"{"id":[1,86,62,"#));
//! assert_eq!(serde_json::from_str::<Event>(&json)?.id, event.id);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use serde::{Deserializer, Serialize, Serializer};
use ulid_core::Identifier;
use ulid_core::de::UlidVisitor;

use crate::repr::Repr;

/// Serializes a `Ulid` (or an `Id<P>`) as its 16 big-endian bytes.
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
///     #[serde(with = "ulid_serde::as_bytes")]
///     id: Ulid,
/// }
///
/// let row = Row { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
/// let json = serde_json::to_string(&row)?;
/// assert_eq!(json, r#"{"id":[1,86,62,58,181,211,214,118,76,97,239,185,147,2,189,91]}"#);
/// assert_eq!(serde_json::from_str::<Row>(&json)?.id, row.id);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: Identifier + Serialize,
    S: Serializer,
{
    serializer.serialize_bytes(&id.to_ulid().to_bytes())
}

/// Deserializes a `Ulid` (or an `Id<P>`) from its 16 big-endian bytes.
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
///     #[serde(deserialize_with = "ulid_serde::as_bytes::deserialize")]
///     id: Ulid,
/// }
///
/// let row: Row = serde_json::from_str(r#"{"id":[1,86,62,58,181,211,214,118,76,97,239,185,147,2,189,91]}"#)?;
/// assert_eq!(row.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: Identifier,
    D: Deserializer<'de>,
{
    deserializer.deserialize_bytes(UlidVisitor::<T>::new())
}

/// This form, for the `option` module's `Some`.
pub(crate) struct Bytes;

impl Repr for Bytes {
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
    "A ULID as its 16 big-endian bytes: 6 of timestamp, 10 of randomness.";

/// The JSON Schema of the bytes form as JSON writes it (an array of 16
/// integers 0-255), for
/// `#[schemars(schema_with = "ulid_serde::as_bytes::json_schema")]`.
///
/// # Example
///
/// ```
/// let schema = ulid_serde::as_bytes::json_schema(&mut schemars::SchemaGenerator::default());
/// assert_eq!(schema.get("minItems").unwrap(), 16);
/// ```
#[cfg(feature = "schemars")]
pub fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "type": "array",
        "items": { "type": "integer", "minimum": 0, "maximum": 255 },
        "minItems": 16,
        "maxItems": 16,
        "description": DESCRIPTION,
    })
}

/// The OpenAPI schema of the bytes form as JSON writes it for utoipa 5.x, for
/// `#[schema(schema_with = ulid_serde::as_bytes::openapi_schema_utoipa5)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_bytes::openapi_schema_utoipa5())?;
/// assert_eq!(json["maxItems"], 16);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa5")]
pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
    crate::openapi::utoipa5::bytes()
}

/// The OpenAPI schema of the bytes form as JSON writes it for utoipa 6.x, for
/// `#[schema(schema_with = ulid_serde::as_bytes::openapi_schema)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_bytes::openapi_schema())?;
/// assert_eq!(json["maxItems"], 16);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa")]
pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    crate::openapi::utoipa6::bytes()
}

/// `Option<Ulid>` (or `Option<Id<P>>`) as its 16 big-endian bytes or null:
/// `#[serde(with = "ulid_serde::as_bytes::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as its 16 big-endian bytes or none.
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
    ///     #[serde(with = "ulid_serde::as_bytes::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// let orphan = Row { parent: None };
    /// assert_eq!(serde_json::to_string(&orphan)?, r#"{"parent":null}"#);
    /// let child = Row { parent: Some(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")) };
    /// assert_eq!(serde_json::to_string(&child)?, r#"{"parent":[1,86,62,58,181,211,214,118,76,97,239,185,147,2,189,91]}"#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn serialize<T, S>(id: &Option<T>, serializer: S) -> Result<S::Ok, S::Error>
    where
        T: Identifier + Serialize,
        S: Serializer,
    {
        crate::repr::serialize_option::<T, super::Bytes, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from its 16 big-endian bytes or none.
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
    ///     #[serde(default, with = "ulid_serde::as_bytes::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// assert_eq!(serde_json::from_str::<Row>(r#"{"parent":null}"#)?.parent, None);
    /// assert_eq!(serde_json::from_str::<Row>("{}")?.parent, None);
    /// let child: Row = serde_json::from_str(r#"{"parent":[1,86,62,58,181,211,214,118,76,97,239,185,147,2,189,91]}"#)?;
    /// assert!(child.parent.is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
    where
        T: Identifier,
        D: Deserializer<'de>,
    {
        crate::repr::deserialize_option::<T, super::Bytes, D>(deserializer)
    }

    /// The JSON Schema of its 16 big-endian bytes or null, for
    /// `#[schemars(schema_with = "ulid_serde::as_bytes::option::json_schema")]`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_serde::as_bytes::option;
    ///
    /// let schema = option::json_schema(&mut schemars::SchemaGenerator::default());
    /// assert_eq!(schema.get("type").unwrap()[1], "null");
    /// ```
    #[cfg(feature = "schemars")]
    pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        crate::schema::nullable_json(super::json_schema(generator))
    }

    /// The OpenAPI schema of its 16 big-endian bytes or null for utoipa 5.x, for
    /// `#[schema(schema_with = ulid_serde::as_bytes::option::openapi_schema_utoipa5)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_bytes::option::openapi_schema_utoipa5())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa5")]
    pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
        crate::openapi::utoipa5::nullable(super::openapi_schema_utoipa5())
    }

    /// The OpenAPI schema of its 16 big-endian bytes or null for utoipa 6.x, for
    /// `#[schema(schema_with = ulid_serde::as_bytes::option::openapi_schema)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_bytes::option::openapi_schema())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa")]
    pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::openapi::utoipa6::nullable(super::openapi_schema())
    }
}
