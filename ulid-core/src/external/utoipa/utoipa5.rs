//! utoipa 5.x (feature `utoipa`).

#![allow(
    clippy::duplicate_mod,
    reason = "the shared files are compiled once per major, on purpose"
)]

use ::utoipa;

#[path = "impls.rs"]
mod impls;
