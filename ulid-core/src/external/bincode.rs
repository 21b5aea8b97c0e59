//! bincode 2.x native encoding: the 16 big-endian bytes, no length prefix.

use bincode::de::{BorrowDecode, BorrowDecoder, Decode, Decoder};
use bincode::enc::{Encode, Encoder};
use bincode::error::{DecodeError, EncodeError};

use crate::typed::identifier::for_each_identifier;
use crate::{Identifier, Ulid};

/// The impls for `Ulid` and every `Id<P>`: the same 16 bytes.
macro_rules! bincode_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> Encode for $id {
            /// The 16 bytes of [`Ulid::to_bytes`], as a `[u8; 16]` (16 bytes on the
            /// wire).
            fn encode<E: Encoder>(&self, encoder: &mut E) -> Result<(), EncodeError> {
                self.to_ulid().to_bytes().encode(encoder)
            }
        }

        impl<Context, $($generics)*> Decode<Context> for $id {
            /// 16 bytes; every 16 bytes are a ULID. Too few is bincode's
            /// `UnexpectedEnd` error.
            fn decode<D: Decoder<Context = Context>>(decoder: &mut D) -> Result<Self, DecodeError> {
                <[u8; 16]>::decode(decoder).map(|bytes| Self::from_ulid(Ulid::from_bytes(bytes)))
            }
        }

        impl<'de, Context, $($generics)*> BorrowDecode<'de, Context> for $id {
            /// As [`Decode`]: a ULID borrows nothing.
            fn borrow_decode<D: BorrowDecoder<'de, Context = Context>>(
                decoder: &mut D,
            ) -> Result<Self, DecodeError> {
                <[u8; 16]>::borrow_decode(decoder).map(|bytes| Self::from_ulid(Ulid::from_bytes(bytes)))
            }
        }
    };
}

for_each_identifier!(bincode_impls);
