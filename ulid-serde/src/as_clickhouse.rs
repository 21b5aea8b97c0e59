//! ClickHouse columns through the `clickhouse` crate's serde rows
//! (`RowBinary`), one with-module per column type a ULID can live in:
//!
//! | module | column | order of `ORDER BY` | bytes on the wire |
//! |---|---|---|---|
//! | [`uint128`] | `UInt128` | time order | the `u128`, little-endian |
//! | [`fixed_string`] | `FixedString(16)` | time order | the 16 big-endian bytes |
//! | [`uuid`] | `UUID` | **not** time order | two `u64` halves, high then low, each little-endian |
//!
//! Which to pick: `UInt128` or `FixedString(16)`, whenever the table is
//! sorted or filtered by the ID (a MergeTree `ORDER BY id`, time ranges
//! from `Ulid::range_ms` or `Ulid::range_datetime`): both compare in time
//! order. ClickHouse sorts `UUID` values by their second half first, the
//! random half of a ULID, so a `UUID` column scatters a time range over
//! the whole table; use it where the column must be a `UUID` (a schema
//! shared with other writers, `generateUUIDv7()` beside it). `UInt128`
//! prints as a number; `FixedString(16)` as raw bytes (`hex(id)` shows
//! them, and the text form is the application's).
//!
//! Each module has an `option` for `Nullable(...)` columns, takes a `Ulid`
//! or an `Id<P>`, and checks against the `clickhouse` crate's schema
//! validation (the field's serde shape matches the column type's). The
//! `clickhouse` feature gates the modules only: they speak serde, not the
//! `clickhouse` crate's API, so no version of it is required.
//!
//! # Example
//!
//! ```
//! use ulid_core::{ulid, Ulid};
//!
//! // What a `clickhouse::Row` derive would also carry.
//! #[derive(serde::Serialize, serde::Deserialize)]
//! struct Event {
//!     #[serde(with = "ulid_serde::as_clickhouse::uint128")]
//!     id: Ulid,
//!     #[serde(with = "ulid_serde::as_clickhouse::fixed_string::option")]
//!     parent: Option<Ulid>,
//!     #[serde(with = "ulid_serde::as_clickhouse::uuid")]
//!     trace: Ulid,
//! }
//!
//! let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
//! let event = Event { id, parent: None, trace: id };
//! let json = serde_json::to_string(&event)?;
//! assert_eq!(
//!     json,
//!     r#"{"id":1777027686520646174104517696511196507,"parent":null,"trace":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}"#
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod fixed_string;
pub mod uuid;

/// `UInt128`: the ULID as an unsigned 128-bit integer, which ClickHouse
/// compares in time order; the same form as [`crate::as_u128`], whose
/// functions these are.
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Ulid};
///
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct Event {
///     #[serde(with = "ulid_serde::as_clickhouse::uint128")]
///     id: Ulid,
///     #[serde(with = "ulid_serde::as_clickhouse::uint128::option")]
///     parent: Option<Ulid>,
/// }
///
/// let event = Event { id: ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"), parent: None };
/// let json = serde_json::to_string(&event)?;
/// assert_eq!(json, r#"{"id":1777027686520646174104517696511196507,"parent":null}"#);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub mod uint128 {
    pub use crate::as_u128::{deserialize, option, serialize};
}
