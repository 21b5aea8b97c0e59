#!/usr/bin/env bash
# Tests ulid-core's rusqlite impls (tests/tests/it/rusqlite.rs) and its SQL
# functions on rusqlite (tests/tests/it/sqlite_functions.rs) against the
# rusqlite releases a user may have, in tests/rusqlite-versions (a workspace
# of its own, so that each run picks its own rusqlite):
# - the oldest supported (0.32.1);
# - the newest (whatever crates.io has today within our range);
# - a user who pins 0.42 (`rusqlite = "0.42"`), after the rusqlite guide's fix:
#   `cargo update -p rusqlite@0.43.0 --precise 0.42.0`, so that one rusqlite
#   is built, not two.
# - the newest that shares libsqlite3-sys with sqlx 0.9, with sqlx 0.9's
#   SQLite driver in the same build (the main workspace cannot say: sqlx 0.8
#   pins its libsqlite3-sys, and with it rusqlite, to 0.30 and 0.32).
set -euo pipefail
cd "$(dirname "$0")/.."

package=tests/rusqlite-versions
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# copy NAME: a copy of the package in $work/NAME whose paths point back here.
copy() {
    cp -r "$package" "$work/$1"
    sed -i "s|\.\./\.\./|$PWD/|g" "$work/$1/Cargo.toml"
}

# test_with MANIFEST: runs the tests and says which rusqlite they used.
test_with() {
    cargo tree --manifest-path "$1" -e normal,dev -i rusqlite --depth 0
    cargo test --quiet --manifest-path "$1" --test rusqlite --test sqlite_functions
}

echo "== rusqlite: the oldest supported release"
copy oldest
cargo update --quiet --manifest-path "$work/oldest/Cargo.toml"
cargo update --quiet --manifest-path "$work/oldest/Cargo.toml" -p rusqlite --precise 0.32.1
test_with "$work/oldest/Cargo.toml"

echo "== rusqlite: the newest release"
copy newest
cargo update --quiet --manifest-path "$work/newest/Cargo.toml"
test_with "$work/newest/Cargo.toml"

echo "== rusqlite: a project pinned to 0.42, with the rusqlite guide's cargo update"
copy pinned
sed -i 's|^rusqlite = { version = ">=0.32, <0.44"|rusqlite = { version = "0.42"|' \
    "$work/pinned/Cargo.toml"
grep -q '^rusqlite = { version = "0.42"' "$work/pinned/Cargo.toml" ||
    { echo "error: could not pin rusqlite 0.42 in the copy" >&2; exit 1; }
cargo update --quiet --manifest-path "$work/pinned/Cargo.toml"
# Cargo resolves our range to the newest release beside the pinned one.
newest=$(cargo tree --manifest-path "$work/pinned/Cargo.toml" -e normal,dev -d \
    | grep -o '^rusqlite v[0-9.]*' | sed 's/rusqlite v//' | grep -v '^0\.42\.' | head -n 1 || true)
if [ -n "$newest" ]; then
    echo "two rusqlite releases before the fix (0.42 and $newest); applying it"
    cargo update --quiet --manifest-path "$work/pinned/Cargo.toml" -p "rusqlite@$newest" --precise 0.42.0
fi
if cargo tree --manifest-path "$work/pinned/Cargo.toml" -e normal,dev -d 2>/dev/null | grep -q '^rusqlite'; then
    echo "error: still two rusqlite releases after the rusqlite guide's cargo update" >&2
    exit 1
fi
test_with "$work/pinned/Cargo.toml"

echo "== rusqlite: the newest that can share libsqlite3-sys with sqlx 0.9, beside it"
copy shared
sed -i 's|^\[dev-dependencies\]$|[dev-dependencies]\nsqlx = { version = "0.9", default-features = false, features = ["sqlite"] }|' \
    "$work/shared/Cargo.toml"
sed -i 's|features = \["rusqlite", "rusqlite-functions"\] }|features = ["rusqlite", "rusqlite-functions", "sqlx-sqlite"] }|' "$work/shared/Cargo.toml"
grep -q '^sqlx = ' "$work/shared/Cargo.toml" && grep -q '"sqlx-sqlite"' "$work/shared/Cargo.toml" ||
    { echo "error: could not add sqlx 0.9 to the copy" >&2; exit 1; }
cargo update --quiet --manifest-path "$work/shared/Cargo.toml"
cargo tree --manifest-path "$work/shared/Cargo.toml" -e normal,dev -i libsqlite3-sys --depth 1
test_with "$work/shared/Cargo.toml"
