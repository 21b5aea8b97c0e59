//! Database columns: reading a ULID strictly from a stored value
//! (`ColumnDecodeError` and the column readers every database integration
//! calls), `UlidText` for text columns, and `Keyset` for keyset pagination.

#[cfg(feature = "alloc")]
pub(crate) mod column_decode_error;
#[cfg(feature = "alloc")]
pub(crate) mod keyset;
pub(crate) mod ulid_text;
