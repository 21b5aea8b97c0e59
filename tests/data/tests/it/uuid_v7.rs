//! ULIDs in UUIDv7 form, from every path that makes them (threads, forced
//! carries within one millisecond, random increments), checked against
//! implementations we did not write: Python's `uuid` (version 7, the RFC
//! variant, the millisecond in the top 48 bits), python-ulid (the same 26
//! characters for the same 16 bytes), typeid-python (a TypeID's UUID is
//! version 7) and the `uuid` crate. Each sequence strictly increases as
//! bytes, as text and as Python `UUID` values. (PostgreSQL 18's
//! `uuid_extract_timestamp` is the extension's test.)

use std::collections::HashSet;
use std::fmt::Write as _;

use ulid_core::{
    Generator, Id, InfallibleGenerator, SharedGenerator, SharedInfallibleGenerator, SystemClock,
    ThreadEntropy, Ulid, UuidV7Form, prefix,
};
use ulid_tests::servers;

prefix!(User = "user");

/// Checks every line (`sequence hex text typeid millisecond`) and prints
/// how many it checked. Within a sequence each ID is above the one before
/// as a `UUID`, as bytes and as text.
const CHECK: &str = r#"
import sys, uuid
from ulid import ULID
from typeid import TypeID
last = {}
count = 0
for line in sys.stdin:
    sequence, hex_, text, type_id, ms = line.split()
    u = uuid.UUID(hex=hex_)
    assert u.version == 7, (line, u.version)
    assert u.variant == uuid.RFC_4122, (line, u.variant)
    assert u.int >> 80 == int(ms), (line, u.int >> 80)
    assert str(ULID.from_bytes(u.bytes)) == text, (line, str(ULID.from_bytes(u.bytes)))
    assert ULID.from_str(text).milliseconds == int(ms), line
    parsed = TypeID.from_string(type_id)
    assert parsed.prefix == "user" and parsed.uuid.version == 7, (line, parsed.uuid.version)
    assert str(parsed.uuid) == str(u), line
    if sequence != "-":
        before = last.get(sequence)
        if before is not None:
            assert before[0] < u and before[0].bytes < u.bytes and before[1] < text, (before, line)
        last[sequence] = (u, text)
    count += 1
print(count)
"#;

/// The IDs of one sequence, strictly increasing in the order made.
struct Sequence {
    name: &'static str,
    ids: Vec<Ulid>,
}

fn sequences() -> Vec<Sequence> {
    let mut all = Vec::new();
    // A clock that stands still and a counter drawn just below a carry out
    // of its 62 low bits, then at the very top: the fallible generator
    // counts over the fixed bits and stops at the last counter...
    let just_below = || (1u128 << 62) - 16;
    let mut ids = Generator::with_sources_uuid_v7(|| 1_700_000_000_000u64, just_below);
    all.push(Sequence {
        name: "carry over the fixed bits",
        ids: (0..40).map(|_| ids.generate().unwrap()).collect(),
    });
    let mut ids = Generator::with_sources_uuid_v7(|| 1_700_000_000_001u64, || u128::MAX - 20);
    let made: Vec<Ulid> = (0..25).map_while(|_| ids.generate().ok()).collect();
    assert_eq!(made.len(), 21, "the 74 bits used up after 21 IDs");
    all.push(Sequence {
        name: "up to the last counter",
        ids: made,
    });
    // ... the infallible ones carry into the next millisecond, in form.
    let mut ids =
        InfallibleGenerator::with_sources_uuid_v7(|| 1_700_000_000_002u64, || u128::MAX - 3);
    all.push(Sequence {
        name: "carried into the next millisecond",
        ids: (0..10).map(|_| ids.generate()).collect(),
    });
    let ids =
        SharedInfallibleGenerator::with_sources_uuid_v7(|| 1_700_000_000_003u64, || u128::MAX);
    all.push(Sequence {
        name: "shared, carried",
        ids: ids.generate_batch(5),
    });
    // The system clock and the thread-local CSPRNG.
    let mut ids = Generator::new_uuid_v7().with_random_increments();
    all.push(Sequence {
        name: "random increments",
        ids: ids.generate_batch(2_000).unwrap(),
    });
    let mut ids = InfallibleGenerator::new_uuid_v7();
    all.push(Sequence {
        name: "infallible",
        ids: (0..2_000).map(|_| ids.generate()).collect(),
    });
    // Four threads on one shared generator: each thread's IDs increase.
    let shared: SharedGenerator<SystemClock, ThreadEntropy, UuidV7Form> =
        SharedGenerator::new_uuid_v7();
    let names = [
        "shared, thread 0",
        "shared, thread 1",
        "shared, thread 2",
        "shared, thread 3",
    ];
    std::thread::scope(|scope| {
        let handles: Vec<_> = names
            .iter()
            .map(|name| {
                let shared = &shared;
                scope.spawn(move || Sequence {
                    name,
                    ids: (0..2_000).map(|_| shared.generate().unwrap()).collect(),
                })
            })
            .collect();
        all.extend(handles.into_iter().map(|handle| handle.join().unwrap()));
    });
    all
}

#[test]
fn uuid_v7_form_ids_are_uuid_v7s_to_python_python_ulid_and_typeid_python() {
    let sequences = sequences();
    let unordered: Vec<Ulid> = (0..2_000)
        .map(|_| Ulid::new_uuid_v7())
        .chain((0..2_000).map(|_| Id::<User>::new().to_ulid()))
        .collect();
    let mut input = String::new();
    let mut lines = 0;
    let mut line = |sequence: &str, id: Ulid| {
        let type_id = Id::<User>::from_ulid(id);
        writeln!(
            input,
            "{sequence} {:032x} {id} {type_id} {}",
            id.to_u128(),
            id.timestamp_ms()
        )
        .unwrap();
        lines += 1;
    };
    for (index, sequence) in sequences.iter().enumerate() {
        for id in &sequence.ids {
            line(&index.to_string(), *id);
        }
    }
    for id in &unordered {
        line("-", *id);
    }
    let printed = servers::python(CHECK, input, "python-ulid typeid-python");
    assert_eq!(
        String::from_utf8(printed).unwrap().trim(),
        lines.to_string()
    );

    // Never the same ID twice, across every path and thread.
    let mut seen = HashSet::new();
    for id in sequences.iter().flat_map(|s| &s.ids).chain(&unordered) {
        assert!(seen.insert(*id), "{id} made twice");
    }
}

#[test]
fn the_uuid_crate_reads_version_7_and_the_millisecond() {
    for sequence in sequences() {
        for id in &sequence.ids {
            let uuid = uuid::Uuid::from_bytes(id.to_bytes());
            assert_eq!(uuid.get_version_num(), 7, "{}: {id}", sequence.name);
            assert_eq!(
                uuid.get_variant(),
                uuid::Variant::RFC4122,
                "{}",
                sequence.name
            );
            let (seconds, nanos) = uuid.get_timestamp().expect("a v7 has one").to_unix();
            assert_eq!(
                seconds * 1_000 + u64::from(nanos / 1_000_000),
                id.timestamp_ms(),
                "{}: {id}",
                sequence.name
            );
        }
        assert!(
            sequence.ids.is_sorted_by(|a, b| a < b),
            "{} out of order",
            sequence.name
        );
    }
}
