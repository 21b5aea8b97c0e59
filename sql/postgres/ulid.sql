-- ULIDs in PostgreSQL 14 or newer without an extension: for servers that
-- install none (RDS, Cloud SQL, Azure, Supabase, Neon), or before the
-- extension `ulid` (ulid-postgres) can be installed. Keys are stored as
-- `uuid`: the same 16 bytes, in the same order, as the Rust crates bind a
-- `Ulid` and as the extension's `ulid` type holds them, which is what lets a
-- database move to the extension later without rewriting a table.
--
--   psql -f sql/postgres/ulid.sql            (or as a migration, as is)
--
-- Running it again replaces the functions with themselves. The same names
-- and meanings as the extension's functions:
--
--   gen_ulid()                 a new ULID as uuid: the time in ms from
--                              clock_timestamp(), 80 random bits from the
--                              core gen_random_uuid() (no pgcrypto), none
--                              of them its fixed version or variant bits.
--                              Not monotonic within a millisecond (the
--                              extension's is): here the same as
--   gen_random_ulid()          a new ULID with 80 fresh random bits
--   gen_ulid_at(timestamptz)   a new ULID of that millisecond, 80 fresh
--                              random bits: for giving old rows keys
--   gen_ulid_v7()              a new ULID in UUIDv7 form: a valid UUIDv7
--   gen_random_ulid_v7()       too (version 7, RFC variant), 74 random bits;
--                              here both the same, as gen_ulid() is
--   ulid_to_text(uuid)         the 26 upper-case characters
--   ulid_from_text(text)       the uuid of 26 characters in either case;
--                              anything else is SQLSTATE 22P02 in the words
--                              of the Rust parser, never NULL or another ID
--   ulid_time(uuid)            timestamptz, to the millisecond
--   ulid_time_ms(uuid)         bigint, ms since 1970
--   ulid_min_at(timestamptz)   the smallest and largest key of the
--   ulid_max_at(timestamptz)   millisecond: the key range of a time window
--
-- Safe under any search_path, which matters because PostgreSQL 17 builds
-- indexes, refreshes materialized views and runs VACUUM and ANALYZE with
-- `search_path = pg_catalog, pg_temp`, and pg_restore with an empty one:
-- the SQL functions have SQL-standard bodies (BEGIN ATOMIC, PostgreSQL 14),
-- whose calls are bound when the function is made, recorded as
-- dependencies (so pg_dump orders them) and still inlined into the query
-- that calls them; the two PL/pgSQL functions call only pg_catalog's and
-- pin their search_path to it (a SET costs them about a microsecond a call,
-- and they cannot be inlined anyway). So an index, a generated column, a
-- CHECK or a materialized view may use any of them, and no schema on a
-- caller's search_path can put another function in their place.
--
-- PostgreSQL 13, out of support since November 2025, has no BEGIN ATOMIC;
-- this file refuses it with a message, before it makes anything. Apply it
-- with psql 14 or newer (an older psql splits BEGIN ATOMIC bodies).

DO $$
BEGIN
    IF current_setting('server_version_num')::int < 140000 THEN
        RAISE EXCEPTION 'sql/postgres/ulid.sql needs PostgreSQL 14 or newer (BEGIN ATOMIC); this server is %',
            current_setting('server_version');
    END IF;
END
$$;

-- The millisecond since 1970 that t falls in, if a ULID holds it; for
-- gen_ulid_at, ulid_min_at and ulid_max_at.
CREATE OR REPLACE FUNCTION ulid_ms_at(t timestamptz) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    -- Whole microseconds first: extract() is a double before PostgreSQL 14.
    micros bigint;
BEGIN
    IF NOT isfinite(t) THEN
        RAISE EXCEPTION USING ERRCODE = 'datetime_field_overflow',
            MESSAGE = 'a ULID holds no infinite time';
    END IF;
    micros := round(extract(epoch FROM t) * 1000000);
    IF micros < 0 THEN
        RAISE EXCEPTION USING ERRCODE = 'datetime_field_overflow', MESSAGE = format(
            '%s is before 1970-01-01 00:00:00+00, the first millisecond a ULID holds', t);
    END IF;
    IF micros / 1000 > 281474976710655 THEN
        RAISE EXCEPTION USING ERRCODE = 'datetime_field_overflow', MESSAGE = format(
            '%s is after the last millisecond a ULID holds (10889-08-02 05:31:50.655+00)', t);
    END IF;
    RETURN micros / 1000;
END
$$;

-- A new ULID of millisecond `ms` (checked by the callers): bytes 1-6 and
-- 10-13 of a version 4 UUID are random; byte 7 holds its version and byte 9
-- its variant.
CREATE OR REPLACE FUNCTION ulid_of_ms(ms bigint) RETURNS uuid
LANGUAGE sql VOLATILE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT encode(
        substring(int8send(ms) FROM 3)
            || substring(random.bytes FROM 1 FOR 6)
            || substring(random.bytes FROM 10 FOR 4),
        'hex')::uuid
    FROM (SELECT uuid_send(gen_random_uuid()) AS bytes) AS random;
END;

CREATE OR REPLACE FUNCTION gen_random_ulid() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE
BEGIN ATOMIC
    SELECT ulid_of_ms(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint);
END;

CREATE OR REPLACE FUNCTION gen_ulid() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE
BEGIN ATOMIC
    SELECT gen_random_ulid();
END;

-- A new ULID in UUIDv7 form of millisecond `ms`: bytes 7-16 of a version 4
-- UUID, whose variant (byte 9) is already RFC 9562's, with its version
-- nibble (the top of byte 7) made 7.
CREATE OR REPLACE FUNCTION ulid_v7_of_ms(ms bigint) RETURNS uuid
LANGUAGE sql VOLATILE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT encode(
        substring(int8send(ms) FROM 3)
            || substring(set_byte(random.bytes, 6, get_byte(random.bytes, 6) & 15 | 112)
                         FROM 7 FOR 10),
        'hex')::uuid
    FROM (SELECT uuid_send(gen_random_uuid()) AS bytes) AS random;
END;

CREATE OR REPLACE FUNCTION gen_random_ulid_v7() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE
BEGIN ATOMIC
    SELECT ulid_v7_of_ms(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint);
END;

CREATE OR REPLACE FUNCTION gen_ulid_v7() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE
BEGIN ATOMIC
    SELECT gen_random_ulid_v7();
END;

CREATE OR REPLACE FUNCTION gen_ulid_at(t timestamptz) RETURNS uuid
LANGUAGE sql VOLATILE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT ulid_of_ms(ulid_ms_at(t));
END;

CREATE OR REPLACE FUNCTION ulid_to_text(id uuid) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
    -- 130 bits (two leading zeros and the 128), five per character.
    SELECT string_agg(
        substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
               substring(b.bits FROM i * 5 + 1 FOR 5)::bit(5)::int + 1, 1),
        '' ORDER BY i)
    FROM (SELECT B'00' || ('x' || encode(uuid_send(id), 'hex'))::bit(128) AS bits) AS b,
         generate_series(0, 25) AS i;
END;

CREATE OR REPLACE FUNCTION ulid_from_text(t text) RETURNS uuid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    upper_digits CONSTANT text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    lower_digits CONSTANT text := '0123456789abcdefghjkmnpqrstvwxyz';
    bits bit varying := B'';
    c text;
    digit int;
    -- The input as the messages quote it: at most 60 characters, then …
    -- and its length in bytes, as the ulid command and the extension do.
    quoted text := CASE WHEN length(t) > 60
        THEN format('"%s…" (%s bytes)', left(t, 60), to_char(octet_length(t), 'FM999,999,999,990'))
        ELSE format('"%s"', t) END;
BEGIN
    -- The Rust parser's order: the first character outside the alphabet,
    -- else the length (in bytes), else overflow.
    FOR i IN 1 .. length(t) LOOP
        c := substr(t, i, 1);
        digit := coalesce(nullif(strpos(upper_digits, c), 0), strpos(lower_digits, c)) - 1;
        IF digit < 0 THEN
            RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation', MESSAGE = format(
                'invalid input syntax for type ulid: %s: invalid character ''%s'' at index %s (0-based): '
                'a ULID uses Crockford base32 (0-9 and A-Z without I, L, O, U)',
                quoted, c, octet_length(substr(t, 1, i - 1)));
        END IF;
        bits := bits || digit::bit(5);
    END LOOP;
    IF octet_length(t) <> 26 THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation', MESSAGE = format(
            'invalid input syntax for type ulid: %s: invalid length: a ULID is 26 characters, found %s',
            quoted, octet_length(t));
    END IF;
    IF substring(bits FROM 1 FOR 2) <> B'00' THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation', MESSAGE = format(
            'invalid input syntax for type ulid: %s: overflow: the first character must be 0-7, found ''%s''',
            quoted, left(t, 1));
    END IF;
    RETURN (lpad(to_hex(substring(bits FROM 3 FOR 32)::bit(32)::int), 8, '0')
        || lpad(to_hex(substring(bits FROM 35 FOR 32)::bit(32)::int), 8, '0')
        || lpad(to_hex(substring(bits FROM 67 FOR 32)::bit(32)::int), 8, '0')
        || lpad(to_hex(substring(bits FROM 99 FOR 32)::bit(32)::int), 8, '0'))::uuid;
END
$$;

CREATE OR REPLACE FUNCTION ulid_time_ms(id uuid) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT ('x' || encode(substring(uuid_send(id) FROM 1 FOR 6), 'hex'))::bit(48)::bigint;
END;

CREATE OR REPLACE FUNCTION ulid_time(id uuid) RETURNS timestamptz
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT timestamptz '1970-01-01 00:00:00+00' + ulid_time_ms(id) * interval '1 millisecond';
END;

CREATE OR REPLACE FUNCTION ulid_min_at(t timestamptz) RETURNS uuid
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT (lpad(to_hex(ulid_ms_at(t)), 12, '0') || '00000000000000000000')::uuid;
END;

CREATE OR REPLACE FUNCTION ulid_max_at(t timestamptz) RETURNS uuid
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
    SELECT (lpad(to_hex(ulid_ms_at(t)), 12, '0') || 'ffffffffffffffffffff')::uuid;
END;
