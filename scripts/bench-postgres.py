#!/usr/bin/env python3
"""The PostgreSQL extension `ulid` beside PostgreSQL's own uuid, and the SQL
file (sql/postgres/ulid.sql) beside the extension, on one server in one
run: each statement RUNS times, each in a new psql session (`\\timing`),
the median printed with the ratio to its peer.

  scripts/bench-postgres.py [ROWS] [RUNS]     (defaults 1000000 and 5)

Needs the extension installed (scripts/postgres-extension.sh) and psql;
ULID_TEST_POSTGRES_URL and ULID_TEST_PG_BIN as the tests read them. Makes and drops the database
ulid_bench. The SQL file's functions are PL/pgSQL and SQL, far slower per
call, so they run on ROWS / 10 rows and are reported per call."""

import os
import re
import statistics
import subprocess
import sys

ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
BASE = os.environ.get("ULID_TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/test")
SERVER = BASE.rsplit("/", 1)[0]
URL = f"{SERVER}/ulid_bench"
FILE = os.path.join(os.path.dirname(__file__), "..", "sql", "postgres", "ulid.sql")


def psql(url, sql):
    """Runs sql; what psql printed (tuples only), or exits with its error."""
    done = subprocess.run(
        [os.path.join(os.environ["ULID_TEST_PG_BIN"], "psql") if os.environ.get("ULID_TEST_PG_BIN") else "psql", url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-f", "-"],
        input=sql, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"psql failed: {done.stderr}")
    return done.stdout


def timed(sql, setup=""):
    """The median of RUNS timings of sql, in ms (setup runs before each,
    untimed, in the same session)."""
    times = []
    for _ in range(RUNS):
        out = psql(URL, f"{setup}\n\\timing on\n{sql}\n")
        times.append(float(re.findall(r"Time: ([0-9.]+) ms", out)[-1]))
    return statistics.median(times)


psql(BASE, "DROP DATABASE IF EXISTS ulid_bench WITH (FORCE);\nCREATE DATABASE ulid_bench;")
psql(URL, "CREATE EXTENSION ulid;\nCREATE SCHEMA ulid_file;")
with open(FILE) as f:
    psql(URL, "SET search_path = ulid_file;\n" + f.read())
version = psql(URL, "SELECT version()").strip()
small = ROWS // 10

rows = []


def row(what, ms, peer_what, peer_ms, n):
    rows.append((what, ms, peer_what, peer_ms, n))


# 1. Making IDs.
random_uuid_ms = timed(f"SELECT count(gen_random_uuid()) FROM generate_series(1, {ROWS});")
row("SELECT gen_ulid() (extension)", timed(f"SELECT count(gen_ulid()) FROM generate_series(1, {ROWS});"),
    "gen_random_uuid()", random_uuid_ms, ROWS)
row("SELECT gen_random_ulid() (extension)", timed(f"SELECT count(gen_random_ulid()) FROM generate_series(1, {ROWS});"),
    "gen_random_uuid()", random_uuid_ms, ROWS)

# 2. Text out: the same rows as ulid and as uuid.
psql(URL, f"""CREATE TABLE text_ulid AS SELECT gen_ulid() AS id FROM generate_series(1, {ROWS});
CREATE TABLE text_uuid AS SELECT id::uuid AS id FROM text_ulid; VACUUM ANALYZE;""")
row("SELECT id::text, ulid", timed("SELECT count(id::text) FROM text_ulid;"),
    "SELECT id::text, uuid", timed("SELECT count(id::text) FROM text_uuid;"), ROWS)
row("text in: ::text::ulid", timed("SELECT count(id::text::ulid) FROM text_ulid;"),
    "text in: ::text::uuid", timed("SELECT count(id::text::uuid) FROM text_uuid;"), ROWS)

# 3. Inserting with the key's DEFAULT, and the primary key index after.
def insert(default, column_type):
    name = f"insert_{column_type}"
    ms = timed(f"INSERT INTO {name} (n) SELECT g FROM generate_series(1, {ROWS}) g;",
               setup=f"DROP TABLE IF EXISTS {name}; CREATE TABLE {name} (id {column_type} PRIMARY KEY DEFAULT {default}, n int);")
    size = int(psql(URL, f"SELECT pg_relation_size('{name}_pkey')").strip())
    return ms, size


ulid_ms, ulid_index = insert("gen_ulid()", "ulid")
uuid_ms, uuid_index = insert("gen_random_uuid()", "uuid")
row("INSERT, DEFAULT gen_ulid()", ulid_ms, "DEFAULT gen_random_uuid()", uuid_ms, ROWS)

# BRIN beside the btree on the same time-ordered keys.
brin_sizes = {}
for opclass in ["ulid_minmax_ops", "ulid_minmax_multi_ops", "ulid_bloom_ops"]:
    brin_sizes[opclass] = int(psql(URL, f"""CREATE INDEX insert_ulid_brin ON insert_ulid USING brin (id {opclass});
SELECT pg_relation_size('insert_ulid_brin'); DROP INDEX insert_ulid_brin;""").strip())

# A foreign key's ON DELETE CASCADE from 50 parents over 20 children each of
# 2,800 (56,000 child rows): a ulid key with uuid references indexed with
# uuid_ulid_ops, beside the same tables all in uuid.
psql(URL, """CREATE TABLE fk_parent (id ulid PRIMARY KEY, n int);
CREATE TABLE fk_child (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), parent_id uuid REFERENCES fk_parent ON DELETE CASCADE);
CREATE INDEX ON fk_child (parent_id uuid_ulid_ops);
INSERT INTO fk_parent SELECT gen_ulid(), g FROM generate_series(1, 2800) g;
INSERT INTO fk_child (parent_id) SELECT id FROM fk_parent, generate_series(1, 20);
CREATE TABLE fk_uuid_parent (id uuid PRIMARY KEY, n int);
CREATE TABLE fk_uuid_child (id uuid PRIMARY KEY, parent_id uuid REFERENCES fk_uuid_parent ON DELETE CASCADE);
CREATE INDEX ON fk_uuid_child (parent_id);
INSERT INTO fk_uuid_parent SELECT id, n FROM fk_parent;
INSERT INTO fk_uuid_child SELECT id, parent_id FROM fk_child;
VACUUM ANALYZE;""")
row("DELETE 50 ulid parents, uuid children", timed("DELETE FROM fk_parent WHERE n <= 50;", setup="BEGIN;"),
    "all uuid", timed("DELETE FROM fk_uuid_parent WHERE n <= 50;", setup="BEGIN;"), 50)

# 4. The SQL file beside the extension, per call.
row("gen_ulid(), SQL file", timed(f"SELECT count(ulid_file.gen_ulid()) FROM generate_series(1, {small});"),
    "gen_ulid(), extension", timed(f"SELECT count(gen_ulid()) FROM generate_series(1, {small});"), small)
row("ulid_to_text(uuid), SQL file", timed(f"SELECT count(ulid_file.ulid_to_text(id::uuid)) FROM (SELECT id FROM text_ulid LIMIT {small}) s;"),
    "ulid_to_text(ulid), extension", timed(f"SELECT count(ulid_to_text(id)) FROM (SELECT id FROM text_ulid LIMIT {small}) s;"), small)
row("ulid_from_text(text), SQL file", timed(f"SELECT count(ulid_file.ulid_from_text(id::text)) FROM (SELECT id FROM text_ulid LIMIT {small}) s;"),
    "ulid_from_text(text), extension", timed(f"SELECT count(ulid_from_text(id::text)) FROM (SELECT id FROM text_ulid LIMIT {small}) s;"), small)

psql(BASE, "DROP DATABASE ulid_bench WITH (FORCE);")

print(f"{version}; median of {RUNS} runs, one server, one run of this script")
print()
print("| statement | ms | peer | ms | ratio | per row, ns |")
print("|---|---:|---|---:|---:|---:|")
for what, ms, peer_what, peer_ms, n in rows:
    print(f"| {what} ({n:,} rows) | {ms:,.0f} | {peer_what} | {peer_ms:,.0f} | {ms / peer_ms:.2f} | {ms * 1e6 / n:,.0f} vs {peer_ms * 1e6 / n:,.0f} |")
print()
print(f"primary key index after the inserts: ulid {ulid_index / 2**20:.1f} MiB, uuid {uuid_index / 2**20:.1f} MiB ({ulid_index / uuid_index:.2f})")
print("BRIN on the same ulid keys: " + ", ".join(
    f"{opclass} {size / 2**10:.0f} KiB ({size / ulid_index:.4f} of the btree)" for opclass, size in brin_sizes.items()))
