//! The README's "ULIDs in a SQL console" snippets, run as they stand
//! through the real command-line clients (`psql`, `mariadb`, `sqlite3`;
//! scripts/test.sh installs them when missing), against IDs whose text
//! `ulid-core` knows: every text the SQL computes must be ours, and every
//! lookup must find the right bytes, in either case of the input.

use std::io::Write;
use std::process::{Command, Stdio};

use ulid_core::{UUID_TEXT_LEN, Ulid, ulid};
use ulid_tests::servers;

/// The fenced block after `<!-- sql-console: NAME -->` in the README.
fn snippet(name: &str) -> &'static str {
    let readme = include_str!("../../../README.md");
    let marker = format!("<!-- sql-console: {name} -->\n```sql\n");
    let start = readme
        .find(&marker)
        .unwrap_or_else(|| panic!("the README has no {name} console snippet"))
        + marker.len();
    let end = start + readme[start..].find("```").expect("a closed block");
    &readme[start..end]
}

/// IDs at both ends of the range, the specification's example, and a few
/// random ones.
fn ids() -> Vec<Ulid> {
    let mut ids = vec![Ulid::NIL, Ulid::MAX, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")];
    ids.extend((0..8).map(|_| Ulid::new()));
    ids
}

fn hex(id: Ulid) -> String {
    ulid_tests::fixtures::hex(&id.to_bytes())
}

/// Runs `program args` with `input` on standard input; its standard
/// output, one line each, or a panic that says what to install or start.
fn run(program: &str, args: &[&str], input: &str) -> Vec<String> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|err| {
            panic!("cannot run {program}: {err} (scripts/test.sh installs the database clients)")
        });
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{program} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Each ID through `ulid_to_text` and back through `ulid_from_text` (lower
/// case), plus a text that is not a ULID.
fn queries(
    ids: &[Ulid],
    to_text: impl Fn(Ulid) -> String,
    from_text: impl Fn(&str) -> String,
) -> String {
    let mut sql = String::new();
    for &id in ids {
        sql += &to_text(id);
        sql += &from_text(&id.to_string().to_lowercase());
    }
    sql += &from_text("8ZZZZZZZZZZZZZZZZZZZZZZZZZ");
    sql
}

/// What `queries` prints: each ID's text and its bytes as the backend
/// shows them, then the backend's answer to a text that is not a ULID.
fn expected(ids: &[Ulid], from_text_output: impl Fn(Ulid) -> String, invalid: &str) -> Vec<String> {
    let mut lines: Vec<String> = ids
        .iter()
        .flat_map(|&id| [id.to_string(), from_text_output(id)])
        .collect();
    lines.push(invalid.to_owned());
    lines
}

#[test]
fn postgres_functions_in_psql() {
    // In a transaction that is rolled back: the functions stay nowhere.
    let ids = ids();
    let input = format!(
        "BEGIN;\n{}\n{}ROLLBACK;\n",
        snippet("postgres"),
        queries(
            &ids,
            |id| format!(
                "SELECT ulid_to_text('{}');\n",
                id.encode_uuid(&mut [0; UUID_TEXT_LEN])
            ),
            |text| format!(
                "SELECT ulid_from_text('{text}') IS NOT DISTINCT FROM NULL, ulid_from_text('{text}');\n"
            ),
        )
    );
    let url = servers::postgres_url();
    let lines = run(
        "psql",
        &["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", &url],
        &input,
    );
    assert_eq!(
        lines,
        expected(
            &ids,
            |id| format!("f|{}", id.encode_uuid(&mut [0; UUID_TEXT_LEN])),
            "t|"
        )
    );
}

#[test]
fn mariadb_functions_in_the_mariadb_client() {
    // A database of its own, dropped at the end: functions belong to one.
    let url = servers::mysql_url();
    let (user, rest) = url
        .trim_start_matches("mysql://")
        .split_once('@')
        .expect("user@host in ULID_TEST_MYSQL_URL");
    let (host, _) = rest.split_once('/').unwrap_or((rest, ""));
    let (host, port) = host.split_once(':').unwrap_or((host, "3306"));
    let database = format!(
        "ulid_sql_console_{}",
        Ulid::new().to_string().to_lowercase()
    );
    let client = |input: &str| {
        let args = [
            "--batch",
            "--skip-column-names",
            &format!("--user={user}"),
            &format!("--host={host}"),
            &format!("--port={port}"),
        ];
        run("mariadb", &args, input)
    };
    client(&format!("CREATE DATABASE {database};"));
    let ids = ids();
    let input = format!(
        "USE {database};\n{}\n{}",
        snippet("mariadb"),
        queries(
            &ids,
            |id| format!("SELECT ulid_to_text(UNHEX('{}'));\n", hex(id)),
            |text| format!("SELECT HEX(ulid_from_text('{text}'));\n"),
        )
    );
    let lines = client(&input);
    client(&format!("DROP DATABASE {database};"));
    assert_eq!(lines, expected(&ids, hex, "NULL"));
}

#[test]
fn sqlite_queries_in_the_sqlite3_shell() {
    let ids = ids();
    let mut input = String::from("CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL);\n");
    for id in &ids {
        input += &format!("INSERT INTO items VALUES (X'{}');\n", hex(*id));
    }
    input += snippet("sqlite");
    let lines = run("sqlite3", &[":memory:"], &input);
    // The first query lists the IDs in key order; the second finds the
    // specification's example by its lower-case text.
    let mut sorted = ids.clone();
    sorted.sort();
    let mut expected: Vec<String> = sorted.iter().map(Ulid::to_string).collect();
    expected.push(hex(ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")));
    assert_eq!(lines, expected);
}
