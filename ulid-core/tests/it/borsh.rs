//! `Ulid` in borsh: the 16 big-endian bytes, round trips, and short input
//! as an error.
#![cfg(feature = "borsh")]

use proptest::prelude::*;
use ulid_core::{Ulid, ulid};

#[test]
fn sixteen_big_endian_bytes() {
    let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    let bytes = borsh::to_vec(&id).unwrap();
    assert_eq!(bytes, id.to_bytes());
    // In a struct, a field is just its 16 bytes.
    let pair = borsh::to_vec(&(id, Some(Ulid::MAX))).unwrap();
    assert_eq!(pair.len(), 16 + 1 + 16);
}

#[test]
fn short_input_is_an_error() {
    let err = borsh::from_slice::<Ulid>(&[0; 15]).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::UnexpectedEof, "{err}");
    assert!(borsh::from_slice::<Ulid>(&[0; 17]).is_err());
}

proptest! {
    #[test]
    fn round_trip(value: u128) {
        let id = Ulid::from_u128(value);
        prop_assert_eq!(borsh::from_slice::<Ulid>(&borsh::to_vec(&id).unwrap()).unwrap(), id);
    }
}
