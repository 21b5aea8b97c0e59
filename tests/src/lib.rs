//! Tests across the crates of the ULID family live in `tests/`; this
//! library is empty.
