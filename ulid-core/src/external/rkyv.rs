//! rkyv 0.8: a `Ulid` (or an `Id<P>`) is archived as [`UlidBytes`], its 16
//! big-endian bytes: the same on every target (alignment 1, no padding, no
//! endianness question), ordered like the ULIDs, and validated by
//! bytecheck (any 16 bytes are a ULID, so there is nothing to reject).

use rkyv::bytecheck::CheckBytes;
use rkyv::rancor::Fallible;
use rkyv::traits::{NoUndef, Portable};
use rkyv::{Archive, Deserialize, Place, Serialize};

use crate::{Id, Prefix, Ulid, UlidBytes};

// SAFETY: `UlidBytes` is `#[repr(transparent)]` over `[u8; 16]`, whose
// layout is the same on every target and holds no pointer.
unsafe impl Portable for UlidBytes {}

// SAFETY: `[u8; 16]` has no padding: every byte is initialized.
unsafe impl NoUndef for UlidBytes {}

// SAFETY: every bit pattern of `[u8; 16]` is a valid `UlidBytes` (every
// 128-bit value is a ULID), so a properly aligned pointer to 16 initialized
// bytes, which the caller guarantees, always points to a valid value.
unsafe impl<C: Fallible + ?Sized> CheckBytes<C> for UlidBytes {
    unsafe fn check_bytes(_: *const Self, _: &mut C) -> Result<(), C::Error> {
        Ok(())
    }
}

impl Archive for Ulid {
    type Archived = UlidBytes;
    type Resolver = ();

    fn resolve(&self, (): (), out: Place<UlidBytes>) {
        out.write(UlidBytes::from(*self));
    }
}

impl<P: Prefix> Archive for Id<P> {
    /// The `Ulid`'s archive: the prefix is the type, not data.
    type Archived = UlidBytes;
    type Resolver = ();

    fn resolve(&self, (): (), out: Place<UlidBytes>) {
        self.to_ulid().resolve((), out);
    }
}

impl<S: Fallible + ?Sized> Serialize<S> for Ulid {
    /// Nothing outside the archived value itself.
    fn serialize(&self, _: &mut S) -> Result<(), S::Error> {
        Ok(())
    }
}

impl<S: Fallible + ?Sized, P: Prefix> Serialize<S> for Id<P> {
    /// Nothing outside the archived value itself.
    fn serialize(&self, _: &mut S) -> Result<(), S::Error> {
        Ok(())
    }
}

impl<D: Fallible + ?Sized> Deserialize<Ulid, D> for UlidBytes {
    fn deserialize(&self, _: &mut D) -> Result<Ulid, D::Error> {
        Ok(Ulid::from(*self))
    }
}

impl<D: Fallible + ?Sized, P: Prefix> Deserialize<Id<P>, D> for UlidBytes {
    fn deserialize(&self, _: &mut D) -> Result<Id<P>, D::Error> {
        Ok(Id::from_ulid(Ulid::from(*self)))
    }
}
