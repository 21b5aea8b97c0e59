//! bson 3.x (feature `bson`; renamed in Cargo.toml, so that both majors
//! can be on at once).

#![allow(
    clippy::duplicate_mod,
    reason = "impls.rs is compiled once per major, on purpose"
)]

use ::bson;

#[path = "impls.rs"]
mod impls;
