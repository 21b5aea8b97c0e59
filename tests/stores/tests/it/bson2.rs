//! bson 2.x (feature `bson2`): `Bson` values, serde documents, and
//! documents checked by an independent BSON implementation, pymongo's
//! `bson` module (no MongoDB server runs here: what a server would store is
//! what these bytes are).
//! `scripts/test.sh` installs pymongo.

use bson2::spec::BinarySubtype;
use bson2::{Binary, Bson, Document, doc};
use proptest::strategy::Strategy as _;
use serde::{Deserialize, Serialize};
use ulid_core::{Id, Ulid, prefix};
use ulid_tests::servers;

prefix!(User = "user");
prefix!(Org = "org");

const ID: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";

fn binary(subtype: BinarySubtype, bytes: &[u8]) -> Bson {
    Bson::Binary(Binary {
        subtype,
        bytes: bytes.to_vec(),
    })
}

#[test]
fn values_both_ways_and_bad_values_named() {
    let id: Ulid = ID.parse().unwrap();
    let written = Bson::from(id);
    assert_eq!(
        written,
        binary(BinarySubtype::Generic, &id.to_bytes()),
        "subtype 0, 16 bytes"
    );
    assert_eq!(Ulid::try_from(written).unwrap(), id);
    assert_eq!(
        Ulid::try_from(binary(BinarySubtype::Uuid, &id.to_bytes())).unwrap(),
        id
    );
    assert_eq!(Ulid::try_from(Bson::String(ID.to_lowercase())).unwrap(), id);
    let user = Id::<User>::from_ulid(id);
    assert_eq!(Bson::from(user), Bson::from(id));
    assert_eq!(
        Id::<User>::try_from(Bson::String(user.to_string())).unwrap(),
        user
    );
    assert!(Id::<Org>::try_from(Bson::String(user.to_string())).is_err());

    for (value, message) in [
        (
            binary(BinarySubtype::Generic, &[1; 15]),
            "BSON Binary (subtype 0) value: expected 16 bytes for a ULID, found 15",
        ),
        (
            binary(BinarySubtype::Md5, &[1; 16]),
            "value of type BSON Binary (subtype 5)",
        ),
        (Bson::Int32(7), "value of type BSON Int32"),
        (Bson::Null, "value of type BSON Null"),
        (
            Bson::String("8ZZZZZZZZZZZZZZZZZZZZZZZZZ".into()),
            "overflow: the first character must be 0-7",
        ),
    ] {
        let error = Ulid::try_from(value).unwrap_err().to_string();
        assert!(error.contains(message), "{error}");
    }
}

#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Event {
    id: Ulid,
    parent: Option<Ulid>,
    user: Id<User>,
}

#[test]
fn documents_round_trip_through_serde_and_read_every_stored_form() {
    let event = Event {
        id: Ulid::new(),
        parent: None,
        user: Id::new(),
    };
    let document = bson2::to_document(&event).unwrap();
    assert_eq!(bson2::from_document::<Event>(document).unwrap(), event);
    let bytes = bson2::to_vec(&event).unwrap();
    assert_eq!(bson2::from_slice::<Event>(&bytes).unwrap(), event);

    // Stored by others: subtype 0, subtype 4 (uuid-writing code), text.
    let id: Ulid = ID.parse().unwrap();
    for stored in [
        binary(BinarySubtype::Generic, &id.to_bytes()),
        binary(BinarySubtype::Uuid, &id.to_bytes()),
        Bson::String(ID.to_lowercase()),
    ] {
        let document = doc! { "id": stored.clone(), "parent": stored.clone(), "user": binary(BinarySubtype::Uuid, &id.to_bytes()) };
        let read: Event = bson2::from_document(document.clone())
            .unwrap_or_else(|err| panic!("{stored:?}: {err}"));
        assert_eq!(
            (read.id, read.parent, read.user.to_ulid()),
            (id, Some(id), id)
        );
        let read: Event = bson2::from_slice(&bson2::to_vec(&document).unwrap())
            .unwrap_or_else(|err| panic!("{stored:?}: {err}"));
        assert_eq!(
            (read.id, read.parent, read.user.to_ulid()),
            (id, Some(id), id)
        );
    }
    // A binary of another subtype is refused, not read as bytes.
    let document = doc! { "id": binary(BinarySubtype::Md5, &id.to_bytes()), "parent": Bson::Null, "user": Bson::from(id) };
    let error = bson2::from_document::<Event>(document)
        .unwrap_err()
        .to_string();
    assert!(error.contains("subtype 0 or 4, found subtype 5"), "{error}");
}

/// Runs `script` with pymongo's `bson` module, `input` on stdin; its stdout.
fn python(script: &str, input: &[u8]) -> Vec<u8> {
    servers::python(script, input, "pymongo")
}

#[test]
fn pymongo_reads_what_we_write() {
    let id = Ulid::new();
    let event = Event {
        id,
        parent: Some(id),
        user: Id::from_ulid(id),
    };
    let mut document = bson2::to_document(&event).unwrap();
    document.insert("value", Bson::from(id));
    // Both of ours: the serde document (text, bson's human-readable form),
    // the raw serde bytes (16 bytes) and the `Bson` value.
    let mut input = bson2::to_vec(&document).unwrap();
    input.extend(bson2::to_vec(&event).unwrap());
    let checked = python(
        r#"
import sys, bson
data = sys.stdin.buffer.read()
docs = bson.decode_all(data)
first, second = docs
assert isinstance(first["value"], bytes) and len(first["value"]) == 16, first
assert isinstance(first["id"], str) and first["user"] == "user_" + first["id"].lower(), first
assert isinstance(second["id"], bytes) and second["id"] == first["value"], second
print(first["value"].hex() + " " + first["id"])
"#,
        &input,
    );
    let checked = String::from_utf8(checked).unwrap();
    let (hex, text) = checked.trim().split_once(' ').unwrap();
    assert_eq!(hex, format!("{:032x}", id.to_u128()));
    assert_eq!(text, id.to_string());
}

#[test]
fn we_read_what_pymongo_writes() {
    let id = Ulid::new();
    let written = python(
        r#"
import sys, uuid, bson
from bson.binary import Binary, UuidRepresentation
raw = bytes.fromhex(sys.stdin.read())
options = bson.CodecOptions(uuid_representation=UuidRepresentation.STANDARD)
doc = {"id": uuid.UUID(bytes=raw), "parent": Binary(raw, 0), "user": Binary(raw, 4), "text": uuid.UUID(bytes=raw).hex}
sys.stdout.buffer.write(bson.encode(doc, codec_options=options))
"#,
        format!("{:032x}", id.to_u128()).as_bytes(),
    );
    let document = Document::from_reader(written.as_slice()).unwrap();
    assert_eq!(
        document.get("id"),
        Some(&binary(BinarySubtype::Uuid, &id.to_bytes())),
        "pymongo wrote subtype 4"
    );
    for field in ["id", "parent", "user"] {
        assert_eq!(
            Ulid::try_from(document.get(field).unwrap().clone()).unwrap(),
            id,
            "{field}"
        );
    }
    let event: Event = bson2::from_slice(&written).unwrap();
    assert_eq!(
        (event.id, event.parent, event.user.to_ulid()),
        (id, Some(id), id)
    );
}

#[derive(Deserialize, Debug)]
struct OnlyId {
    id: Ulid,
}

proptest::proptest! {
    /// Any 16 bytes of subtype 0 or 4 read back as those bytes; any other
    /// subtype or length is an error; nothing panics.
    #[test]
    fn binaries_of_any_subtype_and_length(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..20), subtype in 0u8..=9) {
        let document = doc! { "id": Bson::Binary(Binary { subtype: BinarySubtype::from(subtype), bytes: bytes.clone() }) };
        for read in [
            bson2::from_document::<OnlyId>(document.clone()).map(|doc| doc.id),
            bson2::from_slice::<OnlyId>(&bson2::to_vec(&document).unwrap()).map(|doc| doc.id),
        ] {
            match read {
                Ok(id) => {
                    proptest::prop_assert!(subtype == 0 || subtype == 4);
                    proptest::prop_assert_eq!(&id.to_bytes()[..], &bytes[..]);
                }
                Err(_) => proptest::prop_assert!(bytes.len() != 16 || (subtype != 0 && subtype != 4)),
            }
        }
    }

    /// Extended JSON maps of arbitrary content are a ULID or an error; a
    /// `$binary` one (half the cases, its base64 half the time that of 16
    /// bytes or of up to 19) is a ULID only of 16 bytes in subtype 0 or 4
    /// (one or two hex digits, as the Extended JSON spec writes it: `0`,
    /// `00`, `4`, `04`; not `+4` nor `004`), and then of those bytes.
    #[test]
    fn extended_json_maps_never_panic(
        base64 in proptest::prop_oneof![
            ".{0,30}",
            proptest::prop_oneof![
                proptest::collection::vec(proptest::prelude::any::<u8>(), 16),
                proptest::collection::vec(proptest::prelude::any::<u8>(), 0..20),
            ].prop_map(|bytes| {
                let binary = Bson::Binary(Binary { subtype: BinarySubtype::Generic, bytes });
                binary.into_relaxed_extjson()["$binary"]["base64"].as_str().unwrap().to_owned()
            }),
        ],
        subtype in proptest::prop_oneof![".{0,3}", "[+0]{0,2}[04]", proptest::strategy::Just("00".to_owned()), proptest::strategy::Just("04".to_owned())],
        key in proptest::prop_oneof!["\\$?[a-z]{0,8}", proptest::strategy::Just("$binary".to_owned())],
    ) {
        let id_subtype = ["0", "00", "4", "04"].contains(&subtype.as_str());
        let document = doc! { "id": { key.clone(): { "base64": base64.clone(), "subType": subtype.clone() } } };
        let read = bson2::from_document::<OnlyId>(document);
        match read {
            Ok(OnlyId { id }) => {
                proptest::prop_assert_eq!(key.as_str(), "$binary");
                proptest::prop_assert!(id_subtype, "subtype {subtype:?}");
                let bytes = Binary::from_base64(&base64, None).unwrap().bytes;
                proptest::prop_assert_eq!(&id.to_bytes()[..], &bytes[..]);
            }
            Err(_) => proptest::prop_assert!(key != "$binary" || Binary::from_base64(&base64, None)
                .map_or(true, |binary| binary.bytes.len() != 16 || !id_subtype)),
        }
    }
}
