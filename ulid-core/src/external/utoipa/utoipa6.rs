//! utoipa 6.x (feature `utoipa`; renamed in Cargo.toml, so that both
//! majors can be on at once).

#![allow(
    clippy::duplicate_mod,
    reason = "the shared files are compiled once per major, on purpose"
)]

use ::utoipa;

#[path = "impls.rs"]
mod impls;
