//! ULIDs in data formats, each checked against an independent
//! implementation installed by `scripts/test.sh data`: Arrow IPC files
//! against pyarrow, Parquet files against pyarrow, DuckDB and Polars,
//! duckdb-rs against DuckDB's own library, ClickHouse rows against chdb,
//! CBOR's tag 37 (through ciborium and minicbor) against Python's cbor2,
//! Avro container files against fastavro; ULIDs in UUIDv7 form against
//! Python's uuid, python-ulid and typeid-python. One binary, a module per
//! format.

mod arrow;
mod avro;
mod cbor;
mod clickhouse;
mod common;
mod duckdb;
mod glob_imports;
mod minicbor;
mod parquet;
mod uuid_v7;
