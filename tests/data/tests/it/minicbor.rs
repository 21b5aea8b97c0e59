//! minicbor's `Encode`/`Decode` on `Ulid` and `Id<P>`, checked both ways
//! against Python's cbor2 (an independent CBOR implementation, which writes
//! and reads a `uuid.UUID` as tag 37): byte for byte the same encoding, in
//! ULID order, and each bad value an error that says what was found.

use proptest::prelude::*;
use ulid_core::{Id, Ulid, prefix};

use crate::common::{hex_lines, python, uuid_hex, vectors};

prefix!(User = "user");

#[test]
fn our_bytes_are_cbor2s_bytes_for_the_same_uuids() {
    let ids = vectors();
    let ours = minicbor::to_vec(&ids).unwrap();
    let theirs = python(
        r#"
import sys, uuid, cbor2
sys.stdout.buffer.write(cbor2.dumps([uuid.UUID(hex=h) for h in sys.stdin.read().split()]))
"#,
        uuid_hex(&ids).join(" ").as_bytes(),
    );
    assert_eq!(ours, theirs, "minicbor and cbor2 write the same bytes");
    // And cbor2 reads ours as UUIDs, in ULID order.
    let read = python(
        r#"
import sys, uuid, cbor2
values = cbor2.loads(sys.stdin.buffer.read())
assert all(isinstance(v, uuid.UUID) for v in values), values
print(" ".join(v.hex for v in values))
print(" ".join(map(str, sorted(range(len(values)), key=lambda i: values[i]))))
"#,
        &ours,
    );
    let read = String::from_utf8(read).unwrap();
    let lines: Vec<&str> = read.lines().collect();
    assert_eq!(lines[0].split(' ').collect::<Vec<_>>(), uuid_hex(&ids));
    let mut by_ulid: Vec<usize> = (0..ids.len()).collect();
    by_ulid.sort_by_key(|&i| ids[i]);
    let by_cbor2: Vec<usize> = lines[1].split(' ').map(|i| i.parse().unwrap()).collect();
    assert_eq!(by_cbor2, by_ulid, "cbor2's order is ULID order");
}

#[test]
fn we_read_what_cbor2_writes_tagged_or_not() {
    let ids = vectors();
    let written = python(
        r#"
import sys, uuid, cbor2
values = [uuid.UUID(hex=h) for h in sys.stdin.read().split()]
sys.stdout.buffer.write(cbor2.dumps([v if i % 2 == 0 else v.bytes for i, v in enumerate(values)]))
"#,
        uuid_hex(&ids).join(" ").as_bytes(),
    );
    assert_eq!(minicbor::decode::<Vec<Ulid>>(&written).unwrap(), ids);
    let users: Vec<Id<User>> = minicbor::decode(&written).unwrap();
    assert!(
        users
            .iter()
            .map(|user| user.to_ulid())
            .eq(ids.iter().copied())
    );
}

/// Each bad value cbor2 writes, and the error it must give: never a panic,
/// never another ID.
#[test]
fn bad_values_are_errors_that_say_what_was_found() {
    let written = python(
        r#"
import cbor2
cases = [
    cbor2.CBORTag(37, bytes(15)),
    cbor2.CBORTag(37, bytes(17)),
    cbor2.CBORTag(37, "01ARZ3NDEKTSV4RRFFQ69G5FAV"),
    cbor2.CBORTag(2, bytes(16)),
    bytes(26),
    "01ARZ3NDEKTSV4RRFFQ69G5FAV",
    [0] * 16,
    16,
]
for case in cases:
    print(cbor2.dumps(case).hex())
"#,
        b"",
    );
    let expected = [
        "expected 16 bytes for a ULID, found 15",
        "expected 16 bytes for a ULID, found 17",
        "a ULID is a byte string of 16 bytes",
        "a ULID is a byte string, untagged or under tag 37",
        "expected 16 bytes for a ULID, found 26",
        "a ULID is a byte string of 16 bytes",
        "a ULID is a byte string of 16 bytes",
        "a ULID is a byte string of 16 bytes",
    ];
    let cases = hex_lines(&written);
    assert_eq!(cases.len(), expected.len());
    for (case, want) in cases.into_iter().zip(expected) {
        let error = minicbor::decode::<Ulid>(&case).expect_err(want).to_string();
        assert!(
            error.contains(want),
            "{case:02x?}: want {want:?}, got {error:?}"
        );
    }
}

proptest! {
    #[test]
    fn every_id_round_trips_in_its_19_bytes(bits: u128) {
        let id = Ulid::from_u128(bits);
        let cbor = minicbor::to_vec(id).unwrap();
        prop_assert_eq!(cbor.len(), minicbor::len(id));
        prop_assert_eq!(cbor.len(), 19);
        prop_assert_eq!(minicbor::decode::<Ulid>(&cbor).unwrap(), id);
        let user = Id::<User>::from_ulid(id);
        prop_assert_eq!(minicbor::to_vec(user).unwrap(), cbor.clone());
        prop_assert_eq!(minicbor::len(user), 19);
        prop_assert_eq!(minicbor::decode::<Id<User>>(&cbor).unwrap(), user);
    }
}
