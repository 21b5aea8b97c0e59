//! Runnable examples of the ULID crate family: see the `[[example]]`
//! targets of this package (`cargo run --example quickstart` first).
