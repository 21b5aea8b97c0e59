//! The ULID type for serde users.
//!
//! ```
//! let id = ulid_serde::Ulid::new();
//! assert_eq!(id.to_string().len(), 26);
//! ```
//!
//! This crate is the entry point for the serde ecosystem. It re-exports
//! [`Ulid`] and will switch on `ulid-core`'s `serde`, `bincode`, `schemars`
//! and `utoipa` impls and hold the `#[serde(with = "...")]` representation
//! modules (text, bytes, UUID string, u128). That work is tracked in its own
//! issue; today the crate only re-exports the type.

pub use ulid_core::Ulid;
