//! `ulid_serde::cbor_tag37` through ciborium, checked both ways against
//! Python's cbor2 (an independent CBOR implementation, which decodes tag 37
//! to `uuid.UUID`); `scripts/test.sh data` installs it.

use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use ulid_serde::{Id, Ulid, prefix};

use crate::common::{assert_read_back, hex_lines, python, uuid_hex, vectors};

prefix!(User = "user");

#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Event {
    #[serde(with = "ulid_serde::cbor_tag37")]
    id: Ulid,
    #[serde(default, with = "ulid_serde::cbor_tag37::option")]
    parent: Option<Ulid>,
    #[serde(with = "ulid_serde::cbor_tag37")]
    user: Id<User>,
}

fn to_cbor<T: Serialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    ciborium::into_writer(value, &mut out).expect("writes to a Vec");
    out
}

#[test]
fn cbor2_reads_tag_37_as_uuids_in_ulid_order() {
    let ids = vectors();
    let events: Vec<Event> = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| Event {
            id,
            parent: (i % 2 == 0).then_some(id),
            user: Id::from_ulid(id),
        })
        .collect();
    let read = python(
        r#"
import sys, uuid, cbor2
events = cbor2.loads(sys.stdin.buffer.read())
for e in events:
    assert isinstance(e["id"], uuid.UUID) and isinstance(e["user"], uuid.UUID), e
    assert e["parent"] is None or e["parent"] == e["id"], e
# uuid.UUID compares as a 128-bit integer: the order of the bytes.
ordered = sorted(range(len(events)), key=lambda i: events[i]["id"])
print(" ".join(e["id"].hex for e in events))
print(" ".join(map(str, ordered)))
print(" ".join("1" if e["parent"] is None else "0" for e in events))
"#,
        to_cbor(&events),
    );
    assert_read_back(&ids, &read, "cbor2");
}

#[test]
fn we_read_what_cbor2_writes() {
    let ids = vectors();
    let hex = uuid_hex(&ids);
    let written = python(
        r#"
import sys, uuid, cbor2
out = []
for i, h in enumerate(sys.stdin.read().split()):
    u = uuid.UUID(hex=h)
    # parent: an untagged byte string (the plain form) or null.
    out.append({"id": u, "parent": u.bytes if i % 2 == 0 else None, "user": u})
sys.stdout.buffer.write(cbor2.dumps(out))
"#,
        hex.join(" ").as_bytes(),
    );
    assert!(
        written.windows(2).any(|w| w == [0xd8, 0x25]),
        "cbor2 wrote tag 37"
    );
    let events: Vec<Event> = ciborium::from_reader(written.as_slice()).unwrap();
    for (i, (event, &id)) in events.iter().zip(&ids).enumerate() {
        assert_eq!(
            (event.id, event.parent, event.user.to_ulid()),
            (id, (i % 2 == 0).then_some(id), id)
        );
    }
}

/// Each bad value cbor2 writes, and the error it must give: never a panic,
/// never another ID.
#[test]
fn bad_values_are_errors_that_say_what_was_found() {
    let written = python(
        r#"
import sys, uuid, cbor2
cases = [
    cbor2.CBORTag(37, bytes(15)),
    cbor2.CBORTag(37, bytes(17)),
    cbor2.CBORTag(37, "01ARZ3NDEKTSV4RRFFQ69G5FAV"),
    cbor2.CBORTag(2, bytes(16)),
    cbor2.CBORTag(36, bytes(16)),
    bytes(26),
    "01ARZ3NDEKTSV4RRFFQ69G5FAV",
    [0] * 16,
    16,
]
for case in cases:
    print(cbor2.dumps({"id": case, "user": uuid.UUID(int=1)}).hex())
"#,
        b"",
    );
    let expected = [
        "invalid length 15",
        "invalid length 17",
        "invalid type: string",
        "found tag 2",
        "found tag 36",
        "invalid length 26",
        "invalid type: string",
        "invalid type: sequence",
        "invalid type: integer",
    ];
    let cases = hex_lines(&written);
    assert_eq!(cases.len(), expected.len());
    for (case, want) in cases.into_iter().zip(expected) {
        let error = ciborium::from_reader::<Event, _>(case.as_slice())
            .expect_err(want)
            .to_string();
        assert!(
            error.contains(want),
            "{case:02x?}: want {want:?}, got {error:?}"
        );
    }
}

proptest! {
    #[test]
    fn every_id_round_trips(bits: u128, parent: Option<u128>) {
        let event = Event {
            id: Ulid::from_u128(bits),
            parent: parent.map(Ulid::from_u128),
            user: Id::from_ulid(Ulid::from_u128(bits)),
        };
        let cbor = to_cbor(&event);
        prop_assert_eq!(ciborium::from_reader::<Event, _>(cbor.as_slice()).unwrap(), event);
    }
}
