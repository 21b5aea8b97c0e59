//! The monotonic step both generators share: the same millisecond (or a
//! clock that went backwards) gives the last ID plus an increment; a later
//! millisecond gives fresh randomness. The increment goes to the form's
//! counter ([`IdForm`]), which for plain ULIDs is the random part itself.

use crate::Ulid;
use crate::generate::form::IdForm;
use crate::generate::generate_error::GenerateError;

/// How far one ID in a millisecond is from the previous one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// +1, as the ULID specification's monotonic generation describes.
    One,
    /// 1 to 2^32, drawn from the entropy source: neighbours are not
    /// guessable from each other, and a millisecond still holds at least
    /// 2^47 IDs on average before it overflows (2^41 in UUIDv7 form).
    Random,
}

/// What a generator does when the counter of its millisecond is used up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Overflow {
    /// An error ([`Generator`](crate::Generator),
    /// [`SharedGenerator`](crate::SharedGenerator)); so is a clock past
    /// [`Ulid::MAX_TIMESTAMP_MS`].
    Fail,
    /// The next millisecond, ahead of the clock, with a counter drawn
    /// from its lower half ([`carried_counter`]; the infallible
    /// generators); a clock past the range reads as its last millisecond.
    Carry,
}

/// The counter of a carried millisecond is drawn below half the form's
/// largest (2^79 for plain ULIDs, 2^73 in UUIDv7 form), so that the
/// millisecond holds at least that many IDs (2^47, or 2^41, with random
/// steps) before the next carry: the bound on how far ahead of the clock a
/// generator can run.
const fn carried_counter<F: IdForm>(drawn: u128) -> u128 {
    drawn & (F::MAX_COUNTER >> 1)
}

/// The ID that follows `last` for a clock reading of `now_ms`, in the form
/// `F` (which `last` is in too). `draw` gives
/// random bits; it is called only when they are needed (a new millisecond,
/// a random step, a carry), at most twice.
///
/// A generator starts from [`Ulid::NIL`], so any clock after 1970-01-01
/// 00:00:00.000 draws fresh randomness for the first ID.
///
/// With [`Overflow::Carry`] the one error left is [`GenerateError::overflow`]
/// of the last millisecond a ULID can hold, when no larger ULID exists.
#[inline]
pub(crate) fn successor<F: IdForm>(
    last: Ulid,
    now_ms: u64,
    step: Step,
    overflow: Overflow,
    mut draw: impl FnMut() -> u128,
) -> Result<Ulid, GenerateError> {
    let now_ms = if now_ms <= Ulid::MAX_TIMESTAMP_MS {
        now_ms
    } else {
        clock_past_range(now_ms, overflow)?
    };
    if now_ms > last.timestamp_ms() {
        return Ok(Ulid::from_parts_unchecked(
            now_ms,
            F::random_part(draw() & F::MAX_COUNTER),
        ));
    }
    // Same millisecond, or the clock went backwards (or is behind a
    // carried millisecond): keep the last timestamp so the sequence stays
    // strictly increasing.
    let increment = match step {
        Step::One => 1,
        Step::Random => 1 + (draw() & u128::from(u32::MAX)),
    };
    // The sum stays far below 2^128: the counter is below 2^80 and the
    // increment at most 2^32.
    let counter = F::counter(last.random()) + increment;
    if counter > F::MAX_COUNTER {
        return used_up::<F>(last, overflow, draw);
    }
    Ok(Ulid::from_parts_unchecked(
        last.timestamp_ms(),
        F::random_part(counter),
    ))
}

/// A clock past what a ULID can hold: an error, or the last millisecond
/// there is when carrying. Out of line: the common path only compares.
#[cold]
fn clock_past_range(now_ms: u64, overflow: Overflow) -> Result<u64, GenerateError> {
    match overflow {
        Overflow::Fail => Err(GenerateError::clock_out_of_range(now_ms)),
        Overflow::Carry => Ok(Ulid::MAX_TIMESTAMP_MS),
    }
}

/// `last`'s millisecond is used up: an error, or the next millisecond with
/// a [`carried_counter`] when carrying (and there is a next one).
#[cold]
fn used_up<F: IdForm>(
    last: Ulid,
    overflow: Overflow,
    mut draw: impl FnMut() -> u128,
) -> Result<Ulid, GenerateError> {
    match overflow {
        Overflow::Carry if last.timestamp_ms() < Ulid::MAX_TIMESTAMP_MS => {
            Ok(Ulid::from_parts_unchecked(
                last.timestamp_ms() + 1,
                F::random_part(carried_counter::<F>(draw())),
            ))
        }
        _ => Err(GenerateError::overflow(last.timestamp_ms())),
    }
}

/// The ULID of a step that carries ([`Overflow::Carry`]): its one error
/// means that the last ULID there is was made, and the generator can only
/// stop.
#[track_caller]
pub(crate) fn carried<T>(result: Result<T, GenerateError>) -> T {
    match result {
        Ok(value) => value,
        Err(_) => panic!(
            "no ULID is larger than the last one this generator made: the random part of the \
             last millisecond a ULID can hold (year 10889) is used up"
        ),
    }
}

/// Where a generator goes on from when its state was copied into a forked
/// child: `last`'s millisecond with a counter drawn from above `last`'s.
/// The child's IDs still sort after every ID made before the fork, but no
/// longer follow the parent's sequence, which goes on from `last` + 1: they
/// start anywhere among the counters above (on average 2^79 for plain
/// ULIDs, 2^73 in UUIDv7 form), so they meet the parent's only by the
/// same chance as any two random IDs of one millisecond. `last` stays as it
/// is when nothing was made yet or nothing is above it (the next ID of that
/// millisecond is then an overflow error, or the next millisecond with
/// [`Overflow::Carry`], as it would be in the parent).
/// `draw` is called at most once.
pub(crate) fn rebased_after_fork<F: IdForm>(last: Ulid, draw: impl FnOnce() -> u128) -> Ulid {
    let counter = F::counter(last.random());
    let headroom = F::MAX_COUNTER - counter;
    if last.to_u128() == 0 || headroom == 0 {
        return last;
    }
    // The sum stays below `F::MAX_COUNTER`.
    Ulid::from_parts_unchecked(
        last.timestamp_ms(),
        F::random_part(counter + draw() % headroom),
    )
}

/// Fills `out` with the IDs that follow `last`, all for one clock reading,
/// and returns the last of them (`last` itself for an empty `out`).
pub(crate) fn fill_after<F: IdForm>(
    mut last: Ulid,
    now_ms: u64,
    step: Step,
    overflow: Overflow,
    mut draw: impl FnMut() -> u128,
    out: &mut [Ulid],
) -> Result<Ulid, GenerateError> {
    for slot in out {
        last = successor::<F>(last, now_ms, step, overflow, &mut draw)?;
        *slot = last;
    }
    Ok(last)
}

/// What a generator shows as its last ID: `None` before the first.
pub(crate) const fn shown(last: Ulid) -> Option<Ulid> {
    if last.to_u128() == 0 {
        None
    } else {
        Some(last)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::form::{UlidForm, UuidV7Form};

    /// A plain ULID generator's carried random part: below 2^79.
    const CARRIED: u128 = Ulid::MAX_RANDOM >> 1;
    /// The 74 counter bits of the UUIDv7 form, all one.
    const V7_FULL: u128 = 0x7FFF_BFFF_FFFF_FFFF_FFFF;

    #[test]
    fn a_rebase_lands_above_the_last_id_in_its_millisecond() {
        let last = Ulid::from_parts_unchecked(42, 1_000);
        let headroom = Ulid::MAX_RANDOM - 1_000;
        for (drawn, random) in [
            (0, 1_000),
            (5, 1_005),
            (headroom - 1, Ulid::MAX_RANDOM - 1),
            (headroom, 1_000),
            (u128::MAX, 1_000 + u128::MAX % headroom),
        ] {
            let rebased = rebased_after_fork::<UlidForm>(last, || drawn);
            assert_eq!(
                rebased,
                Ulid::from_parts_unchecked(42, random),
                "drew {drawn}"
            );
            // The next ID of the millisecond is above the last one made.
            assert!(
                successor::<UlidForm>(rebased, 42, Step::One, Overflow::Fail, || 0).unwrap() > last
            );
        }
    }

    #[test]
    fn nothing_to_rebase_draws_nothing() {
        let full = Ulid::from_parts_unchecked(42, Ulid::MAX_RANDOM);
        for last in [Ulid::NIL, full] {
            assert_eq!(
                rebased_after_fork::<UlidForm>(last, || unreachable!()),
                last
            );
        }
        // A full millisecond stays full: the next ID there is an overflow.
        assert!(
            successor::<UlidForm>(full, 42, Step::One, Overflow::Fail, || 0)
                .unwrap_err()
                .is_overflow()
        );
    }

    #[test]
    fn a_full_millisecond_carries_into_the_next_with_a_draw_below_2_79() {
        let full = Ulid::from_parts_unchecked(42, Ulid::MAX_RANDOM);
        for step in [Step::One, Step::Random] {
            let next =
                successor::<UlidForm>(full, 42, step, Overflow::Carry, || u128::MAX).unwrap();
            assert_eq!(next, Ulid::from_parts_unchecked(43, CARRIED));
            // A clock behind the carried millisecond keeps counting in it.
            let after = successor::<UlidForm>(next, 40, Step::One, Overflow::Carry, || 0).unwrap();
            assert_eq!(after, Ulid::from_parts_unchecked(43, CARRIED + 1));
        }
    }

    #[test]
    fn a_carrying_step_clamps_the_clock_and_fails_only_past_the_last_ulid() {
        let past = Ulid::MAX_TIMESTAMP_MS + 5;
        let first =
            successor::<UlidForm>(Ulid::NIL, past, Step::One, Overflow::Carry, || 7).unwrap();
        assert_eq!(first, Ulid::from_parts_unchecked(Ulid::MAX_TIMESTAMP_MS, 7));
        assert!(
            successor::<UlidForm>(Ulid::NIL, past, Step::One, Overflow::Fail, || 7)
                .unwrap_err()
                .is_clock_out_of_range()
        );
        let err =
            successor::<UlidForm>(Ulid::MAX, past, Step::One, Overflow::Carry, || 7).unwrap_err();
        assert!(err.is_overflow());
    }

    #[test]
    fn a_uuid_v7_counter_carries_over_the_version_and_variant_bits() {
        // SPEC.md's worked carry, through the step itself.
        let last = Ulid::from_parts_unchecked(42, 0x7000_BFFF_FFFF_FFFF_FFFF);
        let next = successor::<UuidV7Form>(last, 42, Step::One, Overflow::Fail, || 0).unwrap();
        assert_eq!(
            next,
            Ulid::from_parts_unchecked(42, 0x7001_8000_0000_0000_0000)
        );
        // A random step of 2^32 from just below a carry.
        let last = Ulid::from_parts_unchecked(42, 0x7000_BFFF_FFFF_FFFF_FFFF - 9);
        let drawn = u128::from(u32::MAX);
        let next =
            successor::<UuidV7Form>(last, 42, Step::Random, Overflow::Fail, || drawn).unwrap();
        assert_eq!(
            next,
            Ulid::from_parts_unchecked(42, 0x7001_8000_0000_FFFF_FFF6)
        );
        assert!(next > last && next.is_uuid_v7());
    }

    #[test]
    fn a_new_millisecond_in_uuid_v7_form_draws_74_bits() {
        for (drawn, random) in [(u128::MAX, V7_FULL), (0, 0x7000_8000_0000_0000_0000)] {
            let id = successor::<UuidV7Form>(Ulid::NIL, 42, Step::One, Overflow::Fail, || drawn);
            assert_eq!(id.unwrap(), Ulid::from_parts_unchecked(42, random));
        }
    }

    #[test]
    fn a_used_up_uuid_v7_millisecond_fails_or_carries_in_form() {
        let full = Ulid::from_parts_unchecked(42, V7_FULL);
        for step in [Step::One, Step::Random] {
            let error = successor::<UuidV7Form>(full, 42, step, Overflow::Fail, || 0).unwrap_err();
            assert!(error.is_overflow());
            let next = successor::<UuidV7Form>(full, 42, step, Overflow::Carry, || u128::MAX);
            // The counter's top bit (bit 75) clear: 2^73 IDs before the next carry.
            assert_eq!(
                next.unwrap(),
                Ulid::from_parts_unchecked(43, 0x77FF_BFFF_FFFF_FFFF_FFFF)
            );
        }
    }

    #[test]
    fn a_uuid_v7_rebase_lands_at_or_above_the_last_id_in_form() {
        let last = Ulid::from_parts_unchecked(42, 0x7000_BFFF_FFFF_FFFF_FFFF);
        // 2^74 - 1 - (2^62 - 1) counters above.
        let headroom = (1 << 74) - (1 << 62);
        for (drawn, random) in [
            (0, 0x7000_BFFF_FFFF_FFFF_FFFF),
            (1, 0x7001_8000_0000_0000_0000),
            (headroom - 1, V7_FULL - 1),
            (headroom, 0x7000_BFFF_FFFF_FFFF_FFFF),
        ] {
            let rebased = rebased_after_fork::<UuidV7Form>(last, || drawn);
            assert_eq!(
                rebased,
                Ulid::from_parts_unchecked(42, random),
                "drew {drawn}"
            );
            assert!(rebased.is_uuid_v7());
        }
        let full = Ulid::from_parts_unchecked(42, V7_FULL);
        assert_eq!(
            rebased_after_fork::<UuidV7Form>(full, || unreachable!()),
            full
        );
    }
}
