//! `#[serde(with = "ulid_serde::lenient")]`: reads every form a
//! self-describing format can hold, writes what `Ulid` itself writes. For
//! data that older writers left behind, such as a CBOR store written by
//! the `ulid` crate (3.x writes the 26-character text in every format).
//!
//! Reading goes through `deserialize_any`, so the format says what it
//! holds: the text in either case, 16 bytes (or the 26 bytes of the text),
//! or an array of 16 integers. Formats that are not self-describing
//! (postcard, bincode) cannot say, and refuse `deserialize_any`: there,
//! plain `Ulid` already reads the text `ulid` 3 wrote (its 26 bytes), and
//! `as_text` reads it as text.
//!
//! | format | plain `Ulid` reads | `lenient` reads |
//! |---|---|---|
//! | JSON | text | text, array of 16 integers |
//! | CBOR | 16 bytes | text, 16 bytes |
//! | MessagePack | text, 16 bytes | text, 16 bytes |
//! | postcard, bincode | 16 bytes, or a text's 26 bytes | — (not self-describing) |
//!
//! In any self-describing format, `lenient` also reads a map of MongoDB
//! Extended JSON, `{"$binary": {"base64": ..., "subType": "04"}}` or
//! `{"$uuid": "..."}`, as `mongoexport` writes a UUID.
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::lenient")]
//!     id: Ulid,
//! }
//!
//! // What the `ulid` crate wrote into CBOR: the text.
//! let mut old = Vec::new();
//! ciborium::into_writer(&serde_json::json!({"id": "01arz3ndektsv4rrffq69g5fav"}), &mut old)?;
//! let event: Event = ciborium::from_reader(old.as_slice())?;
//! assert_eq!(event.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
//!
//! // Written back, it is the 16 bytes `Ulid` writes in CBOR.
//! let mut new = Vec::new();
//! ciborium::into_writer(&event, &mut new)?;
//! assert!(new.len() < old.len());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use serde::{Deserializer, Serialize, Serializer};
use ulid_core::Identifier;
use ulid_core::de::UlidVisitor;

use crate::repr::Repr;

/// Serializes a `Ulid` (or an `Id<P>`) as whatever form the format holds.
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
///     #[serde(with = "ulid_serde::lenient")]
///     id: Ulid,
/// }
///
/// let row = Row { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
/// let json = serde_json::to_string(&row)?;
/// assert_eq!(json, r#"{"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV"}"#);
/// assert_eq!(serde_json::from_str::<Row>(&json)?.id, row.id);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: Identifier + Serialize,
    S: Serializer,
{
    id.serialize(serializer)
}

/// Deserializes a `Ulid` (or an `Id<P>`) from whatever form the format holds.
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
///     #[serde(deserialize_with = "ulid_serde::lenient::deserialize")]
///     id: Ulid,
/// }
///
/// let row: Row = serde_json::from_str(r#"{"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV"}"#)?;
/// assert_eq!(row.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: Identifier,
    D: Deserializer<'de>,
{
    deserializer.deserialize_any(UlidVisitor::<T>::new())
}

/// This form, for the `option` module's `Some`.
pub(crate) struct Lenient;

impl Repr for Lenient {
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

// In JSON it writes the text form, so its schemas are `as_text`'s.
#[cfg(feature = "schemars")]
pub use crate::as_text::json_schema;
#[cfg(feature = "utoipa")]
pub use crate::as_text::openapi_schema;
#[cfg(feature = "utoipa5")]
pub use crate::as_text::openapi_schema_utoipa5;

/// `Option<Ulid>` (or `Option<Id<P>>`) as whatever form the format holds or null:
/// `#[serde(with = "ulid_serde::lenient::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as whatever form the format holds or none.
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
    ///     #[serde(with = "ulid_serde::lenient::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// let orphan = Row { parent: None };
    /// assert_eq!(serde_json::to_string(&orphan)?, r#"{"parent":null}"#);
    /// let child = Row { parent: Some(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")) };
    /// assert_eq!(serde_json::to_string(&child)?, r#"{"parent":"01ARZ3NDEKTSV4RRFFQ69G5FAV"}"#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn serialize<T, S>(id: &Option<T>, serializer: S) -> Result<S::Ok, S::Error>
    where
        T: Identifier + Serialize,
        S: Serializer,
    {
        crate::repr::serialize_option::<T, super::Lenient, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from whatever form the format holds or none.
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
    ///     #[serde(default, with = "ulid_serde::lenient::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// assert_eq!(serde_json::from_str::<Row>(r#"{"parent":null}"#)?.parent, None);
    /// assert_eq!(serde_json::from_str::<Row>("{}")?.parent, None);
    /// let child: Row = serde_json::from_str(r#"{"parent":"01ARZ3NDEKTSV4RRFFQ69G5FAV"}"#)?;
    /// assert!(child.parent.is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
    where
        T: Identifier,
        D: Deserializer<'de>,
    {
        crate::repr::deserialize_option::<T, super::Lenient, D>(deserializer)
    }

    /// The JSON Schema of whatever form the format holds or null, for
    /// `#[schemars(schema_with = "ulid_serde::lenient::option::json_schema")]`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_serde::lenient::option;
    ///
    /// let schema = option::json_schema(&mut schemars::SchemaGenerator::default());
    /// assert_eq!(schema.get("type").unwrap()[1], "null");
    /// ```
    #[cfg(feature = "schemars")]
    pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        crate::schema::nullable_json(super::json_schema(generator))
    }

    /// The OpenAPI schema of whatever form the format holds or null for utoipa 5.x, for
    /// `#[schema(schema_with = ulid_serde::lenient::option::openapi_schema_utoipa5)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::lenient::option::openapi_schema_utoipa5())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa5")]
    pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
        crate::openapi::utoipa5::nullable(super::openapi_schema_utoipa5())
    }

    /// The OpenAPI schema of whatever form the format holds or null for utoipa 6.x, for
    /// `#[schema(schema_with = ulid_serde::lenient::option::openapi_schema)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::lenient::option::openapi_schema())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa")]
    pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::openapi::utoipa6::nullable(super::openapi_schema())
    }
}
