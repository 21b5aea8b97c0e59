//! diesel on PostgreSQL: `Uuid` and `Binary` (`bytea`) hold the 16 bytes,
//! `Text` the text form.

use diesel::deserialize::{self, FromSql};
use diesel::pg::{Pg, PgValue};
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::{Binary, Text, Uuid};

use super::{from_binary, from_text, write_bytes, write_text};
use crate::{Id, Prefix, Ulid};

impl ToSql<Uuid, Pg> for Ulid {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        write_bytes(*self, out)
    }
}

impl FromSql<Uuid, Pg> for Ulid {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Ulid> {
        from_binary("Uuid", value.as_bytes())
    }
}

impl<P: Prefix> FromSql<Uuid, Pg> for Id<P> {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Id<P>> {
        from_binary("Uuid", value.as_bytes())
    }
}

impl ToSql<Binary, Pg> for Ulid {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        write_bytes(*self, out)
    }
}

impl FromSql<Binary, Pg> for Ulid {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Ulid> {
        from_binary("Binary", value.as_bytes())
    }
}

impl<P: Prefix> FromSql<Binary, Pg> for Id<P> {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Id<P>> {
        from_binary("Binary", value.as_bytes())
    }
}

impl ToSql<Text, Pg> for Ulid {
    /// The 26 upper-case characters.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        write_text(*self, out)
    }
}

impl<P: Prefix> ToSql<Text, Pg> for Id<P> {
    /// The TypeID.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        write_text(*self, out)
    }
}

impl FromSql<Text, Pg> for Ulid {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Ulid> {
        from_text("Text", value.as_bytes())
    }
}

impl<P: Prefix> FromSql<Text, Pg> for Id<P> {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Id<P>> {
        from_text("Text", value.as_bytes())
    }
}
