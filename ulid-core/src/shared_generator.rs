//! A monotonic generator that threads share.

use std::sync::{Mutex, MutexGuard, PoisonError};
use std::vec;
use std::vec::Vec;

use crate::Ulid;
use crate::generate_error::GenerateError;
use crate::monotonic::Monotonic;
use crate::source::{Clock, Entropy, SystemClock, ThreadEntropy};

/// A [`Generator`](crate::Generator) that threads share (`Sync`): every ID
/// it makes, from any thread, is strictly larger than the one before.
///
/// The clock is read before taking the lock and new randomness is drawn
/// only when the millisecond changes, so the lock is held for a compare
/// and an add: threads mostly wait on each other for nanoseconds. A thread
/// whose clock reading is overtaken by another thread's is treated like a
/// clock that went backwards, which keeps the order strict.
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
pub struct SharedGenerator<C = SystemClock, E = ThreadEntropy> {
    clock: C,
    state: Mutex<Monotonic<E>>,
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
        SharedGenerator {
            clock,
            state: Mutex::new(Monotonic::new(entropy)),
        }
    }

    /// Within a millisecond, steps by a random 1 to 2^32 instead of 1, as
    /// [`Generator::with_random_increments`](crate::Generator::with_random_increments).
    ///
    /// # Example
    ///
    /// ```
    /// let ids = ulid_core::SharedGenerator::new().with_random_increments();
    /// let (a, b) = (ids.generate()?, ids.generate()?);
    /// assert!(a < b);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_random_increments(mut self) -> Self {
        self.state
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner)
            .use_random_steps();
        self
    }

    /// The next ULID, strictly larger than every one this generator made
    /// before, on any thread.
    ///
    /// # Errors
    ///
    /// As [`Generator::generate`](crate::Generator::generate).
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
        let now_ms = self.clock.now_ms();
        self.lock().next(now_ms)
    }

    /// Fills `out` with strictly increasing ULIDs under one lock, for a
    /// batch insert.
    ///
    /// # Errors
    ///
    /// As [`Generator::fill`](crate::Generator::fill).
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
        let now_ms = self.clock.now_ms();
        self.lock().fill(now_ms, out)
    }

    /// `count` strictly increasing ULIDs, as [`fill`](Self::fill).
    ///
    /// # Errors
    ///
    /// As [`fill`](Self::fill).
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
        self.lock().last()
    }

    /// The state, even after a panic in another thread: the state only
    /// changes once an ID is complete, so it is never half-updated.
    fn lock(&self) -> MutexGuard<'_, Monotonic<E>> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
