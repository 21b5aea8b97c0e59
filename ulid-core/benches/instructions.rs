//! Instruction counts per operation, `ulid-core` beside `ulid` 3 and
//! `uuid` 1, measured by callgrind: unlike times on a shared machine, the
//! count is the same from run to run.
//!
//! `cargo bench -p ulid-core --bench instructions` runs this binary once per
//! operation and contender under `valgrind --tool=callgrind`, with 1 and
//! with 1 + 10,000 repetitions, and prints the difference divided by
//! 10,000: the instructions of one operation, without start-up. Needs
//! valgrind (`apt-get install valgrind`); says so and stops without it.
//! With `--features async-graphql,juniper,rocket,poem-openapi` it also
//! counts the API layers' argument parsing beside each library's `uuid`.

use std::hint::black_box;
use std::process::Command;

const TEXT: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
const UUID_TEXT: &str = "01563e3a-b5d3-d676-4c61-efb99302bd5b";
const REPEATS: u64 = 10_000;
const TYPEID: &str = "user_01h455vb4pex5vsknk084sn02q";

ulid_core::prefix!(User = "user");

/// `type-safe-id`'s kind for the same prefix.
#[derive(Default)]
struct TsUser;

impl type_safe_id::StaticType for TsUser {
    const TYPE: &'static str = "user";
}

/// One operation of one contender, repeated `n` times.
type Operation = fn(u64);

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
    // One thread on a shared generator: the price of sharing without the
    // contention (two threads are timed by the criterion bench).
    ("shared, 1 thread", "ulid-core", |n| {
        let ids = ulid_core::SharedGenerator::new();
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
    // The API layers (with their features: `--features
    // async-graphql,juniper,rocket,poem-openapi`), beside each library's own
    // `uuid` support: an argument or parameter from its text.
    #[cfg(feature = "async-graphql")]
    ("async-graphql: parse an argument", "ulid-core", |n| {
        graphql_parse::<ulid_core::Ulid>(TEXT, n);
    }),
    #[cfg(feature = "async-graphql")]
    (
        "async-graphql: parse an argument",
        "ulid-core Id<User>",
        |n| {
            graphql_parse::<ulid_core::Id<User>>(TYPEID, n);
        },
    ),
    #[cfg(feature = "async-graphql")]
    (
        "async-graphql: parse an argument",
        "uuid (async-graphql's)",
        |n| {
            graphql_parse::<uuid::Uuid>(UUID_TEXT, n);
        },
    ),
    #[cfg(feature = "juniper")]
    ("juniper: parse an argument", "ulid-core", |n| {
        juniper_parse::<ulid_core::Ulid>(TEXT, n);
    }),
    #[cfg(feature = "juniper")]
    ("juniper: parse an argument", "ulid-core Id<User>", |n| {
        juniper_parse::<ulid_core::Id<User>>(TYPEID, n);
    }),
    #[cfg(feature = "juniper")]
    ("juniper: parse an argument", "uuid (juniper's)", |n| {
        juniper_parse::<uuid::Uuid>(UUID_TEXT, n);
    }),
    #[cfg(feature = "rocket")]
    ("rocket: a path segment", "ulid-core", |n| {
        rocket_param::<ulid_core::Ulid>(TEXT, n);
    }),
    #[cfg(feature = "rocket")]
    ("rocket: a path segment", "ulid-core Id<User>", |n| {
        rocket_param::<ulid_core::Id<User>>(TYPEID, n);
    }),
    #[cfg(feature = "rocket")]
    ("rocket: a path segment", "uuid (rocket's)", |n| {
        rocket_param::<uuid::Uuid>(UUID_TEXT, n);
    }),
    #[cfg(feature = "poem-openapi")]
    ("poem-openapi: a path parameter", "ulid-core", |n| {
        poem_param::<ulid_core::Ulid>(TEXT, n);
    }),
    #[cfg(feature = "poem-openapi")]
    (
        "poem-openapi: a path parameter",
        "ulid-core Id<User>",
        |n| {
            poem_param::<ulid_core::Id<User>>(TYPEID, n);
        },
    ),
    #[cfg(feature = "poem-openapi")]
    (
        "poem-openapi: a path parameter",
        "uuid (poem-openapi's)",
        |n| {
            poem_param::<uuid::Uuid>(UUID_TEXT, n);
        },
    ),
];

#[cfg(feature = "async-graphql")]
fn graphql_parse<T: async_graphql::InputType>(text: &str, n: u64) {
    for _ in 0..n {
        let value = async_graphql::Value::String(black_box(text).to_owned());
        black_box(T::parse(Some(value)).is_ok());
    }
}

#[cfg(feature = "juniper")]
fn juniper_parse<T: juniper::FromInputValue>(text: &str, n: u64) {
    let input = juniper::InputValue::scalar(text);
    for _ in 0..n {
        black_box(T::from_input_value(black_box(&input)).is_ok());
    }
}

#[cfg(feature = "rocket")]
fn rocket_param<T: for<'a> rocket::request::FromParam<'a>>(text: &str, n: u64) {
    for _ in 0..n {
        black_box(T::from_param(black_box(text)).is_ok());
    }
}

#[cfg(feature = "poem-openapi")]
fn poem_param<T: poem_openapi::types::ParseFromParameter>(text: &str, n: u64) {
    for _ in 0..n {
        black_box(T::parse_from_parameter(black_box(text)).is_ok());
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with("--"))
        .collect();
    if let [index, repeats] = &args[..] {
        let (_, _, operation) = OPERATIONS[index.parse::<usize>().unwrap()];
        operation(repeats.parse().unwrap());
        return;
    }
    if Command::new("valgrind").arg("--version").output().is_err() {
        println!(
            "instruction counts skipped: valgrind is not installed (apt-get install valgrind)"
        );
        return;
    }
    let exe = std::env::current_exe().unwrap();
    let out = std::env::temp_dir().join(format!("ulid-core-callgrind-{}", std::process::id()));
    let instructions = |index: usize, repeats: u64| -> u64 {
        let status = Command::new("valgrind")
            .args(["--tool=callgrind", "--quiet"])
            .arg(format!("--callgrind-out-file={}", out.display()))
            .arg(&exe)
            .args([index.to_string(), repeats.to_string()])
            .status()
            .unwrap();
        assert!(status.success(), "valgrind failed");
        let profile = std::fs::read_to_string(&out).unwrap();
        let total = profile
            .lines()
            .find_map(|line| {
                line.strip_prefix("summary: ")
                    .or_else(|| line.strip_prefix("totals: "))
            })
            .expect("a callgrind summary line");
        total.trim().parse().unwrap()
    };
    println!("instructions per operation (callgrind; {REPEATS} repetitions less 1)");
    println!("| operation | contender | instructions | contender / ulid-core |");
    println!("|---|---|---|---|");
    let mut ours = 0.0;
    for (index, (group, contender, _)) in OPERATIONS.iter().enumerate() {
        let base = instructions(index, 1);
        let count = (instructions(index, 1 + REPEATS) - base) as f64 / REPEATS as f64;
        if *contender == "ulid-core" {
            ours = count;
        }
        println!(
            "| {group} | {contender} | {count:.0} | {:.2}x |",
            count / ours
        );
    }
    let _ = std::fs::remove_file(&out);
}
