//! Avro container files through apache-avro (`AvroSchemaComponent` on `Ulid`
//! and `Id<P>`, `ulid_serde::as_uuid` and `as_text` for the text forms),
//! checked both ways against Python's fastavro, an independent implementation:
//! the schema it reads (the `uuid` logical type on `fixed(16)`, and on
//! `string`), the 16 bytes big-endian and in ULID order, the text equal; what
//! fastavro writes read back as the same IDs; a `fixed` of 15 bytes and text
//! that is no ULID refused with errors that say so; in apache-avro's
//! human-readable mode, the `fixed` refused and the text modules' datums the
//! same. fastavro 1.13 reads and writes `uuid` on `string` as `uuid.UUID`, and
//! `uuid` on `fixed` as the raw 16 bytes (it converts only the `string` form):
//! the script makes the `UUID` from them.

use apache_avro::reader::datum::GenericDatumReader;
use apache_avro::writer::datum::GenericDatumWriter;
use apache_avro::{AvroSchema, Reader, Writer};
use serde::{Deserialize, Serialize};
use ulid_core::{Id, Ulid, prefix};

use crate::common::{assert_read_back, python, uuid_hex, vectors};

prefix!(User = "user");

#[derive(AvroSchema, Serialize, Deserialize, Debug, PartialEq)]
struct Event {
    id: Ulid,
    parent: Option<Ulid>,
    user: Id<User>,
    #[avro(with)]
    #[serde(with = "ulid_serde::as_uuid")]
    as_uuid: Ulid,
    #[avro(with)]
    #[serde(with = "ulid_serde::as_text")]
    as_text: Ulid,
}

/// One event per ID, with a parent on even rows.
fn events(ids: &[Ulid]) -> Vec<Event> {
    ids.iter()
        .enumerate()
        .map(|(row, &id)| Event {
            id,
            parent: (row % 2 == 0).then_some(id),
            user: Id::from_ulid(id),
            as_uuid: id,
            as_text: id,
        })
        .collect()
}

fn container(events: &[Event]) -> Vec<u8> {
    let schema = Event::get_schema();
    let mut writer = Writer::new(&schema, Vec::new()).unwrap();
    for event in events {
        writer.append_ser(event).unwrap();
    }
    writer.into_inner().unwrap()
}

/// Every event of an Avro container file, as its writer's schema reads.
fn read(file: &[u8]) -> Result<Vec<Event>, String> {
    let reader = Reader::new(file).map_err(|error| error.to_string())?;
    reader
        .map(|value| {
            let value = value.map_err(|error| error.to_string())?;
            apache_avro::from_value::<Event>(&value).map_err(|error| error.to_string())
        })
        .collect()
}

#[test]
fn the_schema_is_uuid_on_fixed_and_on_string() {
    let schema = serde_json::to_value(Event::get_schema()).unwrap();
    let types: Vec<&serde_json::Value> = schema["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|field| &field["type"])
        .collect();
    assert_eq!(
        types,
        [
            &serde_json::json!({"type": "fixed", "name": "Ulid", "size": 16, "logicalType": "uuid"}),
            &serde_json::json!(["null", "Ulid"]),
            &serde_json::json!({"type": "fixed", "name": "UserId", "size": 16, "logicalType": "uuid"}),
            &serde_json::json!({"type": "string", "logicalType": "uuid"}),
            &serde_json::json!("string"),
        ]
    );
}

#[test]
fn fastavro_reads_our_file() {
    let ids = vectors();
    let printed = python(
        r#"
import sys, uuid, fastavro
reader = fastavro.reader(sys.stdin.buffer)
fields = {f["name"]: f["type"] for f in reader.writer_schema["fields"]}
assert fields["id"] == {"type": "fixed", "name": "Ulid", "size": 16, "logicalType": "uuid"}, fields
assert fields["as_uuid"] == {"type": "string", "logicalType": "uuid"}, fields
rows = list(reader)
ids = [uuid.UUID(bytes=r["id"]) for r in rows]
for r, u in zip(rows, ids):
    assert uuid.UUID(bytes=r["user"]) == u and r["as_uuid"] == u, r
    assert r["parent"] is None or uuid.UUID(bytes=r["parent"]) == u, r
print(" ".join(u.hex for u in ids))
print(" ".join(map(str, sorted(range(len(rows)), key=lambda i: rows[i]["id"]))))
print(" ".join("1" if r["parent"] is None else "0" for r in rows))
print(" ".join(r["as_text"] for r in rows))
"#,
        container(&events(&ids)),
    );
    assert_read_back(&ids, &printed, "fastavro");
    let texts = String::from_utf8(printed).unwrap();
    let texts: Vec<&str> = texts.lines().nth(3).unwrap().split(' ').collect();
    let ours: Vec<String> = ids.iter().map(Ulid::to_string).collect();
    assert_eq!(texts, ours, "the as_text column holds the 26 characters");
}

#[test]
fn we_read_what_fastavro_writes() {
    let ids = vectors();
    let schema = serde_json::to_string(&Event::get_schema()).unwrap();
    let file = python(
        r#"
import io, json, sys, uuid, fastavro
schema, hexes = sys.stdin.read().split("\n", 1)
rows = []
for i, h in enumerate(hexes.split()):
    u = uuid.UUID(hex=h)
    rows.append({"id": u.bytes, "parent": u.bytes if i % 2 == 0 else None, "user": u.bytes,
                 "as_uuid": u, "as_text": TEXTS[i]})
out = io.BytesIO()
fastavro.writer(out, fastavro.parse_schema(json.loads(schema)), rows)
sys.stdout.buffer.write(out.getvalue())
"#
        .replace("TEXTS", &format!("{:?}", texts(&ids)))
        .as_str(),
        format!("{schema}\n{}", uuid_hex(&ids).join(" ")),
    );
    assert_eq!(read(&file).unwrap(), events(&ids));
}

#[test]
fn a_fixed_of_15_bytes_and_bad_text_are_errors() {
    let file = python(
        r#"
import io, sys, fastavro
schema = {"type": "record", "name": "Event", "fields": [
    {"name": "id", "type": {"type": "fixed", "name": "Ulid", "size": 15}},
    {"name": "parent", "type": ["null", "Ulid"]},
    {"name": "user", "type": {"type": "fixed", "name": "UserId", "size": 15}},
    {"name": "as_uuid", "type": {"type": "string", "logicalType": "uuid"}},
    {"name": "as_text", "type": "string"}]}
out = io.BytesIO()
fastavro.writer(out, fastavro.parse_schema(schema), [{"id": bytes(15), "parent": None, "user": bytes(15),
    "as_uuid": "01563e3a-b5d3-d676-4c61-efb99302bd5b", "as_text": "01ARZ3NDEKTSV4RRFFQ69G5FAV"}])
sys.stdout.buffer.write(out.getvalue())
"#,
        "",
    );
    let error = read(&file).unwrap_err();
    assert!(
        error.ends_with("invalid length 15, expected 16 bytes (or 26 bytes of text)"),
        "{error}"
    );

    let ids = [Ulid::MAX];
    let mut bad = events(&ids);
    bad[0].as_text = Ulid::NIL;
    let text = container(&bad);
    // The text column's 26 bytes, made into text that is no ULID ('L').
    let at = text
        .windows(26)
        .position(|window| window == Ulid::NIL.to_string().as_bytes())
        .unwrap();
    let mut damaged = text.clone();
    damaged[at + 25] = b'L';
    let error = read(&damaged).unwrap_err();
    assert!(
        error.contains("invalid character 'L' at index 25"),
        "{error}"
    );
}

/// apache-avro's human-readable mode (a writer's or reader's
/// `human_readable(true)`, or its process-wide switch): `Ulid`'s serde
/// writes and reads its text, which its own `fixed(16)` refuses both ways,
/// while `as_uuid` and `as_text` write their text in either mode.
#[test]
fn human_readable_avro_takes_the_text_modules_not_the_fixed() {
    #[derive(AvroSchema, Serialize, Deserialize, Debug, PartialEq)]
    struct Texts {
        #[avro(with)]
        #[serde(with = "ulid_serde::as_uuid")]
        as_uuid: Ulid,
        #[avro(with)]
        #[serde(with = "ulid_serde::as_text")]
        as_text: Ulid,
    }
    let id = ulid_core::ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");

    let fixed = Ulid::get_schema();
    let writer = GenericDatumWriter::builder(&fixed)
        .human_readable(true)
        .build()
        .unwrap();
    let error = writer.write_ser_to_vec(&id).unwrap_err().to_string();
    assert!(error.contains("Expected Schema::String"), "{error}");
    let reader = GenericDatumReader::builder(&fixed)
        .human_readable(true)
        .build()
        .unwrap();
    let error = reader
        .read_deser::<Ulid>(&mut &id.to_bytes()[..])
        .unwrap_err()
        .to_string();
    assert!(error.contains("Expected Schema::String"), "{error}");

    let schema = Texts::get_schema();
    let texts = Texts {
        as_uuid: id,
        as_text: id,
    };
    for human_readable in [false, true] {
        let writer = GenericDatumWriter::builder(&schema)
            .human_readable(human_readable)
            .build()
            .unwrap();
        let datum = writer.write_ser_to_vec(&texts).unwrap();
        // Each string's length (zigzag: 36 is 0x48, 26 is 0x34), then its text.
        let expected = [
            &[0x48][..],
            b"01563e3a-b5d3-d676-4c61-efb99302bd5b",
            &[0x34],
            b"01ARZ3NDEKTSV4RRFFQ69G5FAV",
        ]
        .concat();
        assert_eq!(datum, expected);
        let reader = GenericDatumReader::builder(&schema)
            .human_readable(human_readable)
            .build()
            .unwrap();
        assert_eq!(reader.read_deser::<Texts>(&mut &datum[..]).unwrap(), texts);
    }
}

fn texts(ids: &[Ulid]) -> Vec<String> {
    ids.iter().map(Ulid::to_string).collect()
}
