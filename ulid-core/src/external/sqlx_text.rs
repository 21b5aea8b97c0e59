//! What the three sqlx backends share: reading a ULID stored as text or as
//! bytes, with errors that name the column type and what was found.

use alloc::boxed::Box;
use alloc::format;

use sqlx_core::error::{BoxDynError, UnexpectedNullError};
use sqlx_core::value::ValueRef;

use crate::{ENCODED_LEN, Ulid};

/// sqlx hands `NULL` to `Decode` of a non-`Option` type; it must be an
/// error ("unexpected null; try decoding as an `Option`"), never a ULID.
pub(crate) fn reject_null<'r>(value: &impl ValueRef<'r>) -> Result<(), BoxDynError> {
    if value.is_null() {
        return Err(Box::new(UnexpectedNullError));
    }
    Ok(())
}

/// A ULID from a text column (`TEXT`, `CHAR(26)`, `VARCHAR`).
pub(crate) fn from_text_column(column_type: &str, text: &[u8]) -> Result<Ulid, BoxDynError> {
    Ulid::parse_ascii(text).map_err(|err| {
        Box::from(format!(
            "cannot decode a ULID from a {column_type} value of {} bytes: {err}",
            text.len()
        ))
    })
}

/// A ULID from a binary column (`uuid`, `BINARY(16)`, `BLOB`).
pub(crate) fn from_binary_column(column_type: &str, bytes: &[u8]) -> Result<Ulid, BoxDynError> {
    Ulid::from_slice(bytes).map_err(|err| {
        let hint = if bytes.len() == ENCODED_LEN {
            " (26 bytes: is this the text form in a binary column?)"
        } else {
            ""
        };
        Box::from(format!(
            "cannot decode a ULID from a {column_type} value: {err}{hint}"
        ))
    })
}
