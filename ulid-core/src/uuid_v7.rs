//! The UUIDv7 view of a ULID (RFC 9562).
//!
//! Both put a 48-bit millisecond timestamp in the top bits. A UUIDv7 also
//! fixes 6 bits: the version (`0111`) in bits 79..76 and the RFC variant
//! (`10`) in bits 63..62 (bit 127 is the most significant). For a ULID
//! those are random bits, so the view keeps 74 random bits instead of 80.

use crate::Ulid;

pub(crate) const VERSION_MASK: u128 = 0xF << 76;
pub(crate) const VERSION_7: u128 = 0x7 << 76;
pub(crate) const VARIANT_MASK: u128 = 0b11 << 62;
pub(crate) const VARIANT_RFC: u128 = 0b10 << 62;

impl Ulid {
    /// This ULID with the UUIDv7 version and variant bits set, so that its
    /// 16 bytes are a valid UUIDv7 with the same timestamp.
    ///
    /// It overwrites 6 random bits: bits 79..76 (the four highest random
    /// bits, the first half of byte 6) become `0111` and bits 63..62 (the
    /// top of byte 8) become `10`. The timestamp and the other 74 random
    /// bits are kept. IDs of different milliseconds keep their order; IDs
    /// of one millisecond may not, and a monotonic sequence can collide.
    /// For IDs that are UUIDv7s from the start (with `std`):
    /// `Ulid::new_uuid_v7()`, or, in order within a millisecond, a
    /// generator's `new_uuid_v7()`, which counts in the other 74 bits.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let id = Ulid::from_parts(1_700_000_000_000, Ulid::MAX_RANDOM)?;
    /// let v7 = id.with_uuid_v7_bits();
    /// assert!(v7.is_uuid_v7());
    /// assert_eq!(v7.timestamp_ms(), id.timestamp_ms());
    /// assert_eq!(v7.to_bytes()[6] >> 4, 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_uuid_v7_bits(self) -> Ulid {
        Ulid::from_u128((self.to_u128() & !VERSION_MASK & !VARIANT_MASK) | VERSION_7 | VARIANT_RFC)
    }

    /// Whether the 16 bytes already form a valid UUIDv7: version `0111` and
    /// the RFC variant `10` in place. About one random ULID in 64 is; every
    /// ID made in UUIDv7 form (`Ulid::new_uuid_v7()`) is.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// assert!(!Ulid::NIL.is_uuid_v7());
    /// assert!(Ulid::NIL.with_uuid_v7_bits().is_uuid_v7());
    /// ```
    #[must_use]
    pub const fn is_uuid_v7(self) -> bool {
        self.to_u128() & (VERSION_MASK | VARIANT_MASK) == VERSION_7 | VARIANT_RFC
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overwrites_exactly_six_bits() {
        for id in [
            Ulid::NIL,
            Ulid::MAX,
            Ulid::from_u128(0x0123_4567_89AB_CDEF_0123_4567_89AB_CDEF),
        ] {
            let changed = id.to_u128() ^ id.with_uuid_v7_bits().to_u128();
            assert_eq!(changed & !(VERSION_MASK | VARIANT_MASK), 0);
        }
        assert_eq!(
            (Ulid::NIL.to_u128() ^ Ulid::NIL.with_uuid_v7_bits().to_u128()).count_ones(),
            4
        );
        assert_eq!(
            (Ulid::MAX.to_u128() ^ Ulid::MAX.with_uuid_v7_bits().to_u128()).count_ones(),
            2
        );
    }

    #[test]
    fn is_idempotent() {
        let v7 = Ulid::MAX.with_uuid_v7_bits();
        assert_eq!(v7.with_uuid_v7_bits(), v7);
    }
}
