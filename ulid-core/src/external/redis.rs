//! redis 1.x: `Ulid` and every `Id<P>` as keys, members and values. They
//! are written as their text (a `Ulid`'s 26 characters, an `Id<P>`'s
//! TypeID), so keys read well in `redis-cli` and `ZRANGEBYLEX` over a
//! sorted set of them is time order; read from that text (a `Ulid` in
//! either case) or from 16 raw bytes, which byte-writing code (uuid's impl
//! writes a `Uuid` so) leaves behind. Anything else is a `ParsingError`
//! that says what was found and why it is not an ID.

use std::format;

use redis::{FromRedisValue, ParsingError, RedisWrite, ToRedisArgs, ToSingleRedisArg, Value};

use crate::{Id, Identifier, Prefix, Ulid};

impl ToRedisArgs for Ulid {
    /// The 26 upper-case characters.
    fn write_redis_args<W: ?Sized + RedisWrite>(&self, out: &mut W) {
        out.write_arg(
            self.encode_padded(&mut [0; crate::codec::PADDED_LEN])
                .as_bytes(),
        );
    }
}

impl ToSingleRedisArg for Ulid {}

impl<P: Prefix> ToRedisArgs for Id<P> {
    /// The TypeID.
    fn write_redis_args<W: ?Sized + RedisWrite>(&self, out: &mut W) {
        self.with_text(|text| out.write_arg(text.as_bytes()));
    }
}

impl<P: Prefix> ToSingleRedisArg for Id<P> {}

impl FromRedisValue for Ulid {
    /// The 26 characters in either case, or 16 raw bytes.
    fn from_redis_value_ref(value: &Value) -> Result<Ulid, ParsingError> {
        from_value(value)
    }

    fn from_redis_value(value: Value) -> Result<Ulid, ParsingError> {
        from_value(&value)
    }
}

impl<P: Prefix> FromRedisValue for Id<P> {
    /// The TypeID, or 16 raw bytes.
    fn from_redis_value_ref(value: &Value) -> Result<Id<P>, ParsingError> {
        from_value(value)
    }

    fn from_redis_value(value: Value) -> Result<Id<P>, ParsingError> {
        from_value(&value)
    }
}

/// A reply as a `T`: 16 bytes are the ID itself, anything else in a bulk
/// or simple string is its text.
fn from_value<T: Identifier>(value: &Value) -> Result<T, ParsingError> {
    let text = match value {
        Value::BulkString(bytes) => match Ulid::from_slice(bytes) {
            Ok(id) => return Ok(T::from_ulid(id)),
            Err(_) => bytes.as_slice(),
        },
        Value::SimpleString(text) => text.as_bytes(),
        other => {
            return Err(ParsingError::from(format!(
                "a {} is its text or 16 bytes in a string reply, found {other:?}",
                T::TEXT_NAME
            )));
        }
    };
    T::parse_ascii(text).map_err(|error| {
        ParsingError::from(format!(
            "not a {} ({}, or 16 raw bytes): {error}",
            T::TEXT_NAME,
            T::TEXT_FORM
        ))
    })
}
