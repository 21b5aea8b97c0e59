//! `Ulid`'s serde impls side by side with `ulid` 3.x and `uuid` 1.x in one
//! criterion run: a struct with one ID, through serde_json and postcard.
//! `scripts/bench-table.py` prints the ratios.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
struct Ours {
    id: ulid_core::Ulid,
}

#[derive(Serialize, Deserialize)]
struct Theirs {
    id: ulid::Ulid,
}

#[derive(Serialize, Deserialize)]
struct Uuid {
    id: uuid::Uuid,
}

const TEXT: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
const UUID_TEXT: &str = "01563e3a-b5d3-d676-4c61-efb99302bd5b";

fn json_deserialize(c: &mut Criterion) {
    let mut group = c.benchmark_group("serde_json deserialize");
    let ours = format!(r#"{{"id":"{TEXT}"}}"#);
    let uuid = format!(r#"{{"id":"{UUID_TEXT}"}}"#);
    group.bench_function("ulid-core", |b| {
        b.iter(|| {
            serde_json::from_str::<Ours>(black_box(&ours))
                .map(|s| s.id)
                .ok()
        });
    });
    group.bench_function("ulid", |b| {
        b.iter(|| {
            serde_json::from_str::<Theirs>(black_box(&ours))
                .map(|s| s.id)
                .ok()
        });
    });
    group.bench_function("uuid", |b| {
        b.iter(|| {
            serde_json::from_str::<Uuid>(black_box(&uuid))
                .map(|s| s.id)
                .ok()
        });
    });
    group.finish();
}

fn json_serialize(c: &mut Criterion) {
    let mut group = c.benchmark_group("serde_json serialize");
    let ours = Ours {
        id: TEXT.parse().unwrap(),
    };
    let theirs = Theirs {
        id: TEXT.parse().unwrap(),
    };
    let uuid = Uuid {
        id: UUID_TEXT.parse().unwrap(),
    };
    let mut out = Vec::with_capacity(64);
    group.bench_function("ulid-core", |b| {
        b.iter(|| {
            out.clear();
            serde_json::to_writer(&mut out, black_box(&ours)).unwrap();
            out.len()
        });
    });
    group.bench_function("ulid", |b| {
        b.iter(|| {
            out.clear();
            serde_json::to_writer(&mut out, black_box(&theirs)).unwrap();
            out.len()
        });
    });
    group.bench_function("uuid", |b| {
        b.iter(|| {
            out.clear();
            serde_json::to_writer(&mut out, black_box(&uuid)).unwrap();
            out.len()
        });
    });
    group.finish();
}

fn postcard_deserialize(c: &mut Criterion) {
    let mut group = c.benchmark_group("postcard deserialize");
    // Each crate's own encoding: ours and uuid's are 16 bytes, ulid's is
    // the 26-character string.
    let ours = postcard::to_allocvec(&Ours {
        id: TEXT.parse().unwrap(),
    })
    .unwrap();
    let theirs = postcard::to_allocvec(&Theirs {
        id: TEXT.parse().unwrap(),
    })
    .unwrap();
    let uuid = postcard::to_allocvec(&Uuid {
        id: UUID_TEXT.parse().unwrap(),
    })
    .unwrap();
    group.bench_function("ulid-core", |b| {
        b.iter(|| {
            postcard::from_bytes::<Ours>(black_box(&ours))
                .map(|s| s.id)
                .ok()
        });
    });
    group.bench_function("ulid", |b| {
        b.iter(|| {
            postcard::from_bytes::<Theirs>(black_box(&theirs))
                .map(|s| s.id)
                .ok()
        });
    });
    group.bench_function("uuid", |b| {
        b.iter(|| {
            postcard::from_bytes::<Uuid>(black_box(&uuid))
                .map(|s| s.id)
                .ok()
        });
    });
    group.finish();
}

criterion_group!(
    peers,
    json_deserialize,
    json_serialize,
    postcard_deserialize
);
criterion_main!(peers);
