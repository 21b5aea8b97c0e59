#!/usr/bin/env bash
# The Windows files scripts/release.sh wrote, run under Wine, as a Windows
# user runs them (scripts/test-packages.sh runs this):
#
#   scripts/test-windows.sh DIST
#   scripts/test-windows.sh --prepare   only Wine and its prefix
#
# - the command's zip: unpacked, `ulid.exe new`, `inspect`, `convert`, IDs
#   on standard input with Windows' CRLF line ends, and the exit statuses
#   of a bad ID (1) and a bad argument (2);
# - the SQLite extension's zip: `ulid_sqlite.dll` loaded into a Windows
#   SQLite (scripts/windows/sqlite-load.c, built here with the SQLite
#   amalgamation that libsqlite3-sys ships) with known answers, and a bad
#   ULID's error.
#
# Wine 8 (Debian 12's wine64) is not Windows where it matters here: it has
# no bcryptprimitives.dll, whose ProcessPrng Rust's std imports, so the
# test bench puts a stand-in beside the programs
# (scripts/windows/bcryptprimitives.c); on Windows 10 and later the
# system's own is loaded. The Universal C Runtime that zig links against
# is Wine's own ucrtbase. Wine's prefix (its C: drive and registry) is
# made once per machine in /var/tmp, like the Debian roots.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

export WINEPREFIX=/var/tmp/ulid-wine-prefix WINEDEBUG=-all
# No Mono or Gecko to install: nothing here is .NET or HTML.
export WINEDLLOVERRIDES="mscoree,mshtml="
# wine64, Debian's 64-bit loader, which is not on PATH.
wine=/usr/lib/wine/wine64
install_packages wine64
(
    flock 9
    if [ ! -d "$WINEPREFIX" ]; then
        "$wine" wineboot --init >/dev/null 2>&1
        /usr/lib/wine/wineserver64 --wait
    fi
) 9>"$WINEPREFIX.lock"
[ "${1:-}" = --prepare ] && exit 0

dist=$(cd "${1:?usage: scripts/test-windows.sh DIST}" && pwd)
(cd "$dist" && sha256sum --check --quiet SHA256SUMS)
scratch=$(mktemp -d /var/tmp/ulid-windows.XXXXXX)
# Wine's server is the prefix's, which another run may be using: it is left
# to end by itself, a few seconds after its last program.
trap 'rm -rf "$scratch"' EXIT
zig_tools
# zig_cc ARGUMENTS: zig's C compiler for Windows (x86_64, mingw's ABI).
zig_cc() { python3 -m ziglang cc -target x86_64-windows-gnu "$@"; }

# The command.
python3 -m zipfile -e "$dist"/ulid-[0-9]*-x86_64-windows.zip "$scratch/"
cli=$(echo "$scratch"/ulid-[0-9]*-x86_64-windows)
zig_cc -O2 -shared -o "$cli/bcryptprimitives.dll" scripts/windows/bcryptprimitives.c -ladvapi32
# run DIR PROGRAM ARGUMENTS: PROGRAM in DIR under Wine, from DIR (where
# Windows looks for a DLL first).
run() { (cd "$1" && "$wine" "${@:2}"); }
expect "ulid.exe inspect" "$(run "$cli" ulid.exe inspect --json 01ARZ3NDEKTSV4RRFFQ69G5FAV)" \
    '{"hex":"01563e3ab5d3d6764c61efb99302bd5b","random":"d6764c61efb99302bd5b","time":"2016-07-30T23:54:10.259Z","timestamp_ms":1469922850259,"ulid":"01ARZ3NDEKTSV4RRFFQ69G5FAV","uuid":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}'
run "$cli" ulid.exe new -n 3 --monotonic >"$scratch/ids"
expect "ulid.exe new, three increasing" "$(LC_ALL=C sort -c -u "$scratch/ids" && grep -c '^[0-7][0-9A-HJKMNP-TV-Z]\{25\}$' "$scratch/ids")" 3
expect "ulid.exe convert" "$(run "$cli" ulid.exe convert --to ms 01ARZ3NDEKTSV4RRFFQ69G5FAV)" 1469922850259
status=0
output=$(printf '01ARZ3NDEKTSV4RRFFQ69G5FAV\r\n01ARZ3NDEKTSV4RRFFQ69G5FAL\r\n01ARZ3NDEKTSV4RRFFQ69G5FAV\r\n' |
    run "$cli" ulid.exe convert --to uuid 2>"$scratch/error") || status=$?
expect "ulid.exe convert, CRLF lines on standard input: the good ones converted, no CR" "$output" \
    "$(printf '01563e3a-b5d3-d676-4c61-efb99302bd5b\n01563e3a-b5d3-d676-4c61-efb99302bd5b')"
expect "ulid.exe convert, CRLF lines: the bad one's line and place, exit status 1" \
    "$status $(grep -c "line 2: \"01ARZ3NDEKTSV4RRFFQ69G5FAL\": invalid character 'L' at index 25" "$scratch/error")" "1 1"
status=0
run "$cli" ulid.exe --bogus >/dev/null 2>&1 || status=$?
expect "ulid.exe with a bad argument: exit status 2" "$status" 2

# The SQLite extension, in a Windows SQLite built from the amalgamation of
# the libsqlite3-sys the extension builds with.
python3 -m zipfile -e "$dist"/ulid-sqlite-*-x86_64-windows.zip "$scratch/"
sqlite=$(echo "$scratch"/ulid-sqlite-*-x86_64-windows)
amalgamation=$(cargo metadata --locked --manifest-path ulid-sqlite/Cargo.toml --format-version 1 | python3 -c '
import json, os, sys
print(next(os.path.dirname(p["manifest_path"]) for p in json.load(sys.stdin)["packages"] if p["name"] == "libsqlite3-sys"))
')/sqlite3
zig_cc -O1 -I"$amalgamation" -o "$sqlite/sqlite-load.exe" scripts/windows/sqlite-load.c "$amalgamation/sqlite3.c"
cp "$cli/bcryptprimitives.dll" "$sqlite/"
expect "ulid_sqlite.dll in a Windows SQLite $(sed -n 's/^#define SQLITE_VERSION *"\(.*\)"/\1/p' "$amalgamation/sqlite3.h")" \
    "$(run "$sqlite" sqlite-load.exe ulid_sqlite "SELECT length(gen_ulid()), ulid_to_text(ulid_min_at(1469922850259)), ulid_time_ms(ulid_from_text('01ARZ3NDEKTSV4RRFFQ69G5FAV'))")" \
    "16|01ARZ3NDEK0000000000000000|1469922850259"
status=0
output=$(run "$sqlite" sqlite-load.exe ulid_sqlite "SELECT ulid_from_text('01ARZ3NDEKTSV4RRFFQ69G5FAL')" 2>&1) || status=$?
expect "a bad ULID in the Windows SQLite: an SQL error that says where, exit status 1" \
    "$status $(grep -c "invalid character 'L' at index 25" <<<"$output")" "1 1"
