#!/usr/bin/env bash
# The whole test suite: what the README's test command and CI run.
#
# It first makes sure the machine has what the tests need, so it works on a
# fresh machine and is quick when everything is already there. Today the
# tests need only the Rust toolchain: ulid-core has no system dependency and
# the adapter crates do not talk to a database yet. When they do, their
# system packages and servers are set up here, not in CI alone.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null; then
    echo "error: cargo is not installed; install Rust (rustup) first" >&2
    exit 1
fi

cargo test --workspace --all-features
# The no_std build of the core, which `--all-features` never sees.
cargo test -p ulid-core --no-default-features --lib
