//! schemars 0.8 (feature `schemars08`), which rocket_okapi, okapi and much
//! of the ecosystem still use beside schemars 1: the same schema of the
//! text form as the `schemars` integration (type, format, exact length,
//! the pattern of the type's parser, description, example), from the same
//! `TextSchema`, built with 0.8's types.

use alloc::borrow::ToOwned;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec;

use schemars08::JsonSchema;
use schemars08::r#gen::SchemaGenerator;
use schemars08::schema::{InstanceType, Metadata, Schema, SchemaObject, StringValidation};

use crate::external::schema_doc::TextSchema;
use crate::typed::identifier::Sealed as _;
use crate::{Id, Identifier, Prefix, Ulid};

impl JsonSchema for Ulid {
    /// Inlined where used, like a primitive.
    fn is_referenceable() -> bool {
        false
    }

    /// `Ulid`.
    fn schema_name() -> String {
        Ulid::SCHEMA_NAME.to_owned()
    }

    /// `type: string`, `format: ulid`, length 26,
    /// [`TEXT_PATTERN`](crate::TEXT_PATTERN), a description and an example.
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        schema_of::<Ulid>()
    }
}

impl<P: Prefix> JsonSchema for Id<P> {
    /// Inlined where used, as for `Ulid`.
    fn is_referenceable() -> bool {
        false
    }

    /// The prefix in camel case and `Id` (`UserId`).
    fn schema_name() -> String {
        Id::<P>::SCHEMA_NAME.to_owned()
    }

    /// `type: string`, `format: typeid` and the pattern of `P`'s TypeIDs.
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        schema_of::<Id<P>>()
    }
}

/// The schema of `T`'s text form.
fn schema_of<T: Identifier>() -> Schema {
    let TextSchema {
        format,
        len,
        pattern,
        description,
        example,
        ..
    } = T::text_schema();
    let len = u32::try_from(len).ok();
    SchemaObject {
        instance_type: Some(InstanceType::String.into()),
        format: Some(format.to_owned()),
        string: Some(Box::new(StringValidation {
            max_length: len,
            min_length: len,
            pattern: Some(pattern.into_owned()),
        })),
        metadata: Some(Box::new(Metadata {
            description: Some(description.into_owned()),
            examples: vec![schemars08::_serde_json::Value::String(example.into_owned())],
            ..Metadata::default()
        })),
        ..SchemaObject::default()
    }
    .into()
}
