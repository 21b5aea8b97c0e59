#!/usr/bin/env bash
# Builds each published crate on the oldest Rust each of its features
# needs: the crate's own `rust-version`, or the newer one a dependency that
# the feature switches on declares (sqlx 0.9, sea-orm 2, diesel, utoipa 6,
# ...), both read from cargo metadata with the versions in Cargo.lock (and,
# for the few dependencies that declare none, from UNDECLARED below). The
# features that need the same Rust are checked together, every crate's in
# one invocation per toolchain. Installs the toolchains when missing
# (`--install`: only that). .ci/run calls this; its own target directory
# keeps these builds apart.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}/msrv"

# Prints "CRATE RUST FEATURES" lines: for each published crate, its
# features grouped by the Rust they need.
feature_groups() {
    local forwarded
    forwarded=$(forwarded_features)
    cargo metadata --format-version 1 --all-features --locked | FORWARDED="$forwarded" python3 -c '
import json, os, subprocess, sys
from collections import defaultdict

meta = json.load(sys.stdin)
packages = {p["id"]: p for p in meta["packages"]}
workspace = {packages[i]["name"]: packages[i] for i in meta["workspace_members"]}

def version(text):
    parts = [int(x) for x in (text or "0").split(".")]
    return tuple(parts + [0] * (3 - len(parts)))

# Dependencies that declare no rust-version, with the oldest Rust that
# builds them (found by this script failing on the crate MSRV): cargo
# metadata cannot say it.
UNDECLARED = {
    "mysql_common": "1.88",  # 0.37 uses let chains (1.88)
}

def built(name, features):
    """The packages that a build of crate NAME with FEATURES (and its
    default ones) compiles for this host, as Cargo.lock resolves them:
    normal and build dependencies, however deep."""
    tree = subprocess.run(
        ["cargo", "tree", "--locked", "-p", name, "-e", "normal,build", "--prefix", "none",
         "--format", "{p}", "--features", ",".join(features)],
        check=True, capture_output=True, text=True).stdout
    return {tuple(line.split()[:2]) for line in tree.splitlines() if line.strip()}

by_name_version = {(p["name"], "v" + p["version"]): p for p in packages.values()}

def needs(name, features):
    """The newest rust-version among what the build compiles: a patched
    release deep in the tree can need a newer Rust than the integration
    declares (time 0.3.47, under bson and rocket, needs 1.88)."""
    return max(
        version(by_name_version[key]["rust_version"] or UNDECLARED.get(key[0]))
        for key in built(name, features) if key in by_name_version)

# An adapter feature that only forwards ulid-core'"'"'s is checked as
# ulid-core'"'"'s feature, on the Rust that needs (lib.sh, forwarded_features).
forwarded = set(os.environ["FORWARDED"].splitlines())
for name in sys.argv[1:]:
    package = workspace[name]
    # The crate on its own Rust, with no feature if none needs only that.
    groups = defaultdict(list, {needs(name, []): []})
    for feature in sorted(package["features"]):
        if feature != "default" and f"{name} {feature}" not in forwarded:
            groups[needs(name, [feature])].append(feature)
    for need in sorted(groups):
        rust = ".".join(map(str, need[:2] if need[2] == 0 else need))
        print(name, rust, ",".join(groups[need]))
' $(published_crates)
}

# One `cargo check` per toolchain, of every crate that has features (or its
# bare self) needing exactly that Rust, with the union of those features:
# each feature in it needs no newer Rust than the toolchain, so code behind
# any of them that uses a newer API fails here as it failed in a check of
# its own group; a feature that compiles only beside another is
# check-features.sh's concern. The toolchains are installed first (.ci/run
# starts this with --install beside its first builds: the downloads wait on
# the network, the builds on the CPU).
# The grouping asks cargo tree once per feature (about 75 calls, some 80 s
# on a busy machine) and CI runs this script twice, so the groups are kept
# beside the checks' builds, under a hash of every tracked file's content
# (the manifests, the lockfile and the adapters' sources decide them).
groups_file=$CARGO_TARGET_DIR/feature-groups-$(git ls-files -z | xargs -0 cat | sha256sum | cut -c1-16)
if [ ! -f "$groups_file" ]; then
    mkdir -p "$CARGO_TARGET_DIR"
    # A partial file of this process's own: two runs in one target
    # directory (CI's setup and a contributor's) must not move each
    # other's.
    feature_groups >"$groups_file.partial.$$"
    mv "$groups_file.partial.$$" "$groups_file"
fi
groups=$(cat "$groups_file")
toolchains=$(awk '{ print $2 }' <<<"$groups" | sort -uV)
for toolchain in $toolchains; do
    rustup toolchain list | grep -q "^$toolchain" ||
        rustup toolchain install "$toolchain" --profile minimal --no-self-update >/dev/null
done
[ "${1:-}" = --install ] && exit 0

for toolchain in $toolchains; do
    args=() features=() described=()
    while read -r crate _ crate_features; do
        args+=(-p "$crate")
        for feature in ${crate_features//,/ }; do
            features+=("$crate/$feature")
        done
        described+=("$crate (${crate_features:-default features})")
    done < <(awk -v t="$toolchain" '$2 == t' <<<"$groups")
    echo "== Rust $toolchain: ${described[*]}"
    feature_list=$(IFS=,; echo "${features[*]}")
    cargo "+$toolchain" check --quiet --locked "${args[@]}" ${feature_list:+--features "$feature_list"}
done
