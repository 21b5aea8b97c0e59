//! The TypeID specification's own test cases (jetify-com/typeid,
//! `spec/valid.yml` and `spec/invalid.yml`, v0.3.0), transcribed in
//! `tests/it/data/typeid-spec.tsv` with their names and source.

use ulid_core::{AnyId, Id, Ulid, prefix};

prefix!(NoPrefix = "");
prefix!(PrefixKind = "prefix");
prefix!(PreFix = "pre_fix");

struct Case<'a> {
    valid: bool,
    name: &'a str,
    typeid: &'a str,
    prefix: &'a str,
    uuid: &'a str,
}

fn cases() -> Vec<Case<'static>> {
    let cases: Vec<Case<'static>> = include_str!("data/typeid-spec.tsv")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let field = |n: usize| fields.get(n).copied().unwrap_or("");
            Case {
                valid: match field(0) {
                    "valid" => true,
                    "invalid" => false,
                    other => panic!("unknown expectation {other:?} in {line:?}"),
                },
                name: field(1),
                typeid: field(2),
                prefix: field(3),
                uuid: field(4),
            }
        })
        .collect();
    // Every case of the spec's files, so a truncated transcription fails.
    assert_eq!(cases.iter().filter(|case| case.valid).count(), 9);
    assert_eq!(cases.iter().filter(|case| !case.valid).count(), 21);
    cases
}

/// `Id<P>` for each prefix the valid cases use; `None` for another prefix.
fn parse_typed(typeid: &str, prefix: &str) -> Option<Result<Ulid, ulid_core::IdParseError>> {
    match prefix {
        "" => Some(typeid.parse::<Id<NoPrefix>>().map(Id::to_ulid)),
        "prefix" => Some(typeid.parse::<Id<PrefixKind>>().map(Id::to_ulid)),
        "pre_fix" => Some(typeid.parse::<Id<PreFix>>().map(Id::to_ulid)),
        _ => None,
    }
}

#[test]
fn every_valid_case_decodes_to_its_prefix_and_uuid_and_encodes_back() {
    for case in cases().iter().filter(|case| case.valid) {
        let name = case.name;
        let uuid = Ulid::parse_uuid(case.uuid).unwrap();
        let any = AnyId::parse(case.typeid).unwrap_or_else(|err| panic!("{name}: {err}"));
        assert_eq!(any.prefix(), case.prefix, "{name}");
        assert_eq!(any.to_ulid(), uuid, "{name}");
        assert_eq!(any.to_string(), case.typeid, "{name}");
        assert_eq!(
            AnyId::new(case.prefix, uuid).unwrap().to_string(),
            case.typeid,
            "{name}"
        );

        let typed = parse_typed(case.typeid, case.prefix).expect("a prefix type for the case");
        assert_eq!(typed, Ok(uuid), "{name}");
        let text = match case.prefix {
            "" => Id::<NoPrefix>::from_ulid(uuid).to_string(),
            "prefix" => Id::<PrefixKind>::from_ulid(uuid).to_string(),
            _ => Id::<PreFix>::from_ulid(uuid).to_string(),
        };
        assert_eq!(text, case.typeid, "{name}");
    }
}

#[test]
fn every_invalid_case_is_rejected() {
    for case in cases().iter().filter(|case| !case.valid) {
        let name = case.name;
        let err = AnyId::parse(case.typeid).expect_err(name);
        // The message is the error's, never empty.
        assert!(!err.to_string().is_empty(), "{name}");
        for prefix in ["", "prefix", "pre_fix"] {
            assert!(
                parse_typed(case.typeid, prefix).unwrap().is_err(),
                "{name} as {prefix:?}"
            );
        }
    }
}

#[test]
fn invalid_cases_say_what_and_where() {
    let message = |typeid: &str| AnyId::parse(typeid).unwrap_err().to_string();
    assert_eq!(
        message("PREFIX_00000000000000000000000000"),
        "invalid character 'P' at index 0 (0-based) in the prefix: a TypeID prefix is a-z and _"
    );
    assert_eq!(
        message("pr\u{e9}fix_00000000000000000000000000"),
        "invalid character '\u{e9}' at index 2 (0-based) in the prefix: a TypeID prefix is a-z and _"
    );
    assert_eq!(
        message(&format!("{}_00000000000000000000000000", "a".repeat(64))),
        "invalid prefix: a TypeID prefix is at most 63 characters, found 64"
    );
    assert_eq!(
        message("_prefix_00000000000000000000000000"),
        "invalid prefix: '_' at index 0 (0-based): a TypeID prefix starts and ends with a letter"
    );
    assert_eq!(
        message("prefix__00000000000000000000000000"),
        "invalid prefix: '_' at index 6 (0-based): a TypeID prefix starts and ends with a letter"
    );
    assert_eq!(
        message("_"),
        "invalid TypeID: '_' with no prefix before it \
         (a TypeID without a prefix is the 26 characters alone)"
    );
    assert_eq!(
        message("prefix_1234567890123456789012345"),
        "invalid suffix (the 26 characters from index 7): \
         invalid length: a ULID is 26 characters, found 25"
    );
    assert_eq!(
        message("prefix_0123456789ABCDEFGHJKMNPQRS"),
        "invalid character 'A' at index 17 (0-based): a TypeID suffix is lower case"
    );
    assert_eq!(
        message("prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz"),
        "invalid suffix (the 26 characters from index 7): \
         overflow: the first character must be 0-7, found '8'"
    );
    let err = AnyId::parse("prefix_i23456789ol23456789oi23456").unwrap_err();
    assert_eq!(err.index(), Some(7));
    assert_eq!(err.suffix_error().and_then(|err| err.index()), Some(0));
    // Past the suffix's first character, the index counts from the
    // whole input's start, the suffix error's from the suffix's.
    let err = AnyId::parse("prefix_01234i6789abcdefghjkmnpqrs").unwrap_err();
    assert_eq!(err.index(), Some(12));
    assert_eq!(err.suffix_error().and_then(|err| err.index()), Some(5));
    assert!(err.is_invalid_suffix());
    assert!(!err.is_invalid_prefix());
}

#[test]
fn a_typed_id_names_both_prefixes() {
    let err = "pre_fix_00000000000000000000000000"
        .parse::<Id<PrefixKind>>()
        .unwrap_err();
    assert_eq!(err.wrong_prefix(), Some(("prefix", "pre_fix")));
    assert_eq!(
        err.to_string(),
        r#"wrong prefix: expected "prefix", found "pre_fix""#
    );
    // `Debug` shows the prefix found as a string, as the expected one.
    assert!(
        format!("{err:?}").contains(r#"found: "pre_fix""#),
        "{err:?}"
    );

    let err = "prefix_00000000000000000000000000"
        .parse::<Id<NoPrefix>>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"wrong prefix: expected "", found "prefix""#
    );

    let err = "00000000000000000000000000"
        .parse::<Id<PrefixKind>>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"missing separator: expected "prefix_" and 26 characters, found no '_'"#
    );
}
