//! Bad input as PostgreSQL errors: the SQLSTATE a client can match on, and
//! ulid-core's words for what is wrong, in any database encoding.
//!
//! pgrx turns a plain Rust panic into SQLSTATE XX000 (internal_error),
//! which is what pgx_ulid#50 reports; every error here goes through
//! `ereport!` with a code of the right class instead.
//!
//! Text arguments arrive in the database's encoding, which need not be
//! UTF-8 (`LATIN1`, `SQL_ASCII`). A valid ULID or TypeID is ASCII, the same
//! bytes in every encoding, so the functions parse the bytes as they come;
//! only on failure does [`utf8_text`] convert them (with the server's own
//! conversion), so that the parser names the character a user typed. A
//! message reaches PostgreSQL as UTF-8 from Rust, so in a database of
//! another encoding its characters outside ASCII are written as `\u{e9}`,
//! which every encoding shows as typed.

use std::borrow::Cow;
use std::ffi::CStr;
use std::fmt::{Display, Write as _};

use pgrx::pg_sys::panic::ErrorReport;
use pgrx::{PgLogLevel, PgSqlErrorCode, ereport, pg_sys};

/// How many characters of an input a message quotes, as the `ulid`
/// command does.
const QUOTED_CHARS: usize = 60;

/// Text that is not a `what`: SQLSTATE 22P02 (invalid_text_representation),
/// as PostgreSQL reports bad `uuid` text, then the input quoted and the
/// words `diagnose` gives for it (called with the input as UTF-8).
pub fn invalid_text<E: Display>(what: &str, input: &[u8], diagnose: impl FnOnce(&str) -> E) -> ! {
    let text = utf8_text(input);
    let words = diagnose(&text);
    report(
        PgSqlErrorCode::ERRCODE_INVALID_TEXT_REPRESENTATION,
        format!(
            "invalid input syntax for {what}: {}: {words}",
            quoted(&text, input.len())
        ),
    )
}

/// Bytes that are not a `what`: SQLSTATE 22P03
/// (invalid_binary_representation).
pub fn invalid_binary(what: &str, error: impl Display) -> ! {
    report(
        PgSqlErrorCode::ERRCODE_INVALID_BINARY_REPRESENTATION,
        format!("invalid binary data for {what}: {error}"),
    )
}

/// An argument outside what the function takes: SQLSTATE 22023
/// (invalid_parameter_value).
pub fn invalid_argument(message: impl Display) -> ! {
    report(
        PgSqlErrorCode::ERRCODE_INVALID_PARAMETER_VALUE,
        message.to_string(),
    )
}

/// A time no ULID holds: SQLSTATE 22008 (datetime_field_overflow).
pub fn time_out_of_range(message: impl Display) -> ! {
    report(
        PgSqlErrorCode::ERRCODE_DATETIME_FIELD_OVERFLOW,
        message.to_string(),
    )
}

/// A function the server was not set up for: SQLSTATE 55000
/// (object_not_in_prerequisite_state), with a hint that says how to set it
/// up. Both are ASCII, which every database encoding shows as written.
pub fn not_prepared(message: &'static str, hint: &'static str) -> ! {
    ErrorReport::new(
        PgSqlErrorCode::ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE,
        message,
        "not_prepared",
    )
    .set_hint(hint)
    .report(PgLogLevel::ERROR);
    unreachable!("ereport at ERROR does not return")
}

/// Raises `message` at ERROR with `code`, in characters the database's
/// encoding shows.
fn report(code: PgSqlErrorCode, message: String) -> ! {
    let message = if database_is_utf8() {
        message
    } else {
        ascii_only(&message)
    };
    ereport!(PgLogLevel::ERROR, code, message);
    unreachable!("ereport at ERROR does not return")
}

/// `text` in double quotes, whole up to 60 characters; a longer one cut
/// there, then `…` and its length in bytes (`len`, in the database's
/// encoding): `"AAAA…" (300,000 bytes)`.
pub fn quoted(text: &str, len: usize) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        None => format!("\"{text}\""),
        Some((cut, _)) => format!("\"{}…\" ({} bytes)", &text[..cut], grouped(len)),
    }
}

/// `n` with its digits in groups of three: `300,000`.
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// Text from the database (bytes in its encoding) as UTF-8: as it is in a
/// UTF-8 database or where it is ASCII; else converted by the server; in
/// `SQL_ASCII`, whose bytes have no encoding, read as UTF-8 where they are
/// (each other byte becomes U+FFFD).
pub fn utf8_text(bytes: &[u8]) -> Cow<'_, str> {
    if bytes.is_ascii() || database_is_utf8() || database_encoding() == pg_sys::pg_enc::PG_SQL_ASCII
    {
        return String::from_utf8_lossy(bytes);
    }
    let Ok(len) = i32::try_from(bytes.len()) else {
        return String::from_utf8_lossy(bytes);
    };
    // SAFETY: `bytes` is `len` readable bytes in the database's encoding,
    // which PostgreSQL checked when they came in; the conversion to UTF-8
    // (never SQL_ASCII's case, above) returns a new NUL-terminated string
    // in the current memory context, or the input itself if nothing needed
    // converting.
    unsafe {
        let converted = pg_sys::pg_server_to_any(
            bytes.as_ptr().cast(),
            len,
            pg_sys::pg_enc::PG_UTF8.cast_signed(),
        );
        if converted.cast_const().cast::<u8>() == bytes.as_ptr() {
            String::from_utf8_lossy(bytes)
        } else {
            Cow::Owned(CStr::from_ptr(converted).to_string_lossy().into_owned())
        }
    }
}

/// The database's encoding (`pg_enc`).
fn database_encoding() -> u32 {
    // SAFETY: reads the backend's database encoding, set at connection.
    let encoding = unsafe { pg_sys::GetDatabaseEncoding() };
    u32::try_from(encoding).unwrap_or(u32::MAX)
}

fn database_is_utf8() -> bool {
    database_encoding() == pg_sys::pg_enc::PG_UTF8
}

/// `text` with each character outside ASCII written as Rust writes it in
/// a string literal (`é` as `\u{e9}`).
fn ascii_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let _ = write!(out, "{}", c.escape_unicode());
        }
    }
    out
}
