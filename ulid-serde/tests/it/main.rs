//! ulid-serde's integration tests: one binary, a module per topic (each extra
//! test binary links the whole dependency tree again). The modules of the
//! optional integrations compile when their feature is on (scripts/test.sh
//! turns every feature on). `no_allocation` is a binary of its own: its
//! counting global allocator must see no other test. The API layers'
//! tests are in `tests/api`, so that the web frameworks stay out of this
//! crate's dev-dependencies.

mod extended_json;
mod formats;
mod json_schema;
mod openapi;
mod openapi_utoipa5;
mod tokens;
mod typed_ids;
mod ulid3_data;
