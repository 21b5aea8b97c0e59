//! sqlx on every backend: [`UlidText`] binds the 26 characters as text and
//! reads as `Ulid` does. Written once, generic over the database: each
//! backend's `&str` and `Ulid` impls do the work.

use sqlx_core::database::Database;
use sqlx_core::decode::Decode;
use sqlx_core::encode::{Encode, IsNull};
use sqlx_core::error::BoxDynError;
use sqlx_core::types::Type;

use crate::{ENCODED_LEN, Ulid, UlidText};

impl<DB: Database> Type<DB> for UlidText
where
    Ulid: Type<DB>,
    str: Type<DB>,
{
    /// The backend's text type (`TEXT`, `VARCHAR`).
    fn type_info() -> DB::TypeInfo {
        <str as Type<DB>>::type_info()
    }

    /// Whatever `Ulid` reads: it decodes as a `Ulid`.
    fn compatible(ty: &DB::TypeInfo) -> bool {
        <Ulid as Type<DB>>::compatible(ty)
    }
}

impl<'q, DB: Database> Encode<'q, DB> for UlidText
where
    for<'a> &'a str: Encode<'q, DB>,
{
    /// The 26 upper-case characters, as the backend encodes a `&str`.
    fn encode_by_ref(
        &self,
        buf: &mut <DB as Database>::ArgumentBuffer,
    ) -> Result<IsNull, BoxDynError> {
        let mut text = [0; ENCODED_LEN];
        let text = self.0.encode(&mut text);
        <&str as Encode<'q, DB>>::encode_by_ref(&text, buf)
    }
}

impl<'r, DB: Database> Decode<'r, DB> for UlidText
where
    Ulid: Decode<'r, DB>,
{
    /// As `Ulid`: a text value of another form is a
    /// [`ColumnDecodeError`](crate::ColumnDecodeError) naming the column
    /// type.
    fn decode(value: <DB as Database>::ValueRef<'r>) -> Result<UlidText, BoxDynError> {
        <Ulid as Decode<'r, DB>>::decode(value).map(UlidText)
    }
}
