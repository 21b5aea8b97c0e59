#!/usr/bin/env bash
# ulid-core on wasm32-unknown-unknown with the `js` feature, its tests run
# under Node by wasm-bindgen-test-runner. Installs the target and the
# runner (the version Cargo.lock's wasm-bindgen needs) when missing:
# unpacked from shared/tools (lib.sh's prebuilt_tools), else compiled for
# a few minutes. scripts/test.sh calls this,
# first with --install-runner alone, beside its main build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

rustup target list --installed | grep -qx wasm32-unknown-unknown ||
    rustup target add wasm32-unknown-unknown
prebuilt_tools
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
if ! wasm-bindgen-test-runner --version 2>/dev/null | grep -q " $version\$"; then
    # Without its default `rustls-tls` feature, which only downloads
    # browsers' WebDrivers; these tests run under Node.
    install_tool wasm-bindgen-cli "$version" --no-default-features
fi
[ "${1:-}" = --install-runner ] && exit 0

command -v node >/dev/null || {
    echo "error: the wasm tests run under Node; install nodejs" >&2
    exit 1
}
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
    cargo test -p ulid-core --target wasm32-unknown-unknown --features js --test wasm
