//! A monotonic generator that threads share, whose `generate` never fails.

use std::vec::Vec;

use crate::Ulid;
use crate::generate::form::{IdForm, UlidForm, UuidV7Form};
use crate::generate::monotonic::carried;
use crate::generate::shared_generator::SharedGenerator;
use crate::generate::source::{Clock, Entropy, SystemClock, ThreadEntropy};

/// A [`SharedGenerator`] whose [`generate`](SharedInfallibleGenerator::generate)
/// returns a [`Ulid`], not a `Result`: a used-up millisecond goes on in
/// the next one, exactly as in
/// [`InfallibleGenerator`](crate::InfallibleGenerator) (whose docs say how
/// far ahead of the clock that can run, and when it panics). Lock-free on
/// its hot path and fork-safe, as [`SharedGenerator`].
///
/// # Example
///
/// ```
/// use ulid_core::SharedInfallibleGenerator;
///
/// static IDS: SharedInfallibleGenerator = SharedInfallibleGenerator::new();
///
/// let handles: Vec<_> = (0..4)
///     .map(|_| std::thread::spawn(|| IDS.generate_batch(100)))
///     .collect();
/// let mut all: Vec<_> = handles.into_iter().flat_map(|h| h.join().unwrap()).collect();
/// all.sort();
/// all.dedup();
/// assert_eq!(all.len(), 400);
/// ```
#[derive(Debug)]
pub struct SharedInfallibleGenerator<C = SystemClock, E = ThreadEntropy, F = UlidForm> {
    generator: SharedGenerator<C, E, F>,
}

impl SharedInfallibleGenerator {
    /// A shared generator on the system clock and the thread-local CSPRNG;
    /// `const`, so it can be a `static`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::SharedInfallibleGenerator;
    ///
    /// static IDS: SharedInfallibleGenerator = SharedInfallibleGenerator::new();
    /// assert!(IDS.generate() < IDS.generate());
    /// ```
    #[must_use]
    pub const fn new() -> SharedInfallibleGenerator {
        SharedInfallibleGenerator::with_sources(SystemClock, ThreadEntropy)
    }
}

impl SharedInfallibleGenerator<SystemClock, ThreadEntropy, UuidV7Form> {
    /// A shared generator of ULIDs in UUIDv7 form ([`UuidV7Form`]), on the
    /// system clock and the thread-local CSPRNG; `const`, so it can be a
    /// `static`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{SharedInfallibleGenerator, SystemClock, ThreadEntropy, UuidV7Form};
    ///
    /// static IDS: SharedInfallibleGenerator<SystemClock, ThreadEntropy, UuidV7Form> =
    ///     SharedInfallibleGenerator::new_uuid_v7();
    /// let (a, b) = (IDS.generate(), IDS.generate());
    /// assert!(a < b && a.is_uuid_v7() && b.is_uuid_v7());
    /// ```
    #[must_use]
    pub const fn new_uuid_v7() -> SharedInfallibleGenerator<SystemClock, ThreadEntropy, UuidV7Form>
    {
        SharedInfallibleGenerator::with_sources_uuid_v7(SystemClock, ThreadEntropy)
    }
}

impl Default for SharedInfallibleGenerator {
    fn default() -> SharedInfallibleGenerator {
        SharedInfallibleGenerator::new()
    }
}

impl<C: Clock, E: Entropy> SharedInfallibleGenerator<C, E> {
    /// A shared generator on the given clock and entropy source, as
    /// [`SharedGenerator::with_sources`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{SharedInfallibleGenerator, Ulid};
    ///
    /// let ids = SharedInfallibleGenerator::with_sources(|| 1_000u64, || u128::MAX);
    /// assert_eq!(ids.generate(), Ulid::from_parts(1_000, Ulid::MAX_RANDOM)?);
    /// assert_eq!(ids.generate(), Ulid::from_parts(1_001, Ulid::MAX_RANDOM >> 1)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_sources(clock: C, entropy: E) -> Self {
        SharedInfallibleGenerator {
            generator: SharedGenerator::with_sources(clock, entropy).carrying(),
        }
    }
}

impl<C: Clock, E: Entropy> SharedInfallibleGenerator<C, E, UuidV7Form> {
    /// A shared generator of ULIDs in UUIDv7 form ([`UuidV7Form`]) on the
    /// given clock and entropy source, as
    /// [`SharedGenerator::with_sources_uuid_v7`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{SharedInfallibleGenerator, Ulid};
    ///
    /// let ids = SharedInfallibleGenerator::with_sources_uuid_v7(|| 1_000u64, || u128::MAX);
    /// assert_eq!(ids.generate(), Ulid::parse_uuid("00000000-03e8-7fff-bfff-ffffffffffff")?);
    /// assert_eq!(ids.generate(), Ulid::parse_uuid("00000000-03e9-77ff-bfff-ffffffffffff")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_sources_uuid_v7(clock: C, entropy: E) -> Self {
        SharedInfallibleGenerator {
            generator: SharedGenerator::with_sources_uuid_v7(clock, entropy).carrying(),
        }
    }
}

impl<C: Clock, E: Entropy, F: IdForm> SharedInfallibleGenerator<C, E, F> {
    /// Within a millisecond, steps by a random 1 to 2^32 instead of 1, as
    /// [`SharedGenerator::with_random_increments`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::SharedInfallibleGenerator;
    ///
    /// static IDS: SharedInfallibleGenerator =
    ///     SharedInfallibleGenerator::new().with_random_increments();
    /// let (a, b) = (IDS.generate(), IDS.generate());
    /// assert!(a < b);
    /// ```
    #[must_use]
    pub const fn with_random_increments(mut self) -> Self {
        self.generator.set_random_increments();
        self
    }

    /// The next ULID, strictly larger than every one this generator made
    /// before, on any thread.
    ///
    /// # Panics
    ///
    /// When no larger ULID exists (see
    /// [`InfallibleGenerator`](crate::InfallibleGenerator)).
    ///
    /// And if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// let ids = ulid_core::SharedInfallibleGenerator::new();
    /// let first = ids.generate();
    /// assert!(ids.generate() > first);
    /// ```
    #[inline]
    pub fn generate(&self) -> Ulid {
        carried(self.generator.generate())
    }

    /// Fills `out` with strictly increasing ULIDs, claimed at once, as
    /// [`SharedGenerator::fill`].
    ///
    /// # Panics
    ///
    /// As [`generate`](Self::generate).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{SharedInfallibleGenerator, Ulid};
    ///
    /// let mut batch = [Ulid::NIL; 10];
    /// SharedInfallibleGenerator::new().fill(&mut batch);
    /// assert!(batch.windows(2).all(|pair| pair[0] < pair[1]));
    /// ```
    pub fn fill(&self, out: &mut [Ulid]) {
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
    /// let ids = ulid_core::SharedInfallibleGenerator::new().generate_batch(3);
    /// assert!(ids[0] < ids[1] && ids[1] < ids[2]);
    /// ```
    #[must_use]
    pub fn generate_batch(&self, count: usize) -> Vec<Ulid> {
        carried(self.generator.generate_batch(count))
    }

    /// The last ULID made, if any.
    ///
    /// # Example
    ///
    /// ```
    /// let ids = ulid_core::SharedInfallibleGenerator::new();
    /// let id = ids.generate();
    /// assert_eq!(ids.last(), Some(id));
    /// ```
    #[must_use]
    pub fn last(&self) -> Option<Ulid> {
        self.generator.last()
    }
}
