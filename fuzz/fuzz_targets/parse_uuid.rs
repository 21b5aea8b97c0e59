//! The hyphenated UUID parser, on arbitrary text: it never panics; what it
//! accepts is 36 characters that re-encode to their lower-cased selves;
//! what it rejects gets an index inside the input; and encoding any 16
//! bytes parses back to them.

#![no_main]

use libfuzzer_sys::fuzz_target;
use ulid_core::{UUID_TEXT_LEN, Ulid};

fuzz_target!(|input: &[u8]| {
    if let Ok(text) = core::str::from_utf8(input) {
        match Ulid::parse_uuid(text) {
            Ok(id) => {
                let mut buf = [0; UUID_TEXT_LEN];
                assert_eq!(id.encode_uuid(&mut buf), text.to_ascii_lowercase());
            }
            Err(err) => {
                if let Some(index) = err.index() {
                    assert!(index < text.len());
                }
                let _ = err.to_string();
            }
        }
    }
    if let Some(bytes) = input.first_chunk::<16>() {
        let id = Ulid::from_bytes(*bytes);
        let mut buf = [0; UUID_TEXT_LEN];
        assert_eq!(Ulid::parse_uuid(id.encode_uuid(&mut buf)), Ok(id));
    }
});
