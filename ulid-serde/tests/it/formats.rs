//! Round trips through real formats, with the sizes a ULID takes in each.

#![cfg(feature = "bincode")]

use serde::{Deserialize, Serialize, de::DeserializeOwned};
use ulid_core::{Ulid, ulid};

const ID: Ulid = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");

fn postcard<T: Serialize + DeserializeOwned>(value: &T) -> (T, usize) {
    let bytes = postcard::to_allocvec(value).unwrap();
    (postcard::from_bytes(&bytes).unwrap(), bytes.len())
}

fn bincode_serde<T: Serialize + DeserializeOwned>(value: &T) -> (T, usize) {
    let config = bincode::config::standard();
    let bytes = bincode::serde::encode_to_vec(value, config).unwrap();
    let (back, read) = bincode::serde::decode_from_slice(&bytes, config).unwrap();
    assert_eq!(read, bytes.len());
    (back, bytes.len())
}

fn cbor<T: Serialize + DeserializeOwned>(value: &T) -> (T, usize) {
    let mut bytes = Vec::new();
    ciborium::into_writer(value, &mut bytes).unwrap();
    (
        ciborium::from_reader(bytes.as_slice()).unwrap(),
        bytes.len(),
    )
}

fn msgpack<T: Serialize + DeserializeOwned>(value: &T) -> (T, usize) {
    let bytes = rmp_serde::to_vec(value).unwrap();
    (rmp_serde::from_slice(&bytes).unwrap(), bytes.len())
}

/// bitcode through its serde support: bitcode's own `Encode`/`Decode` are
/// for its derive (its hidden encoder API, with the derive pinned to the
/// exact release, so no other crate can implement them and stay
/// compatible), and `bitcode::serialize` is the path a `Ulid` field takes.
fn bitcode_serde<T: Serialize + DeserializeOwned>(value: &T) -> (T, usize) {
    let bytes = bitcode::serialize(value).unwrap();
    (bitcode::deserialize(&bytes).unwrap(), bytes.len())
}

fn json<T: Serialize + DeserializeOwned>(value: &T) -> (T, String) {
    let text = serde_json::to_string(value).unwrap();
    (serde_json::from_str(&text).unwrap(), text)
}

#[test]
fn json_writes_the_text() {
    assert_eq!(json(&ID), (ID, "\"01ARZ3NDEKTSV4RRFFQ69G5FAV\"".to_owned()));
    // Lower case and a value read through serde_json::Value are accepted.
    assert_eq!(
        serde_json::from_str::<Ulid>("\"01arz3ndektsv4rrffq69g5fav\"").unwrap(),
        ID
    );
    assert_eq!(
        serde_json::from_value::<Ulid>(serde_json::json!("01ARZ3NDEKTSV4RRFFQ69G5FAV")).unwrap(),
        ID
    );
}

#[test]
fn binary_formats_write_sixteen_bytes() {
    // Each format's own bytes header, then the 16 bytes.
    assert_eq!(postcard(&ID), (ID, 17));
    assert_eq!(bincode_serde(&ID), (ID, 17));
    assert_eq!(cbor(&ID), (ID, 17));
    assert_eq!(msgpack(&ID), (ID, 18));
    assert_eq!(bitcode_serde(&ID), (ID, 18));
}

#[test]
fn bincode_native_writes_exactly_sixteen_bytes() {
    let config = bincode::config::standard();
    let bytes = bincode::encode_to_vec(ID, config).unwrap();
    assert_eq!(bytes, ID.to_bytes());
    let (back, read): (Ulid, usize) = bincode::decode_from_slice(&bytes, config).unwrap();
    assert_eq!((back, read), (ID, 16));
    let (borrowed, _): (Ulid, usize) = bincode::borrow_decode_from_slice(&bytes, config).unwrap();
    assert_eq!(borrowed, ID);
    let short = bincode::decode_from_slice::<Ulid, _>(&bytes[..15], config).unwrap_err();
    assert!(
        matches!(short, bincode::error::DecodeError::UnexpectedEnd { .. }),
        "{short:?}"
    );
}

#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Forms {
    plain: Ulid,
    #[serde(with = "ulid_serde::as_text")]
    text: Ulid,
    #[serde(with = "ulid_serde::as_bytes")]
    bytes: Ulid,
    #[serde(with = "ulid_serde::as_uuid")]
    uuid: Ulid,
    #[serde(with = "ulid_serde::as_u128")]
    integer: Ulid,
    #[serde(with = "ulid_serde::as_text::option")]
    maybe_text: Option<Ulid>,
    #[serde(with = "ulid_serde::as_bytes::option")]
    maybe_bytes: Option<Ulid>,
    #[serde(with = "ulid_serde::as_uuid::option")]
    maybe_uuid: Option<Ulid>,
    #[serde(with = "ulid_serde::as_u128::option")]
    maybe_integer: Option<Ulid>,
    maybe_plain: Option<Ulid>,
}

fn forms(some: Option<Ulid>) -> Forms {
    Forms {
        plain: ID,
        text: ID,
        bytes: ID,
        uuid: ID,
        integer: ID,
        maybe_text: some,
        maybe_bytes: some,
        maybe_uuid: some,
        maybe_integer: some,
        maybe_plain: some,
    }
}

#[test]
fn every_representation_round_trips_through_every_format() {
    for value in [forms(Some(Ulid::MAX)), forms(None)] {
        assert_eq!(json(&value).0, value);
        assert_eq!(postcard(&value).0, value);
        assert_eq!(bincode_serde(&value).0, value);
        assert_eq!(cbor(&value).0, value);
        assert_eq!(msgpack(&value).0, value);
        assert_eq!(bitcode_serde(&value).0, value);
    }
}

#[test]
fn representations_write_their_form_in_json() {
    let (_, text) = json(&forms(None));
    assert_eq!(
        text,
        concat!(
            r#"{"plain":"01ARZ3NDEKTSV4RRFFQ69G5FAV","text":"01ARZ3NDEKTSV4RRFFQ69G5FAV","#,
            r#""bytes":[1,86,62,58,181,211,214,118,76,97,239,185,147,2,189,91],"#,
            r#""uuid":"01563e3a-b5d3-d676-4c61-efb99302bd5b","#,
            r#""integer":1777027686520646174104517696511196507,"#,
            r#""maybe_text":null,"maybe_bytes":null,"maybe_uuid":null,"maybe_integer":null,"maybe_plain":null}"#
        )
    );
}

#[test]
fn representations_have_their_sizes_in_postcard() {
    #[derive(Serialize, Deserialize)]
    struct Text(#[serde(with = "ulid_serde::as_text")] Ulid);
    #[derive(Serialize, Deserialize)]
    struct Bytes(#[serde(with = "ulid_serde::as_bytes")] Ulid);
    #[derive(Serialize, Deserialize)]
    struct Uuid(#[serde(with = "ulid_serde::as_uuid")] Ulid);
    #[derive(Serialize, Deserialize)]
    struct Integer(#[serde(with = "ulid_serde::as_u128")] Ulid);

    assert_eq!(postcard(&Text(ID)).1, 27);
    assert_eq!(postcard(&Bytes(ID)).1, 17);
    assert_eq!(postcard(&Uuid(ID)).1, 37);
    // postcard writes integers as varints: 7 bits a byte.
    assert_eq!(postcard(&Integer(ID)).1, 18);
    assert_eq!(postcard(&Integer(Ulid::MAX)).1, 19);
}

#[test]
fn bad_input_gets_a_precise_error() {
    // serde_json::Value cannot hold the u128 field, so edit the text.
    let valid = json(&forms(None)).1;
    let error = |from: &str, to: &str| {
        assert!(valid.contains(from));
        serde_json::from_str::<Forms>(&valid.replacen(from, to, 1))
            .unwrap_err()
            .to_string()
    };
    let cases = [
        (
            "01563e3a-b5d3-d676-4c61-efb99302bd5b",
            "01563e3a-b5d3-d676-4c61-efb99302bd5",
            "invalid UUID: a hyphenated UUID is 36 characters, found 35",
        ),
        (
            "01563e3a-b5d3-d676-4c61-efb99302bd5b",
            "01563e3a-b5d3-d676-4c61-efb99302bdxb",
            "invalid UUID: invalid character 'x' at index 34 (0-based), expected a hex digit",
        ),
        (
            "[1,86,62,58,181,211,214,118,76,97,239,185,147,2,189,91]",
            "[1,2,3]",
            "invalid length 3, expected 16 bytes",
        ),
        (
            r#""text":"01ARZ3NDEKTSV4RRFFQ69G5FAV""#,
            r#""text":"01ARZ3NDEKTSV4RRFFQ69G5FA-""#,
            "invalid ULID: invalid character '-' at index 25",
        ),
        (
            "1777027686520646174104517696511196507",
            "-1",
            "number out of range",
        ),
        (
            r#""plain":"01ARZ3NDEKTSV4RRFFQ69G5FAV""#,
            r#""plain":null"#,
            "invalid type: null",
        ),
    ];
    for (from, to, expected) in cases {
        let message = error(from, to);
        assert!(message.starts_with(expected), "{message}");
    }
}

/// CBOR's tag 37 reader names what it expects of a byte string of another
/// length than 16.
#[cfg(feature = "ciborium")]
#[test]
fn cbor_tag37_says_what_it_expects() {
    #[derive(Deserialize, Debug)]
    struct Row(#[serde(deserialize_with = "ulid_serde::cbor_tag37::deserialize")] Ulid);
    // A byte string of 15 bytes.
    let error = ciborium::from_reader::<Row, _>(&[0x4f; 16][..])
        .map(|row| row.0)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains(
            "invalid length 15, expected a binary UUID: a byte string of 16 bytes, \
             under CBOR tag 37 or untagged"
        ),
        "{error}"
    );
}

/// `ulid` 3.x writes a 26-character string even in binary formats; data it
/// wrote still reads as the same ID.
#[test]
fn binary_data_written_by_the_ulid_crate_still_reads() {
    let theirs = ulid::Ulid::from_string("01ARZ3NDEKTSV4RRFFQ69G5FAV").unwrap();
    let postcard_bytes = postcard::to_allocvec(&theirs).unwrap();
    assert_eq!(postcard_bytes.len(), 27);
    assert_eq!(postcard::from_bytes::<Ulid>(&postcard_bytes).unwrap(), ID);
    let config = bincode::config::standard();
    let bincode_bytes = bincode::serde::encode_to_vec(theirs, config).unwrap();
    let (ours, _): (Ulid, usize) =
        bincode::serde::decode_from_slice(&bincode_bytes, config).unwrap();
    assert_eq!(ours, ID);
    let msgpack_bytes = rmp_serde::to_vec(&theirs).unwrap();
    assert_eq!(rmp_serde::from_slice::<Ulid>(&msgpack_bytes).unwrap(), ID);
}
