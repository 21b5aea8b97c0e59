//! `UlidBytes`: a ULID as its 16 big-endian bytes in memory, for zero-copy
//! byte views (bytemuck, zerocopy) and rkyv's archived form.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::Ulid;

/// A ULID laid out in memory as its 16 big-endian bytes: the same bytes as
/// every binary form (a database column, postcard, borsh), in the same
/// order, so a byte view of it is the ULID's wire form.
///
/// `Ulid` itself holds a native-endian `u128`, so its memory is the bytes
/// reversed on little-endian CPUs: a byte view of it would be a silent
/// endianness trap. That is why the zero-copy traits (`bytemuck`'s `Pod`
/// and `Zeroable`, `zerocopy`'s `FromBytes`, `IntoBytes`, `Immutable`,
/// `KnownLayout`, `Unaligned`) are on `UlidBytes`, not on `Ulid`. It is
/// also what rkyv archives a `Ulid` as. Any 16 bytes are a ULID; values
/// compare in ULID order, equal the `Ulid` they hold, hash as it does, and
/// display as its text.
///
/// Hashing alike means a set or map of `UlidBytes` (an archived rkyv
/// `HashSet`, say) and one of `Ulid` agree on every key. A
/// `HashMap<Ulid, _>` is probed with an archived value as
/// `map.get(&Ulid::from(*archived))`, a free conversion: `map.get(archived)`
/// itself would need `Ulid: Borrow<UlidBytes>`, a `&UlidBytes` inside a
/// `Ulid`, and a `Ulid` holds a native-endian `u128`, not those bytes.
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
/// assert_eq!(bytes, id);
/// assert_eq!(bytes.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
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

impl Hash for UlidBytes {
    /// As the `Ulid` it holds: equal values hash alike across the two
    /// types.
    fn hash<H: Hasher>(&self, state: &mut H) {
        Ulid::from(*self).hash(state);
    }
}

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

impl AsRef<[u8]> for UlidBytes {
    /// The 16 big-endian bytes, for APIs that take `impl AsRef<[u8]>`
    /// (hashers, key-value stores, `Vec::from`), as `uuid::Uuid` has it.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Ulid, UlidBytes};
    ///
    /// let bytes = UlidBytes::from(Ulid::MAX);
    /// assert_eq!(bytes.as_ref(), &[0xFF; 16][..]);
    /// ```
    #[inline]
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

impl PartialEq<Ulid> for UlidBytes {
    fn eq(&self, id: &Ulid) -> bool {
        self.0 == id.to_bytes()
    }
}

impl PartialEq<UlidBytes> for Ulid {
    fn eq(&self, bytes: &UlidBytes) -> bool {
        bytes == self
    }
}

impl fmt::Display for UlidBytes {
    /// The 26-character text, as `Ulid`'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&Ulid::from(*self), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every other test compares bytes with their own ID: an `eq` that
    // always says yes went unnoticed (a surviving mutant).
    #[test]
    fn bytes_equal_only_their_own_id_both_ways() {
        let id = crate::ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
        let bytes = UlidBytes::from(id);
        assert!(bytes == id);
        assert!(id == bytes);
        let other = Ulid::from_u128(id.to_u128() ^ 1);
        assert!(bytes != other);
        assert!(other != bytes);
        assert!(UlidBytes::from(Ulid::NIL) != Ulid::MAX);
    }
}
