//! A glob import of `ulid_serde` leaves the data formats' crate names to
//! those crates (the serde, proptest, rusqlite, sqlx and diesel names are
//! checked in `ulid-tests`' `glob_imports.rs`): this module compiles only
//! if its `use` lines resolve.

use arrow_array::Array;
use parquet::file::properties::WriterProperties;
use ulid_serde::*;

#[test]
fn arrow_and_parquet_names_resolve_after_the_glob() {
    let column: arrow_array::FixedSizeBinaryArray = [Ulid::NIL].into_iter().collect();
    assert_eq!(column.len(), 1);
    assert_eq!(
        arrow_columns::ulids_non_null(&column).unwrap(),
        vec![Ulid::NIL]
    );
    let _ = WriterProperties::builder().build();
    #[derive(serde::Serialize)]
    struct Row {
        #[serde(with = "as_clickhouse::uint128")]
        id: Ulid,
    }
    let _ = Row { id: Ulid::NIL };
}
