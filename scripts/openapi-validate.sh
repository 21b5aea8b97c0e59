#!/usr/bin/env bash
# Builds the OpenAPI documents of tests/openapi-validation both ways (our
# `Ulid` schema registered; utoipa's name-based `ulid` feature), each of
# which checks its ULID sites as it runs, and validates each document with
# openapi-spec-validator (PyPI), in a virtual environment made on first use.
# scripts/test.sh runs this; ULID_OPENAPI_VENV says where the environment is.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=${ULID_OPENAPI_VENV:-/var/tmp/ulid-openapi-venv}
if [ ! -x "$venv/bin/openapi-spec-validator" ]; then
    echo "installing openapi-spec-validator into $venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet openapi-spec-validator
fi

docs=$(mktemp -d)
trap 'rm -rf "$docs"' EXIT
manifest=tests/openapi-validation/Cargo.toml
cargo run --quiet --locked --manifest-path "$manifest" > "$docs/registered.json"
cargo run --quiet --locked --manifest-path "$manifest" --features utoipa-ulid > "$docs/utoipa-ulid.json"
for doc in registered utoipa-ulid; do
    "$venv/bin/openapi-spec-validator" "$docs/$doc.json"
done
