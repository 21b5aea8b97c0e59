//! proptest 1.x: `Arbitrary` for `Ulid` and every `Id<P>` (any 128 bits,
//! shrinking toward the nil ULID, so a failing case shrinks to the earliest
//! time and the smallest random part), and the strategies of
//! `ulid_core::proptest_strategies`: IDs within a key range (a time window) and
//! strictly increasing runs like a generator's.

use core::ops::RangeInclusive;
use std::vec::Vec;

use ::proptest::arbitrary::{Arbitrary, any};
use ::proptest::collection::{SizeRange, vec};
use ::proptest::num::u128::Any as AnyU128;
use ::proptest::strategy::{Map, Strategy};

use crate::{Id, Prefix, Ulid};

impl Arbitrary for Ulid {
    type Parameters = ();
    type Strategy = Map<AnyU128, fn(u128) -> Ulid>;

    /// Any 128 bits: every value is a ULID.
    fn arbitrary_with((): ()) -> Self::Strategy {
        any::<u128>().prop_map(Ulid::from_u128)
    }
}

impl<P: Prefix> Arbitrary for Id<P> {
    type Parameters = ();
    type Strategy = Map<<Ulid as Arbitrary>::Strategy, fn(Ulid) -> Id<P>>;

    /// As for `Ulid`.
    fn arbitrary_with((): ()) -> Self::Strategy {
        any::<Ulid>().prop_map(Id::from_ulid)
    }
}

/// IDs within `range`, both ends included: with
/// [`Ulid::range_ms`] or [`Ulid::range_datetime`], the IDs of a time
/// window, exactly what `WHERE id BETWEEN start AND end` selects. Shrinks
/// toward the start.
///
/// # Panics
///
/// If the range is empty (its start above its end), as proptest's own
/// range strategies do.
///
/// # Example
///
/// ```
/// use proptest::prelude::*;
/// use ulid_core::Ulid;
///
/// proptest!(|(id in ulid_core::proptest_strategies::within(Ulid::range_ms(1_000, 1_999)))| {
///     prop_assert!((1_000..=1_999).contains(&id.timestamp_ms()));
/// });
/// ```
pub fn within(range: RangeInclusive<Ulid>) -> impl Strategy<Value = Ulid> {
    let (start, end) = range.into_inner();
    assert!(
        start <= end,
        "an empty range of ULIDs: {start} is above {end}"
    );
    (start.to_u128()..=end.to_u128()).prop_map(Ulid::from_u128)
}

/// Runs of strictly increasing IDs, as a monotonic generator makes them:
/// from an arbitrary first ID, each next one is either in the same
/// millisecond (the last one plus 1, or plus a random step of up to 2^32,
/// as `with_random_increments`) or in a later millisecond (1 ms to 1 s
/// later) with a fresh random part. `len` is the number of IDs (a `usize`
/// or a range of them). Shrinks toward short runs of small steps.
///
/// # Example
///
/// ```
/// use proptest::prelude::*;
///
/// proptest!(|(ids in ulid_core::proptest_strategies::monotonic_run(1..50))| {
///     prop_assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
/// });
/// ```
pub fn monotonic_run(len: impl Into<SizeRange>) -> impl Strategy<Value = Vec<Ulid>> {
    let len = len.into();
    // Room in time for the longest run after its first ID (1 s a step at
    // most), so no step needs a millisecond past the last one; a random
    // part that runs out moves to a later millisecond (`next`).
    let longest = u64::try_from(len.end_incl()).unwrap_or(u64::MAX);
    let first_ms = 0..=Ulid::MAX_TIMESTAMP_MS.saturating_sub(longest.saturating_mul(1_000));
    let first_random = 0..=Ulid::MAX_RANDOM;
    let step = (
        any::<bool>(),
        1..=1_000u64,
        0..=u128::from(u32::MAX),
        any::<u128>(),
    );
    (first_ms, first_random, vec(step, len)).prop_map(|(ms, random, steps)| {
        let mut last = Ulid::from_parts_unchecked(ms, random);
        let mut ids = Vec::with_capacity(steps.len());
        for (later, ms_step, increment, fresh) in steps {
            last = next(last, later, ms_step, increment, fresh);
            ids.push(last);
        }
        ids
    })
}

/// One step of a monotonic run after `last`.
fn next(last: Ulid, later: bool, ms_step: u64, increment: u128, fresh: u128) -> Ulid {
    let same_ms = last.checked_add_random(1 + increment);
    match same_ms {
        Some(id) if !later => id,
        // A later millisecond (also when this one is used up).
        _ => Ulid::from_parts_unchecked(
            (last.timestamp_ms() + ms_step).min(Ulid::MAX_TIMESTAMP_MS),
            fresh & Ulid::MAX_RANDOM,
        ),
    }
}
