//! `Id<P>` and `AnyId`: text round trips, the conversions between them, and
//! a mix-up that must not compile.

use proptest::prelude::*;
use ulid_core::{AnyId, Id, TYPEID_MAX_LEN, Ulid, UlidText, prefix};

prefix!(User = "user");
prefix!(Org = "org");
prefix!(LineItem = "line_item");
prefix!(Bare = "");
prefix!(Longest = "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk");

/// A valid prefix: `^([a-z]([a-z_]{0,61}[a-z])?)?$`.
fn any_prefix() -> impl Strategy<Value = String> {
    prop_oneof![Just(String::new()), "[a-z]", "[a-z][a-z_]{0,61}[a-z]",]
}

proptest! {
    #[test]
    fn an_id_round_trips_through_its_text(bits: u128) {
        let id = Id::<User>::from_ulid(Ulid::from(bits));
        let text = id.to_string();
        prop_assert_eq!(text.len(), 31);
        prop_assert!(text.starts_with("user_"));
        prop_assert_eq!(&text[5..], id.to_ulid().to_string().to_lowercase());
        prop_assert_eq!(text.parse::<Id<User>>(), Ok(id));
        prop_assert_eq!(UlidText(id).to_string(), text);
        // Out of its text column's wrapper, the same ID (not a new one).
        prop_assert_eq!(Id::<User>::from(UlidText(id)), id);
    }

    #[test]
    fn every_prefix_type_round_trips(bits: u128) {
        let ulid = Ulid::from(bits);
        fn check<P: ulid_core::Prefix>(ulid: Ulid) -> Result<(), TestCaseError> {
            let id = Id::<P>::from_ulid(ulid);
            let text = id.to_string();
            // The prefix and '_' before the 26 characters (nothing for an
            // empty prefix).
            let prefix_len = if P::PREFIX.is_empty() { 0 } else { P::PREFIX.len() + 1 };
            prop_assert_eq!(text.len(), prefix_len + ulid_core::ENCODED_LEN);
            prop_assert_eq!(text.parse::<Id<P>>(), Ok(id));
            prop_assert_eq!(AnyId::parse(&text).map(|any| any.prefix().to_owned()), Ok(P::PREFIX.to_owned()));
            Ok(())
        }
        check::<LineItem>(ulid)?;
        check::<Bare>(ulid)?;
        check::<Longest>(ulid)?;
    }

    #[test]
    fn any_id_round_trips_and_converts(prefix in any_prefix(), bits: u128) {
        let ulid = Ulid::from(bits);
        let any = AnyId::new(&prefix, ulid).unwrap();
        let text = any.to_string();
        prop_assert!(text.len() <= TYPEID_MAX_LEN);
        prop_assert_eq!(AnyId::parse(&text), Ok(any));
        prop_assert_eq!(any.prefix(), prefix.as_str());
        let typed = Id::<User>::try_from(any);
        if prefix == "user" {
            prop_assert_eq!(typed.map(Id::to_ulid), Ok(ulid));
        } else {
            let err = typed.unwrap_err();
            prop_assert_eq!(err.wrong_prefix(), Some(("user", prefix.as_str())));
        }
    }

    #[test]
    fn an_id_becomes_the_same_any_id(bits: u128) {
        let id = Id::<Org>::from_ulid(Ulid::from(bits));
        let any = AnyId::from(id);
        prop_assert_eq!(any.to_string(), id.to_string());
        prop_assert_eq!(Id::<Org>::try_from(any), Ok(id));
    }

    /// Upper case anywhere in the suffix is rejected, at its index.
    #[test]
    fn an_upper_case_suffix_is_rejected(bits: u128, at in 0usize..26) {
        let mut text = Id::<User>::from_ulid(Ulid::from(bits)).to_string().into_bytes();
        prop_assume!(text[5 + at].is_ascii_lowercase());
        text[5 + at].make_ascii_uppercase();
        let text = String::from_utf8(text).unwrap();
        let err = text.parse::<Id<User>>().unwrap_err();
        prop_assert_eq!(err.index(), Some(5 + at));
        prop_assert!(err.is_invalid_suffix());
    }

    /// Arbitrary strings near the form never panic, and what parses prints
    /// back identically. Half are a `user_` TypeID with one character
    /// replaced, so that both branches run (a string of the class alone
    /// is a TypeID about once in 2^26).
    #[test]
    fn arbitrary_text_parses_or_fails_cleanly(
        text in prop_oneof![
            "[a-z_A-Z0-9.]{0,40}",
            (0..31usize, "[a-z_A-Z0-9.]").prop_map(|(at, with)| {
                let mut text = String::from("user_01h455vb4pex5vsknk084sn02q");
                text.replace_range(at..=at, &with);
                text
            }),
        ]
    ) {
        if let Ok(any) = AnyId::parse(&text) {
            prop_assert_eq!(any.to_string(), text.clone());
        }
        if let Ok(id) = Id::<User>::parse(&text) {
            prop_assert_eq!(id.to_string(), text);
        }
    }
}

#[test]
fn ids_sort_by_time_like_their_ulids() {
    let early = Id::<User>::from_ulid(Ulid::from_parts(1_000, 7).unwrap());
    let late = Id::<User>::from_ulid(Ulid::from_parts(2_000, 1).unwrap());
    assert!(early < late);
    assert_eq!(size_of::<Id<User>>(), size_of::<Ulid>());
    assert_eq!(size_of::<Option<Id<User>>>(), size_of::<Option<Ulid>>());
}

#[test]
fn a_display_width_pads_the_typeid() {
    let id = Id::<Org>::from_ulid(Ulid::NIL);
    assert_eq!(format!("{id:>31}"), " org_00000000000000000000000000");
    assert_eq!(format!("{id:?}"), "org_00000000000000000000000000");
}

#[test]
fn any_id_rejects_an_invalid_prefix() {
    for (prefix, message) in [
        (
            "User",
            "invalid character 'U' at index 0 (0-based) in the prefix: a TypeID prefix is a-z and _",
        ),
        (
            "_user",
            "invalid prefix: '_' at index 0 (0-based): a TypeID prefix starts and ends with a letter",
        ),
        (
            "user_",
            "invalid prefix: '_' at index 4 (0-based): a TypeID prefix starts and ends with a letter",
        ),
        (
            "us3r",
            "invalid character '3' at index 2 (0-based) in the prefix: a TypeID prefix is a-z and _",
        ),
    ] {
        let err = AnyId::new(prefix, Ulid::NIL).unwrap_err();
        assert!(err.is_invalid_prefix());
        assert!(!err.is_invalid_suffix());
        assert_eq!(err.to_string(), message);
    }
    assert!(AnyId::new(&"a".repeat(64), Ulid::NIL).is_err());
    assert!(AnyId::new(&"a".repeat(63), Ulid::NIL).is_ok());
}
