//! minicbor 2.x: `Ulid` and every `Id<P>` as CBOR's binary UUID, tag 37
//! over a 16-byte string (RFC 9562's registration, what cbor2 and other
//! CBOR libraries write for a UUID, and what `ulid-serde`'s `cbor_tag37`
//! writes through ciborium): 19 bytes, in ULID order. Read from that or
//! from the untagged 16 bytes; any other tag, type or length is an error
//! that says which and where.

use minicbor::data::{Tag, Type};
use minicbor::decode::{self, Decoder};
use minicbor::encode::{self, Encoder, Write};
use minicbor::{CborLen, Decode, Encode};

use crate::{Id, Prefix, Ulid};

/// CBOR's tag for a binary UUID.
const UUID_TAG: Tag = Tag::new(37);

impl<C> Encode<C> for Ulid {
    /// Tag 37 and the 16 big-endian bytes.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let cbor = minicbor::to_vec(Ulid::MAX)?;
    /// assert_eq!(cbor[..3], [0xd8, 0x25, 0x50]); // tag 37, 16 bytes
    /// assert_eq!(cbor[3..], [0xff; 16]);
    /// assert_eq!(minicbor::decode::<Ulid>(&cbor)?, Ulid::MAX);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn encode<W: Write>(
        &self,
        e: &mut Encoder<W>,
        _ctx: &mut C,
    ) -> Result<(), encode::Error<W::Error>> {
        e.tag(UUID_TAG)?.bytes(&self.to_bytes())?.ok()
    }
}

impl<C, P: Prefix> Encode<C> for Id<P> {
    /// As its `Ulid`: binary formats carry no prefix.
    fn encode<W: Write>(
        &self,
        e: &mut Encoder<W>,
        ctx: &mut C,
    ) -> Result<(), encode::Error<W::Error>> {
        Encode::encode(&self.to_ulid(), e, ctx)
    }
}

impl<C> CborLen<C> for Ulid {
    /// 19: the tag's 2 bytes, the string's head and its 16 bytes.
    fn cbor_len(&self, _ctx: &mut C) -> usize {
        19
    }
}

impl<C, P: Prefix> CborLen<C> for Id<P> {
    /// As its `Ulid`.
    fn cbor_len(&self, ctx: &mut C) -> usize {
        self.to_ulid().cbor_len(ctx)
    }
}

impl<'b, C> Decode<'b, C> for Ulid {
    /// Tag 37 over 16 bytes, or the 16 bytes untagged.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// // The untagged 16 bytes.
    /// let mut cbor = vec![0x50];
    /// cbor.extend_from_slice(&Ulid::MAX.to_bytes());
    /// assert_eq!(minicbor::decode::<Ulid>(&cbor)?, Ulid::MAX);
    ///
    /// // 15 bytes under tag 37.
    /// let err = minicbor::decode::<Ulid>(&[0xd8, 0x25, 0x4f, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).unwrap_err();
    /// assert!(err.to_string().contains("expected 16 bytes for a ULID, found 15"), "{err}");
    /// # Ok::<(), minicbor::decode::Error>(())
    /// ```
    fn decode(d: &mut Decoder<'b>, _ctx: &mut C) -> Result<Ulid, decode::Error> {
        decode_ulid(d)
    }
}

impl<'b, C, P: Prefix> Decode<'b, C> for Id<P> {
    /// As a `Ulid`.
    fn decode(d: &mut Decoder<'b>, _ctx: &mut C) -> Result<Id<P>, decode::Error> {
        decode_ulid(d).map(Id::from_ulid)
    }
}

/// A ULID: tag 37 over 16 bytes, or 16 bytes.
fn decode_ulid(d: &mut Decoder<'_>) -> Result<Ulid, decode::Error> {
    if d.datatype()? == Type::Tag {
        let position = d.position();
        let tag = d.tag()?;
        if tag != UUID_TAG {
            return Err(decode::Error::tag_mismatch(tag)
                .at(position)
                .with_message("a ULID is a byte string, untagged or under tag 37"));
        }
    }
    let position = d.position();
    if d.datatype()? != Type::Bytes {
        return Err(decode::Error::type_mismatch(d.datatype()?)
            .at(position)
            .with_message("a ULID is a byte string of 16 bytes"));
    }
    let bytes = d.bytes()?;
    Ulid::from_slice(bytes).map_err(|err| decode::Error::message(err).at(position))
}
