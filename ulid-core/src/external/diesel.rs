//! diesel 2.3: `Ulid` and every `Id<P>` as `Uuid` (PostgreSQL), `Binary`
//! (PostgreSQL `bytea`, MariaDB/MySQL `BINARY(16)`, SQLite `BLOB`) and
//! `Text` (every backend: a `Ulid`'s 26 characters, an `Id<P>`'s TypeID),
//! and as the PostgreSQL extension's `ulid` (`sql_types::Ulid`).
//!
//! The impls of each backend are in `diesel/<backend>.rs`; what they share
//! is here: `AsExpression` and `FromSqlRow` (through diesel's proxy
//! derives), an `Id<P>`'s `ToSql` for the binary types (the `Ulid`'s), and
//! the readers and writers the impls call.

#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
use std::io::Write;

use diesel::backend::Backend;
use diesel::deserialize;
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
use diesel::serialize::IsNull;
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::{Binary, Text};

use crate::{Id, Identifier, Prefix, Ulid};

#[cfg(feature = "diesel-mysql")]
mod mysql;
#[cfg(feature = "diesel-postgres")]
mod pg;
#[cfg(feature = "diesel-postgres")]
pub(crate) mod pg_ulid_type;
#[cfg(feature = "diesel-sqlite")]
mod sqlite;

// diesel's own way to give a type it does not own `AsExpression` (for each
// SQL type below, its `Nullable`, and references) and `FromSqlRow`: the
// derives on a proxy struct implement them for the type it wraps (each
// proxy in a block of its own, so both can be named `Proxy`).
const _: () = {
    #[derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow)]
    #[diesel(foreign_derive)]
    #[cfg_attr(feature = "diesel-postgres", diesel(sql_type = diesel::sql_types::Uuid))]
    #[cfg_attr(feature = "diesel-postgres", diesel(sql_type = pg_ulid_type::Ulid))]
    #[diesel(sql_type = Binary)]
    #[diesel(sql_type = Text)]
    #[allow(dead_code, reason = "only its derives are used")]
    struct Proxy(Ulid);
};

const _: () = {
    #[derive(diesel::expression::AsExpression, diesel::deserialize::FromSqlRow)]
    #[diesel(foreign_derive)]
    #[cfg_attr(feature = "diesel-postgres", diesel(sql_type = diesel::sql_types::Uuid))]
    #[cfg_attr(feature = "diesel-postgres", diesel(sql_type = pg_ulid_type::Ulid))]
    #[diesel(sql_type = Binary)]
    #[diesel(sql_type = Text)]
    #[allow(dead_code, reason = "only its derives are used")]
    struct Proxy<P: Prefix>(Id<P>);
};

impl<P: Prefix, DB: Backend> ToSql<Binary, DB> for Id<P>
where
    Ulid: ToSql<Binary, DB>,
{
    /// The `Ulid`'s 16 bytes, on every backend.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
        self.as_ref().to_sql(out)
    }
}

#[cfg(feature = "diesel-postgres")]
impl<P: Prefix, DB: Backend> ToSql<diesel::sql_types::Uuid, DB> for Id<P>
where
    Ulid: ToSql<diesel::sql_types::Uuid, DB>,
{
    /// The `Ulid`'s 16 bytes.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
        self.as_ref().to_sql(out)
    }
}

/// An ID from a binary column, with diesel's error type.
fn from_binary<T: Identifier>(column_type: &str, bytes: &[u8]) -> deserialize::Result<T> {
    Ok(T::from_ulid(Ulid::from_binary_column(column_type, bytes)?))
}

/// An ID from a text column (a `Ulid`'s 26 characters, an `Id<P>`'s
/// TypeID), with diesel's error type.
fn from_text<T: Identifier>(column_type: &str, bytes: &[u8]) -> deserialize::Result<T> {
    Ok(T::from_text_column(column_type, bytes)?)
}

/// Writes the 16 bytes (backends whose `Output` is a byte buffer).
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
fn write_bytes(id: Ulid, out: &mut impl Write) -> serialize::Result {
    out.write_all(&id.to_bytes())?;
    Ok(IsNull::No)
}

/// Writes the text (backends whose `Output` is a byte buffer).
#[cfg(any(feature = "diesel-postgres", feature = "diesel-mysql"))]
fn write_text(id: impl Identifier, out: &mut impl Write) -> serialize::Result {
    id.with_text(|text| out.write_all(text.as_bytes()))?;
    Ok(IsNull::No)
}
