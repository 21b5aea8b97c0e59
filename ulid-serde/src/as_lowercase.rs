//! `#[serde(with = "ulid_serde::as_lowercase")]`: the 26-character text in
//! lower case (`"01arz3ndektsv4rrffq69g5fav"`), in every format, as
//! [`as_text`](crate::as_text) writes the upper-case one; read in either
//! case, as every reader of the text form reads it.
//!
//! For systems that want lower-case names (Azure blob and container
//! names, DNS labels, some object stores and URLs), without
//! `to_string().to_lowercase()` and its two allocations. The schema
//! functions give `Ulid`'s own schema, whose pattern accepts both cases:
//! exactly what the reader accepts. An `Id<P>` is written as its TypeID,
//! which is lower case already.
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Blob {
//!     #[serde(with = "ulid_serde::as_lowercase")]
//!     name: Ulid,
//! }
//!
//! let blob = Blob { name: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
//! let json = serde_json::to_string(&blob)?;
//! assert_eq!(json, r#"{"name":"01arz3ndektsv4rrffq69g5fav"}"#);
//! assert_eq!(serde_json::from_str::<Blob>(&json)?.name, blob.name);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use serde::{Deserializer, Serialize, Serializer};
use ulid_core::Identifier;

use crate::repr::Repr;

/// Serializes a `Ulid` as its 26-character text in lower case (an
/// `Id<P>` as its TypeID).
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
///     #[serde(serialize_with = "ulid_serde::as_lowercase::serialize")]
///     id: Ulid,
/// }
///
/// let row = Row { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
/// assert_eq!(serde_json::to_string(&row)?, r#"{"id":"01arz3ndektsv4rrffq69g5fav"}"#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: Identifier + Serialize,
    S: Serializer,
{
    id.with_lowercase_text(|text| serializer.serialize_str(text))
}

/// Deserializes a `Ulid` (or an `Id<P>`) from its 26-character text, in
/// either case: [`as_text::deserialize`](crate::as_text::deserialize).
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
///     #[serde(with = "ulid_serde::as_lowercase")]
///     id: Ulid,
/// }
///
/// for text in [r#"{"id":"01arz3ndektsv4rrffq69g5fav"}"#, r#"{"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV"}"#] {
///     assert_eq!(serde_json::from_str::<Row>(text)?.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
/// }
/// let err = serde_json::from_str::<Row>(r#"{"id":"01arz3ndektsv4rrffq69g5fal"}"#).err().unwrap();
/// assert!(err.to_string().contains("invalid character 'l' at index 25"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: Identifier,
    D: Deserializer<'de>,
{
    crate::as_text::deserialize(deserializer)
}

/// This form, for the `option` module's `Some`.
pub(crate) struct LowercaseText;

impl Repr for LowercaseText {
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

/// The JSON Schema of the text form (`Ulid`'s: its pattern reads either
/// case), for `#[schemars(schema_with = "ulid_serde::as_lowercase::json_schema")]`.
///
/// # Example
///
/// ```
/// let schema = ulid_serde::as_lowercase::json_schema(&mut schemars::SchemaGenerator::default());
/// assert_eq!(schema.get("pattern").unwrap(), ulid_core::TEXT_PATTERN);
/// ```
#[cfg(feature = "schemars")]
pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
    crate::as_text::json_schema(generator)
}

/// The OpenAPI schema of the text form (`Ulid`'s) for utoipa 5.x, for
/// `#[schema(schema_with = ulid_serde::as_lowercase::openapi_schema_utoipa5)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_lowercase::openapi_schema_utoipa5())?;
/// assert_eq!(json["format"], "ulid");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa5")]
pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
    crate::as_text::openapi_schema_utoipa5()
}

/// The OpenAPI schema of the text form (`Ulid`'s) for utoipa 6.x, for
/// `#[schema(schema_with = ulid_serde::as_lowercase::openapi_schema)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_lowercase::openapi_schema())?;
/// assert_eq!(json["format"], "ulid");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa")]
pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    crate::as_text::openapi_schema()
}

/// `Option<Ulid>` as its lower-case text or null:
/// `#[serde(with = "ulid_serde::as_lowercase::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as its lower-case text or none.
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
    ///     #[serde(with = "ulid_serde::as_lowercase::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// assert_eq!(serde_json::to_string(&Row { parent: None })?, r#"{"parent":null}"#);
    /// let child = Row { parent: Some(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")) };
    /// assert_eq!(serde_json::to_string(&child)?, r#"{"parent":"01arz3ndektsv4rrffq69g5fav"}"#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn serialize<T, S>(id: &Option<T>, serializer: S) -> Result<S::Ok, S::Error>
    where
        T: Identifier + Serialize,
        S: Serializer,
    {
        crate::repr::serialize_option::<T, super::LowercaseText, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from its text in either case, or
    /// none.
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
    ///     #[serde(default, with = "ulid_serde::as_lowercase::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// assert_eq!(serde_json::from_str::<Row>("{}")?.parent, None);
    /// let child: Row = serde_json::from_str(r#"{"parent":"01arz3ndektsv4rrffq69g5fav"}"#)?;
    /// assert!(child.parent.is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
    where
        T: Identifier,
        D: Deserializer<'de>,
    {
        crate::repr::deserialize_option::<T, super::LowercaseText, D>(deserializer)
    }

    /// The JSON Schema of its text or null, for
    /// `#[schemars(schema_with = "ulid_serde::as_lowercase::option::json_schema")]`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_serde::as_lowercase::option;
    ///
    /// let schema = option::json_schema(&mut schemars::SchemaGenerator::default());
    /// assert_eq!(schema.get("type").unwrap()[1], "null");
    /// ```
    #[cfg(feature = "schemars")]
    pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        crate::as_text::option::json_schema(generator)
    }

    /// The OpenAPI schema of its text or null for utoipa 5.x, for
    /// `#[schema(schema_with = ulid_serde::as_lowercase::option::openapi_schema_utoipa5)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_lowercase::option::openapi_schema_utoipa5())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa5")]
    pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
        crate::as_text::option::openapi_schema_utoipa5()
    }

    /// The OpenAPI schema of its text or null for utoipa 6.x, for
    /// `#[schema(schema_with = ulid_serde::as_lowercase::option::openapi_schema)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_lowercase::option::openapi_schema())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa")]
    pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::as_text::option::openapi_schema()
    }
}
