//! A monotonic generator owned by one thread whose `generate` never fails.

use std::vec::Vec;

use crate::Ulid;
use crate::generate::form::{IdForm, UlidForm, UuidV7Form};
use crate::generate::generator::Generator;
use crate::generate::monotonic::carried;
use crate::generate::source::{Clock, Entropy, SystemClock, ThreadEntropy};

/// A [`Generator`] whose [`generate`](InfallibleGenerator::generate)
/// returns a [`Ulid`], not a `Result`: when the 80 random bits of a
/// millisecond are used up, it goes on in the next millisecond, as `uuid`'s
/// `ContextV7` does, so its IDs stay strictly increasing.
///
/// Everything else is as [`Generator`]'s: +1 within a millisecond (or a
/// random step, [`with_random_increments`](Self::with_random_increments)),
/// fresh randomness in each new millisecond of the clock, the last
/// timestamp kept while the clock goes backwards, a fresh random part
/// above the last ID in a forked child.
///
/// # How far ahead of the clock
///
/// Only a used-up millisecond moves the timestamp past the clock. A
/// carried millisecond starts its random part below 2^79, so it holds at
/// least 2^79 IDs (2^47 with random increments) before the next carry.
/// While the clock stands still, the timestamp is therefore ahead of it by
/// at most 1 ms plus 1 ms for every further 2^79 IDs (2^47 with random
/// increments): at a billion IDs a second, 2^47 IDs take more than a day.
/// The first carry is rare too: n IDs in one millisecond carry with a
/// chance of about n in 2^80 (n in 2^49 with random increments), since the
/// millisecond's fresh random part must lie that close to the top. The
/// generator catches up as
/// soon as the clock passes its timestamp: the next ID takes the clock's
/// millisecond and fresh randomness again.
///
/// In UUIDv7 form ([`new_uuid_v7`](InfallibleGenerator::new_uuid_v7)) the
/// counter is 74 bits, not 80: a carried millisecond holds at least 2^73
/// IDs (2^41 with random increments, which at a billion IDs a second take
/// more than half an hour), and n IDs in a fresh millisecond carry with a
/// chance of about n in 2^74 (n in 2^43).
///
/// A clock past what a ULID can hold (the year 10889) reads as the last
/// millisecond there is, instead of [`Generator`]'s error.
///
/// # Panics
///
/// [`generate`](Self::generate) and the batch methods panic only when no
/// larger ULID exists: after the random part of the last millisecond a
/// ULID can hold is used up (the clock in the year 10889 or later).
///
/// # Example
///
/// ```
/// use ulid_core::InfallibleGenerator;
///
/// let mut ids = InfallibleGenerator::new();
/// let (a, b) = (ids.generate(), ids.generate());
/// assert!(a < b);
/// ```
///
/// A used-up millisecond, forced with a clock that stands still and
/// entropy at the top of the range:
///
/// ```
/// use ulid_core::{InfallibleGenerator, Ulid};
///
/// let mut ids = InfallibleGenerator::with_sources(|| 1_000u64, || u128::MAX);
/// assert_eq!(ids.generate(), Ulid::from_parts(1_000, Ulid::MAX_RANDOM)?);
/// // One millisecond ahead of the clock, the random part below 2^79.
/// assert_eq!(ids.generate(), Ulid::from_parts(1_001, Ulid::MAX_RANDOM >> 1)?);
/// assert_eq!(ids.generate(), Ulid::from_parts(1_001, (Ulid::MAX_RANDOM >> 1) + 1)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct InfallibleGenerator<C = SystemClock, E = ThreadEntropy, F = UlidForm> {
    generator: Generator<C, E, F>,
}

impl InfallibleGenerator {
    /// A generator on the system clock and the thread-local CSPRNG.
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::InfallibleGenerator::new();
    /// assert!(ids.generate().timestamp_ms() > 0);
    /// ```
    #[must_use]
    pub const fn new() -> InfallibleGenerator {
        InfallibleGenerator::with_sources(SystemClock, ThreadEntropy)
    }
}

impl Default for InfallibleGenerator {
    fn default() -> InfallibleGenerator {
        InfallibleGenerator::new()
    }
}

impl InfallibleGenerator<SystemClock, ThreadEntropy, UuidV7Form> {
    /// A generator of ULIDs in UUIDv7 form ([`UuidV7Form`]), on the system
    /// clock and the thread-local CSPRNG.
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::InfallibleGenerator::new_uuid_v7();
    /// assert!(ids.generate().is_uuid_v7());
    /// ```
    #[must_use]
    pub const fn new_uuid_v7() -> InfallibleGenerator<SystemClock, ThreadEntropy, UuidV7Form> {
        InfallibleGenerator::with_sources_uuid_v7(SystemClock, ThreadEntropy)
    }
}

impl<C: Clock, E: Entropy> InfallibleGenerator<C, E> {
    /// A generator on the given clock and entropy source, as
    /// [`Generator::with_sources`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{InfallibleGenerator, Ulid};
    ///
    /// let mut ids = InfallibleGenerator::with_sources(|| 1_000u64, || 41u128);
    /// assert_eq!(ids.generate(), Ulid::from_parts(1_000, 41)?);
    /// assert_eq!(ids.generate(), Ulid::from_parts(1_000, 42)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_sources(clock: C, entropy: E) -> Self {
        InfallibleGenerator {
            generator: Generator::with_sources(clock, entropy).carrying(),
        }
    }
}

impl<C: Clock, E: Entropy> InfallibleGenerator<C, E, UuidV7Form> {
    /// A generator of ULIDs in UUIDv7 form ([`UuidV7Form`]) on the given
    /// clock and entropy source, as [`Generator::with_sources_uuid_v7`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{InfallibleGenerator, Ulid};
    ///
    /// // A clock that stands still and entropy at the top: the 74 bits
    /// // are used up at once, and the next millisecond goes on below 2^73.
    /// let mut ids = InfallibleGenerator::with_sources_uuid_v7(|| 1_000u64, || u128::MAX);
    /// let ids = [ids.generate(), ids.generate()];
    /// assert_eq!(ids[0], Ulid::parse_uuid("00000000-03e8-7fff-bfff-ffffffffffff")?);
    /// assert_eq!(ids[1], Ulid::parse_uuid("00000000-03e9-77ff-bfff-ffffffffffff")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_sources_uuid_v7(clock: C, entropy: E) -> Self {
        InfallibleGenerator {
            generator: Generator::with_sources_uuid_v7(clock, entropy).carrying(),
        }
    }
}

impl<C: Clock, E: Entropy, F: IdForm> InfallibleGenerator<C, E, F> {
    /// Within a millisecond, steps by a random 1 to 2^32 instead of 1, as
    /// [`Generator::with_random_increments`].
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::InfallibleGenerator::new().with_random_increments();
    /// let (a, b) = (ids.generate(), ids.generate());
    /// assert!(a < b);
    /// ```
    #[must_use]
    pub const fn with_random_increments(mut self) -> Self {
        self.generator.set_random_increments();
        self
    }

    /// The next ULID, strictly larger than every one before it.
    ///
    /// # Panics
    ///
    /// When no larger ULID exists (see the type's docs).
    ///
    /// And if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::InfallibleGenerator::new();
    /// let first = ids.generate();
    /// assert!(ids.generate() > first);
    /// ```
    #[inline]
    pub fn generate(&mut self) -> Ulid {
        carried(self.generator.generate())
    }

    /// Fills `out` with strictly increasing ULIDs, for a batch insert: one
    /// clock reading, then the same steps as [`generate`](Self::generate).
    ///
    /// # Panics
    ///
    /// As [`generate`](Self::generate).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{InfallibleGenerator, Ulid};
    ///
    /// let mut batch = [Ulid::NIL; 100];
    /// InfallibleGenerator::new().fill(&mut batch);
    /// assert!(batch.windows(2).all(|pair| pair[0] < pair[1]));
    /// ```
    pub fn fill(&mut self, out: &mut [Ulid]) {
        carried(self.generator.fill(out));
    }

    /// `count` strictly increasing ULIDs, as [`fill`](Self::fill).
    ///
    /// # Panics
    ///
    /// As [`generate`](Self::generate).
    ///
    /// # Example
    ///
    /// ```
    /// let ids = ulid_core::InfallibleGenerator::new().generate_batch(1_000);
    /// assert!(ids.is_sorted());
    /// assert_eq!(ids.len(), 1_000);
    /// ```
    #[must_use]
    pub fn generate_batch(&mut self, count: usize) -> Vec<Ulid> {
        carried(self.generator.generate_batch(count))
    }

    /// The last ULID made, if any.
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::InfallibleGenerator::new();
    /// assert_eq!(ids.last(), None);
    /// let id = ids.generate();
    /// assert_eq!(ids.last(), Some(id));
    /// ```
    #[must_use]
    pub const fn last(&self) -> Option<Ulid> {
        self.generator.last()
    }
}
