//! parquet (arrow-rs's Parquet crate): which row groups of a file can hold
//! the IDs of a time window, from the row groups' statistics.
//!
//! Writing and reading the column is arrow-rs's own `ArrowWriter` and
//! `ParquetRecordBatchReader` with [`crate::arrow_columns::field`]: the feature
//! turns on parquet's `arrow_canonical_extension_types`, with which the
//! `arrow.uuid` extension type becomes Parquet's `UUID` logical type
//! (`FIXED_LEN_BYTE_ARRAY(16)`, ordered by unsigned bytes: time order) and
//! back. A reader that prunes by statistics needs to be told which row
//! groups to read; that is [`row_groups_overlapping`].

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::ops::RangeInclusive;

use parquet::basic::Type as PhysicalType;
use parquet::file::metadata::ParquetMetaData;

use crate::Ulid;

/// The row groups of a file whose column `column` may hold an ID in
/// `window` (from [`Ulid::range_ms`], say), in file order: what
/// `ParquetRecordBatchReaderBuilder::with_row_groups` takes.
///
/// A row group is left out only when its statistics prove it holds no ID
/// in the window (its largest ID is before the window's first, or its
/// smallest after the window's last); one without statistics, or without
/// a minimum or maximum, is kept. Statistics truncated by the writer are
/// still bounds, so they prune correctly (less). `column` is the column's
/// path, its names joined by dots (`"id"`, `"order.id"`).
///
/// # Errors
///
/// [`RowGroupsError`]: no leaf column has that path, or it is not
/// `FIXED_LEN_BYTE_ARRAY(16)`.
///
/// # Example
///
/// ```
/// use arrow_array::{FixedSizeBinaryArray, RecordBatch};
/// use arrow_schema::Schema;
/// use parquet::arrow::ArrowWriter;
/// use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
/// use parquet::file::properties::WriterProperties;
/// use std::sync::Arc;
/// use ulid_core::Ulid;
///
/// // A row group for each second, from 1_000_000 ms on.
/// let ids: FixedSizeBinaryArray =
///     (0..4).map(|s| Ulid::from_parts(1_000_000 + s * 1_000, 7).unwrap()).collect();
/// let schema = Arc::new(Schema::new(vec![ulid_core::arrow_columns::field("id", false)]));
/// let batch = RecordBatch::try_new(schema.clone(), vec![Arc::new(ids)])?;
/// let properties = WriterProperties::builder().set_max_row_group_row_count(Some(1)).build();
/// let mut file = Vec::new();
/// let mut writer = ArrowWriter::try_new(&mut file, schema, Some(properties))?;
/// writer.write(&batch)?;
/// writer.close()?;
///
/// let builder = ParquetRecordBatchReaderBuilder::try_new(bytes::Bytes::from(file))?;
/// let window = Ulid::range_ms(1_001_000, 1_002_999);
/// let groups = ulid_core::parquet_files::row_groups_overlapping(builder.metadata(), "id", &window)?;
/// assert_eq!(groups, [1, 2]);
/// let rows: usize = builder.with_row_groups(groups).build()?.map(|b| b.unwrap().num_rows()).sum();
/// assert_eq!(rows, 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn row_groups_overlapping(
    metadata: &ParquetMetaData,
    column: &str,
    window: &RangeInclusive<Ulid>,
) -> Result<Vec<usize>, RowGroupsError> {
    let schema = metadata.file_metadata().schema_descr();
    let index = (0..schema.num_columns())
        .find(|&i| schema.column(i).path().string() == column)
        .ok_or_else(|| RowGroupsError::NoColumn(column.to_string()))?;
    let descriptor = schema.column(index);
    if descriptor.physical_type() != PhysicalType::FIXED_LEN_BYTE_ARRAY
        || descriptor.type_length() != 16
    {
        return Err(RowGroupsError::NotUlid {
            column: column.to_string(),
            found: describe(descriptor.physical_type(), descriptor.type_length()),
        });
    }
    let first = window.start().to_bytes();
    let last = window.end().to_bytes();
    Ok(metadata
        .row_groups()
        .iter()
        .enumerate()
        .filter(|(_, group)| {
            let Some(statistics) = group.column(index).statistics() else {
                return true;
            };
            // Byte slices compare as unsigned bytes: the column's order.
            let before = statistics
                .max_bytes_opt()
                .is_some_and(|max| max < first.as_slice());
            let after = statistics
                .min_bytes_opt()
                .is_some_and(|min| min > last.as_slice());
            !(before || after)
        })
        .map(|(i, _)| i)
        .collect())
}

fn describe(physical_type: PhysicalType, length: i32) -> String {
    match physical_type {
        PhysicalType::FIXED_LEN_BYTE_ARRAY => alloc::format!("FIXED_LEN_BYTE_ARRAY({length})"),
        other => other.to_string(),
    }
}

/// Why [`row_groups_overlapping`] could not judge a column.
///
/// # Example
///
/// ```
/// # use arrow_array::{Int64Array, RecordBatch};
/// # use parquet::arrow::ArrowWriter;
/// # use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
/// # use std::sync::Arc;
/// # let batch = RecordBatch::try_from_iter([("n", Arc::new(Int64Array::from(vec![1])) as _)])?;
/// # let mut file = Vec::new();
/// # let mut writer = ArrowWriter::try_new(&mut file, batch.schema(), None)?;
/// # writer.write(&batch)?;
/// # writer.close()?;
/// # let metadata = ParquetRecordBatchReaderBuilder::try_new(bytes::Bytes::from(file))?.metadata().clone();
/// use ulid_core::Ulid;
/// use ulid_core::parquet_files::{row_groups_overlapping, RowGroupsError};
///
/// // A file with one column, `n`, of INT64.
/// let window = Ulid::range_ms(0, 1_000);
/// let error = row_groups_overlapping(&metadata, "n", &window).unwrap_err();
/// assert!(matches!(error, RowGroupsError::NotUlid { .. }));
/// assert_eq!(error.to_string(), "column n is INT64, not FIXED_LEN_BYTE_ARRAY(16)");
/// assert!(matches!(row_groups_overlapping(&metadata, "id", &window), Err(RowGroupsError::NoColumn(_))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RowGroupsError {
    /// No leaf column has this path.
    NoColumn(String),
    /// The column is of another type than `FIXED_LEN_BYTE_ARRAY(16)`.
    NotUlid {
        /// The column's path.
        column: String,
        /// Its physical type (and length).
        found: String,
    },
}

impl fmt::Display for RowGroupsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RowGroupsError::NoColumn(column) => write!(f, "the file has no column {column}"),
            RowGroupsError::NotUlid { column, found } => write!(
                f,
                "column {column} is {found}, not FIXED_LEN_BYTE_ARRAY(16)"
            ),
        }
    }
}

impl core::error::Error for RowGroupsError {}
