//! Comparisons between `ulid` and `uuid` that indexes serve: a `uuid`
//! column beside a `ulid` key (a foreign key kept as `uuid` when the key
//! moved, a parameter a client sends as `uuid`).
//!
//! The operators `=`, `<>`, `<`, `<=`, `>`, `>=` between the two types are
//! uuid's C functions declared for mixed arguments (the same 16 bytes, the
//! same order), in `ulid`'s own btree and hash operator families, which
//! also get `uuid`'s operators. So:
//!
//! - an index on a `ulid` column serves a `uuid` value or column (a
//!   parameter, a join, a foreign key from a `uuid` column to a `ulid`
//!   key), and so does partition pruning on a `ulid` key;
//! - merge and hash joins work across the two types;
//! - an index on a `uuid` column serves a `ulid` value when it is built with
//!   the operator class `uuid_ulid_ops` (`CREATE INDEX ON child (parent_id
//!   uuid_ulid_ops)`), which is `uuid`'s own order and hashing in `ulid`'s
//!   families; such a `uuid` key can be referenced from a `ulid` column.
//!
//! Why not put `ulid`'s classes into `uuid`'s built-in families instead, so
//! that every plain `uuid` index would serve `ulid` values: `pg_upgrade`
//! drops what an extension adds to a built-in family, silently (seen from
//! 17.10 to 18.6, and petere/pguint#30), and those plans would turn into
//! sequential scans after an upgrade. What lives in the extension's own
//! families is dumped and restored with it.

use pgrx::prelude::*;

extension_sql!(
    r#"
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

"#,
    name = "uuid_comparisons",
    requires = ["ulid_operators"]
);
