//! Turning a representation's schema into the schema of its `Option`.

#[cfg(feature = "schemars")]
pub(crate) fn nullable_json(mut schema: schemars::Schema) -> schemars::Schema {
    if let Some(kind) = schema.get("type").cloned() {
        schema.insert("type".into(), serde_json::json!([kind, "null"]));
    }
    schema
}

#[cfg(feature = "utoipa")]
pub(crate) fn nullable_openapi(
    schema: utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    use utoipa::openapi::RefOr;
    use utoipa::openapi::schema::{Object, OneOfBuilder, Schema, SchemaType, Type};

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
