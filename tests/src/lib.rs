//! Tests across the crates of the ULID family live in `tests/`; this
//! library is empty.

/// The README's Rust examples, run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeDoctests;
