#!/usr/bin/env bash
# Mutation testing of our own logic with cargo-mutants: each mutant of a
# function (an operator swapped, a body replaced by a constant) is built
# and the tests of its crate run with the features they need; a mutant
# they do not catch survives. A survivor is either killed by a new test
# that asserts what a user would notice, or, when no caller can observe
# the change (an equivalent mutant), listed with its reason in
# .cargo/mutants.toml's exclude_re, which cargo-mutants reads.
#
#   scripts/mutants.sh [FILE...]      the mutants of FILEs (paths, not
#                                     globs; default: every published
#                                     crate's), tested; the outcomes in
#                                     mutants.out/RUN/mutants.out/, RUN
#                                     the crate and its test packages
#                                     (outcomes.json, missed.txt,
#                                     caught.txt, timeout.txt,
#                                     unviable.txt)
#   scripts/mutants.sh --changed REV  the mutants in the lines changed
#                                     since REV (git diff REV)
#   scripts/mutants.sh --check-list   only that every exclude_re entry
#                                     still matches a mutant (no build;
#                                     CI runs this)
#
# Too slow for every CI run: about 2,800 mutants, each a build and its
# crate's tests (10 to 60 s each on 2 cores). The tests per crate:
# ulid-core's own, with the features of `scripts/test.sh core`, and
# either the codec's (which compile the same source with no integration)
# or, for an integration whose tests live in a test area's package, that
# package (integration_test_packages below), or, for the code only
# another target compiles, the tests of that target (the NEON codec's
# under qemu, the `js` clock's under Node); ulid-serde's with every
# format feature, the adapters' and the command's with all their
# features. An area's servers and tools are not started here: run
# `scripts/test.sh AREA` once first (without them the tests of the tree
# as it is fail, and no mutant is tested).
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
    local crates crate listed entries entry failed=0
    crates=$(published_crates)
    listed=$(for crate in $crates; do cargo mutants --list --no-config -p "$crate" || exit; done)
    # Read first: a failing reader behind `< <(...)` would only end the
    # loop, and every entry would pass.
    entries=$(python3 -c '
import tomllib
for entry in tomllib.load(open(".cargo/mutants.toml", "rb")).get("exclude_re", []):
    print(entry)
')
    while read -r entry; do
        if ! grep -qE -- "$entry" <<<"$listed"; then
            echo "error: .cargo/mutants.toml excludes '$entry', which matches no mutant of the tree any more" >&2
            failed=1
        fi
    done <<<"$entries"
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

# integration_test_packages FILE: the packages beyond ulid-core's own whose
# tests judge a file of ulid-core: an integration's tests live beside its
# client library (CONTRIBUTING, "Where a test goes"), in the package of
# its area of scripts/test.sh. Nothing for the rest of the core.
integration_test_packages() {
    case "${1#ulid-core/src/external/}" in
    serde.rs | extended_json.rs | bincode.rs | schemars.rs | schema_doc.rs | utoipa.rs | utoipa/*)
        echo ulid-serde ;;
    arrow.rs | parquet.rs | duckdb.rs | minicbor.rs | apache_avro.rs) echo ulid-data-tests ;;
    async_graphql.rs | juniper.rs | poem_openapi.rs | rocket.rs | ts_rs.rs | http.rs | tower_http.rs)
        echo ulid-api-tests ;;
    tonic.rs) echo ulid-example-grpc ;;
    redis.rs | bson.rs | bson/* | redb.rs | heed.rs | scylla.rs) echo ulid-stores-tests ;;
    # The sql area's: tests/tests/it (ulid-tests) uses every driver; the
    # adapters' tests each their own.
    sqlx.rs | sqlx/* | sea_orm.rs | sea_orm/*) echo ulid-sqlx ulid-sqlx08-tests ulid-tests ;;
    diesel.rs | diesel/*) echo ulid-diesel ulid-tests ;;
    rusqlite.rs | rusqlite_functions.rs | postgres_types.rs | mysql_common.rs) echo ulid-tests ;;
    esac
}

# run CRATE [TEST_PACKAGE...] -- ARG...: cargo-mutants over CRATE, its
# tests and those of the TEST_PACKAGEs, each with the features they need.
run() {
    local crate=$1 packages=()
    shift
    while [ "$1" != -- ]; do
        packages+=("$1")
        shift
    done
    shift
    if [ "$crate" != ulid-core ]; then
        cargo mutants -p "$crate" --all-features "$@"
        return
    fi
    # DuckDB's library (lib.sh) is linked by tests/data and, through every
    # feature, by the sql area's build.
    local features=(--features "$core_features")
    case " ${packages[*]} " in
    *" ulid-serde "*) features=(--features "$core_features,$serde_test_features") ;;
    *" ulid-data-tests "*) duckdb_library >/dev/null ;;
    # The sql area's packages: their drivers are named by their own
    # features only. Their tests read the SQLite extension and the local
    # PostgreSQL's major as scripts/test.sh states them.
    *" ulid-tests "*)
        features=(--all-features)
        duckdb_library >/dev/null
        export_sql_test_env
        ;;
    esac
    # ulid-core's tests, then the codec's (the same source, its unit and
    # compile-fail tests), or, for an integration tested in an area's
    # package, that package's: the codec's compiles the integrations out,
    # so it could only take time there. (The integrations tested in
    # ulid-core itself run with the rest of the core, codec's included.)
    local tests=(ulid-core)
    if [ "${#packages[@]}" -gt 0 ]; then
        tests+=("${packages[@]}")
    else
        tests+=(ulid-codec-tests)
    fi
    # cargo-mutants 27 tests the unmutated tree with the mutated package
    # alone, not the other test packages (and features naming another
    # package fail its build): a test of theirs that fails anyway would
    # "catch" every mutant. They are run here instead, built first and
    # then timed, and the time limit for a mutant's tests set from that:
    # three times as long, at least 60 s (tests/data's took 20 s a mutant
    # on a 231-s machine, against 7 s unmutated).
    local test=(cargo test "${tests[@]/#/-p=}" "${features[@]}") start took timeout
    "${test[@]}" --no-run && start=$SECONDS && "${test[@]}" || {
        echo "error: the tests of the unmutated tree fail (above): no mutant tested" >&2
        return 1
    }
    took=$((SECONDS - start))
    timeout=$((took * 3 > 60 ? took * 3 : 60))
    echo "the unmutated tree's tests took $took s: a mutant's get $timeout s"
    cargo mutants -p ulid-core "${tests[@]/#/--test-package=}" "${features[@]}" \
        --baseline skip --timeout "$timeout" --build-timeout 300 "$@"
}

# run_aarch64 ARG...: cargo-mutants over the NEON codec (aarch64 only),
# with the tests scripts/test-neon.sh runs under qemu, and their setup:
# ulid-codec-tests', as ulid-core's dev-dependencies do not build for
# aarch64 here.
run_aarch64() {
    # (Called in a `||` list, where `set -e` does not stop it.)
    scripts/test-neon.sh >/dev/null || {
        echo "error: the NEON tests of the unmutated tree fail (scripts/test-neon.sh): no mutant tested" >&2
        return 1
    }
    (
        neon_test_env
        # ulid-codec-tests' library is ulid-core's source, outside its
        # folder, which its dep-info names by this checkout's path: a
        # build in cargo-mutants' copy of the tree counted it built and
        # tested the unmutated codec (every mutant missed, "0s build").
        # Its fingerprints go, so the copy's first build records the
        # copy's files. (The baseline is test-neon.sh's run above:
        # cargo-mutants 27 would test ulid-core alone, not for aarch64.)
        rm -rf "${CARGO_TARGET_DIR:-target}"/aarch64-unknown-linux-gnu/debug/.fingerprint/ulid-codec-tests-*
        cargo mutants -p ulid-core --test-package=ulid-codec-tests "${neon_tests[@]/#/--cargo-arg=}" \
            --baseline skip --timeout 60 --build-timeout 300 "$@"
    )
}

# run_wasm32 ARG...: cargo-mutants over the `js` clock (wasm32 only), with
# its test under Node as scripts/test-wasm.sh runs it.
run_wasm32() {
    scripts/test-wasm.sh --install-runner || return 1
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
        cargo mutants -p ulid-core --features js --cargo-arg=--target=wasm32-unknown-unknown \
        --cargo-arg=--test=wasm --timeout 120 --build-timeout 300 "$@"
}

# The files: those named, those a change touched, or every published
# crate's.
in_diff=()
if [ "${1:-}" = --changed ]; then
    diff=$(mktemp)
    trap 'rm -f "$diff"' EXIT
    git diff "${2:?usage: scripts/mutants.sh --changed REV}" >"$diff"
    in_diff=(--in-diff "$diff")
    mapfile -t files < <(git diff --name-only "$2" -- '*.rs')
    [ "${#files[@]}" -gt 0 ] || { echo "no Rust file changed since $2"; exit 0; }
else
    files=("$@")
    [ "${#files[@]}" -gt 0 ] || mapfile -t files < <(git ls-files -- '*/src/*.rs')
fi

# cargo-mutants makes the folder it is given, not the one above it.
mkdir -p mutants.out
status=0
# The code only another target compiles, on that target; the rest below.
host_files=()
for file in "${files[@]}"; do
    case "$file" in
    ulid-core/src/codec/neon.rs)
        run_aarch64 -f "$file" "${in_diff[@]}" --output mutants.out/ulid-core+aarch64 || status=$?
        ;;
    ulid-core/src/external/js.rs)
        run_wasm32 -f "$file" "${in_diff[@]}" --output mutants.out/ulid-core+wasm32 || status=$?
        ;;
    *) host_files+=("$file") ;;
    esac
done
crates=$(published_crates)
for crate in $crates; do
    # The crate's files, by the packages whose tests judge them (the crate
    # first): a run each.
    declare -A runs=()
    for file in "${host_files[@]}"; do
        [[ "$file" == "$crate"/* ]] || continue
        packages=$crate
        [ "$crate" != ulid-core ] || packages+=" $(integration_test_packages "$file")"
        runs[${packages% }]+=" -f $file"
    done
    for packages in "${!runs[@]}"; do
        # shellcheck disable=SC2086 # the names and -f options split on spaces
        run $packages -- ${runs[$packages]} "${in_diff[@]}" \
            --output "mutants.out/${packages// /+}" || status=$?
    done
done
exit "$status"
