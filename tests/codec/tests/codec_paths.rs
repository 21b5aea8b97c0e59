//! The run-time codec (SIMD where the CPU has it: `parse`, `parse_ascii`,
//! `encode`) against the `const` one (`parse_const`, `encode_const`, the
//! portable code): the same text, the same value, the same error, on
//! arbitrary input. On a CPU without a SIMD codec both are the portable
//! code and this checks nothing new.

use proptest::prelude::*;
use ulid_core::{ENCODED_LEN, Ulid};

/// Texts near the ULID form: 20 to 30 characters drawn mostly from the
/// alphabet in both cases, with some excluded letters, punctuation,
/// control and non-ASCII characters.
fn near_ulid_text() -> impl Strategy<Value = String> {
    let character = prop_oneof![
        8 => proptest::sample::select(
            "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz".chars().collect::<Vec<_>>()
        ),
        1 => proptest::sample::select("ILOUilou-_ @[`{\u{7f}\u{10}\u{0}é€".chars().collect::<Vec<_>>()),
        1 => any::<char>(),
    ];
    proptest::collection::vec(character, 20..=30).prop_map(|chars| chars.into_iter().collect())
}

proptest! {
    // Under Miri (scripts/miri.sh), which runs this to check the SIMD
    // codec's unsafe code, a few hundred cases take minutes.
    #![proptest_config(ProptestConfig::with_cases(if cfg!(miri) { 100 } else { 20_000 }))]

    #[test]
    fn encode_matches_encode_const(value in any::<u128>()) {
        let id = Ulid::from_u128(value);
        let (mut fast, mut portable) = ([0; ENCODED_LEN], [0; ENCODED_LEN]);
        prop_assert_eq!(id.encode(&mut fast), id.encode_const(&mut portable));
        prop_assert_eq!(Ulid::parse(id.encode(&mut fast)), Ok(id));
    }

    #[test]
    fn encode_lower_matches_encode_lower_const_and_the_lowered_text(value in any::<u128>()) {
        let id = Ulid::from_u128(value);
        let (mut fast, mut portable, mut upper) = ([0; ENCODED_LEN], [0; ENCODED_LEN], [0; ENCODED_LEN]);
        let lower = id.encode_lower(&mut fast);
        prop_assert_eq!(lower, id.encode_lower_const(&mut portable));
        prop_assert_eq!(lower, id.encode(&mut upper).to_ascii_lowercase());
        prop_assert_eq!(lower, id.lowercase().to_string());
        prop_assert_eq!(Ulid::parse(lower), Ok(id));
    }

    #[test]
    fn parse_matches_parse_const(text in near_ulid_text()) {
        prop_assert_eq!(Ulid::parse(&text), Ulid::parse_const(&text));
        prop_assert_eq!(Ulid::parse_ascii(text.as_bytes()), Ulid::parse_const(&text));
    }

    #[test]
    fn parse_matches_parse_const_on_valid_text(value in any::<u128>(), lower in any::<bool>()) {
        let mut buf = [0; ENCODED_LEN];
        let text = Ulid::from_u128(value).encode_const(&mut buf);
        let text = if lower { text.to_ascii_lowercase() } else { text.to_owned() };
        prop_assert_eq!(Ulid::parse(&text), Ulid::parse_const(&text));
        prop_assert_eq!(Ulid::parse(&text), Ok(Ulid::from_u128(value)));
    }
}
