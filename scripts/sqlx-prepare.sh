#!/usr/bin/env bash
# The offline data of ulid-sqlx's query-macro tests (`ulid-sqlx/.sqlx`):
# builds each backend's macro test against the live server, so that the
# macros describe their queries there and write what they found.
#
#   scripts/sqlx-prepare.sh          rewrite ulid-sqlx/.sqlx
#   scripts/sqlx-prepare.sh --check [SELECTION...]
#                                    fail if ulid-sqlx/.sqlx is not what the
#                                    servers say today (scripts/test.sh runs this)
#
# SELECTION is the packages and features of the caller's `cargo test`
# (default `--workspace --all-features`, the whole suite's, then through
# clippy as the suite builds: lib.sh's cargo_through_clippy): the macro
# tests are built with the same feature resolution, so that every
# dependency built here is the one the tests use, not a second copy.
#
# Needs PostgreSQL and MariaDB up (scripts/test.sh starts them) and the
# psql, mariadb and sqlite3 command-line clients; the URLs come from
# ULID_TEST_POSTGRES_URL and ULID_TEST_MYSQL_URL as for the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

# What this script makes in /tmp, removed however it ends.
temporary=()
trap 'rm -rf "${temporary[@]}"' EXIT

committed=ulid-sqlx/.sqlx
check=false
if [ "${1:-}" = "--check" ]; then
    check=true
    shift
fi
selection=("$@")
build=(cargo)
if [ ${#selection[@]} = 0 ]; then
    selection=(--workspace --all-features)
    build=(cargo_through_clippy)
fi
if $check; then
    out=$(mktemp -d)
    temporary+=("$out")
else
    out=$committed
    rm -f "$out"/query-*.json
fi
out=$(cd "$out" && pwd)

postgres_url=${ULID_TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}
mysql_url=${ULID_TEST_MYSQL_URL:-mysql://root@127.0.0.1:3306/test}
schema=ulid-sqlx/tests/macros/schema.sql
sqlite_db=$(mktemp --suffix=.db)
temporary+=("$sqlite_db")

# The mariadb client takes the URL's parts as options: user, password,
# host, port and database, each as the URL has it (defaults where it has
# none).
mapfile -t mariadb_options < <(python3 - "$mysql_url" <<'PY'
import sys
from urllib.parse import unquote, urlsplit
url = urlsplit(sys.argv[1])
print(f"--user={unquote(url.username or 'root')}")
if url.password is not None:
    print(f"--password={unquote(url.password)}")
print(f"--host={url.hostname or '127.0.0.1'}")
print(f"--port={url.port or 3306}")
print(f"--database={url.path.lstrip('/')}")
PY
)

# The table the macros describe, on each backend.
sed 's/{id_type}/uuid/g' "$schema" | psql -q -v ON_ERROR_STOP=1 "$postgres_url"
sed 's/{id_type}/BINARY(16)/g' "$schema" | mariadb "${mariadb_options[@]}"
sed 's/{id_type}/BLOB/g' "$schema" | sqlite3 "$sqlite_db"

# Builds one macro test online; touching it makes cargo expand the macros
# again (they do not tell cargo that they read DATABASE_URL).
prepare() {
    local test=$1 url=$2
    touch "ulid-sqlx/tests/$test.rs"
    SQLX_OFFLINE=false SQLX_OFFLINE_DIR="$out" DATABASE_URL="$url" \
        "${build[@]}" build --quiet "${selection[@]}" --test "$test"
}
prepare macros_postgres "$postgres_url"
prepare macros_mariadb "$mysql_url"
prepare macros_sqlite "sqlite://$sqlite_db"

if [ "$out" != "$(cd "$committed" && pwd)" ]; then
    if ! diff -r "$committed" "$out"; then
        echo "error: ulid-sqlx/.sqlx is not what the servers describe; run scripts/sqlx-prepare.sh and commit it" >&2
        exit 1
    fi
    echo "ulid-sqlx/.sqlx matches the live servers"
fi
