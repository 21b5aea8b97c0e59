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

# Each check selects ulid-proc-macro-pins too (tests/proc-macro-pins: syn,
# quote and proc-macro2 with the features of the workspace's whole build;
# its manifest says why), so that the proc macros clippy's build compiled
# serve every check here instead of being compiled again for each feature;
# it changes nothing that our crates' code sees. Its lists must be cargo's
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

forwarded=$(forwarded_features)
echo "== forwarded unchanged to ulid-core, whose feature is checked alone below:"
sed 's/^/   /' <<<"$forwarded"

for crate in $(published_crates); do
    features=$(cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
crate, forwarded = sys.argv[1], set(sys.argv[2].splitlines())
package = next(p for p in json.load(sys.stdin)["packages"] if p["name"] == crate)
print(" ".join(sorted(f for f in package["features"] if f != "default" and f"{crate} {f}" not in forwarded)))
' "$crate" "$forwarded")
    echo "== $crate: no default features, then each of: $features"
    cargo check --quiet -p "$crate" -p "$pins" --no-default-features
    for feature in $features; do
        case "$crate/$feature" in
        ulid-core/sqlx-sqlite | ulid-sqlx/sqlite) check_as_user "$crate" "$feature" "$sqlx09_sqlite" ;;
        */sqlx08-sqlite) check_as_user "$crate" "$feature" "$sqlx08_sqlite" ;;
        *) cargo check --quiet -p "$crate" -p "$pins" --no-default-features --features "$crate/$feature" ;;
        esac
    done
done

# ulid-core's integrations that promise no_std, on a target without std.
target=thumbv7em-none-eabihf
rustup target list --installed | grep -qx "$target" || rustup target add "$target"
echo "== ulid-core on $target (no std): serde, bincode, borsh, bytemuck, zerocopy, rkyv, schemars, uuid"
cargo check --quiet -p ulid-core -p "$pins" --no-default-features --target "$target"
cargo check --quiet -p ulid-core -p "$pins" --no-default-features \
    --features ulid-core/serde,ulid-core/bincode,ulid-core/borsh,ulid-core/bytemuck,ulid-core/zerocopy,ulid-core/rkyv,ulid-core/uuid \
    --target "$target"
cargo check --quiet -p ulid-core -p "$pins" --no-default-features --features ulid-core/alloc,ulid-core/schemars --target "$target"
cargo check --quiet -p ulid-serde -p "$pins" --no-default-features --target "$target"
