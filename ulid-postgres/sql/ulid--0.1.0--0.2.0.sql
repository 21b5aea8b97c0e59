-- ulid 0.1.0 to 0.2.0: comparisons with uuid that indexes serve, BRIN
-- operator classes, gen_random_ulid(), gen_ulid_at(), casts to and from
-- bytea, btree skip support on PostgreSQL 18. The objects are those of a
-- fresh 0.2.0 (sql/released/ulid--0.2.0.sql), which
-- tests/tests/it/postgres_extension.rs checks; the functions whose Rust
-- changed (text arguments in any encoding) keep their SQL.
\echo Use "ALTER EXTENSION ulid UPDATE TO '0.2.0'" to load this file. \quit

CREATE FUNCTION "gen_random_ulid"() RETURNS ulid /* PgUlid */
STRICT VOLATILE PARALLEL SAFE
LANGUAGE c /* Rust */
AS 'MODULE_PATHNAME', 'gen_random_ulid_wrapper';

CREATE FUNCTION "gen_ulid_at"(
	"time" timestamp with time zone /* TimestampWithTimeZone */
) RETURNS ulid /* PgUlid */
VOLATILE STRICT PARALLEL SAFE
LANGUAGE c /* Rust */
AS 'MODULE_PATHNAME', 'gen_ulid_at_wrapper';

CREATE FUNCTION "ulid_from_bytea"(
	"bytes" bytea /* &[u8] */
) RETURNS ulid /* PgUlid */
IMMUTABLE STRICT PARALLEL SAFE
LANGUAGE c /* Rust */
AS 'MODULE_PATHNAME', 'ulid_from_bytea_wrapper';

-- The 16 bytes and back: ulid_send (the binary output) is exactly them;
-- the other way checks the length.
CREATE CAST (ulid AS bytea) WITH FUNCTION ulid_send(ulid);
CREATE CAST (bytea AS ulid) WITH FUNCTION ulid_from_bytea(bytea);

CREATE FUNCTION ulid_uuid_eq(ulid, uuid) RETURNS boolean
    AS 'uuid_eq' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_uuid_ne(ulid, uuid) RETURNS boolean
    AS 'uuid_ne' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_uuid_lt(ulid, uuid) RETURNS boolean
    AS 'uuid_lt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_uuid_le(ulid, uuid) RETURNS boolean
    AS 'uuid_le' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_uuid_gt(ulid, uuid) RETURNS boolean
    AS 'uuid_gt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_uuid_ge(ulid, uuid) RETURNS boolean
    AS 'uuid_ge' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_uuid_cmp(ulid, uuid) RETURNS integer
    AS 'uuid_cmp' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uuid_ulid_eq(uuid, ulid) RETURNS boolean
    AS 'uuid_eq' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uuid_ulid_ne(uuid, ulid) RETURNS boolean
    AS 'uuid_ne' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uuid_ulid_lt(uuid, ulid) RETURNS boolean
    AS 'uuid_lt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uuid_ulid_le(uuid, ulid) RETURNS boolean
    AS 'uuid_le' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uuid_ulid_gt(uuid, ulid) RETURNS boolean
    AS 'uuid_gt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uuid_ulid_ge(uuid, ulid) RETURNS boolean
    AS 'uuid_ge' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION uuid_ulid_cmp(uuid, ulid) RETURNS integer
    AS 'uuid_cmp' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

CREATE OPERATOR = (
    LEFTARG = ulid, RIGHTARG = uuid, FUNCTION = ulid_uuid_eq,
    COMMUTATOR = =, NEGATOR = <>,
    RESTRICT = eqsel, JOIN = eqjoinsel, HASHES, MERGES
);
CREATE OPERATOR <> (
    LEFTARG = ulid, RIGHTARG = uuid, FUNCTION = ulid_uuid_ne,
    COMMUTATOR = <>, NEGATOR = =,
    RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR < (
    LEFTARG = ulid, RIGHTARG = uuid, FUNCTION = ulid_uuid_lt,
    COMMUTATOR = >, NEGATOR = >=,
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR <= (
    LEFTARG = ulid, RIGHTARG = uuid, FUNCTION = ulid_uuid_le,
    COMMUTATOR = >=, NEGATOR = >,
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR > (
    LEFTARG = ulid, RIGHTARG = uuid, FUNCTION = ulid_uuid_gt,
    COMMUTATOR = <, NEGATOR = <=,
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR >= (
    LEFTARG = ulid, RIGHTARG = uuid, FUNCTION = ulid_uuid_ge,
    COMMUTATOR = <=, NEGATOR = <,
    RESTRICT = scalargesel, JOIN = scalargejoinsel
);
CREATE OPERATOR = (
    LEFTARG = uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_eq,
    COMMUTATOR = =, NEGATOR = <>,
    RESTRICT = eqsel, JOIN = eqjoinsel, HASHES, MERGES
);
CREATE OPERATOR <> (
    LEFTARG = uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_ne,
    COMMUTATOR = <>, NEGATOR = =,
    RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR < (
    LEFTARG = uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_lt,
    COMMUTATOR = >, NEGATOR = >=,
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR <= (
    LEFTARG = uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_le,
    COMMUTATOR = >=, NEGATOR = >,
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR > (
    LEFTARG = uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_gt,
    COMMUTATOR = <, NEGATOR = <=,
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR >= (
    LEFTARG = uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_ge,
    COMMUTATOR = <=, NEGATOR = <,
    RESTRICT = scalargesel, JOIN = scalargejoinsel
);

-- ulid's btree family (made by its operator class ulid_ops) holds every
-- pair of the two types: the mixed ones here, uuid's own in uuid_ulid_ops.
ALTER OPERATOR FAMILY ulid_ops USING btree ADD
    OPERATOR 1 < (ulid, uuid),
    OPERATOR 2 <= (ulid, uuid),
    OPERATOR 3 = (ulid, uuid),
    OPERATOR 4 >= (ulid, uuid),
    OPERATOR 5 > (ulid, uuid),
    FUNCTION 1 (ulid, uuid) ulid_uuid_cmp(ulid, uuid),
    OPERATOR 1 < (uuid, ulid),
    OPERATOR 2 <= (uuid, ulid),
    OPERATOR 3 = (uuid, ulid),
    OPERATOR 4 >= (uuid, ulid),
    OPERATOR 5 > (uuid, ulid),
    FUNCTION 1 (uuid, ulid) uuid_ulid_cmp(uuid, ulid);
CREATE OPERATOR CLASS uuid_ulid_ops FOR TYPE uuid USING btree FAMILY ulid_ops AS
    OPERATOR 1 pg_catalog.<,
    OPERATOR 2 pg_catalog.<=,
    OPERATOR 3 pg_catalog.=,
    OPERATOR 4 pg_catalog.>=,
    OPERATOR 5 pg_catalog.>,
    FUNCTION 1 pg_catalog.uuid_cmp(uuid, uuid),
    FUNCTION 2 pg_catalog.uuid_sortsupport(internal),
    FUNCTION 4 pg_catalog.btequalimage(oid);

ALTER OPERATOR FAMILY ulid_ops USING hash ADD
    OPERATOR 1 = (ulid, uuid),
    OPERATOR 1 = (uuid, ulid);
CREATE OPERATOR CLASS uuid_ulid_ops FOR TYPE uuid USING hash FAMILY ulid_ops AS
    OPERATOR 1 pg_catalog.=,
    FUNCTION 1 pg_catalog.uuid_hash(uuid),
    FUNCTION 2 pg_catalog.uuid_hash_extended(uuid, bigint);

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

CREATE OPERATOR CLASS ulid_minmax_ops DEFAULT FOR TYPE ulid USING brin AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(internal, internal, internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(internal, internal, internal);
ALTER OPERATOR FAMILY ulid_minmax_ops USING brin ADD
    OPERATOR 1 < (ulid, uuid),
    OPERATOR 2 <= (ulid, uuid),
    OPERATOR 3 = (ulid, uuid),
    OPERATOR 4 >= (ulid, uuid),
    OPERATOR 5 > (ulid, uuid);

CREATE OPERATOR CLASS ulid_minmax_multi_ops FOR TYPE ulid USING brin AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 pg_catalog.brin_minmax_multi_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_minmax_multi_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_minmax_multi_consistent(internal, internal, internal, integer),
    FUNCTION 4 pg_catalog.brin_minmax_multi_union(internal, internal, internal),
    FUNCTION 5 pg_catalog.brin_minmax_multi_options(internal),
    FUNCTION 11 pg_catalog.brin_minmax_multi_distance_uuid(internal, internal);
ALTER OPERATOR FAMILY ulid_minmax_multi_ops USING brin ADD
    OPERATOR 1 < (ulid, uuid),
    OPERATOR 2 <= (ulid, uuid),
    OPERATOR 3 = (ulid, uuid),
    OPERATOR 4 >= (ulid, uuid),
    OPERATOR 5 > (ulid, uuid);

CREATE OPERATOR CLASS ulid_bloom_ops FOR TYPE ulid USING brin AS
    OPERATOR 1 =,
    FUNCTION 1 pg_catalog.brin_bloom_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_bloom_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_bloom_consistent(internal, internal, internal, integer),
    FUNCTION 4 pg_catalog.brin_bloom_union(internal, internal, internal),
    FUNCTION 5 pg_catalog.brin_bloom_options(internal),
    FUNCTION 11 ulid_hash(ulid);
ALTER OPERATOR FAMILY ulid_bloom_ops USING brin ADD
    OPERATOR 1 = (ulid, uuid);
