//! redb 4.x: `Ulid` and every `Id<P>` as a table's key or value, stored as
//! the 16 big-endian bytes and compared bytewise, so iterating a table is
//! time order and `table.range(Ulid::min_at_ms(t0)..=Ulid::max_at_ms(t1))` is
//! exactly the IDs made in that window.

use core::cmp::Ordering;
use std::format;

use redb::{Key, TypeName, Value};

use crate::{Id, Prefix, Ulid};

impl Value for Ulid {
    type SelfType<'a> = Ulid;
    type AsBytes<'a> = [u8; 16];

    fn fixed_width() -> Option<usize> {
        Some(16)
    }

    /// The 16 bytes. redb hands over only what `as_bytes` wrote for this
    /// type (it checks the table's key and value types by name and width
    /// when a table is opened), so the length is always 16.
    fn from_bytes<'a>(data: &'a [u8]) -> Ulid
    where
        Self: 'a,
    {
        read(data)
    }

    fn as_bytes<'a, 'b: 'a>(value: &'a Ulid) -> [u8; 16]
    where
        Self: 'b,
    {
        value.to_bytes()
    }

    /// `ulid_core::Ulid`.
    fn type_name() -> TypeName {
        TypeName::new("ulid_core::Ulid")
    }
}

impl Key for Ulid {
    /// Bytewise: big-endian bytes compare as the ULIDs do, in time order.
    fn compare(data1: &[u8], data2: &[u8]) -> Ordering {
        data1.cmp(data2)
    }
}

impl<P: Prefix> Value for Id<P> {
    type SelfType<'a> = Id<P>;
    type AsBytes<'a> = [u8; 16];

    fn fixed_width() -> Option<usize> {
        Some(16)
    }

    /// As for `Ulid`.
    fn from_bytes<'a>(data: &'a [u8]) -> Id<P>
    where
        Self: 'a,
    {
        Id::from_ulid(read(data))
    }

    fn as_bytes<'a, 'b: 'a>(value: &'a Id<P>) -> [u8; 16]
    where
        Self: 'b,
    {
        value.to_ulid().to_bytes()
    }

    /// `ulid_core::Id<PREFIX>`: a table of one kind's IDs does not open as
    /// another kind's (nor as plain `Ulid`s).
    fn type_name() -> TypeName {
        TypeName::new(&format!("ulid_core::Id<{}>", P::PREFIX))
    }
}

impl<P: Prefix> Key for Id<P> {
    /// As for `Ulid`.
    fn compare(data1: &[u8], data2: &[u8]) -> Ordering {
        data1.cmp(data2)
    }
}

/// The ID of 16 stored bytes.
fn read(data: &[u8]) -> Ulid {
    match Ulid::from_slice(data) {
        Ok(id) => id,
        // redb checks a table's types, widths included, when it opens it:
        // another length here is a broken invariant of redb's, not input.
        Err(error) => panic!("redb handed over a stored ID that is not 16 bytes: {error}"),
    }
}
