//! The thin doors through which bytes from outside become an ID, beside
//! the parsers they stand on: the column readers every database
//! integration calls (binary and text, `Ulid` and `Id<P>`), the protobuf
//! field readers, an HTTP header value and a keyset cursor. On arbitrary
//! bytes none panics, each accepts exactly what its parser accepts, with
//! the same ID, and each error carries the parser's.

#![no_main]

use http::HeaderValue;
use libfuzzer_sys::fuzz_target;
use ulid_core::{Id, Keyset, Ulid, prefix, proto_fields};

prefix!(User = "user");

fuzz_target!(|input: &[u8]| {
    // Binary columns and bytes fields: exactly 16 bytes, as they are.
    let bytes = Ulid::from_slice(input).ok();
    assert_eq!(bytes.is_some(), input.len() == 16);
    match Ulid::from_binary_column("BLOB", input) {
        Ok(id) => assert_eq!(Some(id), bytes),
        Err(err) => {
            assert!(bytes.is_none());
            assert_eq!(err.length_error().map(|e| e.found()), Some(input.len()));
            assert!(err.to_string().contains("BLOB"), "{err}");
        }
    }
    assert_eq!(
        Id::<User>::from_binary_column("BLOB", input)
            .ok()
            .map(Id::to_ulid),
        bytes
    );
    assert_eq!(
        proto_fields::parse_bytes_field::<Ulid>("key", input).ok(),
        bytes
    );

    // Text columns, string fields, headers and cursors: the text parser's
    // answer.
    let text = Ulid::parse_ascii(input);
    match Ulid::from_text_column("TEXT", input) {
        Ok(id) => assert_eq!(Ok(id), text),
        Err(err) => assert_eq!(err.parse_error(), text.err()),
    }
    assert_eq!(
        Id::<User>::from_text_column("TEXT", input).ok(),
        Id::<User>::parse_ascii(input).ok()
    );
    if let Ok(string) = core::str::from_utf8(input) {
        match proto_fields::parse_string_field::<Ulid>("id", string) {
            Ok(id) => assert_eq!(Ok(id), text),
            Err(err) => {
                assert!(text.is_err());
                assert!(err.to_string().contains("`id`"), "{err}");
            }
        }
        assert_eq!(
            Keyset::from_cursor(Some(string), 10).is_ok(),
            Ulid::parse(string).is_ok()
        );
    }
    if let Ok(header) = HeaderValue::from_bytes(input) {
        assert_eq!(Ulid::try_from(&header), text);
    }
});
