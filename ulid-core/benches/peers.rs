//! `ulid-core` side by side with the `ulid` (3.x) and `uuid` (1.x) crates,
//! in one criterion run. `scripts/bench-table.py` turns the results into
//! the ratio table of the benchmarks guide.
//!
//! Every closure takes its input through `black_box` and returns what it
//! produced, so the compiler cannot drop the work.

use std::hint::black_box;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

mod inputs;

use inputs::{INVALID_FIRST, INVALID_LAST, TEXT, TYPEID, TsUser, UUID_TEXT, User};

fn new(c: &mut Criterion) {
    let mut group = c.benchmark_group("new");
    group.bench_function("ulid-core", |b| b.iter(ulid_core::Ulid::new));
    group.bench_function("ulid", |b| b.iter(ulid::Ulid::generate));
    // What every generator pays first: the clock read (`Ulid::new` is this
    // plus 80 random bits from a thread-local ChaCha12 and the packing).
    group.bench_function("clock read alone", |b| b.iter(std::time::SystemTime::now));
    // With uuid's `fast-rng` (a dev-dependency feature here): a user-space
    // generator, as ours, not a getrandom system call per ID.
    group.bench_function("uuid v4 (fast-rng)", |b| b.iter(uuid::Uuid::new_v4));
    group.bench_function("ulid-core, UUIDv7 form", |b| {
        b.iter(ulid_core::Ulid::new_uuid_v7)
    });
    group.finish();
}

fn monotonic(c: &mut Criterion) {
    let mut group = c.benchmark_group("monotonic");
    group.bench_function("ulid-core", |b| {
        let mut ids = ulid_core::Generator::new();
        b.iter(|| ids.generate().ok());
    });
    group.bench_function("ulid", |b| {
        let mut ids = ulid::Generator::new();
        b.iter(|| ids.generate().ok());
    });
    group.bench_function("ulid-core, UUIDv7 form", |b| {
        let mut ids = ulid_core::Generator::new_uuid_v7();
        b.iter(|| ids.generate().ok());
    });
    // uuid's own monotonic source: a process-wide v7 context.
    group.bench_function("uuid v7", |b| b.iter(uuid::Uuid::now_v7));
    group.finish();
}

/// Generators whose `generate` cannot fail: ours carries a used-up
/// millisecond into the next, as uuid's `ContextV7` does; `ulid` 3's
/// generator returns a `Result` its caller settles (beside for scale).
fn infallible(c: &mut Criterion) {
    let mut group = c.benchmark_group("infallible monotonic");
    group.bench_function("ulid-core", |b| {
        let mut ids = ulid_core::InfallibleGenerator::new();
        b.iter(|| ids.generate());
    });
    group.bench_function("ulid-core, UUIDv7 form", |b| {
        let mut ids = ulid_core::InfallibleGenerator::new_uuid_v7();
        b.iter(|| ids.generate());
    });
    group.bench_function("ulid-core, fallible Generator", |b| {
        let mut ids = ulid_core::Generator::new();
        b.iter(|| ids.generate().ok());
    });
    group.bench_function("ulid", |b| {
        let mut ids = ulid::Generator::new();
        b.iter(|| ids.generate().ok());
    });
    group.bench_function("uuid ContextV7", |b| {
        let context = uuid::ContextV7::new();
        b.iter(|| uuid::Uuid::new_v7(uuid::Timestamp::now(&context)));
    });
    group.finish();
}

/// A shared generator on one thread: what sharing costs without contention.
fn shared_one_thread(c: &mut Criterion) {
    let mut group = c.benchmark_group("shared, 1 thread");
    group.bench_function("ulid-core", |b| {
        let ids = ulid_core::SharedGenerator::new();
        b.iter(|| ids.generate().ok());
    });
    group.bench_function("ulid", |b| {
        let ids = Mutex::new(ulid::Generator::new());
        b.iter(|| ids.lock().unwrap().generate().ok());
    });
    group.finish();
}

/// Total time for `iters` IDs made by two threads at once (half each).
fn two_threads(iters: u64, generate: impl Fn() -> u128 + Sync) -> Duration {
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                let mut last = 0;
                for _ in 0..iters / 2 {
                    last ^= black_box(generate());
                }
                last
            });
        }
    });
    start.elapsed()
}

fn shared(c: &mut Criterion) {
    let mut group = c.benchmark_group("shared, 2 threads");
    group.bench_function("ulid-core", |b| {
        let ids = ulid_core::SharedGenerator::new();
        b.iter_custom(|iters| two_threads(iters, || ids.generate().map_or(0, u128::from)));
    });
    // No sharing at all: each thread its own generator (IDs are then
    // ordered per thread only), the floor that sharing is measured from.
    group.bench_function("ulid-core, a Generator per thread", |b| {
        thread_local! {
            static IDS: std::cell::RefCell<ulid_core::Generator> =
                const { std::cell::RefCell::new(ulid_core::Generator::new()) };
        }
        b.iter_custom(|iters| {
            two_threads(iters, || {
                IDS.with_borrow_mut(|ids| ids.generate().map_or(0, u128::from))
            })
        });
    });
    group.bench_function("ulid", |b| {
        let ids = Mutex::new(ulid::Generator::new());
        b.iter_custom(|iters| {
            two_threads(iters, || {
                ids.lock().unwrap().generate().map_or(0, u128::from)
            })
        });
    });
    group.bench_function("uuid v7", |b| {
        b.iter_custom(|iters| two_threads(iters, || uuid::Uuid::now_v7().as_u128()));
    });
    group.finish();
}

fn encode(c: &mut Criterion) {
    let mut group = c.benchmark_group("encode into a buffer");
    let ours = ulid_core::Ulid::parse(TEXT).unwrap();
    let theirs = ulid::Ulid::from_string(TEXT).unwrap();
    let uuid = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
    group.bench_function("ulid-core", |b| {
        b.iter(|| {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(ours).encode(&mut buf);
            buf
        });
    });
    // Our portable codec, which `const` code gets: the SIMD codec's gain.
    group.bench_function("ulid-core const fn", |b| {
        b.iter(|| {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(ours).encode_const(&mut buf);
            buf
        });
    });
    group.bench_function("ulid", |b| {
        b.iter(|| {
            let mut buf = [0; ulid::ULID_LEN];
            black_box(theirs).array_to_str(&mut buf);
            buf
        });
    });
    group.bench_function("uuid", |b| {
        b.iter(|| {
            let mut buf = [0; uuid::fmt::Hyphenated::LENGTH];
            black_box(uuid).hyphenated().encode_upper(&mut buf);
            buf
        });
    });
    group.finish();
}

/// Lower case: ours writes it directly; `ulid` 3 has no lower-case form
/// (users write `to_string().to_lowercase()`); uuid's hyphenated text.
fn encode_lower(c: &mut Criterion) {
    let mut group = c.benchmark_group("encode lower case into a buffer");
    let ours = ulid_core::Ulid::parse(TEXT).unwrap();
    let uuid = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
    group.bench_function("ulid-core", |b| {
        b.iter(|| {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(ours).encode_lower(&mut buf);
            buf
        });
    });
    group.bench_function("ulid-core upper case", |b| {
        b.iter(|| {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(ours).encode(&mut buf);
            buf
        });
    });
    group.bench_function("ulid-core const fn", |b| {
        b.iter(|| {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(ours).encode_lower_const(&mut buf);
            buf
        });
    });
    group.bench_function("uuid", |b| {
        b.iter(|| {
            let mut buf = [0; uuid::fmt::Hyphenated::LENGTH];
            black_box(uuid).hyphenated().encode_lower(&mut buf);
            buf
        });
    });
    group.finish();

    let mut group = c.benchmark_group("lower-case to_string");
    let theirs = ulid::Ulid::from_string(TEXT).unwrap();
    group.bench_function("ulid-core", |b| {
        b.iter(|| black_box(ours).lowercase().to_string());
    });
    group.bench_function("ulid", |b| {
        b.iter(|| black_box(theirs).to_string().to_lowercase());
    });
    group.bench_function("uuid", |b| b.iter(|| black_box(uuid).to_string()));
    group.finish();
}

fn to_string(c: &mut Criterion) {
    let mut group = c.benchmark_group("to_string");
    let ours = ulid_core::Ulid::parse(TEXT).unwrap();
    let theirs = ulid::Ulid::from_string(TEXT).unwrap();
    let uuid = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
    group.bench_function("ulid-core", |b| b.iter(|| black_box(ours).to_string()));
    group.bench_function("ulid", |b| b.iter(|| black_box(theirs).to_string()));
    group.bench_function("uuid", |b| b.iter(|| black_box(uuid).to_string()));
    group.finish();
}

fn parse(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse");
    group.bench_with_input(BenchmarkId::new("ulid-core", "valid"), TEXT, |b, text| {
        b.iter(|| ulid_core::Ulid::parse(black_box(text)).ok());
    });
    group.bench_with_input(
        BenchmarkId::new("ulid-core const fn", "valid"),
        TEXT,
        |b, text| b.iter(|| ulid_core::Ulid::parse_const(black_box(text)).ok()),
    );
    group.bench_with_input(BenchmarkId::new("ulid", "valid"), TEXT, |b, text| {
        b.iter(|| ulid::Ulid::from_string(black_box(text)).ok());
    });
    group.bench_with_input(BenchmarkId::new("uuid", "valid"), UUID_TEXT, |b, text| {
        b.iter(|| uuid::Uuid::parse_str(black_box(text)).ok());
    });
    // Rejected texts: ours finds out what and where with the portable
    // code after the SIMD code has rejected the text.
    for (name, text) in [
        ("invalid first character", INVALID_FIRST),
        ("invalid last character", INVALID_LAST),
    ] {
        group.bench_with_input(BenchmarkId::new("ulid-core", name), text, |b, text| {
            b.iter(|| ulid_core::Ulid::parse(black_box(text)).err());
        });
        group.bench_with_input(BenchmarkId::new("ulid", name), text, |b, text| {
            b.iter(|| ulid::Ulid::from_string(black_box(text)).err());
        });
    }
    group.finish();
}

/// Typed IDs: our `Id<P>` beside `type-safe-id`, the TypeID crate.
fn typed(c: &mut Criterion) {
    let mut group = c.benchmark_group("TypeID parse");
    group.bench_with_input(BenchmarkId::new("ulid-core", "valid"), TYPEID, |b, text| {
        b.iter(|| ulid_core::Id::<User>::parse(black_box(text)).ok());
    });
    group.bench_with_input(
        BenchmarkId::new("type-safe-id", "valid"),
        TYPEID,
        |b, text| {
            b.iter(|| {
                black_box(text)
                    .parse::<type_safe_id::TypeSafeId<TsUser>>()
                    .ok()
            });
        },
    );
    group.finish();

    let mut group = c.benchmark_group("TypeID to_string");
    let ours = ulid_core::Id::<User>::parse(TYPEID).unwrap();
    let theirs: type_safe_id::TypeSafeId<TsUser> = TYPEID.parse().unwrap();
    group.bench_function("ulid-core", |b| b.iter(|| black_box(ours).to_string()));
    group.bench_function("type-safe-id", |b| {
        b.iter(|| black_box(&theirs).to_string())
    });
    group.finish();
}

criterion_group!(
    peers,
    new,
    monotonic,
    infallible,
    shared_one_thread,
    shared,
    encode,
    encode_lower,
    to_string,
    parse,
    typed
);
criterion_main!(peers);
