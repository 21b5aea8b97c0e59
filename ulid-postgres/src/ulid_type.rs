//! The type `ulid`: 16 bytes on disk like `uuid` (`typlen` 16, no varlena
//! header), text in and out through ulid-core's codec, and everything else
//! borrowed from `uuid`, whose representation it shares.
//!
//! Binary send and receive, comparison, hashing and sort support are
//! PostgreSQL's own `uuid` functions declared for `ulid` (`LANGUAGE
//! internal`): they compare and copy the 16 bytes, and big-endian byte
//! order is ULID order. So a client that reads a `uuid` in binary reads a
//! `ulid` the same way, and sorting runs at `uuid`'s speed, with its
//! abbreviated keys.

use core::ffi::CStr;

use pgrx::prelude::*;
use ulid_core::{ENCODED_LEN, ParseError, UUID_TEXT_LEN, Ulid};

use crate::datum::PgUlid;
use crate::errors::invalid_text;

extension_sql!(
    r#"
-- A shell type first: the input and output functions name it.
CREATE TYPE ulid;
CREATE FUNCTION ulid_recv(internal) RETURNS ulid
    AS 'uuid_recv' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_send(ulid) RETURNS bytea
    AS 'uuid_send' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
"#,
    name = "ulid_shell_type",
    bootstrap
);

/// The type's input function: the 26-character ULID in either case, or a
/// hyphenated UUID (as `uuid` text casts to `ulid`); anything else is
/// SQLSTATE 22P02 with the parser's words.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_shell_type"])]
fn ulid_in(input: &CStr) -> PgUlid {
    PgUlid(parse_ulid_or_uuid(input.to_bytes()))
}

/// A ULID's text, or a UUID's, as the input function and the cast from
/// `uuid` text take it.
fn parse_ulid_or_uuid(text: &[u8]) -> Ulid {
    let parsed = if text.len() == UUID_TEXT_LEN {
        core::str::from_utf8(text)
            .ok()
            .and_then(|text| Ulid::parse_uuid(text).ok())
    } else {
        None
    };
    match parsed {
        Some(id) => id,
        None => match Ulid::parse_ascii(text) {
            Ok(id) => id,
            Err(error) => invalid_ulid(text, error),
        },
    }
}

/// Text that is no ULID: SQLSTATE 22P02 with the parser's words for the
/// characters as typed (`error` is its words for the bytes, in the
/// database's encoding, which are the same wherever that is UTF-8).
pub(crate) fn invalid_ulid(text: &[u8], error: ParseError) -> ! {
    invalid_text("type ulid", text, |text| {
        Ulid::parse(text).err().unwrap_or(error)
    })
}

/// The type's output function: the 26 upper-case characters, written
/// straight into the memory PostgreSQL frees after the call.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_shell_type"])]
fn ulid_out(id: PgUlid) -> &'static CStr {
    let mut text = [0; ENCODED_LEN];
    id.0.encode(&mut text);
    // SAFETY: 27 writable bytes in the current memory context, which
    // outlives the call; PostgreSQL copies or frees the text after it.
    let buf =
        unsafe { pgrx::PgMemoryContexts::CurrentMemoryContext.palloc_slice::<u8>(ENCODED_LEN + 1) };
    buf[..ENCODED_LEN].copy_from_slice(&text);
    buf[ENCODED_LEN] = 0;
    // SAFETY: 26 ASCII characters and one NUL.
    unsafe { CStr::from_bytes_with_nul_unchecked(buf) }
}

extension_sql!(
    r#"
CREATE TYPE ulid (
    INPUT = ulid_in,
    OUTPUT = ulid_out,
    RECEIVE = ulid_recv,
    SEND = ulid_send,
    INTERNALLENGTH = 16,
    ALIGNMENT = char,
    STORAGE = plain
);
COMMENT ON TYPE ulid IS 'a ULID: 48-bit millisecond time and 80 random bits, 16 bytes, ordered by time; text is the 26 Crockford base32 characters';
"#,
    name = "ulid_type",
    requires = [ulid_in, ulid_out]
);

extension_sql!(
    r#"
-- uuid's C functions: memcmp of the 16 bytes, which is ULID order.
CREATE FUNCTION ulid_eq(ulid, ulid) RETURNS boolean
    AS 'uuid_eq' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_ne(ulid, ulid) RETURNS boolean
    AS 'uuid_ne' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_lt(ulid, ulid) RETURNS boolean
    AS 'uuid_lt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_le(ulid, ulid) RETURNS boolean
    AS 'uuid_le' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_gt(ulid, ulid) RETURNS boolean
    AS 'uuid_gt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_ge(ulid, ulid) RETURNS boolean
    AS 'uuid_ge' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_cmp(ulid, ulid) RETURNS integer
    AS 'uuid_cmp' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_sortsupport(internal) RETURNS void
    AS 'uuid_sortsupport' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_hash(ulid) RETURNS integer
    AS 'uuid_hash' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_hash_extended(ulid, bigint) RETURNS bigint
    AS 'uuid_hash_extended' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

CREATE OPERATOR = (
    LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_eq,
    COMMUTATOR = =, NEGATOR = <>,
    RESTRICT = eqsel, JOIN = eqjoinsel, HASHES, MERGES
);
CREATE OPERATOR <> (
    LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_ne,
    COMMUTATOR = <>, NEGATOR = =,
    RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR < (
    LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_lt,
    COMMUTATOR = >, NEGATOR = >=,
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR <= (
    LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_le,
    COMMUTATOR = >=, NEGATOR = >,
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR > (
    LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_gt,
    COMMUTATOR = <, NEGATOR = <=,
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR >= (
    LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_ge,
    COMMUTATOR = <=, NEGATOR = <,
    RESTRICT = scalargesel, JOIN = scalargejoinsel
);

-- FUNCTION 4 lets btree deduplicate equal keys, as for uuid.
CREATE OPERATOR CLASS ulid_ops DEFAULT FOR TYPE ulid USING btree AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 ulid_cmp(ulid, ulid),
    FUNCTION 2 ulid_sortsupport(internal),
    FUNCTION 4 btequalimage(oid);
CREATE OPERATOR CLASS ulid_ops DEFAULT FOR TYPE ulid USING hash AS
    OPERATOR 1 =,
    FUNCTION 1 ulid_hash(ulid),
    FUNCTION 2 ulid_hash_extended(ulid, bigint);

CREATE AGGREGATE min(ulid) (
    SFUNC = ulid_smaller, STYPE = ulid, COMBINEFUNC = ulid_smaller,
    SORTOP = <, PARALLEL = SAFE
);
CREATE AGGREGATE max(ulid) (
    SFUNC = ulid_larger, STYPE = ulid, COMBINEFUNC = ulid_larger,
    SORTOP = >, PARALLEL = SAFE
);

-- The same 16 bytes: no function, no rewrite of a table's data. uuid to
-- ulid is implicit, so that `ulid_column = $1` with a uuid parameter (what
-- clients send for a Rust Ulid) uses ulid's operators and index; ulid to
-- uuid is on assignment only, which keeps `=` between the two unambiguous.
CREATE CAST (uuid AS ulid) WITHOUT FUNCTION AS IMPLICIT;
CREATE CAST (ulid AS uuid) WITHOUT FUNCTION AS ASSIGNMENT;
CREATE CAST (ulid AS timestamptz) WITH FUNCTION ulid_time(ulid);
"#,
    name = "ulid_operators",
    requires = ["ulid_type", ulid_smaller, ulid_larger, ulid_time]
);

/// The smaller of two ULIDs, for `min(ulid)`.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_smaller(a: PgUlid, b: PgUlid) -> PgUlid {
    a.min(b)
}

/// The larger of two ULIDs, for `max(ulid)`.
#[pg_extern(immutable, strict, parallel_safe, requires = ["ulid_type"])]
fn ulid_larger(a: PgUlid, b: PgUlid) -> PgUlid {
    a.max(b)
}

extension_sql!(
    r#"
-- PostgreSQL 18's btree skip scan (an index on (a, id) used for a
-- condition on id alone) needs the type's skip support, which uuid has:
-- uuid's function declared for ulid, on the servers that have it (for
-- ulid's class and uuid_ulid_ops).
DO $block$
BEGIN
    IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 >= 180000 THEN
        CREATE FUNCTION ulid_skipsupport(internal) RETURNS void
            AS 'uuid_skipsupport' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
        ALTER OPERATOR FAMILY ulid_ops USING btree ADD
            FUNCTION 6 (ulid, ulid) ulid_skipsupport(internal),
            FUNCTION 6 (uuid, uuid) pg_catalog.uuid_skipsupport(internal);
    END IF;
END
$block$;
"#,
    name = "ulid_skip_support",
    requires = ["uuid_comparisons"]
);
