//! rusqlite: inserting 100,000 rows and selecting them back, with `Ulid`
//! and with `uuid::Uuid` (rusqlite's own `uuid` feature) as the key, in an
//! in-memory SQLite database, in one criterion run. The two key types
//! carry the same 16 bytes as a BLOB, so the ratio is what `Ulid`'s impls
//! cost over rusqlite's native ones. `scripts/bench-table.py` prints it.

use std::fmt::Debug;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use rusqlite::Connection;
use rusqlite::types::{FromSql, ToSql};
use ulid_core::Generator;

const ROWS: usize = 100_000;

/// Creates the table, inserts every ID in one transaction, selects them
/// all back; returns the time of the inserts and the select.
fn round_trip<K: ToSql + FromSql + PartialEq + Debug>(ids: &[K]) -> Duration {
    let db = Connection::open_in_memory().unwrap();
    db.execute("CREATE TABLE bench_keys (id BLOB PRIMARY KEY)", [])
        .unwrap();
    let start = Instant::now();
    let transaction = db.unchecked_transaction().unwrap();
    {
        let mut insert = transaction
            .prepare("INSERT INTO bench_keys (id) VALUES (?1)")
            .unwrap();
        for id in ids {
            insert.execute([id]).unwrap();
        }
    }
    transaction.commit().unwrap();
    let mut select = db.prepare("SELECT id FROM bench_keys ORDER BY id").unwrap();
    let read: Vec<K> = select
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let elapsed = start.elapsed();
    assert_eq!(read, ids);
    elapsed
}

fn bench(c: &mut Criterion) {
    let ulids = Generator::new().generate_batch(ROWS).unwrap();
    let uuids: Vec<uuid::Uuid> = ulids.iter().map(|&id| uuid::Uuid::from(id)).collect();
    let mut group = c.benchmark_group("rusqlite insert+select 100k, SQLite");
    group.sample_size(10);
    group.bench_function("ulid-core", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| round_trip(&ulids)).sum());
    });
    group.bench_function("uuid", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| round_trip(&uuids)).sum());
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
