//! Trait impls for other crates' traits, one gated file per integration.
//! Rust's orphan rule puts every impl on `Ulid` in this crate; the adapter
//! crates (`ulid-serde`, `ulid-sqlx`, `ulid-diesel`) switch these on.

#[cfg(feature = "apache-avro")]
mod apache_avro;
#[cfg(feature = "arbitrary")]
mod arbitrary;
#[cfg(feature = "arrow")]
pub(crate) mod arrow;
#[cfg(feature = "async-graphql")]
mod async_graphql;
#[cfg(feature = "bincode")]
mod bincode;
#[cfg(feature = "borsh")]
mod borsh;
#[cfg(any(feature = "bson2", feature = "bson"))]
mod bson;
#[cfg(feature = "bytemuck")]
mod bytemuck;
#[cfg(any(
    feature = "diesel-postgres",
    feature = "diesel-mysql",
    feature = "diesel-sqlite"
))]
pub(crate) mod diesel;
#[cfg(feature = "duckdb")]
mod duckdb;
#[cfg(feature = "serde")]
mod extended_json;
#[cfg(feature = "fake")]
mod fake;
#[cfg(feature = "heed")]
mod heed;
#[cfg(feature = "http")]
pub(crate) mod http;
#[cfg(all(feature = "js", target_arch = "wasm32", target_os = "unknown"))]
pub(crate) mod js;
#[cfg(feature = "juniper")]
mod juniper;
#[cfg(feature = "minicbor")]
mod minicbor;
#[cfg(feature = "mysql_common")]
mod mysql_common;
#[cfg(feature = "parquet")]
pub(crate) mod parquet;
#[cfg(feature = "poem-openapi")]
mod poem_openapi;
#[cfg(feature = "postgres-types")]
mod postgres_types;
#[cfg(feature = "proptest")]
pub(crate) mod proptest;
#[cfg(feature = "redb")]
mod redb;
#[cfg(feature = "redis")]
mod redis;
#[cfg(feature = "rkyv")]
mod rkyv;
#[cfg(feature = "rocket")]
mod rocket;
#[cfg(feature = "rusqlite")]
mod rusqlite;
#[cfg(feature = "rusqlite-functions")]
pub(crate) mod rusqlite_functions;
#[cfg(any(
    feature = "schemars",
    feature = "schemars08",
    feature = "utoipa5",
    feature = "utoipa",
    feature = "async-graphql",
    feature = "juniper",
    feature = "ts-rs",
    feature = "poem-openapi"
))]
pub(crate) mod schema_doc;
#[cfg(feature = "schemars")]
mod schemars;
#[cfg(feature = "schemars08")]
mod schemars08;
#[cfg(feature = "scylla")]
mod scylla;
#[cfg(any(feature = "sea-orm", feature = "sea-orm1"))]
mod sea_orm;
#[cfg(feature = "serde")]
pub(crate) mod serde;
#[cfg(any(
    feature = "sqlx-postgres",
    feature = "sqlx-mysql",
    feature = "sqlx-sqlite",
    feature = "sqlx-any",
    feature = "sqlx08-postgres",
    feature = "sqlx08-mysql",
    feature = "sqlx08-sqlite",
    feature = "sqlx08-any"
))]
pub(crate) mod sqlx;
#[cfg(feature = "tonic")]
mod tonic;
#[cfg(any(feature = "tower-http", feature = "tower-http06"))]
pub(crate) mod tower_http;
#[cfg(feature = "ts-rs")]
mod ts_rs;
#[cfg(any(feature = "utoipa5", feature = "utoipa"))]
mod utoipa;
#[cfg(feature = "uuid")]
mod uuid;
