//! sqlx on every backend: [`UlidText`](crate::UlidText) binds the text (a
//! `Ulid`'s 26 characters, an `Id<P>`'s TypeID) and reads as `T` does.
//! Generic over the database: each backend's `&str` and `T` impls do the
//! work.

use std::string::String;

use super::ArgumentBuffer;
use super::sqlx_core::database::Database;
use super::sqlx_core::decode::Decode;
use super::sqlx_core::encode::{Encode, IsNull};
use super::sqlx_core::error::BoxDynError;
use super::sqlx_core::types::Type;
use crate::{Identifier, UlidText};

impl<DB: Database, T: Identifier> Type<DB> for UlidText<T>
where
    T: Type<DB>,
    str: Type<DB>,
{
    /// The backend's text type (`TEXT`, `VARCHAR`).
    fn type_info() -> DB::TypeInfo {
        <str as Type<DB>>::type_info()
    }

    /// Whatever `T` reads: it decodes as a `T`.
    fn compatible(ty: &DB::TypeInfo) -> bool {
        <T as Type<DB>>::compatible(ty)
    }
}

impl<'q, DB: Database, T: Identifier> Encode<'q, DB> for UlidText<T>
where
    String: Encode<'q, DB>,
{
    /// The text (a `Ulid`'s 26 upper-case characters, an `Id<P>`'s TypeID),
    /// as the backend encodes a `String` (an owned string, because sqlx
    /// 0.8's SQLite arguments borrow a `&str` for the whole query).
    fn encode_by_ref(&self, buf: &mut ArgumentBuffer<'q, DB>) -> Result<IsNull, BoxDynError> {
        <String as Encode<'q, DB>>::encode(self.0.with_text(|text| String::from(text)), buf)
    }
}

impl<'r, DB: Database, T: Identifier> Decode<'r, DB> for UlidText<T>
where
    T: Decode<'r, DB>,
{
    /// As `T`: a text value of another form is a
    /// [`ColumnDecodeError`](crate::ColumnDecodeError) naming the column
    /// type.
    fn decode(value: <DB as Database>::ValueRef<'r>) -> Result<UlidText<T>, BoxDynError> {
        <T as Decode<'r, DB>>::decode(value).map(UlidText)
    }
}
