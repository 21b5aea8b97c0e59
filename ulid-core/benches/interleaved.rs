//! The text codec beside `ulid` 3 and `uuid` 1 in time, with the
//! contenders' rounds interleaved: round after round, each contender runs
//! the same number of operations in turn, so that a slower or busier
//! stretch of a shared machine falls on all of them alike, and the median
//! round of each is compared. Criterion (`benches/peers.rs`) runs one
//! contender after the other instead.
//!
//! `cargo bench -p ulid-core --bench interleaved` prints one table: per
//! operation, each contender's median nanoseconds per operation and its
//! ratio to `ulid-core`.

mod inputs;

use std::hint::black_box;
use std::time::Instant;

use inputs::{INVALID_FIRST, INVALID_LAST, TEXT, TYPEID, TsUser, UUID_TEXT, User};

/// Operations per contender per round, and rounds.
const PER_ROUND: u32 = 200_000;
const ROUNDS: usize = 31;

/// One operation of one contender, run `n` times.
type Operation = fn(u32);

/// Every operation: (name, [(contender, code)]), `ulid-core` first.
const OPERATIONS: &[(&str, &[(&str, Operation)])] = &[
    (
        "encode into a buffer",
        &[
            ("ulid-core", |n| {
                let id = ulid_core::Ulid::parse(TEXT).unwrap();
                for _ in 0..n {
                    let mut buf = [0; ulid_core::ENCODED_LEN];
                    black_box(black_box(id).encode(&mut buf));
                }
            }),
            ("ulid", |n| {
                let id = ulid::Ulid::from_string(TEXT).unwrap();
                for _ in 0..n {
                    let mut buf = [0; ulid::ULID_LEN];
                    black_box(black_box(id).array_to_str(&mut buf));
                }
            }),
            ("uuid", |n| {
                let id = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
                for _ in 0..n {
                    let mut buf = [0; uuid::fmt::Hyphenated::LENGTH];
                    black_box(black_box(id).hyphenated().encode_upper(&mut buf));
                }
            }),
        ],
    ),
    (
        "encode lower case into a buffer",
        &[
            ("ulid-core", |n| {
                let id = ulid_core::Ulid::parse(TEXT).unwrap();
                for _ in 0..n {
                    let mut buf = [0; ulid_core::ENCODED_LEN];
                    black_box(black_box(id).encode_lower(&mut buf));
                }
            }),
            ("uuid", |n| {
                let id = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
                for _ in 0..n {
                    let mut buf = [0; uuid::fmt::Hyphenated::LENGTH];
                    black_box(black_box(id).hyphenated().encode_lower(&mut buf));
                }
            }),
        ],
    ),
    (
        "parse",
        &[
            ("ulid-core", |n| {
                for _ in 0..n {
                    black_box(ulid_core::Ulid::parse(black_box(TEXT)).ok());
                }
            }),
            ("ulid", |n| {
                for _ in 0..n {
                    black_box(ulid::Ulid::from_string(black_box(TEXT)).ok());
                }
            }),
            ("uuid", |n| {
                for _ in 0..n {
                    black_box(uuid::Uuid::parse_str(black_box(UUID_TEXT)).ok());
                }
            }),
        ],
    ),
    (
        "parse, invalid first character",
        &[
            ("ulid-core", |n| {
                for _ in 0..n {
                    black_box(ulid_core::Ulid::parse(black_box(INVALID_FIRST)).err());
                }
            }),
            ("ulid", |n| {
                for _ in 0..n {
                    black_box(ulid::Ulid::from_string(black_box(INVALID_FIRST)).err());
                }
            }),
        ],
    ),
    (
        "parse, invalid last character",
        &[
            ("ulid-core", |n| {
                for _ in 0..n {
                    black_box(ulid_core::Ulid::parse(black_box(INVALID_LAST)).err());
                }
            }),
            ("ulid", |n| {
                for _ in 0..n {
                    black_box(ulid::Ulid::from_string(black_box(INVALID_LAST)).err());
                }
            }),
        ],
    ),
    (
        "to_string",
        &[
            ("ulid-core", |n| {
                let id = ulid_core::Ulid::parse(TEXT).unwrap();
                for _ in 0..n {
                    black_box(black_box(id).to_string());
                }
            }),
            ("ulid", |n| {
                let id = ulid::Ulid::from_string(TEXT).unwrap();
                for _ in 0..n {
                    black_box(black_box(id).to_string());
                }
            }),
            ("uuid", |n| {
                let id = uuid::Uuid::parse_str(UUID_TEXT).unwrap();
                for _ in 0..n {
                    black_box(black_box(id).to_string());
                }
            }),
        ],
    ),
    (
        "TypeID parse",
        &[
            ("ulid-core", |n| {
                for _ in 0..n {
                    black_box(ulid_core::Id::<User>::parse(black_box(TYPEID)).ok());
                }
            }),
            ("type-safe-id", |n| {
                for _ in 0..n {
                    black_box(
                        black_box(TYPEID)
                            .parse::<type_safe_id::TypeSafeId<TsUser>>()
                            .ok(),
                    );
                }
            }),
        ],
    ),
    (
        "TypeID to_string",
        &[
            ("ulid-core", |n| {
                let id = ulid_core::Id::<User>::parse(TYPEID).unwrap();
                for _ in 0..n {
                    black_box(black_box(id).to_string());
                }
            }),
            ("type-safe-id", |n| {
                let id: type_safe_id::TypeSafeId<TsUser> = TYPEID.parse().unwrap();
                for _ in 0..n {
                    black_box(black_box(&id).to_string());
                }
            }),
        ],
    ),
];

fn main() {
    // `cargo bench` passes `--bench`; this binary takes no other arguments.
    println!("median of {ROUNDS} interleaved rounds of {PER_ROUND} operations each");
    println!("| operation | contender | ns per operation | contender / ulid-core |");
    println!("|---|---|---|---|");
    for (operation, contenders) in OPERATIONS {
        // One warm-up round, then the measured ones.
        for (_, code) in *contenders {
            code(PER_ROUND);
        }
        let mut times = vec![Vec::with_capacity(ROUNDS); contenders.len()];
        for _ in 0..ROUNDS {
            for ((_, code), times) in contenders.iter().zip(&mut times) {
                let start = Instant::now();
                code(PER_ROUND);
                times.push(start.elapsed().as_secs_f64() * 1e9 / f64::from(PER_ROUND));
            }
        }
        let medians: Vec<f64> = times
            .iter_mut()
            .map(|times| {
                times.sort_by(f64::total_cmp);
                times[ROUNDS / 2]
            })
            .collect();
        for ((contender, _), median) in contenders.iter().zip(&medians) {
            println!(
                "| {operation} | {contender} | {median:.2} | {:.2}x |",
                median / medians[0]
            );
        }
    }
}
