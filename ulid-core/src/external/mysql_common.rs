//! mysql_common 0.37, the value types of `mysql_async` 0.37 and `mysql` 28:
//! `Ulid` and every `Id<P>` bind as their 16 bytes (a `BINARY(16)` column)
//! and read from 16 bytes or from their text in a `CHAR`/`VARCHAR` column
//! (a `Ulid` in either case, an `Id<P>`'s TypeID); `UlidText<T>` binds the
//! text, for `CHAR(26)` and TypeID columns. `NULL` is `None` for an
//! `Option<Ulid>` (mysql_common's own rule). A value that is neither is
//! mysql_common's `FromValueError`, which holds the value itself:
//! `Ulid::from_binary_column` or `Ulid::from_text_column` on it say why.

use std::vec::Vec;

use mysql_common::value::Value;
use mysql_common::value::convert::{FromValue, FromValueError};

use crate::{Id, Identifier, Prefix, Ulid, UlidText};

impl From<Ulid> for Value {
    /// The 16 big-endian bytes.
    fn from(id: Ulid) -> Value {
        Value::Bytes(Vec::from(id.to_bytes()))
    }
}

impl<P: Prefix> From<Id<P>> for Value {
    /// The 16 bytes, as for `Ulid`.
    fn from(id: Id<P>) -> Value {
        Value::from(id.to_ulid())
    }
}

impl<T: Identifier> From<UlidText<T>> for Value {
    /// The text: a `Ulid`'s 26 upper-case characters, an `Id<P>`'s TypeID.
    fn from(text: UlidText<T>) -> Value {
        Value::Bytes(text.0.with_text(|text| Vec::from(text.as_bytes())))
    }
}

impl FromValue for Ulid {
    type Intermediate = Ulid;
}

impl TryFrom<Value> for Ulid {
    type Error = FromValueError;

    /// 16 bytes, or the 26 characters in either case.
    fn try_from(value: Value) -> Result<Ulid, FromValueError> {
        from_value(value)
    }
}

impl<P: Prefix> FromValue for Id<P> {
    type Intermediate = Id<P>;
}

impl<P: Prefix> TryFrom<Value> for Id<P> {
    type Error = FromValueError;

    /// 16 bytes, or the TypeID.
    fn try_from(value: Value) -> Result<Id<P>, FromValueError> {
        from_value(value)
    }
}

impl<T: Identifier> FromValue for UlidText<T> {
    type Intermediate = UlidText<T>;
}

impl<T: Identifier> TryFrom<Value> for UlidText<T> {
    type Error = FromValueError;

    /// As `T`.
    fn try_from(value: Value) -> Result<UlidText<T>, FromValueError> {
        from_value(value).map(UlidText)
    }
}

/// A value as a `T`: 16 bytes are the ID itself, other bytes its text.
fn from_value<T: Identifier>(value: Value) -> Result<T, FromValueError> {
    let Value::Bytes(bytes) = &value else {
        return Err(FromValueError(value));
    };
    if let Ok(id) = Ulid::from_slice(bytes) {
        return Ok(T::from_ulid(id));
    }
    T::parse_ascii(bytes).map_err(|_| FromValueError(value))
}
