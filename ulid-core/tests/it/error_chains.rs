//! Every error of the crate prints each message once in an error chain
//! (anyhow's `{:#}`, eyre's reports, tracing's error fields): an error
//! whose `Display` text includes an inner error's does not also return it
//! from `source()`.

use std::error::Error;

use ulid_core::{ColumnDecodeError, Id, Ulid, prefix, proto_fields};

prefix!(User = "user");

/// One error of each type the crate returns, with an inner error where
/// the type can hold one.
fn every_error() -> Vec<Box<dyn Error>> {
    let parse = Ulid::parse("01ARZ3NDEKTSV4RRFFQ69G5FAL").unwrap_err();
    let errors: Vec<Box<dyn Error>> = vec![
        Box::new(parse),
        Box::new(Ulid::from_slice(&[0; 15]).unwrap_err()),
        Box::new(Ulid::from_parts(u64::MAX, 0).unwrap_err()),
        Box::new(Ulid::parse_uuid("not a uuid").unwrap_err()),
        Box::new(Id::<User>::parse("user_8zzzzzzzzzzzzzzzzzzzzzzzzz").unwrap_err()),
        Box::new(Id::<User>::parse("org_01h455vb4pex5vsknk084sn02q").unwrap_err()),
        Box::new(Ulid::from_binary_column("BYTEA", &[0; 15]).unwrap_err()),
        Box::new(Ulid::from_text_column("TEXT", b"01ARZ3NDEKTSV4RRFFQ69G5FAL").unwrap_err()),
        Box::new(
            Id::<User>::from_text_column("TEXT", b"org_01h455vb4pex5vsknk084sn02q").unwrap_err(),
        ),
        Box::new(ColumnDecodeError::wrong_type("INTEGER")),
        Box::new(
            proto_fields::parse_string_field::<Ulid>("items[3].id", "01ARZ3NDEKTSV4RRFFQ69G5FAL")
                .unwrap_err(),
        ),
        Box::new(proto_fields::parse_bytes_field::<Id<User>>("key", &[1, 2, 3]).unwrap_err()),
    ];
    #[cfg(feature = "arrow")]
    let errors = {
        let mut errors = errors;
        errors.push(Box::new(ulid_core::arrow_columns::ReadError::Text {
            row: 7,
            error: parse,
        }));
        errors
    };
    errors
}

#[test]
fn no_message_is_printed_twice_in_a_chain() {
    for error in every_error() {
        let mut chain = vec![error.to_string()];
        let mut source = error.source();
        while let Some(inner) = source {
            chain.push(inner.to_string());
            source = inner.source();
        }
        for (i, outer) in chain.iter().enumerate() {
            for inner in &chain[i + 1..] {
                assert!(
                    !outer.contains(inner.as_str()),
                    "{outer:?} repeats its source {inner:?} (the chain: {chain:?})"
                );
            }
        }
    }
}

#[test]
fn the_inner_error_is_a_value_where_the_text_holds_it() {
    let err = Ulid::from_binary_column("BYTEA", &[0; 15]).unwrap_err();
    assert_eq!(err.length_error().map(|e| e.found()), Some(15));
    assert!(err.to_string().contains("found 15"), "{err}");

    let err = Id::<User>::parse("user_8zzzzzzzzzzzzzzzzzzzzzzzzz").unwrap_err();
    let suffix = err.suffix_error().unwrap();
    assert!(err.to_string().contains(&suffix.to_string()), "{err}");

    let err =
        proto_fields::parse_string_field::<Ulid>("id", "8ZZZZZZZZZZZZZZZZZZZZZZZZZ").unwrap_err();
    let parse = err
        .parse_error()
        .downcast_ref::<ulid_core::ParseError>()
        .unwrap();
    assert_eq!(
        err.to_string(),
        format!("invalid ULID in field `id`: {parse}")
    );
}
