//! What the formats' tests share: the IDs every form is tried with, and
//! the Python that checks them.

use std::path::PathBuf;

use ulid_serde::{Ulid, ulid};
use ulid_tests::servers;

/// The IDs a wrong implementation gets wrong: the extremes, the spec's
/// example, a first byte with its high bit set (signed comparisons), and
/// IDs in time order whose random parts run the other way.
pub(crate) fn vectors() -> Vec<Ulid> {
    let mut ids = vec![
        Ulid::NIL,
        Ulid::MAX,
        ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"),
        ulid!("7ZZZZZZZZZ0000000000000000"),
        ulid!("40000000000000000000000000"),
        ulid!("00000000000000000000000001"),
    ];
    ids.extend((0..10u64).map(|i| {
        let random = Ulid::MAX_RANDOM - u128::from(i) * (1 << 70);
        Ulid::from_parts(1_700_000_000_000 + i * 1_000, random).expect("in range")
    }));
    ids
}

/// Each ID as Python's `uuid.UUID(...).hex` writes it: 32 lower-case hex
/// digits.
pub(crate) fn uuid_hex(ids: &[Ulid]) -> Vec<String> {
    ids.iter()
        .map(|id| format!("{:032x}", id.to_u128()))
        .collect()
}

/// The values a Python script printed one per line in hex
/// (`print(cbor2.dumps(case).hex())`), as bytes.
pub(crate) fn hex_lines(printed: &[u8]) -> Vec<Vec<u8>> {
    let printed = std::str::from_utf8(printed).unwrap();
    printed
        .lines()
        .map(|line| {
            (0..line.len())
                .step_by(2)
                .map(|i| u8::from_str_radix(&line[i..i + 2], 16).unwrap())
                .collect()
        })
        .collect()
}

/// A path of this test process's own in the temporary folder: `name`
/// (a file's, with its extension, or a folder's) after the process ID.
pub(crate) fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("ulid-data-tests-{}-{name}", std::process::id()))
}

/// Runs `script` with Python (cbor2, pyarrow, duckdb, polars, chdb and
/// fastavro importable), `input` on stdin; its stdout.
pub(crate) fn python(script: &str, input: impl AsRef<[u8]>) -> Vec<u8> {
    servers::python(script, input, "cbor2 pyarrow duckdb polars chdb fastavro")
}

/// Checks the three lines a Python reader printed of `ids` (each written
/// with a parent on even rows, null on odd ones): the IDs as UUID hex, in
/// order; the rows sorted by that reader's own UUID order; a 1 for each
/// null parent. `reader` names it in the messages.
pub(crate) fn assert_read_back(ids: &[Ulid], printed: &[u8], reader: &str) {
    let printed = String::from_utf8(printed.to_vec()).unwrap();
    let lines: Vec<&str> = printed.lines().collect();
    let hex = uuid_hex(ids);
    assert_eq!(
        lines[0].split(' ').collect::<Vec<_>>(),
        hex,
        "{reader}'s values"
    );
    let mut by_ulid: Vec<usize> = (0..ids.len()).collect();
    by_ulid.sort_by_key(|&i| ids[i]);
    let by_reader: Vec<usize> = lines[1].split(' ').map(|i| i.parse().unwrap()).collect();
    assert_eq!(by_reader, by_ulid, "{reader}'s order is ULID order");
    let nulls: Vec<bool> = lines[2].split(' ').map(|n| n == "1").collect();
    let odd: Vec<bool> = (0..ids.len()).map(|i| i % 2 == 1).collect();
    assert_eq!(nulls, odd, "{reader} reads None as null");
}
