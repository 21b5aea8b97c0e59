//! Tests across the crates of the ULID family live in `tests/`. This
//! library holds what every crate's database tests share: fixtures and the
//! settings of the live servers.

pub mod fixtures;
pub mod servers;
pub mod stored_values;

// The Rust examples of the README and of the guides that docs.rs shows
// (each crate's `guide/`), run here as doctests so they stay true: this
// package has every library they use, which the crates' own doctests do
// not (their `guide` modules are left out of `cargo test --doc`).
macro_rules! doctests {
    ($($name:ident = $file:literal,)*) => {
        $(
            #[cfg(doctest)]
            #[doc = include_str!($file)]
            struct $name;
        )*
    };
}

doctests! {
    Readme = "../../README.md",
    CoreOverview = "../../ulid-core/guide/overview.md",
    CoreColumns = "../../ulid-core/guide/columns.md",
    CoreUniqueness = "../../ulid-core/guide/uniqueness.md",
    CoreTypedIds = "../../ulid-core/guide/typed_ids.md",
    CoreDatabase = "../../ulid-core/guide/database.md",
    CoreRusqlite = "../../ulid-core/guide/rusqlite.md",
    CorePostgresTypes = "../../ulid-core/guide/postgres_types.md",
    CoreBson = "../../ulid-core/guide/bson.md",
    CoreMysql = "../../ulid-core/guide/mysql.md",
    CoreRedis = "../../ulid-core/guide/redis.md",
    CoreRedb = "../../ulid-core/guide/redb.md",
    CoreHeed = "../../ulid-core/guide/heed.md",
    CoreScylla = "../../ulid-core/guide/scylla.md",
    CoreGrpc = "../../ulid-core/guide/grpc.md",
    CoreHttp = "../../ulid-core/guide/http.md",
    CoreDistributed = "../../ulid-core/guide/distributed.md",
    CoreTestData = "../../ulid-core/guide/test_data.md",
    CoreEngines = "../../ulid-core/guide/engines.md",
    CoreBenchmarks = "../../ulid-core/guide/benchmarks.md",
    CoreComparison = "../../ulid-core/guide/comparison.md",
    CoreMigrating = "../../ulid-core/guide/migrating.md",
    CoreTroubleshooting = "../../ulid-core/guide/troubleshooting.md",
    CoreVersioning = "../../ulid-core/guide/versioning.md",
    SerdeSerde = "../../ulid-serde/guide/serde.md",
    SerdeApiLayers = "../../ulid-serde/guide/api_layers.md",
    SqlxSqlx = "../../ulid-sqlx/guide/sqlx.md",
    SqlxSeaOrm = "../../ulid-sqlx/guide/sea_orm.md",
    DieselDiesel = "../../ulid-diesel/guide/diesel.md",
    CliReadme = "../../ulid-cli/README.md",
}
