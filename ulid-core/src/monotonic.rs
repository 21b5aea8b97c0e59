//! The monotonic step both generators share: same millisecond (or a clock
//! that went backwards) gives the last ID plus an increment; a later
//! millisecond gives fresh randomness.

use crate::Ulid;
use crate::generate_error::GenerateError;
use crate::source::Entropy;

/// How far one ID in a millisecond is from the previous one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// +1, as SPEC.md and the ULID specification describe.
    One,
    /// 1 to 2^32, drawn from the entropy source: neighbours are not
    /// guessable from each other, and a millisecond still holds at least
    /// 2^47 IDs on average before it overflows.
    Random,
}

/// The state of a monotonic generator, without its clock.
#[derive(Debug)]
pub(crate) struct Monotonic<E> {
    entropy: E,
    /// `None` until the first ID, so that the first one always draws fresh
    /// randomness, even from a clock that reads 0.
    last: Option<Ulid>,
    step: Step,
}

impl<E: Entropy> Monotonic<E> {
    pub(crate) const fn new(entropy: E) -> Self {
        Monotonic {
            entropy,
            last: None,
            step: Step::One,
        }
    }

    pub(crate) fn use_random_steps(&mut self) {
        self.step = Step::Random;
    }

    pub(crate) const fn last(&self) -> Option<Ulid> {
        self.last
    }

    /// The next ID for a clock reading of `now_ms`. The state changes only
    /// on success.
    #[inline]
    pub(crate) fn next(&mut self, now_ms: u64) -> Result<Ulid, GenerateError> {
        if now_ms > Ulid::MAX_TIMESTAMP_MS {
            return Err(GenerateError::clock_out_of_range(now_ms));
        }
        let next = match self.last {
            // Same millisecond, or the clock went backwards: keep the last
            // timestamp so the sequence stays strictly increasing.
            Some(last) if now_ms <= last.timestamp_ms() => {
                let step = match self.step {
                    Step::One => 1,
                    Step::Random => 1 + (self.entropy.random_bits() & u128::from(u32::MAX)),
                };
                last.checked_add_random(step)
                    .ok_or(GenerateError::overflow(last.timestamp_ms()))?
            }
            _ => Ulid::from_parts_unchecked(now_ms, self.entropy.random_bits() & Ulid::MAX_RANDOM),
        };
        self.last = Some(next);
        Ok(next)
    }

    /// Fills `out` with strictly increasing IDs for one clock reading. On
    /// error the state is as before the call.
    pub(crate) fn fill(&mut self, now_ms: u64, out: &mut [Ulid]) -> Result<(), GenerateError> {
        let before = self.last;
        for slot in out {
            match self.next(now_ms) {
                Ok(id) => *slot = id,
                Err(err) => {
                    self.last = before;
                    return Err(err);
                }
            }
        }
        Ok(())
    }
}
