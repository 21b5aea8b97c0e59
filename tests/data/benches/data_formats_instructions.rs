//! Instructions per row of the data formats' column work, `ulid_core`
//! beside what a user writes by hand, counted by callgrind with
//! ulid-core's harness: each operation handles a column of `n` rows, so the
//! harness's difference between 1 and 1 + 10,000 repetitions, divided by
//! 10,000, is the cost of one more row (the per-column and per-file costs
//! cancel).
//!
//! `cargo bench -p ulid-data-tests --bench data_formats_instructions`
//! (needs valgrind).

#[path = "../../../ulid-core/benches/callgrind/mod.rs"]
mod callgrind;

use std::hint::black_box;
use std::sync::Arc;

use arrow_array::builder::FixedSizeBinaryBuilder;
use arrow_array::{Array, ArrayRef, FixedSizeBinaryArray, RecordBatch, StringArray};
use arrow_buffer::Buffer;
use arrow_schema::{DataType, Field, Schema};
use bytes::Bytes;
use callgrind::Operation;
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use ulid_core::Ulid;

/// `n` IDs a millisecond apart.
fn ids(n: u64) -> Vec<Ulid> {
    (0..n)
        .map(|i| {
            let random = u128::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
            Ulid::from_parts(1_767_225_600_000 + i, random & Ulid::MAX_RANDOM).unwrap()
        })
        .collect()
}

fn parquet_file(field: Field, column: ArrayRef) -> Bytes {
    let schema = Arc::new(Schema::new(vec![field]));
    let batch = RecordBatch::try_new(schema.clone(), vec![column]).unwrap();
    let mut file = Vec::new();
    let mut writer = ArrowWriter::try_new(&mut file, schema, None).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
    Bytes::from(file)
}

fn read_ids(file: Bytes) -> usize {
    let reader = ParquetRecordBatchReaderBuilder::try_new(file)
        .unwrap()
        .build()
        .unwrap();
    reader
        .map(|batch| {
            let ids = ulid_core::arrow::ulids_non_null(batch.unwrap().column(0)).unwrap();
            black_box(ids).len()
        })
        .sum()
}

fn text_column(ids: &[Ulid]) -> ArrayRef {
    Arc::new(StringArray::from_iter_values(
        ids.iter().map(Ulid::to_string),
    ))
}

/// Every operation: (group, contender, code); the first of a group is the
/// one the others are compared with. Each makes its IDs first (and the
/// readers their column), a cost per row that every contender of a group
/// pays alike: the differences between contenders are the operation's.
const OPERATIONS: &[(&str, &str, Operation)] = &[
    ("arrow: build a column, per row", "ulid-core", |n| {
        let ids = ids(n);
        black_box(
            black_box(&ids)
                .iter()
                .copied()
                .collect::<FixedSizeBinaryArray>(),
        );
    }),
    ("arrow: build a column, per row", "to_bytes loop", |n| {
        let ids = ids(n);
        let mut bytes = Vec::with_capacity(ids.len() * 16);
        for id in black_box(&ids) {
            bytes.extend_from_slice(&id.to_bytes());
        }
        black_box(FixedSizeBinaryArray::new(16, Buffer::from_vec(bytes), None));
    }),
    (
        "arrow: build a column, per row",
        "uuid (arrow's builder)",
        |n| {
            let uuids: Vec<uuid::Uuid> = ids(n)
                .iter()
                .map(|id| uuid::Uuid::from_u128(id.to_u128()))
                .collect();
            let mut builder = FixedSizeBinaryBuilder::with_capacity(uuids.len(), 16);
            for uuid in black_box(&uuids) {
                builder.append_value(uuid.as_bytes()).unwrap();
            }
            black_box(builder.finish());
        },
    ),
    ("arrow: read a column, per row", "ulid-core", |n| {
        let column: FixedSizeBinaryArray = ids(n).into_iter().collect();
        black_box(ulid_core::arrow::ulids_non_null(black_box(&column)).unwrap());
    }),
    ("arrow: read a column, per row", "from_slice loop", |n| {
        let column: FixedSizeBinaryArray = ids(n).into_iter().collect();
        let column = black_box(&column);
        let ids: Vec<Ulid> = (0..column.len())
            .map(|i| Ulid::from_slice(column.value(i)).unwrap())
            .collect();
        black_box(ids);
    }),
    (
        "arrow: read a column, per row",
        "uuid (from_slice loop)",
        |n| {
            let column: FixedSizeBinaryArray = ids(n).into_iter().collect();
            let column = black_box(&column);
            let uuids: Vec<uuid::Uuid> = (0..column.len())
                .map(|i| uuid::Uuid::from_slice(column.value(i)).unwrap())
                .collect();
            black_box(uuids);
        },
    ),
    (
        "parquet: write and read a UUID column, per row",
        "ulid-core",
        |n| {
            let column: ArrayRef = Arc::new(ids(n).into_iter().collect::<FixedSizeBinaryArray>());
            let file = parquet_file(ulid_core::arrow::field("id", false), column);
            black_box(read_ids(file));
        },
    ),
    (
        "parquet: write and read a UUID column, per row",
        "text column (26 characters)",
        |n| {
            let column = text_column(&ids(n));
            let file = parquet_file(Field::new("id", DataType::Utf8, false), column);
            black_box(read_ids(file));
        },
    ),
];

fn main() {
    callgrind::run(OPERATIONS);
}
