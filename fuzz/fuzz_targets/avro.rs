//! Avro's door: a datum under each schema the family gives an ID (`Ulid`'s
//! own, the `uuid` logical type on a `fixed(16)`; `ulid_serde::as_uuid`'s,
//! on a `string`; `as_text`'s, a plain `string`; and each one's `Option`
//! schema, a union with `null`), read by both of apache-avro's readers:
//! `read_value` then `from_value` (apache-avro parses a `uuid` string
//! itself and hands serde its canonical text), and the schema-aware
//! `read_deser` (which hands serde the datum's own bytes and text). The
//! first byte picks the schema, and whether `read_deser` is
//! human-readable. No panic; each reader gives an ID exactly when the
//! datum holds one in the schema's form: the fixed's 16 bytes, the UUID or
//! the ULID text as our parsers read the string, a `null` as `None`.
//! Human-readable, `Ulid` reads text: nothing from its own `fixed`, the
//! ULID text from a `string`.

#![no_main]

use std::collections::HashSet;

use apache_avro::reader::datum::GenericDatumReader;
use apache_avro::types::Value;
use apache_avro::{AvroSchema, Schema, from_value};
use libfuzzer_sys::fuzz_target;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use ulid_core::Ulid;

#[derive(Deserialize)]
#[serde(transparent)]
struct AsUuid(#[serde(with = "ulid_serde::as_uuid")] Ulid);
#[derive(Deserialize)]
#[serde(transparent)]
struct AsText(#[serde(with = "ulid_serde::as_text")] Ulid);
#[derive(Deserialize)]
#[serde(transparent)]
struct AsUuidOption(#[serde(with = "ulid_serde::as_uuid::option")] Option<Ulid>);
#[derive(Deserialize)]
#[serde(transparent)]
struct AsTextOption(#[serde(with = "ulid_serde::as_text::option")] Option<Ulid>);

/// The three forms.
#[derive(Clone, Copy, Debug)]
enum Form {
    Fixed,
    UuidString,
    Text,
}

const FORMS: [Form; 3] = [Form::Fixed, Form::UuidString, Form::Text];

impl Form {
    /// The family's schema of the form, or of its `Option`.
    fn schema(self, nullable: bool) -> Schema {
        let mut names = HashSet::new();
        match (self, nullable) {
            (Form::Fixed, false) => Ulid::get_schema(),
            (Form::Fixed, true) => <Option<Ulid>>::get_schema(),
            (Form::UuidString, false) => ulid_serde::as_uuid::get_schema_in_ctxt(&mut names, None),
            (Form::UuidString, true) => {
                ulid_serde::as_uuid::option::get_schema_in_ctxt(&mut names, None)
            }
            (Form::Text, false) => ulid_serde::as_text::get_schema_in_ctxt(&mut names, None),
            (Form::Text, true) => ulid_serde::as_text::option::get_schema_in_ctxt(&mut names, None),
        }
    }

    /// The ID apache-avro's `Value` holds in this form, read without our
    /// code but for the text parser: the UUID it made of the bytes or the
    /// string, the string as a ULID's text.
    fn in_value(self, value: &Value) -> Option<Ulid> {
        match (self, value) {
            (Form::Fixed | Form::UuidString, Value::Uuid(uuid)) => {
                Some(Ulid::from_bytes(uuid.into_bytes()))
            }
            (Form::Text, Value::String(text)) => Ulid::parse(text).ok(),
            _ => None,
        }
    }

    /// The ID the datum's own bytes hold in this form, `None` where they
    /// hold none; `Err` where this reading cannot tell (a string's length
    /// longer than a byte, which no ID's text needs).
    fn in_datum(self, datum: &[u8]) -> Result<Option<Ulid>, ()> {
        if let Form::Fixed = self {
            return Ok(datum
                .get(..16)
                .map(|bytes| Ulid::from_slice(bytes).unwrap()));
        }
        let Some((&length, rest)) = datum.split_first() else {
            return Ok(None);
        };
        match length {
            0x80.. => Err(()),
            // A negative length.
            _ if length & 1 == 1 => Ok(None),
            _ => Ok(rest
                .get(..usize::from(length >> 1))
                .and_then(|text| std::str::from_utf8(text).ok())
                .and_then(|text| match self {
                    Form::UuidString => Ulid::parse_uuid(text).ok(),
                    _ => Ulid::parse(text).ok(),
                })),
        }
    }
}

fuzz_target!(|input: &[u8]| {
    let Some((&pick, datum)) = input.split_first() else {
        return;
    };
    let form = FORMS[usize::from(pick & 0x3f) % FORMS.len()];
    let human_readable = pick & 0x40 != 0;
    let nullable = pick & 0x80 != 0;
    let schema = form.schema(nullable);
    let reader = GenericDatumReader::builder(&schema)
        .human_readable(human_readable)
        .build()
        .unwrap();

    // read_value, then from_value (which follows apache-avro's
    // process-wide switch, never set here: not human-readable).
    if let Ok(value) = reader.read_value(&mut &datum[..]) {
        if nullable {
            // apache-avro reads a string cut short as a null, in a union's
            // second branch too: what serde is handed is what counts.
            let expected = match &value {
                Value::Union(0 | 1, inner) if **inner == Value::Null => Some(None),
                Value::Union(1, inner) => form.in_value(inner).map(Some),
                _ => panic!("a union of two read as {value:?}"),
            };
            let read = match form {
                Form::Fixed => from_value::<Option<Ulid>>(&value).ok(),
                Form::UuidString => from_value::<AsUuidOption>(&value).ok().map(|id| id.0),
                Form::Text => from_value::<AsTextOption>(&value).ok().map(|id| id.0),
            };
            assert_eq!(read, expected, "{form:?} {value:?}");
        } else {
            let read = match form {
                Form::Fixed => from_value::<Ulid>(&value).ok(),
                Form::UuidString => from_value::<AsUuid>(&value).ok().map(|id| id.0),
                Form::Text => from_value::<AsText>(&value).ok().map(|id| id.0),
            };
            assert_eq!(read, form.in_value(&value), "{form:?} {value:?}");
            if let Form::Fixed = form {
                assert_eq!(Ok(read), form.in_datum(datum), "{datum:02x?}");
            }
        }
    }

    // read_deser, against the datum's own bytes.
    if human_readable && matches!(form, Form::Fixed) {
        // Human-readable, `Ulid` asks for its text, which a `fixed` does
        // not hold (apache-avro refuses it), and reads it from a `string`
        // (what apache-avro's docs advise for a type that is text there).
        let read = read_deser(form, nullable, &reader, datum);
        let expected = expected_read(nullable, datum, |_| Ok(None));
        check_deser(
            &"Ulid from its fixed, human-readable",
            datum,
            read,
            expected,
        );
        let schema = Form::Text.schema(nullable);
        let reader = GenericDatumReader::builder(&schema)
            .human_readable(true)
            .build()
            .unwrap();
        let read = read_deser(form, nullable, &reader, datum);
        let expected = expected_read(nullable, datum, |datum| Form::Text.in_datum(datum));
        check_deser(&"Ulid from a string, human-readable", datum, read, expected);
    } else {
        // Not human-readable, or a with-module (text in either mode).
        let read = read_deser(form, nullable, &reader, datum);
        let expected = expected_read(nullable, datum, |datum| form.in_datum(datum));
        check_deser(
            &(form, "human-readable", human_readable),
            datum,
            read,
            expected,
        );
    }
});

/// What `read_deser` reads as the form's type: `Ulid` for `Fixed`, the
/// with-module's for the others, in its `Option` when `nullable`; `None`
/// for an error, `Some(None)` for a null.
fn read_deser(
    form: Form,
    nullable: bool,
    reader: &GenericDatumReader<'_>,
    datum: &[u8],
) -> Option<Option<Ulid>> {
    fn deser<T: DeserializeOwned>(reader: &GenericDatumReader<'_>, datum: &[u8]) -> Option<T> {
        reader.read_deser::<T>(&mut &datum[..]).ok()
    }
    match (form, nullable) {
        (Form::Fixed, false) => deser::<Ulid>(reader, datum).map(Some),
        (Form::Fixed, true) => deser::<Option<Ulid>>(reader, datum),
        (Form::UuidString, false) => deser::<AsUuid>(reader, datum).map(|id| Some(id.0)),
        (Form::UuidString, true) => deser::<AsUuidOption>(reader, datum).map(|id| id.0),
        (Form::Text, false) => deser::<AsText>(reader, datum).map(|id| Some(id.0)),
        (Form::Text, true) => deser::<AsTextOption>(reader, datum).map(|id| id.0),
    }
}

/// What the datum holds, as `read_deser` returns it, where `holds` tells
/// what the bytes of the ID's own schema hold; `Err` where this reading
/// cannot tell. In a union, the index comes first: 0 is null, 2 the ID's
/// schema (zigzag), any other one-byte index an error.
fn expected_read(
    nullable: bool,
    datum: &[u8],
    holds: impl Fn(&[u8]) -> Result<Option<Ulid>, ()>,
) -> Result<Option<Option<Ulid>>, ()> {
    if !nullable {
        return holds(datum).map(|id| id.map(Some));
    }
    match datum.split_first() {
        None => Ok(None),
        Some((0, _)) => Ok(Some(None)),
        Some((2, rest)) => holds(rest).map(|id| id.map(Some)),
        Some((0x80.., _)) => Err(()),
        Some(_) => Ok(None),
    }
}

/// What `read_deser` read is what the datum holds, where its own reading
/// can tell.
fn check_deser(
    what: &dyn std::fmt::Debug,
    datum: &[u8],
    read: Option<Option<Ulid>>,
    expected: Result<Option<Option<Ulid>>, ()>,
) {
    if let Ok(expected) = expected {
        assert_eq!(read, expected, "{what:?}: {datum:02x?}");
    }
}
