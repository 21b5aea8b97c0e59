//! What both data-format benches measure (`data_formats.rs` times it,
//! `data_formats_instructions.rs` counts its instructions): the IDs, the
//! hand-written peers, and a column written to a Parquet file in memory.

use std::sync::Arc;

use arrow_array::builder::FixedSizeBinaryBuilder;
use arrow_array::{Array, ArrayRef, FixedSizeBinaryArray, RecordBatch, StringArray};
use arrow_buffer::Buffer;
use arrow_schema::{Field, Schema};
use bytes::Bytes;
use parquet::arrow::ArrowWriter;
use parquet::file::properties::WriterProperties;
use ulid_core::Ulid;

/// The first ID's millisecond.
pub(crate) const START_MS: u64 = 1_767_225_600_000;

/// `n` IDs a millisecond apart from `START_MS`, in time order, with
/// random-looking low bits.
pub(crate) fn ids(n: u64) -> Vec<Ulid> {
    (0..n)
        .map(|i| {
            let random = u128::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835);
            Ulid::from_parts(START_MS + i, random & Ulid::MAX_RANDOM).unwrap()
        })
        .collect()
}

/// The same IDs as `uuid::Uuid`s.
pub(crate) fn uuids(ids: &[Ulid]) -> Vec<uuid::Uuid> {
    ids.iter()
        .map(|id| uuid::Uuid::from_u128(id.to_u128()))
        .collect()
}

/// A column as a user builds it by hand: a loop of `to_bytes` pushes.
pub(crate) fn to_bytes_loop(ids: &[Ulid]) -> FixedSizeBinaryArray {
    let mut bytes = Vec::with_capacity(ids.len() * 16);
    for id in ids {
        bytes.extend_from_slice(&id.to_bytes());
    }
    FixedSizeBinaryArray::new(16, Buffer::from_vec(bytes), None)
}

/// A column of `uuid::Uuid`s through arrow's own builder.
pub(crate) fn uuid_builder(uuids: &[uuid::Uuid]) -> FixedSizeBinaryArray {
    let mut builder = FixedSizeBinaryBuilder::with_capacity(uuids.len(), 16);
    for uuid in uuids {
        builder.append_value(uuid.as_bytes()).unwrap();
    }
    builder.finish()
}

/// A column read as a user reads it by hand: `Ulid::from_slice` a row.
pub(crate) fn from_slice_loop(column: &FixedSizeBinaryArray) -> Vec<Ulid> {
    (0..column.len())
        .map(|i| Ulid::from_slice(column.value(i)).unwrap())
        .collect()
}

/// The same with `uuid::Uuid::from_slice`.
pub(crate) fn uuid_from_slice_loop(column: &FixedSizeBinaryArray) -> Vec<uuid::Uuid> {
    (0..column.len())
        .map(|i| uuid::Uuid::from_slice(column.value(i)).unwrap())
        .collect()
}

/// The IDs as the 26-character text a user would otherwise store.
pub(crate) fn text_column(ids: &[Ulid]) -> ArrayRef {
    Arc::new(StringArray::from_iter_values(
        ids.iter().map(Ulid::to_string),
    ))
}

/// `column` as a one-column Parquet file in memory, `rows_per_group` rows
/// a row group (`None`: the writer's default).
pub(crate) fn parquet_file(field: Field, column: ArrayRef, rows_per_group: Option<usize>) -> Bytes {
    let schema = Arc::new(Schema::new(vec![field]));
    let batch = RecordBatch::try_new(schema.clone(), vec![column]).unwrap();
    let properties = rows_per_group.map(|rows| {
        WriterProperties::builder()
            .set_max_row_group_row_count(Some(rows))
            .build()
    });
    let mut file = Vec::new();
    let mut writer = ArrowWriter::try_new(&mut file, schema, properties).unwrap();
    writer.write(&batch).unwrap();
    writer.close().unwrap();
    Bytes::from(file)
}
