//! borsh 1.x: the 16 big-endian bytes, the same as every other binary form
//! of `Ulid` (postcard, bincode, the database columns). Any 16 bytes are a
//! ULID, so reading fails only when the input ends early.

use borsh::io::{Read, Result, Write};
use borsh::{BorshDeserialize, BorshSerialize};

use crate::typed::identifier::for_each_identifier;
use crate::{Identifier, Ulid};

/// The impls for `Ulid` and every `Id<P>`: the same 16 bytes.
macro_rules! borsh_impls {
    ([$($generics:tt)*] $id:ty) => {
        impl<$($generics)*> BorshSerialize for $id {
            fn serialize<W: Write>(&self, writer: &mut W) -> Result<()> {
                writer.write_all(&self.to_ulid().to_bytes())
            }
        }

        impl<$($generics)*> BorshDeserialize for $id {
            fn deserialize_reader<R: Read>(reader: &mut R) -> Result<Self> {
                let mut bytes = [0; 16];
                reader.read_exact(&mut bytes)?;
                Ok(Self::from_ulid(Ulid::from_bytes(bytes)))
            }
        }
    };
}

for_each_identifier!(borsh_impls);
