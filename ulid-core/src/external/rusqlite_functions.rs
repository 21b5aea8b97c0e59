//! The family's SQL functions on a rusqlite connection: the same names and
//! meanings as the PostgreSQL extension, `sql/postgres/ulid.sql` and
//! `sql/mariadb/ulid.sql`, for keys stored as 16-byte `BLOB`s (or
//! 26-character `TEXT`). The loadable extension `ulid-sqlite` registers
//! these same functions, so `sqlite3` and an application agree.

use std::format;
use std::string::{String, ToString};
use std::vec::Vec;

use rusqlite::functions::{Context, FunctionFlags};
use rusqlite::types::ValueRef;
use rusqlite::{Connection, Error, Result};

use crate::{
    AnyId, ColumnDecodeError, SharedGenerator, SystemClock, ThreadEntropy, Ulid, UuidV7Form,
};

/// One generator for every connection of the process: `gen_ulid()` is
/// strictly increasing across them, and a forked child starts afresh.
static GENERATOR: SharedGenerator = SharedGenerator::new();
/// The same for `gen_ulid_v7()`, in UUIDv7 form.
static GENERATOR_V7: SharedGenerator<SystemClock, ThreadEntropy, UuidV7Form> =
    SharedGenerator::new_uuid_v7();

/// Registers the family's SQL functions on `conn`:
///
/// | function | result |
/// |---|---|
/// | `gen_ulid()` | a new ULID, a 16-byte `BLOB`, larger than every one before in this process (monotonic: within a millisecond the next is the previous plus one) |
/// | `gen_random_ulid()` | a new ULID with 80 fresh random bits: its neighbours cannot be guessed from it |
/// | `gen_ulid_at(ms)` | a new ULID of the millisecond `ms` since 1970, with 80 fresh random bits: for giving old rows IDs |
/// | `gen_ulid_v7()`, `gen_random_ulid_v7()` | as `gen_ulid()` and `gen_random_ulid()`, in UUIDv7 form: also a valid UUIDv7 (version 7, the RFC variant), 74 random bits ([`UuidV7Form`](crate::UuidV7Form)) |
/// | `ulid_to_text(id)` | the 26 upper-case characters |
/// | `ulid_from_text(text)` | the `BLOB` of 26 characters in either case |
/// | `ulid_time(id)` | the time, ISO 8601 in UTC with milliseconds (`2016-07-30T23:54:10.259Z`) |
/// | `ulid_time_ms(id)` | the time in milliseconds since 1970 |
/// | `ulid_min_at(ms)`, `ulid_max_at(ms)` | the smallest and largest ULID of a millisecond: `id BETWEEN ulid_min_at(a) AND ulid_max_at(b)` |
/// | `ulid_to_typeid(id, prefix)` | the TypeID (`user_01h455vb4pex5vsknk084sn02q`) |
/// | `ulid_from_typeid(text, prefix)` | the `BLOB` of a TypeID that has `prefix` |
///
/// An `id` is a 16-byte `BLOB` or a 26-character `TEXT`. A `NULL`
/// argument gives `NULL`. Anything else is an SQL error in the parser's
/// words (`ulid_from_text(): overflow: the first character must be 0-7,
/// found '8'`), never another ID. `DEFAULT (gen_ulid())` works in a
/// `CREATE TABLE`.
///
/// Every function is registered `SQLITE_INNOCUOUS` (none has a side effect
/// or reads anything but its arguments, as SQLite's own `random()`), so a
/// schema may use them with `PRAGMA trusted_schema=OFF`, SQLite's
/// recommendation: in a `DEFAULT`, an index on an expression, a view, a
/// trigger, a `CHECK` or a generated column. The pure ones are also
/// `SQLITE_DETERMINISTIC`, which an index on an expression, a `CHECK` and a
/// generated column require; the five `gen_` functions are not.
///
/// # Errors
///
/// What SQLite reports when it cannot register a function.
///
/// # Example
///
/// ```
/// use rusqlite::Connection;
/// use ulid_core::Ulid;
///
/// let conn = Connection::open_in_memory()?;
/// ulid_core::sqlite_functions::register_functions(&conn)?;
/// conn.execute_batch(
///     "CREATE TABLE note (id BLOB PRIMARY KEY DEFAULT (gen_ulid()), body TEXT);
///      INSERT INTO note (body) VALUES ('hello');",
/// )?;
/// let (id, text): (Ulid, String) =
///     conn.query_row("SELECT id, ulid_to_text(id) FROM note", [], |row| {
///         Ok((row.get(0)?, row.get(1)?))
///     })?;
/// assert_eq!(text, id.to_string());
///
/// let err = conn
///     .query_row("SELECT ulid_from_text('8ZZZZZZZZZZZZZZZZZZZZZZZZZ')", [], |row| {
///         row.get::<_, Vec<u8>>(0)
///     })
///     .unwrap_err();
/// assert!(err.to_string().contains("overflow: the first character must be 0-7"));
/// # Ok::<(), rusqlite::Error>(())
/// ```
pub fn register_functions(conn: &Connection) -> Result<()> {
    let fresh = FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_INNOCUOUS;
    let pure = fresh | FunctionFlags::SQLITE_DETERMINISTIC;
    conn.create_scalar_function("gen_ulid", 0, fresh, |_| {
        GENERATOR
            .generate()
            .map(blob)
            .map_err(|error| failure("gen_ulid", error))
    })?;
    conn.create_scalar_function("gen_random_ulid", 0, fresh, |_| Ok(blob(Ulid::new())))?;
    conn.create_scalar_function("gen_ulid_v7", 0, fresh, |_| {
        GENERATOR_V7
            .generate()
            .map(blob)
            .map_err(|error| failure("gen_ulid_v7", error))
    })?;
    conn.create_scalar_function("gen_random_ulid_v7", 0, fresh, |_| {
        Ok(blob(Ulid::new_uuid_v7()))
    })?;
    conn.create_scalar_function("gen_ulid_at", 1, fresh, |ctx| {
        ms_arg(ctx, "gen_ulid_at").map(|ms| ms.map(|ms| blob(Ulid::new_at(unix_ms(ms)))))
    })?;
    conn.create_scalar_function("ulid_to_text", 1, pure, |ctx| {
        id_arg(ctx, "ulid_to_text", 0).map(|id| id.map(|id| id.to_string()))
    })?;
    conn.create_scalar_function("ulid_from_text", 1, pure, |ctx| {
        let Some(text) = text_arg(ctx, "ulid_from_text", 0)? else {
            return Ok(None);
        };
        Ulid::parse(text)
            .map(|id| Some(blob(id)))
            .map_err(|error| failure("ulid_from_text", error))
    })?;
    conn.create_scalar_function("ulid_time", 1, pure, |ctx| {
        id_arg(ctx, "ulid_time", 0).map(|id| id.map(|id| iso_8601(id.timestamp_ms())))
    })?;
    conn.create_scalar_function("ulid_time_ms", 1, pure, |ctx| {
        // At most 2^48 - 1: always an i64.
        id_arg(ctx, "ulid_time_ms", 0)
            .map(|id| id.map(|id| i64::try_from(id.timestamp_ms()).unwrap_or(i64::MAX)))
    })?;
    conn.create_scalar_function("ulid_min_at", 1, pure, |ctx| {
        ms_arg(ctx, "ulid_min_at").map(|ms| ms.map(|ms| blob(Ulid::min_at_ms(ms))))
    })?;
    conn.create_scalar_function("ulid_max_at", 1, pure, |ctx| {
        ms_arg(ctx, "ulid_max_at").map(|ms| ms.map(|ms| blob(Ulid::max_at_ms(ms))))
    })?;
    conn.create_scalar_function("ulid_to_typeid", 2, pure, |ctx| {
        let (Some(id), Some(prefix)) = (
            id_arg(ctx, "ulid_to_typeid", 0)?,
            text_arg(ctx, "ulid_to_typeid", 1)?,
        ) else {
            return Ok(None);
        };
        AnyId::new(prefix, id)
            .map(|typeid| Some(typeid.to_string()))
            .map_err(|error| failure("ulid_to_typeid", format!("{prefix:?}: {error}")))
    })?;
    conn.create_scalar_function("ulid_from_typeid", 2, pure, |ctx| {
        let (Some(text), Some(prefix)) = (
            text_arg(ctx, "ulid_from_typeid", 0)?,
            text_arg(ctx, "ulid_from_typeid", 1)?,
        ) else {
            return Ok(None);
        };
        match AnyId::parse(text) {
            Ok(typeid) if typeid.prefix() == prefix => Ok(Some(blob(typeid.to_ulid()))),
            Ok(typeid) => Err(failure(
                "ulid_from_typeid",
                format!("the prefix is {:?}, expected {prefix:?}", typeid.prefix()),
            )),
            Err(error) => Err(failure("ulid_from_typeid", error)),
        }
    })?;
    Ok(())
}

/// The 16 bytes as a `BLOB`.
fn blob(id: Ulid) -> Vec<u8> {
    id.to_bytes().to_vec()
}

/// An SQL error that names the function.
fn failure(function: &str, error: impl ToString) -> Error {
    let message = format!("{function}(): {}", error.to_string());
    Error::UserFunctionError(message.into())
}

/// Argument `index` as an ID: a 16-byte `BLOB` or a 26-character `TEXT`.
fn id_arg(ctx: &Context<'_>, function: &str, index: usize) -> Result<Option<Ulid>> {
    let decoded = match ctx.get_raw(index) {
        ValueRef::Null => return Ok(None),
        ValueRef::Blob(bytes) => Ulid::from_binary_column("BLOB", bytes),
        ValueRef::Text(text) => Ulid::from_text_column("TEXT", text),
        ValueRef::Integer(_) => Err(ColumnDecodeError::wrong_type("INTEGER")),
        ValueRef::Real(_) => Err(ColumnDecodeError::wrong_type("REAL")),
    };
    decoded.map(Some).map_err(|error| failure(function, error))
}

/// Argument `index` as text.
fn text_arg<'a>(ctx: &'a Context<'_>, function: &str, index: usize) -> Result<Option<&'a str>> {
    match ctx.get_raw(index) {
        ValueRef::Null => Ok(None),
        ValueRef::Text(text) => core::str::from_utf8(text)
            .map(Some)
            .map_err(|error| failure(function, error)),
        _ => Err(failure(function, "expected TEXT")),
    }
}

/// The first argument as milliseconds since 1970 that a ULID holds.
fn ms_arg(ctx: &Context<'_>, function: &str) -> Result<Option<u64>> {
    match ctx.get_raw(0) {
        ValueRef::Null => Ok(None),
        ValueRef::Integer(ms) => match u64::try_from(ms) {
            Ok(ms) if ms <= Ulid::MAX_TIMESTAMP_MS => Ok(Some(ms)),
            _ => Err(failure(
                function,
                format!(
                    "{ms} ms is outside the times a ULID holds (0 to {})",
                    Ulid::MAX_TIMESTAMP_MS
                ),
            )),
        },
        _ => Err(failure(
            function,
            "expected INTEGER milliseconds since 1970",
        )),
    }
}

/// `ms` (at most [`Ulid::MAX_TIMESTAMP_MS`]) as a `SystemTime`.
fn unix_ms(ms: u64) -> std::time::SystemTime {
    std::time::UNIX_EPOCH + core::time::Duration::from_millis(ms)
}

/// `ms` as ISO 8601 in UTC with milliseconds, as SQLite's own
/// `strftime('%Y-%m-%dT%H:%M:%fZ', ms / 1000.0, 'unixepoch')` writes it
/// (years past 9999 get five digits).
fn iso_8601(ms: u64) -> String {
    let (days, ms_of_day) = (ms / 86_400_000, ms % 86_400_000);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        ms_of_day / 3_600_000,
        ms_of_day / 60_000 % 60,
        ms_of_day / 1000 % 60,
        ms_of_day % 1000
    )
}

/// The Gregorian date of a day count since 1970-01-01 (Howard Hinnant's
/// `civil_from_days`, for days that are never negative here).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::iso_8601;

    #[test]
    fn iso_8601_agrees_with_known_dates() {
        assert_eq!(iso_8601(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(iso_8601(1_469_922_850_259), "2016-07-30T23:54:10.259Z");
        assert_eq!(iso_8601(951_782_400_000), "2000-02-29T00:00:00.000Z");
        assert_eq!(iso_8601((1 << 48) - 1), "10889-08-02T05:31:50.655Z");
    }
}
