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

mod common;

use std::hint::black_box;
use std::sync::Arc;

use arrow_array::{ArrayRef, FixedSizeBinaryArray};
use arrow_schema::{DataType, Field};
use bytes::Bytes;
use callgrind::Operation;
use common::{
    from_slice_loop, ids, parquet_file, text_column, to_bytes_loop, uuid_builder,
    uuid_from_slice_loop, uuids,
};
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;

fn read_ids(file: Bytes) -> usize {
    let reader = ParquetRecordBatchReaderBuilder::try_new(file)
        .unwrap()
        .build()
        .unwrap();
    reader
        .map(|batch| {
            let ids = ulid_core::arrow_columns::ulids_non_null(batch.unwrap().column(0)).unwrap();
            black_box(ids).len()
        })
        .sum()
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
        black_box(to_bytes_loop(black_box(&ids)));
    }),
    (
        "arrow: build a column, per row",
        "uuid (arrow's builder)",
        |n| {
            let uuids = uuids(&ids(n));
            black_box(uuid_builder(black_box(&uuids)));
        },
    ),
    ("arrow: read a column, per row", "ulid-core", |n| {
        let column: FixedSizeBinaryArray = ids(n).into_iter().collect();
        black_box(ulid_core::arrow_columns::ulids_non_null(black_box(&column)).unwrap());
    }),
    ("arrow: read a column, per row", "from_slice loop", |n| {
        let column: FixedSizeBinaryArray = ids(n).into_iter().collect();
        black_box(from_slice_loop(black_box(&column)));
    }),
    (
        "arrow: read a column, per row",
        "uuid (from_slice loop)",
        |n| {
            let column: FixedSizeBinaryArray = ids(n).into_iter().collect();
            black_box(uuid_from_slice_loop(black_box(&column)));
        },
    ),
    (
        "parquet: write and read a UUID column, per row",
        "ulid-core",
        |n| {
            let column: ArrayRef = Arc::new(ids(n).into_iter().collect::<FixedSizeBinaryArray>());
            let file = parquet_file(ulid_core::arrow_columns::field("id", false), column, None);
            black_box(read_ids(file));
        },
    ),
    (
        "parquet: write and read a UUID column, per row",
        "text column (26 characters)",
        |n| {
            let column = text_column(&ids(n));
            let file = parquet_file(Field::new("id", DataType::Utf8, false), column, None);
            black_box(read_ids(file));
        },
    ),
];

fn main() {
    callgrind::run(OPERATIONS);
}
