#!/usr/bin/env bash
# Runs every fuzz target (fuzz/fuzz_targets) for a bounded time, from the
# seed corpus committed in fuzz/corpus/<target> (fuzz/make-corpus.py writes
# it). What libFuzzer finds on the way goes into a scratch folder, not into
# the committed corpus. A crash fails the run; its input is in
# fuzz/artifacts/<target>/, and belongs in fuzz/corpus/<target>/ as a
# regression case once fixed.
#
#   scripts/fuzz.sh [SECONDS]   each target for SECONDS (default 30), two at
#                               a time (this machine has two cores)
#   scripts/fuzz.sh --budget N  N seconds of fuzzing in all, shared evenly
#                               by the targets (at least 10 s each): what CI
#                               runs, so that a new target takes its time
#                               from the others instead of adding to it
#   scripts/fuzz.sh --install   only what it needs installed
#
# Installs what it needs when missing: the nightly toolchain (cargo-fuzz's
# sanitizer flags need it), cargo-fuzz and SQLite's library. .ci/run calls
# this.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib.sh

install_nightly
prebuilt_tools
# The SQL functions' target links the system's SQLite.
install_packages libsqlite3-dev
# The newest cargo-fuzz when this was written; any 0.13 works here.
command -v cargo-fuzz >/dev/null || install_tool cargo-fuzz 0.13.2
[ "${1:-}" = --install ] && exit 0

targets=$(cargo +nightly fuzz list --fuzz-dir fuzz)
if [ "${1:-}" = --budget ]; then
    seconds=$(( ${2:?usage: scripts/fuzz.sh --budget SECONDS} / $(wc -w <<<"$targets") ))
    [ "$seconds" -ge 10 ] || seconds=10
else
    seconds=${1:-30}
fi
# One build of every target (address sanitizer, debug assertions on).
cargo +nightly fuzz build --fuzz-dir fuzz

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# run TARGET: fuzzes TARGET for $seconds; its output goes to a log that is
# printed whole when it fails and in its last line when it passes.
run() {
    local target=$1
    mkdir -p "$scratch/$target"
    if cargo +nightly fuzz run --fuzz-dir fuzz "$target" "$scratch/$target" "fuzz/corpus/$target" \
        -- -max_total_time="$seconds" -print_final_stats=1 >"$scratch/$target.log" 2>&1; then
        echo "$target: $(grep -m 1 -o 'stat::number_of_executed_units: *[0-9]*' "$scratch/$target.log" | grep -o '[0-9]*$') runs in ${seconds} s, no crash"
    else
        cat "$scratch/$target.log"
        echo "error: fuzz target $target failed; the input is under fuzz/artifacts/$target/" >&2
        return 1
    fi
}

set -- $targets
failed=0
while [ $# -gt 0 ]; do
    pids=()
    for target in "$1" "${2:-}"; do
        [ -n "$target" ] || continue
        run "$target" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do
        wait "$pid" || failed=1
    done
    shift $(( $# >= 2 ? 2 : 1 ))
done
exit "$failed"
