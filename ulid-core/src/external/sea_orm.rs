//! sea-orm 2.x: `Ulid` as a column value, primary key and foreign key.
//!
//! sea-orm carries a ULID as its `Uuid` value (the same 16 bytes) and gives
//! it column type `Uuid`, so the storage is the one of the sqlx and diesel
//! integrations: `uuid` on PostgreSQL, `binary(16)` on MariaDB/MySQL and a
//! 16-byte BLOB on SQLite. One database serves all of them.

use std::string::String;

use sea_orm::sea_query::{ArrayType, ColumnType, Nullable, Value, ValueType, ValueTypeErr};
use sea_orm::{
    ActiveValue, ColIdx, DbErr, IntoActiveValue, QueryResult, TryFromU64, TryGetError, TryGetable,
};
use uuid::Uuid;

use crate::Ulid;

impl From<Ulid> for Value {
    fn from(id: Ulid) -> Value {
        Value::Uuid(Some(Uuid::from(id)))
    }
}

impl Nullable for Ulid {
    fn null() -> Value {
        Value::Uuid(None)
    }
}

impl ValueType for Ulid {
    fn try_from(value: Value) -> Result<Ulid, ValueTypeErr> {
        match value {
            Value::Uuid(Some(uuid)) => Ok(Ulid::from(uuid)),
            _ => Err(ValueTypeErr),
        }
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

impl TryGetable for Ulid {
    /// Reads the column as sea-orm reads a `Uuid` (16 bytes on every
    /// backend) and reinterprets the bytes.
    fn try_get_by<I: ColIdx>(result: &QueryResult, index: I) -> Result<Ulid, TryGetError> {
        Uuid::try_get_by(result, index).map(Ulid::from)
    }
}

impl TryFromU64 for Ulid {
    /// Always an error: a ULID is not an auto-increment integer, so a ULID
    /// primary key must be set before insert (`auto_increment = false`).
    fn try_from_u64(_: u64) -> Result<Ulid, DbErr> {
        Err(DbErr::ConvertFromU64("Ulid"))
    }
}

impl IntoActiveValue<Ulid> for Ulid {
    fn into_active_value(self) -> ActiveValue<Ulid> {
        ActiveValue::Set(self)
    }
}
