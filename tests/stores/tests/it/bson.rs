//! bson 3.x (feature `bson`): the same impls as bson 2's
//! (`tests/it/bson2.rs` has the full set), checked on bson 3's own types:
//! values both ways, documents through serde including a UUID-subtype
//! `Binary`, and a document pymongo's independent implementation reads.

use bson::spec::BinarySubtype;
use bson::{Binary, Bson, doc};
use serde::{Deserialize, Serialize};
use ulid_core::{Id, Ulid, prefix};
use ulid_tests::servers::python;

prefix!(User = "user");

#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Event {
    id: Ulid,
    user: Id<User>,
}

#[test]
fn values_and_documents() {
    let id = Ulid::new();
    let written = Bson::from(id);
    assert_eq!(
        written,
        Bson::Binary(Binary {
            subtype: BinarySubtype::Generic,
            bytes: id.to_bytes().to_vec()
        })
    );
    assert_eq!(Ulid::try_from(written).unwrap(), id);
    assert!(
        Ulid::try_from(Bson::Int64(1))
            .unwrap_err()
            .to_string()
            .contains("BSON Int64")
    );

    let event = Event {
        id,
        user: Id::from_ulid(id),
    };
    assert_eq!(
        bson::deserialize_from_document::<Event>(bson::serialize_to_document(&event).unwrap())
            .unwrap(),
        event
    );
    let uuid_subtype = Bson::Binary(Binary {
        subtype: BinarySubtype::Uuid,
        bytes: id.to_bytes().to_vec(),
    });
    let stored = doc! { "id": uuid_subtype.clone(), "user": uuid_subtype };
    let read: Event = bson::deserialize_from_document(stored.clone()).unwrap();
    assert_eq!(read, event);
    let mut bytes = Vec::new();
    stored.to_writer(&mut bytes).unwrap();
    let read: Event = bson::deserialize_from_slice(&bytes).unwrap();
    assert_eq!(read, event);
}

#[test]
fn pymongo_reads_what_bson3_writes() {
    let id = Ulid::new();
    let mut bytes = Vec::new();
    doc! { "id": Bson::from(id) }.to_writer(&mut bytes).unwrap();
    let output = python(
        "import sys, bson; d = bson.decode(sys.stdin.buffer.read()); print(d['id'].hex())",
        &bytes,
        "pymongo",
    );
    assert_eq!(
        String::from_utf8(output).unwrap().trim(),
        format!("{:032x}", id.to_u128())
    );
}
