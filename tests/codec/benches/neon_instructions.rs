//! Instructions per operation on aarch64, the NEON codec beside `ulid` 3
//! compiled for the same target, counted by QEMU: valgrind's callgrind
//! (`ulid-core/benches/instructions.rs`) counts x86_64 only here, where no
//! aarch64 CPU runs.
//!
//! `scripts/test-neon.sh --instructions` cross-compiles this bench and
//! runs it under `qemu-aarch64`; it runs itself once per operation in a
//! second QEMU, one guest instruction per translated block
//! (`-singlestep`) and every block executed logged (`-d nochain,exec`),
//! with 1 and with 1 + 1,000 repetitions, and prints the difference of the
//! logged blocks divided by 1,000: the instructions of one operation,
//! without start-up. Instructions, not time: QEMU translates each one, so
//! its speed says nothing of a CPU's.

use std::hint::black_box;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// A ULID's text, the one in the ULID spec's examples (as the x86 table's).
const TEXT: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
/// [`TEXT`] with an excluded letter (`U`) last.
const INVALID_LAST: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAU";
/// Repetitions of each operation in the measured run.
const REPEATS: u64 = 1_000;

/// One operation of one contender, repeated `n` times.
type Operation = fn(u64);

/// Every operation: (group, contender, code), as in the x86 table.
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
    ("encode lower case into a buffer", "ulid-core", |n| {
        let id = ulid_core::Ulid::parse(TEXT).unwrap();
        for _ in 0..n {
            let mut buf = [0; ulid_core::ENCODED_LEN];
            black_box(black_box(id).encode_lower(&mut buf));
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
];

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
    if !cfg!(target_arch = "aarch64") {
        println!(
            "aarch64 instruction counts skipped: this build is for another target \
             (scripts/test-neon.sh --instructions builds it for aarch64)"
        );
        return;
    }
    // Under qemu-user, this process's executable is the aarch64 one, and a
    // program it starts runs on the host: the second QEMU.
    let exe = std::env::current_exe().unwrap();
    let instructions = |index: usize, repeats: u64| -> u64 {
        let mut qemu = Command::new("qemu-aarch64")
            .args(["-L", "/usr/aarch64-linux-gnu", "-singlestep"])
            .args(["-d", "nochain,exec", "-D", "/dev/stderr"])
            .arg(&exe)
            .args([index.to_string(), repeats.to_string()])
            .stderr(Stdio::piped())
            .spawn()
            .expect("qemu-aarch64 (Debian's qemu-user)");
        let log = BufReader::new(qemu.stderr.take().unwrap());
        let blocks = log
            .split(b'\n')
            .filter(|line| line.as_ref().unwrap().starts_with(b"Trace "))
            .count();
        assert!(qemu.wait().unwrap().success(), "the measured run failed");
        u64::try_from(blocks).unwrap()
    };
    println!(
        "instructions per operation on aarch64 (QEMU, one instruction per block; \
         {REPEATS} repetitions less 1)"
    );
    println!("| operation | contender | instructions | contender / ulid-core |");
    println!("|---|---|---|---|");
    let mut ours = 0.0;
    for (index, (group, contender, _)) in OPERATIONS.iter().enumerate() {
        let base = instructions(index, 1);
        #[expect(clippy::cast_precision_loss, reason = "counts far below 2^52")]
        let count = (instructions(index, 1 + REPEATS) - base) as f64 / REPEATS as f64;
        if index == 0 || OPERATIONS[index - 1].0 != *group {
            ours = count;
        }
        println!(
            "| {group} | {contender} | {count:.1} | {:.2} |",
            count / ours
        );
    }
}
