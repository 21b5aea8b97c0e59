//! A monotonic generator that threads share.

use core::marker::PhantomData;
use core::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::vec;
use std::vec::Vec;

use portable_atomic::AtomicU128;

use crate::Ulid;
use crate::generate::fork::fork_generation;
use crate::generate::form::{IdForm, UlidForm, UuidV7Form};
use crate::generate::generate_error::GenerateError;
use crate::generate::monotonic::{self, Overflow, Step};
use crate::generate::source::{Clock, Entropy, SystemClock, ThreadEntropy};

/// Pause hints after a lost compare-and-swap (see `publish`).
const BACKOFF_SPINS: u32 = 32;

/// A [`Generator`](crate::Generator) that threads share (`Sync`): every ID
/// it makes, from any thread, is strictly larger than the one before.
///
/// It holds no lock on its hot path: the last ID is one 128-bit atomic
/// (`cmpxchg16b` on x86_64), and each call reads the clock, computes the
/// next ID and publishes it with a compare-and-swap, retrying if another
/// thread got there first. The entropy source sits behind a mutex that is
/// taken only when a new millisecond starts (or for every ID with
/// [`with_random_increments`](SharedGenerator::with_random_increments),
/// which is slower when shared). A thread whose clock reading is overtaken
/// by another thread's is treated like a clock that went backwards, which
/// keeps the order strict.
///
/// A `static` one (or one made before the fork) copied into a process by
/// `fork()` starts a fresh random part above its last ID in the child, as
/// [`Generator`](crate::Generator) does. The child has only the thread that
/// forked: if another thread held the entropy lock at that instant, the
/// child's copy of the lock stays taken, as with any `std` mutex, so fork
/// while no other thread is inside this generator.
///
/// [`new_uuid_v7`](SharedGenerator::new_uuid_v7) makes one whose IDs are
/// valid UUIDv7s as well ([`UuidV7Form`]), as
/// [`Generator::new_uuid_v7`](crate::Generator::new_uuid_v7).
///
/// # Example
///
/// ```
/// use ulid_core::SharedGenerator;
///
/// static IDS: SharedGenerator = SharedGenerator::new();
///
/// let handles: Vec<_> = (0..4)
///     .map(|_| std::thread::spawn(|| IDS.generate_batch(100)))
///     .collect();
/// let mut all = Vec::new();
/// for handle in handles {
///     all.extend(handle.join().unwrap()?);
/// }
/// all.sort();
/// all.dedup();
/// assert_eq!(all.len(), 400);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct SharedGenerator<C = SystemClock, E = ThreadEntropy, F = UlidForm> {
    clock: C,
    /// The last ID made; [`Ulid::NIL`] before the first.
    last: AtomicU128,
    entropy: Mutex<E>,
    step: Step,
    /// [`Overflow::Carry`] inside a
    /// [`SharedInfallibleGenerator`](crate::SharedInfallibleGenerator).
    overflow: Overflow,
    /// The [`fork_generation`] of the process that made `last`. Stored only
    /// after `last` has been moved away from the parent's sequence.
    generation: AtomicU64,
    form: PhantomData<F>,
}

impl SharedGenerator {
    /// A shared generator on the system clock and the thread-local CSPRNG;
    /// `const`, so it can be a `static`.
    ///
    /// # Example
    ///
    /// ```
    /// static IDS: ulid_core::SharedGenerator = ulid_core::SharedGenerator::new();
    /// assert!(IDS.generate().is_ok());
    /// ```
    #[must_use]
    pub const fn new() -> SharedGenerator {
        SharedGenerator::with_sources(SystemClock, ThreadEntropy)
    }
}

impl SharedGenerator<SystemClock, ThreadEntropy, UuidV7Form> {
    /// A shared generator of ULIDs in UUIDv7 form ([`UuidV7Form`]), on the
    /// system clock and the thread-local CSPRNG; `const`, so it can be a
    /// `static`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{SharedGenerator, SystemClock, ThreadEntropy, UuidV7Form};
    ///
    /// static IDS: SharedGenerator<SystemClock, ThreadEntropy, UuidV7Form> =
    ///     SharedGenerator::new_uuid_v7();
    /// let (a, b) = (IDS.generate()?, IDS.generate()?);
    /// assert!(a < b && a.is_uuid_v7() && b.is_uuid_v7());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn new_uuid_v7() -> SharedGenerator<SystemClock, ThreadEntropy, UuidV7Form> {
        SharedGenerator::with_sources_uuid_v7(SystemClock, ThreadEntropy)
    }
}

impl Default for SharedGenerator {
    fn default() -> SharedGenerator {
        SharedGenerator::new()
    }
}

impl<C: Clock, E: Entropy> SharedGenerator<C, E> {
    /// A shared generator on the given clock and entropy source. It is
    /// `Sync` when the clock is `Sync` and the entropy source `Send`.
    ///
    /// # Example
    ///
    /// ```
    /// use std::sync::atomic::{AtomicU64, Ordering};
    /// use ulid_core::{SharedGenerator, Ulid};
    ///
    /// static NOW: AtomicU64 = AtomicU64::new(1_000);
    /// let ids = SharedGenerator::with_sources(|| NOW.load(Ordering::Relaxed), || 7u128);
    /// assert_eq!(ids.generate()?, Ulid::from_parts(1_000, 7)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_sources(clock: C, entropy: E) -> Self {
        SharedGenerator::with_sources_in_form(clock, entropy)
    }
}

impl<C: Clock, E: Entropy> SharedGenerator<C, E, UuidV7Form> {
    /// A shared generator of ULIDs in UUIDv7 form ([`UuidV7Form`]) on the
    /// given clock and entropy source, as
    /// [`with_sources`](SharedGenerator::with_sources).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{SharedGenerator, Ulid};
    ///
    /// let ids = SharedGenerator::with_sources_uuid_v7(|| 1_000u64, || 0u128);
    /// assert_eq!(ids.generate()?, Ulid::parse_uuid("00000000-03e8-7000-8000-000000000000")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn with_sources_uuid_v7(clock: C, entropy: E) -> Self {
        SharedGenerator::with_sources_in_form(clock, entropy)
    }
}

impl<C: Clock, E: Entropy, F: IdForm> SharedGenerator<C, E, F> {
    /// A generator of the form `F`: what both public constructors make.
    const fn with_sources_in_form(clock: C, entropy: E) -> Self {
        SharedGenerator {
            clock,
            last: AtomicU128::new(0),
            entropy: Mutex::new(entropy),
            step: Step::One,
            overflow: Overflow::Fail,
            generation: AtomicU64::new(0),
            form: PhantomData,
        }
    }

    /// The same generator, carrying into the next millisecond instead of
    /// failing (what
    /// [`SharedInfallibleGenerator`](crate::SharedInfallibleGenerator)
    /// holds).
    pub(crate) const fn carrying(mut self) -> Self {
        self.overflow = Overflow::Carry;
        self
    }

    /// Within a millisecond, steps by a random 1 to 2^32 instead of 1, as
    /// [`Generator::with_random_increments`](crate::Generator::with_random_increments).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::SharedGenerator;
    ///
    /// static IDS: SharedGenerator = SharedGenerator::new().with_random_increments();
    /// let (a, b) = (IDS.generate()?, IDS.generate()?);
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

    /// The next ULID, strictly larger than every one this generator made
    /// before, on any thread.
    ///
    /// # Errors
    ///
    /// As [`Generator::generate`](crate::Generator::generate).
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// let ids = ulid_core::SharedGenerator::new();
    /// let first = ids.generate()?;
    /// assert!(ids.generate()? > first);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn generate(&self) -> Result<Ulid, GenerateError> {
        self.rebase_after_fork();
        let now_ms = self.clock.now_ms();
        self.publish(|last| {
            monotonic::successor::<F>(last, now_ms, self.step, self.overflow, || self.draw())
        })
    }

    /// Fills `out` with strictly increasing ULIDs, for a batch insert: the
    /// whole batch is claimed at once, so no other thread's ID falls
    /// between two of them.
    ///
    /// # Errors
    ///
    /// As [`Generator::fill`](crate::Generator::fill).
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{SharedGenerator, Ulid};
    ///
    /// let mut batch = [Ulid::NIL; 10];
    /// SharedGenerator::new().fill(&mut batch)?;
    /// assert!(batch.windows(2).all(|pair| pair[0] < pair[1]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill(&self, out: &mut [Ulid]) -> Result<(), GenerateError> {
        self.rebase_after_fork();
        let now_ms = self.clock.now_ms();
        self.publish(|last| {
            monotonic::fill_after::<F>(last, now_ms, self.step, self.overflow, || self.draw(), out)
        })?;
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
    /// let ids = ulid_core::SharedGenerator::new().generate_batch(3)?;
    /// assert!(ids[0] < ids[1] && ids[1] < ids[2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn generate_batch(&self, count: usize) -> Result<Vec<Ulid>, GenerateError> {
        let mut ids = vec![Ulid::NIL; count];
        self.fill(&mut ids)?;
        Ok(ids)
    }

    /// The last ULID made, if any.
    ///
    /// # Example
    ///
    /// ```
    /// let ids = ulid_core::SharedGenerator::new();
    /// let id = ids.generate()?;
    /// assert_eq!(ids.last(), Some(id));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn last(&self) -> Option<Ulid> {
        monotonic::shown(Ulid::from_u128(self.last.load(Ordering::Acquire)))
    }

    /// In a process forked since the last ID, moves `last` to a fresh
    /// random point above it before any thread of this process increments
    /// it; a load and a compare otherwise.
    #[inline]
    fn rebase_after_fork(&self) {
        let generation = fork_generation();
        if generation != self.generation.load(Ordering::Acquire) {
            self.rebase_slow(generation);
        }
    }

    /// Threads that find the generation stale all come here; the entropy
    /// lock lets one rebase while the others wait, and they then find the
    /// generation current. The generation is stored (`Release`) after the
    /// rebased `last`, so a thread that sees it current (`Acquire`) sees
    /// the rebased `last` or a later one, never the parent's.
    #[cold]
    fn rebase_slow(&self, generation: u64) {
        let mut entropy = self.entropy.lock().unwrap_or_else(PoisonError::into_inner);
        if generation == self.generation.load(Ordering::Acquire) {
            return;
        }
        // A compare-and-swap, though the other threads wait on the lock:
        // when the generation changes without a fork
        // (`reseed_after_restore`), a thread that passed the check just
        // before may still be publishing.
        // The step never fails, so neither does publishing it.
        let _ = self.publish(|last| {
            Ok(monotonic::rebased_after_fork::<F>(last, || {
                entropy.random_bits()
            }))
        });
        self.generation.store(generation, Ordering::Release);
    }

    /// Computes the new last ID from the current one and publishes it,
    /// recomputing if another thread published first. `next` must depend on
    /// nothing but its argument (and fresh randomness).
    #[inline]
    fn publish(
        &self,
        mut next: impl FnMut(Ulid) -> Result<Ulid, GenerateError>,
    ) -> Result<Ulid, GenerateError> {
        let mut current = self.last.load(Ordering::Acquire);
        loop {
            let new = next(Ulid::from_u128(current))?;
            match self.last.compare_exchange_weak(
                current,
                new.to_u128(),
                Ordering::AcqRel,
                Ordering::Acquire,
            ) {
                Ok(_) => return Ok(new),
                Err(actual) => {
                    current = actual;
                    // Another thread won. Backing off briefly before the
                    // retry lets the winner finish with the cache line
                    // instead of both cores pulling it back and forth:
                    // measured, it halves the time per ID with two threads.
                    for _ in 0..BACKOFF_SPINS {
                        core::hint::spin_loop();
                    }
                }
            }
        }
    }

    /// Random bits from the shared entropy source. A panic in another
    /// thread's draw leaves the source as usable as before, so a poisoned
    /// lock is taken anyway.
    fn draw(&self) -> u128 {
        self.entropy
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .random_bits()
    }
}
