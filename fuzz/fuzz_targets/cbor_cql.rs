//! Two doors with readers of their own: minicbor's `Decode` (tag 37 over a
//! byte string, or the byte string alone) and CQL column values
//! (scylla-cql-core's `DeserializeValue`, the column type deciding the
//! form). The first byte picks the door; for CQL it also picks the column
//! type and a null value. No panic; minicbor gives an ID exactly when the
//! document starts with a 16-byte string, tagged 37 or not, and that ID
//! is the string's 16 bytes; a CQL value is read exactly as the column
//! readers read its form, and any other type or a null is an error that
//! says so.

#![no_main]

use libfuzzer_sys::fuzz_target;
use minicbor::data::{Tag, Type};
use scylla_cql_core::deserialize::FrameSlice;
use scylla_cql_core::deserialize::value::DeserializeValue;
use scylla_cql_core::frame::response::result::{ColumnType, NativeType};
use ulid_core::{Id, Ulid, prefix};

prefix!(User = "user");

/// The CQL column types the first byte picks from: the three that hold an
/// ID, the two refused with a reason, and one of the rest.
const CQL_TYPES: [NativeType; 6] = [
    NativeType::Blob,
    NativeType::Text,
    NativeType::Ascii,
    NativeType::Uuid,
    NativeType::Timeuuid,
    NativeType::Int,
];

fuzz_target!(|input: &[u8]| {
    let Some((&pick, rest)) = input.split_first() else {
        return;
    };
    if pick % 2 == 0 {
        cbor(rest);
    } else {
        let native = CQL_TYPES[usize::from(pick >> 1) % CQL_TYPES.len()].clone();
        cql(
            &ColumnType::Native(native),
            (pick & 0x80 == 0).then_some(rest),
        );
    }
});

fn cbor(document: &[u8]) {
    let read = minicbor::decode::<Ulid>(document);
    assert_eq!(
        minicbor::decode::<Id<User>>(document).map(Id::to_ulid).ok(),
        read.as_ref().ok().copied()
    );
    assert_eq!(read.ok(), sixteen_bytes(document), "{document:02x?}");
}

/// What an independent reading of `document` finds: a definite byte string
/// of 16 bytes, under tag 37 or none, as the first item.
fn sixteen_bytes(document: &[u8]) -> Option<Ulid> {
    let mut decoder = minicbor::Decoder::new(document);
    if decoder.datatype().ok()? == Type::Tag && decoder.tag().ok()? != Tag::new(37) {
        return None;
    }
    if decoder.datatype().ok()? != Type::Bytes {
        return None;
    }
    Ulid::from_slice(decoder.bytes().ok()?).ok()
}

fn cql(typ: &ColumnType, value: Option<&[u8]>) {
    let read = Ulid::deserialize(typ, value.map(FrameSlice::new_borrowed));
    let ColumnType::Native(native) = typ else {
        unreachable!("only native types are picked")
    };
    let expected = match (native, value) {
        (NativeType::Blob, Some(bytes)) => Ulid::from_slice(bytes).ok(),
        (NativeType::Text | NativeType::Ascii, Some(text)) => Ulid::parse_ascii(text).ok(),
        _ => None,
    };
    match read {
        Ok(id) => assert_eq!(Some(id), expected),
        Err(err) => {
            assert_eq!(expected, None);
            let message = err.to_string();
            match (native, value) {
                (NativeType::Blob | NativeType::Text | NativeType::Ascii, None) => {
                    assert!(message.contains("is null"), "{message}");
                }
                (NativeType::Blob | NativeType::Text | NativeType::Ascii, Some(_)) => {}
                _ => assert!(message.contains("column holds no Ulid"), "{message}"),
            }
        }
    }
}
