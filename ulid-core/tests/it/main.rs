//! ulid-core's integration tests: one binary, a module per topic (each extra
//! test binary links the whole dependency tree again). Binaries of their own:
//! `fork` (it forks the test process) and `wasm` (wasm32 only, under Node).
//! Elsewhere, so that these build quickly: the codec's property tests and
//! the compile-fail tests in `tests/codec` (no dev-dependencies to build
//! for aarch64, without std, or again under trybuild), the integrations
//! with servers and heavy clients in `tests/` (rusqlite, mysql_common),
//! `tests/stores` and `tests/api`.

mod arbitrary;
mod auto_traits;
mod borsh;
mod byte_views;
mod doc_paths;
mod error_chains;
mod generator;
mod infallible_generator;
mod rkyv;
mod schemars08;
mod test_data;
mod typed_formats;
mod typed_ids;
mod typeid_spec;
