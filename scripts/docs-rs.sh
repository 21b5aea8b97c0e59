#!/usr/bin/env bash
# The docs as docs.rs builds them: every published crate with all its
# features (their [package.metadata.docs.rs]) and --cfg docsrs, so that
# each feature-gated item shows its gate (doc_cfg); rustdoc's warnings and
# broken links are errors.
#
#   scripts/docs-rs.sh            with this toolchain's rustdoc (what CI runs)
#   scripts/docs-rs.sh --nightly  with nightly's, as docs.rs itself does
#
# docs.rs builds with nightly because doc_cfg is a nightly feature. By
# default the stable rustdoc builds them with nightly features allowed
# (RUSTC_BOOTSTRAP=1, given to rustdoc alone, never to the compiler, whose
# build scripts would see it), in the main target directory, so the
# dependencies' metadata it checks serves scripts/semver.sh's rustdoc JSON
# and any `cargo check` again, where nightly checks every dependency in a
# target directory of its own (10.5 min beside CI's tests: 900cfe8).
# What only nightly's rustdoc would reject (a change of the last weeks) is
# what --nightly is for, before a release.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

crates=()
names=$(published_crates)
for name in $names; do crates+=(-p "$name"); done
export RUSTDOCFLAGS="--cfg docsrs -D warnings"
if [ "${1:-}" = --nightly ]; then
    CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}/docsrs" \
        exec cargo +nightly doc "${crates[@]}" --all-features --no-deps
fi
# With the proc-macro pins (tests/proc-macro-pins): syn as the whole
# build has it, so that the proc macros compiled here serve the other
# builds too.
RUSTDOC="$PWD/scripts/rustdoc-nightly-features" exec cargo doc "${crates[@]}" -p ulid-proc-macro-pins \
    --all-features --no-deps
