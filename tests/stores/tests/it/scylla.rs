//! scylla 1.x (feature `scylla`): IDs as CQL values through the driver's
//! own traits and derives, checked against Python's cassandra-driver, an
//! independent implementation of CQL's value encoding: it reads what we
//! write and writes what we read. No ScyllaDB or Cassandra server runs
//! here, so what a server does with the values (a `blob` clustering
//! column's bytewise order, a `uuid` column's version-first order) is not
//! run; the engines guide cites the servers' sources for it.

use proptest::prelude::*;
use scylla::deserialize::FrameSlice;
use scylla::deserialize::row::{ColumnIterator, DeserializeRow};
use scylla::deserialize::value::DeserializeValue;
use scylla::frame::response::result::{ColumnSpec, ColumnType, NativeType, TableSpec};
use scylla::serialize::row::{RowSerializationContext, SerializeRow};
use scylla::serialize::value::SerializeValue;
use scylla::serialize::writers::{CellWriter, RowWriter};
use ulid_core::{ColumnDecodeError, Id, Ulid, prefix, ulid};
use ulid_tests::servers::python;

prefix!(User = "user");

/// A row as an application declares it: the key in a `blob`, a typed ID
/// in `text`.
#[derive(scylla::SerializeRow, scylla::DeserializeRow, Debug, PartialEq)]
struct Event {
    id: Ulid,
    user: Id<User>,
}

/// cassandra-driver's helpers: `ulid_text` is the 26-character form
/// written here from the spec (Crockford's base 32 over the 128 bits), so
/// that the text checks do not take ours on trust.
const PYTHON_PRELUDE: &str = "
import io, sys, uuid
from cassandra import cqltypes
from cassandra.protocol import read_value, write_value
ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
def ulid_text(b):
    n = int.from_bytes(b, 'big')
    return ''.join(ALPHABET[(n >> (5 * (25 - i))) & 31] for i in range(26))
# The driver's classes for CQL's blob, text and ascii.
CQL = {'blob': cqltypes.BytesType, 'text': cqltypes.UTF8Type, 'ascii': cqltypes.AsciiType}
def value(cql_type, v):
    out = io.BytesIO()
    write_value(out, CQL[cql_type].serialize(v, 4))
    return out.getvalue().hex()
";

fn native(typ: NativeType) -> ColumnType<'static> {
    ColumnType::Native(typ)
}

/// The `[value]` (length and bytes) `value` binds to a column of `typ`.
fn bound<T: SerializeValue>(value: &T, typ: NativeType) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    value
        .serialize(&native(typ), CellWriter::new(&mut out))
        .map_err(|err| err.to_string())?;
    Ok(out)
}

/// `T` read from a column of `typ` holding `bytes` (`None`: null), type
/// check first, as the driver does.
fn read<T>(typ: NativeType, bytes: Option<&[u8]>) -> Result<T, String>
where
    T: for<'f, 'm> DeserializeValue<'f, 'm>,
{
    let typ = native(typ);
    T::type_check(&typ).map_err(|err| err.to_string())?;
    T::deserialize(&typ, bytes.map(FrameSlice::new_borrowed)).map_err(|err| err.to_string())
}

/// Strips the 4-byte length of a `[value]`.
fn contents(value: &[u8]) -> &[u8] {
    let len = i32::from_be_bytes(value[..4].try_into().unwrap());
    assert_eq!(usize::try_from(len).unwrap(), value.len() - 4);
    &value[4..]
}

#[test]
fn cassandra_driver_writes_the_values_we_write() {
    let ids: Vec<Ulid> = [Ulid::NIL, Ulid::MAX, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")]
        .into_iter()
        .chain((0..20).map(|_| Ulid::new()))
        .collect();
    let input: String = ids
        .iter()
        .map(|id| format!("{:032x} {}\n", id.to_u128(), Id::<User>::from_ulid(*id)))
        .collect();
    let output = python(
        &format!(
            "{PYTHON_PRELUDE}
for line in sys.stdin.read().splitlines():
    raw, typeid = line.split()
    b = bytes.fromhex(raw)
    print(value('blob', b), value('text', ulid_text(b)), value('ascii', ulid_text(b)), value('text', typeid))"
        ),
        input,
        "cassandra-driver",
    );
    let output = String::from_utf8(output).unwrap();
    assert_eq!(output.lines().count(), ids.len());
    for (id, line) in ids.iter().zip(output.lines()) {
        let theirs: Vec<Vec<u8>> = line.split(' ').map(hex).collect();
        let user = Id::<User>::from_ulid(*id);
        assert_eq!(
            bound(id, NativeType::Blob).unwrap(),
            theirs[0],
            "{id} as a blob"
        );
        assert_eq!(
            bound(id, NativeType::Text).unwrap(),
            theirs[1],
            "{id} as text"
        );
        assert_eq!(
            bound(id, NativeType::Ascii).unwrap(),
            theirs[2],
            "{id} as ascii"
        );
        assert_eq!(
            bound(&user, NativeType::Text).unwrap(),
            theirs[3],
            "{user} as text"
        );
        assert_eq!(
            bound(&user, NativeType::Blob).unwrap(),
            theirs[0],
            "{user} as a blob"
        );
        // And back: what cassandra-driver wrote, read by ours.
        assert_eq!(
            read::<Ulid>(NativeType::Blob, Some(contents(&theirs[0]))),
            Ok(*id)
        );
        assert_eq!(
            read::<Ulid>(NativeType::Text, Some(contents(&theirs[1]))),
            Ok(*id)
        );
        assert_eq!(
            read::<Ulid>(NativeType::Ascii, Some(contents(&theirs[2]))),
            Ok(*id)
        );
        assert_eq!(
            read::<Id<User>>(NativeType::Text, Some(contents(&theirs[3]))),
            Ok(user)
        );
    }
}

#[test]
fn cassandra_driver_reads_a_row_we_write() {
    let event = Event {
        id: Ulid::new(),
        user: Id::new(),
    };
    let specs = [
        ColumnSpec::borrowed(
            "id",
            native(NativeType::Blob),
            TableSpec::borrowed("ks", "events"),
        ),
        ColumnSpec::borrowed(
            "user",
            native(NativeType::Text),
            TableSpec::borrowed("ks", "events"),
        ),
    ];
    let mut row = Vec::new();
    event
        .serialize(
            &RowSerializationContext::from_specs(&specs),
            &mut RowWriter::new(&mut row),
        )
        .unwrap();
    let output = python(
        &format!(
            "{PYTHON_PRELUDE}
row = io.BytesIO(sys.stdin.buffer.read())
key = CQL['blob'].deserialize(read_value(row), 4)
user = CQL['text'].deserialize(read_value(row), 4)
assert row.read() == b''
print(ulid_text(key), user)"
        ),
        &row,
        "cassandra-driver",
    );
    assert_eq!(
        String::from_utf8(output).unwrap().trim(),
        format!("{} {}", event.id, event.user)
    );

    // The same row, read back through the derive.
    Event::type_check(&specs).unwrap();
    let read = Event::deserialize(ColumnIterator::new(&specs, FrameSlice::new_borrowed(&row)));
    assert_eq!(read.unwrap(), event);
}

#[test]
fn values_cassandra_driver_writes_that_are_not_ids() {
    let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    let output = python(
        &format!(
            "{PYTHON_PRELUDE}
b = bytes.fromhex(sys.stdin.read())
print(value('blob', b[:15]))
print(value('blob', ulid_text(b).encode()))
print(value('text', ulid_text(b).lower()))
print(value('text', str(uuid.UUID(bytes=b))))
print(value('text', ulid_text(b)[:25] + 'L'))
print(value('text', 'org_' + ulid_text(b).lower()))"
        ),
        format!("{:032x}", id.to_u128()),
        "cassandra-driver",
    );
    let values: Vec<Vec<u8>> = String::from_utf8(output)
        .unwrap()
        .lines()
        .map(hex)
        .collect();
    let [
        short,
        text_in_blob,
        lower,
        uuid_text,
        bad_char,
        wrong_prefix,
    ] = &values[..]
    else {
        panic!("six values expected, got {values:?}");
    };
    assert_eq!(
        read::<Ulid>(NativeType::Blob, Some(contents(short))),
        Err(
            "DeserializationError: cannot decode a ULID from a blob value: expected 16 bytes \
             for a ULID, found 15"
                .into()
        )
    );
    // The error an application downcasts to, as for the other databases.
    let err = Ulid::deserialize(
        &native(NativeType::Blob),
        Some(FrameSlice::new_borrowed(contents(short))),
    )
    .unwrap_err();
    let err = err.downcast_ref::<ColumnDecodeError>().unwrap();
    assert_eq!(err.length_error().map(|e| e.found()), Some(15));
    let err = read::<Ulid>(NativeType::Blob, Some(contents(text_in_blob))).unwrap_err();
    assert!(
        err.ends_with("(26 bytes: is this the text form in a binary column?)"),
        "{err}"
    );
    assert_eq!(
        read::<Ulid>(NativeType::Text, Some(contents(lower))),
        Ok(id)
    );
    let err = read::<Ulid>(NativeType::Text, Some(contents(uuid_text))).unwrap_err();
    assert!(err.contains("this is a UUID's text"), "{err}");
    let err = read::<Ulid>(NativeType::Text, Some(contents(bad_char))).unwrap_err();
    assert!(
        err.contains("cannot decode a ULID from a text value of 26 bytes"),
        "{err}"
    );
    let err = read::<Id<User>>(NativeType::Text, Some(contents(wrong_prefix))).unwrap_err();
    assert!(err.contains("org") && err.contains("user"), "{err}");
}

#[test]
fn uuid_and_other_columns_are_refused_with_the_reason() {
    let id = Ulid::new();
    let err = bound(&id, NativeType::Uuid).unwrap_err();
    assert_eq!(
        err,
        "SerializationError: a CQL uuid column holds no Ulid: CQL orders uuid values by their version \
         nibble (byte 6, random in a ULID) before their time, so the IDs would lose their \
         order; use blob (16 bytes, compared bytewise: time order) or text"
    );
    assert!(
        bound(&id, NativeType::Timeuuid)
            .unwrap_err()
            .contains("a timeuuid holds version 1 UUIDs only")
    );
    assert!(
        bound(&Id::<User>::from_ulid(id), NativeType::BigInt)
            .unwrap_err()
            .starts_with("SerializationError: a CQL bigint column holds no Id;")
    );
    let err = read::<Ulid>(NativeType::Uuid, Some(&id.to_bytes())).unwrap_err();
    assert!(
        err.contains("CQL orders uuid values by their version nibble"),
        "{err}"
    );
    assert!(read::<Ulid>(NativeType::Int, Some(&[0; 4])).is_err());
}

/// Every column type that holds no ID is named in the error, in CQL's
/// words, when a value is bound and when a result's type is checked.
#[test]
fn every_other_column_type_is_named_in_the_error() {
    use scylla::frame::response::result::{CollectionType, UserDefinedType};
    use std::sync::Arc;

    let int = || Box::new(native(NativeType::Int));
    let mut types: Vec<(ColumnType<'static>, &str)> = [
        (NativeType::Boolean, "boolean"),
        (NativeType::Counter, "counter"),
        (NativeType::Date, "date"),
        (NativeType::Decimal, "decimal"),
        (NativeType::Double, "double"),
        (NativeType::Duration, "duration"),
        (NativeType::Float, "float"),
        (NativeType::Int, "int"),
        (NativeType::BigInt, "bigint"),
        (NativeType::Timestamp, "timestamp"),
        (NativeType::Inet, "inet"),
        (NativeType::SmallInt, "smallint"),
        (NativeType::TinyInt, "tinyint"),
        (NativeType::Time, "time"),
        (NativeType::Timeuuid, "timeuuid"),
        (NativeType::Uuid, "uuid"),
        (NativeType::Varint, "varint"),
    ]
    .into_iter()
    .map(|(typ, name)| (native(typ), name))
    .collect();
    types.extend([
        (
            ColumnType::Collection {
                frozen: false,
                typ: CollectionType::List(int()),
            },
            "collection",
        ),
        (
            ColumnType::Vector {
                typ: int(),
                dimensions: 3,
            },
            "vector",
        ),
        (
            ColumnType::UserDefinedType {
                frozen: false,
                definition: Arc::new(UserDefinedType {
                    name: "address".into(),
                    keyspace: "app".into(),
                    field_types: Vec::new(),
                }),
            },
            "user-defined type",
        ),
        (ColumnType::Tuple(vec![native(NativeType::Int)]), "tuple"),
    ]);
    for (typ, name) in types {
        let expected = format!("a CQL {name} column holds no Ulid");
        let err = Ulid::new()
            .serialize(&typ, CellWriter::new(&mut Vec::new()))
            .unwrap_err()
            .to_string();
        assert!(err.contains(&expected), "{name}: {err}");
        let err = <Ulid as DeserializeValue>::type_check(&typ)
            .unwrap_err()
            .to_string();
        assert!(err.contains(&expected), "{name}: {err}");
        let err = <Id<User> as DeserializeValue>::type_check(&typ)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains(&format!("a CQL {name} column holds no Id")),
            "{name}: {err}"
        );
    }
    // The three that hold one name themselves in a bad value's error.
    for (typ, name) in [
        (NativeType::Text, "text"),
        (NativeType::Ascii, "ascii"),
        (NativeType::Blob, "blob"),
    ] {
        let err = read::<Ulid>(typ, Some(b"01AR")).unwrap_err();
        assert!(err.contains(&format!("{name} value")), "{name}: {err}");
    }
}

#[test]
fn null_is_an_error_unless_read_as_an_option() {
    assert_eq!(
        read::<Ulid>(NativeType::Blob, None),
        Err(
            "DeserializationError: a CQL blob value is null, which Ulid cannot hold (read an \
             Option<Ulid> to allow null)"
                .into()
        )
    );
    assert_eq!(read::<Option<Ulid>>(NativeType::Blob, None), Ok(None));
    let mut out = Vec::new();
    None::<Ulid>
        .serialize(&native(NativeType::Blob), CellWriter::new(&mut out))
        .unwrap();
    assert_eq!(out, (-1i32).to_be_bytes(), "null is the length -1");
}

proptest! {
    #[test]
    fn every_form_reads_back(bits: u128) {
        let id = Ulid::from_u128(bits);
        for typ in [NativeType::Blob, NativeType::Text, NativeType::Ascii] {
            let value = bound(&id, typ.clone()).unwrap();
            prop_assert_eq!(read::<Ulid>(typ.clone(), Some(contents(&value))), Ok(id));
            let user = Id::<User>::from_ulid(id);
            let value = bound(&user, typ.clone()).unwrap();
            prop_assert_eq!(read::<Id<User>>(typ, Some(contents(&value))), Ok(user));
        }
    }
}

fn hex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}
