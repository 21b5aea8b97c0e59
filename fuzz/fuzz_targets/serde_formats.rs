//! serde's door: arbitrary bytes read as a `Ulid` in JSON, CBOR,
//! MessagePack, postcard and bincode, plainly and through ulid-serde's
//! `lenient`, `as_text` and `as_uuid` (the first byte picks the format).
//! Nothing panics; whatever is read writes back and reads back to the same
//! ID in that format; a JSON string is read exactly when the text parser
//! accepts it, as the same ID.

#![no_main]

use libfuzzer_sys::fuzz_target;
use serde::{Deserialize, Serialize};
use ulid_core::Ulid;

#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct Plain(Ulid);
#[derive(Deserialize)]
struct Lenient(#[serde(with = "ulid_serde::lenient")] Ulid);
#[derive(Deserialize)]
struct Text(#[serde(with = "ulid_serde::as_text")] Ulid);
#[derive(Deserialize)]
struct AsUuid(#[serde(with = "ulid_serde::as_uuid")] Ulid);

/// A format: reads `T` from bytes, writes `Plain`.
trait Format {
    fn read<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Option<T>;
    fn write(value: &Plain) -> Vec<u8>;
}

struct Json;
impl Format for Json {
    fn read<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Option<T> {
        serde_json::from_slice(bytes).ok()
    }
    fn write(value: &Plain) -> Vec<u8> {
        serde_json::to_vec(value).unwrap()
    }
}
struct Cbor;
impl Format for Cbor {
    fn read<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Option<T> {
        ciborium::from_reader(bytes).ok()
    }
    fn write(value: &Plain) -> Vec<u8> {
        let mut out = Vec::new();
        ciborium::into_writer(value, &mut out).unwrap();
        out
    }
}
struct MessagePack;
impl Format for MessagePack {
    fn read<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Option<T> {
        rmp_serde::from_slice(bytes).ok()
    }
    fn write(value: &Plain) -> Vec<u8> {
        rmp_serde::to_vec(value).unwrap()
    }
}
struct Postcard;
impl Format for Postcard {
    fn read<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Option<T> {
        postcard::from_bytes(bytes).ok()
    }
    fn write(value: &Plain) -> Vec<u8> {
        postcard::to_allocvec(value).unwrap()
    }
}
struct Bincode;
impl Format for Bincode {
    fn read<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Option<T> {
        bincode::serde::decode_from_slice(bytes, bincode::config::standard())
            .ok()
            .map(|(value, _)| value)
    }
    fn write(value: &Plain) -> Vec<u8> {
        bincode::serde::encode_to_vec(value, bincode::config::standard()).unwrap()
    }
}

/// Every reader in format `F`; each ID read writes back and reads back.
fn check<F: Format>(bytes: &[u8]) {
    let read = [
        F::read::<Plain>(bytes).map(|Plain(id)| id),
        F::read::<Lenient>(bytes).map(|Lenient(id)| id),
        F::read::<Text>(bytes).map(|Text(id)| id),
        F::read::<AsUuid>(bytes).map(|AsUuid(id)| id),
    ];
    for id in read.into_iter().flatten() {
        let written = F::write(&Plain(id));
        assert_eq!(F::read::<Plain>(&written), Some(Plain(id)));
    }
}

fuzz_target!(|input: &[u8]| {
    let Some((&format, bytes)) = input.split_first() else {
        return;
    };
    match format % 5 {
        0 => {
            check::<Json>(bytes);
            if let Ok(text) = serde_json::from_slice::<String>(bytes) {
                assert_eq!(
                    Json::read::<Plain>(bytes).map(|Plain(id)| id),
                    Ulid::parse(&text).ok()
                );
            }
        }
        1 => check::<Cbor>(bytes),
        2 => check::<MessagePack>(bytes),
        3 => check::<Postcard>(bytes),
        _ => check::<Bincode>(bytes),
    }
});
