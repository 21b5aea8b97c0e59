//! Turning a representation's JSON Schema into the schema of its `Option`.

/// `schema`, or null.
pub(crate) fn nullable_json(mut schema: schemars::Schema) -> schemars::Schema {
    if let Some(kind) = schema.get("type").cloned() {
        schema.insert("type".into(), serde_json::json!([kind, "null"]));
    }
    schema
}
