//! `ulid_core::arrow_columns` through Arrow IPC files, checked both ways against
//! pyarrow (Arrow's C++ implementation), which knows the canonical
//! extension type `arrow.uuid` as `pa.uuid()`; `scripts/test.sh data`
//! installs it.

use std::fs::File;
use std::sync::Arc;

use arrow_array::{Array, FixedSizeBinaryArray, RecordBatch, StringArray};
use arrow_ipc::reader::FileReader;
use arrow_ipc::writer::FileWriter;
use arrow_schema::{DataType, Field, Schema};
use proptest::prelude::*;
use ulid_serde::arrow_columns::{ReadError, field, nullable_array, ulids, ulids_non_null};
use ulid_serde::{Id, Ulid, prefix};

use crate::common::{assert_read_back, python, temp_path, uuid_hex, vectors};

prefix!(User = "user");

#[test]
fn pyarrow_reads_our_columns_as_uuids_in_ulid_order() {
    let ids = vectors();
    let users: Vec<Id<User>> = ids.iter().map(|&id| Id::from_ulid(id)).collect();
    let parents: Vec<Option<Ulid>> = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| (i % 2 == 0).then_some(id))
        .collect();
    let schema = Schema::new(vec![
        field("id", false),
        field("user", false),
        field("parent", true),
    ]);
    let batch = RecordBatch::try_new(
        Arc::new(schema),
        vec![
            Arc::new(ids.iter().copied().collect::<FixedSizeBinaryArray>()),
            Arc::new(users.into_iter().collect::<FixedSizeBinaryArray>()),
            Arc::new(nullable_array(parents)),
        ],
    )
    .unwrap();
    let path = temp_path("ours.arrow");
    let mut writer = FileWriter::try_new(File::create(&path).unwrap(), &batch.schema()).unwrap();
    writer.write(&batch).unwrap();
    writer.finish().unwrap();

    let read = python(
        r#"
import sys, uuid
import pyarrow as pa, pyarrow.compute as pc
table = pa.ipc.open_file(sys.stdin.read().strip()).read_all()
for name in ("id", "user", "parent"):
    assert table.schema.field(name).type == pa.uuid(), table.schema
ids = table.column("id").to_pylist()
assert all(isinstance(u, uuid.UUID) for u in ids), ids[:2]
assert table.column("user").to_pylist() == ids
# The storage, FixedSizeBinary(16), sorts bytewise: ULID order.
order = pc.sort_indices(table.column("id").combine_chunks().storage).to_pylist()
print(" ".join(u.hex for u in ids))
print(" ".join(map(str, order)))
print(" ".join("1" if p is None else "0" for p in table.column("parent").to_pylist()))
"#,
        path.to_str().unwrap().as_bytes(),
    );
    std::fs::remove_file(&path).unwrap();
    assert_read_back(&ids, &read, "pyarrow");
}

#[test]
fn we_read_what_pyarrow_writes() {
    let ids = vectors();
    let path = temp_path("theirs.arrow");
    let hex = uuid_hex(&ids);
    let text: Vec<String> = ids.iter().map(|id| id.to_string().to_lowercase()).collect();
    python(
        r#"
import sys, uuid
import pyarrow as pa
path, hexes, texts = sys.stdin.read().split("\n")
ids = [uuid.UUID(hex=h) for h in hexes.split()]
texts = texts.split()
table = pa.table({
    "id": pa.array(ids, type=pa.uuid()),
    "parent": pa.array([u if i % 2 == 0 else None for i, u in enumerate(ids)], type=pa.uuid()),
    "plain": pa.array([u.bytes for u in ids], type=pa.binary(16)),
    "text": pa.array(texts, type=pa.string()),
    "large_text": pa.array(texts, type=pa.large_string()),
    "text_view": pa.array(texts, type=pa.string_view()),
    # As Parquet readers often hand text over.
    "text_dictionary": pa.array(texts).dictionary_encode(),
})
with pa.ipc.new_file(path, table.schema) as writer:
    writer.write_table(table)
"#,
        format!("{}\n{}\n{}", path.display(), hex.join(" "), text.join(" ")).as_bytes(),
    );
    let reader = FileReader::try_new(File::open(&path).unwrap(), None).unwrap();
    let schema = reader.schema();
    assert_eq!(
        schema.field_with_name("id").unwrap().extension_type_name(),
        Some("arrow.uuid")
    );
    assert_eq!(
        schema
            .field_with_name("plain")
            .unwrap()
            .extension_type_name(),
        None
    );
    let batches: Vec<RecordBatch> = reader.map(Result::unwrap).collect();
    std::fs::remove_file(&path).unwrap();
    let batch = &batches[0];
    let every: Vec<Option<Ulid>> = ids.iter().copied().map(Some).collect();
    for name in [
        "id",
        "plain",
        "text",
        "large_text",
        "text_view",
        "text_dictionary",
    ] {
        assert_eq!(
            ulids(batch.column_by_name(name).unwrap()).unwrap(),
            every,
            "{name}"
        );
    }
    assert_eq!(
        ulids_non_null(batch.column_by_name("id").unwrap()).unwrap(),
        ids
    );
    let parents: Vec<Option<Ulid>> = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| (i % 2 == 0).then_some(id))
        .collect();
    assert_eq!(
        ulids(batch.column_by_name("parent").unwrap()).unwrap(),
        parents
    );
    assert_eq!(
        ulids_non_null(batch.column_by_name("parent").unwrap()),
        Err(ReadError::Null { row: 1 })
    );
}

/// Columns pyarrow writes that hold no ULIDs: typed errors, never a panic
/// and never an ID.
#[test]
fn columns_that_are_no_ulids_are_errors() {
    let path = temp_path("bad.arrow");
    python(
        r#"
import sys
import pyarrow as pa
table = pa.table({
    "twelve": pa.array([bytes(12)] * 4, type=pa.binary(12)),
    "numbers": pa.array([1, 2, 3, 4], type=pa.int64()),
    "binary": pa.array([bytes(16)] * 4, type=pa.binary()),
    "text": pa.array(["01ARZ3NDEKTSV4RRFFQ69G5FAV", None, "01arz3ndektsv4rrffq69g5fav", None]),
    "bad_text": pa.array(["01ARZ3NDEKTSV4RRFFQ69G5FAU", None, None, None]),
    "bad_dictionary": pa.array(["01ARZ3NDEKTSV4RRFFQ69G5FAV", None, "01ARZ3NDEKTSV4RRFFQ69G5FAV", "7ZZZZZZZZZZZZZZZZZZZZZZZZZZ"]).dictionary_encode(),
    "null_dictionary": pa.array([None] * 4, type=pa.string()).dictionary_encode(),
    "number_dictionary": pa.array([1, 1, 2, 2]).dictionary_encode(),
})
with pa.ipc.new_file(sys.stdin.read().strip(), table.schema) as writer:
    writer.write_table(table)
"#,
        path.to_str().unwrap().as_bytes(),
    );
    let reader = FileReader::try_new(File::open(&path).unwrap(), None).unwrap();
    let batches: Vec<RecordBatch> = reader.map(Result::unwrap).collect();
    std::fs::remove_file(&path).unwrap();
    let column = |name: &str| batches[0].column_by_name(name).unwrap().clone();
    assert_eq!(ulids(&column("twelve")), Err(ReadError::Width(12)));
    assert_eq!(
        ulids(&column("numbers")),
        Err(ReadError::Type("Int64".to_owned()))
    );
    assert_eq!(
        ulids(&column("binary")),
        Err(ReadError::Type("Binary".to_owned()))
    );
    // Text with nulls, in either case: each row as written, nulls as None.
    let id = Ulid::parse("01ARZ3NDEKTSV4RRFFQ69G5FAV").unwrap();
    assert_eq!(
        ulids(&column("text")),
        Ok(vec![Some(id), None, Some(id), None])
    );
    let error = ulids(&column("bad_text")).unwrap_err();
    assert!(matches!(error, ReadError::Text { row: 0, .. }), "{error:?}");
    assert!(
        error
            .to_string()
            .starts_with("row 0: invalid character 'U' at index 25"),
        "{error}"
    );
    // Dictionary-encoded text: the error names the column's row, not the
    // dictionary's.
    let error = ulids(&column("bad_dictionary")).unwrap_err();
    assert!(matches!(error, ReadError::Text { row: 3, .. }), "{error:?}");
    assert_eq!(ulids(&column("null_dictionary")), Ok(vec![None; 4]));
    assert_eq!(
        ulids(&column("number_dictionary")),
        Err(ReadError::Type("Dictionary(Int32, Int64)".to_owned()))
    );

    // Text that is too long, overflows or is cut short, each in its row.
    let texts = StringArray::from(vec![
        Some("01ARZ3NDEKTSV4RRFFQ69G5FAV"),
        None,
        Some("8ZZZZZZZZZZZZZZZZZZZZZZZZZ"),
    ]);
    let error = ulids(&texts).unwrap_err();
    assert!(matches!(error, ReadError::Text { row: 2, .. }), "{error:?}");
    assert_eq!(
        ulids(&StringArray::from(vec!["01ARZ3NDEKTSV4RRFFQ69G5FA"])),
        Err(ReadError::Text {
            row: 0,
            error: "01ARZ3NDEKTSV4RRFFQ69G5FA".parse::<Ulid>().unwrap_err()
        })
    );
    let plain = Field::new("id", DataType::FixedSizeBinary(16), false);
    assert_eq!(
        plain.extension_type_name(),
        None,
        "ulids reads a column with or without the extension type"
    );
}

proptest! {
    #[test]
    fn every_column_round_trips(ids: Vec<Option<u128>>) {
        let ids: Vec<Option<Ulid>> = ids.into_iter().map(|id| id.map(Ulid::from_u128)).collect();
        let column = nullable_array(ids.iter().copied());
        prop_assert_eq!(column.len(), ids.len());
        prop_assert_eq!(ulids(&column).unwrap(), ids.clone());
        // A slice reads its own rows (its buffer and nulls are offset).
        let skip = ids.len() / 3;
        let sliced = column.slice(skip, ids.len() - skip);
        prop_assert_eq!(ulids(&sliced).unwrap(), ids[skip..].to_vec());
        if let Some(row) = ids[skip..].iter().position(Option::is_none) {
            prop_assert_eq!(ulids_non_null(&sliced).unwrap_err(), ReadError::Null { row });
        }
        let present: Vec<Ulid> = ids.into_iter().flatten().collect();
        let column: FixedSizeBinaryArray = present.iter().copied().collect();
        prop_assert!(column.nulls().is_none(), "no null buffer without nulls");
        prop_assert_eq!(ulids_non_null(&column).unwrap(), present.clone());
        let skip = present.len() / 3;
        prop_assert_eq!(ulids_non_null(&column.slice(skip, present.len() - skip)).unwrap(), present[skip..].to_vec());
    }
}
