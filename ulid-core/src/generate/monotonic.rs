//! The monotonic step both generators share: the same millisecond (or a
//! clock that went backwards) gives the last ID plus an increment; a later
//! millisecond gives fresh randomness.

use crate::Ulid;
use crate::generate::generate_error::GenerateError;

/// How far one ID in a millisecond is from the previous one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// +1, as the ULID specification's monotonic generation describes.
    One,
    /// 1 to 2^32, drawn from the entropy source: neighbours are not
    /// guessable from each other, and a millisecond still holds at least
    /// 2^47 IDs on average before it overflows.
    Random,
}

/// What a generator does when the random part of its millisecond is used
/// up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Overflow {
    /// An error ([`Generator`](crate::Generator),
    /// [`SharedGenerator`](crate::SharedGenerator)); so is a clock past
    /// [`Ulid::MAX_TIMESTAMP_MS`].
    Fail,
    /// The next millisecond, ahead of the clock, with a random part drawn
    /// below [`CARRIED_RANDOM`] (the infallible generators); a clock past
    /// the range reads as its last millisecond.
    Carry,
}

/// The random part of a carried millisecond is below 2^79, so that the
/// millisecond holds at least 2^79 IDs (2^47 with random steps) before
/// the next carry: the bound on how far ahead of the clock a generator
/// can run.
pub(crate) const CARRIED_RANDOM: u128 = Ulid::MAX_RANDOM >> 1;

/// The ID that follows `last` for a clock reading of `now_ms`. `draw` gives
/// random bits; it is called only when they are needed (a new millisecond,
/// a random step, a carry), at most twice.
///
/// A generator starts from [`Ulid::NIL`], so any clock after 1970-01-01
/// 00:00:00.000 draws fresh randomness for the first ID.
///
/// With [`Overflow::Carry`] the one error left is [`GenerateError::overflow`]
/// of the last millisecond a ULID can hold, when no larger ULID exists.
#[inline]
pub(crate) fn successor(
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
            draw() & Ulid::MAX_RANDOM,
        ));
    }
    // Same millisecond, or the clock went backwards (or is behind a
    // carried millisecond): keep the last timestamp so the sequence stays
    // strictly increasing.
    let increment = match step {
        Step::One => 1,
        Step::Random => 1 + (draw() & u128::from(u32::MAX)),
    };
    match last.checked_add_random(increment) {
        Some(next) => Ok(next),
        None => used_up(last, overflow, draw),
    }
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
/// a random part below [`CARRIED_RANDOM`] when carrying (and there is a
/// next one).
#[cold]
fn used_up(
    last: Ulid,
    overflow: Overflow,
    mut draw: impl FnMut() -> u128,
) -> Result<Ulid, GenerateError> {
    match overflow {
        Overflow::Carry if last.timestamp_ms() < Ulid::MAX_TIMESTAMP_MS => Ok(
            Ulid::from_parts_unchecked(last.timestamp_ms() + 1, draw() & CARRIED_RANDOM),
        ),
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
/// child: `last`'s millisecond with a random part drawn from above
/// `last`'s. The child's IDs still sort after every ID made before the
/// fork, but no longer follow the parent's sequence, which goes on from
/// `last` + 1: they start anywhere among the 2^80 - 1 - `last.random()`
/// values above (on average 2^79), so they meet the parent's only by the
/// same chance as any two random IDs of one millisecond. `last` stays as it
/// is when nothing was made yet or nothing is above it (the next ID of that
/// millisecond is then an overflow error, or the next millisecond with
/// [`Overflow::Carry`], as it would be in the parent).
/// `draw` is called at most once.
pub(crate) fn rebased_after_fork(last: Ulid, draw: impl FnOnce() -> u128) -> Ulid {
    let headroom = Ulid::MAX_RANDOM - last.random();
    if last.to_u128() == 0 || headroom == 0 {
        return last;
    }
    // `headroom` is below 2^80, so the sum stays within the random part.
    Ulid::from_parts_unchecked(last.timestamp_ms(), last.random() + draw() % headroom)
}

/// Fills `out` with the IDs that follow `last`, all for one clock reading,
/// and returns the last of them (`last` itself for an empty `out`).
pub(crate) fn fill_after(
    mut last: Ulid,
    now_ms: u64,
    step: Step,
    overflow: Overflow,
    mut draw: impl FnMut() -> u128,
    out: &mut [Ulid],
) -> Result<Ulid, GenerateError> {
    for slot in out {
        last = successor(last, now_ms, step, overflow, &mut draw)?;
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
            let rebased = rebased_after_fork(last, || drawn);
            assert_eq!(
                rebased,
                Ulid::from_parts_unchecked(42, random),
                "drew {drawn}"
            );
            // The next ID of the millisecond is above the last one made.
            assert!(successor(rebased, 42, Step::One, Overflow::Fail, || 0).unwrap() > last);
        }
    }

    #[test]
    fn nothing_to_rebase_draws_nothing() {
        let full = Ulid::from_parts_unchecked(42, Ulid::MAX_RANDOM);
        for last in [Ulid::NIL, full] {
            assert_eq!(rebased_after_fork(last, || unreachable!()), last);
        }
        // A full millisecond stays full: the next ID there is an overflow.
        assert!(
            successor(full, 42, Step::One, Overflow::Fail, || 0)
                .unwrap_err()
                .is_overflow()
        );
    }

    #[test]
    fn a_full_millisecond_carries_into_the_next_with_a_draw_below_2_79() {
        let full = Ulid::from_parts_unchecked(42, Ulid::MAX_RANDOM);
        for step in [Step::One, Step::Random] {
            let next = successor(full, 42, step, Overflow::Carry, || u128::MAX).unwrap();
            assert_eq!(next, Ulid::from_parts_unchecked(43, CARRIED_RANDOM));
            // A clock behind the carried millisecond keeps counting in it.
            let after = successor(next, 40, Step::One, Overflow::Carry, || 0).unwrap();
            assert_eq!(after, Ulid::from_parts_unchecked(43, CARRIED_RANDOM + 1));
        }
    }

    #[test]
    fn a_carrying_step_clamps_the_clock_and_fails_only_past_the_last_ulid() {
        let past = Ulid::MAX_TIMESTAMP_MS + 5;
        let first = successor(Ulid::NIL, past, Step::One, Overflow::Carry, || 7).unwrap();
        assert_eq!(first, Ulid::from_parts_unchecked(Ulid::MAX_TIMESTAMP_MS, 7));
        assert!(
            successor(Ulid::NIL, past, Step::One, Overflow::Fail, || 7)
                .unwrap_err()
                .is_clock_out_of_range()
        );
        let err = successor(Ulid::MAX, past, Step::One, Overflow::Carry, || 7).unwrap_err();
        assert!(err.is_overflow());
    }
}
