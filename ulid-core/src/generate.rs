//! Making new ULIDs (std): the clock and entropy sources, `Ulid::new`, the
//! monotonic step, the single-owner and the shared generator (each also
//! infallible: a used-up millisecond carries into the next), the two forms
//! they make IDs in (plain, or UUIDv7 as well), and the fork detection
//! that keeps a forked child from repeating its parent's IDs.

pub(crate) mod fork;
pub(crate) mod form;
pub(crate) mod generate_error;
pub(crate) mod generator;
pub(crate) mod infallible_generator;
pub(crate) mod monotonic;
pub(crate) mod reseed_on_fork;
pub(crate) mod shared_generator;
pub(crate) mod shared_infallible_generator;
pub(crate) mod source;
