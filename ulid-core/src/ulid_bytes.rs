//! `UlidBytes`: a ULID as its 16 big-endian bytes in memory, for zero-copy
//! byte views (bytemuck, zerocopy).

use crate::Ulid;

/// A ULID laid out in memory as its 16 big-endian bytes: the same bytes as
/// every binary form (a database column, postcard, borsh), in the same
/// order, so a byte view of it is the ULID's wire form.
///
/// `Ulid` itself holds a native-endian `u128`, so its memory is the bytes
/// reversed on little-endian CPUs: a byte view of it would be a silent
/// endianness trap. That is why the zero-copy traits (`bytemuck`'s `Pod`
/// and `Zeroable`, `zerocopy`'s `FromBytes`, `IntoBytes`, `Immutable`,
/// `KnownLayout`, `Unaligned`) are on `UlidBytes`, not on `Ulid`. Any 16
/// bytes are a ULID, and comparing two values compares them like their
/// ULIDs.
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Ulid, UlidBytes};
///
/// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// let bytes = UlidBytes::from(id);
/// assert_eq!(bytes.0, id.to_bytes());
/// assert_eq!(Ulid::from(bytes), id);
/// assert!(UlidBytes::from(Ulid::NIL) < bytes);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
#[cfg_attr(
    feature = "zerocopy",
    derive(
        zerocopy::FromBytes,
        zerocopy::IntoBytes,
        zerocopy::Immutable,
        zerocopy::KnownLayout,
        zerocopy::Unaligned
    )
)]
pub struct UlidBytes(pub [u8; 16]);

impl From<Ulid> for UlidBytes {
    fn from(id: Ulid) -> UlidBytes {
        UlidBytes(id.to_bytes())
    }
}

impl From<UlidBytes> for Ulid {
    fn from(bytes: UlidBytes) -> Ulid {
        Ulid::from_bytes(bytes.0)
    }
}
