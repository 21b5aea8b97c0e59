//! bson 2.x (feature `bson2`).

#![allow(
    clippy::duplicate_mod,
    reason = "impls.rs is compiled once per major, on purpose"
)]

use ::bson2 as bson;

#[path = "impls.rs"]
mod impls;
