//! scylla 1.x (ScyllaDB and Cassandra through CQL): `Ulid` and every
//! `Id<P>` as bound values and as column values, on the traits of
//! `scylla-cql-core`, which the `scylla` driver re-exports. The column's
//! type decides the form: a `blob` holds the 16 big-endian bytes, which
//! CQL compares bytewise, so a clustering column of them is in time order;
//! `text` and `ascii` hold the text form (a `Ulid`'s 26 characters, an
//! `Id<P>`'s TypeID). `uuid` and `timeuuid` are refused both ways, with an
//! error that says why: CQL orders a `uuid` by its version nibble first
//! (byte 6, random in a ULID), and a `timeuuid` holds version 1 only.

use core::fmt;

use scylla_cql_core::deserialize::value::DeserializeValue;
use scylla_cql_core::deserialize::{DeserializationError, FrameSlice, TypeCheckError};
use scylla_cql_core::frame::response::result::{ColumnType, NativeType};
use scylla_cql_core::serialize::SerializationError;
use scylla_cql_core::serialize::value::SerializeValue;
use scylla_cql_core::serialize::writers::{CellWriter, WrittenCellProof};

use crate::{Id, Identifier, Prefix, Ulid};

impl SerializeValue for Ulid {
    /// The 16 big-endian bytes into a `blob`, the 26 upper-case characters
    /// into `text` or `ascii`; any other column type is an error naming it
    /// (for `uuid` and `timeuuid`, the order the column would lose).
    ///
    /// # Example
    ///
    /// ```
    /// use scylla_cql_core::frame::response::result::{ColumnType, NativeType};
    /// use scylla_cql_core::serialize::value::SerializeValue;
    /// use scylla_cql_core::serialize::writers::CellWriter;
    /// use ulid_core::Ulid;
    ///
    /// let mut value = Vec::new();
    /// Ulid::MAX.serialize(&ColumnType::Native(NativeType::Blob), CellWriter::new(&mut value))?;
    /// assert_eq!(value[..4], 16i32.to_be_bytes());
    /// assert_eq!(value[4..], [0xff; 16]);
    ///
    /// let uuid = ColumnType::Native(NativeType::Uuid);
    /// let err = Ulid::MAX.serialize(&uuid, CellWriter::new(&mut Vec::new())).unwrap_err();
    /// assert!(err.to_string().contains("a CQL uuid column holds no Ulid"), "{err}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn serialize<'b>(
        &self,
        typ: &ColumnType,
        writer: CellWriter<'b>,
    ) -> Result<WrittenCellProof<'b>, SerializationError> {
        serialize(*self, typ, writer)
    }
}

impl<P: Prefix> SerializeValue for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn serialize<'b>(
        &self,
        typ: &ColumnType,
        writer: CellWriter<'b>,
    ) -> Result<WrittenCellProof<'b>, SerializationError> {
        serialize(*self, typ, writer)
    }
}

impl<'frame, 'metadata> DeserializeValue<'frame, 'metadata> for Ulid {
    /// `blob`, `text` and `ascii`.
    fn type_check(typ: &ColumnType) -> Result<(), TypeCheckError> {
        type_check::<Ulid>(typ)
    }

    /// 16 bytes from a `blob`, the 26 characters (either case) from `text`
    /// or `ascii`; anything else, `null` included, is an error that says
    /// what was found ([`ColumnDecodeError`](crate::ColumnDecodeError)
    /// for a stored value that is not a ULID).
    ///
    /// # Example
    ///
    /// ```
    /// use scylla_cql_core::deserialize::FrameSlice;
    /// use scylla_cql_core::deserialize::value::DeserializeValue;
    /// use scylla_cql_core::frame::response::result::{ColumnType, NativeType};
    /// use ulid_core::{ColumnDecodeError, Ulid, ulid};
    ///
    /// let text = ColumnType::Native(NativeType::Text);
    /// let value = FrameSlice::new_borrowed(b"01arz3ndektsv4rrffq69g5fav");
    /// assert_eq!(Ulid::deserialize(&text, Some(value))?, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    ///
    /// let blob = ColumnType::Native(NativeType::Blob);
    /// let err = Ulid::deserialize(&blob, Some(FrameSlice::new_borrowed(&[0; 15]))).unwrap_err();
    /// let err = err.downcast_ref::<ColumnDecodeError>().unwrap();
    /// assert_eq!(err.length_error().map(|e| e.found()), Some(15));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn deserialize(
        typ: &'metadata ColumnType<'metadata>,
        value: Option<FrameSlice<'frame>>,
    ) -> Result<Ulid, DeserializationError> {
        deserialize(typ, value)
    }
}

impl<'frame, 'metadata, P: Prefix> DeserializeValue<'frame, 'metadata> for Id<P> {
    /// As a `Ulid`.
    fn type_check(typ: &ColumnType) -> Result<(), TypeCheckError> {
        type_check::<Id<P>>(typ)
    }

    /// As a `Ulid`, with `P`'s TypeID as the text form.
    fn deserialize(
        typ: &'metadata ColumnType<'metadata>,
        value: Option<FrameSlice<'frame>>,
    ) -> Result<Id<P>, DeserializationError> {
        deserialize(typ, value)
    }
}

/// The two forms an ID takes in CQL.
enum Form {
    Bytes,
    Text,
}

/// The form `typ` holds, or the error that says why it holds none.
fn form<T: Identifier>(typ: &ColumnType) -> Result<Form, ColumnTypeError> {
    match typ {
        ColumnType::Native(NativeType::Blob) => Ok(Form::Bytes),
        ColumnType::Native(NativeType::Text | NativeType::Ascii) => Ok(Form::Text),
        other => Err(ColumnTypeError {
            type_name: T::TYPE_NAME,
            column_type: cql_name(other),
        }),
    }
}

fn serialize<'b, T: Identifier>(
    id: T,
    typ: &ColumnType,
    writer: CellWriter<'b>,
) -> Result<WrittenCellProof<'b>, SerializationError> {
    match form::<T>(typ).map_err(SerializationError::new)? {
        Form::Bytes => writer.set_value(&id.to_ulid().to_bytes()),
        Form::Text => id.with_text(|text| writer.set_value(text.as_bytes())),
    }
    .map_err(SerializationError::new)
}

fn type_check<T: Identifier>(typ: &ColumnType) -> Result<(), TypeCheckError> {
    form::<T>(typ).map(drop).map_err(TypeCheckError::new)
}

fn deserialize<T: Identifier>(
    typ: &ColumnType,
    value: Option<FrameSlice<'_>>,
) -> Result<T, DeserializationError> {
    let form = form::<T>(typ).map_err(DeserializationError::new)?;
    let column_type = cql_name(typ);
    let Some(value) = value else {
        return Err(DeserializationError::new(NullError {
            type_name: T::TYPE_NAME,
            column_type,
        }));
    };
    match form {
        Form::Bytes => Ulid::from_binary_column(column_type, value.as_slice()).map(T::from_ulid),
        Form::Text => T::from_text_column(column_type, value.as_slice()),
    }
    .map_err(DeserializationError::new)
}

/// A CQL column type that holds no ID.
#[derive(Debug)]
struct ColumnTypeError {
    type_name: &'static str,
    column_type: &'static str,
}

impl fmt::Display for ColumnTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ColumnTypeError {
            type_name,
            column_type,
        } = self;
        write!(f, "a CQL {column_type} column holds no {type_name}")?;
        match *column_type {
            "uuid" => f.write_str(
                ": CQL orders uuid values by their version nibble (byte 6, random in a \
                 ULID) before their time, so the IDs would lose their order",
            )?,
            "timeuuid" => f.write_str(": a timeuuid holds version 1 UUIDs only")?,
            _ => {}
        }
        f.write_str("; use blob (16 bytes, compared bytewise: time order) or text")
    }
}

impl core::error::Error for ColumnTypeError {}

/// A CQL `null` where an ID was expected (`Option<Ulid>` reads it).
#[derive(Debug)]
struct NullError {
    type_name: &'static str,
    column_type: &'static str,
}

impl fmt::Display for NullError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a CQL {} value is null, which {type_name} cannot hold (read an \
             Option<{type_name}> to allow null)",
            self.column_type,
            type_name = self.type_name
        )
    }
}

impl core::error::Error for NullError {}

/// The type's name in CQL, for messages.
fn cql_name(typ: &ColumnType) -> &'static str {
    let ColumnType::Native(native) = typ else {
        return match typ {
            ColumnType::Collection { .. } => "collection",
            ColumnType::Vector { .. } => "vector",
            ColumnType::UserDefinedType { .. } => "user-defined type",
            ColumnType::Tuple(_) => "tuple",
            _ => "non-native type",
        };
    };
    match native {
        NativeType::Ascii => "ascii",
        NativeType::Boolean => "boolean",
        NativeType::Blob => "blob",
        NativeType::Counter => "counter",
        NativeType::Date => "date",
        NativeType::Decimal => "decimal",
        NativeType::Double => "double",
        NativeType::Duration => "duration",
        NativeType::Float => "float",
        NativeType::Int => "int",
        NativeType::BigInt => "bigint",
        NativeType::Text => "text",
        NativeType::Timestamp => "timestamp",
        NativeType::Inet => "inet",
        NativeType::SmallInt => "smallint",
        NativeType::TinyInt => "tinyint",
        NativeType::Time => "time",
        NativeType::Timeuuid => "timeuuid",
        NativeType::Uuid => "uuid",
        NativeType::Varint => "varint",
        _ => "native type",
    }
}
