//! Parquet files of ULIDs (`ulid_core::parquet_files`, arrow-rs's writer and
//! reader), checked against three independent readers and writers:
//! pyarrow (Arrow's C++ Parquet), DuckDB's Python package (its own Parquet
//! reader and writer) and Polars (its own reader); `scripts/test.sh data`
//! installs them.

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::sync::Arc;

use arrow_array::{FixedSizeBinaryArray, RecordBatch};
use arrow_schema::Schema;
use parquet::arrow::ArrowWriter;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::LogicalType;
use parquet::file::properties::WriterProperties;
use proptest::prelude::*;
use ulid_serde::arrow_columns::{field, nullable_array, ulids};
use ulid_serde::parquet_files::row_groups_overlapping;
use ulid_serde::{Id, Ulid, prefix};

use crate::common::{assert_read_back, python, temp_path, uuid_hex, vectors};

prefix!(User = "user");

/// Writes `batch` to `path`, `rows_per_group` rows to a row group.
fn write(path: &Path, batch: &RecordBatch, rows_per_group: usize) {
    write_to(File::create(path).unwrap(), batch, rows_per_group);
}

/// Writes `batch` as a Parquet file to `out`, `rows_per_group` rows to a
/// row group.
fn write_to(out: impl Write + Send, batch: &RecordBatch, rows_per_group: usize) {
    let properties = WriterProperties::builder()
        .set_max_row_group_row_count(Some(rows_per_group))
        .build();
    let mut writer = ArrowWriter::try_new(out, batch.schema(), Some(properties)).unwrap();
    writer.write(batch).unwrap();
    writer.close().unwrap();
}

/// A reader of `batch` written as a Parquet file in memory,
/// `rows_per_group` rows to a row group.
fn in_memory(
    batch: &RecordBatch,
    rows_per_group: usize,
) -> ParquetRecordBatchReaderBuilder<bytes::Bytes> {
    let mut file = Vec::new();
    write_to(&mut file, batch, rows_per_group);
    ParquetRecordBatchReaderBuilder::try_new(bytes::Bytes::from(file)).unwrap()
}

/// Every ID column of the file at `path`, read by arrow-rs: its name, and
/// its IDs.
fn read(path: &Path) -> Vec<(String, Vec<Option<Ulid>>)> {
    let reader = ParquetRecordBatchReaderBuilder::try_new(File::open(path).unwrap())
        .unwrap()
        .build()
        .unwrap();
    let batches: Vec<RecordBatch> = reader.map(Result::unwrap).collect();
    let schema = batches[0].schema();
    (0..schema.fields().len())
        .map(|i| {
            let field = schema.field(i);
            assert_eq!(
                field.extension_type_name(),
                Some("arrow.uuid"),
                "{}: a UUID column reads as arrow.uuid",
                field.name()
            );
            let ids = batches
                .iter()
                .flat_map(|batch| ulids(batch.column(i)).unwrap())
                .collect();
            (field.name().clone(), ids)
        })
        .collect()
}

/// The vectors as a batch: `id`, `user` (the same IDs as `Id<User>`) and
/// `parent` (each even row's ID, null on odd rows).
fn vectors_batch(ids: &[Ulid]) -> RecordBatch {
    let users: Vec<Id<User>> = ids.iter().map(|&id| Id::from_ulid(id)).collect();
    let parents = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| (i % 2 == 0).then_some(id));
    let schema = Schema::new(vec![
        field("id", false),
        field("user", false),
        field("parent", true),
    ]);
    RecordBatch::try_new(
        Arc::new(schema),
        vec![
            Arc::new(ids.iter().copied().collect::<FixedSizeBinaryArray>()),
            Arc::new(users.into_iter().collect::<FixedSizeBinaryArray>()),
            Arc::new(nullable_array(parents)),
        ],
    )
    .unwrap()
}

#[test]
fn our_file_has_uuid_columns_with_statistics() {
    let ids = vectors();
    let path = temp_path("statistics.parquet");
    write(&path, &vectors_batch(&ids), 4);
    let builder = ParquetRecordBatchReaderBuilder::try_new(File::open(&path).unwrap()).unwrap();
    let metadata = builder.metadata();
    let schema = metadata.file_metadata().schema_descr();
    for i in 0..3 {
        assert_eq!(
            schema.column(i).logical_type_ref(),
            Some(&LogicalType::Uuid),
            "{}",
            schema.column(i).name()
        );
    }
    // Each row group's minimum and maximum are its IDs' (unsigned byte
    // order is ULID order).
    assert_eq!(metadata.num_row_groups(), ids.len().div_ceil(4));
    for (group, chunk) in metadata.row_groups().iter().zip(ids.chunks(4)) {
        let statistics = group.column(0).statistics().expect("statistics written");
        let min = chunk.iter().min().unwrap().to_bytes();
        let max = chunk.iter().max().unwrap().to_bytes();
        assert_eq!(statistics.min_bytes_opt(), Some(&min[..]));
        assert_eq!(statistics.max_bytes_opt(), Some(&max[..]));
    }
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn pyarrow_duckdb_and_polars_read_our_file_in_ulid_order() {
    let ids = vectors();
    let path = temp_path("ours.parquet");
    write(&path, &vectors_batch(&ids), 4);
    let path_text = path.to_str().unwrap();

    let pyarrow = python(
        r#"
import sys, uuid
import pyarrow as pa, pyarrow.compute as pc, pyarrow.parquet as pq
path = sys.stdin.read().strip()
schema = pq.ParquetFile(path).schema
for i in range(3):
    assert str(schema.column(i).logical_type) == "UUID", schema
table = pq.read_table(path, arrow_extensions_enabled=True)
for name in ("id", "user", "parent"):
    assert table.schema.field(name).type == pa.uuid(), table.schema
ids = table.column("id").to_pylist()
assert all(isinstance(u, uuid.UUID) for u in ids), ids[:2]
assert table.column("user").to_pylist() == ids
order = pc.sort_indices(table.column("id").combine_chunks().storage).to_pylist()
print(" ".join(u.hex for u in ids))
print(" ".join(map(str, order)))
print(" ".join("1" if p is None else "0" for p in table.column("parent").to_pylist()))
"#,
        path_text,
    );
    assert_read_back(&ids, &pyarrow, "pyarrow");

    // DuckDB's UUID compares as the 16 bytes do: its ORDER BY is ULID order.
    let duckdb = python(
        r#"
import sys, duckdb
path = sys.stdin.read().strip()
con = duckdb.connect()
con.execute(f"CREATE VIEW f AS SELECT * FROM read_parquet('{path}', file_row_number = true)")
types = con.execute("SELECT typeof(id), typeof(\"user\"), typeof(parent) FROM f LIMIT 1").fetchone()
assert types == ("UUID", "UUID", "UUID"), types
rows = con.execute("SELECT id, parent FROM f ORDER BY file_row_number").fetchall()
order = con.execute("SELECT file_row_number FROM f ORDER BY id").fetchall()
print(" ".join(id.hex for id, _ in rows))
print(" ".join(str(n) for (n,) in order))
print(" ".join("1" if p is None else "0" for _, p in rows))
"#,
        path_text,
    );
    assert_read_back(&ids, &duckdb, "DuckDB");

    // Polars has no UUID type: the columns read as Binary (the 16 bytes,
    // the UUID logical type dropped), which sorts bytewise, so in ULID
    // order still.
    let polars = python(
        r#"
import sys, polars as pl
frame = pl.read_parquet(sys.stdin.read().strip())
assert frame.schema["id"] == pl.Binary and frame.schema["parent"] == pl.Binary, frame.schema
print(" ".join(b.hex() for b in frame["id"]))
print(" ".join(map(str, frame["id"].arg_sort())))
print(" ".join("1" if p else "0" for p in frame["parent"].is_null()))
"#,
        path_text,
    );
    assert_read_back(&ids, &polars, "Polars");
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn we_read_the_files_pyarrow_and_duckdb_write() {
    let ids = vectors();
    let hex = uuid_hex(&ids).join(" ");
    let from_pyarrow = temp_path("pyarrow.parquet");
    let from_duckdb = temp_path("duckdb.parquet");
    python(
        r#"
import sys, uuid
import pyarrow as pa, pyarrow.parquet as pq, duckdb
hex, pyarrow_path, duckdb_path = sys.stdin.read().split("\n")
ids = [uuid.UUID(h) for h in hex.split(" ")]
parents = [u if i % 2 == 0 else None for i, u in enumerate(ids)]
storage = lambda values: pa.array([u.bytes if u else None for u in values], pa.binary(16))
table = pa.table({
    "id": pa.ExtensionArray.from_storage(pa.uuid(), storage(ids)),
    "parent": pa.ExtensionArray.from_storage(pa.uuid(), storage(parents)),
})
pq.write_table(table, pyarrow_path, row_group_size=5)
con = duckdb.connect()
con.execute("CREATE TABLE t (n INTEGER, id UUID, parent UUID)")
con.executemany("INSERT INTO t VALUES (?, ?, ?)", [[i, str(u), p and str(p)] for i, (u, p) in enumerate(zip(ids, parents))])
con.execute(f"COPY (SELECT id, parent FROM t ORDER BY n) TO '{duckdb_path}' (FORMAT parquet, ROW_GROUP_SIZE 5)")
"#,
        format!(
            "{hex}\n{}\n{}",
            from_pyarrow.display(),
            from_duckdb.display()
        ),
    );
    let parents: Vec<Option<Ulid>> = ids
        .iter()
        .enumerate()
        .map(|(i, &id)| (i % 2 == 0).then_some(id))
        .collect();
    let expected = vec![
        ("id".to_string(), ids.iter().copied().map(Some).collect()),
        ("parent".to_string(), parents),
    ];
    for (writer, path) in [("pyarrow", &from_pyarrow), ("DuckDB", &from_duckdb)] {
        assert_eq!(read(path), expected, "{writer}'s file");
        std::fs::remove_file(path).unwrap();
    }
}

/// 1,000 IDs over ten seconds, in time order, a row group a second.
fn ten_seconds() -> Vec<Ulid> {
    (0..1_000u64)
        .map(|i| {
            let random = u128::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15) & Ulid::MAX_RANDOM;
            Ulid::from_parts(1_700_000_000_000 + i * 10, random).unwrap()
        })
        .collect()
}

#[test]
fn a_time_window_reads_only_its_row_groups_here_and_in_duckdb() {
    let ids = ten_seconds();
    let schema = Arc::new(Schema::new(vec![field("id", false)]));
    let column: FixedSizeBinaryArray = ids.iter().copied().collect();
    let batch = RecordBatch::try_new(schema, vec![Arc::new(column)]).unwrap();
    let path = temp_path("window.parquet");
    write(&path, &batch, 100);

    // From 3.5 s to 4.5 s: the fourth and fifth row groups.
    let window = Ulid::range_ms(1_700_000_003_500, 1_700_000_004_499);
    let builder = ParquetRecordBatchReaderBuilder::try_new(File::open(&path).unwrap()).unwrap();
    assert_eq!(builder.metadata().num_row_groups(), 10);
    let groups = row_groups_overlapping(builder.metadata(), "id", &window).unwrap();
    assert_eq!(groups, [3, 4]);
    let mut read = Vec::new();
    for batch in builder.with_row_groups(groups).build().unwrap() {
        read.extend(
            ulids(batch.unwrap().column(0))
                .unwrap()
                .into_iter()
                .flatten(),
        );
    }
    assert_eq!(read.len(), 200, "two row groups read");
    let in_window: Vec<Ulid> = read.into_iter().filter(|id| window.contains(id)).collect();
    let expected: Vec<Ulid> = ids
        .iter()
        .copied()
        .filter(|id| window.contains(id))
        .collect();
    assert_eq!((in_window.len(), &in_window), (100, &expected));

    // DuckDB prunes the same file by the same statistics.
    let profile = python(
        r#"
import sys, json, duckdb
path, first, last = sys.stdin.read().split()
con = duckdb.connect()
con.execute("PRAGMA enable_profiling = 'json'")
plan = con.execute(f"EXPLAIN ANALYZE SELECT count(*) FROM '{path}' WHERE id BETWEEN '{first}' AND '{last}'").fetchall()
query = json.loads(plan[0][1])["query"]
count = con.execute(f"SELECT count(*) FROM '{path}' WHERE id BETWEEN '{first}' AND '{last}'").fetchone()[0]
print(query["total_row_groups_scanned"], query["total_row_groups_to_scan"], count)
"#,
        format!(
            "{} {} {}",
            path.display(),
            window.start().encode_uuid(&mut [0; 36]),
            window.end().encode_uuid(&mut [0; 36])
        ),
    );
    assert_eq!(String::from_utf8(profile).unwrap().trim(), "2 10 100");
    std::fs::remove_file(&path).unwrap();
}

/// A window whose ends are IDs of the file keeps the row groups that hold
/// them: the statistics' minimum and maximum are inclusive, as the window
/// is.
#[test]
fn a_window_ending_on_stored_ids_keeps_their_row_groups() {
    let ids: Vec<Ulid> = (0..4)
        .map(|s| Ulid::from_parts(1_000_000 + s * 1_000, 7).unwrap())
        .collect();
    let schema = Arc::new(Schema::new(vec![field("id", false)]));
    let column: FixedSizeBinaryArray = ids.iter().copied().collect();
    let batch = RecordBatch::try_new(schema, vec![Arc::new(column)]).unwrap();
    let builder = in_memory(&batch, 1);
    let groups = row_groups_overlapping(builder.metadata(), "id", &(ids[1]..=ids[2])).unwrap();
    assert_eq!(groups, [1, 2]);
}

/// A `FIXED_LEN_BYTE_ARRAY` of another width is no column of ULIDs: its
/// statistics are not compared with a window's 16 bytes.
#[test]
fn a_fixed_width_column_of_another_width_is_refused() {
    let column = FixedSizeBinaryArray::try_from_iter([[7u8; 8]].into_iter()).unwrap();
    let batch = RecordBatch::try_from_iter([("short", Arc::new(column) as _)]).unwrap();
    let builder = in_memory(&batch, 1);
    let window = Ulid::range_ms(0, 1_000);
    let error = row_groups_overlapping(builder.metadata(), "short", &window).unwrap_err();
    assert_eq!(
        error.to_string(),
        "column short is FIXED_LEN_BYTE_ARRAY(8), not FIXED_LEN_BYTE_ARRAY(16)"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any column, nulls anywhere, any row-group size: what is read back
    /// is what was written.
    #[test]
    fn any_column_round_trips(
        ids in proptest::collection::vec(any::<Option<u128>>(), 1..200),
        rows_per_group in 1..50usize,
    ) {
        let ids: Vec<Option<Ulid>> = ids.into_iter().map(|id| id.map(Ulid::from_u128)).collect();
        let schema = Arc::new(Schema::new(vec![field("id", true)]));
        let batch = RecordBatch::try_new(schema, vec![Arc::new(nullable_array(ids.iter().copied()))]).unwrap();
        let reader = in_memory(&batch, rows_per_group).build().unwrap();
        let mut read = Vec::new();
        for batch in reader {
            read.extend(ulids(batch.unwrap().column(0)).unwrap());
        }
        prop_assert_eq!(read, ids);
    }
}
