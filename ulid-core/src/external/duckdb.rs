//! duckdb (duckdb-rs): `Ulid` and every `Id<P>` into and out of DuckDB's
//! `UUID` and `BLOB` columns.
//!
//! A parameter is the 16 big-endian bytes as a `BLOB`: DuckDB casts it to a
//! `UUID` where the column is one (an insert, an appender row, `=`, `IN`),
//! and a `BLOB` column stores it as it is. Its `UUID` compares as the 16
//! bytes do, so either column sorts in time order. A range comparison on a
//! `UUID` column (`<`, `BETWEEN`) does not cast a `BLOB` parameter by itself
//! (DuckDB's binder asks for `?::UUID`): binding the hyphenated text instead
//! would do without the cast, but would put 36 characters into a `BLOB`
//! column without a word, and a loud error is the better failure.
//!
//! A value is read from a `BLOB` (16 bytes), from a `UUID` (which duckdb-rs
//! hands over as its hyphenated text), from a `VARCHAR` of the 26-character
//! text (a `Id<P>`: its TypeID) or from a `UHUGEINT` (the ID as a `u128`).

use std::boxed::Box;
use std::string::{String, ToString};

use duckdb::ToSql;
use duckdb::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, Value, ValueRef};

use crate::{ColumnDecodeError, Id, Identifier, Prefix, Ulid, UlidText};

impl ToSql for Ulid {
    /// The 16 big-endian bytes as a `BLOB`.
    fn to_sql(&self) -> duckdb::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Blob(self.to_bytes().to_vec())))
    }
}

impl<P: Prefix> ToSql for Id<P> {
    /// The 16 bytes, as for `Ulid` (the prefix is the column's).
    fn to_sql(&self) -> duckdb::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Blob(
            self.to_ulid().to_bytes().to_vec(),
        )))
    }
}

impl FromSql for Ulid {
    /// A 16-byte `BLOB`, a `UUID`, the 26 characters in a `VARCHAR`, or a
    /// `UHUGEINT`. A blob of another length, text that is no ULID or UUID,
    /// or a value of another type is `FromSqlError::Other` holding a
    /// [`ColumnDecodeError`]; `NULL` is duckdb's `InvalidType`, as for its
    /// own types.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Ulid> {
        column_result(value)
    }
}

impl<P: Prefix> FromSql for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Id<P>> {
        column_result(value)
    }
}

/// The value as a `T`, by the type duckdb-rs reports.
fn column_result<T: Identifier>(value: ValueRef<'_>) -> FromSqlResult<T> {
    let decoded = match value {
        ValueRef::Blob(bytes) => Ulid::from_binary_column("BLOB", bytes).map(T::from_ulid),
        // A UUID column's value arrives as its hyphenated text; nothing
        // else of 36 characters is a ULID's text, so it cannot be mistaken.
        ValueRef::Text(text) => match uuid_text(text) {
            Some(id) => Ok(T::from_ulid(id)),
            None => T::from_text_column("VARCHAR", text),
        },
        ValueRef::UHugeInt(number) => Ok(T::from_ulid(Ulid::from_u128(number))),
        ValueRef::Null => return Err(FromSqlError::InvalidType),
        other => Err(ColumnDecodeError::wrong_type(
            &other.data_type().to_string(),
        )),
    };
    decoded.map_err(|error| FromSqlError::Other(Box::new(error)))
}

fn uuid_text(text: &[u8]) -> Option<Ulid> {
    let text = core::str::from_utf8(text).ok()?;
    Ulid::parse_uuid(text).ok()
}

impl<T: Identifier> ToSql for UlidText<T> {
    /// The text as a `VARCHAR`: a `Ulid`'s 26 upper-case characters, an
    /// `Id<P>`'s TypeID.
    fn to_sql(&self) -> duckdb::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Owned(Value::Text(
            self.0.with_text(|text| String::from(text)),
        )))
    }
}

impl<T: Identifier + FromSql> FromSql for UlidText<T> {
    /// As `T`.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<UlidText<T>> {
        T::column_result(value).map(UlidText)
    }
}
