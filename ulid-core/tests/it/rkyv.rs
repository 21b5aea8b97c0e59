//! `Ulid` in rkyv: archived as its 16 big-endian bytes (`UlidBytes`), read
//! in place with validation, compared, hashed and displayed like `Ulid`,
//! and deserialized back.
#![cfg(feature = "rkyv")]

use std::collections::HashSet;

use rkyv::rancor::Error;
use ulid_core::{Ulid, UlidBytes, ulid};

#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, PartialEq)]
struct Order {
    id: Ulid,
    customer: Option<Ulid>,
    lines: Vec<Ulid>,
}

#[test]
fn archived_in_place_and_back() {
    let order = Order {
        id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"),
        customer: Some(Ulid::MAX),
        lines: vec![Ulid::NIL, ulid!("01BX5ZZKBKACTAV9WEVGEMMVRZ")],
    };
    let bytes = rkyv::to_bytes::<Error>(&order).unwrap();
    let archived = rkyv::access::<ArchivedOrder, Error>(&bytes).unwrap();
    // The archived ID is the 16 big-endian bytes, equal to the `Ulid`.
    assert_eq!(archived.id, order.id);
    assert_eq!(archived.id.0, order.id.to_bytes());
    assert_eq!(archived.id.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
    assert!(archived.lines[0] < archived.lines[1]);
    let distinct: HashSet<UlidBytes> = archived.lines.iter().copied().collect();
    assert_eq!(distinct.len(), 2);
    let back = rkyv::deserialize::<Order, Error>(archived).unwrap();
    assert_eq!(back, order);
}

#[test]
fn a_lone_id_is_sixteen_bytes() {
    let bytes = rkyv::to_bytes::<Error>(&ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")).unwrap();
    assert_eq!(
        bytes.as_slice(),
        ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV").to_bytes()
    );
    let archived = rkyv::access::<UlidBytes, Error>(&bytes).unwrap();
    assert_eq!(Ulid::from(*archived), ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    // Validation rejects a buffer too short to hold one.
    assert!(rkyv::access::<UlidBytes, Error>(&bytes[..15]).is_err());
}

/// An archived ID hashes as the `Ulid` it came from, so sets and maps of
/// either agree on every key, and a `HashMap<Ulid, _>` is probed with the
/// archived value converted (free: 16 bytes).
#[test]
fn an_archived_id_hashes_as_its_ulid() {
    use std::collections::HashMap;
    use std::hash::{BuildHasher, RandomState};

    let ids = [Ulid::NIL, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"), Ulid::MAX];
    let bytes = rkyv::to_bytes::<Error>(&ids.to_vec()).unwrap();
    let archived = rkyv::access::<rkyv::vec::ArchivedVec<UlidBytes>, Error>(&bytes).unwrap();
    let hasher = RandomState::new();
    let names: HashMap<Ulid, &str> = ids.iter().copied().zip(["nil", "spec", "max"]).collect();
    for (archived, id) in archived.iter().zip(ids) {
        assert_eq!(hasher.hash_one(archived), hasher.hash_one(id), "{id}");
        assert_eq!(names.get(&Ulid::from(*archived)), names.get(&id));
    }
}
