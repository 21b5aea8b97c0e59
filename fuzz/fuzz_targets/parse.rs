//! The text parser, on arbitrary bytes: it never panics; whatever it
//! accepts is 26 characters of the alphabet that re-encode to their
//! upper-cased selves; whatever it rejects gets a diagnosis that matches
//! the input; and encoding any 16 bytes parses back to them.

#![no_main]

use libfuzzer_sys::fuzz_target;
use ulid_core::{ENCODED_LEN, Ulid};

fuzz_target!(|input: &[u8]| {
    match Ulid::parse_ascii(input) {
        Ok(id) => {
            let mut buf = [0; ENCODED_LEN];
            assert_eq!(id.encode(&mut buf).as_bytes(), input.to_ascii_uppercase());
            // The &str entry point agrees with the bytes one.
            let text = core::str::from_utf8(input).expect("accepted input is ASCII");
            assert_eq!(Ulid::parse(text), Ok(id));
        }
        Err(err) => {
            let kinds = [
                err.is_invalid_length(),
                err.is_invalid_character(),
                err.is_overflow(),
            ];
            assert_eq!(kinds.iter().filter(|&&k| k).count(), 1, "{err:?}");
            if let Some(index) = err.index() {
                assert!(index < input.len());
            }
            if let Some(len) = err.found_len() {
                assert_eq!(len, input.len());
                assert_ne!(len, ENCODED_LEN);
            }
            if err.is_overflow() {
                assert!(input.len() == ENCODED_LEN && input[0] > b'7');
            }
            // The message is built without panicking.
            let _ = err.to_string();
            if let Ok(text) = core::str::from_utf8(input) {
                assert_eq!(Ulid::parse(text), Err(err));
            }
        }
    }

    // Round trip: any 16 bytes of the input, encoded then parsed.
    if let Some(bytes) = input.first_chunk::<16>() {
        let id = Ulid::from_bytes(*bytes);
        let mut buf = [0; ENCODED_LEN];
        assert_eq!(Ulid::parse(id.encode(&mut buf)), Ok(id));
    }
});
