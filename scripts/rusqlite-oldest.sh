#!/usr/bin/env bash
# Tests ulid-core's rusqlite impls against the oldest rusqlite it declares
# (0.32, with libsqlite3-sys 0.30); the tests in scripts/test.sh use the
# newest (Cargo.lock). Cargo.lock is restored afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

saved=$(mktemp)
cp Cargo.lock "$saved"
trap 'cp "$saved" Cargo.lock; rm -f "$saved"' EXIT

cargo update -p rusqlite --precise 0.32.1 2>&1 |
    grep -E "Downgrading (rusqlite|libsqlite3-sys)" || true
cargo tree -p ulid-core --features rusqlite -e normal -i rusqlite | head -n 1
cargo test -p ulid-core --features rusqlite --test rusqlite
