#!/usr/bin/env bash
# The whole test suite: what the README's test command and CI run.
#
# First it makes sure the machine has what the tests need, so that it works
# on a fresh machine and is quick when everything is already there:
# - the Rust toolchain;
# - the C client libraries the diesel tests link (libpq, libmysqlclient),
#   pkg-config and the psql, mariadb and sqlite3 clients, from Debian's
#   packages when missing (needs root);
# - PostgreSQL on 127.0.0.1:5432 and MariaDB on 127.0.0.1:3306, started if
#   they are installed but down (the sqlx tests talk to them). Point
#   ULID_TEST_POSTGRES_URL / ULID_TEST_MYSQL_URL elsewhere to use other
#   servers; then nothing is started here.
# - Redis on 127.0.0.1:6379 and a Redis Cluster of three nodes on
#   7001-7003, installed (Debian's redis-server) and started if down
#   (ULID_TEST_REDIS_URL, ULID_TEST_REDIS_CLUSTER_URLS likewise).
# - npm's typescript (the ts-rs bindings are compiled with tsc) and
#   openapi-spec-validator in a virtual environment (the OpenAPI documents).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

if ! command -v cargo >/dev/null; then
    echo "error: cargo is not installed; install Rust (rustup) first" >&2
    exit 1
fi

# diesel's test connections link libpq and libmysqlclient; the check of the
# query macros' offline data (scripts/sqlx-prepare.sh) uses the three
# databases' command-line clients.
clients=()
command -v psql >/dev/null || clients+=(postgresql-client)
command -v mariadb >/dev/null || clients+=(mariadb-client)
command -v sqlite3 >/dev/null || clients+=(sqlite3)
install_packages libpq-dev default-libmysqlclient-dev pkg-config "${clients[@]}"

# Waits up to 30 s for a check command to succeed.
wait_for() {
    for _ in $(seq 60); do
        if "$@" >/dev/null 2>&1; then return 0; fi
        sleep 0.5
    done
    return 1
}

postgres_up() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
mariadb_up() { (exec 3<>/dev/tcp/127.0.0.1/3306) 2>/dev/null; }

if [ -z "${ULID_TEST_POSTGRES_URL:-}" ] && ! postgres_up; then
    if ! command -v pg_ctlcluster >/dev/null; then
        echo "error: PostgreSQL is not running on 127.0.0.1:5432 and is not installed;" \
            "install it or set ULID_TEST_POSTGRES_URL" >&2
        exit 1
    fi
    echo "starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
    wait_for postgres_up || { echo "error: PostgreSQL did not come up on 127.0.0.1:5432" >&2; exit 1; }
fi

if [ -z "${ULID_TEST_MYSQL_URL:-}" ] && ! mariadb_up; then
    if [ ! -x /usr/sbin/mariadbd ]; then
        echo "error: MariaDB is not running on 127.0.0.1:3306 and is not installed;" \
            "install it or set ULID_TEST_MYSQL_URL" >&2
        exit 1
    fi
    echo "starting MariaDB"
    start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
    wait_for mariadb_up || { echo "error: MariaDB did not come up on 127.0.0.1:3306" >&2; exit 1; }
fi

# Redis on 127.0.0.1:6379 and a Redis Cluster of three nodes on
# 127.0.0.1:7001-7003 (ulid-core's redis tests), from Debian's
# redis-server package, started if down; ULID_TEST_REDIS_URL and
# ULID_TEST_REDIS_CLUSTER_URLS point elsewhere instead. They keep nothing
# on disk but the cluster's node files (/var/tmp/ulid-redis-cluster), so a
# restarted node rejoins its cluster.
port_up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
if [ -z "${ULID_TEST_REDIS_URL:-}" ] || [ -z "${ULID_TEST_REDIS_CLUSTER_URLS:-}" ]; then
    command -v redis-server >/dev/null || install_packages redis-server
fi
if [ -z "${ULID_TEST_REDIS_URL:-}" ] && ! port_up 6379; then
    echo "starting Redis"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
        --logfile /var/tmp/ulid-redis.log
    wait_for port_up 6379 || { echo "error: Redis did not come up on 127.0.0.1:6379" >&2; exit 1; }
fi
if [ -z "${ULID_TEST_REDIS_CLUSTER_URLS:-}" ]; then
    cluster_dir=/var/tmp/ulid-redis-cluster
    mkdir -p "$cluster_dir"
    for port in 7001 7002 7003; do
        if ! port_up "$port"; then
            echo "starting Redis Cluster node $port"
            redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --cluster-enabled yes \
                --cluster-config-file "$cluster_dir/nodes-$port.conf" --dir "$cluster_dir" \
                --save "" --appendonly no --logfile "$cluster_dir/$port.log"
            wait_for port_up "$port" || { echo "error: Redis Cluster node $port did not come up" >&2; exit 1; }
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
        wait_for cluster_ok || { echo "error: the Redis Cluster on 7001-7003 is not ok" >&2; exit 1; }
    fi
fi

# ulid-core's bson tests check documents with an independent BSON
# implementation, pymongo's (no MongoDB server runs here).
python3 -c 'import bson, pymongo' 2>/dev/null || python3 -m pip install --quiet pymongo

# ulid-core's ts-rs tests compile the exported bindings with the TypeScript
# compiler (npm's typescript, in /var/tmp/ulid-typescript; ULID_TEST_TSC
# points at another tsc); its poem-openapi tests validate the generated
# spec with openapi-spec-validator (ULID_OPENAPI_VENV, as
# scripts/openapi-validate.sh).
command -v npm >/dev/null || install_packages nodejs npm
if [ -z "${ULID_TEST_TSC:-}" ] && [ ! -x /var/tmp/ulid-typescript/node_modules/.bin/tsc ]; then
    echo "installing typescript into /var/tmp/ulid-typescript"
    npm install --silent --no-audit --no-fund --prefix /var/tmp/ulid-typescript typescript
fi
ULID_OPENAPI_VENV=$(openapi_validator_venv)
export ULID_OPENAPI_VENV

# The query macros' offline data (ulid-sqlx/.sqlx) is what the servers
# describe today.
scripts/sqlx-prepare.sh --check

cargo test --workspace --all-features
# OpenAPI documents with ULID parameters and fields, both ways, through a
# real validator (a workspace of its own: see its Cargo.toml).
scripts/openapi-validate.sh
# `Ulid::new` and the generators on wasm32, under Node.
scripts/test-wasm.sh
# The NEON codec on aarch64, under qemu-user.
scripts/test-neon.sh
# The no_std build of the core, which `--all-features` never sees.
cargo test -p ulid-core --no-default-features --lib
