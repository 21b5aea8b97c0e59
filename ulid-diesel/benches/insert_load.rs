//! Inserting 100,000 rows and loading them back with diesel, keyed by
//! `Ulid` and by what diesel users store today: `uuid::Uuid` on PostgreSQL
//! and `Vec<u8>` on SQLite (the same 16 bytes), in one criterion run.
//! `scripts/bench-table.py` prints the ratios.
//!
//! PostgreSQL: 127.0.0.1:5432 unless `ULID_TEST_POSTGRES_URL` is set.

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use diesel::prelude::*;
use ulid_core::{Generator, Ulid};

const ROWS: usize = 100_000;
const BATCH: usize = 1_000;

mod pg {
    diesel::table! {
        bench_keys (id) {
            id -> Uuid,
        }
    }
}

mod sqlite {
    diesel::table! {
        bench_keys (id) {
            id -> Binary,
        }
    }
}

/// Recreates the table, inserts every key in batches and loads them back
/// in key order; returns the time of the inserts and the load.
macro_rules! round_trip {
    ($db:expr, $table:path, $create:expr, $key:ty, $keys:expr) => {{
        use $table as bench_keys;
        let db = $db;
        diesel::sql_query("DROP TABLE IF EXISTS bench_keys")
            .execute(db)
            .unwrap();
        diesel::sql_query($create).execute(db).unwrap();
        let start = Instant::now();
        for chunk in $keys.chunks(BATCH) {
            let rows: Vec<_> = chunk.iter().map(|key| bench_keys::id.eq(key)).collect();
            diesel::insert_into(bench_keys::table)
                .values(&rows)
                .execute(db)
                .unwrap();
        }
        let read: Vec<$key> = bench_keys::table
            .select(bench_keys::id)
            .order_by(bench_keys::id)
            .load(db)
            .unwrap();
        let elapsed = start.elapsed();
        assert_eq!(read.as_slice(), $keys.as_slice());
        elapsed
    }};
}

fn postgres() -> PgConnection {
    let url = ulid_tests::servers::postgres_url();
    PgConnection::establish(&url)
        .unwrap_or_else(|err| panic!("{}", ulid_tests::servers::postgres_unreachable(err)))
}

/// The summed time of `iters` runs.
fn total(iters: u64, mut run: impl FnMut() -> Duration) -> Duration {
    (0..iters).map(|_| run()).sum()
}

// Temporary on PostgreSQL: no WAL, so disk flushes do not add noise.
const PG_TABLE: &str = "CREATE TEMPORARY TABLE bench_keys (id uuid PRIMARY KEY)";
const SQLITE_TABLE: &str = "CREATE TABLE bench_keys (id BLOB PRIMARY KEY NOT NULL)";

fn bench(c: &mut Criterion) {
    let ulids = Generator::new().generate_batch(ROWS).unwrap();
    let uuids: Vec<uuid::Uuid> = ulids.iter().map(|&id| uuid::Uuid::from(id)).collect();
    let blobs: Vec<Vec<u8>> = ulids.iter().map(|id| id.to_bytes().to_vec()).collect();

    let mut group = c.benchmark_group("diesel insert+load 100k, SQLite");
    group.sample_size(10);
    let mut db = SqliteConnection::establish(":memory:").unwrap();
    group.bench_function("ulid-core", |b| {
        b.iter_custom(|iters| {
            total(iters, || {
                round_trip!(&mut db, sqlite::bench_keys, SQLITE_TABLE, Ulid, ulids)
            })
        });
    });
    group.bench_function("vec-u8", |b| {
        b.iter_custom(|iters| {
            total(iters, || {
                round_trip!(&mut db, sqlite::bench_keys, SQLITE_TABLE, Vec<u8>, blobs)
            })
        });
    });
    group.finish();

    let mut group = c.benchmark_group("diesel insert+load 100k, PostgreSQL");
    group.sample_size(10);
    let mut db = postgres();
    group.bench_function("ulid-core", |b| {
        b.iter_custom(|iters| {
            total(iters, || {
                round_trip!(&mut db, pg::bench_keys, PG_TABLE, Ulid, ulids)
            })
        });
    });
    group.bench_function("uuid", |b| {
        b.iter_custom(|iters| {
            total(iters, || {
                round_trip!(&mut db, pg::bench_keys, PG_TABLE, uuid::Uuid, uuids)
            })
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
