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
