//! The two forms a generator makes IDs in: plain ULIDs, whose 80 bits
//! after the timestamp are all random, and ULIDs in UUIDv7 form, which are
//! valid UUIDv7s as well (RFC 9562), 74 of those bits random.
//!
//! A generator counts within a millisecond. In UUIDv7 form the counter is
//! the 74 bits that are not the version (bits 79..76) or the variant (bits
//! 63..62): RFC 9562's section 6.2, method 2, where a carry out of bit 62
//! goes on in bit 64 and the fixed bits never change. The form is a type
//! parameter, so a generator of plain ULIDs runs the steps it ran before
//! the form existed, with nothing chosen at run time: its counter is its
//! random part (the instruction counts of the perf benches are unchanged).

use core::fmt::Debug;

use crate::Ulid;
use crate::uuid_v7;

/// The form of the IDs a generator makes: [`UlidForm`] (the default) or
/// [`UuidV7Form`]. Sealed: these two are all there are.
///
/// # Example
///
/// ```
/// use ulid_core::{Generator, IdForm, UuidV7Form};
///
/// fn all_uuid_v7<F: IdForm>(ids: &mut Generator<ulid_core::SystemClock, ulid_core::ThreadEntropy, F>) -> bool {
///     (0..100).all(|_| ids.generate().is_ok_and(|id| id.is_uuid_v7()))
/// }
/// assert!(all_uuid_v7(&mut Generator::new_uuid_v7()));
/// ```
pub trait IdForm: sealed::Sealed + Copy + Debug + Default + Send + Sync + 'static {}

/// Plain ULIDs: 80 random bits after the timestamp, counted as one 80-bit
/// number within a millisecond. What every generator makes unless it is
/// made with a `new_uuid_v7` constructor.
///
/// # Example
///
/// ```
/// use ulid_core::{Generator, SystemClock, ThreadEntropy, UlidForm};
///
/// let ids: Generator<SystemClock, ThreadEntropy, UlidForm> = Generator::new();
/// # drop(ids);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct UlidForm;

/// ULIDs that are valid UUIDv7s too: version `0111` in bits 79..76,
/// variant `10` in bits 63..62, the other 74 bits random and counted
/// within a millisecond. The same 26 characters, 16 bytes and order as
/// any ULID; every UUID library reads version 7 and the millisecond.
///
/// # Example
///
/// ```
/// use ulid_core::Generator;
///
/// let mut ids = Generator::new_uuid_v7();
/// let (a, b) = (ids.generate()?, ids.generate()?);
/// assert!(a < b && a.is_uuid_v7() && b.is_uuid_v7());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct UuidV7Form;

impl IdForm for UlidForm {}
impl IdForm for UuidV7Form {}

pub(crate) mod sealed {
    /// How a form lays its counter out in the random part. Private, so
    /// that no other form can exist and these can change.
    pub trait Sealed {
        /// The largest counter: every counter bit one.
        const MAX_COUNTER: u128;
        /// The random part (the low 80 bits of an ID) holding `counter`,
        /// which is at most [`MAX_COUNTER`](Self::MAX_COUNTER).
        fn random_part(counter: u128) -> u128;
        /// The counter that `random`, a random part of this form, holds.
        fn counter(random: u128) -> u128;
    }
}

impl sealed::Sealed for UlidForm {
    const MAX_COUNTER: u128 = Ulid::MAX_RANDOM;

    #[inline(always)]
    fn random_part(counter: u128) -> u128 {
        counter
    }

    #[inline(always)]
    fn counter(random: u128) -> u128 {
        random
    }
}

impl sealed::Sealed for UuidV7Form {
    const MAX_COUNTER: u128 = uuid_v7::MAX_COUNTER;

    #[inline(always)]
    fn random_part(counter: u128) -> u128 {
        uuid_v7::counter_to_random(counter)
    }

    #[inline(always)]
    fn counter(random: u128) -> u128 {
        uuid_v7::random_to_counter(random)
    }
}

#[cfg(test)]
mod tests {
    use super::sealed::Sealed;
    use super::*;

    use crate::uuid_v7::{LOW_62, VARIANT_MASK, VARIANT_RFC, VERSION_7, VERSION_MASK};
    use proptest::prelude::*;

    /// The version and variant bits of the random part.
    const FIXED: u128 = VERSION_MASK | VARIANT_MASK;

    #[test]
    fn a_uuid_v7_counter_fills_the_74_bits_around_the_fixed_ones() {
        for counter in [0, 1, LOW_62, LOW_62 + 1, 1 << 73, UuidV7Form::MAX_COUNTER] {
            let random = UuidV7Form::random_part(counter);
            assert!(Ulid::from_u128(random).is_uuid_v7(), "{counter:#x}");
            assert_eq!(UuidV7Form::counter(random), counter);
        }
        assert_eq!(
            UuidV7Form::random_part(UuidV7Form::MAX_COUNTER),
            (Ulid::MAX_RANDOM & !FIXED) | VERSION_7 | VARIANT_RFC
        );
        assert_eq!(UuidV7Form::random_part(0), VERSION_7 | VARIANT_RFC);
    }

    #[test]
    fn the_uuid_v7_counter_keeps_its_order_in_the_random_part() {
        // SPEC.md's worked carry: …-7000-bfff-ffffffffffff, then
        // …-7001-8000-000000000000.
        let before = UuidV7Form::random_part(LOW_62);
        let after = UuidV7Form::random_part(LOW_62 + 1);
        assert_eq!(before, 0x7000_BFFF_FFFF_FFFF_FFFF);
        assert_eq!(after, 0x7001_8000_0000_0000_0000);
        let mut previous = None;
        for counter in [
            0,
            1,
            2,
            LOW_62 - 1,
            LOW_62,
            LOW_62 + 1,
            1 << 70,
            UuidV7Form::MAX_COUNTER,
        ] {
            let random = UuidV7Form::random_part(counter);
            assert!(previous < Some(random), "{counter:#x}");
            previous = Some(random);
        }
    }

    proptest! {
        /// Every counter below 2^74 has a random part in form that gives it
        /// back, and a larger counter a larger random part.
        #[test]
        fn uuid_v7_counters_round_trip_in_order(a in 0..=UuidV7Form::MAX_COUNTER,
                                                 b in 0..=UuidV7Form::MAX_COUNTER) {
            let (random_a, random_b) = (UuidV7Form::random_part(a), UuidV7Form::random_part(b));
            prop_assert!(Ulid::from_u128(random_a).is_uuid_v7());
            prop_assert_eq!(random_a & !Ulid::MAX_RANDOM, 0);
            prop_assert_eq!(UuidV7Form::counter(random_a), a);
            prop_assert_eq!(a.cmp(&b), random_a.cmp(&random_b));
        }
    }

    #[test]
    fn a_ulid_counter_is_the_random_part() {
        for random in [0, 1, Ulid::MAX_RANDOM] {
            assert_eq!(UlidForm::random_part(random), random);
            assert_eq!(UlidForm::counter(random), random);
        }
        assert_eq!(UlidForm::MAX_COUNTER, Ulid::MAX_RANDOM);
    }
}
