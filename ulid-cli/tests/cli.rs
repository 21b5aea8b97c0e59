//! The `ulid` binary, run as a user runs it: every command and option,
//! arguments and standard input, every input form, bad lines among good
//! ones, exit statuses.

use assert_cmd::Command;
use ulid_core::{AnyId, Ulid};

fn ulid() -> Command {
    Command::cargo_bin("ulid").expect("the ulid binary is built")
}

/// Runs `ulid ARGS` (with `stdin`), returns (status, stdout lines, stderr).
fn run(args: &[&str], stdin: impl Into<Vec<u8>>) -> (i32, Vec<String>, String) {
    let output = ulid().args(args).write_stdin(stdin).output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    let lines = stdout.lines().map(str::to_owned).collect();
    (output.status.code().unwrap(), lines, stderr)
}

const ID: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
const UUID: &str = "01563e3a-b5d3-d676-4c61-efb99302bd5b";
const HEX: &str = "01563e3ab5d3d6764c61efb99302bd5b";
const TYPEID: &str = "user_01arz3ndektsv4rrffq69g5fav";

#[test]
fn no_arguments_prints_one_new_ulid() {
    let (status, lines, _) = run(&[], "");
    assert_eq!(status, 0);
    assert_eq!(lines.len(), 1);
    let id = Ulid::parse(&lines[0]).unwrap();
    assert_eq!(lines[0], id.to_string(), "canonical upper case");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    assert!(u128::from(id.timestamp_ms()).abs_diff(now.as_millis()) < 60_000);
}

#[test]
fn new_makes_many_and_monotonic_ones_increase() {
    for args in [
        &["new", "-n", "1000"][..],
        &["-n", "1000"],
        &["new", "--count", "1000"],
    ] {
        let (status, lines, _) = run(args, "");
        assert_eq!(status, 0);
        let ids: Vec<Ulid> = lines.iter().map(|line| line.parse().unwrap()).collect();
        assert_eq!(ids.len(), 1000);
        let mut distinct = ids.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 1000, "{args:?}");
    }
    let (status, lines, _) = run(&["new", "-n", "5000", "--monotonic"], "");
    assert_eq!(status, 0);
    let ids: Vec<Ulid> = lines.iter().map(|line| line.parse().unwrap()).collect();
    assert_eq!(ids.len(), 5000);
    assert!(
        ids.windows(2).all(|pair| pair[0] < pair[1]),
        "strictly increasing"
    );
}

#[test]
fn new_uuid_v7_makes_valid_uuid_v7s_in_every_mode() {
    for args in [
        &["new", "-n", "500", "--uuid-v7"][..],
        &["new", "-n", "500", "--uuid-v7", "--at", "1469922850259"],
        &["new", "-n", "500", "--uuid-v7", "--prefix", "user"],
        &["new", "-n", "5000", "--uuid-v7", "--monotonic"],
        &[
            "new",
            "-n",
            "5000",
            "--uuid-v7",
            "--monotonic",
            "--at",
            "1469922850259",
        ],
    ] {
        let (status, lines, stderr) = run(args, "");
        assert_eq!((status, stderr.as_str()), (0, ""), "{args:?}");
        let ids: Vec<Ulid> = lines
            .iter()
            .map(|line| match line.split_once('_') {
                Some(_) => line.parse::<AnyId>().unwrap().to_ulid(),
                None => line.parse().unwrap(),
            })
            .collect();
        assert_eq!(ids.len(), args[2].parse::<usize>().unwrap(), "{args:?}");
        for id in &ids {
            // Version 7 in byte 6's high half, the variant `10` on top of byte 8.
            let bytes = id.to_bytes();
            assert_eq!((bytes[6] >> 4, bytes[8] >> 6), (7, 0b10), "{args:?}: {id}");
        }
        let mut distinct = ids.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), ids.len(), "{args:?}");
        if args.contains(&"--monotonic") {
            assert!(ids.is_sorted_by(|a, b| a < b), "{args:?}");
        }
        if args.contains(&"--at") {
            assert!(ids.iter().all(|id| id.timestamp_ms() == 1_469_922_850_259));
        }
    }
}

#[test]
fn new_at_a_time_and_with_a_prefix() {
    let (status, lines, _) = run(
        &["new", "-n", "3", "--at", "2024-01-01T00:00:00.123+01:00"],
        "",
    );
    assert_eq!(status, 0);
    assert_eq!(lines.len(), 3);
    for line in &lines {
        assert_eq!(Ulid::parse(line).unwrap().timestamp_ms(), 1_704_063_600_123);
    }
    let (status, lines, _) = run(
        &["new", "--at", "1469922850259", "--monotonic", "-n", "3"],
        "",
    );
    assert_eq!(status, 0);
    let ids: Vec<Ulid> = lines.iter().map(|line| line.parse().unwrap()).collect();
    assert_eq!(ids.len(), 3);
    assert!(ids.iter().all(|id| id.timestamp_ms() == 1_469_922_850_259));
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));

    let (status, lines, _) = run(&["new", "--prefix", "user", "-n", "2"], "");
    assert_eq!(status, 0);
    assert_eq!(lines.len(), 2);
    for line in &lines {
        assert_eq!(AnyId::parse(line).unwrap().prefix(), "user");
    }
}

#[test]
fn new_in_lower_case() {
    let (status, lines, _) = run(&["new", "--lower", "-n", "3", "--monotonic"], "");
    assert_eq!(status, 0);
    let ids: Vec<Ulid> = lines.iter().map(|line| line.parse().unwrap()).collect();
    assert_eq!(ids.len(), 3);
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    for (line, id) in lines.iter().zip(&ids) {
        assert_eq!(*line, id.to_string().to_ascii_lowercase());
    }
}

#[test]
fn new_refuses_a_bad_prefix_or_time_as_a_usage_error() {
    let (status, lines, stderr) = run(&["new", "--prefix", "User"], "");
    assert_eq!((status, lines.len()), (2, 0));
    assert!(
        stderr.contains("invalid character 'U' at index 0"),
        "{stderr}"
    );
    let (status, _, stderr) = run(&["new", "--at", "1969-12-31T23:59:59Z"], "");
    assert_eq!(status, 2);
    assert!(stderr.contains("before 1970"), "{stderr}");
    let (status, _, stderr) = run(&["new", "--at", "yesterday"], "");
    assert_eq!(status, 2);
    assert!(stderr.contains("neither RFC 3339"), "{stderr}");
    let (status, _, stderr) = run(&["new", "--at", "281474976710656"], "");
    assert_eq!(status, 2);
    assert!(stderr.contains("past the last millisecond"), "{stderr}");
    let (status, _, stderr) = run(&["new", "-n", "many"], "");
    assert_eq!(status, 2, "clap's usage status");
    assert!(stderr.contains("invalid value 'many'"), "{stderr}");
}

#[test]
fn inspect_reads_every_form_from_arguments_and_stdin() {
    let lower = ID.to_lowercase();
    for input in [ID, lower.as_str(), UUID, HEX, TYPEID] {
        let (status, lines, stderr) = run(&["inspect", input], "");
        assert_eq!(status, 0, "{input}: {stderr}");
        assert!(
            lines.contains(&format!("ulid          {ID}")),
            "{input}: {lines:?}"
        );
        assert!(lines.contains(&format!("uuid          {UUID}")));
        assert!(lines.contains(&format!("hex           {HEX}")));
        assert!(lines.contains(&"timestamp_ms  1469922850259".to_owned()));
        assert!(lines.contains(&"time          2016-07-30T23:54:10.259Z".to_owned()));
        assert!(lines.contains(&"random        d6764c61efb99302bd5b".to_owned()));
        assert_eq!(
            lines.iter().any(|line| line.starts_with("prefix")),
            input == TYPEID
        );
    }
    let (status, lines, _) = run(&["inspect"], format!("{ID}\n{TYPEID}\n"));
    assert_eq!(status, 0);
    assert_eq!(
        lines
            .iter()
            .filter(|line| line.starts_with("ulid "))
            .count(),
        2
    );
    // One blank line between the two IDs, none before the first.
    assert!(lines[0].starts_with("ulid "), "{lines:?}");
    let blank: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].is_empty()).collect();
    assert_eq!(blank.len(), 1, "{lines:?}");
    assert!(lines[blank[0] + 1].starts_with("ulid "), "{lines:?}");
}

#[test]
fn inspect_json_parses_back() {
    let (status, lines, _) = run(
        &["inspect", "--json"],
        format!("{ID}\n{TYPEID}\n7ZZZZZZZZZZZZZZZZZZZZZZZZZ\n"),
    );
    assert_eq!(status, 0);
    let objects: Vec<serde_json::Value> = lines
        .iter()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(objects.len(), 3);
    assert_eq!(objects[0]["ulid"], ID);
    assert_eq!(objects[0]["uuid"], UUID);
    assert_eq!(objects[0]["hex"], HEX);
    assert_eq!(objects[0]["timestamp_ms"], 1_469_922_850_259_u64);
    assert_eq!(objects[0]["time"], "2016-07-30T23:54:10.259Z");
    assert_eq!(objects[0]["random"], "d6764c61efb99302bd5b");
    assert!(objects[0].get("prefix").is_none());
    assert_eq!(objects[1]["prefix"], "user");
    assert_eq!(objects[1]["typeid"], TYPEID);
    // Past the year 9999, which RFC 3339 cannot write.
    assert_eq!(objects[2]["time"], serde_json::Value::Null);
    assert_eq!(objects[2]["timestamp_ms"], Ulid::MAX_TIMESTAMP_MS);
}

#[test]
fn convert_to_every_form() {
    for (form, expected) in [
        ("ulid", ID),
        ("ulid-lower", ID.to_ascii_lowercase().as_str()),
        ("uuid", UUID),
        ("hex", HEX),
        ("ms", "1469922850259"),
        ("typeid:user", TYPEID),
    ] {
        for input in [ID, UUID, HEX, TYPEID] {
            let (status, lines, _) = run(&["convert", "--to", form, input], "");
            assert_eq!(
                (status, lines),
                (0, vec![expected.to_owned()]),
                "{input} to {form}"
            );
        }
    }
}

#[test]
fn bad_lines_are_named_and_the_rest_go_on() {
    let stdin = format!(
        "{ID}\n8ZZZZZZZZZZZZZZZZZZZZZZZZZ\n\n01ARZ3NDEKTSV4RRFFQ69G5FAL\n{UUID}\n01ARZ3NDEKTSV4RRFFQ69G5FA\norg_01ARZ3NDEKTSV4RRFFQ69G5FAV\n"
    );
    // Line 8 is not UTF-8 (a lone 0xFF byte), line 9 good again.
    let mut stdin = stdin.into_bytes();
    stdin.extend_from_slice(b"\xff\n");
    stdin.extend_from_slice(HEX.as_bytes());
    let (status, lines, stderr) = run(&["convert", "--to", "uuid"], stdin);
    assert_eq!(status, 1);
    assert_eq!(lines, vec![UUID, UUID, UUID], "every good line, in order");
    assert_eq!(
        stderr.lines().count(),
        5,
        "a line for each bad line, none for the blank line 3:\n{stderr}"
    );
    for expected in [
        "line 2: \"8ZZZZZZZZZZZZZZZZZZZZZZZZZ\": overflow: the first character must be 0-7, found '8'",
        "line 4: \"01ARZ3NDEKTSV4RRFFQ69G5FAL\": invalid character 'L' at index 25 (0-based)",
        "line 6: \"01ARZ3NDEKTSV4RRFFQ69G5FA\": invalid length: a ULID is 26 characters, found 25",
        "line 7: \"org_01ARZ3NDEKTSV4RRFFQ69G5FAV\": not a TypeID",
        "line 8: not UTF-8 text",
    ] {
        assert!(
            stderr.contains(expected),
            "missing {expected:?} in\n{stderr}"
        );
    }
    // Arguments likewise.
    let (status, lines, stderr) = run(&["convert", "--to", "ms", "nope", ID], "");
    assert_eq!((status, lines), (1, vec!["1469922850259".to_owned()]));
    assert!(
        stderr.contains("\"nope\": invalid character 'o' at index 1"),
        "{stderr}"
    );
    let bad_hex = "01563e3ab5d3d6764c61efb99302bd5g";
    let (_, _, stderr) = run(&["inspect", bad_hex], "");
    assert!(
        stderr.contains("invalid character 'g' at index 31"),
        "{stderr}"
    );
    // 36 characters without a hyphen are no UUID's text: the error says
    // what each form would need.
    let (status, _, stderr) = run(&["inspect", &"0".repeat(36)], "");
    assert_eq!(status, 1);
    assert!(
        stderr.contains(
            "a ULID is 26 characters, found 36 (nor is it a UUID's 36 characters, 32 hex digits"
        ),
        "{stderr}"
    );
    let bad_uuid = "01563e3a-b5d3-d676-4c61-efb99302bd5x";
    let (status, _, stderr) = run(&["inspect", bad_uuid], "");
    assert_eq!(status, 1);
    assert!(stderr.contains("'x'"), "{stderr}");
}

/// The longest line `ulid` reads: a TypeID with a 63-character prefix.
const LONGEST_LINE: usize = 63 + 1 + 26;

#[test]
fn a_line_of_megabytes_is_reported_short_and_the_next_is_converted() {
    let huge = 5_000_000;
    let mut stdin = vec![b'A'; huge];
    stdin.push(b'\n');
    stdin.extend_from_slice(format!("{ID}\n").as_bytes());
    let (status, lines, stderr) = run(&["convert", "--to", "uuid"], stdin);
    assert_eq!(status, 1);
    assert_eq!(
        lines,
        vec![UUID],
        "the line after the long one is converted"
    );
    let expected = format!(
        "ulid: line 1: \"{}…\" (5,000,000 bytes): too long: no form ulid reads is longer than \
         90 bytes (a TypeID with a 63-character prefix)\n",
        "A".repeat(60)
    );
    assert_eq!(stderr, expected);
    assert!(stderr.len() < 200, "{} bytes of error output", stderr.len());
}

#[test]
fn the_longest_form_is_read_and_one_byte_more_is_too_long() {
    let prefix = "a".repeat(63);
    let longest = format!("{prefix}_01arz3ndektsv4rrffq69g5fav");
    assert_eq!(longest.len(), LONGEST_LINE);
    // Read whole, with either line break (a `\r` is not part of the line).
    let stdin = format!("{longest}\n{longest}\r\n{longest}x\n{longest}\n");
    let (status, lines, stderr) = run(&["convert", "--to", "ulid"], stdin);
    assert_eq!(status, 1);
    assert_eq!(lines, vec![ID, ID, ID], "lines 1, 2 and 4");
    assert!(
        stderr.starts_with(&format!(
            "ulid: line 3: \"{}…\" (91 bytes): too long",
            &longest[..60]
        )),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn a_long_bad_argument_is_quoted_short_in_the_parsers_words() {
    let argument = "B".repeat(1_000);
    let (status, _, stderr) = run(&["inspect", &argument], "");
    assert_eq!(status, 1);
    assert_eq!(
        stderr,
        format!(
            "ulid: \"{}…\" (1,000 bytes): invalid length: a ULID is 26 characters, found 1000 \
             (nor is it a UUID's 36 characters, 32 hex digits or a TypeID)\n",
            "B".repeat(60)
        )
    );
}

/// A reader that stops early (`ulid new -n 1000000 | head -n 1`) ends the
/// command quietly with status 0; any other failure to write is an error
/// with the system's words and status 1.
#[test]
fn a_reader_that_stops_early_is_no_error_but_a_full_disk_is() {
    use std::io::BufRead;
    use std::process::{Command, Stdio};

    let mut child = Command::new(env!("CARGO_BIN_EXE_ulid"))
        .args(["new", "-n", "1000000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(Ulid::parse(first.trim()).is_ok(), "{first:?}");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");

    // /dev/full: every write fails with ENOSPC (Linux has it; the
    // command's error path is the same elsewhere).
    #[cfg(target_os = "linux")]
    {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_ulid"))
            .args(["new", "-n", "10000"])
            .stdout(full)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.starts_with("ulid: No space left on device"),
            "{stderr}"
        );
    }
}

#[test]
fn range_prints_the_bounds_of_a_window() {
    let (status, lines, _) = run(
        &["range", "2024-01-01T00:00:00Z", "2024-01-01T23:59:59.999Z"],
        "",
    );
    assert_eq!(status, 0);
    assert_eq!(
        lines,
        vec![
            Ulid::min_at_ms(1_704_067_200_000).to_string(),
            Ulid::max_at_ms(1_704_153_599_999).to_string(),
        ]
    );
    let (_, lines, _) = run(
        &["range", "1704067200000", "1704153599999", "--to", "uuid"],
        "",
    );
    assert_eq!(
        lines,
        vec![
            "018cc251-f400-0000-0000-000000000000",
            "018cc778-4fff-ffff-ffff-ffffffffffff",
        ]
    );
    // A window of one millisecond: START may be END.
    let (status, lines, _) = run(&["range", "1704067200000", "1704067200000"], "");
    assert_eq!(status, 0);
    assert_eq!(
        lines,
        vec![
            Ulid::min_at_ms(1_704_067_200_000).to_string(),
            Ulid::max_at_ms(1_704_067_200_000).to_string(),
        ]
    );
    let (status, lines, stderr) = run(
        &["range", "2024-01-02T00:00:00Z", "2024-01-01T00:00:00Z"],
        "",
    );
    assert_eq!((status, lines.len()), (2, 0));
    assert!(stderr.contains("is after END"), "{stderr}");
}

#[test]
fn completions_for_each_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let (status, lines, _) = run(&["completions", shell], "");
        assert_eq!(status, 0);
        let script = lines.join("\n");
        assert!(
            script.contains("inspect") && script.contains("convert"),
            "{shell}"
        );
    }
    let (status, _, _) = run(&["completions", "tcsh"], "");
    assert_eq!(status, 2);
}

#[test]
fn every_command_has_help_with_an_example() {
    for command in [
        &[][..],
        &["new"],
        &["inspect"],
        &["convert"],
        &["range"],
        &["completions"],
    ] {
        let mut args = command.to_vec();
        args.push("--help");
        let (status, lines, _) = run(&args, "");
        assert_eq!(status, 0);
        assert!(
            lines.iter().any(|line| line.starts_with("Example")),
            "{command:?}"
        );
    }
}
