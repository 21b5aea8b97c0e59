//! utoipa 6.x (feature `utoipa`; renamed in Cargo.toml, so that both
//! majors can be on at once).

#![allow(
    clippy::duplicate_mod,
    reason = "schemas.rs is compiled once per major, on purpose"
)]

use ::utoipa;

#[path = "schemas.rs"]
mod schemas;

pub(crate) use schemas::*;
