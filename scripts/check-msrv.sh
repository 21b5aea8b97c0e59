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
import json, os, sys
from collections import defaultdict

meta = json.load(sys.stdin)
packages = {p["id"]: p for p in meta["packages"]}
workspace = {packages[i]["name"]: packages[i] for i in meta["workspace_members"]}
nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}

def version(text):
    parts = [int(x) for x in (text or "0").split(".")]
    return tuple(parts + [0] * (3 - len(parts)))

# Dependencies that declare no rust-version, with the oldest Rust that
# builds them (found by this script failing on the crate MSRV): cargo
# metadata cannot say it.
UNDECLARED = {
    "mysql_common": "1.88",  # 0.37 uses let chains (1.88)
}

def resolved(package, dep):
    """The package a normal dependency (named as in [features]) resolved to."""
    extern = dep.replace("-", "_")
    for node_dep in nodes[package["id"]]["deps"]:
        if node_dep["name"] == extern and any(k["kind"] is None for k in node_dep["dep_kinds"]):
            return packages[node_dep["pkg"]]
    return None

def needs(package, feature, seen):
    """The newest rust-version among the crate and what the feature switches on."""
    need = version(package["rust_version"])
    if (package["name"], feature) in seen:
        return need
    seen.add((package["name"], feature))
    for entry in package["features"].get(feature, []):
        dep, _, sub = entry.removeprefix("dep:").partition("/")
        if dep.endswith("?"):
            continue  # only with another feature, which is checked on its own
        if not entry.startswith("dep:") and not sub and dep in package["features"]:
            need = max(need, needs(package, dep, seen))
            continue
        target = resolved(package, dep)
        if target is None:
            continue
        need = max(need, version(target["rust_version"] or UNDECLARED.get(target["name"])))
        if sub and target["name"] in workspace:
            need = max(need, needs(target, sub, seen))
    return need

# An adapter feature that only forwards ulid-core'"'"'s is checked as
# ulid-core'"'"'s feature, on the Rust that needs (lib.sh, forwarded_features).
forwarded = set(os.environ["FORWARDED"].splitlines())
for name in sys.argv[1:]:
    package = workspace[name]
    # The crate on its own Rust, with no feature if none needs only that.
    groups = defaultdict(list, {version(package["rust_version"]): []})
    for feature in sorted(package["features"]):
        if feature != "default" and f"{name} {feature}" not in forwarded:
            groups[needs(package, feature, set())].append(feature)
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
groups=$(feature_groups)
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
