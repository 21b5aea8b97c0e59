//! diesel's SQL type for the `ulid` type of the family's PostgreSQL
//! extension (ulid-postgres), and `Ulid` and `Id<P>` as values of it: the
//! same 16 bytes as `uuid`, so the impls are `uuid`'s.

use diesel::deserialize::{self, FromSql};
use diesel::pg::{Pg, PgValue};
use diesel::serialize::{self, Output, ToSql};

use super::{from_binary, write_bytes};
use crate::{Id, Prefix};

/// The PostgreSQL extension's `ulid` type, for diesel's `table!`
/// (`id -> ulid_diesel::sql_types::Ulid`) and for `import_types` in
/// `diesel.toml`, so that `diesel print-schema` names it. Its OID is looked
/// up by name on each connection, as diesel does for every type an
/// extension adds.
///
/// # Example
///
/// ```
/// diesel::table! {
///     use diesel::sql_types::Text;
///     use ulid_core::sql_types::Ulid;
///
///     note (id) {
///         id -> Ulid,
///         body -> Text,
///     }
/// }
///
/// // `ulid_core::Ulid` is what the column reads and writes.
/// let _insert = diesel::insert_into(note::table)
///     .values((note::id.eq(ulid_core::Ulid::new()), note::body.eq("hello")));
/// # use diesel::ExpressionMethods;
/// ```
#[derive(
    Clone, Copy, Debug, Default, diesel::sql_types::SqlType, diesel::query_builder::QueryId,
)]
#[diesel(postgres_type(name = "ulid"))]
pub struct Ulid;

impl ToSql<Ulid, Pg> for crate::Ulid {
    /// The 16 bytes.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        write_bytes(*self, out)
    }
}

impl<P: Prefix> ToSql<Ulid, Pg> for Id<P> {
    /// The `Ulid`'s 16 bytes.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        write_bytes(self.to_ulid(), out)
    }
}

impl FromSql<Ulid, Pg> for crate::Ulid {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<crate::Ulid> {
        from_binary("ulid", value.as_bytes())
    }
}

impl<P: Prefix> FromSql<Ulid, Pg> for Id<P> {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Id<P>> {
        from_binary("ulid", value.as_bytes())
    }
}
