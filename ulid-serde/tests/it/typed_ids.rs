//! `Id<P>` and `AnyId` through serde formats, bincode, JSON Schema (checked
//! by a real validator against the parser) and OpenAPI (utoipa 5 and 6).

#![cfg(all(
    feature = "bincode",
    feature = "schemars",
    feature = "utoipa",
    feature = "utoipa5"
))]

use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::json;
use ulid_core::{AnyId, Id, Ulid, prefix, ulid, utoipa_prefix, utoipa5_prefix};

prefix!(User = "user");
prefix!(Org = "org");
utoipa_prefix!(User, Org);
utoipa5_prefix!(User, Org);

const ULID: Ulid = ulid!("01H455VB4PEX5VSKNK084SN02Q");
const TEXT: &str = "user_01h455vb4pex5vsknk084sn02q";

/// A JSON response of the kind an HTTP handler returns.
#[derive(Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema, utoipa::ToSchema)]
struct Member {
    id: Id<User>,
    org: Id<Org>,
    invited_by: Option<Id<User>>,
}

#[test]
fn json_writes_the_typeid_and_reads_it_strictly() {
    let id = Id::<User>::from_ulid(ULID);
    assert_eq!(serde_json::to_string(&id).unwrap(), format!("\"{TEXT}\""));
    assert_eq!(
        serde_json::from_str::<Id<User>>(&format!("\"{TEXT}\"")).unwrap(),
        id
    );

    let wrong = serde_json::from_str::<Id<User>>("\"org_01h455vb4pex5vsknk084sn02q\"").unwrap_err();
    assert_eq!(
        wrong.to_string(),
        r#"invalid TypeID: wrong prefix: expected "user", found "org" at line 1 column 32"#
    );
    let upper =
        serde_json::from_str::<Id<User>>("\"user_01H455VB4PEX5VSKNK084SN02Q\"").unwrap_err();
    assert!(
        upper.to_string().contains("a TypeID suffix is lower case"),
        "{upper}"
    );
    let bare = serde_json::from_str::<Id<User>>("\"01h455vb4pex5vsknk084sn02q\"").unwrap_err();
    assert!(bare.to_string().contains("missing separator"), "{bare}");
}

#[test]
fn a_response_struct_round_trips() {
    let member = Member {
        id: Id::from_ulid(ULID),
        org: Id::from_ulid(Ulid::NIL),
        invited_by: None,
    };
    let json = serde_json::to_value(&member).unwrap();
    assert_eq!(
        json,
        json!({
            "id": TEXT,
            "org": "org_00000000000000000000000000",
            "invited_by": null,
        })
    );
    assert_eq!(serde_json::from_value::<Member>(json).unwrap(), member);
}

#[test]
fn binary_formats_write_the_sixteen_bytes() {
    let id = Id::<User>::from_ulid(ULID);
    // The same bytes as the Ulid: the prefix is the type, not data.
    assert_eq!(
        postcard::to_allocvec(&id).unwrap(),
        postcard::to_allocvec(&ULID).unwrap()
    );
    assert_eq!(postcard::to_allocvec(&id).unwrap().len(), 17);
    let config = bincode::config::standard();
    let native = bincode::encode_to_vec(id, config).unwrap();
    assert_eq!(native, ULID.to_bytes());
    assert_eq!(
        bincode::decode_from_slice::<Id<User>, _>(&native, config).unwrap(),
        (id, 16)
    );
    let via_serde = bincode::serde::encode_to_vec(id, config).unwrap();
    assert_eq!(
        bincode::serde::decode_from_slice::<Id<User>, _>(&via_serde, config)
            .unwrap()
            .0,
        id
    );
}

#[test]
fn any_id_is_the_typeid_in_every_format() {
    let any: AnyId = TEXT.parse().unwrap();
    assert_eq!(serde_json::to_string(&any).unwrap(), format!("\"{TEXT}\""));
    let bytes = postcard::to_allocvec(&any).unwrap();
    assert_eq!(bytes.len(), 1 + TEXT.len());
    assert_eq!(postcard::from_bytes::<AnyId>(&bytes).unwrap(), any);
    let err = serde_json::from_str::<AnyId>("\"User_01h455vb4pex5vsknk084sn02q\"").unwrap_err();
    assert!(err.to_string().contains("in the prefix"), "{err}");
    let err = serde_json::from_str::<AnyId>("7").unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid type: integer `7`, expected a TypeID at line 1 column 1"
    );
}

proptest! {
    #[test]
    fn ids_round_trip_through_json_and_postcard(bits: u128, prefix in "[a-z]([a-z_]{0,8}[a-z])?") {
        let id = Id::<User>::from_ulid(Ulid::from(bits));
        let json = serde_json::to_string(&id).unwrap();
        prop_assert_eq!(serde_json::from_str::<Id<User>>(&json).unwrap(), id);
        let bytes = postcard::to_allocvec(&id).unwrap();
        prop_assert_eq!(postcard::from_bytes::<Id<User>>(&bytes).unwrap(), id);

        let any = AnyId::new(&prefix, Ulid::from(bits)).unwrap();
        let json = serde_json::to_string(&any).unwrap();
        prop_assert_eq!(serde_json::from_str::<AnyId>(&json).unwrap(), any);
    }
}

fn validator() -> jsonschema::Validator {
    jsonschema::validator_for(&schemars::schema_for!(Id<User>).to_value()).unwrap()
}

#[test]
fn the_schema_says_what_an_id_is() {
    let schema = schemars::schema_for!(Id<User>).to_value();
    assert_eq!(schema["type"], "string");
    assert_eq!(schema["format"], "typeid");
    assert_eq!(schema["pattern"], "^user_[0-7][0-9a-hjkmnp-tv-z]{25}$");
    assert_eq!(schema["minLength"], 31);
    assert_eq!(schema["maxLength"], 31);
    assert_eq!(schema["examples"][0], TEXT);
    assert_eq!(schema["title"], "UserId");

    // In a struct, each field is inlined with its own prefix's pattern.
    let member = schemars::schema_for!(Member).to_value();
    let properties = &member["properties"];
    assert_eq!(
        properties["org"]["pattern"],
        "^org_[0-7][0-9a-hjkmnp-tv-z]{25}$"
    );
    assert_eq!(
        properties["id"]["pattern"],
        "^user_[0-7][0-9a-hjkmnp-tv-z]{25}$"
    );
}

proptest! {
    /// Strings near the form (the prefix or another, either case, `_`,
    /// the alphabet and its excluded letters, 26 to 34 long): the schema
    /// and `Id::<User>::from_str` agree on each.
    #[test]
    fn the_validator_agrees_with_the_parser(
        prefix in prop_oneof![Just(""), Just("user"), Just("user_"), Just("org_"), Just("User_"), Just("_")],
        suffix in "[0-9a-zA-Z_ ]{24,28}",
    ) {
        let text = format!("{prefix}{suffix}");
        prop_assert_eq!(
            validator().is_valid(&json!(text)),
            text.parse::<Id<User>>().is_ok(),
            "{:?}", text
        );
    }

    #[test]
    fn every_id_validates(bits: u128) {
        prop_assert!(validator().is_valid(&json!(Id::<User>::from_ulid(Ulid::from(bits)).to_string())));
    }
}

#[test]
fn openapi_schemas_carry_each_prefix() {
    use utoipa::ToSchema;

    // utoipa's derive refers to a generic type's schema by a name composed
    // of the type's and its arguments' (`UserId_UserId`), and registers
    // each under that name.
    let doc = serde_json::to_value(<Member as utoipa::PartialSchema>::schema()).unwrap();
    assert_eq!(
        doc["properties"]["id"]["$ref"],
        "#/components/schemas/UserId_UserId"
    );
    assert_eq!(
        doc["properties"]["org"]["$ref"],
        "#/components/schemas/OrgId_OrgId"
    );
    let mut schemas = Vec::new();
    Member::schemas(&mut schemas);
    let component = |name: &str| {
        let (_, schema) = schemas.iter().find(|(found, _)| found == name).unwrap();
        serde_json::to_value(schema).unwrap()
    };
    assert_eq!(
        component("UserId_UserId")["pattern"],
        "^user_[0-7][0-9a-hjkmnp-tv-z]{25}$"
    );
    assert_eq!(component("UserId_UserId")["format"], "typeid");
    assert_eq!(
        component("OrgId_OrgId")["pattern"],
        "^org_[0-7][0-9a-hjkmnp-tv-z]{25}$"
    );
    // Every component registered is a TypeID schema of the right kind.
    for (name, schema) in &schemas {
        let pattern = serde_json::to_value(schema).unwrap()["pattern"].clone();
        let kind = if name.starts_with("User") {
            "user"
        } else {
            "org"
        };
        assert_eq!(
            pattern,
            format!("^{kind}_[0-7][0-9a-hjkmnp-tv-z]{{25}}$"),
            "{name}"
        );
    }
    assert_eq!(<Id<User> as ToSchema>::name(), "UserId");

    // utoipa 5 (whose derive is checked in tests/openapi-validation)
    // gets the same schema.
    assert_eq!(
        serde_json::to_value(<Id<User> as utoipa5::PartialSchema>::schema()).unwrap(),
        serde_json::to_value(<Id<User> as utoipa::PartialSchema>::schema()).unwrap()
    );
    assert_eq!(<User as utoipa5::ToSchema>::name(), "UserId");
}

/// `prefix!` writes the same impls whatever features are on: with
/// `utoipa` and `utoipa5` on in this build, a prefix type whose utoipa
/// impls the user writes by hand (here, a schema name of their own) still
/// compiles, and utoipa's derive uses them.
#[test]
fn a_users_own_utoipa_impls_on_a_prefix_type_compile_beside_the_features() {
    use std::borrow::Cow;
    use utoipa::openapi::{RefOr, schema::Schema};

    prefix!(Account = "account");
    impl utoipa::ToSchema for Account {
        fn name() -> Cow<'static, str> {
            Cow::Borrowed("AccountKey")
        }
    }
    impl utoipa::PartialSchema for Account {
        fn schema() -> RefOr<Schema> {
            <Id<Account> as utoipa::PartialSchema>::schema()
        }
    }
    #[derive(utoipa::ToSchema)]
    #[allow(dead_code, reason = "only its schema is used")]
    struct Holder {
        account: Id<Account>,
    }

    let doc = serde_json::to_value(<Holder as utoipa::PartialSchema>::schema()).unwrap();
    assert_eq!(
        doc["properties"]["account"]["$ref"],
        "#/components/schemas/AccountId_AccountKey"
    );
}

#[test]
fn schema_names_are_unique_per_prefix() {
    prefix!(LineItem = "line_item");
    prefix!(DoubleUnderscore = "line__item");
    prefix!(Bare = "");
    let name = |schema: schemars::Schema| schema.to_value()["title"].clone();
    assert_eq!(name(schemars::schema_for!(Id<LineItem>)), "LineItemId");
    assert_eq!(
        name(schemars::schema_for!(Id<DoubleUnderscore>)),
        "Line_ItemId"
    );
    prefix!(Type = "type");
    assert_eq!(name(schemars::schema_for!(Id<Bare>)), "Id");
    assert_eq!(name(schemars::schema_for!(Id<Type>)), "TypeId");
    assert_eq!(
        schemars::schema_for!(Id<Bare>).to_value()["pattern"],
        "^[0-7][0-9a-hjkmnp-tv-z]{25}$"
    );
}

/// The representation modules take an `Id<P>` as they take a `Ulid`: the
/// uuid, bytes and integer forms have no prefix; the text form is the
/// TypeID, even in binary formats.
#[test]
fn representation_modules_take_typed_ids() {
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Legacy {
        #[serde(with = "ulid_serde::as_uuid")]
        id: Id<User>,
        #[serde(with = "ulid_serde::as_text")]
        text: Id<User>,
        #[serde(with = "ulid_serde::as_u128::option")]
        org: Option<Id<Org>>,
        #[serde(with = "ulid_serde::as_bytes")]
        bytes: Id<Org>,
        #[serde(with = "ulid_serde::lenient")]
        any_form: Id<User>,
    }
    let id = Id::<User>::from_ulid(ULID);
    let org = Id::<Org>::from_ulid(Ulid::NIL);
    let legacy = Legacy {
        id,
        text: id,
        org: Some(org),
        bytes: org,
        any_form: id,
    };
    let json = serde_json::to_value(&legacy).unwrap();
    assert_eq!(json["id"], "01890a5d-ac96-774b-bcce-b302099a8057");
    assert_eq!(json["text"], TEXT);
    assert_eq!(json["org"], 0);
    assert_eq!(json["any_form"], TEXT);
    assert_eq!(serde_json::from_value::<Legacy>(json).unwrap(), legacy);

    // A binary format that describes itself (`lenient` asks for any form).
    let mut cbor = Vec::new();
    ciborium::into_writer(&legacy, &mut cbor).unwrap();
    assert_eq!(
        ciborium::from_reader::<Legacy, _>(cbor.as_slice()).unwrap(),
        legacy
    );

    // `as_text` reads the TypeID strictly.
    let err = serde_json::from_value::<Legacy>(json!({
        "id": "01890a5d-ac96-774b-bcce-b302099a8057",
        "text": "org_01h455vb4pex5vsknk084sn02q",
        "org": null, "bytes": vec![0; 16], "any_form": TEXT,
    }))
    .unwrap_err();
    assert!(
        err.to_string().contains(r#"expected "user", found "org""#),
        "{err}"
    );
}

/// The serde guide's advice for utoipa: through a type alias, the derive sees a
/// plain path and names the component after `Id<Guest>` itself, `GuestId`;
/// the prefix type then needs no `utoipa_prefix!`.
#[test]
fn a_type_alias_gives_utoipa_a_plain_component_name() {
    use utoipa::ToSchema;

    prefix!(Guest = "guest");
    type GuestId = Id<Guest>;

    #[derive(Serialize, utoipa::ToSchema)]
    #[allow(dead_code, reason = "only its schema is used")]
    struct Invite {
        from: GuestId,
    }

    let doc = serde_json::to_value(<Invite as utoipa::PartialSchema>::schema()).unwrap();
    assert_eq!(
        doc["properties"]["from"]["$ref"],
        "#/components/schemas/GuestId"
    );
    let mut schemas = Vec::new();
    Invite::schemas(&mut schemas);
    let (_, schema) = schemas.iter().find(|(name, _)| name == "GuestId").unwrap();
    assert_eq!(
        serde_json::to_value(schema).unwrap()["pattern"],
        "^guest_[0-7][0-9a-hjkmnp-tv-z]{25}$"
    );
}
