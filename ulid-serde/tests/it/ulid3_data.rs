//! Data the `ulid` crate (3.x) wrote, read with us, and the reverse: the
//! facts behind the migration guide's table, with `ulid` 3 itself as the
//! other side. `ulid` 3 writes the 26-character text in every format and
//! reads only a string.

use serde::{Deserialize, Serialize, de::DeserializeOwned};
use ulid_core::{Ulid, ulid};

const ID: Ulid = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Json,
    Cbor,
    MessagePack,
    Postcard,
    Bincode,
}

use Format::{Bincode, Cbor, Json, MessagePack, Postcard};

const FORMATS: [Format; 5] = [Json, Cbor, MessagePack, Postcard, Bincode];

impl Format {
    fn write<T: Serialize>(self, value: &T) -> Vec<u8> {
        match self {
            Json => serde_json::to_vec(value).unwrap(),
            Cbor => {
                let mut bytes = Vec::new();
                ciborium::into_writer(value, &mut bytes).unwrap();
                bytes
            }
            MessagePack => rmp_serde::to_vec(value).unwrap(),
            Postcard => postcard::to_allocvec(value).unwrap(),
            Bincode => bincode::serde::encode_to_vec(value, bincode::config::standard()).unwrap(),
        }
    }

    fn read<T: DeserializeOwned>(self, bytes: &[u8]) -> Result<T, String> {
        match self {
            Json => serde_json::from_slice(bytes).map_err(|e| e.to_string()),
            Cbor => ciborium::from_reader(bytes).map_err(|e| e.to_string()),
            MessagePack => rmp_serde::from_slice(bytes).map_err(|e| e.to_string()),
            Postcard => postcard::from_bytes(bytes).map_err(|e| e.to_string()),
            Bincode => bincode::serde::decode_from_slice(bytes, bincode::config::standard())
                .map(|(value, _)| value)
                .map_err(|e| e.to_string()),
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Theirs {
    id: ulid::Ulid,
}

#[derive(Serialize, Deserialize)]
struct Plain {
    id: Ulid,
}

#[derive(Serialize, Deserialize)]
struct Lenient {
    #[serde(with = "ulid_serde::lenient")]
    id: Ulid,
}

#[derive(Serialize, Deserialize)]
struct AsText {
    #[serde(with = "ulid_serde::as_text")]
    id: Ulid,
}

fn theirs() -> Theirs {
    Theirs {
        id: ulid::Ulid::from_string(&ID.to_string()).unwrap(),
    }
}

/// What `ulid` 3 wrote: plain `Ulid` reads it in JSON, MessagePack,
/// postcard and bincode, not in CBOR; `lenient` reads it in every
/// self-describing format (CBOR included) and is refused by postcard and
/// bincode; `as_text` reads it everywhere.
#[test]
fn what_ulid_3_wrote_reads_back() {
    for format in FORMATS {
        let old = format.write(&theirs());
        let plain = format.read::<Plain>(&old).map(|row| row.id);
        let lenient = format.read::<Lenient>(&old).map(|row| row.id);
        let as_text = format.read::<AsText>(&old).map(|row| row.id);
        assert_eq!(as_text, Ok(ID), "{format:?}: as_text");
        match format {
            Json | MessagePack | Postcard | Bincode => assert_eq!(plain, Ok(ID), "{format:?}"),
            Cbor => assert!(plain.is_err(), "{format:?}: {plain:?}"),
        }
        match format {
            Json | Cbor | MessagePack => assert_eq!(lenient, Ok(ID), "{format:?}: lenient"),
            Postcard | Bincode => assert!(lenient.is_err(), "{format:?}: {lenient:?}"),
        }
    }
}

/// `lenient` also reads what plain `Ulid` writes (16 bytes), and JSON's
/// array of 16 integers (what `as_bytes` writes there).
#[test]
fn lenient_reads_our_own_forms_too() {
    for format in [Json, Cbor, MessagePack] {
        let ours = format.write(&Plain { id: ID });
        assert_eq!(
            format.read::<Lenient>(&ours).map(|row| row.id),
            Ok(ID),
            "{format:?}"
        );
    }
    let array = serde_json::to_string(&ID.to_bytes()).unwrap();
    let row: Lenient = serde_json::from_str(&format!(r#"{{"id":{array}}}"#)).unwrap();
    assert_eq!(row.id, ID);
    // Plain `Ulid` asks JSON for a string, so the array is an error there.
    assert!(serde_json::from_str::<Plain>(&format!(r#"{{"id":{array}}}"#)).is_err());
}

/// What `ulid` 3 reads of ours: our text in JSON, and in binary formats
/// only what `as_text` writes (plain `Ulid` writes 16 bytes there).
#[test]
fn what_ulid_3_reads_of_ours() {
    for format in FORMATS {
        let plain = format.write(&Plain { id: ID });
        let as_text = format.write(&AsText { id: ID });
        let read_plain = format.read::<Theirs>(&plain).map(|row| row.id.to_string());
        let read_text = format
            .read::<Theirs>(&as_text)
            .map(|row| row.id.to_string());
        assert_eq!(read_text, Ok(ID.to_string()), "{format:?}: as_text");
        match format {
            Json => assert_eq!(read_plain, Ok(ID.to_string())),
            _ => assert!(read_plain.is_err(), "{format:?}: {read_plain:?}"),
        }
    }
}
