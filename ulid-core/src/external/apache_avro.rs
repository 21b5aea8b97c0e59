//! apache-avro 0.22: `AvroSchemaComponent` for `Ulid` and every `Id<P>`,
//! so that `#[derive(AvroSchema)]` takes a struct with IDs. The schema is
//! Avro's `uuid` logical type on a `fixed` of 16 bytes (the specification
//! allows `fixed(16)` and `string`; Iceberg's maps its `uuid` to `fixed`), named
//! for the type (`Ulid`, `UserId`) in the enclosing namespace. Values go
//! through the serde impls, which write the 16 big-endian bytes to a binary
//! format such as Avro: a reader sees a UUID whose bytes sort as the IDs
//! do. `ulid-serde`'s `as_uuid` (the `uuid` logical type on `string`) and
//! `as_text` (a plain `string`) have the text forms' schemas.

use std::collections::HashSet;
use std::vec::Vec;

use apache_avro::Schema;
use apache_avro::schema::{FixedSchema, Name, NamespaceRef, RecordField, UuidSchema};
use apache_avro::serde::AvroSchemaComponent;

use crate::{Id, Identifier, Prefix, Ulid};

impl AvroSchemaComponent for Ulid {
    /// `{"type": "fixed", "size": 16, "logicalType": "uuid", "name":
    /// "Ulid"}`, or a reference to it after its first use in a schema.
    ///
    /// # Example
    ///
    /// ```
    /// use apache_avro::schema::UuidSchema;
    /// use apache_avro::{AvroSchema, Reader, Schema, Writer};
    /// use ulid_core::{Ulid, ulid};
    ///
    /// let schema = Ulid::get_schema();
    /// let Schema::Uuid(UuidSchema::Fixed(fixed)) = &schema else { panic!("{schema:?}") };
    /// assert_eq!((fixed.name.name(), fixed.size), ("Ulid", 16));
    ///
    /// // Values through serde: the 16 bytes, read back as the same ID.
    /// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    /// let mut writer = Writer::new(&schema, Vec::new())?;
    /// writer.append_ser(id)?;
    /// let file = writer.into_inner()?;
    /// for value in Reader::new(&file[..])? {
    ///     assert_eq!(apache_avro::from_value::<Ulid>(&value?)?, id);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn get_schema_in_ctxt(
        named_schemas: &mut HashSet<Name>,
        enclosing_namespace: NamespaceRef,
    ) -> Schema {
        uuid_fixed::<Ulid>(named_schemas, enclosing_namespace)
    }

    /// `None`: not a record.
    fn get_record_fields_in_ctxt(
        _: &mut HashSet<Name>,
        _: NamespaceRef,
    ) -> Option<Vec<RecordField>> {
        None
    }
}

impl<P: Prefix> AvroSchemaComponent for Id<P> {
    /// As `Ulid`'s, named for the kind (`UserId`): binary formats carry the
    /// 16 bytes, not the prefix.
    fn get_schema_in_ctxt(
        named_schemas: &mut HashSet<Name>,
        enclosing_namespace: NamespaceRef,
    ) -> Schema {
        uuid_fixed::<Id<P>>(named_schemas, enclosing_namespace)
    }

    /// `None`: not a record.
    fn get_record_fields_in_ctxt(
        _: &mut HashSet<Name>,
        _: NamespaceRef,
    ) -> Option<Vec<RecordField>> {
        None
    }
}

/// The `uuid` logical type on a `fixed(16)` named `T`'s schema name in
/// `enclosing_namespace`; a reference to that name once `named_schemas`
/// holds it (Avro defines a named type once per schema).
fn uuid_fixed<T: Identifier>(
    named_schemas: &mut HashSet<Name>,
    enclosing_namespace: NamespaceRef,
) -> Schema {
    let name = Name::new_with_enclosing_namespace(T::SCHEMA_NAME, enclosing_namespace)
        .expect("a schema name is an Avro name: letters, digits and `_`");
    if named_schemas.contains(&name) {
        return Schema::Ref { name };
    }
    named_schemas.insert(name.clone());
    Schema::Uuid(UuidSchema::Fixed(FixedSchema {
        name,
        aliases: None,
        doc: None,
        size: 16,
        attributes: Default::default(),
    }))
}
