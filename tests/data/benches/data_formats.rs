//! The data formats' hot paths beside what a user writes by hand, in the
//! same criterion run: a 1M-row Arrow column of ULIDs built and read
//! (`ulid_core::arrow` against a loop of `to_bytes` pushes and against
//! `uuid::Uuid` through arrow's own `FixedSizeBinaryBuilder`), the Parquet
//! column written and read (the `UUID` column against the text a user
//! would otherwise store), and a one-second window of a 1M-row file read
//! with row-group pruning (`ulid_core::parquet::row_groups_overlapping`)
//! and without. `scripts/bench-table.py` prints the ratios.
//!
//! `cargo bench -p ulid-data-tests --bench data_formats`

use std::hint::black_box;
use std::sync::Arc;

use arrow_array::builder::FixedSizeBinaryBuilder;
use arrow_array::{Array, ArrayRef, FixedSizeBinaryArray, RecordBatch, StringArray};
use arrow_buffer::Buffer;
use arrow_schema::{DataType, Field, Schema};
use bytes::Bytes;
use criterion::{Criterion, criterion_group, criterion_main};
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::file::properties::WriterProperties;
use ulid_core::Ulid;

const ROWS: u64 = 1_000_000;
/// 1M IDs a millisecond apart: 1,000 s, 10 s a row group.
const ROWS_PER_GROUP: usize = 10_000;
const START_MS: u64 = 1_767_225_600_000;

/// The IDs, in time order, with random-looking low bits.
fn ids() -> Vec<Ulid> {
    (0..ROWS)
        .map(|i| {
            let random = u128::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
            Ulid::from_parts(START_MS + i, random & Ulid::MAX_RANDOM).unwrap()
        })
        .collect()
}

fn to_bytes_loop(ids: &[Ulid]) -> FixedSizeBinaryArray {
    let mut bytes = Vec::with_capacity(ids.len() * 16);
    for id in ids {
        bytes.extend_from_slice(&id.to_bytes());
    }
    FixedSizeBinaryArray::new(16, Buffer::from_vec(bytes), None)
}

fn uuid_builder(uuids: &[uuid::Uuid]) -> FixedSizeBinaryArray {
    let mut builder = FixedSizeBinaryBuilder::with_capacity(uuids.len(), 16);
    for uuid in uuids {
        builder.append_value(uuid.as_bytes()).unwrap();
    }
    builder.finish()
}

fn arrow(c: &mut Criterion) {
    let ids = ids();
    let uuids: Vec<uuid::Uuid> = ids
        .iter()
        .map(|id| uuid::Uuid::from_u128(id.to_u128()))
        .collect();

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
        b.iter(|| ulid_core::arrow::ulids_non_null(black_box(&column)).unwrap())
    });
    group.bench_function("from_slice loop", |b| {
        b.iter(|| {
            let column = black_box(&column);
            (0..column.len())
                .map(|i| Ulid::from_slice(column.value(i)).unwrap())
                .collect::<Vec<_>>()
        })
    });
    group.bench_function("uuid (from_slice loop)", |b| {
        b.iter(|| {
            let column = black_box(&column);
            (0..column.len())
                .map(|i| uuid::Uuid::from_slice(column.value(i)).unwrap())
                .collect::<Vec<_>>()
        })
    });
    group.finish();
}

/// `column` as a one-column Parquet file in memory, `ROWS_PER_GROUP` rows a
/// row group.
fn parquet_file(field: Field, column: ArrayRef) -> Bytes {
    let schema = Arc::new(Schema::new(vec![field]));
    let batch = RecordBatch::try_new(schema.clone(), vec![column]).unwrap();
    let properties = WriterProperties::builder()
        .set_max_row_group_row_count(Some(ROWS_PER_GROUP))
        .build();
    let mut file = Vec::new();
    let mut writer = ArrowWriter::try_new(&mut file, schema, Some(properties)).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
    Bytes::from(file)
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
    let ids = ids();
    let binary: ArrayRef = Arc::new(ids.iter().copied().collect::<FixedSizeBinaryArray>());
    let text: ArrayRef = Arc::new(StringArray::from_iter_values(
        ids.iter().map(Ulid::to_string),
    ));
    let uuid_field = || ulid_core::arrow::field("id", false);
    let text_field = || Field::new("id", DataType::Utf8, false);

    let mut group = c.benchmark_group("parquet: write a 1M-row UUID column");
    group.sample_size(10);
    group.bench_function("ulid-core", |b| {
        b.iter(|| parquet_file(uuid_field(), binary.clone()))
    });
    group.bench_function("text column (26 characters)", |b| {
        b.iter(|| parquet_file(text_field(), text.clone()))
    });
    group.finish();

    let uuid_file = parquet_file(uuid_field(), binary);
    let text_file = parquet_file(text_field(), text);
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
                black_box(ulid_core::arrow::ulids_non_null(&column).unwrap());
            }
        })
    });
    group.bench_function("text column (26 characters)", |b| {
        b.iter(|| {
            for column in read_all(&text_file, None) {
                black_box(ulid_core::arrow::ulids_non_null(&column).unwrap());
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
                let ids = ulid_core::arrow::ulids_non_null(column).unwrap();
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
                ulid_core::parquet::row_groups_overlapping(&metadata, "id", &window).unwrap();
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
