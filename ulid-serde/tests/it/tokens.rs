//! `Ulid`'s serde impls at the token level (serde_test): what it writes in
//! human-readable and binary formats, what it accepts, and its errors.

use serde_test::{Configure, Token, assert_de_tokens, assert_de_tokens_error, assert_tokens};
use ulid_core::{Ulid, ulid};

const ID: Ulid = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
const TEXT: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
const BYTES: &[u8] = &[
    1, 86, 62, 58, 181, 211, 214, 118, 76, 97, 239, 185, 147, 2, 189, 91,
];

#[test]
fn human_readable_formats_get_the_text() {
    assert_tokens(&ID.readable(), &[Token::Str(TEXT)]);
}

#[test]
fn binary_formats_get_sixteen_bytes() {
    assert_tokens(&ID.compact(), &[Token::Bytes(BYTES)]);
}

#[test]
fn every_string_and_byte_form_is_accepted() {
    for readable in [true, false] {
        let tokens: [&[Token]; 6] = [
            &[Token::BorrowedStr(TEXT)],
            &[Token::String(TEXT)],
            &[Token::Str("01arz3ndektsv4rrffq69g5fav")],
            &[Token::BorrowedBytes(BYTES)],
            &[Token::ByteBuf(BYTES)],
            &[Token::Bytes(TEXT.as_bytes())],
        ];
        for tokens in tokens {
            if readable {
                assert_de_tokens(&ID.readable(), tokens);
            } else {
                assert_de_tokens(&ID.compact(), tokens);
            }
        }
    }
}

#[test]
fn a_sequence_of_sixteen_integers_is_accepted() {
    let mut tokens = vec![Token::Seq { len: Some(16) }];
    tokens.extend(BYTES.iter().map(|&b| Token::U8(b)));
    tokens.push(Token::SeqEnd);
    assert_de_tokens(&ID.compact(), &tokens);
}

#[test]
fn errors_say_what_was_wrong() {
    assert_de_tokens_error::<serde_test::Readable<Ulid>>(
        &[Token::Str("8ZZZZZZZZZZZZZZZZZZZZZZZZZ")],
        "invalid ULID: overflow: the first character must be 0-7, found '8'",
    );
    assert_de_tokens_error::<serde_test::Readable<Ulid>>(
        &[Token::Str("01ARZ3NDEKTSV4RRFFQ69G5FAL")],
        "invalid ULID: invalid character 'L' at index 25 (0-based): \
         a ULID uses Crockford base32 (0-9 and A-Z without I, L, O, U)",
    );
    assert_de_tokens_error::<serde_test::Readable<Ulid>>(
        &[Token::Str("01ARZ3NDEKTSV4RRFFQ69G5FA")],
        "invalid ULID: invalid length: a ULID is 26 characters, found 25",
    );
    assert_de_tokens_error::<serde_test::Compact<Ulid>>(
        &[Token::Bytes(&BYTES[..15])],
        "invalid length 15, expected 16 bytes (or 26 bytes of text)",
    );
    assert_de_tokens_error::<serde_test::Compact<Ulid>>(
        &[Token::I32(7)],
        "invalid type: integer `7`, expected a ULID: 26 Crockford base32 characters or 16 bytes",
    );
}

#[test]
fn a_sequence_of_the_wrong_length_is_an_error() {
    let mut short = vec![Token::Seq { len: Some(15) }];
    short.extend(BYTES[..15].iter().map(|&b| Token::U8(b)));
    short.push(Token::SeqEnd);
    assert_de_tokens_error::<serde_test::Compact<Ulid>>(
        &short,
        "invalid length 15, expected 16 bytes",
    );

    let mut long = vec![Token::Seq { len: Some(18) }];
    long.extend(BYTES.iter().chain(&[0, 0]).map(|&b| Token::U8(b)));
    long.push(Token::SeqEnd);
    assert_de_tokens_error::<serde_test::Compact<Ulid>>(
        &long,
        "invalid length 18, expected 16 bytes",
    );
}

/// `Lowercase` is a text form: its lower-case text in every format, as
/// `uuid`'s `Hyphenated` is, and either case read back.
#[test]
fn lowercase_is_its_text_in_every_format() {
    let lower = ID.lowercase();
    let text = "01arz3ndektsv4rrffq69g5fav";
    assert_tokens(&lower.readable(), &[Token::Str(text)]);
    assert_tokens(&lower.compact(), &[Token::Str(text)]);
    assert_de_tokens(&lower.compact(), &[Token::Str(TEXT)]);
    assert_eq!(
        serde_json::to_string(&lower).unwrap(),
        format!("\"{text}\"")
    );
    let bytes = postcard::to_allocvec(&lower).unwrap();
    assert_eq!(
        postcard::from_bytes::<ulid_core::Lowercase>(&bytes).unwrap(),
        lower
    );
    assert_de_tokens_error::<serde_test::Readable<ulid_core::Lowercase>>(
        &[Token::Str("01arz3ndektsv4rrffq69g5fa")],
        "invalid ULID: invalid length: a ULID is 26 characters, found 25",
    );
}

/// Each representation's reader names what it expects when the input is
/// of another type; `as_u128` reads an integer that fits in 64 bits (a
/// format's small numbers) as it reads a larger one.
#[test]
fn each_representation_names_what_it_expects() {
    #[derive(serde::Deserialize, PartialEq, Debug)]
    #[serde(transparent)]
    struct AsU128(#[serde(with = "ulid_serde::as_u128")] Ulid);
    #[derive(serde::Deserialize, PartialEq, Debug)]
    #[serde(transparent)]
    struct AsUuid(#[serde(with = "ulid_serde::as_uuid")] Ulid);
    #[derive(serde::Deserialize, PartialEq, Debug)]
    #[serde(transparent)]
    struct MaybeText(#[serde(with = "ulid_serde::as_text::option")] Option<Ulid>);

    assert_de_tokens(&AsU128(Ulid::from_u128(5)).readable(), &[Token::U64(5)]);
    refuses_true::<serde_test::Readable<AsU128>>("a ULID as an unsigned 128-bit integer");
    refuses_true::<serde_test::Readable<AsUuid>>("a hyphenated UUID string");
    refuses_true::<serde_test::Readable<MaybeText>>("a ULID or null");
    #[cfg(feature = "clickhouse")]
    {
        #[derive(serde::Deserialize, PartialEq, Debug)]
        #[serde(transparent)]
        struct FixedString(#[serde(with = "ulid_serde::as_clickhouse::fixed_string")] Ulid);
        #[derive(serde::Deserialize, PartialEq, Debug)]
        #[serde(transparent)]
        struct ClickHouseUuid(#[serde(with = "ulid_serde::as_clickhouse::uuid")] Ulid);
        refuses_true::<serde_test::Readable<FixedString>>("a ULID as 16 bytes (FixedString(16))");
        // Its halves are the binary form (RowBinary); readable, it is
        // as_uuid's text.
        refuses_true::<serde_test::Compact<ClickHouseUuid>>(
            "a ULID as ClickHouse's UUID, two u64 halves",
        );
    }
}

/// `T` refuses a boolean, saying it expected `expected`.
fn refuses_true<T: for<'de> serde::Deserialize<'de>>(expected: &str) {
    assert_de_tokens_error::<T>(
        &[Token::Bool(true)],
        &format!("invalid type: boolean `true`, expected {expected}"),
    );
}
