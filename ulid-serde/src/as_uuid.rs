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
use serde::{Deserializer, Serializer};
use ulid_core::{Identifier, Ulid};

use crate::repr::{Repr, serde_functions};
use ulid_core::UUID_TEXT_LEN;

pub(crate) struct Uuid;

impl Repr for Uuid {
    /// The same text for a `Ulid` and an `Id<P>`: a UUID has no prefix.
    fn serialize<T: Identifier, S: Serializer>(id: T, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(id.to_ulid().encode_uuid(&mut [0; UUID_TEXT_LEN]))
    }

    fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        deserializer.deserialize_str(UuidVisitor).map(T::from_ulid)
    }
}

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

serde_functions!(
    as_uuid,
    Uuid,
    "a hyphenated UUID string",
    "\"01563e3a-b5d3-d676-4c61-efb99302bd5b\""
);

/// The hyphenated form, either case.
#[cfg(any(feature = "schemars", feature = "utoipa", feature = "utoipa6"))]
const PATTERN: &str =
    "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

#[cfg(any(feature = "schemars", feature = "utoipa", feature = "utoipa6"))]
const DESCRIPTION: &str = "A ULID's 16 bytes as a hyphenated UUID string.";

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
        "examples": ["01563e3a-b5d3-d676-4c61-efb99302bd5b"],
    })
}

openapi_schema_fns!(
    module: as_uuid,
    form: "the UUID form (`format: uuid`)",
    check: ["format", "\"uuid\""],
    body: {
        use utoipa_crate::openapi::schema::{ObjectBuilder, SchemaFormat, Type};

        ObjectBuilder::new()
            .schema_type(Type::String)
            // `KnownFormat::Uuid` exists only with utoipa's own `uuid` feature.
            .format(Some(SchemaFormat::Custom("uuid".into())))
            .min_length(Some(UUID_TEXT_LEN))
            .max_length(Some(UUID_TEXT_LEN))
            .pattern(Some(PATTERN))
            .description(Some(DESCRIPTION))
            .examples(["01563e3a-b5d3-d676-4c61-efb99302bd5b"])
            .into()
    },
);
