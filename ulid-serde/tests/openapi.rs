//! An OpenAPI document (utoipa) with a `Ulid` path parameter and `Ulid`
//! body fields: every place a ULID appears says exactly what it is.

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
