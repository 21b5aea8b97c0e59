//! schemars 1.x: the JSON Schema of the text form, which is what `Ulid`'s
//! `Serialize` writes in JSON.

use alloc::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::schema_doc::{DESCRIPTION, EXAMPLE};
use crate::{ENCODED_LEN, TEXT_PATTERN, Ulid};

impl JsonSchema for Ulid {
    /// Inlined where used, like a primitive, so a `Ulid` field documents
    /// its exact format without a `$ref`.
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        Cow::Borrowed("Ulid")
    }

    fn schema_id() -> Cow<'static, str> {
        Cow::Borrowed("ulid_core::Ulid")
    }

    /// `type: string`, `format: ulid`, length 26 and [`TEXT_PATTERN`],
    /// which accepts exactly what [`Ulid::parse`] accepts.
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "format": "ulid",
            "minLength": ENCODED_LEN,
            "maxLength": ENCODED_LEN,
            "pattern": TEXT_PATTERN,
            "description": DESCRIPTION,
            "examples": [EXAMPLE],
        })
    }
}
