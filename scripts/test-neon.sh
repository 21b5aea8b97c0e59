#!/usr/bin/env bash
# ulid-core's NEON codec (aarch64): ulid-core's unit tests (the NEON codec
# against the portable one at every byte and position) and the codec's
# property tests (run-time against `const` codec), cross-compiled and run
# under qemu-user, through tests/codec, which has none of ulid-core's
# dev-dependencies to build for aarch64. Installs the cross linker, qemu
# and the target when missing. scripts/test.sh calls this.
#
#   scripts/test-neon.sh                 the tests
#   scripts/test-neon.sh --instructions  the aarch64 instruction counts
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

install_packages qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross
rustup target list --installed | grep -qx aarch64-unknown-linux-gnu ||
    rustup target add aarch64-unknown-linux-gnu

neon_test_env
if [ "${1:-}" = --instructions ]; then
    # The NEON codec's instructions per operation beside `ulid` 3's, both
    # for aarch64 (tests/codec/benches/neon_instructions.rs says how QEMU
    # counts them): the benchmarks guide's aarch64 table.
    cargo bench -p ulid-codec-tests --target aarch64-unknown-linux-gnu --bench neon_instructions
    exit
fi
# Optimised (neon_test_env's opt-level 1; debug assertions and overflow checks stay on):
# the four property tests' 20,000 cases each took 45 s (57 s of CPU)
# under qemu unoptimised on a 184-s machine, 3 s optimised, whose build
# takes 25 s from nothing and 3 s after a change (1.8 s unoptimised). A
# NEON decoder whose second load starts a byte early fails this run.
cargo test -p ulid-codec-tests "${neon_tests[@]}"
