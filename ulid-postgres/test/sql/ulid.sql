-- The extension's SQL-level test, run by pg_regress against an installed
-- package in a new database (../installed.sh): what a DBA sees through
-- psql, with no Rust anywhere. expected/ulid.out is its output on every
-- major 14 to 18.
CREATE EXTENSION ulid;
SELECT extversion = default_version AS current FROM pg_extension JOIN pg_available_extensions ON name = extname
WHERE extname = 'ulid';

-- Text in and out, both cases, and a UUID's text.
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid, '01arz3ndektsv4rrffq69g5fav'::ulid;
SELECT '01563e3a-b5d3-d676-4c61-efb99302bd5b'::ulid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::uuid, '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::uuid::ulid;
SELECT pg_column_size('01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid) AS bytes;

-- Bad input: the parser's own words, at the character they name.
SELECT '8ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAL'::ulid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FA'::ulid;
SELECT ulid_from_bytea('\x0102'::bytea);

-- Time: the stamp, the bounds of a millisecond, and IDs made at a time.
SELECT ulid_time_ms('01ARZ3NDEKTSV4RRFFQ69G5FAV'), ulid_time('01ARZ3NDEKTSV4RRFFQ69G5FAV') AT TIME ZONE 'UTC';
SELECT ulid_min_at('2016-07-30 23:54:10.259+00'), ulid_max_at('2016-07-30 23:54:10.259+00');
SELECT ulid_time_ms(gen_ulid_at('2016-07-30 23:54:10.259+00'));

-- TypeIDs and bytea.
SELECT ulid_to_typeid('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'user');
SELECT ulid_from_typeid('user_01arz3ndektsv4rrffq69g5fav', 'user');
SELECT ulid_from_typeid('user_01arz3ndektsv4rrffq69g5fav', 'team');
SELECT ulid_from_bytea(decode('01563e3ab5d3d6764c61efb99302bd5b', 'hex')), '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::bytea;

-- Order: by the bytes, as uuid orders them, also against uuid.
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid < '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid AS lt,
       '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid = '01563e3a-b5d3-d676-4c61-efb99302bd5b'::uuid AS eq_uuid,
       '01563e3a-b5d3-d676-4c61-efb99302bd5b'::uuid < '01ARZ3NDEKTSV4RRFFQ69G5FAW'::ulid AS lt_uuid;
SELECT min(id), max(id) FROM (VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid), ('00000000000000000000000000'), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ')) AS v (id);

-- gen_ulid(): new, increasing within a statement, never repeated.
CREATE TABLE ids (id ulid PRIMARY KEY DEFAULT gen_ulid(), n int);
INSERT INTO ids (n) SELECT g FROM generate_series(1, 10000) g;
SELECT count(*) = count(DISTINCT id) AS distinct_ids,
       bool_and(id > previous) AS increasing
FROM (SELECT id, lag(id) OVER (ORDER BY n) AS previous FROM ids) AS t WHERE previous IS NOT NULL;
SELECT gen_random_ulid() <> gen_random_ulid() AS fresh;
-- In UUIDv7 form: version 7 (the top of byte 6, counted from 0), variant
-- 2 (the top two bits of byte 8); gen_ulid_v7()'s increasing.
CREATE FUNCTION is_uuid_v7(id ulid) RETURNS boolean LANGUAGE sql AS
    $$ SELECT get_byte(uuid_send(id::uuid), 6) >> 4 = 7 AND get_byte(uuid_send(id::uuid), 8) >> 6 = 2 $$;
SELECT bool_and(is_uuid_v7(id)) AS uuid_v7, bool_and(id > previous) AS increasing
FROM (SELECT id, lag(id) OVER (ORDER BY n) AS previous
      FROM (SELECT gen_ulid_v7() AS id, g AS n FROM generate_series(1, 10000) g) AS made) AS t
WHERE previous IS NOT NULL;
SELECT bool_and(is_uuid_v7(gen_random_ulid_v7())) AS random_uuid_v7 FROM generate_series(1, 100);
-- gen_monotonic_ulid() and gen_monotonic_ulid_v7(): one order across
-- backends, only where the server preloads the library
-- (shared_preload_libraries); this one does not.
SELECT gen_monotonic_ulid();
SELECT gen_monotonic_ulid_v7();

-- The indexes serve ulid and uuid keys: btree, hash, BRIN.
CREATE TABLE hashed (id ulid);
CREATE INDEX hashed_id ON hashed USING hash (id);
INSERT INTO hashed SELECT id FROM ids;
CREATE TABLE ranged (id ulid);
CREATE INDEX ranged_id ON ranged USING brin (id);
INSERT INTO ranged SELECT id FROM ids;
ANALYZE ids, hashed, ranged;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT n FROM ids WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::uuid;
EXPLAIN (COSTS OFF) SELECT n FROM ids WHERE id > ulid_min_at('2016-07-30 23:54:10+00') ORDER BY id LIMIT 1;
EXPLAIN (COSTS OFF) SELECT * FROM hashed WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
EXPLAIN (COSTS OFF) SELECT * FROM ranged WHERE id < '01ARZ3NDEKTSV4RRFFQ69G5FAV';
SELECT count(*) FROM ranged WHERE id < ulid_max_at(now() + interval '1 hour');
RESET enable_seqscan;

-- Binary output, as COPY BINARY and pg_dump's custom format write it.
SELECT ulid_send('01ARZ3NDEKTSV4RRFFQ69G5FAV');
DROP TABLE ids, hashed, ranged;
