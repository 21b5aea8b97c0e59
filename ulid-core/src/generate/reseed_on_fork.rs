//! `ReseedOnFork`: makes a user's own entropy source afresh in a forked
//! child, so that parent and child do not draw the same numbers.

use crate::generate::fork::fork_generation;
use crate::generate::source::Entropy;

/// An [`Entropy`] source that is made anew, by the function you give, in
/// each process forked from the one that made it (and after
/// [`reseed_after_restore`](crate::reseed_after_restore)).
///
/// A generator built with [`Generator::with_sources`](crate::Generator::with_sources)
/// starts a new random part after a fork, but it draws that part from your
/// entropy source; if the source is a seeded RNG, the child's copy draws
/// what the parent's draws, and two children (or the parent, at its next
/// millisecond) make the same IDs. Wrap the source's constructor in this,
/// with one that seeds from the operating system, and each child seeds its
/// own. The check costs a load and a compare per draw.
/// [`ThreadEntropy`](crate::ThreadEntropy), the default, does this
/// already.
///
/// # Example
///
/// ```
/// use ulid_core::{Generator, ReseedOnFork, SystemClock};
///
/// // Your RNG, seeded from the operating system; here, for brevity, a
/// // xorshift seeded from std's random hash keys and the process ID.
/// fn seeded_from_os() -> impl FnMut() -> u128 {
///     use std::hash::{BuildHasher, RandomState};
///     let mut state = RandomState::new().hash_one(std::process::id()) | 1;
///     move || {
///         state ^= state << 13;
///         state ^= state >> 7;
///         state ^= state << 17;
///         u128::from(state) << 64 | u128::from(state.rotate_left(32))
///     }
/// }
///
/// let mut ids = Generator::with_sources(SystemClock, ReseedOnFork::new(seeded_from_os));
/// let (a, b) = (ids.generate()?, ids.generate()?);
/// assert!(a < b);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct ReseedOnFork<E, F = fn() -> E> {
    make: F,
    source: E,
    /// The [`fork_generation`] in which `source` was made.
    generation: u64,
}

impl<E: Entropy, F: FnMut() -> E> ReseedOnFork<E, F> {
    /// Makes the source with `make` now, and again with `make` in each
    /// forked child before its first draw.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Entropy, ReseedOnFork};
    ///
    /// let mut entropy = ReseedOnFork::new(|| || 7u128);
    /// assert_eq!(entropy.random_bits(), 7);
    /// ```
    pub fn new(mut make: F) -> Self {
        let generation = fork_generation();
        let source = make();
        ReseedOnFork {
            make,
            source,
            generation,
        }
    }
}

impl<E: Entropy, F: FnMut() -> E> Entropy for ReseedOnFork<E, F> {
    #[inline]
    fn random_bits(&mut self) -> u128 {
        let generation = fork_generation();
        if generation != self.generation {
            self.source = (self.make)();
            self.generation = generation;
        }
        self.source.random_bits()
    }
}
