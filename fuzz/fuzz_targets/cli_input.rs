//! The `ulid` command's door: standard input split into lines
//! (`ulid-cli/src/lines.rs`, which holds a line up to the longest form and
//! measures the rest) and a line or an argument read in any form the
//! commands accept (`ulid-cli/src/input.rs`), compiled from the command's
//! own files (it has no library target). The first byte picks the size of
//! the reader's buffer (1 to 16 bytes, so that lines straddle reads), the
//! rest is the input. No panic; the lines are the input split at `\n`,
//! each without one `\r` before it, held up to the longest form with
//! their whole length; every ID read from a line reads back the same from
//! its own text.

#![no_main]

#[path = "../../ulid-cli/src/input.rs"]
mod input;
#[path = "../../ulid-cli/src/lines.rs"]
mod lines;

use std::io::BufReader;

use libfuzzer_sys::fuzz_target;

use crate::input::Parsed;
use crate::lines::{LONGEST_LINE, Lines};

fuzz_target!(|input: &[u8]| {
    let Some((&capacity, text)) = input.split_first() else {
        return;
    };
    let mut lines = Lines::new(BufReader::with_capacity(
        usize::from(capacity % 16) + 1,
        text,
    ));
    let mut expected: Vec<&[u8]> = text.split(|&byte| byte == b'\n').collect();
    // The piece after a final `\n` (or of an empty input) is no line.
    if expected.last().is_some_and(|last| last.is_empty()) {
        expected.pop();
    }
    for raw in expected {
        let whole = raw.strip_suffix(b"\r").unwrap_or(raw);
        let line = lines.next_line().unwrap().expect("a line for each `\\n`");
        assert_eq!(line.len, whole.len() as u64);
        assert_eq!(line.held, &whole[..whole.len().min(LONGEST_LINE)]);
        assert_eq!(line.is_too_long(), whole.len() > LONGEST_LINE);
        if let Ok(text) = std::str::from_utf8(line.held) {
            reads_back(text);
        }
    }
    assert!(
        lines.next_line().unwrap().is_none(),
        "a line past the input"
    );
});

/// `text` read as the commands read it: an error says something, and an
/// ID read reads back the same from its own text.
fn reads_back(text: &str) {
    match input::parse(text) {
        Err(error) => assert!(!error.is_empty(), "an empty error for {text:?}"),
        Ok(Parsed::Plain(id)) => {
            let again = input::parse(&id.to_string()).map(|parsed| parsed.to_ulid());
            assert_eq!(again, Ok(id), "{text:?}");
        }
        Ok(Parsed::TypeId(id)) => match input::parse(&id.to_string()) {
            Ok(Parsed::TypeId(again)) => assert_eq!(again, id, "{text:?}"),
            _ => panic!("{id} (from {text:?}) does not read back as a TypeID"),
        },
    }
}
