//! An OpenAPI document (utoipa) with a `Ulid` path parameter and `Ulid`
//! body fields: every place a ULID appears says exactly what it is.

#![cfg(feature = "utoipa")]

use serde::Serialize;
use serde_json::Value;
use ulid_core::Ulid;
use utoipa::{OpenApi, ToSchema};

/// A user.
#[derive(Serialize, ToSchema)]
#[allow(dead_code, reason = "only its schema is used")]
struct User {
    id: Ulid,
    #[serde(with = "ulid_serde::as_uuid")]
    #[schema(schema_with = ulid_serde::as_uuid::openapi_schema)]
    legacy_id: Ulid,
    manager: Option<Ulid>,
    #[serde(with = "ulid_serde::as_bytes::option")]
    #[schema(schema_with = ulid_serde::as_bytes::option::openapi_schema)]
    raw: Option<Ulid>,
}

/// Get one user.
#[utoipa::path(
    get,
    path = "/users/{id}",
    params(("id" = Ulid, Path, description = "The user's ID")),
    responses((status = 200, description = "The user", body = User))
)]
#[allow(dead_code, reason = "only its path item is used")]
fn get_user() {}

#[derive(OpenApi)]
#[openapi(paths(get_user), components(schemas(User)))]
struct Api;

/// Follows a `$ref` into `components.schemas`, or returns the schema.
fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.trim_start_matches("#/components/schemas/");
            &doc["components"]["schemas"][name]
        }
        None => schema,
    }
}

fn assert_is_ulid_text(schema: &Value) {
    assert_eq!(schema["format"], "ulid", "{schema}");
    assert_eq!(schema["pattern"], ulid_core::TEXT_PATTERN, "{schema}");
    assert_eq!(schema["minLength"], 26);
    assert_eq!(schema["maxLength"], 26);
    assert_eq!(schema["examples"][0], "01ARZ3NDEKTSV4RRFFQ69G5FAV");
}

#[test]
fn the_document_describes_every_ulid() {
    let doc = serde_json::to_value(Api::openapi()).unwrap();
    let text = serde_json::to_string_pretty(&doc).unwrap();

    let parameter = &doc["paths"]["/users/{id}"]["get"]["parameters"][0];
    assert_eq!(parameter["in"], "path");
    assert_is_ulid_text(resolve(&doc, &parameter["schema"]));

    let user = &doc["components"]["schemas"]["User"]["properties"];
    assert_is_ulid_text(resolve(&doc, &user["id"]));
    assert_eq!(user["legacy_id"]["format"], "uuid", "{text}");
    assert_eq!(user["legacy_id"]["maxLength"], 36);
    assert_eq!(
        user["raw"]["type"],
        serde_json::json!(["array", "null"]),
        "{text}"
    );
    assert_eq!(user["raw"]["maxItems"], 16);
    // `Option<Ulid>`: utoipa offers null or the registered Ulid schema.
    let manager = user["manager"]["oneOf"].as_array().unwrap();
    assert!(
        manager.contains(&serde_json::json!({ "type": "null" })),
        "{text}"
    );
    let reference = manager.iter().find(|s| s.get("$ref").is_some()).unwrap();
    assert_is_ulid_text(resolve(&doc, reference));
}

/// `Ulid` only as parameters: utoipa refers to `#/components/schemas/Ulid`
/// but collects no schemas from parameters (juhaku/utoipa#1165).
#[utoipa::path(
    delete,
    path = "/teams/{id}",
    params(
        ("id" = Ulid, Path, description = "The team's ID"),
        ("after" = Option<Ulid>, Query, description = "Keyset cursor"),
    ),
    responses((status = 204, description = "Deleted"))
)]
#[allow(dead_code, reason = "only its path item is used")]
fn delete_team() {}

#[derive(OpenApi)]
#[openapi(paths(delete_team))]
struct WithoutRegistration;

#[derive(OpenApi)]
#[openapi(paths(delete_team), components(schemas(Ulid)))]
struct WithRegistration;

/// Every `$ref` in `value`, wherever it stands.
fn refs(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(reference)) = map.get("$ref") {
                found.push(reference.clone());
            }
            map.values().for_each(|inner| refs(inner, found));
        }
        Value::Array(items) => items.iter().for_each(|inner| refs(inner, found)),
        _ => {}
    }
}

fn dangling(doc: &Value) -> Vec<String> {
    let mut found = Vec::new();
    refs(doc, &mut found);
    found.retain(|reference| {
        let name = reference.trim_start_matches("#/components/schemas/");
        doc["components"]["schemas"][name].is_null()
    });
    found
}

/// The trap the serde guide opens its OpenAPI section with: without
/// `components(schemas(Ulid))`, a ULID path or query parameter refers to a
/// schema that is not in the document. (If utoipa starts collecting
/// parameter schemas, this test fails and the guide can say so.)
#[test]
fn parameters_alone_leave_a_dangling_ref() {
    let doc = serde_json::to_value(WithoutRegistration::openapi()).unwrap();
    assert!(
        dangling(&doc).contains(&"#/components/schemas/Ulid".to_owned()),
        "{doc}"
    );
}

/// Registering `Ulid` is the one line that mends it. (Every parameter and
/// field shape, with the pattern at each site and a real validator, is
/// `tests/openapi-validation`, run by `scripts/openapi-validate.sh`.)
#[test]
fn registering_ulid_resolves_the_parameters() {
    let doc = serde_json::to_value(WithRegistration::openapi()).unwrap();
    assert_eq!(dangling(&doc), Vec::<String>::new(), "{doc}");
    let params = doc["paths"]["/teams/{id}"]["delete"]["parameters"]
        .as_array()
        .unwrap();
    assert_eq!(params.len(), 2, "{doc}");
    for param in params {
        assert_is_ulid_text(resolve(&doc, &param["schema"]));
    }
}
