//! `#[serde(with = "ulid_serde::as_text")]`: always the 26-character text,
//! even in binary formats (where `Ulid` itself writes 16 bytes).
//!
//! For a binary format read by tools that expect text, or a schema that
//! must stay as it was.
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::as_text")]
//!     id: Ulid,
//! }
//!
//! let event = Event { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
//! let bytes = postcard::to_allocvec(&event)?;
//! assert_eq!(bytes.len(), 27); // a length byte and 26 characters
//! assert_eq!(postcard::from_bytes::<Event>(&bytes)?.id, event.id);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use serde::{Deserializer, Serialize, Serializer};
use ulid_core::Identifier;
use ulid_core::de::UlidVisitor;

use crate::repr::Repr;

/// Serializes a `Ulid` (or an `Id<P>`) as its 26-character text.
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
///     #[serde(with = "ulid_serde::as_text")]
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
    id.with_text(|text| serializer.serialize_str(text))
}

/// Deserializes a `Ulid` (or an `Id<P>`) from its 26-character text.
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
///     #[serde(deserialize_with = "ulid_serde::as_text::deserialize")]
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
    deserializer.deserialize_str(UlidVisitor::<T>::new())
}

/// This form, for the `option` module's `Some`.
pub(crate) struct Text;

impl Repr for Text {
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

/// The JSON Schema of the text form (the same as `Ulid`'s), for
/// `#[schemars(schema_with = "ulid_serde::as_text::json_schema")]`.
///
/// # Example
///
/// ```
/// let schema = ulid_serde::as_text::json_schema(&mut schemars::SchemaGenerator::default());
/// assert_eq!(schema.get("pattern").unwrap(), ulid_core::TEXT_PATTERN);
/// ```
#[cfg(feature = "schemars")]
pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
    <ulid_core::Ulid as schemars::JsonSchema>::json_schema(generator)
}

/// The OpenAPI schema of the text form (the same as `Ulid`'s) for utoipa 5.x, for
/// `#[schema(schema_with = ulid_serde::as_text::openapi_schema_utoipa5)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_text::openapi_schema_utoipa5())?;
/// assert_eq!(json["format"], "ulid");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa5")]
pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
    crate::openapi::utoipa5::text()
}

/// The OpenAPI schema of the text form (the same as `Ulid`'s) for utoipa 6.x, for
/// `#[schema(schema_with = ulid_serde::as_text::openapi_schema)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_text::openapi_schema())?;
/// assert_eq!(json["format"], "ulid");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa")]
pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    crate::openapi::utoipa6::text()
}

/// The Avro schema of the text form, a plain `string` (the 26 characters
/// are no UUID text, so no logical type), for `#[derive(AvroSchema)]` on a
/// field with `#[avro(with)]` and `#[serde(with = "ulid_serde::as_text")]`.
///
/// # Example
///
/// ```
/// use apache_avro::AvroSchema;
/// use ulid_core::Ulid;
///
/// #[derive(AvroSchema, serde::Serialize, serde::Deserialize)]
/// struct Event {
///     #[avro(with)]
///     #[serde(with = "ulid_serde::as_text")]
///     id: Ulid,
/// }
///
/// let json = serde_json::to_value(Event::get_schema())?;
/// assert_eq!(json["fields"][0]["type"], "string");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "apache-avro")]
pub fn get_schema_in_ctxt(
    _: &mut std::collections::HashSet<apache_avro::schema::Name>,
    _: apache_avro::schema::NamespaceRef,
) -> apache_avro::Schema {
    crate::avro::string()
}

/// `None`: the text form is no record (the other half of what
/// `#[avro(with)]` asks of the module).
///
/// # Example
///
/// ```
/// let mut names = std::collections::HashSet::new();
/// assert!(ulid_serde::as_text::get_record_fields_in_ctxt(&mut names, None).is_none());
/// ```
#[cfg(feature = "apache-avro")]
pub fn get_record_fields_in_ctxt(
    _: &mut std::collections::HashSet<apache_avro::schema::Name>,
    _: apache_avro::schema::NamespaceRef,
) -> Option<std::vec::Vec<apache_avro::schema::RecordField>> {
    None
}

/// `Option<Ulid>` (or `Option<Id<P>>`) as its 26-character text or null:
/// `#[serde(with = "ulid_serde::as_text::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as its 26-character text or none.
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
    ///     #[serde(with = "ulid_serde::as_text::option")]
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
        crate::repr::serialize_option::<T, super::Text, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from its 26-character text or none.
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
    ///     #[serde(default, with = "ulid_serde::as_text::option")]
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
        crate::repr::deserialize_option::<T, super::Text, D>(deserializer)
    }

    /// The JSON Schema of its 26-character text or null, for
    /// `#[schemars(schema_with = "ulid_serde::as_text::option::json_schema")]`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_serde::as_text::option;
    ///
    /// let schema = option::json_schema(&mut schemars::SchemaGenerator::default());
    /// assert_eq!(schema.get("type").unwrap()[1], "null");
    /// ```
    #[cfg(feature = "schemars")]
    pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        crate::schema::nullable_json(super::json_schema(generator))
    }

    /// The OpenAPI schema of its 26-character text or null for utoipa 5.x, for
    /// `#[schema(schema_with = ulid_serde::as_text::option::openapi_schema_utoipa5)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_text::option::openapi_schema_utoipa5())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa5")]
    pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
        crate::openapi::utoipa5::nullable(super::openapi_schema_utoipa5())
    }

    /// The OpenAPI schema of its 26-character text or null for utoipa 6.x, for
    /// `#[schema(schema_with = ulid_serde::as_text::option::openapi_schema)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_text::option::openapi_schema())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa")]
    pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::openapi::utoipa6::nullable(super::openapi_schema())
    }

    /// The Avro schema of the text or null, for `#[avro(with)]` and
    /// `#[serde(with = "ulid_serde::as_text::option")]`.
    ///
    /// # Example
    ///
    /// ```
    /// let mut names = std::collections::HashSet::new();
    /// let schema = ulid_serde::as_text::option::get_schema_in_ctxt(&mut names, None);
    /// assert_eq!(serde_json::to_value(&schema)?[0], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "apache-avro")]
    pub fn get_schema_in_ctxt(
        names: &mut std::collections::HashSet<apache_avro::schema::Name>,
        namespace: apache_avro::schema::NamespaceRef,
    ) -> apache_avro::Schema {
        crate::avro::nullable(super::get_schema_in_ctxt(names, namespace))
    }

    /// `None`: no record.
    ///
    /// # Example
    ///
    /// ```
    /// let mut names = std::collections::HashSet::new();
    /// assert!(ulid_serde::as_text::option::get_record_fields_in_ctxt(&mut names, None).is_none());
    /// ```
    #[cfg(feature = "apache-avro")]
    pub fn get_record_fields_in_ctxt(
        _: &mut std::collections::HashSet<apache_avro::schema::Name>,
        _: apache_avro::schema::NamespaceRef,
    ) -> Option<std::vec::Vec<apache_avro::schema::RecordField>> {
        None
    }
}
