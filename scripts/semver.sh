#!/usr/bin/env bash
# The public API of each published library crate against its baseline:
# cargo-semver-checks fails a change that would break code written against
# the baseline unless the crate's version allows it (0.1 to 0.2, or 1.x to
# 2.0), and a feature the baseline had must still be there. The baseline
# is a commit of this repository, named in semver-baseline (0.1.0 is
# unpublished: there is no release on the registry to compare with);
# CONTRIBUTING's "Releases and semver" says when it moves. Checked per
# feature set that changes the API: ulid-core without default features
# (no_std), with its defaults, and every crate with all features.
#
#   scripts/semver.sh            the checks
#   scripts/semver.sh --install  only cargo-semver-checks (CI's setup job)
#   scripts/semver.sh --listing  the checks, and public-api/CRATE.txt
#                                written anew (to commit with the change)
#
# The listings in public-api/ (scripts/public-api.py: every public item
# with its signature, with all features) must match the tree: an API
# change then shows in review as a change to them, and a stale listing
# fails here with the lines that differ. The docs must name only what the
# listings and the features have (scripts/doc-names.py).
#
# Both sides' rustdoc JSON is built here as scripts/docs-rs.sh builds the
# docs (the published crates with all features, the stable rustdoc allowed
# nightly features, in $CARGO_TARGET_DIR), the baseline's once, from a
# worktree of its commit: the dependencies' metadata is what the docs
# already made, and only our crates are documented again (left to
# itself, cargo-semver-checks would check every dependency again in
# projects of its own, twice).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

# cargo-semver-checks, prebuilt (lib.sh's prebuilt_tools) or else compiled
# from the registry unoptimised as lib.sh's other tools are, its
# dependencies too (its manifest asks opt-level 3 for them): it
# reads two JSON files of a few megabytes per check, in about a second.
semver_version=0.51.0
prebuilt_tools
if ! cargo semver-checks --version 2>/dev/null | grep -q " $semver_version\$"; then
    install_tool cargo-semver-checks "$semver_version" --locked \
        --config 'profile.dev.package."*".opt-level=0'
fi
[ "${1:-}" = --install ] && exit 0

failed=0
rustdoc=$PWD/scripts/rustdoc-nightly-features
# The listing script itself, first (a second): a crate with every shape
# it once dropped (higher-ranked bounds, default parameters, variants'
# fields) against the listing it must print.
fixture=$(mktemp -d)
"$rustdoc" --edition 2024 --crate-type lib --crate-name fixture -Z unstable-options \
    --output-format json tests/public-api/fixture.rs -o "$fixture"
if ! diff -u tests/public-api/fixture.txt <(scripts/public-api.py "$fixture/fixture.json"); then
    echo "error: scripts/public-api.py lists tests/public-api/fixture.rs otherwise than fixture.txt says (above: - expected, + printed)" >&2
    failed=1
fi
rm -rf "$fixture"

baseline=$(grep -v '^#' semver-baseline | tr -d '[:space:]')
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
    echo "error: the semver baseline $baseline (semver-baseline) is not in this clone's history; fetch it, or clone without --depth" >&2
    exit 1
fi
# Both trees are documented into one target directory (the baseline's
# worktree would otherwise get its own, where its JSON is not looked for).
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target}
target=$CARGO_TARGET_DIR
json=$target/semver/json

# rustdoc_json TREE SIDE SET FLAGS...: the rustdoc JSON of the published
# libraries of the workspace in TREE, built with FLAGS, moved to
# $json/SIDE/SET/.
rustdoc_json() {
    local tree=$1 out=$json/$2/$3 crates crate
    shift 3
    rm -rf "$out" && mkdir -p "$out"
    # Broken intra-doc links are the docs phase's concern; without all
    # features some links rightly point at nothing.
    (cd "$tree" && RUSTDOC=$rustdoc \
        RUSTDOCFLAGS="-Z unstable-options --output-format json -A rustdoc::broken-intra-doc-links" \
        cargo doc --quiet --no-deps "$@")
    crates=$(cd "$tree" && published_libraries)
    for crate in $crates; do
        if [ -f "$target/doc/${crate//-/_}.json" ]; then
            mv "$target/doc/${crate//-/_}.json" "$out/"
        fi
    done
}
# published_libraries: the published crates that have a library (the
# `ulid` command has none).
published_libraries() {
    workspace_packages 'p["publish"] != [] and any("lib" in t["kind"] for t in p["targets"])'
}

# The baseline's side is built once per baseline commit and toolchain, and
# kept: a warm run builds only the current tree's.
published=()
crates=$(published_crates)
for name in $crates; do published+=(-p "$name"); done
build_sides() {
    local side=$1 tree=$2
    rustdoc_json "$tree" "$side" all-features --all-features "${published[@]}"
    rustdoc_json "$tree" "$side" no-default-features -p ulid-core --no-default-features
    rustdoc_json "$tree" "$side" default-features -p ulid-core
    (cd "$tree" && features) >"$json/$side/features"
}
# features: each published crate's features, one `crate feature` a line.
features() {
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
for p in json.load(sys.stdin)["packages"]:
    if p["publish"] != []:
        for feature in p["features"]:
            print(p["name"], feature)
' | sort
}
base=baseline-$(git rev-parse --short=12 "$baseline^{commit}")-$(rustc --version | cksum | cut -d' ' -f1)
if [ ! -f "$json/$base/features" ]; then
    worktree=$target/semver/worktree
    rm -rf "$worktree"
    git worktree prune
    git worktree add --quiet --detach "$worktree" "$baseline"
    build_sides "$base" "$worktree"
    rm -rf "$worktree"
    git worktree prune
fi
build_sides current "$PWD"

for set in all-features no-default-features default-features; do
    for current in "$json/current/$set"/*.json; do
        crate=$(basename "$current" .json)
        echo "-- $crate, $set"
        cargo semver-checks check-release \
            --baseline-rustdoc "$json/$base/$set/$crate.json" --current-rustdoc "$current" || failed=1
    done
done
missing=$(comm -23 "$json/$base/features" "$json/current/features")
if [ -n "$missing" ]; then
    echo "error: features the baseline has and this tree has not (a breaking change):" >&2
    echo "$missing" >&2
    failed=1
fi

for current in "$json/current/all-features"/*.json; do
    crate=$(basename "$current" .json)
    listing=public-api/${crate//_/-}.txt
    if [ "${1:-}" = --listing ]; then
        mkdir -p public-api
        scripts/public-api.py "$current" >"$listing"
    elif ! diff -u "$listing" <(scripts/public-api.py "$current"); then
        echo "error: $listing does not match the tree's public API (above: - the listing, + the tree); scripts/semver.sh --listing writes it anew" >&2
        failed=1
    fi
done
# Every feature name and path of ours that the docs mention, against the
# listings just checked and cargo's features.
scripts/doc-names.py || failed=1
exit "$failed"
