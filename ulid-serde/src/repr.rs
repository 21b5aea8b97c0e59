//! What the representation modules share: a trait that names each wire
//! form (each module implements it by calling its own `serialize` and
//! `deserialize`), and the `Option` wrapping their `option` modules call.

use core::fmt;
use core::marker::PhantomData;

use serde::de::{Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};
use ulid_core::Identifier;

/// One wire form of a ULID, whatever the format's own preference, for a
/// `Ulid` or an `Id<P>` (`T`).
pub(crate) trait Repr {
    fn serialize<T: Identifier + Serialize, S: Serializer>(
        id: T,
        serializer: S,
    ) -> Result<S::Ok, S::Error>;
    fn deserialize<'de, T: Identifier, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error>;
}

/// An ID that serializes in form `R`, for `serialize_some`.
struct With<T, R>(T, PhantomData<R>);

impl<T: Identifier + Serialize, R: Repr> Serialize for With<T, R> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        R::serialize(self.0, serializer)
    }
}

pub(crate) fn serialize_option<T: Identifier + Serialize, R: Repr, S: Serializer>(
    id: Option<&T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match id {
        Some(id) => serializer.serialize_some(&With::<T, R>(*id, PhantomData)),
        None => serializer.serialize_none(),
    }
}

pub(crate) fn deserialize_option<'de, T: Identifier, R: Repr, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    deserializer.deserialize_option(OptionVisitor::<T, R>(PhantomData))
}

struct OptionVisitor<T, R>(PhantomData<(T, R)>);

impl<'de, T: Identifier, R: Repr> Visitor<'de> for OptionVisitor<T, R> {
    type Value = Option<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a ULID or null")
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<Option<T>, E> {
        Ok(None)
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Option<T>, E> {
        Ok(None)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Option<T>, D::Error> {
        R::deserialize(deserializer).map(Some)
    }
}
