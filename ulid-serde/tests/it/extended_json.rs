//! MongoDB Extended JSON, as `mongoexport` writes a UUID and as bson's
//! deserializers hand a `Binary` of the UUID subtype to a visitor:
//! `lenient` reads `{"$binary": {"base64": ..., "subType": "04"}}` (or
//! "00") and `{"$uuid": "..."}` from JSON, and any other map is an error
//! that says what was wrong. (bson itself: tests/stores.)

use ulid_core::{Ulid, ulid};

const ID: Ulid = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// `ID`'s 16 bytes in base64, and as a hyphenated UUID.
const BASE64: &str = "AVY+OrXT1nZMYe+5kwK9Ww==";
const UUID: &str = "01563e3a-b5d3-d676-4c61-efb99302bd5b";

fn read(json: &str) -> Result<Ulid, String> {
    let mut deserializer = serde_json::Deserializer::from_str(json);
    ulid_serde::lenient::deserialize(&mut deserializer).map_err(|err| err.to_string())
}

/// The error's message without serde_json's position.
fn error(json: &str) -> String {
    let message = read(json).unwrap_err();
    match message.rsplit_once(" at line ") {
        Some((message, _)) => message.to_string(),
        None => message,
    }
}

#[test]
fn binary_and_uuid_maps_are_read() {
    for subtype in ["04", "00", "4"] {
        let json = format!(r#"{{"$binary": {{"base64": "{BASE64}", "subType": "{subtype}"}}}}"#);
        assert_eq!(read(&json), Ok(ID), "{json}");
    }
    let json = format!(r#"{{"$binary": {{"subType": "04", "base64": "{BASE64}"}}}}"#);
    assert_eq!(read(&json), Ok(ID), "the keys in either order");
    assert_eq!(read(&format!(r#"{{"$uuid": "{UUID}"}}"#)), Ok(ID));
}

#[test]
fn every_other_map_is_an_error_that_says_what_was_wrong() {
    let binary = |inner: &str| error(&format!(r#"{{"$binary": {inner}}}"#));
    assert_eq!(
        error(r#"{"$oid": "5f1d"}"#),
        r#"a map holds a ULID only as MongoDB Extended JSON ($binary or $uuid), found key "$oid""#
    );
    assert_eq!(
        error("{}"),
        "invalid length 0, expected a $binary or $uuid map"
    );
    assert_eq!(
        error(&format!(r#"{{"$uuid": "{UUID}", "$binary": 1}}"#)),
        "a $binary or $uuid map has one key"
    );
    assert_eq!(
        error(r#"{"$uuid": 5}"#),
        "invalid type: integer `5`, expected a hyphenated UUID"
    );
    assert_eq!(
        binary("5"),
        r#"invalid type: integer `5`, expected {"base64": ..., "subType": "00" or "04"}"#
    );
    assert_eq!(
        binary(&format!(r#"{{"base64": "{BASE64}", "subType": "05"}}"#)),
        "a ULID is a Binary of subtype 0 or 4, found subtype 5"
    );
    assert_eq!(
        binary(&format!(r#"{{"base64": "{BASE64}", "subType": "zz"}}"#)),
        r#"invalid value: string "zz", expected a subtype of one or two hex digits"#
    );
    // One or two hex digits, as the spec writes it: no sign, no third.
    for subtype in ["+4", "004", ""] {
        assert_eq!(
            binary(&format!(
                r#"{{"base64": "{BASE64}", "subType": "{subtype}"}}"#
            )),
            format!(
                r#"invalid value: string "{subtype}", expected a subtype of one or two hex digits"#
            )
        );
    }
    assert_eq!(
        binary(&format!(r#"{{"base64": "{BASE64}"}}"#)),
        "missing field `subType`"
    );
    assert_eq!(binary(r#"{"subType": "04"}"#), "missing field `base64`");
    assert_eq!(
        binary(r#"{"bytes": "AA==", "subType": "04"}"#),
        "unknown field `bytes`, expected `base64` or `subType`"
    );
    assert_eq!(
        binary(r#"{"base64": "AAAA", "subType": "04"}"#),
        r#"invalid value: string "AAAA", expected 16 bytes in base64"#
    );
    assert_eq!(
        binary(r#"{"base64": 16, "subType": "04"}"#),
        "invalid type: integer `16`, expected 16 bytes in base64"
    );
}

/// A format whose map keys need not be text names what a key must be
/// (serde's own map deserializer here, with an integer key).
#[test]
fn a_key_that_is_no_text_is_an_error_that_names_the_keys() {
    use serde::de::value::{Error, MapDeserializer};

    let key_one = || MapDeserializer::<_, Error>::new(vec![(1u8, "x")].into_iter());
    let read: Result<Ulid, _> = ulid_serde::lenient::deserialize(key_one());
    assert_eq!(
        read.unwrap_err().to_string(),
        "invalid type: integer `1`, expected $binary or $uuid"
    );
    let binary = MapDeserializer::<_, Error>::new(vec![("$binary", key_one())].into_iter());
    let read: Result<Ulid, _> = ulid_serde::lenient::deserialize(binary);
    assert_eq!(
        read.unwrap_err().to_string(),
        "invalid type: integer `1`, expected base64 or subType"
    );
}
