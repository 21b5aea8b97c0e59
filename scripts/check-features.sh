#!/usr/bin/env bash
# Every feature of every published crate alone, on the oldest Rust it
# needs; then ulid-core's no_std integrations on a target without std.
#
#   scripts/check-features.sh            the checks (.ci/run runs this)
#   scripts/check-features.sh --install  only the toolchains they need
#                                        (.ci/run starts this early)
#
# Each feature is checked with `cargo +RUST check --no-default-features
# --features FEATURE` on the crate that declares it, RUST being the newest
# of the crate's `rust-version` and those of the dependencies the feature
# switches on (lib.sh's rust_groups, with the versions in Cargo.lock, which
# the checks use: it holds what builds on the older Rusts); each crate is
# checked with no features and with its defaults on its own
# `rust-version`. One check per feature finds both a feature that compiles
# only beside another and code behind it that needs a newer Rust than its
# dependencies do. These were two passes before (issue 41): each feature
# alone on stable, then, per Rust, the union of the features needing it;
# every integration's dependencies were checked by both. The union compiled
# no code of ours that the features alone do not: our sources combine
# features only with `any(...)`, never `all(...)`. Stable compiles every
# feature together in CI's clippy, and no features in its no_std clippy.
#
# A feature of an adapter crate (ulid-serde, ulid-sqlx, ulid-diesel) that
# only forwards ulid-core's features, and that the adapter's own source
# never tests (`feature = "..."`), compiles no code of the adapter's: it is
# ulid-core's feature, which is checked alone here, under another crate.
# Such forwarding features are listed from cargo metadata (and their
# targets checked to exist) instead of being built again.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

groups=$(rust_groups)
toolchains=$(awk '{ print $2 }' <<<"$groups" | sort -uV)
for toolchain in $toolchains; do
    rustup toolchain list | grep -q "^$toolchain" ||
        rustup toolchain install "$toolchain" --profile minimal --no-self-update >/dev/null
done
[ "${1:-}" = --install ] && exit 0

# diesel's `sqlite` feature alone links the system's SQLite (nothing here
# asks for it bundled), as it does for a user without `bundled`.
install_packages libsqlite3-dev

# The older toolchains' builds in a target directory of their own; the
# no_std checks at the end use stable's.
stable_target=${CARGO_TARGET_DIR:-target}
export CARGO_TARGET_DIR=$stable_target/msrv

# The projects check_as_user makes; removed however the script ends.
projects=()
trap 'rm -rf "${projects[@]}"' EXIT

# check_as_user RUST CRATE FEATURE SQLX: `cargo check` of CRATE with
# FEATURE alone, from a new project outside the workspace that also depends
# on SQLX (the user's own `sqlx = ...` line), with the workspace's
# Cargo.lock, so that it resolves to the versions that build on RUST. For
# the SQLite drivers: neither sqlx line compiles its SQLite driver against
# libsqlite3-sys's pre-generated bindings of an old SQLite; the user's sqlx
# chooses bundled (its `sqlite` feature) or system SQLite with fresh
# bindings (`sqlite-unbundled`), and our features leave that choice to it.
# In the workspace, sqlx 0.8 also holds libsqlite3-sys at 0.30 for everyone.
check_as_user() {
    local rust=$1 crate=$2 feature=$3 sqlx=$4 project
    project=$(mktemp -d)
    projects+=("$project")
    cargo init --quiet --lib --name user-project "$project"
    cat >>"$project/Cargo.toml" <<TOML
$crate = { path = "$PWD/$crate", default-features = false, features = ["$feature"] }
$sqlx
TOML
    cp Cargo.lock "$project/"
    cargo "+$rust" check --quiet --manifest-path "$project/Cargo.toml"
}
sqlx09_sqlite='sqlx = { version = "0.9", default-features = false, features = ["sqlite"] }'
sqlx08_sqlite='sqlx = { version = "0.8", default-features = false, features = ["sqlite"] }'

echo "== forwarded unchanged to ulid-core, whose feature is checked alone below:"
forwarded_features | sed 's/^/   /'

# The crates' own Rust first: no features, then the defaults.
while read -r crate rust _; do
    echo "== $crate on Rust $rust: no default features, then its defaults"
    cargo "+$rust" check --quiet --locked -p "$crate" --no-default-features
    cargo "+$rust" check --quiet --locked -p "$crate"
done < <(awk '!seen[$1]++' <<<"$groups")

for toolchain in $toolchains; do
    while read -r crate _ features; do
        [ -n "$features" ] || continue
        echo "== Rust $toolchain, $crate, each alone: ${features//,/ }"
        for feature in ${features//,/ }; do
            case "$crate/$feature" in
            ulid-core/sqlx-sqlite | ulid-sqlx/sqlite) check_as_user "$toolchain" "$crate" "$feature" "$sqlx09_sqlite" ;;
            */sqlx08-sqlite) check_as_user "$toolchain" "$crate" "$feature" "$sqlx08_sqlite" ;;
            *) cargo "+$toolchain" check --quiet --locked -p "$crate" --no-default-features --features "$feature" ;;
            esac
        done
    done < <(awk -v t="$toolchain" '$2 == t' <<<"$groups")
done

# ulid-core's integrations that promise no_std, on a target without std.
export CARGO_TARGET_DIR=$stable_target
target=thumbv7em-none-eabihf
rustup target list --installed | grep -qx "$target" || rustup target add "$target"
echo "== ulid-core on $target (no std): serde, bincode, borsh, bytemuck, zerocopy, rkyv, schemars, uuid"
cargo check --quiet -p ulid-core --no-default-features --target "$target"
cargo check --quiet -p ulid-core --no-default-features --features serde,bincode,borsh,bytemuck,zerocopy,rkyv,uuid --target "$target"
cargo check --quiet -p ulid-core --no-default-features --features alloc,schemars --target "$target"
cargo check --quiet -p ulid-serde --no-default-features --target "$target"
