//! Inserting 100,000 rows and selecting them back, with `Ulid` and with
//! `uuid::Uuid` (sqlx's own support) as the key, on SQLite (in memory) and
//! PostgreSQL, in one criterion run. The two key types carry the same 16
//! bytes, so the ratio is what `Ulid`'s impls cost over sqlx's native ones.
//! `scripts/bench-table.py` prints the ratios.
//!
//! PostgreSQL: 127.0.0.1:5432 unless `ULID_TEST_POSTGRES_URL` is set.

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use sqlx::{Connection, PgConnection, Postgres, QueryBuilder, Sqlite, SqliteConnection};
use ulid_core::{Generator, Ulid};

const ROWS: usize = 100_000;
const BATCH: usize = 1_000;

/// Creates the table, inserts every ID in batches, selects them all back;
/// returns the time of the inserts and the select.
macro_rules! round_trip {
    ($db:ty, $conn:expr, $column_type:literal, $id:ty, $ids:expr) => {{
        let conn = $conn;
        sqlx::query("DROP TABLE IF EXISTS bench_keys")
            .execute(&mut *conn)
            .await
            .unwrap();
        // Temporary: no WAL on PostgreSQL, so disk flushes do not add noise.
        sqlx::query(concat!(
            "CREATE TEMPORARY TABLE bench_keys (id ",
            $column_type,
            " PRIMARY KEY)"
        ))
        .execute(&mut *conn)
        .await
        .unwrap();
        let start = Instant::now();
        for chunk in $ids.chunks(BATCH) {
            let mut insert = QueryBuilder::<$db>::new("INSERT INTO bench_keys (id) ");
            insert.push_values(chunk, |mut row, id| {
                row.push_bind(*id);
            });
            insert.build().execute(&mut *conn).await.unwrap();
        }
        let read: Vec<$id> = sqlx::query_scalar("SELECT id FROM bench_keys ORDER BY id")
            .fetch_all(&mut *conn)
            .await
            .unwrap();
        let elapsed = start.elapsed();
        assert_eq!(read.as_slice(), $ids.as_slice());
        elapsed
    }};
}

fn ids() -> (Vec<Ulid>, Vec<uuid::Uuid>) {
    let ulids = Generator::new().generate_batch(ROWS).unwrap();
    let uuids = ulids.iter().map(|&id| uuid::Uuid::from(id)).collect();
    (ulids, uuids)
}

async fn sqlite() -> SqliteConnection {
    SqliteConnection::connect("sqlite::memory:").await.unwrap()
}

async fn postgres() -> PgConnection {
    let url = ulid_tests::servers::postgres_url();
    PgConnection::connect(&url)
        .await
        .unwrap_or_else(|err| panic!("{}", ulid_tests::servers::postgres_unreachable(err)))
}

/// The summed time of `iters` runs, one after the other.
fn total<F: Future<Output = Duration>>(
    iters: u64,
    mut run: impl FnMut() -> F,
) -> impl Future<Output = Duration> {
    let runs: Vec<F> = (0..iters).map(|_| run()).collect();
    async move {
        let mut sum = Duration::ZERO;
        for run in runs {
            sum += run.await;
        }
        sum
    }
}

fn bench(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let (ulids, uuids) = ids();
    let mut group = c.benchmark_group("sqlx insert+select 100k, SQLite");
    group.sample_size(10);
    group.bench_function("ulid-core", |b| {
        b.to_async(&runtime).iter_custom(|iters| {
            total(iters, || async {
                round_trip!(Sqlite, &mut sqlite().await, "BLOB", Ulid, &ulids)
            })
        });
    });
    group.bench_function("uuid", |b| {
        b.to_async(&runtime).iter_custom(|iters| {
            total(iters, || async {
                round_trip!(Sqlite, &mut sqlite().await, "BLOB", uuid::Uuid, &uuids)
            })
        });
    });
    group.finish();

    let mut group = c.benchmark_group("sqlx insert+select 100k, PostgreSQL");
    group.sample_size(10);
    group.bench_function("ulid-core", |b| {
        b.to_async(&runtime).iter_custom(|iters| {
            total(iters, || async {
                round_trip!(Postgres, &mut postgres().await, "uuid", Ulid, &ulids)
            })
        });
    });
    group.bench_function("uuid", |b| {
        b.to_async(&runtime).iter_custom(|iters| {
            total(iters, || async {
                round_trip!(Postgres, &mut postgres().await, "uuid", uuid::Uuid, &uuids)
            })
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
