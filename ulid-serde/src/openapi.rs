//! The OpenAPI schemas of the representation modules, for utoipa 5.x
//! (their `openapi_schema_utoipa5` functions, feature `utoipa5`) and 6.x
//! (`openapi_schema`, feature `utoipa`).
//!
//! `openapi/schemas.rs` builds them, written once and compiled once per
//! major by `openapi/utoipa5.rs` and `openapi/utoipa6.rs`, which import
//! that major's crate under the name `utoipa`: the builders it uses are the
//! same in both. The public functions in each module call these.

#[cfg(feature = "utoipa5")]
pub(crate) mod utoipa5;
#[cfg(feature = "utoipa")]
pub(crate) mod utoipa6;
