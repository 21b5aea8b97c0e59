//! ULIDs in serde, bincode, JSON Schema and OpenAPI.
//!
//! ```
//! use ulid_serde::Ulid;
//!
//! #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
//! struct User {
//!     id: Ulid,
//!     #[serde(with = "ulid_serde::as_uuid")]
//!     legacy_id: Ulid,
//! }
//!
//! let user = User { id: Ulid::new(), legacy_id: Ulid::new() };
//! // JSON: the 26-character text (and a UUID string where asked for).
//! let json = serde_json::to_string(&user)?;
//! assert_eq!(serde_json::from_str::<User>(&json)?, user);
//! // Binary formats: 16 raw bytes, not a 26-byte string.
//! let bytes = postcard::to_allocvec(&user.id)?;
//! assert_eq!(bytes.len(), 17); // a length byte and 16 bytes
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Overview
//!
//! This crate is the entry point for the serde ecosystem. It switches on
//! the impls that live beside the type in `ulid-core` (Rust's orphan rule
//! puts them there) and re-exports [`Ulid`]:
//!
//! - `Serialize`: the canonical 26-character string in human-readable
//!   formats (JSON, TOML, YAML), the 16 big-endian bytes in binary ones
//!   (bincode, postcard, CBOR, MessagePack);
//! - `Deserialize`: a string (borrowed ones without allocating) from a
//!   human-readable format, 16 bytes (or the 26 bytes of a string another
//!   writer left) from a binary one; [`as_bytes`] in JSON reads the array
//!   of 16 integers it writes. Errors say what was wrong:
//!   `invalid ULID: invalid character 'L' at index 25 (0-based): …`.
//!   Works without std and alloc.
//!
//! Representation modules for `#[serde(with = "...")]`, each with an
//! `option` variant for `Option<Ulid>` and, with the `schemars` and `utoipa`
//! features, `json_schema` and `openapi_schema` functions for
//! `schema_with`, so a field documents the form it is really sent in:
//!
//! | module | JSON | postcard |
//! |---|---|---|
//! | (none: `Ulid` itself) | `"01ARZ3NDEKTSV4RRFFQ69G5FAV"` | 17 bytes |
//! | [`as_text`] | `"01ARZ3NDEKTSV4RRFFQ69G5FAV"` | 27 bytes |
//! | [`as_lowercase`] | `"01arz3ndektsv4rrffq69g5fav"` | 27 bytes |
//! | [`as_bytes`] | `[1,86,62,…]` (16 numbers) | 17 bytes |
//! | [`as_uuid`] | `"01563e3a-b5d3-d676-4c61-efb99302bd5b"` | 37 bytes |
//! | [`as_u128`] | `1777027686520646174104517696511196507` | up to 19 bytes |
//! | [`lenient`] | writes as `Ulid`; reads text, bytes or 16 integers | writes as `Ulid`; refused (not self-describing) |
//!
//! With the `ciborium` feature, `cbor_tag37` writes a
//! ULID in CBOR as tag 37 (a binary UUID) over the 16 bytes, which other
//! languages' CBOR libraries decode as a UUID.
//!
//! [`lenient`] is for data older writers left behind, such as a CBOR store
//! written by the `ulid` crate (3.x writes the text in every format).
//!
//! # Crate features
//!
//! - **std** (default) - `Ulid::new`, the generators, `std::error::Error`.
//!   Without it the crate is `no_std` and needs no allocator.
//! - **bincode** - bincode 2.x native `Encode`, `Decode`, `BorrowDecode` on
//!   `Ulid` (16 bytes). bincode 3.0.0 on crates.io is an unmaintained
//!   release that contains only a `compile_error!`, so 2.x is the one
//!   supported.
//! - **borsh** - borsh 1.x `BorshSerialize`/`BorshDeserialize` on `Ulid`
//!   (the 16 big-endian bytes).
//! - **rkyv** - rkyv 0.8 on `Ulid`, archived as `UlidBytes` (validated).
//! - **js** - `Ulid::new` and the generators on `wasm32-unknown-unknown`
//!   (browsers, Node).
//! - **schemars** - schemars 1.x `JsonSchema` on `Ulid` (`type: string`,
//!   `format: ulid`, length 26, a `pattern` that accepts exactly what the
//!   parser accepts), and `json_schema` in every representation module.
//! - **utoipa** - utoipa 6.x `ToSchema`/`PartialSchema` on `Ulid` with the
//!   same content (Rust 1.88 or newer), and `openapi_schema` in every
//!   representation module.
//! - **utoipa5** - the same for utoipa 5.x, beside 6.x:
//!   `openapi_schema_utoipa5` in every representation module (the same
//!   schemas as `openapi_schema`, in utoipa 5's types).
//! - **uuid** - `From` conversions with `uuid::Uuid` and `Ulid::to_uuid_v7`.
//! - **ciborium** - `cbor_tag37`: a ULID as CBOR tag 37 (RFC 9562's binary
//!   UUID) through ciborium 0.2, with `option`.
//! - **apache-avro** - apache-avro 0.22 `AvroSchemaComponent` on `Ulid`
//!   (the `uuid` logical type on `fixed(16)`, the bytes its serde impls
//!   write), and `get_schema_in_ctxt` in [`as_uuid`] (`uuid` on `string`)
//!   and [`as_text`] (`string`), for `#[avro(with)]` (Rust 1.88).
//! - **async-graphql**, **juniper**, **ts-rs**, **rocket**, **poem-openapi**,
//!   and the other integrations of `ulid-core` (**schemars08**, **redis**,
//!   **bson**, ...) - switched on in `ulid-core` (its docs list them), so
//!   that this crate stays the one line to add.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![no_std]

#[cfg(feature = "std")]
extern crate std;

pub mod as_bytes;
#[cfg(feature = "clickhouse")]
pub mod as_clickhouse;
pub mod as_lowercase;
pub mod as_text;
pub mod as_u128;
pub mod as_uuid;
#[cfg(feature = "apache-avro")]
mod avro;
#[cfg(feature = "ciborium")]
pub mod cbor_tag37;
pub mod lenient;
#[cfg(any(feature = "utoipa5", feature = "utoipa"))]
mod openapi;
mod repr;
#[cfg(feature = "schemars")]
mod schema;

/// Guides to this crate's ecosystem, with examples: Markdown files in
/// `guide/`, whose examples run as doctests in the repository's `tests/`
/// package (`ulid-tests`). The family's other guides (column types,
/// uniqueness, typed IDs, the database side, ...) are in `ulid_core::guide`,
/// re-exported here as the rest of its API.
// Pages, not API: docs.rs (`--cfg docsrs`) shows them, and anywhere else
// they are hidden, so that the semver check and the API listing leave them
// out.
#[cfg(not(doctest))]
#[cfg_attr(not(docsrs), doc(hidden))]
pub mod guide {
    #[doc = include_str!("../guide/serde.md")]
    pub mod serde {}
    #[doc = include_str!("../guide/api_layers.md")]
    pub mod api_layers {}
}

// The whole core API, so that this crate is the one dependency line its
// users write.
pub use ulid_core::*;
