//! schemars 0.8 describes `Ulid` and `Id<P>` exactly as schemars 1 does
//! (whose schema `ulid-serde/tests` validates against the parser): the
//! same type, format, lengths, pattern, description and example.

#![cfg(all(feature = "schemars", feature = "schemars08"))]

use schemars08::_serde_json::{Value, to_value};
use ulid_core::{Id, Ulid, prefix};

prefix!(User = "user");
prefix!(LineItem = "line_item");

/// The keys both majors write, from each major's schema of `T`.
fn both<T: schemars::JsonSchema + schemars08::JsonSchema>() -> (Value, Value) {
    let keys = [
        "type",
        "format",
        "minLength",
        "maxLength",
        "pattern",
        "description",
        "examples",
    ];
    let new = schemars::SchemaGenerator::default()
        .into_root_schema_for::<T>()
        .to_value();
    let old = to_value(schemars08::r#gen::SchemaGenerator::default().into_root_schema_for::<T>())
        .unwrap();
    let pick = |schema: &Value| -> Value {
        keys.iter()
            .map(|key| (key.to_string(), schema[*key].clone()))
            .collect()
    };
    (pick(&new), pick(&old))
}

#[test]
fn the_same_schema_as_schemars_1() {
    for (new, old) in [both::<Ulid>(), both::<Id<User>>(), both::<Id<LineItem>>()] {
        assert_eq!(old, new);
        assert_eq!(old["type"], "string");
        assert!(old["pattern"].as_str().unwrap().starts_with('^'));
    }
    let (_, ulid) = both::<Ulid>();
    assert_eq!(ulid["pattern"], ulid_core::TEXT_PATTERN);
    assert_eq!(
        (ulid["minLength"].clone(), ulid["maxLength"].clone()),
        (26.into(), 26.into())
    );
    let (_, user) = both::<Id<User>>();
    assert_eq!(user["pattern"], "^user_[0-7][0-9a-hjkmnp-tv-z]{25}$");
    assert_eq!(
        <Id<User> as schemars08::JsonSchema>::schema_name(),
        "UserId"
    );
}

/// Inlined where used, like a primitive (as schemars 1 does): no `$ref`,
/// no definition.
#[test]
fn the_ids_are_inlined_where_used() {
    let mut generator = schemars08::r#gen::SchemaGenerator::default();
    let ulid = to_value(generator.subschema_for::<Ulid>()).unwrap();
    let user = to_value(generator.subschema_for::<Id<User>>()).unwrap();
    assert_eq!(ulid["type"], "string");
    assert_eq!(user["type"], "string");
    assert!(generator.definitions().is_empty());
    assert_eq!(<Ulid as schemars08::JsonSchema>::schema_name(), "Ulid");
}
