//! utoipa 5.x and 6.x: the OpenAPI schema of the text form, the same
//! content as the JSON Schema of the `schemars` integration.
//!
//! `utoipa/impls.rs` is written once and compiled once per major by
//! `utoipa/utoipa5.rs` and `utoipa/utoipa6.rs`, which import that major's
//! crate under the name `utoipa`: the trait surface the impls use is the
//! same in both.

#[cfg(feature = "utoipa5")]
mod utoipa5;
#[cfg(feature = "utoipa")]
mod utoipa6;
