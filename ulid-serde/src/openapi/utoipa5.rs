//! utoipa 5.x (feature `utoipa5`).

#![allow(
    clippy::duplicate_mod,
    reason = "schemas.rs is compiled once per major, on purpose"
)]

use ::utoipa5 as utoipa;

#[path = "schemas.rs"]
mod schemas;

pub(crate) use schemas::*;
