//! The JSON Schemas, checked by a real validator (the `jsonschema` crate):
//! `Ulid`'s pattern accepts exactly what the parser accepts, and every
//! representation's schema accepts what that representation writes.

#![cfg(feature = "schemars")]

use proptest::prelude::*;
use schemars::{JsonSchema, schema_for};
use serde::Serialize;
use serde_json::{Value, json};
use ulid_core::{Ulid, ulid};

fn validator() -> jsonschema::Validator {
    jsonschema::validator_for(&schema_for!(Ulid).to_value()).unwrap()
}

#[test]
fn the_schema_says_what_a_ulid_is() {
    let schema = schema_for!(Ulid).to_value();
    assert_eq!(schema["title"], "Ulid");
    assert_eq!(schema["type"], "string");
    assert_eq!(schema["format"], "ulid");
    assert_eq!(schema["minLength"], 26);
    assert_eq!(schema["maxLength"], 26);
    assert_eq!(schema["pattern"], ulid_core::TEXT_PATTERN);
    assert_eq!(schema["examples"][0], "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assert!(
        schema["description"]
            .as_str()
            .unwrap()
            .contains("Crockford base32")
    );
}

#[test]
fn the_validator_agrees_with_the_parser_on_known_cases() {
    let validator = validator();
    let valid = [
        "01ARZ3NDEKTSV4RRFFQ69G5FAV",
        "01arz3ndektsv4rrffq69g5fav",
        "00000000000000000000000000",
        "7ZZZZZZZZZZZZZZZZZZZZZZZZZ",
    ];
    let invalid = [
        "8ZZZZZZZZZZZZZZZZZZZZZZZZZ",  // overflow
        "01ARZ3NDEKTSV4RRFFQ69G5FAL",  // L
        "01ARZ3NDEKTSV4RRFFQ69G5FAI",  // I
        "01ARZ3NDEKTSV4RRFFQ69G5FAO",  // O
        "01ARZ3NDEKTSV4RRFFQ69G5FAU",  // U
        "01ARZ3NDEKTSV4RRFFQ69G5FA",   // 25
        "01ARZ3NDEKTSV4RRFFQ69G5FAVV", // 27
        "01ARZ3NDEKTSV4RRFFQ69G5FA\u{e9}",
        "01ARZ3NDEKTSV4RRFFQ69G5FA ",
        "01563e3a-b5d3-d676-4c61-efb99302bd5b",
        "",
    ];
    for text in valid {
        assert!(validator.is_valid(&json!(text)), "{text} should be valid");
        assert!(Ulid::parse(text).is_ok());
    }
    for text in invalid {
        assert!(
            !validator.is_valid(&json!(text)),
            "{text:?} should be invalid"
        );
        assert!(Ulid::parse(text).is_err());
    }
    assert!(!validator.is_valid(&json!(42)));
}

proptest! {
    /// Strings near the alphabet (every letter, digits, a few symbols, 24
    /// to 28 long), and ULIDs in mixed case, which the first almost never
    /// are: the schema and the parser agree on each.
    #[test]
    fn the_validator_agrees_with_the_parser(
        text in prop_oneof!["[0-9A-Za-z _-]{24,28}", "[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}"]
    ) {
        let validator = validator();
        prop_assert_eq!(validator.is_valid(&json!(text)), Ulid::parse(&text).is_ok(), "{:?}", text);
    }

    #[test]
    fn every_ulid_validates(value: u128) {
        prop_assert!(validator().is_valid(&json!(Ulid::from(value).to_string())));
    }
}

/// A struct whose schema schemars builds with our `schema_with` functions.
#[derive(Serialize, JsonSchema)]
struct Forms {
    plain: Ulid,
    #[serde(with = "ulid_serde::as_text")]
    #[schemars(schema_with = "ulid_serde::as_text::json_schema")]
    text: Ulid,
    #[serde(with = "ulid_serde::as_bytes")]
    #[schemars(schema_with = "ulid_serde::as_bytes::json_schema")]
    bytes: Ulid,
    #[serde(with = "ulid_serde::as_uuid")]
    #[schemars(schema_with = "ulid_serde::as_uuid::json_schema")]
    uuid: Ulid,
    #[serde(with = "ulid_serde::as_u128")]
    #[schemars(schema_with = "ulid_serde::as_u128::json_schema")]
    integer: Ulid,
    #[serde(with = "ulid_serde::as_bytes::option")]
    #[schemars(schema_with = "ulid_serde::as_bytes::option::json_schema")]
    maybe_bytes: Option<Ulid>,
    #[serde(with = "ulid_serde::as_uuid::option")]
    #[schemars(schema_with = "ulid_serde::as_uuid::option::json_schema")]
    maybe_uuid: Option<Ulid>,
    maybe_plain: Option<Ulid>,
}

fn forms(id: Ulid, maybe: Option<Ulid>) -> Forms {
    Forms {
        plain: id,
        text: id,
        bytes: id,
        uuid: id,
        integer: id,
        maybe_bytes: maybe,
        maybe_uuid: maybe,
        maybe_plain: maybe,
    }
}

/// A field of a ULID holds its schema itself, as a primitive's would: no
/// `$ref`, no definition.
#[test]
fn a_field_inlines_the_schema() {
    #[derive(JsonSchema)]
    #[allow(dead_code)]
    struct Row {
        id: Ulid,
    }
    let schema = schema_for!(Row).to_value();
    assert_eq!(
        schema["properties"]["id"]["pattern"],
        ulid_core::TEXT_PATTERN
    );
    assert_eq!(schema.get("$defs"), None, "{schema}");
}

#[test]
fn each_representation_validates_against_its_own_schema() {
    let schema = schema_for!(Forms).to_value();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    for maybe in [None, Some(id)] {
        // serde_json::Value reads the u128 field as a (whole) f64.
        let text = serde_json::to_string(&forms(id, maybe)).unwrap();
        let instance: Value = serde_json::from_str(&text).unwrap();
        let errors: Vec<String> = validator
            .iter_errors(&instance)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{errors:?}\n{instance}");
    }

    // And each rejects the other forms.
    let properties = &schema["properties"];
    let check = |property: &str, value: Value| {
        jsonschema::validator_for(&properties[property])
            .unwrap()
            .is_valid(&value)
    };
    let bytes = serde_json::to_value(
        ulid_serde::as_bytes::serialize(&id, serde_json::value::Serializer).unwrap(),
    )
    .unwrap();
    assert!(check("bytes", bytes.clone()));
    assert!(!check("bytes", json!([1, 2, 3])));
    assert!(!check("bytes", json!("01ARZ3NDEKTSV4RRFFQ69G5FAV")));
    assert!(check("uuid", json!("01563e3a-b5d3-d676-4c61-efb99302bd5b")));
    assert!(!check("uuid", json!("01ARZ3NDEKTSV4RRFFQ69G5FAV")));
    assert!(check("maybe_uuid", Value::Null));
    assert!(check("maybe_bytes", Value::Null));
    assert!(check("maybe_bytes", bytes));
    assert!(!check(
        "text",
        json!("01563e3a-b5d3-d676-4c61-efb99302bd5b")
    ));
    assert!(check("integer", json!(1)));
    assert!(!check("integer", json!(-1)));
}
