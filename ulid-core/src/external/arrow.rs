//! arrow-rs (the `arrow` crate's parts `arrow-array`, `arrow-schema`): a
//! column of ULIDs as Arrow's canonical `arrow.uuid` extension type,
//! `FixedSizeBinary(16)` of the big-endian bytes, which pyarrow reads as
//! `pa.uuid()` and Parquet writes as its `UUID` logical type; the bytes'
//! order is time order.
//!
//! `FromIterator` builds the array from `Ulid`s or `Id<P>`s, and
//! `nullable_array` from `Option`s of either; `field` makes its `Field`;
//! `ulids` reads a column back, from `FixedSizeBinary(16)` (with the
//! extension type or without: it is the field's, not the array's) or from
//! 26-character text (plain or dictionary-encoded), strictly.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use arrow_array::cast::AsArray;
use arrow_array::{Array, FixedSizeBinaryArray};
use arrow_buffer::{Buffer, NullBufferBuilder};
use arrow_schema::{DataType, Field};

use crate::{Id, Identifier, ParseError, Prefix, Ulid};

/// A ULID's width in a `FixedSizeBinary` column.
const WIDTH: i32 = 16;

impl FromIterator<Ulid> for FixedSizeBinaryArray {
    /// The IDs' 16 big-endian bytes each, and no null buffer.
    fn from_iter<I: IntoIterator<Item = Ulid>>(ids: I) -> Self {
        // Its own loop, not `nullable_array` over `Some`: without a null
        // buffer to keep, a row is one copy of 16 bytes (callgrind: 31
        // instructions a row against 35, benches/data_formats_instructions.rs
        // in tests/data).
        let ids = ids.into_iter();
        let mut bytes = Vec::with_capacity(ids.size_hint().0 * 16);
        for id in ids {
            bytes.extend_from_slice(&id.to_bytes());
        }
        FixedSizeBinaryArray::new(WIDTH, Buffer::from_vec(bytes), None)
    }
}

impl<P: Prefix> FromIterator<Id<P>> for FixedSizeBinaryArray {
    /// As for `Ulid`: the 16 bytes (the prefix is the column's, not the
    /// value's).
    fn from_iter<I: IntoIterator<Item = Id<P>>>(ids: I) -> Self {
        ids.into_iter().map(Id::to_ulid).collect()
    }
}

/// A column of IDs (`Ulid`s or `Id<P>`s) with nulls: each `Some` its 16
/// big-endian bytes, each `None` a null (its slot zeros).
/// `FromIterator<Option<Ulid>>` would be the natural spelling, but Rust's
/// orphan rule forbids it here (`Option` and the array are both foreign).
///
/// # Example
///
/// ```
/// use arrow_array::Array;
/// use ulid_core::Ulid;
///
/// let column = ulid_core::arrow_columns::nullable_array([Some(Ulid::new()), None]);
/// assert_eq!((column.len(), column.null_count()), (2, 1));
/// ```
pub fn nullable_array<T: Identifier>(
    ids: impl IntoIterator<Item = Option<T>>,
) -> FixedSizeBinaryArray {
    let ids = ids.into_iter();
    let mut bytes = Vec::with_capacity(ids.size_hint().0 * 16);
    let mut nulls = NullBufferBuilder::new(ids.size_hint().0);
    for id in ids {
        match id {
            Some(id) => {
                bytes.extend_from_slice(&id.to_ulid().to_bytes());
                nulls.append_non_null();
            }
            None => {
                bytes.extend_from_slice(&[0; 16]);
                nulls.append_null();
            }
        }
    }
    // Valid by construction: a width of 16, 16 bytes a row, a null bit a
    // row.
    FixedSizeBinaryArray::new(WIDTH, Buffer::from_vec(bytes), nulls.finish())
}

/// A column of ULIDs: `FixedSizeBinary(16)` with Arrow's canonical
/// extension type `arrow.uuid`.
///
/// # Example
///
/// ```
/// use arrow_array::{FixedSizeBinaryArray, RecordBatch};
/// use arrow_schema::Schema;
/// use std::sync::Arc;
/// use ulid_core::Ulid;
///
/// let ids: FixedSizeBinaryArray = (0..3).map(|_| Ulid::new()).collect();
/// let schema = Schema::new(vec![ulid_core::arrow_columns::field("id", false)]);
/// let batch = RecordBatch::try_new(Arc::new(schema), vec![Arc::new(ids)])?;
/// assert_eq!(batch.schema().field(0).extension_type_name(), Some("arrow.uuid"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn field(name: &str, nullable: bool) -> Field {
    // FixedSizeBinary(16) is the one type arrow.uuid supports, so this
    // cannot fail.
    Field::new(name, DataType::FixedSizeBinary(WIDTH), nullable)
        .with_extension_type(arrow_schema::extension::Uuid)
}

/// The ULIDs of a column, `None` for each null: `FixedSizeBinary(16)`, or
/// `Utf8`, `LargeUtf8` or `Utf8View` text of 26 characters (in either
/// case, strictly parsed), plain or dictionary-encoded.
///
/// # Errors
///
/// [`ReadError`]: a column of another type or width, or text that is no
/// ULID (naming the row).
///
/// # Example
///
/// ```
/// use arrow_array::StringArray;
/// use ulid_core::{ulid, Ulid};
///
/// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// let column = ulid_core::arrow_columns::nullable_array([Some(id), None]);
/// assert_eq!(ulid_core::arrow_columns::ulids(&column)?, [Some(id), None]);
///
/// let text = StringArray::from(vec!["01arz3ndektsv4rrffq69g5fav", "01ARZ3NDEKTSV4RRFFQ69G5FAL"]);
/// let error = ulid_core::arrow_columns::ulids(&text).unwrap_err();
/// assert!(error.to_string().starts_with("row 1: "), "{error}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn ulids(array: &dyn Array) -> Result<Vec<Option<Ulid>>, ReadError> {
    match array.data_type() {
        DataType::FixedSizeBinary(WIDTH) => Ok(fixed_size_rows(fixed_size(array)?).collect()),
        DataType::FixedSizeBinary(width) => Err(ReadError::Width(*width)),
        DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => {
            let parsed = parsed_texts(array)?;
            by_row(array.len(), Some, &parsed)
        }
        // Text columns as Parquet readers often hand them over: each row a
        // key into a dictionary of distinct texts, each parsed once.
        DataType::Dictionary(_, value_type)
            if matches!(
                **value_type,
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View
            ) =>
        {
            let dictionary = array
                .as_any_dictionary_opt()
                .ok_or_else(|| type_error(array.data_type()))?;
            if dictionary.values().is_empty() {
                // No value to point at: every key of a valid array is null.
                return Ok(alloc::vec![None; array.len()]);
            }
            let parsed = parsed_texts(dictionary.values().as_ref())?;
            let keys = dictionary.normalized_keys();
            by_row(
                array.len(),
                |row| array.is_valid(row).then(|| keys[row]),
                &parsed,
            )
        }
        other => Err(type_error(other)),
    }
}

/// The ULIDs of a column that holds no nulls, as [`ulids`] reads them.
///
/// # Errors
///
/// As [`ulids`], and a null, naming its row.
///
/// # Example
///
/// ```
/// use arrow_array::StringArray;
/// use ulid_core::{ulid, Ulid};
///
/// let column = ulid_core::arrow_columns::nullable_array([Some(Ulid::new()), None]);
/// let error = ulid_core::arrow_columns::ulids_non_null(&column).unwrap_err();
/// assert_eq!(error.to_string(), "row 1: null in a column of ULIDs that holds none");
///
/// let text = StringArray::from(vec!["01ARZ3NDEKTSV4RRFFQ69G5FAV"]);
/// let ids = ulid_core::arrow_columns::ulids_non_null(&text)?;
/// assert_eq!(ids, [ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")]);
/// # Ok::<(), ulid_core::arrow_columns::ReadError>(())
/// ```
pub fn ulids_non_null(array: &dyn Array) -> Result<Vec<Ulid>, ReadError> {
    let null = |row| ReadError::Null { row };
    if array.data_type() == &DataType::FixedSizeBinary(WIDTH) {
        let array = fixed_size(array)?;
        if let Some(row) = (0..array.len()).find(|&row| array.is_null(row)) {
            return Err(null(row));
        }
        return Ok(fixed_size_values(array)
            .iter()
            .map(|bytes| Ulid::from_bytes(*bytes))
            .collect());
    }
    let rows = ulids(array)?;
    let mut ids = Vec::with_capacity(rows.len());
    for (row, id) in rows.into_iter().enumerate() {
        ids.push(id.ok_or_else(|| null(row))?);
    }
    Ok(ids)
}

/// [`ReadError::Type`] of a column of `data_type`.
fn type_error(data_type: &DataType) -> ReadError {
    ReadError::Type(data_type.to_string())
}

/// `array`, whose data type is `FixedSizeBinary(16)`, as that array type.
fn fixed_size(array: &dyn Array) -> Result<&FixedSizeBinaryArray, ReadError> {
    // An array whose data type says FixedSizeBinary but is none is
    // reported, not trusted.
    array
        .as_fixed_size_binary_opt()
        .ok_or_else(|| type_error(array.data_type()))
}

/// The rows of a `FixedSizeBinary(16)` array: each its ULID, `None` for a
/// null; with an exact length, so that collecting allocates once.
fn fixed_size_rows(array: &FixedSizeBinaryArray) -> impl Iterator<Item = Option<Ulid>> + '_ {
    fixed_size_values(array)
        .iter()
        .enumerate()
        .map(|(row, bytes)| array.is_valid(row).then(|| Ulid::from_bytes(*bytes)))
}

/// The values of a `FixedSizeBinary(16)` array, 16 bytes a row (a null's
/// slot too), straight from its buffer (a sliced array's buffer is sliced
/// with it).
fn fixed_size_values(array: &FixedSizeBinaryArray) -> &[[u8; 16]] {
    // The crate's Rust is 1.85, but this feature's is arrow-rs's, 1.88.
    #[expect(clippy::incompatible_msrv)]
    let (values, _) = array.value_data().as_chunks::<16>();
    values
}

/// A text array's values, each parsed (`None` for a null).
type Parsed = Vec<Option<Result<Ulid, ParseError>>>;

/// Parses each value of `array`, a `Utf8`, `LargeUtf8` or `Utf8View` array.
fn parsed_texts(array: &dyn Array) -> Result<Parsed, ReadError> {
    fn parse_each<'a>(values: impl Iterator<Item = Option<&'a str>>) -> Parsed {
        values.map(|text| text.map(str::parse)).collect()
    }
    let parsed = match array.data_type() {
        DataType::Utf8 => array.as_string_opt::<i32>().map(|a| parse_each(a.iter())),
        DataType::LargeUtf8 => array.as_string_opt::<i64>().map(|a| parse_each(a.iter())),
        DataType::Utf8View => array.as_string_view_opt().map(|a| parse_each(a.iter())),
        _ => None,
    };
    // An array whose data type says text but is none is reported, not
    // trusted.
    parsed.ok_or_else(|| type_error(array.data_type()))
}

/// The column's `len` rows, row `row` the parsed value at `value(row)`
/// (`None`: a null row); the first bad text is an error naming its row.
fn by_row(
    len: usize,
    value: impl Fn(usize) -> Option<usize>,
    parsed: &Parsed,
) -> Result<Vec<Option<Ulid>>, ReadError> {
    (0..len)
        .map(
            |row| match value(row).and_then(|index| parsed[index].as_ref()) {
                None => Ok(None),
                Some(Ok(id)) => Ok(Some(*id)),
                Some(Err(error)) => Err(ReadError::Text { row, error: *error }),
            },
        )
        .collect()
}

/// Why a column could not be read as ULIDs.
///
/// # Example
///
/// ```
/// use arrow_array::FixedSizeBinaryArray;
/// use ulid_core::arrow_columns::{ulids, ReadError};
///
/// let twelve = FixedSizeBinaryArray::try_from_iter([[0u8; 12]].into_iter())?;
/// assert_eq!(ulids(&twelve).unwrap_err(), ReadError::Width(12));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReadError {
    /// A `FixedSizeBinary` column of another width than 16.
    Width(i32),
    /// A column of a type that holds no ULIDs: the type as arrow-rs
    /// prints it (`Int64`), text rather than arrow's `DataType`, so that
    /// the error stays one type across arrow-rs majors.
    Type(String),
    /// Text that is no ULID, in row `row` (from 0).
    Text {
        /// The row, from 0.
        row: usize,
        /// What was wrong with it.
        error: ParseError,
    },
    /// A null where none may be ([`ulids_non_null`]), in row `row`.
    Null {
        /// The row, from 0.
        row: usize,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Width(width) => write!(
                f,
                "a ULID column is FixedSizeBinary(16), found FixedSizeBinary({width})"
            ),
            ReadError::Type(found) => write!(
                f,
                "a ULID column is FixedSizeBinary(16) or text, found {found}"
            ),
            ReadError::Text { row, error } => write!(f, "row {row}: {error}"),
            ReadError::Null { row } => {
                write!(f, "row {row}: null in a column of ULIDs that holds none")
            }
        }
    }
}

// No `source()`: `Text`'s `Display` already holds the parser's text, and
// its `error` field is public.
impl core::error::Error for ReadError {}
