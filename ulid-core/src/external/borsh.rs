//! borsh 1.x: the 16 big-endian bytes, the same as every other binary form
//! of `Ulid` (postcard, bincode, the database columns). Any 16 bytes are a
//! ULID, so reading fails only when the input ends early. An `Id<P>` is the
//! same 16 bytes as its `Ulid`.

use borsh::io::{Read, Result, Write};
use borsh::{BorshDeserialize, BorshSerialize};

use crate::{Id, Prefix, Ulid};

impl BorshSerialize for Ulid {
    fn serialize<W: Write>(&self, writer: &mut W) -> Result<()> {
        writer.write_all(&self.to_bytes())
    }
}

impl<P: Prefix> BorshSerialize for Id<P> {
    fn serialize<W: Write>(&self, writer: &mut W) -> Result<()> {
        self.to_ulid().serialize(writer)
    }
}

impl BorshDeserialize for Ulid {
    fn deserialize_reader<R: Read>(reader: &mut R) -> Result<Ulid> {
        let mut bytes = [0; 16];
        reader.read_exact(&mut bytes)?;
        Ok(Ulid::from_bytes(bytes))
    }
}

impl<P: Prefix> BorshDeserialize for Id<P> {
    fn deserialize_reader<R: Read>(reader: &mut R) -> Result<Id<P>> {
        Ulid::deserialize_reader(reader).map(Id::from_ulid)
    }
}
