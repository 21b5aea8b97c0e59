//! `Id<P>` in the binary formats whose impls are this crate's (rkyv, borsh,
//! bincode, arbitrary): the same 16 bytes as its `Ulid`, read back as its
//! own kind.
#![cfg(all(
    feature = "rkyv",
    feature = "borsh",
    feature = "bincode",
    feature = "arbitrary"
))]

use rkyv::rancor::Error;
use ulid_core::{Id, Ulid, UlidBytes, prefix, ulid};

prefix!(User = "user");

const ULID: Ulid = ulid!("01H455VB4PEX5VSKNK084SN02Q");

#[derive(rkyv::Archive, rkyv::Serialize, rkyv::Deserialize, Debug, PartialEq)]
struct Session {
    user: Id<User>,
    previous: Option<Id<User>>,
}

#[test]
fn rkyv_archives_the_sixteen_bytes() {
    let session = Session {
        user: Id::from_ulid(ULID),
        previous: None,
    };
    let bytes = rkyv::to_bytes::<Error>(&session).unwrap();
    let archived = rkyv::access::<ArchivedSession, Error>(&bytes).unwrap();
    assert_eq!(archived.user, UlidBytes::from(ULID));
    assert_eq!(
        rkyv::deserialize::<Session, Error>(archived).unwrap(),
        session
    );
}

#[test]
fn borsh_and_bincode_write_the_sixteen_bytes() {
    let id = Id::<User>::from_ulid(ULID);
    let borsh = borsh::to_vec(&id).unwrap();
    assert_eq!(borsh, ULID.to_bytes());
    assert_eq!(borsh::from_slice::<Id<User>>(&borsh).unwrap(), id);
    assert!(borsh::from_slice::<Id<User>>(&borsh[..15]).is_err());

    let config = bincode::config::standard();
    let mut native = [0; 16];
    assert_eq!(
        bincode::encode_into_slice(id, &mut native, config).unwrap(),
        16
    );
    assert_eq!(native, ULID.to_bytes());
    assert_eq!(
        bincode::decode_from_slice::<Id<User>, _>(&native, config).unwrap(),
        (id, 16)
    );
    assert_eq!(
        bincode::borrow_decode_from_slice::<Id<User>, _>(&native, config).unwrap(),
        (id, 16)
    );
}

#[test]
fn arbitrary_draws_the_same_bits_as_for_a_ulid() {
    use arbitrary::{Arbitrary, Unstructured};

    let data = [7u8; 32];
    let id = Id::<User>::arbitrary(&mut Unstructured::new(&data)).unwrap();
    let ulid = Ulid::arbitrary(&mut Unstructured::new(&data)).unwrap();
    assert_eq!(id.to_ulid(), ulid);
    assert_eq!(<Id<User> as Arbitrary>::size_hint(0), (16, Some(16)));
}
