//! utoipa 5: every representation module's `openapi_schema_utoipa5`, and
//! `Ulid`'s own schema, are the schemas utoipa 6 gets, as JSON.

#![cfg(all(feature = "utoipa", feature = "utoipa5"))]

use serde_json::Value;
use ulid_core::Ulid;

/// The same schema through both majors, as JSON.
fn same(module: &str, five: impl serde::Serialize, six: impl serde::Serialize) {
    let five: Value = serde_json::to_value(five).unwrap();
    let six: Value = serde_json::to_value(six).unwrap();
    assert_eq!(five, six, "{module}");
    assert!(five.is_object(), "{module}: {five}");
}

/// `same` for each module's `openapi_schema_utoipa5`, `openapi_schema` and its `option` module's.
macro_rules! same_in_both_majors {
    ($($module:ident),+) => {$(
        same(
            stringify!($module),
            $module::openapi_schema_utoipa5(),
            $module::openapi_schema(),
        );
        same(
            concat!(stringify!($module), "::option"),
            $module::option::openapi_schema_utoipa5(),
            $module::option::openapi_schema(),
        );
    )+};
}

#[test]
fn every_schema_is_the_same_in_utoipa_5_and_6() {
    use ulid_serde::{as_bytes, as_text, as_u128, as_uuid, lenient};

    same(
        "Ulid",
        <Ulid as utoipa5::PartialSchema>::schema(),
        <Ulid as utoipa::PartialSchema>::schema(),
    );
    same_in_both_majors!(as_text, as_bytes, as_uuid, as_u128, lenient);
}

/// A utoipa 5 `ToSchema` struct whose fields use the modules' schemas
/// (utoipa's derive names its crate `utoipa`: the renamed major is
/// imported under that name here).
#[test]
fn schema_with_works_in_a_utoipa_5_derive() {
    use utoipa5 as utoipa;

    #[derive(utoipa::ToSchema)]
    #[allow(dead_code, reason = "only the schema is read")]
    struct Row {
        id: Ulid,
        #[schema(schema_with = ulid_serde::as_uuid::openapi_schema_utoipa5)]
        as_uuid: Ulid,
        #[schema(schema_with = ulid_serde::as_bytes::option::openapi_schema_utoipa5)]
        parent: Option<Ulid>,
    }

    let schema = serde_json::to_value(<Row as utoipa::PartialSchema>::schema()).unwrap();
    let properties = &schema["properties"];
    assert_eq!(properties["as_uuid"]["format"], "uuid");
    assert_eq!(properties["parent"]["type"][1], "null");
    assert_eq!(properties["parent"]["maxItems"], 16);
    assert_eq!(properties["id"]["$ref"], "#/components/schemas/Ulid");
}
