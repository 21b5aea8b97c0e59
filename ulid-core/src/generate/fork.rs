//! Telling a forked child from its parent, for a load and a compare per ID.
//!
//! `fork()` copies the whole memory of a process: a thread-local random
//! generator, a generator's last ID, a `static` shared generator. Without
//! this, a child hands out the IDs its parent hands out. A child handler
//! registered once with `pthread_atfork` bumps a counter in the child
//! before `fork()` returns there; whoever keeps state derived from
//! randomness stamps it with the counter and starts afresh when the counter
//! differs. No system call per ID.

use core::sync::atomic::{AtomicU32, Ordering};

/// The generation of this process's random state. On Unix: 0 until the
/// fork handler is registered, then 1 plus the forks between this process
/// and the one that registered it (the child's handler increments the copy
/// it inherited, so a child differs from its parent and a grandchild from
/// both; two siblings may hold the same value, which is fine, since each
/// compares it only with state inherited from their common parent), plus
/// the calls to [`reseed_after_restore`]. Elsewhere: 0 plus those calls.
static GENERATION: AtomicU32 = AtomicU32::new(0);

/// A number that stays the same for the life of a process and is different
/// in every process forked from it, and after each
/// [`reseed_after_restore`]. On targets without `fork` (Windows, wasm) it
/// changes only with the latter.
///
/// Keep it beside any state that must not be shared with another process,
/// such as the seed of your own [`Entropy`](crate::Entropy), and start
/// afresh when it changes: [`ReseedOnFork`](crate::ReseedOnFork) does
/// this for an entropy source. The generators of this crate and
/// [`ThreadEntropy`](crate::ThreadEntropy) check it on every ID already.
///
/// Compare it for equality only. The first call registers the child
/// handler that tells processes apart; it sees every `fork()` made after
/// it through the C library (as `std`, `nix` and Python's `os.fork` make
/// them), not a raw `clone` system call.
///
/// # Panics
///
/// If the C library cannot register the fork handler, which happens only
/// when memory is exhausted (the next call tries again).
///
/// # Example
///
/// ```
/// let generation = ulid_core::fork_generation();
/// assert_eq!(ulid_core::fork_generation(), generation); // same process
/// ```
#[inline]
#[must_use]
pub fn fork_generation() -> u64 {
    match GENERATION.load(Ordering::Relaxed) {
        #[cfg(unix)]
        0 => u64::from(unix::register()),
        generation => u64::from(generation),
    }
}

/// Makes every generator and thread-local entropy source of this process
/// start afresh from the operating system's randomness before its next
/// ID, as in a forked child.
///
/// Call it when the process may have been duplicated in a way no library
/// can see: a virtual machine restored from a snapshot, or a process
/// checkpointed and restored (CRIU) more than once. Each copy must call it
/// after the restore and before its next ID. It costs one reseed per
/// thread and generator, at their next ID.
///
/// # Panics
///
/// As [`fork_generation`].
///
/// # Example
///
/// ```
/// let before = ulid_core::fork_generation();
/// ulid_core::reseed_after_restore();
/// assert_ne!(ulid_core::fork_generation(), before);
/// ```
pub fn reseed_after_restore() {
    let _ = fork_generation();
    GENERATION.fetch_add(1, Ordering::Relaxed);
}

#[cfg(unix)]
mod unix {
    use core::ffi::c_int;
    use core::sync::atomic::Ordering;

    use super::GENERATION;

    unsafe extern "C" {
        // POSIX, in every Unix C library that Rust's std links.
        fn pthread_atfork(
            prepare: Option<unsafe extern "C" fn()>,
            parent: Option<unsafe extern "C" fn()>,
            child: Option<unsafe extern "C" fn()>,
        ) -> c_int;
    }

    /// Runs in the child, in the thread that called `fork()`, before
    /// `fork()` returns there. An atomic increment is async-signal-safe.
    unsafe extern "C" fn count_fork() {
        GENERATION.fetch_add(1, Ordering::Relaxed);
    }

    /// Registers the child handler, at the first call in a process, and
    /// returns the generation. Threads that race here may each register
    /// it; a fork then counts more than once, which changes nothing. (A
    /// `Once` would be worse: a child forked while another thread held it
    /// would wait forever.) No state is stamped before this returns, so no
    /// fork can copy unstamped state.
    #[cold]
    pub(super) fn register() -> u32 {
        // SAFETY: `count_fork` is a valid `extern "C" fn()` that lives as
        // long as the program and only does an atomic increment, which is
        // safe at the point in `fork()` where child handlers run.
        let registered = unsafe { pthread_atfork(None, None, Some(count_fork)) } == 0;
        // Without the handler a child could not be told from its parent;
        // refusing to make an ID is better than making a parent's.
        assert!(
            registered,
            "ulid-core could not register its fork handler (pthread_atfork: out of memory)"
        );
        let _ = GENERATION.compare_exchange(0, 1, Ordering::Relaxed, Ordering::Relaxed);
        GENERATION.load(Ordering::Relaxed)
    }
}
