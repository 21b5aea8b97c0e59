//! schemars 1.x: the JSON Schema of the text form, which is what the
//! `Serialize` of `Ulid` and `Id<P>` writes in JSON.

use alloc::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::typed::identifier::Sealed as _;
use crate::{Id, Identifier, Prefix, Ulid};

impl JsonSchema for Ulid {
    /// Inlined where used, like a primitive, so a field documents its exact
    /// format without a `$ref`.
    fn inline_schema() -> bool {
        true
    }

    /// `Ulid`.
    fn schema_name() -> Cow<'static, str> {
        Cow::Borrowed(Ulid::SCHEMA_NAME)
    }

    fn schema_id() -> Cow<'static, str> {
        Ulid::text_schema().id
    }

    /// `type: string`, `format: ulid`, length 26, a pattern that accepts
    /// exactly what [`Ulid::parse`] accepts
    /// ([`TEXT_PATTERN`](crate::TEXT_PATTERN)), a description and an
    /// example.
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema_of::<Ulid>()
    }
}

impl<P: Prefix> JsonSchema for Id<P> {
    /// Inlined where used, as for `Ulid`.
    fn inline_schema() -> bool {
        true
    }

    /// The prefix in camel case and `Id` (`UserId`).
    fn schema_name() -> Cow<'static, str> {
        Cow::Borrowed(Id::<P>::SCHEMA_NAME)
    }

    fn schema_id() -> Cow<'static, str> {
        Id::<P>::text_schema().id
    }

    /// `type: string`, `format: typeid`, the TypeID's length and the pattern
    /// of `P`'s TypeIDs (`^user_[0-7][0-9a-hjkmnp-tv-z]{25}$` for an
    /// `Id<User>`).
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema_of::<Id<P>>()
    }
}

/// The schema of `T`'s text form, from its `TextSchema`.
fn json_schema_of<T: Identifier>() -> Schema {
    let schema = T::text_schema();
    json_schema!({
        "type": "string",
        "format": schema.format,
        "minLength": schema.len,
        "maxLength": schema.len,
        "pattern": schema.pattern,
        "description": schema.description,
        "examples": [schema.example],
    })
}
