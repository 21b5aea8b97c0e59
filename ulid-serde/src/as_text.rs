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

use serde::{Deserializer, Serializer};
use ulid_core::Identifier;
use ulid_core::serde::UlidVisitor;

use crate::repr::{Repr, serde_functions};

pub(crate) struct Text;

impl Repr for Text {
    /// The type's text: a `Ulid`'s 26 characters, an `Id<P>`'s TypeID.
    fn serialize<T: Identifier, S: Serializer>(id: T, serializer: S) -> Result<S::Ok, S::Error> {
        id.with_text(|text| serializer.serialize_str(text))
    }

    fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        deserializer.deserialize_str(UlidVisitor::<T>::new())
    }
}

serde_functions!(
    as_text,
    Text,
    "its 26-character text",
    "\"01ARZ3NDEKTSV4RRFFQ69G5FAV\""
);

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

openapi_schema_fns!(
    module: as_text,
    form: "the text form (the same as `Ulid`'s)",
    check: ["format", "\"ulid\""],
    body: {
        <ulid_core::Ulid as utoipa_crate::PartialSchema>::schema()
    },
);
