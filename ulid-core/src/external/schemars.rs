//! schemars 1.x: the JSON Schema of the text form, which is what the
//! `Serialize` of `Ulid` and `Id<P>` writes in JSON.

use alloc::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::Identifier;
use crate::typed::identifier::for_each_identifier;

/// The impls for `Ulid` and every `Id<P>`, from the type's `TextSchema`.
macro_rules! schemars_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> JsonSchema for $id {
            /// Inlined where used, like a primitive, so a field documents
            /// its exact format without a `$ref`.
            fn inline_schema() -> bool {
                true
            }

            /// `Ulid`; for `Id<P>`, the prefix in camel case and `Id`
            /// (`UserId`).
            fn schema_name() -> Cow<'static, str> {
                <$id>::text_schema().name
            }

            fn schema_id() -> Cow<'static, str> {
                <$id>::text_schema().id
            }

            /// `type: string`, the format (`ulid`, `typeid`), the exact
            /// length and a pattern that accepts exactly what the type's
            /// parser accepts ([`TEXT_PATTERN`](crate::TEXT_PATTERN) for a
            /// `Ulid`; `^user_[0-7][0-9a-hjkmnp-tv-z]{25}$` for an
            /// `Id<User>`).
            fn json_schema(_: &mut SchemaGenerator) -> Schema {
                let schema = <$id>::text_schema();
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
        }
    };
}

for_each_identifier!(schemars_impls);
