#!/usr/bin/env bash
# ulid-core's NEON codec (aarch64): its own tests and the run-time/const
# codec comparisons, cross-compiled and run under qemu-user. Installs the
# cross toolchain, qemu and the target when missing. scripts/test.sh calls
# this.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

install_packages qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross
rustup target list --installed | grep -qx aarch64-unknown-linux-gnu ||
    rustup target add aarch64-unknown-linux-gnu

export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
# The C dependencies of the dev-dependencies (rusqlite's bundled SQLite).
export CC_aarch64_unknown_linux_gnu=aarch64-linux-gnu-gcc
cargo test -p ulid-core --target aarch64-unknown-linux-gnu --lib --test codec_paths --test round_trips
