//! bson 2.x (feature `bson`).

#![allow(
    clippy::duplicate_mod,
    reason = "impls.rs is compiled once per major, on purpose"
)]

use ::bson;

#[path = "impls.rs"]
mod impls;
