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

/// The largest counter of the UUIDv7 form: its 74 bits all one.
pub(crate) const MAX_COUNTER: u128 = (1 << 74) - 1;
/// The 62 counter bits below the variant (RFC 9562's `rand_b`).
pub(crate) const LOW_62: u128 = (1 << 62) - 1;
/// The 12 counter bits between the version and the timestamp (`rand_a`).
const RAND_A: u128 = 0xFFF;

/// The random part (the low 80 bits) of the ID in UUIDv7 form whose
/// counter is `counter`, at most [`MAX_COUNTER`]: RFC 9562's section 6.2,
/// method 2, where the counter's high 12 bits are `rand_a` and its low 62
/// bits `rand_b`, so a carry out of bit 62 goes on in bit 64 and the fixed
/// bits never change.
pub(crate) const fn counter_to_random(counter: u128) -> u128 {
    ((counter >> 62) << 64) | (counter & LOW_62) | VERSION_7 | VARIANT_RFC
}

/// The counter that `random`, the random part of an ID in UUIDv7 form,
/// holds.
pub(crate) const fn random_to_counter(random: u128) -> u128 {
    (((random >> 64) & RAND_A) << 62) | (random & LOW_62)
}

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

    /// The next ID in UUIDv7 form of the same millisecond: the 74 bits that
    /// are neither the version nor the variant, counted as one number, plus
    /// one (RFC 9562, section 6.2, method 2), as a generator made with
    /// `new_uuid_v7()` counts. `None` when `self` is not in UUIDv7 form
    /// ([`is_uuid_v7`](Ulid::is_uuid_v7)) or its counter is the last of
    /// its millisecond: it never carries into the timestamp.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// // …-7000-bfff-ffffffffffff: the carry skips the variant bits.
    /// let id = Ulid::from_parts(1_700_000_000_000, 0x7000_BFFF_FFFF_FFFF_FFFF)?;
    /// let next = Ulid::from_parts(1_700_000_000_000, 0x7001_8000_0000_0000_0000)?;
    /// assert_eq!(id.increment_uuid_v7(), Some(next));
    /// assert_eq!(Ulid::MAX.with_uuid_v7_bits().increment_uuid_v7(), None);
    /// assert_eq!(Ulid::MAX.increment_uuid_v7(), None); // not a UUIDv7
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn increment_uuid_v7(self) -> Option<Ulid> {
        let counter = random_to_counter(self.random());
        if !self.is_uuid_v7() || counter == MAX_COUNTER {
            return None;
        }
        Some(Ulid::from_u128(
            (self.to_u128() & !Ulid::MAX_RANDOM) | counter_to_random(counter + 1),
        ))
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

    /// The ID in UUIDv7 form of millisecond 1 with this counter.
    fn at_counter(counter: u128) -> Ulid {
        Ulid::from_u128((1 << 80) | counter_to_random(counter))
    }

    #[test]
    fn increment_uuid_v7_counts_over_the_fixed_bits() {
        for counter in [0, 1, LOW_62 - 1, LOW_62, LOW_62 + 1, MAX_COUNTER - 1] {
            let next = at_counter(counter).increment_uuid_v7();
            assert_eq!(next, Some(at_counter(counter + 1)), "{counter:#x}");
            assert!(next.is_some_and(Ulid::is_uuid_v7));
            assert!(next > Some(at_counter(counter)));
        }
        assert_eq!(at_counter(MAX_COUNTER).increment_uuid_v7(), None);
        assert_eq!(
            at_counter(MAX_COUNTER),
            Ulid::from_u128(1 << 80 | Ulid::MAX_RANDOM).with_uuid_v7_bits()
        );
    }

    #[test]
    fn increment_uuid_v7_refuses_an_id_out_of_form() {
        let id = at_counter(5).to_u128();
        // The version only, then the variant only, out of place.
        for out_of_form in [id ^ (1 << 76), id ^ (1 << 63), id ^ (1 << 62)] {
            let out_of_form = Ulid::from_u128(out_of_form);
            assert!(!out_of_form.is_uuid_v7());
            assert_eq!(out_of_form.increment_uuid_v7(), None);
        }
    }
}
