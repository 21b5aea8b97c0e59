//! `Ulid` from arbitrary: 16 bytes of input make one ULID (the `u128` that
//! arbitrary reads from them), any input makes one, and a user's struct
//! holding a `Ulid` derives `Arbitrary`.
#![cfg(feature = "arbitrary")]

use arbitrary::{Arbitrary, Unstructured};
use ulid_core::Ulid;

#[test]
fn sixteen_bytes_make_one_ulid() {
    let data: Vec<u8> = (1..=16).collect();
    let id = Ulid::arbitrary(&mut Unstructured::new(&data)).unwrap();
    assert_eq!(id.to_u128(), u128::from_le_bytes(data.try_into().unwrap()));
    assert_eq!(<Ulid as Arbitrary>::size_hint(0), (16, Some(16)));
}

#[test]
fn every_input_makes_a_ulid_never_a_panic() {
    for len in 0..40 {
        let data = vec![0xA5; len];
        let mut input = Unstructured::new(&data);
        // arbitrary pads a short input with zeros rather than failing.
        let id = Ulid::arbitrary(&mut input).unwrap();
        let mut padded = [0; 16];
        padded[..len.min(16)].fill(0xA5);
        assert_eq!(id.to_u128(), u128::from_le_bytes(padded), "{len} bytes");
    }
}

/// What users fuzz: their own types with `Ulid` fields.
#[derive(Debug, Arbitrary)]
struct Order {
    id: Ulid,
    customer: Option<Ulid>,
    lines: Vec<(Ulid, u32)>,
}

#[test]
fn a_users_struct_derives_arbitrary() {
    let data: Vec<u8> = (0..=255).collect();
    let order = Order::arbitrary(&mut Unstructured::new(&data)).unwrap();
    // The first field takes the first 16 bytes, as a lone `Ulid` does.
    let first = u128::from_le_bytes(data[..16].try_into().unwrap());
    assert_eq!(order.id, Ulid::from_u128(first));
    // The same input makes the same order.
    let again = Order::arbitrary(&mut Unstructured::new(&data)).unwrap();
    assert_eq!(
        (again.id, again.customer, again.lines),
        (order.id, order.customer, order.lines)
    );
}
