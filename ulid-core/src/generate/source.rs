//! Where generators get the time and their randomness. Both are traits of
//! our own, so tests can drive them and users can plug in any RNG (of any
//! `rand` major version) without our API naming one.

use core::cell::Cell;
use std::time::SystemTime;

use crate::Ulid;
use crate::generate::fork::fork_generation;

/// A source of the current time, in milliseconds since the Unix epoch.
///
/// Any `Fn() -> u64` is a clock, which is how tests drive a generator
/// through the same millisecond, a clock that goes backwards, and so on.
///
/// # Example
///
/// ```
/// use std::cell::Cell;
/// use ulid_core::{Clock, Generator};
///
/// let now = Cell::new(1_000);
/// let clock = || now.get();
/// assert_eq!(clock.now_ms(), 1_000);
///
/// let mut ids = Generator::with_sources(clock, || 0u128);
/// assert_eq!(ids.generate()?.timestamp_ms(), 1_000);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a clock for ULID generation",
    label = "not a `ulid_core::Clock`",
    note = "pass a closure `|| -> u64` returning milliseconds since the Unix epoch, or implement `ulid_core::Clock`"
)]
pub trait Clock {
    /// Milliseconds since the Unix epoch. A generator rejects a value above
    /// [`Ulid::MAX_TIMESTAMP_MS`] with an error.
    fn now_ms(&self) -> u64;
}

impl<F: Fn() -> u64> Clock for F {
    fn now_ms(&self) -> u64 {
        self()
    }
}

/// The system's wall clock ([`SystemTime::now`]), clamped to what a ULID
/// can hold: before 1970 reads as 0.
///
/// # Example
///
/// ```
/// use ulid_core::{Clock, SystemClock};
///
/// assert!(SystemClock.now_ms() > 1_600_000_000_000);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    #[inline]
    fn now_ms(&self) -> u64 {
        #[cfg(all(feature = "js", target_arch = "wasm32", target_os = "unknown"))]
        return crate::external::js::now_ms();
        #[cfg(not(all(feature = "js", target_arch = "wasm32", target_os = "unknown")))]
        return crate::system_time::timestamp_ms_of(SystemTime::now());
    }
}

/// A source of random bits for new ULIDs.
///
/// Any `FnMut() -> u128` is an entropy source: adapt an RNG of your choice
/// with `|| rng.random::<u128>()`. Generators keep the low 80 bits.
///
/// # Example
///
/// ```
/// use ulid_core::{Entropy, Generator, Ulid};
///
/// let mut counter = 0u128;
/// let entropy = move || {
///     counter += 1;
///     counter
/// };
/// let mut ids = Generator::with_sources(|| 5u64, entropy);
/// assert_eq!(ids.generate()?, Ulid::from_parts(5, 1)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a source of randomness for ULID generation",
    label = "not a `ulid_core::Entropy`",
    note = "pass a closure `|| -> u128` whose low 80 bits are random (e.g. from your own RNG), or implement `ulid_core::Entropy`"
)]
pub trait Entropy {
    /// Random bits: generators keep the low 80, so only those need to be
    /// random.
    fn random_bits(&mut self) -> u128;
}

impl<F: FnMut() -> u128> Entropy for F {
    fn random_bits(&mut self) -> u128 {
        self()
    }
}

/// The thread-local CSPRNG of the `rand` crate (ChaCha12, seeded and
/// periodically reseeded from the operating system). It asks the operating
/// system for nothing per ID, which would cost ten times a whole
/// generation. Each draw is 80 random bits, the 48 above them zero.
///
/// It is reseeded from the operating system in a process forked from the
/// one that last seeded it (rand's own generator is not: a child would
/// draw what its parent draws), before the child's first draw; see
/// [`fork_generation`](crate::fork_generation). So is a thread's first
/// draw, since `rand`'s generator may have been copied in a fork before
/// this crate's first use, and every thread's next draw after
/// [`reseed_after_restore`](crate::reseed_after_restore).
///
/// # Panics
///
/// Draws panic, as `rand`'s generator does, if the operating system's
/// random source fails when a thread's generator is seeded (at its first
/// draw, and its first after a fork). On Unix the first use of any
/// generator in a process registers a fork handler (`pthread_atfork`);
/// if that fails (out of memory) it panics too: without the handler a
/// child could not be told from its parent, and it would hand out the
/// parent's IDs. Nothing else in the crate panics for want of randomness.
///
/// # Example
///
/// ```
/// use ulid_core::{Entropy, ThreadEntropy};
///
/// let (a, b) = (ThreadEntropy.random_bits(), ThreadEntropy.random_bits());
/// assert_ne!(a, b);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ThreadEntropy;

std::thread_local! {
    /// The [`fork_generation`] in which this thread last reseeded `rand`'s
    /// thread-local generator; 0 before its first draw (on targets without
    /// `fork` the generation is 0 too until `reseed_after_restore`, so
    /// nothing is reseeded there before that).
    static SEEDED_IN: Cell<u64> = const { Cell::new(0) };
}

impl Entropy for ThreadEntropy {
    #[inline]
    fn random_bits(&mut self) -> u128 {
        use rand::Rng as _;
        let mut rng = rand::rng();
        let generation = fork_generation();
        if SEEDED_IN.get() != generation {
            reseed(&mut rng, generation);
        }
        let high = u128::from(rng.next_u32() & 0xFFFF);
        (high << 64) | u128::from(rng.next_u64())
    }
}

#[cold]
fn reseed(rng: &mut rand::rngs::ThreadRng, generation: u64) {
    if let Err(error) = rng.reseed() {
        panic!(
            "could not seed the thread-local random generator from the operating system: {error}"
        );
    }
    SEEDED_IN.set(generation);
}

impl Ulid {
    /// A new ULID: the current time and 80 bits from the thread-local
    /// CSPRNG ([`ThreadEntropy`]).
    ///
    /// Two calls in the same millisecond are ordered at random; use a
    /// [`Generator`](crate::Generator) when each ID must sort after the
    /// previous one.
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let (a, b) = (Ulid::new(), Ulid::new());
    /// assert_ne!(a, b);
    /// assert!(b.timestamp_ms() >= a.timestamp_ms());
    /// ```
    #[must_use]
    #[inline]
    pub fn new() -> Ulid {
        let timestamp_ms = SystemClock.now_ms();
        Ulid::from_parts_unchecked(timestamp_ms, ThreadEntropy.random_bits() & Ulid::MAX_RANDOM)
    }

    /// A new ULID in UUIDv7 form: the current time, then 74 bits from the
    /// thread-local CSPRNG around UUIDv7's version and variant bits, so
    /// that the same 16 bytes are a valid UUIDv7
    /// ([`UuidV7Form`](crate::UuidV7Form)).
    ///
    /// Two calls in the same millisecond are ordered at random, as with
    /// [`Ulid::new`]; [`Generator::new_uuid_v7`](crate::Generator::new_uuid_v7)
    /// orders them.
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// let id = Ulid::new_uuid_v7();
    /// assert!(id.is_uuid_v7());
    /// assert_eq!(id.to_bytes()[6] >> 4, 7);
    /// ```
    #[must_use]
    #[inline]
    pub fn new_uuid_v7() -> Ulid {
        // Setting the 6 fixed bits over random ones leaves the other 74 as
        // random as they were.
        Ulid::new().with_uuid_v7_bits()
    }

    /// A new ULID for the given time, with fresh randomness: for giving
    /// existing rows IDs that sort by when they were made. Times before 1970
    /// or after the year 10889 clamp, as in
    /// [`min_at_datetime`](Ulid::min_at_datetime).
    ///
    /// # Panics
    ///
    /// Only if the system gives no safe randomness (see
    /// [`ThreadEntropy`](crate::ThreadEntropy)).
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::{Duration, UNIX_EPOCH};
    /// use ulid_core::Ulid;
    ///
    /// let created = UNIX_EPOCH + Duration::from_millis(1_469_922_850_259);
    /// assert_eq!(Ulid::new_at(created).timestamp_ms(), 1_469_922_850_259);
    /// ```
    #[must_use]
    pub fn new_at(time: SystemTime) -> Ulid {
        let timestamp_ms = crate::system_time::timestamp_ms_of(time);
        Ulid::from_parts_unchecked(timestamp_ms, ThreadEntropy.random_bits() & Ulid::MAX_RANDOM)
    }
}
