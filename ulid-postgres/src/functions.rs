//! The extension's functions: `gen_ulid()` and the others that make IDs,
//! the time of an ID and the key range of a time window, text, and
//! TypeIDs. The same names and meanings as `sql/postgres/ulid.sql` (for
//! servers without the extension), the SQLite extension and
//! `ulid_core::sqlite_functions::register_functions`.

use std::time::{Duration, UNIX_EPOCH};

use pgrx::prelude::*;
use ulid_core::{AnyId, SharedGenerator, SystemClock, ThreadEntropy, Ulid, UuidV7Form};

use crate::datum::{PgText, PgUlid};
use crate::errors::{
    invalid_argument, invalid_binary, invalid_text, quoted, time_out_of_range, utf8_text,
};
use crate::ulid_type::invalid_ulid;

/// PostgreSQL's epoch, 2000-01-01, in milliseconds since 1970.
const POSTGRES_EPOCH_MS: i64 = 946_684_800_000;

/// One generator per backend. A backend is a process forked from the
/// postmaster; ulid-core's generator notices a fork and starts a fresh
/// random part in the child, so backends never repeat each other's IDs
/// even when the library is preloaded into the postmaster.
static GENERATOR: SharedGenerator = SharedGenerator::new();

/// One generator per backend of IDs in UUIDv7 form, for `gen_ulid_v7()`.
static GENERATOR_V7: SharedGenerator<SystemClock, ThreadEntropy, UuidV7Form> =
    SharedGenerator::new_uuid_v7();

/// A new ULID, larger than every one this backend made before: the rows a
/// statement inserts get strictly increasing IDs. `PARALLEL RESTRICTED`
/// keeps the calls of one query in its leader backend, which keeps that
/// order.
#[pg_extern(volatile, parallel_restricted, requires = ["ulid_type"])]
fn gen_ulid() -> PgUlid {
    match GENERATOR.generate() {
        Ok(id) => PgUlid(id),
        Err(error) => time_out_of_range(format!("gen_ulid(): {error}")),
    }
}

/// A new ULID with 80 fresh random bits: unlike [`gen_ulid`]'s, its
/// neighbours cannot be guessed from it (within a millisecond `gen_ulid()`
/// counts up by one). Any backend, also a parallel worker, may call it.
#[pg_extern(volatile, parallel_safe, requires = ["ulid_type"])]
fn gen_random_ulid() -> PgUlid {
    PgUlid(Ulid::new())
}

/// A new ULID in UUIDv7 form (its 16 bytes a valid UUIDv7, so `id::uuid`
/// gives PostgreSQL 18's `uuid_extract_timestamp()` its millisecond),
/// larger than every one this backend made before, as [`gen_ulid`]'s:
/// within a millisecond its 74 random bits count up by one.
#[pg_extern(volatile, parallel_restricted, requires = ["ulid_type"])]
fn gen_ulid_v7() -> PgUlid {
    match GENERATOR_V7.generate() {
        Ok(id) => PgUlid(id),
        Err(error) => time_out_of_range(format!("gen_ulid_v7(): {error}")),
    }
}

/// A new ULID in UUIDv7 form with 74 fresh random bits, as
/// [`gen_random_ulid`]'s with the version and variant in place.
#[pg_extern(volatile, parallel_safe, requires = ["ulid_type"])]
fn gen_random_ulid_v7() -> PgUlid {
    PgUlid(Ulid::new_uuid_v7())
}

/// A new ULID of the millisecond `time` falls in, with 80 fresh random
/// bits: for giving rows made before the ID its time.
#[pg_extern(volatile, strict, parallel_safe, requires = ["ulid_type"])]
fn gen_ulid_at(time: TimestampWithTimeZone) -> PgUlid {
    PgUlid(Ulid::new_at(
        UNIX_EPOCH + Duration::from_millis(unix_ms(time)),
    ))
}

/// The 16 bytes of a `bytea` as a ULID (the cast `bytea::ulid`): another
/// length is SQLSTATE 22P03.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_from_bytea(bytes: &[u8]) -> PgUlid {
    match Ulid::from_slice(bytes) {
        Ok(id) => PgUlid(id),
        Err(error) => invalid_binary("type ulid", error),
    }
}

/// The time in the ID, to the millisecond.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_time(id: PgUlid) -> TimestampWithTimeZone {
    // A ULID's time (at most 2^48 - 1 ms) is far inside timestamptz's range.
    let micros = (ulid_time_ms(id) - POSTGRES_EPOCH_MS) * 1000;
    match TimestampWithTimeZone::try_from(micros) {
        Ok(time) => time,
        Err(_) => time_out_of_range(format!("{} has no timestamptz", id.0)),
    }
}

/// The time in the ID, in milliseconds since 1970.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_time_ms(id: PgUlid) -> i64 {
    // At most 2^48 - 1: always an i64.
    i64::try_from(id.0.timestamp_ms()).unwrap_or(i64::MAX)
}

/// The smallest ULID of the millisecond `time` falls in: with
/// [`ulid_max_at`], the key range of a time window
/// (`id BETWEEN ulid_min_at(a) AND ulid_max_at(b)`).
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_min_at(time: TimestampWithTimeZone) -> PgUlid {
    PgUlid(Ulid::min_at_ms(unix_ms(time)))
}

/// The largest ULID of the millisecond `time` falls in.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_max_at(time: TimestampWithTimeZone) -> PgUlid {
    PgUlid(Ulid::max_at_ms(unix_ms(time)))
}

/// The millisecond since 1970 that `time` falls in, if a ULID holds it
/// (1970 to the year 10889; not infinity).
fn unix_ms(time: TimestampWithTimeZone) -> u64 {
    let micros = pg_sys::TimestampTz::from(time);
    if micros == i64::MIN || micros == i64::MAX {
        time_out_of_range("a ULID holds no infinite time");
    }
    let ms = micros.div_euclid(1000) + POSTGRES_EPOCH_MS;
    match u64::try_from(ms) {
        Ok(ms) if ms <= Ulid::MAX_TIMESTAMP_MS => ms,
        Ok(_) => time_out_of_range(format!(
            "{time} is after the last millisecond a ULID holds (10889-08-02 05:31:50.655+00)"
        )),
        Err(_) => time_out_of_range(format!(
            "{time} is before 1970-01-01 00:00:00+00, the first millisecond a ULID holds"
        )),
    }
}

/// The 26 upper-case characters.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_to_text(id: PgUlid) -> String {
    id.0.to_string()
}

/// The ULID in the 26 characters of `text`, in either case; anything else
/// is SQLSTATE 22P02 with the parser's words.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_from_text(text: PgText<'_>) -> PgUlid {
    match Ulid::parse_ascii(text.0) {
        Ok(id) => PgUlid(id),
        Err(error) => invalid_ulid(text.0, error),
    }
}

/// The TypeID of `id` with `prefix` (`user_01h455vb4pex5vsknk084sn02q`);
/// an empty prefix gives the bare lower-case suffix. A prefix TypeID does
/// not allow is SQLSTATE 22023.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_to_typeid(id: PgUlid, prefix: PgText<'_>) -> String {
    match AnyId::new(&utf8_text(prefix.0), id.0) {
        Ok(typeid) => typeid.to_string(),
        Err(error) => bad_prefix(prefix, error),
    }
}

/// The ULID of a TypeID that must have `prefix`: text that is no TypeID,
/// or one of another kind, is SQLSTATE 22P02.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_from_typeid(text: PgText<'_>, prefix: PgText<'_>) -> PgUlid {
    let expected = utf8_text(prefix.0);
    if let Err(error) = AnyId::new(&expected, Ulid::NIL) {
        bad_prefix(prefix, error);
    }
    let typeid = utf8_text(text.0);
    match AnyId::parse(&typeid) {
        Ok(typeid) if typeid.prefix() == expected => PgUlid(typeid.to_ulid()),
        Ok(typeid) => invalid_text("a TypeID", text.0, |_| {
            format!("the prefix is {:?}, expected {expected:?}", typeid.prefix())
        }),
        Err(error) => invalid_text("a TypeID", text.0, |_| error),
    }
}

/// A prefix TypeID does not allow: SQLSTATE 22023.
fn bad_prefix(prefix: PgText<'_>, error: impl core::fmt::Display) -> ! {
    invalid_argument(format!(
        "{} is no TypeID prefix: {error}",
        quoted(&utf8_text(prefix.0), prefix.0.len())
    ))
}

extension_sql!(
    r#"
-- The 16 bytes and back: ulid_send (the binary output) is exactly them;
-- the other way checks the length.
CREATE CAST (ulid AS bytea) WITH FUNCTION ulid_send(ulid);
CREATE CAST (bytea AS ulid) WITH FUNCTION ulid_from_bytea(bytea);
"#,
    name = "ulid_bytea_casts",
    requires = ["ulid_type", ulid_from_bytea]
);
