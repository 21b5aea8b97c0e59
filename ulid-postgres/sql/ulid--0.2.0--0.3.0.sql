-- ulid 0.2.0 to 0.3.0: gen_monotonic_ulid(), one order across the
-- server's backends when the library is in shared_preload_libraries. The
-- objects are those of a fresh 0.3.0 (sql/released/ulid--0.3.0.sql),
-- which tests/tests/it/postgres_extension.rs checks.
\echo Use "ALTER EXTENSION ulid UPDATE TO '0.3.0'" to load this file. \quit

CREATE FUNCTION "gen_monotonic_ulid"() RETURNS ulid /* PgUlid */
STRICT VOLATILE PARALLEL RESTRICTED
LANGUAGE c /* Rust */
AS 'MODULE_PATHNAME', 'gen_monotonic_ulid_wrapper';
