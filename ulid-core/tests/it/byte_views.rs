//! Zero-copy byte views (bytemuck, zerocopy) are on `UlidBytes`, whose
//! memory is the big-endian wire form: a view of it is the bytes a database
//! column or postcard holds, in an order that sorts like the ULIDs.
#![cfg(all(feature = "bytemuck", feature = "zerocopy"))]

use ulid_core::{Ulid, UlidBytes, ulid};
use zerocopy::{FromBytes, IntoBytes};

const ID: Ulid = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");

#[test]
fn bytemuck_views_are_the_big_endian_bytes() {
    let ids = [UlidBytes::from(ID), UlidBytes::from(Ulid::MAX)];
    let bytes: &[u8] = bytemuck::cast_slice(&ids);
    assert_eq!(&bytes[..16], ID.to_bytes());
    assert_eq!(bytes[0], 0x01, "the timestamp's first byte comes first");
    let back: &[UlidBytes] = bytemuck::cast_slice(bytes);
    assert_eq!(Ulid::from(back[0]), ID);
    assert_eq!(
        <UlidBytes as bytemuck::Zeroable>::zeroed(),
        UlidBytes::from(Ulid::NIL)
    );
}

#[test]
fn zerocopy_views_are_the_big_endian_bytes() {
    let view = UlidBytes::from(ID);
    assert_eq!(view.as_bytes(), ID.to_bytes());
    // Read in place from any 16 bytes (no alignment needed).
    let buffer = [[0u8; 1].as_slice(), &ID.to_bytes()].concat();
    let read = UlidBytes::ref_from_bytes(&buffer[1..]).unwrap();
    assert_eq!(Ulid::from(*read), ID);
    assert!(UlidBytes::ref_from_bytes(&buffer[..15]).is_err());
}

#[test]
fn byte_order_is_ulid_order() {
    let earlier = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    let later = ulid!("01BX5ZZKBKACTAV9WEVGEMMVRZ");
    assert!(UlidBytes::from(earlier) < UlidBytes::from(later));
    assert!(UlidBytes::from(earlier).as_bytes() < UlidBytes::from(later).as_bytes());
}
