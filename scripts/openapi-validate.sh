#!/usr/bin/env bash
# Builds the OpenAPI documents of tests/openapi-validation against utoipa 5
# and 6, both ways (our `Ulid` schema registered; utoipa's name-based `ulid`
# feature), each of
# which checks its ULID sites as it runs, and validates each document with
# openapi-spec-validator (PyPI), in a virtual environment made on first use
# (lib.sh's openapi_validator_venv). scripts/test.sh runs this;
# ULID_OPENAPI_VENV says where the environment is.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

venv=$(openapi_validator_venv)

docs=$(mktemp -d)
trap 'rm -rf "$docs"' EXIT
# utoipa 5 and utoipa 6 (the same program), each both ways.
for package in openapi-validation openapi-validation-utoipa6; do
    manifest=tests/$package/Cargo.toml
    cargo run --quiet --locked --manifest-path "$manifest" > "$docs/$package-registered.json"
    cargo run --quiet --locked --manifest-path "$manifest" --features utoipa-ulid \
        > "$docs/$package-utoipa-ulid.json"
done
for doc in "$docs"/*.json; do
    "$venv/bin/openapi-spec-validator" "$doc"
done
