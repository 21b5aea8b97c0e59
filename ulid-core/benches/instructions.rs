//! Instruction counts per operation, `ulid-core` beside `ulid` 3 and
//! `uuid` 1, measured by callgrind: unlike times on a shared machine, the
//! count is the same from run to run.
//!
//! `cargo bench -p ulid-core --bench instructions` runs this binary once per
//! operation and contender under `valgrind --tool=callgrind`, with 1 and
//! with 1 + 10,000 repetitions, and prints the difference divided by
//! 10,000: the instructions of one operation, without start-up. Needs
//! valgrind (`apt-get install valgrind`); says so and stops without it.

mod callgrind;
mod inputs;

use std::hint::black_box;

use callgrind::Operation;
use inputs::{INVALID_FIRST, INVALID_LAST, TEXT, TYPEID, TsUser, UUID_TEXT, User};

/// Every operation: (group, contender, code).
const OPERATIONS: &[(&str, &str, Operation)] = &[
    ("encode into a buffer", "ulid-core", |n| {
        let id = ulid_core::Ulid::parse(TEXT).unwrap();
        for _ in 0..n {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(black_box(id).encode(&mut buf));
        }
    }),
    ("encode into a buffer", "ulid-core const fn", |n| {
        let id = ulid_core::Ulid::parse(TEXT).unwrap();
        for _ in 0..n {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(black_box(id).encode_const(&mut buf));
        }
    }),
    ("encode into a buffer", "ulid", |n| {
        let id = ulid::Ulid::from_string(TEXT).unwrap();
        for _ in 0..n {
            let mut buf = [0; ulid::ULID_LEN];
            black_box(black_box(id).array_to_str(&mut buf));
        }
    }),
    ("encode into a buffer", "uuid", |n| {
        let id = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
        for _ in 0..n {
            let mut buf = [0; uuid::fmt::Hyphenated::LENGTH];
            black_box(black_box(id).hyphenated().encode_upper(&mut buf));
        }
    }),
    ("encode lower case into a buffer", "ulid-core", |n| {
        let id = ulid_core::Ulid::parse(TEXT).unwrap();
        for _ in 0..n {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(black_box(id).encode_lower(&mut buf));
        }
    }),
    (
        "encode lower case into a buffer",
        "ulid-core const fn",
        |n| {
            let id = ulid_core::Ulid::parse(TEXT).unwrap();
            for _ in 0..n {
                let mut buf = [0; ulid_core::ENCODED_LEN];
                black_box(black_box(id).encode_lower_const(&mut buf));
            }
        },
    ),
    ("encode lower case into a buffer", "uuid", |n| {
        let id = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
        for _ in 0..n {
            let mut buf = [0; uuid::fmt::Hyphenated::LENGTH];
            black_box(black_box(id).hyphenated().encode_lower(&mut buf));
        }
    }),
    ("lower-case to_string", "ulid-core", |n| {
        let id = ulid_core::Ulid::parse(TEXT).unwrap();
        for _ in 0..n {
            black_box(black_box(id).lowercase().to_string());
        }
    }),
    ("lower-case to_string", "ulid", |n| {
        let id = ulid::Ulid::from_string(TEXT).unwrap();
        for _ in 0..n {
            black_box(black_box(id).to_string().to_lowercase());
        }
    }),
    ("parse", "ulid-core", |n| {
        for _ in 0..n {
            black_box(ulid_core::Ulid::parse(black_box(TEXT)).ok());
        }
    }),
    ("parse", "ulid-core const fn", |n| {
        for _ in 0..n {
            black_box(ulid_core::Ulid::parse_const(black_box(TEXT)).ok());
        }
    }),
    ("parse", "ulid", |n| {
        for _ in 0..n {
            black_box(ulid::Ulid::from_string(black_box(TEXT)).ok());
        }
    }),
    ("parse", "uuid", |n| {
        for _ in 0..n {
            black_box(uuid::Uuid::parse_str(black_box(UUID_TEXT)).ok());
        }
    }),
    ("parse, invalid first character", "ulid-core", |n| {
        for _ in 0..n {
            black_box(ulid_core::Ulid::parse(black_box(INVALID_FIRST)).err());
        }
    }),
    ("parse, invalid first character", "ulid", |n| {
        for _ in 0..n {
            black_box(ulid::Ulid::from_string(black_box(INVALID_FIRST)).err());
        }
    }),
    ("parse, invalid last character", "ulid-core", |n| {
        for _ in 0..n {
            black_box(ulid_core::Ulid::parse(black_box(INVALID_LAST)).err());
        }
    }),
    ("parse, invalid last character", "ulid", |n| {
        for _ in 0..n {
            black_box(ulid::Ulid::from_string(black_box(INVALID_LAST)).err());
        }
    }),
    ("to_string", "ulid-core", |n| {
        let id = ulid_core::Ulid::parse(TEXT).unwrap();
        for _ in 0..n {
            black_box(black_box(id).to_string());
        }
    }),
    ("to_string", "ulid", |n| {
        let id = ulid::Ulid::from_string(TEXT).unwrap();
        for _ in 0..n {
            black_box(black_box(id).to_string());
        }
    }),
    ("to_string", "uuid", |n| {
        let id = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
        for _ in 0..n {
            black_box(black_box(id).to_string());
        }
    }),
    ("new", "ulid-core", |n| {
        for _ in 0..n {
            black_box(ulid_core::Ulid::new());
        }
    }),
    ("new", "ulid", |n| {
        for _ in 0..n {
            black_box(ulid::Ulid::generate());
        }
    }),
    ("new", "clock read alone", |n| {
        for _ in 0..n {
            black_box(std::time::SystemTime::now());
        }
    }),
    ("new", "uuid v4 (fast-rng)", |n| {
        for _ in 0..n {
            black_box(uuid::Uuid::new_v4());
        }
    }),
    ("new in UUIDv7 form", "ulid-core", |n| {
        for _ in 0..n {
            black_box(ulid_core::Ulid::new_uuid_v7());
        }
    }),
    ("new in UUIDv7 form", "uuid now_v7", |n| {
        for _ in 0..n {
            black_box(uuid::Uuid::now_v7());
        }
    }),
    ("TypeID parse", "ulid-core", |n| {
        for _ in 0..n {
            black_box(ulid_core::Id::<User>::parse(black_box(TYPEID)).ok());
        }
    }),
    ("TypeID parse", "type-safe-id", |n| {
        for _ in 0..n {
            black_box(
                black_box(TYPEID)
                    .parse::<type_safe_id::TypeSafeId<TsUser>>()
                    .ok(),
            );
        }
    }),
    ("TypeID to_string", "ulid-core", |n| {
        let id = ulid_core::Id::<User>::parse(TYPEID).unwrap();
        for _ in 0..n {
            black_box(black_box(id).to_string());
        }
    }),
    ("TypeID to_string", "type-safe-id", |n| {
        let id: type_safe_id::TypeSafeId<TsUser> = TYPEID.parse().unwrap();
        for _ in 0..n {
            black_box(black_box(&id).to_string());
        }
    }),
    ("monotonic", "ulid-core", |n| {
        let mut ids = ulid_core::Generator::new();
        for _ in 0..n {
            black_box(ids.generate().ok());
        }
    }),
    ("monotonic", "ulid", |n| {
        let mut ids = ulid::Generator::new();
        for _ in 0..n {
            black_box(ids.generate().ok());
        }
    }),
    ("infallible monotonic", "ulid-core", |n| {
        let mut ids = ulid_core::InfallibleGenerator::new();
        for _ in 0..n {
            black_box(ids.generate());
        }
    }),
    ("monotonic, UUIDv7 form", "ulid-core", |n| {
        let mut ids = ulid_core::Generator::new_uuid_v7();
        for _ in 0..n {
            black_box(ids.generate().ok());
        }
    }),
    ("infallible monotonic, UUIDv7 form", "ulid-core", |n| {
        let mut ids = ulid_core::InfallibleGenerator::new_uuid_v7();
        for _ in 0..n {
            black_box(ids.generate());
        }
    }),
    ("infallible monotonic, UUIDv7 form", "uuid ContextV7", |n| {
        let context = uuid::ContextV7::new();
        for _ in 0..n {
            black_box(uuid::Uuid::new_v7(uuid::Timestamp::now(&context)));
        }
    }),
    ("infallible monotonic", "uuid ContextV7", |n| {
        let context = uuid::ContextV7::new();
        for _ in 0..n {
            black_box(uuid::Uuid::new_v7(uuid::Timestamp::now(&context)));
        }
    }),
    // One thread on a shared generator: the price of sharing without the
    // contention (two threads are timed by the criterion bench).
    ("shared, 1 thread", "ulid-core", |n| {
        let ids = ulid_core::SharedGenerator::new();
        for _ in 0..n {
            black_box(ids.generate().ok());
        }
    }),
    ("shared, 1 thread, UUIDv7 form", "ulid-core", |n| {
        let ids = ulid_core::SharedGenerator::new_uuid_v7();
        for _ in 0..n {
            black_box(ids.generate().ok());
        }
    }),
    ("shared, 1 thread", "ulid", |n| {
        let ids = std::sync::Mutex::new(ulid::Generator::new());
        for _ in 0..n {
            black_box(ids.lock().unwrap().generate().ok());
        }
    }),
];

fn main() {
    callgrind::run(OPERATIONS);
}
