//! Times in (`--at`, `range`) and out (`inspect`).

use jiff::Timestamp;
use jiff::tz::TimeZone;
use ulid_core::Ulid;

/// Reads a time as RFC 3339 (`2024-01-01T00:00:00Z`, any offset) or as
/// milliseconds since 1970, for a ULID: within 1970 to the year 10889.
/// Sub-millisecond digits are dropped.
pub(crate) fn parse_ms(text: &str) -> Result<u64, String> {
    let text = text.trim();
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return match text.parse::<u64>() {
            Ok(ms) if ms <= Ulid::MAX_TIMESTAMP_MS => Ok(ms),
            _ => Err(format!(
                "{text} ms is past the last millisecond a ULID holds ({}, in the year 10889)",
                Ulid::MAX_TIMESTAMP_MS
            )),
        };
    }
    let time: Timestamp = text.parse().map_err(|error| {
        format!("{text:?} is neither RFC 3339 (such as 2024-01-01T00:00:00Z) nor milliseconds since 1970: {error}")
    })?;
    u64::try_from(time.as_millisecond()).map_err(|_| {
        format!("{text} is before 1970-01-01T00:00:00Z, the first millisecond a ULID holds")
    })
}

/// The time of `ms` in RFC 3339, UTC, with milliseconds; `None` past the
/// year 9999, which RFC 3339 cannot write (ULIDs go on to 10889).
pub(crate) fn format_ms(ms: u64) -> Option<String> {
    let time = Timestamp::from_millisecond(i64::try_from(ms).ok()?).ok()?;
    let civil = TimeZone::UTC.to_datetime(time);
    Some(format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        civil.year(),
        civil.month(),
        civil.day(),
        civil.hour(),
        civil.minute(),
        civil.second(),
        civil.millisecond()
    ))
}
