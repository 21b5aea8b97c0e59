//! The commands: what each writes, and how bad input is reported.

use std::io::{self, Write};
use std::time::{Duration, UNIX_EPOCH};

use ulid_core::Clock as _;
use ulid_core::{AnyId, GenerateError, Generator, SystemClock, ThreadEntropy, UUID_TEXT_LEN, Ulid};

use crate::NewArgs;
use crate::forms::{Form, hex};
use crate::input::{self, Parsed};
use crate::lines::{LONGEST_LINE, Lines};
use crate::time::{format_ms, parse_ms};

/// How a command went, for the exit status.
pub(crate) enum Outcome {
    /// Every input was good: 0.
    AllGood,
    /// At least one input was bad (each reported on standard error): 1.
    SomeBad,
    /// An option's value was unusable: 2, as clap's usage errors.
    Usage,
}

/// `ulid new`: `count` new IDs, one per line.
pub(crate) fn new(args: &NewArgs, out: &mut impl Write) -> io::Result<Outcome> {
    let at = match args.at.as_deref().map(parse_ms).transpose() {
        Ok(at) => at,
        Err(error) => return Ok(usage(&format!("--at: {error}"))),
    };
    if let Some(prefix) = &args.prefix {
        if let Err(error) = AnyId::new(prefix, Ulid::NIL) {
            return Ok(usage(&format!("--prefix {prefix:?}: {error}")));
        }
    }
    // What `convert --to` would write: the TypeID, or the ULID in the case
    // asked for.
    let form = match (&args.prefix, args.lower) {
        (Some(prefix), _) => Form::TypeId(prefix.clone()),
        (None, true) => Form::UlidLower,
        (None, false) => Form::Ulid,
    };
    let now = || at.unwrap_or_else(|| SystemClock.now_ms());
    // The generator's form is a type: one closure per kind of ID.
    let mut next: Box<dyn FnMut() -> Result<Ulid, GenerateError>> =
        match (args.monotonic, args.uuid_v7) {
            (true, false) => {
                let mut ids = Generator::with_sources(now, ThreadEntropy);
                Box::new(move || ids.generate())
            }
            (true, true) => {
                let mut ids = Generator::with_sources_uuid_v7(now, ThreadEntropy);
                Box::new(move || ids.generate())
            }
            (false, uuid_v7) => Box::new(move || Ok(random_id(at, uuid_v7))),
        };
    for _ in 0..args.count {
        let id = match next() {
            Ok(id) => id,
            Err(error) => {
                eprintln!("ulid: {error}");
                return Ok(Outcome::SomeBad);
            }
        };
        form.write_line(id, out)?;
    }
    Ok(Outcome::AllGood)
}

/// A random ID of the millisecond `at` (now if `None`), in UUIDv7 form if
/// asked: the version and variant bits set over random ones leave the
/// other 74 as random as before.
fn random_id(at: Option<u64>, uuid_v7: bool) -> Ulid {
    let id = match at {
        Some(ms) => Ulid::new_at(UNIX_EPOCH + Duration::from_millis(ms)),
        None => Ulid::new(),
    };
    if uuid_v7 { id.with_uuid_v7_bits() } else { id }
}

/// `ulid inspect`: every form and part of each ID.
pub(crate) fn inspect(ids: &[String], json: bool, out: &mut impl Write) -> io::Result<Outcome> {
    let mut first = true;
    for_each_id(ids, |parsed| {
        let id = parsed.to_ulid();
        let uuid = id.encode_uuid(&mut [0; UUID_TEXT_LEN]).to_owned();
        let hex = String::from_utf8_lossy(&hex(id)).into_owned();
        let time = format_ms(id.timestamp_ms());
        let random = format!("{:020x}", id.random());
        let typeid = match parsed {
            Parsed::TypeId(typeid) => Some((typeid.prefix().to_owned(), typeid.to_string())),
            Parsed::Plain(_) => None,
        };
        if json {
            let mut object = serde_json::json!({
                "ulid": id.to_string(),
                "uuid": uuid,
                "hex": hex,
                "timestamp_ms": id.timestamp_ms(),
                "time": time,
                "random": random,
            });
            if let Some((prefix, typeid)) = typeid {
                object["prefix"] = prefix.into();
                object["typeid"] = typeid.into();
            }
            serde_json::to_writer(&mut *out, &object)?;
            return out.write_all(b"\n");
        }
        if !first {
            out.write_all(b"\n")?;
        }
        first = false;
        writeln!(out, "ulid          {id}")?;
        writeln!(out, "uuid          {uuid}")?;
        writeln!(out, "hex           {hex}")?;
        writeln!(out, "timestamp_ms  {}", id.timestamp_ms())?;
        match time {
            Some(time) => writeln!(out, "time          {time}")?,
            None => writeln!(
                out,
                "time          after 9999-12-31, past what RFC 3339 writes"
            )?,
        }
        writeln!(out, "random        {random}")?;
        if let Some((prefix, typeid)) = typeid {
            writeln!(out, "prefix        {prefix}")?;
            writeln!(out, "typeid        {typeid}")?;
        }
        Ok(())
    })
}

/// `ulid convert`: each ID in `form`.
pub(crate) fn convert(ids: &[String], form: &Form, out: &mut impl Write) -> io::Result<Outcome> {
    for_each_id(ids, |parsed| form.write_line(parsed.to_ulid(), out))
}

/// `ulid range`: the smallest ULID of `start`'s millisecond and the largest
/// of `end`'s.
pub(crate) fn range(
    start: &str,
    end: &str,
    form: &Form,
    out: &mut impl Write,
) -> io::Result<Outcome> {
    let (start_ms, end_ms) = match (parse_ms(start), parse_ms(end)) {
        (Ok(start), Ok(end)) => (start, end),
        (Err(error), _) => return Ok(usage(&format!("START: {error}"))),
        (_, Err(error)) => return Ok(usage(&format!("END: {error}"))),
    };
    if start_ms > end_ms {
        return Ok(usage(&format!(
            "START ({start_ms} ms) is after END ({end_ms} ms): the window would be empty"
        )));
    }
    form.write_line(Ulid::min_at_ms(start_ms), out)?;
    form.write_line(Ulid::max_at_ms(end_ms), out)?;
    Ok(Outcome::AllGood)
}

/// Reports an unusable option value, with clap's hint line.
fn usage(message: &str) -> Outcome {
    eprintln!("ulid: {message}\n\nFor more information, try '--help'.");
    Outcome::Usage
}

/// Calls `each` with every ID given: the arguments, or without any, each
/// line of standard input (blank lines skipped). One that cannot be read is
/// reported on standard error, naming itself (and its line) and what is
/// wrong, and the rest go on. A line longer than any accepted form is
/// reported as too long without being held (`lines.rs`), and every quote of
/// bad input is cut short (`quote`), so neither memory nor the error output
/// grows with a line's length.
fn for_each_id(
    ids: &[String],
    mut each: impl FnMut(&Parsed) -> io::Result<()>,
) -> io::Result<Outcome> {
    let mut bad = false;
    // Whether `text` (from line `line`, if from standard input) was bad.
    let mut one = |line: Option<u64>, text: &str| -> io::Result<bool> {
        match input::parse(text) {
            Ok(parsed) => each(&parsed).map(|()| false),
            Err(error) => {
                let quoted = quote(text.trim(), text.len() as u64, true);
                match line {
                    Some(line) => eprintln!("ulid: line {line}: {quoted}: {error}"),
                    None => eprintln!("ulid: {quoted}: {error}"),
                }
                Ok(true)
            }
        }
    };
    if ids.is_empty() {
        let mut lines = Lines::new(io::stdin().lock());
        let mut number = 0;
        while let Some(line) = lines.next_line()? {
            number += 1;
            if line.is_too_long() {
                let start = String::from_utf8_lossy(line.held);
                eprintln!(
                    "ulid: line {number}: {}: too long: no form ulid reads is longer than \
                     {LONGEST_LINE} bytes (a TypeID with a 63-character prefix)",
                    quote(start.trim_start(), line.len, false)
                );
                bad = true;
                continue;
            }
            match std::str::from_utf8(line.held) {
                Ok(text) if text.trim().is_empty() => {}
                Ok(text) => bad |= one(Some(number), text)?,
                Err(error) => {
                    eprintln!("ulid: line {number}: not UTF-8 text: {error}");
                    bad = true;
                }
            }
        }
    } else {
        for id in ids {
            bad |= one(None, id)?;
        }
    }
    Ok(if bad {
        Outcome::SomeBad
    } else {
        Outcome::AllGood
    })
}

/// The most characters of bad input an error message quotes.
const QUOTED_CHARS: usize = 60;

/// `text` quoted as Rust writes a string (`"01AR…"`, escapes for control
/// characters). When it is longer than [`QUOTED_CHARS`] characters, or not
/// `whole` (only the start of a line), its first characters, `…` and the
/// length in bytes of the whole line or argument: `"AAAA…" (300,000,000
/// bytes)`.
fn quote(text: &str, len: u64, whole: bool) -> String {
    match (whole, text.char_indices().nth(QUOTED_CHARS)) {
        (true, None) => format!("{text:?}"),
        (_, cut) => {
            let start = &text[..cut.map_or(text.len(), |(index, _)| index)];
            format!("\"{}…\" ({} bytes)", start.escape_debug(), grouped(len))
        }
    }
}

/// `n` with its digits in groups of three: `300,000,000`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_short_text_whole_and_long_text_cut_with_its_length() {
        assert_eq!(quote("01AR", 4, true), r#""01AR""#);
        assert_eq!(quote("a\tb", 3, true), r#""a\tb""#);
        let long = "é".repeat(61);
        assert_eq!(
            quote(&long, 122, true),
            format!("\"{}…\" (122 bytes)", "é".repeat(60))
        );
        assert_eq!(
            quote("AAAA", 300_000_000, false),
            r#""AAAA…" (300,000,000 bytes)"#
        );
    }

    #[test]
    fn groups_digits_in_threes() {
        for (n, text) in [
            (0, "0"),
            (999, "999"),
            (1_000, "1,000"),
            (123_456_789, "123,456,789"),
        ] {
            assert_eq!(grouped(n), text);
        }
    }
}
