#!/usr/bin/env bash
# Mutation testing of our own logic with cargo-mutants: each mutant of a
# function (an operator swapped, a body replaced by a constant) is built
# and the tests of its crate run with the features they need; a mutant
# they do not catch survives. A survivor is either killed by a new test
# that asserts what a user would notice, or, when no caller can observe
# the change (an equivalent mutant), listed with its reason in
# .cargo/mutants.toml's exclude_re, which cargo-mutants reads.
#
#   scripts/mutants.sh [FILE...]      the mutants of FILEs (default: every
#                                     published crate's), tested; the
#                                     counts in mutants.out/ (outcomes.json,
#                                     missed.txt, caught.txt, timeout.txt,
#                                     unviable.txt)
#   scripts/mutants.sh --changed REV  the mutants in the lines changed
#                                     since REV (git diff REV)
#   scripts/mutants.sh --check-list   only that every exclude_re entry
#                                     still matches a mutant (no build;
#                                     CI runs this)
#
# Too slow for every CI run: about 2,800 mutants, each an incremental
# build and its crate's tests (tens of seconds each on 2 cores). The
# tests per crate: ulid-core's (its own and the codec's, which compile
# the same source, with the features of `scripts/test.sh core`),
# ulid-serde's with every format feature, the adapters' and the
# command's with all their features. The database integrations' decode
# paths are also tested against live servers by the `sql` area, which
# this does not start: their mutants are judged by the core's tests of
# the shared column readers.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

prebuilt_tools
if ! cargo mutants --version 2>/dev/null | grep -q ' 27\.'; then
    install_tool cargo-mutants 27.1.0 --locked
fi

# check_list: each exclude_re entry matches a mutant of the tree, listed
# without the configuration (cargo-mutants parses, builds nothing).
check_list() {
    local listed entry failed=0
    listed=$(for crate in $(published_crates); do cargo mutants --list --no-config -p "$crate"; done)
    while read -r entry; do
        if ! grep -qE -- "$entry" <<<"$listed"; then
            echo "error: .cargo/mutants.toml excludes '$entry', which matches no mutant of the tree any more" >&2
            failed=1
        fi
    done < <(python3 -c '
import tomllib
for entry in tomllib.load(open(".cargo/mutants.toml", "rb")).get("exclude_re", []):
    print(entry)
')
    [ "$failed" = 0 ] && echo "ok: every exclude_re entry of .cargo/mutants.toml names a mutant"
    return "$failed"
}
if [ "${1:-}" = --check-list ]; then
    check_list
    exit
fi

# The features the tests of each crate need (without them most of a
# crate's integration tests are compiled out, and their mutants "survive").
# ulid-core's are scripts/test.sh's core area's (lib.sh), and, as that
# area also builds ulid-serde, the two it gets through ulid-serde's
# features (its typed formats' and schemars 0.8's tests need them), and
# http's and minicbor's for their doctests.
core_features=$core_test_features,ulid-core/bincode,ulid-core/schemars
core_features+=,ulid-core/http,ulid-core/minicbor
run() {
    local crate=$1
    shift
    case "$crate" in
    ulid-core)
        cargo mutants -p ulid-core --test-package ulid-core --test-package ulid-codec-tests \
            --features "$core_features" "$@" ;;
    *) cargo mutants -p "$crate" --all-features "$@" ;;
    esac
}

# cargo-mutants makes the folder it is given, not the one above it.
mkdir -p mutants.out
status=0
if [ "${1:-}" = --changed ]; then
    diff=$(mktemp)
    git diff "${2:?usage: scripts/mutants.sh --changed REV}" >"$diff"
    for crate in $(published_crates); do
        run "$crate" --in-diff "$diff" --output "mutants.out/$crate" || status=$?
    done
    rm -f "$diff"
    exit "$status"
fi
files=("$@")
for crate in $(published_crates); do
    args=()
    for file in "${files[@]}"; do
        [[ "$file" == "$crate"/* ]] && args+=(-f "$file")
    done
    [ "${#files[@]}" = 0 ] || [ "${#args[@]}" -gt 0 ] || continue
    run "$crate" "${args[@]}" --output "mutants.out/$crate" || status=$?
done
exit "$status"
