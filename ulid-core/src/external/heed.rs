//! heed (LMDB): `Ulid` and every `Id<P>` are codecs of their own, so a
//! `heed::Database<Ulid, Str>` keys its entries by ULID with no wrapper.
//! Keys are the 16 big-endian bytes, which LMDB's default key order
//! (bytewise) sorts as the ULIDs sort: time order, and a time window is
//! `db.range(&rtxn, &(Ulid::min_at_ms(t0)..=Ulid::max_at_ms(t1)))`.
//!
//! The impls are on heed's own traits crate, `heed-traits`, which heed
//! re-exports: the feature compiles no LMDB.

use std::borrow::Cow;
use std::vec::Vec;

use heed_traits::{BoxedError, BytesDecode, BytesEncode};

use crate::{Id, Prefix, Ulid};

impl<'a> BytesEncode<'a> for Ulid {
    type EItem = Ulid;

    /// The 16 big-endian bytes. (`Ulid` holds a native-endian `u128`, so
    /// the bytes are written out, a 16-byte allocation, rather than
    /// borrowed.)
    fn bytes_encode(item: &'a Ulid) -> Result<Cow<'a, [u8]>, BoxedError> {
        Ok(Cow::Owned(encode(*item)))
    }
}

impl<'a> BytesDecode<'a> for Ulid {
    type DItem = Ulid;

    /// Exactly 16 bytes; any other length is a [`LengthError`](crate::LengthError)
    /// (heed's `Error::Decoding`, which `downcast_ref` recovers).
    fn bytes_decode(bytes: &'a [u8]) -> Result<Ulid, BoxedError> {
        Ok(Ulid::from_slice(bytes)?)
    }
}

impl<'a, P: Prefix> BytesEncode<'a> for Id<P> {
    type EItem = Id<P>;

    /// As `Ulid`'s: the prefix is the type's, not stored.
    fn bytes_encode(item: &'a Id<P>) -> Result<Cow<'a, [u8]>, BoxedError> {
        Ok(Cow::Owned(encode(item.to_ulid())))
    }
}

impl<'a, P: Prefix> BytesDecode<'a> for Id<P> {
    type DItem = Id<P>;

    /// As `Ulid`'s.
    fn bytes_decode(bytes: &'a [u8]) -> Result<Id<P>, BoxedError> {
        Ok(Id::from_ulid(Ulid::from_slice(bytes)?))
    }
}

/// The bytes heed stores for an ID.
fn encode(id: Ulid) -> Vec<u8> {
    id.to_bytes().to_vec()
}
