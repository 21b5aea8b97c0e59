//! What every backend shares, for one sqlx major: the `Id<P>` impls that
//! only delegate to `Ulid`'s (one generic impl for all backends), the small
//! functions the `Decode` impls call, and `column`, which sea-orm reads
//! rows with.

use core::fmt::Debug;
use std::format;

use super::ArgumentBuffer;
use super::sqlx_core::column::ColumnIndex;
use super::sqlx_core::database::Database;
use super::sqlx_core::encode::{Encode, IsNull};
use super::sqlx_core::error::{BoxDynError, Error, UnexpectedNullError, mismatched_types};
use super::sqlx_core::row::Row;
use super::sqlx_core::type_info::TypeInfo;
use super::sqlx_core::types::Type;
use super::sqlx_core::value::ValueRef;
use crate::{Id, Identifier, Prefix, Ulid};

impl<DB: Database, P: Prefix> Type<DB> for Id<P>
where
    Ulid: Type<DB>,
{
    /// The column type of a `Ulid`: the 16 bytes are the same.
    fn type_info() -> DB::TypeInfo {
        <Ulid as Type<DB>>::type_info()
    }

    /// What a `Ulid` reads (in a text column, an `Id<P>` reads its TypeID).
    fn compatible(ty: &DB::TypeInfo) -> bool {
        <Ulid as Type<DB>>::compatible(ty)
    }
}

impl<'q, DB: Database, P: Prefix> Encode<'q, DB> for Id<P>
where
    Ulid: Encode<'q, DB>,
{
    /// The 16 bytes, as a `Ulid` binds them.
    fn encode_by_ref(&self, buf: &mut ArgumentBuffer<'q, DB>) -> Result<IsNull, BoxDynError> {
        self.to_ulid().encode_by_ref(buf)
    }
}

/// sqlx hands `NULL` to `Decode` of a non-`Option` type; it must be an
/// error ("unexpected null; try decoding as an `Option`"), never a ULID.
pub(super) fn reject_null<'r>(value: &impl ValueRef<'r>) -> Result<(), BoxDynError> {
    if value.is_null() {
        return Err(std::boxed::Box::new(UnexpectedNullError));
    }
    Ok(())
}

/// The ID in a binary column's bytes, with sqlx's error type.
pub(super) fn from_binary<T: Identifier>(
    column_type: &str,
    bytes: &[u8],
) -> Result<T, BoxDynError> {
    Ok(T::from_ulid(Ulid::from_binary_column(column_type, bytes)?))
}

/// The ID in a text column's bytes (a `Ulid`'s 26 characters, an `Id<P>`'s
/// TypeID), with sqlx's error type.
pub(super) fn from_text<T: Identifier>(column_type: &str, text: &[u8]) -> Result<T, BoxDynError> {
    Ok(T::from_text_column(column_type, text)?)
}

/// Column `index` of `row` as a `T` (`None` for `NULL`), read by `decode`
/// (a backend's decoder, generic over the ID type) with the checks of
/// sqlx's `Row::try_get::<Option<T>>`: for sea-orm, whose row reader is
/// generic over the ID type.
///
/// # Errors
///
/// sqlx's: no such column, a column type a `Ulid` cannot read, or what
/// `decode` says, each as `Error::ColumnDecode` naming the column.
#[allow(dead_code, reason = "used only with sea-orm's feature for this major")]
pub(crate) fn column<'r, R, T, I>(
    row: &'r R,
    index: I,
    decode: fn(<R::Database as Database>::ValueRef<'r>) -> Result<T, BoxDynError>,
) -> Result<Option<T>, Error>
where
    R: Row,
    I: ColumnIndex<R> + Debug,
    Ulid: Type<R::Database>,
{
    let value = row.try_get_raw(&index)?;
    if value.is_null() {
        return Ok(None);
    }
    let type_info = value.type_info();
    if !type_info.is_null() && !<Ulid as Type<R::Database>>::compatible(&type_info) {
        return Err(Error::ColumnDecode {
            index: format!("{index:?}"),
            source: mismatched_types::<R::Database, Ulid>(&type_info),
        });
    }
    decode(value)
        .map(Some)
        .map_err(|source| Error::ColumnDecode {
            index: format!("{index:?}"),
            source,
        })
}
