//! The commands: what each writes, and how bad input is reported.

use std::io::{self, BufRead, Write};
use std::time::{Duration, UNIX_EPOCH};

use ulid_core::Clock as _;
use ulid_core::{
    AnyId, ENCODED_LEN, Generator, SystemClock, TYPEID_MAX_LEN, ThreadEntropy, UUID_TEXT_LEN, Ulid,
};

use crate::NewArgs;
use crate::forms::{Form, hex};
use crate::input::{self, Parsed};
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
    let now = || at.unwrap_or_else(|| SystemClock.now_ms());
    let mut monotonic = args
        .monotonic
        .then(|| Generator::with_sources(now, ThreadEntropy));
    for _ in 0..args.count {
        let id = match &mut monotonic {
            Some(ids) => match ids.generate() {
                Ok(id) => id,
                Err(error) => {
                    eprintln!("ulid: {error}");
                    return Ok(Outcome::SomeBad);
                }
            },
            None => match at {
                Some(ms) => Ulid::from_datetime(UNIX_EPOCH + Duration::from_millis(ms)),
                None => Ulid::new(),
            },
        };
        match &args.prefix {
            Some(prefix) => {
                let typeid = AnyId::new(prefix, id).map_err(io::Error::other)?;
                out.write_all(typeid.encode(&mut [0; TYPEID_MAX_LEN]).as_bytes())?;
            }
            None => out.write_all(id.encode(&mut [0; ENCODED_LEN]).as_bytes())?,
        }
        out.write_all(b"\n")?;
    }
    Ok(Outcome::AllGood)
}

/// `ulid inspect`: every form and part of each ID.
pub(crate) fn inspect(ids: &[String], json: bool, out: &mut impl Write) -> io::Result<Outcome> {
    let mut first = true;
    for_each_id(ids, |parsed| {
        let id = parsed.ulid();
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
    for_each_id(ids, |parsed| form.write_line(parsed.ulid(), out))
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
    form.write_line(Ulid::min_at(start_ms), out)?;
    form.write_line(Ulid::max_at(end_ms), out)?;
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
/// wrong, and the rest go on.
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
                match line {
                    Some(line) => eprintln!("ulid: line {line}: {:?}: {error}", text.trim()),
                    None => eprintln!("ulid: {:?}: {error}", text.trim()),
                }
                Ok(true)
            }
        }
    };
    if ids.is_empty() {
        let mut stdin = io::stdin().lock();
        let mut line = Vec::with_capacity(64);
        let mut number = 0;
        loop {
            line.clear();
            if stdin.read_until(b'\n', &mut line)? == 0 {
                break;
            }
            number += 1;
            match std::str::from_utf8(&line) {
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
