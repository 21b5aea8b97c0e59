//! `NULL` for sqlx decoders of a non-`Option` `Ulid`.

use std::boxed::Box;

use sqlx_core::error::{BoxDynError, UnexpectedNullError};
use sqlx_core::value::ValueRef;

/// sqlx hands `NULL` to `Decode` of a non-`Option` type; it must be an
/// error ("unexpected null; try decoding as an `Option`"), never a ULID.
pub(crate) fn reject_null<'r>(value: &impl ValueRef<'r>) -> Result<(), BoxDynError> {
    if value.is_null() {
        return Err(Box::new(UnexpectedNullError));
    }
    Ok(())
}
