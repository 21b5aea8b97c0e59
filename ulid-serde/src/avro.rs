//! The Avro schemas of the representation modules whose form Avro has a
//! type for, written once: `as_uuid`'s (the `uuid` logical type on
//! `string`, the hyphenated text the specification asks of it) and
//! `as_text`'s (a plain `string`: the 26 characters are no UUID text, so
//! they carry no logical type), and the nullable union of each for the
//! `option` modules. `#[derive(AvroSchema)]` calls a module's
//! `get_schema_in_ctxt` for a field with `#[avro(with)]` and
//! `#[serde(with = "...")]`.

use apache_avro::Schema;
use apache_avro::schema::{UnionSchema, UuidSchema};

/// `{"type": "string", "logicalType": "uuid"}`.
pub(crate) fn uuid_string() -> Schema {
    Schema::Uuid(UuidSchema::String)
}

/// `"string"`.
pub(crate) fn string() -> Schema {
    Schema::String
}

/// `["null", schema]`, as apache-avro writes an `Option`'s.
pub(crate) fn nullable(schema: Schema) -> Schema {
    Schema::Union(
        UnionSchema::new(std::vec![Schema::Null, schema])
            .expect("null and a string are a valid union: neither is a union, no type twice"),
    )
}
