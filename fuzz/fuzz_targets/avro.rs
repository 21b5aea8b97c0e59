//! Avro's door: a datum read by apache-avro's own reader under each schema
//! the family gives an ID (the `uuid` logical type on a `fixed(16)`,
//! `Ulid`'s own; on a `string`, `ulid_serde::as_uuid`'s; a plain `string`,
//! `as_text`'s), or under the nullable union of one (an `Option` field's),
//! then taken through serde as apache-avro's `from_value` hands it over.
//! The first byte picks the schema. No panic; whatever apache-avro reads
//! becomes an ID exactly when it holds one in the schema's form, and that
//! ID is the UUID's 16 bytes (for `fixed`, the datum's first 16) or the
//! text as the text parser reads it; a `null` is `None`.

#![no_main]

use apache_avro::reader::datum::GenericDatumReader;
use apache_avro::schema::{UnionSchema, UuidSchema};
use apache_avro::types::Value;
use apache_avro::{AvroSchema, Schema, from_value};
use libfuzzer_sys::fuzz_target;
use serde::Deserialize;
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

/// The three forms, each with its schema.
#[derive(Clone, Copy, Debug)]
enum Form {
    Fixed,
    UuidString,
    Text,
}

impl Form {
    fn schema(self) -> Schema {
        match self {
            Form::Fixed => Ulid::get_schema(),
            Form::UuidString => Schema::Uuid(UuidSchema::String),
            Form::Text => Schema::String,
        }
    }

    /// The value read as this form's `Ulid`, through serde.
    fn read(self, value: &Value) -> Option<Ulid> {
        match self {
            Form::Fixed => from_value::<Ulid>(value).ok(),
            Form::UuidString => from_value::<AsUuid>(value).ok().map(|id| id.0),
            Form::Text => from_value::<AsText>(value).ok().map(|id| id.0),
        }
    }

    /// The same, as an `Option` field of this form reads it.
    fn read_option(self, value: &Value) -> Option<Option<Ulid>> {
        match self {
            Form::Fixed => from_value::<Option<Ulid>>(value).ok(),
            Form::UuidString => from_value::<AsUuidOption>(value).ok().map(|id| id.0),
            Form::Text => from_value::<AsTextOption>(value).ok().map(|id| id.0),
        }
    }

    /// What the value holds in this form, read without our code: the
    /// UUID apache-avro made of the bytes or the string, the text as the
    /// parser reads it.
    fn expected(self, value: &Value) -> Option<Ulid> {
        match (self, value) {
            (Form::Fixed | Form::UuidString, Value::Uuid(uuid)) => {
                Some(Ulid::from_bytes(uuid.into_bytes()))
            }
            (Form::Text, Value::String(text)) => Ulid::parse(text).ok(),
            _ => None,
        }
    }
}

const FORMS: [Form; 3] = [Form::Fixed, Form::UuidString, Form::Text];

fuzz_target!(|input: &[u8]| {
    let Some((&pick, datum)) = input.split_first() else {
        return;
    };
    let form = FORMS[usize::from(pick & 0x7f) % FORMS.len()];
    if pick & 0x80 == 0 {
        let Ok(value) = read(&form.schema(), datum) else {
            return;
        };
        if let Form::Fixed = form {
            // apache-avro's reading of a fixed(16): the first 16 bytes.
            assert_eq!(
                form.expected(&value)
                    .map(Ulid::to_bytes)
                    .as_ref()
                    .map(|b| &b[..]),
                datum.get(..16)
            );
        }
        assert_eq!(
            form.read(&value),
            form.expected(&value),
            "{form:?} {value:?}"
        );
    } else {
        let nullable = Schema::Union(UnionSchema::new(vec![Schema::Null, form.schema()]).unwrap());
        let Ok(value) = read(&nullable, datum) else {
            return;
        };
        // apache-avro reads a string cut short as a null, in a union's
        // second branch too: what serde is handed is what counts.
        let expected = match &value {
            Value::Union(0 | 1, inner) if **inner == Value::Null => Some(None),
            Value::Union(1, inner) => form.expected(inner).map(Some),
            _ => panic!("a union of two read as {value:?}"),
        };
        assert_eq!(form.read_option(&value), expected, "{form:?} {value:?}");
    }
});

/// The datum as apache-avro's reader reads it under `schema`.
fn read(schema: &Schema, datum: &[u8]) -> Result<Value, apache_avro::Error> {
    GenericDatumReader::builder(schema)
        .build()?
        .read_value(&mut &datum[..])
}
