//! The callgrind harness the instruction-count benches share
//! (`ulid-core/benches/instructions.rs`, `tests/api/benches/api_layers_instructions.rs`):
//! the bench binary runs itself once per operation under `valgrind
//! --tool=callgrind`, with 1 and with 1 + `REPEATS` repetitions, and prints
//! the difference divided by `REPEATS`: the instructions of one operation,
//! without start-up.

use std::process::Command;

/// Repetitions of each operation in the measured run.
const REPEATS: u64 = 10_000;

/// One operation of one contender, repeated `n` times.
pub(crate) type Operation = fn(u64);

/// Runs the operation the arguments name (when valgrind started this
/// binary), or measures every operation of `operations` (group, contender,
/// code) and prints a table with each count beside the first contender of
/// its group. Says so and stops when valgrind is missing.
pub(crate) fn run(operations: &[(&str, &str, Operation)]) {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with("--"))
        .collect();
    if let [index, repeats] = &args[..] {
        let (_, _, operation) = operations[index.parse::<usize>().unwrap()];
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
    for (index, (group, contender, _)) in operations.iter().enumerate() {
        let base = instructions(index, 1);
        let count = (instructions(index, 1 + REPEATS) - base) as f64 / REPEATS as f64;
        if index == 0 || operations[index - 1].0 != *group {
            ours = count;
        }
        println!(
            "| {group} | {contender} | {count:.0} | {:.2}x |",
            count / ours
        );
    }
    let _ = std::fs::remove_file(&out);
}
