//! diesel on MariaDB/MySQL: `Binary` (`BINARY(16)`) holds the 16 bytes,
//! `Text` the text form.

use diesel::deserialize::{self, FromSql};
use diesel::mysql::{Mysql, MysqlValue};
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::{Binary, Text};

use super::{from_binary, from_text, write_bytes, write_text};
use crate::{Id, Prefix, Ulid};

impl ToSql<Binary, Mysql> for Ulid {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Mysql>) -> serialize::Result {
        write_bytes(*self, out)
    }
}

impl FromSql<Binary, Mysql> for Ulid {
    fn from_sql(value: MysqlValue<'_>) -> deserialize::Result<Ulid> {
        from_binary("Binary", value.as_bytes())
    }
}

impl<P: Prefix> FromSql<Binary, Mysql> for Id<P> {
    fn from_sql(value: MysqlValue<'_>) -> deserialize::Result<Id<P>> {
        from_binary("Binary", value.as_bytes())
    }
}

impl ToSql<Text, Mysql> for Ulid {
    /// The 26 upper-case characters.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Mysql>) -> serialize::Result {
        write_text(*self, out)
    }
}

impl<P: Prefix> ToSql<Text, Mysql> for Id<P> {
    /// The TypeID.
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Mysql>) -> serialize::Result {
        write_text(*self, out)
    }
}

impl FromSql<Text, Mysql> for Ulid {
    fn from_sql(value: MysqlValue<'_>) -> deserialize::Result<Ulid> {
        from_text("Text", value.as_bytes())
    }
}

impl<P: Prefix> FromSql<Text, Mysql> for Id<P> {
    fn from_sql(value: MysqlValue<'_>) -> deserialize::Result<Id<P>> {
        from_text("Text", value.as_bytes())
    }
}
