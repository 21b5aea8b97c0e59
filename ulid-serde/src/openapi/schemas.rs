//! The OpenAPI schema of each representation, for the utoipa major that
//! includes this file (`super::utoipa` is its crate).

use super::utoipa::PartialSchema;
use super::utoipa::openapi::RefOr;
use super::utoipa::openapi::schema::{
    ArrayBuilder, Object, ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, SchemaType, Type,
};
use ulid_core::{UUID_TEXT_LEN, Ulid};

use crate::{as_bytes, as_u128, as_uuid};

/// The text form: `Ulid`'s own schema.
pub(crate) fn text() -> RefOr<Schema> {
    <Ulid as PartialSchema>::schema()
}

/// The bytes form as JSON writes it: an array of 16 integers 0-255.
pub(crate) fn bytes() -> RefOr<Schema> {
    let byte = ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(0))
        .maximum(Some(255));
    ArrayBuilder::new()
        .items(byte)
        .min_items(Some(16))
        .max_items(Some(16))
        .description(Some(as_bytes::DESCRIPTION))
        .into()
}

/// The integer form.
pub(crate) fn integer() -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(SchemaFormat::Custom("uint128".into())))
        .minimum(Some(0))
        .description(Some(as_u128::DESCRIPTION))
        .into()
}

/// The UUID form.
pub(crate) fn uuid() -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        // `KnownFormat::Uuid` exists only with utoipa's own `uuid` feature.
        .format(Some(SchemaFormat::Custom("uuid".into())))
        .min_length(Some(UUID_TEXT_LEN))
        .max_length(Some(UUID_TEXT_LEN))
        .pattern(Some(as_uuid::PATTERN))
        .description(Some(as_uuid::DESCRIPTION))
        .examples([as_uuid::EXAMPLE])
        .into()
}

/// `schema`, or null: for the `option` modules.
pub(crate) fn nullable(schema: RefOr<Schema>) -> RefOr<Schema> {
    match schema {
        RefOr::T(Schema::Object(mut object)) => {
            if let SchemaType::Type(kind) = object.schema_type {
                object.schema_type = SchemaType::from_iter([kind, Type::Null]);
            }
            RefOr::T(Schema::Object(object))
        }
        RefOr::T(Schema::Array(mut array)) => {
            if let SchemaType::Type(kind) = array.schema_type {
                array.schema_type = SchemaType::from_iter([kind, Type::Null]);
            }
            RefOr::T(Schema::Array(array))
        }
        other => OneOfBuilder::new()
            .item(other)
            .item(Object::with_type(Type::Null))
            .into(),
    }
}
