//! Property tests: every form of a ULID converts back to the same ULID, and
//! the parser accepts exactly the canonical text in either case.

use proptest::prelude::*;
use ulid_core::{ENCODED_LEN, Ulid};

const ALPHABET: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

proptest! {
    #[test]
    fn u128_round_trips(value: u128) {
        let id = Ulid::from(value);
        prop_assert_eq!(u128::from(id), value);
    }

    #[test]
    fn bytes_round_trip_big_endian(bytes: [u8; 16]) {
        let id = Ulid::from(bytes);
        prop_assert_eq!(<[u8; 16]>::from(id), bytes);
        prop_assert_eq!(id.to_u128(), u128::from_be_bytes(bytes));
        prop_assert_eq!(Ulid::from_slice(&bytes), Ok(id));
    }

    #[test]
    fn text_round_trips_in_either_case(value: u128) {
        let id = Ulid::from(value);
        let text = id.to_string();
        prop_assert_eq!(text.len(), ENCODED_LEN);
        prop_assert!(text.bytes().all(|b| ALPHABET.as_bytes().contains(&b)));
        prop_assert_eq!(Ulid::parse(&text), Ok(id));
        prop_assert_eq!(Ulid::parse(&text.to_ascii_lowercase()), Ok(id));
        prop_assert_eq!(text, String::from(id));
    }

    #[test]
    fn parts_round_trip(timestamp_ms in 0..=Ulid::MAX_TIMESTAMP_MS, random in 0..=Ulid::MAX_RANDOM) {
        let id = Ulid::from_parts(timestamp_ms, random).unwrap();
        prop_assert_eq!((id.timestamp_ms(), id.random()), (timestamp_ms, random));
    }

    #[test]
    fn order_is_the_same_in_every_form(a: u128, b: u128) {
        let (x, y) = (Ulid::from(a), Ulid::from(b));
        prop_assert_eq!(x.cmp(&y), a.cmp(&b));
        prop_assert_eq!(x.to_bytes().cmp(&y.to_bytes()), a.cmp(&b));
        prop_assert_eq!(x.to_string().cmp(&y.to_string()), a.cmp(&b));
    }

    /// Any 26 characters of the alphabet parse exactly when the first is
    /// 0-7, and then re-encode to their upper-cased selves.
    #[test]
    fn parser_accepts_exactly_the_canonical_range(text in "[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{26}") {
        let first_ok = text.as_bytes()[0] <= b'7';
        match Ulid::parse(&text) {
            Ok(id) => {
                prop_assert!(first_ok);
                prop_assert_eq!(id.to_string(), text.to_ascii_uppercase());
            }
            Err(err) => {
                prop_assert!(!first_ok);
                prop_assert!(err.is_overflow());
            }
        }
    }

    /// A character outside the alphabet is reported at its byte index.
    #[test]
    fn an_invalid_character_is_found_where_it_is(value: u128, at in 0..ENCODED_LEN, bad in "[^0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]") {
        let mut text = Ulid::from(value).to_string();
        text.replace_range(at..=at, &bad);
        let err = Ulid::parse(&text).unwrap_err();
        prop_assert!(err.is_invalid_character(), "{}", err);
        prop_assert_eq!(err.index(), Some(at));
    }

    /// Any length but 26 is an error, never a panic.
    #[test]
    fn other_lengths_are_rejected(text in "[0-7]{0,25}|[0-7]{27,40}") {
        let err = Ulid::parse(&text).unwrap_err();
        prop_assert!(err.is_invalid_length());
        prop_assert_eq!(err.found_len(), Some(text.len()));
    }
}
