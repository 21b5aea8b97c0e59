//! `#[serde(with = "ulid_serde::as_uuid")]`: the hyphenated UUID string of
//! the same 16 bytes (`01563e3a-b5d3-d676-4c61-efb99302bd5b`), in every
//! format.
//!
//! For APIs and columns that already speak UUID. Written in lower case;
//! read in either case; only the 36-character hyphenated form is accepted.
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::as_uuid")]
//!     id: Ulid,
//! }
//!
//! let event = Event { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
//! let json = serde_json::to_string(&event)?;
//! assert_eq!(json, r#"{"id":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use serde::de::{self, Visitor};
use serde::{Deserializer, Serialize, Serializer};
use ulid_core::{Identifier, Ulid};

use ulid_core::UUID_TEXT_LEN;

use crate::repr::Repr;

struct UuidVisitor;

impl Visitor<'_> for UuidVisitor {
    type Value = Ulid;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a hyphenated UUID string")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Ulid, E> {
        Ulid::parse_uuid(text).map_err(E::custom)
    }
}

/// Serializes a `Ulid` (or an `Id<P>`) as a hyphenated UUID string.
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
///     #[serde(with = "ulid_serde::as_uuid")]
///     id: Ulid,
/// }
///
/// let row = Row { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV") };
/// let json = serde_json::to_string(&row)?;
/// assert_eq!(json, r#"{"id":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#);
/// assert_eq!(serde_json::from_str::<Row>(&json)?.id, row.id);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn serialize<T, S>(id: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: Identifier + Serialize,
    S: Serializer,
{
    serializer.serialize_str(id.to_ulid().encode_uuid(&mut [0; UUID_TEXT_LEN]))
}

/// Deserializes a `Ulid` (or an `Id<P>`) from a hyphenated UUID string.
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
///     #[serde(deserialize_with = "ulid_serde::as_uuid::deserialize")]
///     id: Ulid,
/// }
///
/// let row: Row = serde_json::from_str(r#"{"id":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#)?;
/// assert_eq!(row.id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: Identifier,
    D: Deserializer<'de>,
{
    deserializer.deserialize_str(UuidVisitor).map(T::from_ulid)
}

/// This form, for the `option` module's `Some`.
pub(crate) struct Uuid;

impl Repr for Uuid {
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

/// The hyphenated form, either case.
#[cfg(any(feature = "schemars", feature = "utoipa5", feature = "utoipa"))]
pub(crate) const PATTERN: &str =
    "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

#[cfg(any(feature = "schemars", feature = "utoipa5", feature = "utoipa"))]
pub(crate) const DESCRIPTION: &str = "A ULID's 16 bytes as a hyphenated UUID string.";

#[cfg(any(feature = "schemars", feature = "utoipa5", feature = "utoipa"))]
pub(crate) const EXAMPLE: &str = "01563e3a-b5d3-d676-4c61-efb99302bd5b";

/// The JSON Schema of the UUID form (`format: uuid`), for
/// `#[schemars(schema_with = "ulid_serde::as_uuid::json_schema")]`.
///
/// # Example
///
/// ```
/// let schema = ulid_serde::as_uuid::json_schema(&mut schemars::SchemaGenerator::default());
/// assert_eq!(schema.get("format").unwrap(), "uuid");
/// ```
#[cfg(feature = "schemars")]
pub fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "type": "string",
        "format": "uuid",
        "minLength": UUID_TEXT_LEN,
        "maxLength": UUID_TEXT_LEN,
        "pattern": PATTERN,
        "description": DESCRIPTION,
        "examples": [EXAMPLE],
    })
}

/// The OpenAPI schema of the UUID form (`format: uuid`) for utoipa 5.x, for
/// `#[schema(schema_with = ulid_serde::as_uuid::openapi_schema_utoipa5)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_uuid::openapi_schema_utoipa5())?;
/// assert_eq!(json["format"], "uuid");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa5")]
pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
    crate::openapi::utoipa5::uuid()
}

/// The OpenAPI schema of the UUID form (`format: uuid`) for utoipa 6.x, for
/// `#[schema(schema_with = ulid_serde::as_uuid::openapi_schema)]`.
///
/// # Example
///
/// ```
/// let json = serde_json::to_value(ulid_serde::as_uuid::openapi_schema())?;
/// assert_eq!(json["format"], "uuid");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "utoipa")]
pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    crate::openapi::utoipa6::uuid()
}

/// The Avro schema of the UUID form, the `uuid` logical type on `string`,
/// for `#[derive(AvroSchema)]` on a field with `#[avro(with)]` and
/// `#[serde(with = "ulid_serde::as_uuid")]`.
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
///     #[serde(with = "ulid_serde::as_uuid")]
///     id: Ulid,
/// }
///
/// let json = serde_json::to_value(Event::get_schema())?;
/// let uuid_string = serde_json::json!({"type": "string", "logicalType": "uuid"});
/// assert_eq!(json["fields"][0]["type"], uuid_string);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "apache-avro")]
pub fn get_schema_in_ctxt(
    _: &mut std::collections::HashSet<apache_avro::schema::Name>,
    _: apache_avro::schema::NamespaceRef,
) -> apache_avro::Schema {
    crate::avro::uuid_string()
}

/// `None`: the UUID form is no record (the other half of what
/// `#[avro(with)]` asks of the module).
///
/// # Example
///
/// ```
/// let mut names = std::collections::HashSet::new();
/// assert!(ulid_serde::as_uuid::get_record_fields_in_ctxt(&mut names, None).is_none());
/// ```
#[cfg(feature = "apache-avro")]
pub fn get_record_fields_in_ctxt(
    _: &mut std::collections::HashSet<apache_avro::schema::Name>,
    _: apache_avro::schema::NamespaceRef,
) -> Option<std::vec::Vec<apache_avro::schema::RecordField>> {
    None
}

/// `Option<Ulid>` (or `Option<Id<P>>`) as a hyphenated UUID string or null:
/// `#[serde(with = "ulid_serde::as_uuid::option")]`.
pub mod option {
    use serde::{Deserializer, Serialize, Serializer};
    use ulid_core::Identifier;

    /// Serializes an `Option<Ulid>` as a hyphenated UUID string or none.
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
    ///     #[serde(with = "ulid_serde::as_uuid::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// let orphan = Row { parent: None };
    /// assert_eq!(serde_json::to_string(&orphan)?, r#"{"parent":null}"#);
    /// let child = Row { parent: Some(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")) };
    /// assert_eq!(serde_json::to_string(&child)?, r#"{"parent":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn serialize<T, S>(id: &Option<T>, serializer: S) -> Result<S::Ok, S::Error>
    where
        T: Identifier + Serialize,
        S: Serializer,
    {
        crate::repr::serialize_option::<T, super::Uuid, S>(id.as_ref(), serializer)
    }

    /// Deserializes an `Option<Ulid>` from a hyphenated UUID string or none.
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
    ///     #[serde(default, with = "ulid_serde::as_uuid::option")]
    ///     parent: Option<Ulid>,
    /// }
    ///
    /// assert_eq!(serde_json::from_str::<Row>(r#"{"parent":null}"#)?.parent, None);
    /// assert_eq!(serde_json::from_str::<Row>("{}")?.parent, None);
    /// let child: Row = serde_json::from_str(r#"{"parent":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#)?;
    /// assert!(child.parent.is_some());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn deserialize<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
    where
        T: Identifier,
        D: Deserializer<'de>,
    {
        crate::repr::deserialize_option::<T, super::Uuid, D>(deserializer)
    }

    /// The JSON Schema of a hyphenated UUID string or null, for
    /// `#[schemars(schema_with = "ulid_serde::as_uuid::option::json_schema")]`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_serde::as_uuid::option;
    ///
    /// let schema = option::json_schema(&mut schemars::SchemaGenerator::default());
    /// assert_eq!(schema.get("type").unwrap()[1], "null");
    /// ```
    #[cfg(feature = "schemars")]
    pub fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        crate::schema::nullable_json(super::json_schema(generator))
    }

    /// The OpenAPI schema of a hyphenated UUID string or null for utoipa 5.x, for
    /// `#[schema(schema_with = ulid_serde::as_uuid::option::openapi_schema_utoipa5)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_uuid::option::openapi_schema_utoipa5())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa5")]
    pub fn openapi_schema_utoipa5() -> utoipa5::openapi::RefOr<utoipa5::openapi::schema::Schema> {
        crate::openapi::utoipa5::nullable(super::openapi_schema_utoipa5())
    }

    /// The OpenAPI schema of a hyphenated UUID string or null for utoipa 6.x, for
    /// `#[schema(schema_with = ulid_serde::as_uuid::option::openapi_schema)]`.
    ///
    /// # Example
    ///
    /// ```
    /// let json = serde_json::to_value(ulid_serde::as_uuid::option::openapi_schema())?;
    /// assert_eq!(json["type"][1], "null");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "utoipa")]
    pub fn openapi_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::openapi::utoipa6::nullable(super::openapi_schema())
    }

    /// The Avro schema of a hyphenated UUID string or null, for
    /// `#[avro(with)]` and `#[serde(with = "ulid_serde::as_uuid::option")]`.
    ///
    /// # Example
    ///
    /// ```
    /// let mut names = std::collections::HashSet::new();
    /// let schema = ulid_serde::as_uuid::option::get_schema_in_ctxt(&mut names, None);
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
    /// assert!(ulid_serde::as_uuid::option::get_record_fields_in_ctxt(&mut names, None).is_none());
    /// ```
    #[cfg(feature = "apache-avro")]
    pub fn get_record_fields_in_ctxt(
        _: &mut std::collections::HashSet<apache_avro::schema::Name>,
        _: apache_avro::schema::NamespaceRef,
    ) -> Option<std::vec::Vec<apache_avro::schema::RecordField>> {
        None
    }
}
