//! A monotonic generator owned by one thread (or behind the caller's own
//! lock).

use core::marker::PhantomData;
use std::vec;
use std::vec::Vec;

use crate::Ulid;
use crate::generate::fork::fork_generation;
use crate::generate::form::{IdForm, UlidForm, UuidV7Form};
use crate::generate::generate_error::GenerateError;
use crate::generate::monotonic::{self, Overflow, Step};
use crate::generate::source::{Clock, Entropy, SystemClock, ThreadEntropy};

/// Makes strictly increasing ULIDs, as the ULID specification's monotonic
/// generation describes: within one millisecond each ID is the previous one plus 1
/// (carrying through the 80 random bits); a new millisecond draws fresh
/// randomness; a clock that goes backwards keeps the last timestamp.
///
/// Use [`SharedGenerator`](crate::SharedGenerator) to share one between
/// threads. Clock and entropy are injectable with
/// [`with_sources`](Generator::with_sources).
///
/// [`new_uuid_v7`](Generator::new_uuid_v7) makes one whose IDs are valid
/// UUIDv7s as well ([`UuidV7Form`]): it counts in the 74 bits that are
/// not UUIDv7's version and variant, with the same order and errors.
///
/// A generator copied into a process by `fork()` (a `static`, or one made
/// before the fork) starts a fresh random part above its last ID in the
/// child, so the child goes on in order without repeating the parent's
/// IDs; see [`fork_generation`](crate::fork_generation).
///
/// # Example
///
/// ```
/// use ulid_core::Generator;
///
/// let mut ids = Generator::new();
/// let (a, b) = (ids.generate()?, ids.generate()?);
/// assert!(a < b);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Generator<C = SystemClock, E = ThreadEntropy, F = UlidForm> {
    clock: C,
    entropy: E,
    /// The last ID made; [`Ulid::NIL`] before the first.
    last: Ulid,
    step: Step,
    /// [`Overflow::Carry`] inside an
    /// [`InfallibleGenerator`](crate::InfallibleGenerator).
    overflow: Overflow,
    /// The [`fork_generation`] of the process that made `last`.
    generation: u64,
    form: PhantomData<F>,
}

impl Generator {
    /// A generator on the system clock and the thread-local CSPRNG.
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::Generator::new();
    /// assert!(ids.generate().is_ok());
    /// ```
    #[must_use]
    pub const fn new() -> Generator {
        Generator::with_sources(SystemClock, ThreadEntropy)
    }
}

impl Generator<SystemClock, ThreadEntropy, UuidV7Form> {
    /// A generator of ULIDs in UUIDv7 form ([`UuidV7Form`]), on the system
    /// clock and the thread-local CSPRNG.
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::Generator::new_uuid_v7();
    /// let id = ids.generate()?;
    /// assert!(id.is_uuid_v7());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn new_uuid_v7() -> Generator<SystemClock, ThreadEntropy, UuidV7Form> {
        Generator::with_sources_uuid_v7(SystemClock, ThreadEntropy)
    }
}

impl Default for Generator {
    fn default() -> Generator {
        Generator::new()
    }
}

impl<C: Clock, E: Entropy> Generator<C, E> {
    /// A generator on the given clock and entropy source.
    ///
    /// After a `fork()` the generator draws a fresh random part in the
    /// child, but from `entropy`: if that is a seeded RNG, the child's copy
    /// repeats the parent's draws. Make it afresh in the child with
    /// [`ReseedOnFork`](crate::ReseedOnFork) (the default
    /// [`ThreadEntropy`] needs nothing).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Generator, Ulid};
    ///
    /// let mut ids = Generator::with_sources(|| 1_000u64, || 41u128);
    /// assert_eq!(ids.generate()?, Ulid::from_parts(1_000, 41)?);
    /// assert_eq!(ids.generate()?, Ulid::from_parts(1_000, 42)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_sources(clock: C, entropy: E) -> Self {
        Generator::with_sources_in_form(clock, entropy)
    }
}

impl<C: Clock, E: Entropy> Generator<C, E, UuidV7Form> {
    /// A generator of ULIDs in UUIDv7 form ([`UuidV7Form`]) on the given
    /// clock and entropy source, as [`with_sources`](Generator::with_sources).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Generator, Ulid};
    ///
    /// let mut ids = Generator::with_sources_uuid_v7(|| 1_000u64, || 0u128);
    /// let (a, b) = (ids.generate()?, ids.generate()?);
    /// assert_eq!(a, Ulid::parse_uuid("00000000-03e8-7000-8000-000000000000")?);
    /// assert_eq!(b, Ulid::parse_uuid("00000000-03e8-7000-8000-000000000001")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_sources_uuid_v7(clock: C, entropy: E) -> Self {
        Generator::with_sources_in_form(clock, entropy)
    }
}

impl<C: Clock, E: Entropy, F: IdForm> Generator<C, E, F> {
    /// A generator of the form `F`: what both public constructors make.
    const fn with_sources_in_form(clock: C, entropy: E) -> Self {
        Generator {
            clock,
            entropy,
            last: Ulid::NIL,
            step: Step::One,
            overflow: Overflow::Fail,
            generation: 0,
            form: PhantomData,
        }
    }

    /// The same generator, carrying into the next millisecond instead of
    /// failing (what [`InfallibleGenerator`](crate::InfallibleGenerator)
    /// holds).
    pub(crate) const fn carrying(mut self) -> Self {
        self.overflow = Overflow::Carry;
        self
    }

    /// Within a millisecond, steps by a random 1 to 2^32 instead of 1, so
    /// that an ID does not reveal its neighbours. A millisecond then holds
    /// at least 2^47 IDs on average before it overflows (2^41 in UUIDv7
    /// form).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Generator;
    ///
    /// let mut ids = Generator::new().with_random_increments();
    /// let (a, b) = (ids.generate()?, ids.generate()?);
    /// assert!(a < b);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_random_increments(mut self) -> Self {
        self.set_random_increments();
        self
    }

    /// [`with_random_increments`](Self::with_random_increments) in place:
    /// a `const fn` that wraps this generator cannot move it out of itself
    /// and back (the drop of a generic source cannot run in `const`).
    pub(crate) const fn set_random_increments(&mut self) {
        self.step = Step::Random;
    }

    /// The next ULID, strictly larger than every one before it.
    ///
    /// # Errors
    ///
    /// [`GenerateError::is_overflow`] when the random part of the current
    /// millisecond is used up (it never carries into the timestamp), and
    /// [`GenerateError::is_clock_out_of_range`] for a clock past the year
    /// 10889.
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::Generator::new();
    /// let first = ids.generate()?;
    /// assert!(ids.generate()? > first);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn generate(&mut self) -> Result<Ulid, GenerateError> {
        self.rebase_after_fork();
        let entropy = &mut self.entropy;
        let next = monotonic::successor::<F>(
            self.last,
            self.clock.now_ms(),
            self.step,
            self.overflow,
            || entropy.random_bits(),
        )?;
        self.last = next;
        Ok(next)
    }

    /// Fills `out` with strictly increasing ULIDs, for a batch insert: one
    /// clock reading, then the same steps as [`generate`](Self::generate).
    ///
    /// # Errors
    ///
    /// As [`generate`](Self::generate). On error the generator is as it
    /// was before the call and the contents of `out` are unspecified.
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Generator, Ulid};
    ///
    /// let mut batch = [Ulid::NIL; 100];
    /// Generator::new().fill(&mut batch)?;
    /// assert!(batch.windows(2).all(|pair| pair[0] < pair[1]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill(&mut self, out: &mut [Ulid]) -> Result<(), GenerateError> {
        self.rebase_after_fork();
        let entropy = &mut self.entropy;
        let now_ms = self.clock.now_ms();
        self.last = monotonic::fill_after::<F>(
            self.last,
            now_ms,
            self.step,
            self.overflow,
            || entropy.random_bits(),
            out,
        )?;
        Ok(())
    }

    /// `count` strictly increasing ULIDs, as [`fill`](Self::fill).
    ///
    /// # Errors
    ///
    /// As [`fill`](Self::fill).
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// let ids = ulid_core::Generator::new().generate_batch(1_000)?;
    /// assert!(ids.is_sorted());
    /// assert_eq!(ids.len(), 1_000);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn generate_batch(&mut self, count: usize) -> Result<Vec<Ulid>, GenerateError> {
        let mut ids = vec![Ulid::NIL; count];
        self.fill(&mut ids)?;
        Ok(ids)
    }

    /// In a process forked since the last ID, moves `last` to a fresh
    /// random point above it; a load and a compare otherwise.
    #[inline]
    fn rebase_after_fork(&mut self) {
        let generation = fork_generation();
        if generation != self.generation {
            let entropy = &mut self.entropy;
            self.last = monotonic::rebased_after_fork::<F>(self.last, || entropy.random_bits());
            self.generation = generation;
        }
    }

    /// The last ULID made, if any.
    ///
    /// # Example
    ///
    /// ```
    /// let mut ids = ulid_core::Generator::new();
    /// assert_eq!(ids.last(), None);
    /// let id = ids.generate()?;
    /// assert_eq!(ids.last(), Some(id));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn last(&self) -> Option<Ulid> {
        monotonic::shown(self.last)
    }
}
