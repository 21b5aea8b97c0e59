#!/usr/bin/env bash
# `cargo check` of every published crate with no default features and with
# each feature alone, each on the oldest Rust that feature needs: the
# crate's own `rust-version`, or the newer one that a crate its build
# compiles declares (sqlx 0.9, sea-orm 2, diesel, utoipa 6, ...), read from
# cargo metadata with the versions in Cargo.lock (and, for the few
# dependencies that declare none, from UNDECLARED below). So a feature
# that only compiles beside another, or that uses what its oldest Rust
# lacks, fails here (ulid-core's no_std integrations on a target that has
# no std at all are .ci/run's clippy's). Installs the toolchains when
# missing (`--install`: only that). .ci/run calls this; its own target directory keeps the old
# toolchains' builds apart.
#
# One check per feature on its oldest Rust, not a check per feature on
# stable and one per Rust of every feature needing it: each dependency is
# then compiled once, not twice. Given up for it: code behind two features
# at once (`all(feature = "a", feature = "b")`) is compiled on an old Rust
# only as clippy's all-features build compiles it, on stable. The std APIs
# newer than the crate's Rust are clippy's `incompatible_msrv` everywhere.
#
# A feature of an adapter crate (ulid-serde, ulid-sqlx, ulid-diesel) that
# only forwards ulid-core's features, and that the adapter's own source
# never tests (`feature = "..."`), compiles no code of the adapter's: it is
# ulid-core's feature, which is checked alone here, under another crate.
# Such forwarding features are listed from cargo metadata (lib.sh's
# forwarded_features) instead of being built again; every other feature is
# checked alone on the crate that declares it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}/msrv"

# Prints "CRATE RUST FEATURES" lines: for each published crate, its
# features grouped by the Rust they need.
feature_groups() {
    local forwarded crates
    forwarded=$(forwarded_features)
    crates=$(published_crates)
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
' $crates
}

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

# The toolchains, installed first (.ci/run starts this with --install
# beside its first builds: the downloads wait on the network, the builds
# on the CPU).
toolchains=$(awk '{ print $2 }' <<<"$groups" | sort -uV)
for toolchain in $toolchains; do
    rustup toolchain list | grep -q "^$toolchain" ||
        rustup toolchain install "$toolchain" --profile minimal --no-self-update >/dev/null
done
[ "${1:-}" = --install ] && exit 0

# Each check selects ulid-proc-macro-pins too (tests/proc-macro-pins: syn,
# quote and proc-macro2 with the features of the workspace's whole build;
# its manifest says why), so that each toolchain compiles the proc macros
# once for all its checks instead of again for each feature; it changes
# nothing that our crates' code sees. Its lists must be cargo's
# resolve of the whole workspace, or it pins nothing:
pins=ulid-proc-macro-pins
cargo metadata --format-version 1 --all-features --locked | python3 -c '
import json, sys
meta = json.load(sys.stdin)
packages = {p["id"]: p for p in meta["packages"]}
resolved = {(packages[n["id"]]["name"], packages[n["id"]]["version"].split(".")[0]): set(n["features"]) - {"default"}
            for n in meta["resolve"]["nodes"]}
pins = next(p for p in meta["packages"] if p["name"] == sys.argv[1])
for dependency in pins["dependencies"]:
    # The dependency on syn 2 reads "^2", on quote "^1".
    key = (dependency["name"], dependency["req"].lstrip("^").split(".")[0])
    pinned, whole = set(dependency["features"]), resolved.get(key, set())
    if pinned != whole:
        sys.exit(f"error: {sys.argv[1]} gives {key[0]} {key[1]} the features {sorted(pinned)}, "
                 f"the whole workspace gives it {sorted(whole)}: make them the same in tests/proc-macro-pins/Cargo.toml")
' "$pins"

# diesel's `sqlite` feature alone links the system's SQLite (nothing here
# asks for it bundled), as it does for a user without `bundled`.
install_packages libsqlite3-dev

# The projects check_as_user makes; removed however the script ends.
projects=()
trap 'rm -rf "${projects[@]}"' EXIT

# check_as_user RUST CRATE FEATURE SQLX [CODE]: `cargo check` on Rust RUST
# of CRATE with FEATURE alone, from a new project outside the workspace
# that also depends on SQLX (the user's own `sqlx = ...` line), resolved as
# cargo resolves it for a user of that Rust; CODE, if given, is the
# project's lib.rs, which uses what the feature promises: `any` alone once
# compiled to nothing, which a check of the feature alone passed. For the SQLite drivers: neither
# sqlx line compiles its SQLite driver against libsqlite3-sys's
# pre-generated bindings of an old SQLite; the user's sqlx chooses bundled
# (its `sqlite` feature) or system SQLite with fresh bindings
# (`sqlite-unbundled`), and our features leave that choice to it. In the
# workspace, sqlx 0.8 also holds libsqlite3-sys at 0.30 for everyone.
check_as_user() {
    local rust=$1 crate=$2 feature=$3 sqlx=$4 code=${5:-} project
    project=$(mktemp -d)
    projects+=("$project")
    cargo "+$rust" init --quiet --lib --name user-project "$project"
    cat >>"$project/Cargo.toml" <<TOML
$crate = { path = "$PWD/$crate", default-features = false, features = ["$feature"] }
$sqlx
TOML
    [ -z "$code" ] || echo "$code" >"$project/src/lib.rs"
    cargo "+$rust" check --quiet --manifest-path "$project/Cargo.toml"
}
sqlx09_sqlite='sqlx = { version = "0.9", default-features = false, features = ["sqlite"] }'
sqlx08_sqlite='sqlx = { version = "0.8", default-features = false, features = ["sqlite"] }'
sqlx09_any='sqlx = { version = "0.9", default-features = false, features = ["any", "postgres"] }'
sqlx08_any='sqlx = { version = "0.8", default-features = false, features = ["any", "postgres"] }'
# uses_any CRATE: a lib.rs that needs `Ulid` and `Id<P>` of CRATE to be
# sqlx `Any` types.
uses_any() {
    cat <<RUST
use ${1//-/_}::{Id, Ulid};
fn any_type<T: sqlx::Type<sqlx::Any> + for<'q> sqlx::Encode<'q, sqlx::Any> + for<'r> sqlx::Decode<'r, sqlx::Any>>() {}
pub fn ulid_and_id_are_any_types() {
    any_type::<Ulid>();
    any_type::<Id<User>>();
}
pub enum User {}
impl ${1//-/_}::Prefix for User {
    const PREFIX: &'static str = "user";
}
RUST
}

echo "== forwarded unchanged to ulid-core, whose feature is checked alone below:"
forwarded_features | sed 's/^/   /'

# Each crate's first line is its own Rust (the groups' order): with no
# default features there, then each feature alone on its line's Rust.
checked=" "
while read -r crate toolchain features; do
    if [[ "$checked" != *" $crate "* ]]; then
        echo "== $crate on Rust $toolchain: no default features"
        cargo "+$toolchain" check --quiet --locked -p "$crate" -p "$pins" --no-default-features
        checked+="$crate "
    fi
    if [ -n "$features" ]; then echo "== $crate on Rust $toolchain, each alone: ${features//,/ }"; fi
    for feature in ${features//,/ }; do
        case "$crate/$feature" in
        ulid-core/sqlx-sqlite | ulid-sqlx/sqlite) check_as_user "$toolchain" "$crate" "$feature" "$sqlx09_sqlite" ;;
        */sqlx08-sqlite) check_as_user "$toolchain" "$crate" "$feature" "$sqlx08_sqlite" ;;
        ulid-core/sqlx-any | ulid-sqlx/any)
            check_as_user "$toolchain" "$crate" "$feature" "$sqlx09_any" "$(uses_any "$crate")" ;;
        */sqlx08-any) check_as_user "$toolchain" "$crate" "$feature" "$sqlx08_any" "$(uses_any "$crate")" ;;
        *) cargo "+$toolchain" check --quiet --locked -p "$crate" -p "$pins" --no-default-features --features "$crate/$feature" ;;
        esac
    done
done <<<"$groups"
