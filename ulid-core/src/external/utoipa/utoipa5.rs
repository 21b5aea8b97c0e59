//! utoipa 5.x (feature `utoipa5`).

#![allow(
    clippy::duplicate_mod,
    reason = "the shared files are compiled once per major, on purpose"
)]

use ::utoipa5 as utoipa;

#[path = "impls.rs"]
mod impls;
