//! The monotonic step both generators share: the same millisecond (or a
//! clock that went backwards) gives the last ID plus an increment; a later
//! millisecond gives fresh randomness.

use crate::Ulid;
use crate::generate_error::GenerateError;

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

/// The ID that follows `last` for a clock reading of `now_ms`. `draw` gives
/// random bits; it is called at most once, and only when they are needed
/// (a new millisecond, or a random step).
///
/// A generator starts from [`Ulid::NIL`], so any clock after 1970-01-01
/// 00:00:00.000 draws fresh randomness for the first ID.
#[inline]
pub(crate) fn successor(
    last: Ulid,
    now_ms: u64,
    step: Step,
    draw: impl FnOnce() -> u128,
) -> Result<Ulid, GenerateError> {
    if now_ms > Ulid::MAX_TIMESTAMP_MS {
        return Err(GenerateError::clock_out_of_range(now_ms));
    }
    if now_ms > last.timestamp_ms() {
        return Ok(Ulid::from_parts_unchecked(
            now_ms,
            draw() & Ulid::MAX_RANDOM,
        ));
    }
    // Same millisecond, or the clock went backwards: keep the last
    // timestamp so the sequence stays strictly increasing.
    let increment = match step {
        Step::One => 1,
        Step::Random => 1 + (draw() & u128::from(u32::MAX)),
    };
    last.checked_add_random(increment)
        .ok_or(GenerateError::overflow(last.timestamp_ms()))
}

/// Fills `out` with the IDs that follow `last`, all for one clock reading,
/// and returns the last of them (`last` itself for an empty `out`).
pub(crate) fn fill_after(
    mut last: Ulid,
    now_ms: u64,
    step: Step,
    mut draw: impl FnMut() -> u128,
    out: &mut [Ulid],
) -> Result<Ulid, GenerateError> {
    for slot in out {
        last = successor(last, now_ms, step, &mut draw)?;
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
