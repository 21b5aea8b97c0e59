#!/usr/bin/env bash
# Builds each published crate, with its integrations, on the oldest Rust it
# declares (`rust-version`), and the integrations whose library needs a
# newer Rust on that one. Installs the toolchains when missing. .ci/run
# calls this; its own target directory keeps these builds apart.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}/msrv"

# check TOOLCHAIN CRATE FEATURES: `cargo check` of CRATE with FEATURES.
check() {
    local toolchain=$1 crate=$2 features=$3
    rustup toolchain list | grep -q "^$toolchain" ||
        rustup toolchain install "$toolchain" --profile minimal --no-self-update
    echo "== Rust $toolchain: $crate with $features"
    cargo "+$toolchain" check --quiet --locked -p "$crate" --features "$features"
}

# The crate's own rust-version, read from its manifest.
msrv() {
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
print(next(p for p in json.load(sys.stdin)["packages"] if p["name"] == sys.argv[1])["rust_version"])
' "$1"
}

check "$(msrv ulid-core)" ulid-core std,uuid,serde,bincode,borsh,arbitrary,bytemuck,zerocopy,rkyv,schemars,utoipa,rusqlite,postgres-types,sqlx08-postgres,sqlx08-mysql,sqlx08-sqlite,sea-orm1
check "$(msrv ulid-serde)" ulid-serde std,uuid,bincode,schemars,utoipa
check "$(msrv ulid-diesel)" ulid-diesel postgres,mysql,sqlite,serde,uuid
check "$(msrv ulid-sqlx)" ulid-sqlx sqlx08-postgres,sqlx08-mysql,sqlx08-sqlite,sea-orm1,serde,uuid
# sqlx 0.9 and sea-orm 2 need Rust 1.94 (README, Versioning).
check 1.94 ulid-sqlx postgres,mysql,sqlite,sea-orm,serde,uuid
# utoipa 6 needs Rust 1.88 (README, Versioning).
check 1.88 ulid-serde utoipa6
