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

use serde::{Deserializer, Serializer};
use ulid_core::Identifier;
use ulid_core::serde::UlidVisitor;

use crate::repr::{Repr, serde_functions};

pub(crate) struct Bytes;

impl Repr for Bytes {
    fn serialize<T: Identifier, S: Serializer>(id: T, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(&id.to_ulid().to_bytes())
    }

    fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        deserializer.deserialize_bytes(UlidVisitor::<T>::new())
    }
}

serde_functions!(
    as_bytes,
    Bytes,
    "its 16 big-endian bytes",
    "[1,86,62,58,181,211,214,118,76,97,239,185,147,2,189,91]"
);

#[cfg(any(feature = "schemars", feature = "utoipa", feature = "utoipa6"))]
const DESCRIPTION: &str = "A ULID as its 16 big-endian bytes: 6 of timestamp, 10 of randomness.";

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

openapi_schema_fns!(
    module: as_bytes,
    form: "the bytes form as JSON writes it",
    check: ["maxItems", "16"],
    body: {
        use utoipa_crate::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};

        let byte = ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(0))
            .maximum(Some(255));
        ArrayBuilder::new()
            .items(byte)
            .min_items(Some(16))
            .max_items(Some(16))
            .description(Some(DESCRIPTION))
            .into()
    },
);
