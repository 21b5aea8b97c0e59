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
use serde::{Deserializer, Serializer};
use ulid_core::{Identifier, Ulid};

use crate::repr::{Repr, serde_functions};

pub(crate) struct U128;

impl Repr for U128 {
    fn serialize<T: Identifier, S: Serializer>(id: T, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u128(id.to_ulid().to_u128())
    }

    fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        deserializer.deserialize_u128(U128Visitor).map(T::from_ulid)
    }
}

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

serde_functions!(
    as_u128,
    U128,
    "an unsigned 128-bit integer",
    "1777027686520646174104517696511196507"
);

#[cfg(any(feature = "schemars", feature = "utoipa", feature = "utoipa6"))]
const DESCRIPTION: &str = "A ULID as an unsigned 128-bit integer (timestamp in the high 48 bits).";

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

openapi_schema_fns!(
    module: as_u128,
    form: "the integer form",
    check: ["type", "\"integer\""],
    body: {
        use utoipa_crate::openapi::schema::{ObjectBuilder, SchemaFormat, Type};

        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::Custom("uint128".into())))
            .minimum(Some(0))
            .description(Some(DESCRIPTION))
            .into()
    },
);
