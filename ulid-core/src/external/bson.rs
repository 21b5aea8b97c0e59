//! bson 2.x (feature `bson2`, what the `mongodb` driver uses by default)
//! and 3.x (feature `bson`, its `bson-3` feature). `bson/impls.rs` is
//! written once and compiled once per major by `bson/bson2.rs` and
//! `bson/bson3.rs`, which import that major's crate under the name `bson`:
//! the types the impls use are the same in both.

#[cfg(feature = "bson2")]
mod bson2;
#[cfg(feature = "bson")]
mod bson3;
