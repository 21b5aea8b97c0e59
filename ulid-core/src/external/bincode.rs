//! bincode 2.x native encoding: the 16 big-endian bytes, no length prefix.
//! An `Id<P>` is the same 16 bytes as its `Ulid`.

use bincode::de::{BorrowDecode, BorrowDecoder, Decode, Decoder};
use bincode::enc::{Encode, Encoder};
use bincode::error::{DecodeError, EncodeError};

use crate::{Id, Prefix, Ulid};

impl Encode for Ulid {
    /// The 16 bytes of [`Ulid::to_bytes`], as a `[u8; 16]` (16 bytes on the
    /// wire).
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        self.to_bytes().encode(encoder)
    }
}

impl<P: Prefix> Encode for Id<P> {
    fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
        Encode::encode(&self.to_ulid(), encoder)
    }
}

impl<Context> Decode<Context> for Ulid {
    /// 16 bytes; every 16 bytes are a ULID. Too few is bincode's
    /// `UnexpectedEnd` error.
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Ulid, DecodeError> {
        <[u8; 16]>::decode(decoder).map(Ulid::from_bytes)
    }
}

impl<Context, P: Prefix> Decode<Context> for Id<P> {
    fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Id<P>, DecodeError> {
        Ulid::decode(decoder).map(Id::from_ulid)
    }
}

impl<'de, Context> BorrowDecode<'de, Context> for Ulid {
    /// As [`Decode`]: a ULID borrows nothing.
    fn borrow_decode<D: BorrowDecoder<'de, Context = Context>>(
        decoder: &mut D,
    ) -> Result<Ulid, DecodeError> {
        <[u8; 16]>::borrow_decode(decoder).map(Ulid::from_bytes)
    }
}

impl<'de, Context, P: Prefix> BorrowDecode<'de, Context> for Id<P> {
    fn borrow_decode<D: BorrowDecoder<'de, Context = Context>>(
        decoder: &mut D,
    ) -> Result<Id<P>, DecodeError> {
        Ulid::borrow_decode(decoder).map(Id::from_ulid)
    }
}
