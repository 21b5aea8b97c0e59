//! Nothing but the data guide's examples, run here as doctests: this
//! package has the formats' libraries they use (arrow-rs, parquet,
//! duckdb-rs), which `ulid-tests`, where the other guides run, does not
//! need. The formats' tests are in `tests/it/`.

#[cfg(doctest)]
#[doc = include_str!("../../../ulid-core/guide/data.md")]
struct CoreData;
