#!/usr/bin/env python3
"""The PostgreSQL extension `ulid` beside PostgreSQL's own uuid, and the SQL
file (sql/postgres/ulid.sql) beside the extension, on one server in one
run: each statement RUNS times, each in a new psql session (`\\timing`),
the median printed with the ratio to its peer.

  scripts/bench-postgres.py [ROWS] [RUNS]     (defaults 1000000 and 5)

Needs the extension installed (scripts/postgres-extension.sh) and psql;
ULID_TEST_POSTGRES_URL as the tests read it. Makes and drops the database
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
        ["psql", url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-f", "-"],
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
row("SELECT gen_ulid() (extension)", timed(f"SELECT count(gen_ulid()) FROM generate_series(1, {ROWS});"),
    "gen_random_uuid()", timed(f"SELECT count(gen_random_uuid()) FROM generate_series(1, {ROWS});"), ROWS)

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
