//! Turning a representation's schema into the schema of its `Option`.

#[cfg(feature = "schemars")]
pub(crate) fn nullable_json(mut schema: schemars::Schema) -> schemars::Schema {
    if let Some(kind) = schema.get("type").cloned() {
        schema.insert("type".into(), serde_json::json!([kind, "null"]));
    }
    schema
}

/// `nullable_openapi` (utoipa 5) and `nullable_openapi_utoipa6` (utoipa 6):
/// the same body over each major's crate name.
macro_rules! nullable_openapi_fn {
    ($name:ident, $utoipa:ident, $feature:literal) => {
        #[cfg(feature = $feature)]
        pub(crate) fn $name(
            schema: $utoipa::openapi::RefOr<$utoipa::openapi::schema::Schema>,
        ) -> $utoipa::openapi::RefOr<$utoipa::openapi::schema::Schema> {
            use $utoipa::openapi::RefOr;
            use $utoipa::openapi::schema::{Object, OneOfBuilder, Schema, SchemaType, Type};

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
    };
}

nullable_openapi_fn!(nullable_openapi, utoipa, "utoipa");
nullable_openapi_fn!(nullable_openapi_utoipa6, utoipa6, "utoipa6");
