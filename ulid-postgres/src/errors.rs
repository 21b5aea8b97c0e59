//! Bad input as PostgreSQL errors: the SQLSTATE a client can match on, and
//! ulid-core's words for what is wrong.
//!
//! pgrx turns a plain Rust panic into SQLSTATE XX000 (internal_error),
//! which is what pgx_ulid#50 reports; every error here goes through
//! `ereport!` with a code of the right class instead.

use core::fmt::Display;

use pgrx::{PgLogLevel, PgSqlErrorCode, ereport};

/// Text that is not a `what`: SQLSTATE 22P02 (invalid_text_representation),
/// as PostgreSQL reports bad `uuid` text, followed by the parser's words.
pub fn invalid_text(what: &str, input: &[u8], error: impl Display) -> ! {
    let input = String::from_utf8_lossy(input);
    ereport!(
        PgLogLevel::ERROR,
        PgSqlErrorCode::ERRCODE_INVALID_TEXT_REPRESENTATION,
        format!("invalid input syntax for {what}: \"{input}\": {error}")
    );
    unreachable!("ereport at ERROR does not return")
}

/// An argument outside what the function takes: SQLSTATE 22023
/// (invalid_parameter_value).
pub fn invalid_argument(message: impl Display) -> ! {
    ereport!(
        PgLogLevel::ERROR,
        PgSqlErrorCode::ERRCODE_INVALID_PARAMETER_VALUE,
        message.to_string()
    );
    unreachable!("ereport at ERROR does not return")
}

/// A time no ULID holds: SQLSTATE 22008 (datetime_field_overflow).
pub fn time_out_of_range(message: impl Display) -> ! {
    ereport!(
        PgLogLevel::ERROR,
        PgSqlErrorCode::ERRCODE_DATETIME_FIELD_OVERFLOW,
        message.to_string()
    );
    unreachable!("ereport at ERROR does not return")
}
