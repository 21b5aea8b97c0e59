//! The sea-orm impls on `Ulid`, `Id<P>` and `UlidText<T>`, for the major
//! that includes this file (`super::sea_orm` is its crate).

use std::boxed::Box;
use std::string::String;

use uuid::Uuid;

use super::sea_orm::sea_query::{ArrayType, ColumnType, Nullable, Value, ValueType, ValueTypeErr};
use super::sea_orm::{
    ActiveValue, ColIdx, DbErr, IntoActiveValue, QueryResult, TryFromU64, TryGetError, TryGetable,
};
use crate::{Id, Identifier, Prefix, Ulid, UlidText};

impl From<Ulid> for Value {
    fn from(id: Ulid) -> Value {
        Value::from(Uuid::from(id))
    }
}

impl<P: Prefix> From<Id<P>> for Value {
    fn from(id: Id<P>) -> Value {
        Value::from(id.to_ulid())
    }
}

impl Nullable for Ulid {
    fn null() -> Value {
        Value::Uuid(None)
    }
}

impl<P: Prefix> Nullable for Id<P> {
    fn null() -> Value {
        Value::Uuid(None)
    }
}

impl ValueType for Ulid {
    fn try_from(value: Value) -> Result<Ulid, ValueTypeErr> {
        <Uuid as ValueType>::try_from(value).map(Ulid::from)
    }

    fn type_name() -> String {
        String::from("Ulid")
    }

    fn array_type() -> ArrayType {
        ArrayType::Uuid
    }

    fn column_type() -> ColumnType {
        ColumnType::Uuid
    }
}

impl<P: Prefix> ValueType for Id<P> {
    fn try_from(value: Value) -> Result<Id<P>, ValueTypeErr> {
        <Ulid as ValueType>::try_from(value).map(Id::from_ulid)
    }

    fn type_name() -> String {
        String::from("Id")
    }

    fn array_type() -> ArrayType {
        ArrayType::Uuid
    }

    fn column_type() -> ColumnType {
        ColumnType::Uuid
    }
}

impl TryGetable for Ulid {
    /// Decodes the column with this crate's own sqlx decoder for the row's
    /// backend, so sea-orm reads exactly what sqlx reads: a `uuid`, a
    /// 16-byte binary or `bytea`, or the 26 characters, and a
    /// [`ColumnDecodeError`](crate::ColumnDecodeError) for anything else
    /// (sea-orm's own `Uuid` reader would take a 16-character SQLite `TEXT`
    /// as 16 bytes). That needs the backend's sqlx feature beside sea-orm's;
    /// rows of other drivers (rusqlite, mock, proxy) go through sea-orm's
    /// `Uuid` reader, which is strict there (16 bytes).
    fn try_get_by<I: ColIdx>(result: &QueryResult, index: I) -> Result<Ulid, TryGetError> {
        try_get_by(result, index)
    }
}

impl<P: Prefix> TryGetable for Id<P> {
    /// As a `Ulid`, with the TypeID as the text form.
    fn try_get_by<I: ColIdx>(result: &QueryResult, index: I) -> Result<Id<P>, TryGetError> {
        try_get_by(result, index)
    }
}

/// Column `index` as a `T`: through this crate's sqlx decoder where the row
/// is sqlx's, else sea-orm's own `Uuid` reader.
fn try_get_by<T: Identifier, I: ColIdx>(result: &QueryResult, index: I) -> Result<T, TryGetError> {
    if let Some(decoded) = super::try_get_from_sqlx(result, index) {
        return decoded;
    }
    Uuid::try_get_by(result, index).map(|uuid| T::from_ulid(Ulid::from(uuid)))
}

/// A stored value that is not a `T`, as sea-orm reports a failed
/// conversion; `source` is the [`ColumnDecodeError`](crate::ColumnDecodeError).
#[allow(dead_code, reason = "unused without a sqlx-* feature")]
#[allow(
    clippy::useless_conversion,
    reason = "sea-orm 2 holds the source in an `Arc`, 1.1 in this very `Box`"
)]
pub(super) fn bad_value<T: Identifier>(
    source: Box<dyn core::error::Error + Send + Sync>,
) -> TryGetError {
    TryGetError::DbErr(DbErr::TryIntoErr {
        from: "column value",
        into: T::TYPE_NAME,
        source: source.into(),
    })
}

impl TryFromU64 for Ulid {
    /// Always an error: a ULID is not an auto-increment integer, so a ULID
    /// primary key must be set before insert (`auto_increment = false`).
    fn try_from_u64(_: u64) -> Result<Ulid, DbErr> {
        Err(DbErr::ConvertFromU64("Ulid"))
    }
}

impl<P: Prefix> TryFromU64 for Id<P> {
    /// Always an error, as for `Ulid`.
    fn try_from_u64(_: u64) -> Result<Id<P>, DbErr> {
        Err(DbErr::ConvertFromU64("Id"))
    }
}

impl IntoActiveValue<Ulid> for Ulid {
    fn into_active_value(self) -> ActiveValue<Ulid> {
        ActiveValue::Set(self)
    }
}

impl<P: Prefix> IntoActiveValue<Id<P>> for Id<P> {
    fn into_active_value(self) -> ActiveValue<Id<P>> {
        ActiveValue::Set(self)
    }
}

// `UlidText<T>`: the same, carried as sea-orm's `String` value in a
// `Char(n)` column, so a text column is written with the text (a `Ulid`'s
// 26 characters, an `Id<P>`'s TypeID). Reading is `T`'s.

impl<T: Identifier> From<UlidText<T>> for Value {
    fn from(id: UlidText<T>) -> Value {
        Value::from(id.0.with_text(|text| String::from(text)))
    }
}

impl<T: Identifier> Nullable for UlidText<T> {
    fn null() -> Value {
        Value::String(None)
    }
}

impl<T: Identifier + ValueType> ValueType for UlidText<T> {
    fn try_from(value: Value) -> Result<UlidText<T>, ValueTypeErr> {
        match value {
            Value::String(Some(text)) => T::parse_ascii(text.as_bytes())
                .map(UlidText)
                .map_err(|_| ValueTypeErr),
            other => <T as ValueType>::try_from(other).map(UlidText),
        }
    }

    fn type_name() -> String {
        std::format!("UlidText<{}>", T::TYPE_NAME)
    }

    fn array_type() -> ArrayType {
        ArrayType::String
    }

    /// `char(n)` on every backend: `char(26)` for a `Ulid`, the TypeID's
    /// length for an `Id<P>`.
    fn column_type() -> ColumnType {
        ColumnType::Char(<u32 as TryFrom<usize>>::try_from(T::TEXT_LEN).ok())
    }
}

impl<T: Identifier + TryGetable> TryGetable for UlidText<T> {
    fn try_get_by<I: ColIdx>(result: &QueryResult, index: I) -> Result<UlidText<T>, TryGetError> {
        T::try_get_by(result, index).map(UlidText)
    }
}

impl<T: Identifier> TryFromU64 for UlidText<T> {
    /// Always an error, as for `Ulid`.
    fn try_from_u64(_: u64) -> Result<UlidText<T>, DbErr> {
        Err(DbErr::ConvertFromU64("UlidText"))
    }
}

impl<T: Identifier> IntoActiveValue<UlidText<T>> for UlidText<T> {
    fn into_active_value(self) -> ActiveValue<UlidText<T>> {
        ActiveValue::Set(self)
    }
}
