#!/usr/bin/env bash
# Miri over the tests that run ulid-core's unsafe code: the SSSE3 and AVX2
# codecs (each forced on: Miri has no CPUID, so the run-time detection
# would always pick the portable code; `-Ctarget-feature=+ssse3`, then
# `+avx2`, makes the compile-time choice instead, and Miri implements the
# intrinsics of both), the choice of codec (a function pointer), `prefix_buf`
# and `type_id` (typed IDs), `ulid.rs`, the generators, and the bytemuck,
# zerocopy and rkyv views. Undefined behaviour, an out-of-bounds read or a
# leak fails the run.
#
# Not run under Miri, by name:
# - tests/fork.rs: a real fork() of the test process, which Miri cannot do;
#   the fork counter's own logic is covered by the generator tests.
# - tests/codec/tests/compile_fail.rs: it runs cargo (trybuild).
# - the NEON codec: Miri has no aarch64 SIMD intrinsics in this form; it
#   is tested under qemu (scripts/test-neon.sh).
# - the database, store and API-layer integrations: no unsafe code of ours,
#   and their clients do FFI and I/O that Miri cannot run.
#
# Installs the nightly toolchain and its miri component when missing
# (`--install`: only that). .ci/run calls this.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib.sh

install_nightly miri rust-src
cargo +nightly miri setup --quiet 2>/dev/null || cargo +nightly miri setup
[ "${1:-}" = --install ] && exit 0

# Isolation off: proptest reads the clock and its failure-persistence file.
export MIRIFLAGS="-Zmiri-disable-isolation"
# The properties with the default number of cases run fewer under Miri.
export PROPTEST_CASES=8
export RUSTFLAGS="-Ctarget-feature=+ssse3"

# cargo-miri "builds" a test as a file holding the command that interprets
# it, in the directory of the checkout that built it; a rebuild seen here
# rewrote the test's dep-info but not that file, so a target directory
# shared by checkouts at other paths interpreted the first one's source,
# and failed once it was gone. Removing these files (347af0c; a test
# executable's name: no extension) makes each run write them for this
# checkout; the dependencies stay built.
miri_target=${CARGO_TARGET_DIR:-target}/miri
find "$miri_target" -path '*/deps/*' -type f ! -name '*.*' -delete 2>/dev/null || true

# Not `round_trips`: its regex strategies take minutes under Miri, and the
# codec paths it reaches are `codec_paths`'s, on arbitrary input.
echo "== ulid-core's unit tests and the codec's property tests (SSSE3 codec forced)"
cargo +nightly miri test -p ulid-codec-tests --lib --test codec_paths
# The AVX2 codec: its unit tests, which call every AVX2 function
# directly, decode every class of byte at every position and encode
# every bit. Not the property tests again (68-165 s here): the function
# pointer that chooses a codec at run time ran above (with AVX2 forced,
# the choice is a direct call made when compiling), and the AVX2
# decoder's second load moved on by one byte fails the unit tests (out
# of bounds).
echo "== the codec's unit tests (AVX2 codec forced)"
RUSTFLAGS="-Ctarget-feature=+avx2" cargo +nightly miri test -p ulid-codec-tests --lib codec::
# ulid-core's own unit tests ran above (its source is tests/codec's
# library); here the modules of its integration tests that reach unsafe
# code, with the zero-copy features (not `test_data`, whose proptest and
# fake strategies run no unsafe code of ours and take long under Miri).
features=bytemuck,zerocopy,rkyv,borsh,bincode,arbitrary,uuid
# Not the infallible generator's carrying property (40 s of the step's 130
# here, for 4 cases): a generator runs no unsafe code of ours, the carrying
# path under Miri is four_threads_share_a_carrying_generator's too, with
# its threads, and the property runs its 256 cases in the suite.
echo "== typed IDs, generators, byte views"
cargo +nightly miri test -p ulid-core --features "$features" --test it \
    -- typed_ids:: typeid_spec:: generator:: byte_views:: \
    --skip infallible_generator::carrying_keeps_order_and_stays_within_a_millisecond
# rkyv's relative pointers reach their data from the address of the
# pointer itself, outside the reference's range, which Stacked Borrows
# (Miri's default) reports and Tree Borrows allows; rkyv is written for
# Tree Borrows and checks itself under it (rkyv/rkyv#436). Our rkyv impls
# (archived as `UlidBytes`) are checked under the same model.
echo "== rkyv (Tree Borrows)"
MIRIFLAGS="$MIRIFLAGS -Zmiri-tree-borrows" cargo +nightly miri test -p ulid-core --features "$features" \
    --test it -- rkyv:: typed_formats::
