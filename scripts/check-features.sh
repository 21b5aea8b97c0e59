#!/usr/bin/env bash
# `cargo check` of every published crate with no default features and with
# each feature alone, so that a feature that only compiles together with
# another is caught; then ulid-core's no_std integrations on a target that
# has no std at all. .ci/run calls this.
#
# A feature of an adapter crate (ulid-serde, ulid-sqlx, ulid-diesel) that
# only forwards ulid-core's features, and that the adapter's own source
# never tests (`feature = "..."`), compiles no code of the adapter's: it is
# ulid-core's feature, which is checked alone here, under another crate.
# Such forwarding features are listed from cargo metadata (and their
# targets checked to exist) instead of being built again; every other
# feature is checked alone on the crate that declares it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

# diesel's `sqlite` feature alone links the system's SQLite (nothing here
# asks for it bundled), as it does for a user without `bundled`.
install_packages libsqlite3-dev

# The projects check_as_user makes; removed however the script ends.
projects=()
trap 'rm -rf "${projects[@]}"' EXIT

# check_as_user CRATE FEATURE SQLX: `cargo check` of CRATE with FEATURE
# alone, from a new project outside the workspace that also depends on
# SQLX (the user's own `sqlx = ...` line). For the SQLite drivers: neither
# sqlx line compiles its SQLite driver against libsqlite3-sys's
# pre-generated bindings of an old SQLite; the user's sqlx chooses bundled
# (its `sqlite` feature) or system SQLite with fresh bindings
# (`sqlite-unbundled`), and our features leave that choice to it. In the
# workspace, sqlx 0.8 also holds libsqlite3-sys at 0.30 for everyone.
check_as_user() {
    local crate=$1 feature=$2 sqlx=$3 project
    project=$(mktemp -d)
    projects+=("$project")
    cargo init --quiet --lib --name user-project "$project"
    cat >>"$project/Cargo.toml" <<TOML
$crate = { path = "$PWD/$crate", default-features = false, features = ["$feature"] }
$sqlx
TOML
    cargo check --quiet --manifest-path "$project/Cargo.toml"
}
sqlx09_sqlite='sqlx = { version = "0.9", default-features = false, features = ["sqlite"] }'
sqlx08_sqlite='sqlx = { version = "0.8", default-features = false, features = ["sqlite"] }'

# Prints "CRATE FEATURE" for each feature to check alone, and "forwarded
# CRATE FEATURE TARGETS" for each one that only forwards ulid-core's; fails
# if a forwarded feature names one ulid-core does not have.
feature_plan() {
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, pathlib, re, sys
meta = json.load(sys.stdin)
packages = {p["name"]: p for p in meta["packages"]}
core = packages["ulid-core"]["features"]
for name in sys.argv[1:]:
    package = packages[name]
    source = "\n".join(
        path.read_text()
        for path in pathlib.Path(package["manifest_path"]).parent.joinpath("src").rglob("*.rs")
    )
    for feature, entries in sorted(package["features"].items()):
        if feature == "default":
            continue
        forwards = entries and all(e.startswith("ulid-core/") for e in entries)
        tested = re.search(r"feature\s*=\s*\"" + re.escape(feature) + "\"", source)
        if name != "ulid-core" and forwards and not tested:
            missing = [e for e in entries if e.split("/", 1)[1] not in core]
            if missing:
                sys.exit(f"error: {name}/{feature} forwards {missing}, which ulid-core does not have")
            print("forwarded", name, feature, ",".join(entries))
        else:
            print(name, feature)
' $(published_crates)
}

plan=$(feature_plan)
echo "== forwarded unchanged to ulid-core, whose feature is checked alone below:"
grep '^forwarded ' <<<"$plan" | cut -d' ' -f2- | sed 's/^/   /'

for crate in $(published_crates); do
    features=$(awk -v crate="$crate" '$1 == crate { print $2 }' <<<"$plan" | tr '\n' ' ')
    echo "== $crate: no default features, then each of: $features"
    cargo check --quiet -p "$crate" --no-default-features
    for feature in $features; do
        case "$crate/$feature" in
        ulid-core/sqlx-sqlite | ulid-sqlx/sqlite) check_as_user "$crate" "$feature" "$sqlx09_sqlite" ;;
        */sqlx08-sqlite) check_as_user "$crate" "$feature" "$sqlx08_sqlite" ;;
        *) cargo check --quiet -p "$crate" --no-default-features --features "$feature" ;;
        esac
    done
done

# ulid-core's integrations that promise no_std, on a target without std.
target=thumbv7em-none-eabihf
rustup target list --installed | grep -qx "$target" || rustup target add "$target"
echo "== ulid-core on $target (no std): serde, bincode, borsh, bytemuck, zerocopy, rkyv, schemars, uuid"
cargo check --quiet -p ulid-core --no-default-features --target "$target"
cargo check --quiet -p ulid-core --no-default-features --features serde,bincode,borsh,bytemuck,zerocopy,rkyv,uuid --target "$target"
cargo check --quiet -p ulid-core --no-default-features --features alloc,schemars --target "$target"
cargo check --quiet -p ulid-serde --no-default-features --target "$target"
