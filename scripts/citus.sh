#!/usr/bin/env bash
# Citus (distributed PostgreSQL) with the `ulid` extension: builds Citus
# 14.0.1 from its release source for PyPI's PostgreSQL 17 build (the one
# scripts/postgres-versions.sh fetches), installs our extension into the
# same build, starts a coordinator and two workers as scratch clusters and
# runs the Citus tests (`tests/tests/it/citus.rs`, ignored in the whole
# suite, which has no Citus). What `scripts/test.sh citus` runs; CI runs it
# in the PostgreSQL lane. Idempotent: what is built is kept, what runs is
# reused, what is down is started.
#
#   scripts/citus.sh           build, start, test
#   scripts/citus.sh --start   build and start only
#   scripts/citus.sh --stop    stop the three nodes
#
# The source: no registry carries Citus, so it is the release tarball kept
# beside the repository (ULID_CITUS_SOURCE, default
# shared/citus/citus-14.0.1.tar.gz in the repository's parent folder, where
# CI lays shared/ beside its clone), checked against its SHA-256.
# The nodes: /var/tmp/ulid-citus/{coordinator,worker1,worker2}, run by the
# `postgres` user on 127.0.0.1:5471 (the coordinator), 5472 and 5473,
# trust authentication, `shared_preload_libraries = citus` and
# `wal_level = logical` (shard moves), each with databases `test` and
# `sqlfile` holding the citus extension; the tests connect to the
# coordinator (ULID_TEST_CITUS_URL, default
# postgres://postgres@127.0.0.1:5471/test, and the same server's `sqlfile`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

mode=${1:-test}
case "$mode" in test | --start | --stop) ;; *)
    echo "usage: scripts/citus.sh [--start | --stop]" >&2
    exit 2
    ;;
esac

source_tarball=${ULID_CITUS_SOURCE:-$(cd .. && pwd)/shared/citus/citus-14.0.1.tar.gz}
source_sha256=acfa9a77cd84a8e1edab26cca4a71355f39c910c01586da89560e0240d4b05ba
root=/var/tmp/ulid-citus
nodes=(coordinator:5471 worker1:5472 worker2:5473)

dir=$(scripts/postgres-versions.sh --fetch 17)
bin=$dir/bin

if [ "$mode" = --stop ]; then
    for node in "${nodes[@]}"; do
        data=$root/${node%%:*}
        [ -s "$data/PG_VERSION" ] && as_postgres "$bin/pg_ctl" -D "$data" stop -m fast >/dev/null 2>&1 || true
    done
    exit 0
fi

# Citus, built once into the PostgreSQL build (about 1.5 minutes on 2
# cores): its configure wants the compression and Kerberos headers the
# server's headers include; --without-libcurl drops its statistics
# collection, the one part that needs libcurl.
if [ ! -e "$("$bin/pg_config" --pkglibdir)/citus.so" ]; then
    [ -r "$source_tarball" ] || {
        echo "error: Citus's source is not at $source_tarball; set ULID_CITUS_SOURCE to citus-14.0.1.tar.gz" >&2
        exit 1
    }
    echo "$source_sha256  $source_tarball" | sha256sum --check --quiet || {
        echo "error: $source_tarball is not Citus 14.0.1's release (SHA-256 differs)" >&2
        exit 1
    }
    install_packages liblz4-dev libzstd-dev libkrb5-dev make gcc
    echo "== building Citus 14.0.1 for PostgreSQL 17"
    rm -rf "$root/build"
    mkdir -p "$root/build"
    tar xzf "$source_tarball" -C "$root/build"
    (
        cd "$root"/build/citus-*
        ./configure --quiet PG_CONFIG="$bin/pg_config" --without-libcurl >/dev/null
        make -j"$(nproc)" --quiet >/dev/null
        make install --quiet >/dev/null
    )
    chmod -R a+rX "$dir"
fi

# The extension, into the same build (quick when it is already there).
extensions_target=$(extensions_target)
PG_CONFIG=$bin/pg_config CARGO_TARGET_DIR=$extensions_target/postgres \
    scripts/postgres-extension.sh

sql() { PGOPTIONS='-c client_min_messages=warning' "$bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U postgres -d "$2" -tA -c "$3"; }

mkdir -p "$root"
chmod a+rx "$root"
chown postgres "$root"
for node in "${nodes[@]}"; do
    name=${node%%:*} port=${node##*:}
    data=$root/$name
    if [ ! -s "$data/PG_VERSION" ]; then
        as_postgres "$bin/initdb" -D "$data" -U postgres -A trust --no-sync >/dev/null
        cat >>"$data/postgresql.conf" <<EOF
shared_preload_libraries = 'citus'
wal_level = logical
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$root'
fsync = off
max_connections = 200
EOF
    fi
    start_cluster "$bin" "$data" "$port" "$root/$name.log" "Citus node $name"
    # `test` for the extension's tests, `sqlfile` for sql/postgres/ulid.sql
    # (its functions have the extension's names, on `uuid`).
    for database in test sqlfile; do
        sql "$port" postgres "SELECT 1 FROM pg_database WHERE datname = '$database'" | grep -q 1 ||
            sql "$port" postgres "CREATE DATABASE $database"
        sql "$port" "$database" "CREATE EXTENSION IF NOT EXISTS citus"
    done
done
# In each database, the coordinator knows itself and both workers.
for database in test sqlfile; do
    sql 5471 "$database" "SELECT citus_set_coordinator_host('127.0.0.1', 5471)" >/dev/null
    for port in 5472 5473; do
        sql 5471 "$database" "SELECT 1 FROM pg_dist_node WHERE nodeport = $port" | grep -q 1 ||
            sql 5471 "$database" "SELECT citus_add_node('127.0.0.1', $port)" >/dev/null
    done
done
echo "== Citus: a coordinator on 127.0.0.1:5471, workers on 5472 and 5473"
[ "$mode" = --start ] && exit 0

# The Citus tests, from the tests package's executable as the whole suite
# built it (lib.sh's test_executables), with psql, pg_dump and pg_restore
# of the same build.
executable=$(test_executables | awk -v dir="$(realpath tests)" '$1 == dir && $3 == "it" { print $2 }')
[ -n "$executable" ] || { echo "error: no test executable of the tests package (does the workspace build?)" >&2; exit 1; }
output=$(cd tests && ULID_TEST_PG_BIN=$bin "$executable" --ignored --quiet citus 2>&1) || {
    echo "$output"
    exit 1
}
echo "$output"
# A filter that matches nothing passes: the count must be the tests'.
grep -q '^test result: ok\. [1-9][0-9]* passed' <<<"$output" ||
    { echo "error: no Citus test ran (the filter 'citus' matched none)" >&2; exit 1; }
