#!/usr/bin/env bash
# The files scripts/release.sh wrote, installed where a user installs them,
# with no Rust there:
#
#   scripts/test-packages.sh DIST
#   scripts/test-packages.sh --prepare   only the Debian roots, Wine's
#                                        prefix and the server builds the
#                                        scripts use (CI makes them beside
#                                        its first builds)
#
# - in a Debian 11 root (x86_64: glibc 2.31, older than every build machine
#   here; SQLite 3.34, Python 3.9) and in an arm64 Debian 12 root (glibc
#   2.36, SQLite 3.40, Python 3.11; its programs run under qemu-user,
#   registered with the kernel: lib.sh's arm64_emulation), each made once by
#   debootstrap from the mirror apt uses and copied afresh for each run,
#   the files of its architecture: the command's `.deb` installed with
#   dpkg, run, its completions in place, removed and its files gone; its
#   tarball unpacked and run; the SQLite extension's tarball loaded by
#   Debian's sqlite3; its wheel installed by pip into a new virtual
#   environment, loaded through `ulid_sqlite.load`, and uninstalled;
# - outside the roots, the x86_64 wheel in a Python whose sqlite3 cannot
#   load extensions (pyenv's), where `load` says so;
# - the Windows zips, under Wine (scripts/test-windows.sh);
# - the PostgreSQL extension's (scripts/test-postgres-packages.sh), beside
#   the others.
#
# A `cargo` or `rustc` found in the root fails the test: what it checks is
# an install without Rust.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

# The Debian roots (lib.sh's debian_root), with the programs that load
# the SQLite extension (lib.sh's sqlite_root_packages): Debian 11's, and on
# arm64 the Debian 12 root of the PostgreSQL 15 package's tests, which has
# them too (cluster_root).
x86_64_root() { debian_root bullseye "$sqlite_root_packages"; }
aarch64_root() { cluster_root bookworm 15 arm64; }
if [ "${1:-}" = --prepare ]; then
    x86_64_root >/dev/null
    aarch64_root >/dev/null
    scripts/test-windows.sh --prepare
    exec scripts/test-postgres-packages.sh --prepare
fi

dist=$(cd "${1:?usage: scripts/test-packages.sh DIST}" && pwd)
version=$(sed -n 's/^ulid-\([0-9][^-]*\)-x86_64-linux-gnu.tar.gz.*/\1/p' "$dist/MANIFEST")
(cd "$dist" && sha256sum --check --quiet SHA256SUMS)
scratch=$(mktemp -d /var/tmp/ulid-packages.XXXXXX)
# The PostgreSQL tests below are awaited however this ends, so that their
# servers are stopped by their own exit, and their log shown if this
# fails first.
trap 'status=$?; [ -z "${postgres:-}" ] || wait "$postgres" || true
    [ "$status" = 0 ] || cat "$scratch/postgres.log" 2>/dev/null; rm -rf "$scratch"' EXIT
# The PostgreSQL extension's packages (scripts/test-postgres-packages.sh),
# beside the tests below: each mostly runs one emulated program or server
# at a time, so that one after the other left a core idle. Started once
# the arm64 root and emulation (aarch64_root), which both use, are in
# place: the root's cluster too, made once, so that no copy of it is taken
# while it is made.
aarch64_root >/dev/null
scripts/test-postgres-packages.sh "$dist" >"$scratch/postgres.log" 2>&1 &
postgres=$!

# test_in_root ARCH DEB_ARCH CODENAME GLIBC: ARCH's files (Debian's name
# DEB_ARCH), in a copy of ARCH's root (above), of Debian CODENAME for
# DEB_ARCH, whose glibc is GLIBC; sets root (for in_root).
test_in_root() {
    local arch=$1 deb_arch=$2 codename=$3 glibc=$4 root_cache
    local on="$arch, Debian $codename"
    root_cache=$("${arch}_root")
    root=$scratch/$arch
    cp -a "$root_cache/." "$root/"
    mkdir -p "$root/tmp/dist"
    cp "$dist"/ulid-[0-9]*"$arch"* "$dist"/ulid-sqlite-*"$arch"* "$dist"/ulid_*"$arch"* "$dist"/ulid_*"$deb_arch"* "$root/tmp/dist/"

    expect "$on: no Rust in the root" "$(in_root 'command -v cargo rustc rustup || true')" ""
    expect "$on: the root's architecture and glibc" \
        "$(in_root 'dpkg --print-architecture; ldd --version | head -n 1 | sed "s/.* //"' | paste -sd ' ')" "$deb_arch $glibc"

    in_root "dpkg -i /tmp/dist/ulid_*_$deb_arch.deb >/dev/null"
    expect "$on: the installed command" "$(in_root 'command -v ulid')" /usr/bin/ulid
    expect "$on: ulid inspect" "$(in_root 'ulid inspect --json 01ARZ3NDEKTSV4RRFFQ69G5FAV')" \
        '{"hex":"01563e3ab5d3d6764c61efb99302bd5b","random":"d6764c61efb99302bd5b","time":"2016-07-30T23:54:10.259Z","timestamp_ms":1469922850259,"ulid":"01ARZ3NDEKTSV4RRFFQ69G5FAV","uuid":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}'
    expect "$on: ulid new, three increasing" "$(in_root 'ulid new -n 3 --monotonic >/tmp/ids && sort -c -u /tmp/ids && wc -l </tmp/ids')" 3
    expect "$on: ulid convert" "$(in_root 'echo 01ARZ3NDEKTSV4RRFFQ69G5FAV | ulid convert --to uuid')" \
        01563e3a-b5d3-d676-4c61-efb99302bd5b
    expect "$on: a bad ID: exit status 1, the character's place" \
        "$(in_root 'status=0; ulid inspect 01ARZ3NDEKTSV4RRFFQ69G5FAL 2>/tmp/error || status=$?; echo "$status" $(grep -c "index 25" /tmp/error)')" "1 1"
    # Each file once: one count over all six would let one listed twice
    # hide one missing.
    expect "$on: the package's files" "$(in_root 'for file in /usr/bin/ulid completions/ulid vendor-completions/_ulid vendor_completions.d/ulid.fish /copyright crates-licences.txt; do
            dpkg -L ulid | grep -c -e "$file\$" || true; done | paste -sd " "')" "1 1 1 1 1 1"
    expect "$on: the package's libc dependency" "$(in_root 'dpkg-query -W -f "\${Depends}" ulid')" \
        "libc6 (>= $(sed -n "s/^ulid_.*_$deb_arch\.deb.*glibc \([0-9.]*\)$/\1/p" "$dist/MANIFEST"))"
    in_root 'dpkg -r ulid >/dev/null'
    expect "$on: removed" "$(in_root 'command -v ulid || ls /usr/share/bash-completion/completions/ulid 2>/dev/null || true')" ""

    in_root "cd /tmp && tar -xzf dist/ulid-$version-$arch-linux-gnu.tar.gz"
    expect "$on: the tarball's command" "$(in_root "/tmp/ulid-$version-$arch-linux-gnu/ulid convert --to ms 01ARZ3NDEKTSV4RRFFQ69G5FAV")" \
        1469922850259

    # The SQLite extension, through files (no quoting of SQL and Python
    # inside the shell's).
    in_root "mkdir /tmp/sqlite && tar -xzf /tmp/dist/ulid-sqlite-*-$arch-linux-gnu.tar.gz -C /tmp/sqlite --strip-components=1"
    cat >"$root/tmp/ok.sql" <<'EOF'
.load /tmp/sqlite/libulid_sqlite
SELECT length(gen_ulid()), ulid_to_text(ulid_min_at(1469922850259)),
       ulid_time_ms(ulid_from_text('01ARZ3NDEKTSV4RRFFQ69G5FAV'));
EOF
    cat >"$root/tmp/bad.sql" <<'EOF'
.load /tmp/sqlite/libulid_sqlite
SELECT ulid_from_text('01ARZ3NDEKTSV4RRFFQ69G5FAL');
EOF
    cat >"$root/tmp/load.py" <<'EOF'
import sqlite3
import ulid_sqlite

conn = sqlite3.connect(":memory:")
ulid_sqlite.load(conn)
print(conn.execute("SELECT ulid_to_text(ulid_max_at(1469922850259)), length(gen_ulid())").fetchone())
EOF
    expect "$on: the SQLite extension in Debian's sqlite3" "$(in_root 'sqlite3 :memory: </tmp/ok.sql')" \
        "16|01ARZ3NDEK0000000000000000|1469922850259"
    expect "$on: a bad ULID in sqlite3: an SQL error that says where" \
        "$(in_root 'sqlite3 :memory: </tmp/bad.sql 2>&1 | grep -c "invalid character .L. at index 25" || true')" 1
    in_root "python3 -m venv /tmp/venv && /tmp/venv/bin/pip install --quiet --no-index /tmp/dist/ulid_sqlite-*-manylinux_2_17_$arch.whl"
    expect "$on: the wheel in a virtual environment of Debian's Python" "$(in_root 'cd / && /tmp/venv/bin/python /tmp/load.py')" \
        "('01ARZ3NDEKZZZZZZZZZZZZZZZZ', 16)"
    in_root '/tmp/venv/bin/pip uninstall --quiet --yes ulid-sqlite'
    expect "$on: the wheel uninstalled" "$(in_root "cd / && /tmp/venv/bin/python -c 'import ulid_sqlite' 2>&1 | tail -n 1")" \
        "ModuleNotFoundError: No module named 'ulid_sqlite'"
    rm -rf "$root"
}
test_in_root x86_64 amd64 bullseye 2.31
test_in_root aarch64 arm64 bookworm 2.36

# A Python whose sqlite3 cannot load extensions (pyenv builds them so
# unless told otherwise; this machine's python3 is one): the wheel says so
# and what to use.
if python3 -c 'import sqlite3, sys; sys.exit(hasattr(sqlite3.Connection, "enable_load_extension"))'; then
    venv=$(mktemp -d)
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --no-index "$dist"/ulid_sqlite-*-manylinux_2_17_x86_64.whl
    expect "the wheel where sqlite3 cannot load extensions" \
        "$("$venv/bin/python" -c 'import sqlite3, ulid_sqlite; ulid_sqlite.load(sqlite3.connect(":memory:"))' 2>&1 |
            tail -n 1 | grep -o "NotSupportedError: this Python's sqlite3 module cannot load extensions")" \
        "NotSupportedError: this Python's sqlite3 module cannot load extensions"
    rm -rf "$venv"
else
    echo "skipped: the wheel where sqlite3 cannot load extensions (every python3 here can)"
fi

# The Windows zips, under Wine.
scripts/test-windows.sh "$dist"

# The PostgreSQL extension's packages, where they land (started above).
status=0
wait "$postgres" || status=$?
postgres=
cat "$scratch/postgres.log"
rm "$scratch/postgres.log"
[ "$status" = 0 ] || { echo "error: the PostgreSQL extension's packages failed (above)" >&2; exit 1; }
