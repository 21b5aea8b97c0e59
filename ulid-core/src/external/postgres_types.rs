//! postgres-types 0.2 (tokio-postgres, postgres): `Ulid` and every `Id<P>`
//! in `uuid` and `bytea` columns as the 16 bytes and in text columns as
//! their text (26 characters, or the TypeID). The client tells `ToSql` the
//! parameter's type, so an ID bound against a text column is written as
//! text, with no wrapper. The `ulid` type of the family's PostgreSQL
//! extension, known by its name, holds the 16 bytes as `uuid` does.

use std::boxed::Box;
use std::error::Error;

use bytes::BytesMut;
use postgres_types::{FromSql, IsNull, ToSql, Type, to_sql_checked};

use crate::{Id, Identifier, Prefix, Ulid};

/// The column types a ULID is read from and written to: `uuid`, the
/// extension's `ulid` and `bytea` hold the 16 bytes, the text types the 26
/// characters.
fn is_binary(ty: &Type) -> bool {
    *ty == Type::UUID || *ty == Type::BYTEA || ty.name() == "ulid"
}

fn is_text(ty: &Type) -> bool {
    [Type::TEXT, Type::VARCHAR, Type::BPCHAR, Type::NAME].contains(ty)
}

impl ToSql for Ulid {
    /// The 16 bytes for `uuid`, `ulid` and `bytea`; the 26 upper-case characters
    /// for `text`, `varchar`, `char(n)` and `name`.
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        to_sql(*self, ty, out)
    }

    fn accepts(ty: &Type) -> bool {
        is_binary(ty) || is_text(ty)
    }

    to_sql_checked!();
}

impl<P: Prefix> ToSql for Id<P> {
    /// As a `Ulid`, with the TypeID as the text.
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        to_sql(*self, ty, out)
    }

    fn accepts(ty: &Type) -> bool {
        is_binary(ty) || is_text(ty)
    }

    to_sql_checked!();
}

impl<'a> FromSql<'a> for Ulid {
    /// 16 bytes from `uuid` or `bytea`, the 26 characters from a text
    /// type; anything else is a
    /// [`ColumnDecodeError`](crate::ColumnDecodeError) naming the type.
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Ulid, Box<dyn Error + Sync + Send>> {
        from_sql(ty, raw)
    }

    fn accepts(ty: &Type) -> bool {
        is_binary(ty) || is_text(ty)
    }
}

impl<'a, P: Prefix> FromSql<'a> for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Id<P>, Box<dyn Error + Sync + Send>> {
        from_sql(ty, raw)
    }

    fn accepts(ty: &Type) -> bool {
        is_binary(ty) || is_text(ty)
    }
}

/// The 16 bytes for a binary type, else the text (a `Ulid`'s 26
/// characters, an `Id<P>`'s TypeID).
fn to_sql<T: Identifier>(
    id: T,
    ty: &Type,
    out: &mut BytesMut,
) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
    if is_binary(ty) {
        out.extend_from_slice(&id.to_ulid().to_bytes());
    } else {
        id.with_text(|text| out.extend_from_slice(text.as_bytes()));
    }
    Ok(IsNull::No)
}

/// The value as a `T`, by the column's type.
fn from_sql<T: Identifier>(ty: &Type, raw: &[u8]) -> Result<T, Box<dyn Error + Sync + Send>> {
    let decoded = if is_binary(ty) {
        Ulid::from_binary_column(ty.name(), raw).map(T::from_ulid)
    } else {
        T::from_text_column(ty.name(), raw)
    };
    Ok(decoded?)
}
