-- ulid 0.3.0 to 0.4.0: IDs in UUIDv7 form (valid UUIDv7s too):
-- gen_ulid_v7(), gen_random_ulid_v7() and gen_monotonic_ulid_v7(). The
-- objects are those of a fresh 0.4.0 (sql/released/ulid--0.4.0.sql),
-- which tests/tests/it/postgres_extension.rs checks.
\echo Use "ALTER EXTENSION ulid UPDATE TO '0.4.0'" to load this file. \quit

CREATE FUNCTION "gen_ulid_v7"() RETURNS ulid /* PgUlid */
STRICT VOLATILE PARALLEL RESTRICTED
LANGUAGE c /* Rust */
AS 'MODULE_PATHNAME', 'gen_ulid_v7_wrapper';

CREATE FUNCTION "gen_random_ulid_v7"() RETURNS ulid /* PgUlid */
STRICT VOLATILE PARALLEL SAFE
LANGUAGE c /* Rust */
AS 'MODULE_PATHNAME', 'gen_random_ulid_v7_wrapper';

CREATE FUNCTION "gen_monotonic_ulid_v7"() RETURNS ulid /* PgUlid */
STRICT VOLATILE PARALLEL RESTRICTED
LANGUAGE c /* Rust */
AS 'MODULE_PATHNAME', 'gen_monotonic_ulid_v7_wrapper';
