//! utoipa 5.x (feature `utoipa`).

#![allow(
    clippy::duplicate_mod,
    reason = "schemas.rs is compiled once per major, on purpose"
)]

use ::utoipa;

#[path = "schemas.rs"]
mod schemas;

pub(crate) use schemas::*;
