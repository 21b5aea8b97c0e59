//! Tests across the crates of the ULID family live in `tests/`. This
//! library holds what every crate's database tests share: fixtures and the
//! settings of the live servers.

pub mod fixtures;
pub mod servers;
pub mod stored_values;

/// The README's Rust examples, run as doctests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeDoctests;
