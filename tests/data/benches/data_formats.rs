//! The data formats' hot paths beside what a user writes by hand, in the
//! same criterion run: a 1M-row Arrow column of ULIDs built and read
//! (`ulid_core::arrow_columns` against a loop of `to_bytes` pushes and against
//! `uuid::Uuid` through arrow's own `FixedSizeBinaryBuilder`), the Parquet
//! column written and read (the `UUID` column against the text a user
//! would otherwise store), and a one-second window of a 1M-row file read
//! with row-group pruning (`ulid_core::parquet_files::row_groups_overlapping`)
//! and without. `scripts/bench-table.py` prints the ratios.
//!
//! `cargo bench -p ulid-data-tests --bench data_formats`

mod common;

use std::hint::black_box;
use std::sync::Arc;

use arrow_array::{ArrayRef, FixedSizeBinaryArray};
use arrow_schema::{DataType, Field};
use bytes::Bytes;
use common::{
    START_MS, from_slice_loop, ids, parquet_file, text_column, to_bytes_loop, uuid_builder,
    uuid_from_slice_loop, uuids,
};
use criterion::{Criterion, criterion_group, criterion_main};
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use ulid_core::Ulid;

const ROWS: u64 = 1_000_000;
/// 1M IDs a millisecond apart: 1,000 s, 10 s a row group.
const ROWS_PER_GROUP: usize = 10_000;

fn arrow(c: &mut Criterion) {
    let ids = ids(ROWS);
    let uuids = uuids(&ids);

    let mut group = c.benchmark_group("arrow: build a 1M-row column");
    group.sample_size(20);
    group.bench_function("ulid-core", |b| {
        b.iter(|| {
            black_box(&ids)
                .iter()
                .copied()
                .collect::<FixedSizeBinaryArray>()
        })
    });
    group.bench_function("to_bytes loop", |b| {
        b.iter(|| to_bytes_loop(black_box(&ids)))
    });
    group.bench_function("uuid (arrow's builder)", |b| {
        b.iter(|| uuid_builder(black_box(&uuids)))
    });
    group.finish();

    let column: FixedSizeBinaryArray = ids.iter().copied().collect();
    let mut group = c.benchmark_group("arrow: read a 1M-row column");
    group.sample_size(20);
    group.bench_function("ulid-core", |b| {
        b.iter(|| ulid_core::arrow_columns::ulids_non_null(black_box(&column)).unwrap())
    });
    group.bench_function("from_slice loop", |b| {
        b.iter(|| from_slice_loop(black_box(&column)))
    });
    group.bench_function("uuid (from_slice loop)", |b| {
        b.iter(|| uuid_from_slice_loop(black_box(&column)))
    });
    group.finish();
}

/// Every row of the file's only column.
fn read_all(file: &Bytes, groups: Option<Vec<usize>>) -> Vec<ArrayRef> {
    let mut builder = ParquetRecordBatchReaderBuilder::try_new(file.clone()).unwrap();
    if let Some(groups) = groups {
        builder = builder.with_row_groups(groups);
    }
    builder
        .build()
        .unwrap()
        .map(|batch| batch.unwrap().column(0).clone())
        .collect()
}

fn parquet(c: &mut Criterion) {
    let ids = ids(ROWS);
    let binary: ArrayRef = Arc::new(ids.iter().copied().collect::<FixedSizeBinaryArray>());
    let text = text_column(&ids);
    let uuid_field = || ulid_core::arrow_columns::field("id", false);
    let text_field = || Field::new("id", DataType::Utf8, false);

    let mut group = c.benchmark_group("parquet: write a 1M-row UUID column");
    group.sample_size(10);
    group.bench_function("ulid-core", |b| {
        b.iter(|| parquet_file(uuid_field(), binary.clone(), Some(ROWS_PER_GROUP)))
    });
    group.bench_function("text column (26 characters)", |b| {
        b.iter(|| parquet_file(text_field(), text.clone(), Some(ROWS_PER_GROUP)))
    });
    group.finish();

    let uuid_file = parquet_file(uuid_field(), binary, Some(ROWS_PER_GROUP));
    let text_file = parquet_file(text_field(), text, Some(ROWS_PER_GROUP));
    println!(
        "file sizes: UUID column {} bytes, text column {} bytes",
        uuid_file.len(),
        text_file.len()
    );
    let mut group = c.benchmark_group("parquet: read a 1M-row UUID column");
    group.sample_size(10);
    group.bench_function("ulid-core", |b| {
        b.iter(|| {
            for column in read_all(&uuid_file, None) {
                black_box(ulid_core::arrow_columns::ulids_non_null(&column).unwrap());
            }
        })
    });
    group.bench_function("text column (26 characters)", |b| {
        b.iter(|| {
            for column in read_all(&text_file, None) {
                black_box(ulid_core::arrow_columns::ulids_non_null(&column).unwrap());
            }
        })
    });
    group.finish();

    // One second, 1,000 of the 1M rows, inside one row group.
    let window = Ulid::range_ms(START_MS + 500_000, START_MS + 500_999);
    let in_window = |columns: Vec<ArrayRef>| -> usize {
        columns
            .iter()
            .map(|column| {
                let ids = ulid_core::arrow_columns::ulids_non_null(column).unwrap();
                ids.iter().filter(|id| window.contains(id)).count()
            })
            .sum()
    };
    let mut group = c.benchmark_group("parquet: a 1 s window of 1M rows, row groups pruned");
    group.sample_size(10);
    group.bench_function("ulid-core", |b| {
        b.iter(|| {
            let metadata = ParquetRecordBatchReaderBuilder::try_new(uuid_file.clone())
                .unwrap()
                .metadata()
                .clone();
            let groups =
                ulid_core::parquet_files::row_groups_overlapping(&metadata, "id", &window).unwrap();
            assert_eq!(in_window(read_all(&uuid_file, Some(groups))), 1_000);
        })
    });
    group.bench_function("every row group read", |b| {
        b.iter(|| assert_eq!(in_window(read_all(&uuid_file, None)), 1_000))
    });
    group.finish();
}

criterion_group!(benches, arrow, parquet);
criterion_main!(benches);
