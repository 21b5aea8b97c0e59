//! Trait impls for other crates' traits, one gated file per integration.
//! Rust's orphan rule puts every impl on `Ulid` in this crate; the adapter
//! crates (`ulid-serde`, `ulid-sqlx`, `ulid-diesel`) switch these on.

#[cfg(feature = "bincode")]
mod bincode;
#[cfg(feature = "schemars")]
mod schemars;
#[cfg(feature = "serde")]
pub(crate) mod serde;
#[cfg(feature = "utoipa")]
mod utoipa;
#[cfg(feature = "uuid")]
mod uuid;
