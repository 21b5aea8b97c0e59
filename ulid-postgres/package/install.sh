#!/bin/sh
# Installs this package's build of the PostgreSQL extension `ulid` into the
# PostgreSQL whose pg_config is given (default: the first on PATH):
#
#   sudo sh install.sh [PG_CONFIG]
#
# Everything is checked before the first file is copied, so that a wrong
# package or server leaves the server as it was: the files against this
# package's SHA256SUMS, the server's major against the package's, and the
# server's folders. The README beside this file has the two copy commands
# it then runs.
set -eu
major=@MAJOR@
here=$(cd "$(dirname "$0")" && pwd)
pg_config=${1:-pg_config}

fail() {
    echo "error: $*; nothing was installed" >&2
    exit 1
}

(cd "$here" && sha256sum --check --quiet SHA256SUMS) ||
    fail "the files in $here do not match their SHA256SUMS (a damaged download or unpacking): unpack the tarball again"
command -v "$pg_config" >/dev/null 2>&1 ||
    fail "no pg_config at '$pg_config': name the server's, e.g. sh install.sh /usr/lib/postgresql/$major/bin/pg_config"
server=$("$pg_config" --version)
server_major=$(echo "$server" | sed -n 's/^PostgreSQL \([0-9]*\).*/\1/p')
[ "$server_major" = "$major" ] ||
    fail "this package is for PostgreSQL $major, and $pg_config is $server: use the package for PostgreSQL $server_major"
libdir=$("$pg_config" --pkglibdir)
extdir=$("$pg_config" --sharedir)/extension
for dir in "$libdir" "$extdir"; do
    [ -d "$dir" ] || fail "$dir (from $pg_config) does not exist: is the server of $server installed?"
    [ -w "$dir" ] || fail "$dir is not writable by $(id -un): run as a user who may write there (root, sudo)"
done

cp "$here"/lib/ulid.so "$libdir/"
cp "$here"/extension/* "$extdir/"
echo "installed ulid into $server ($libdir, $extdir); in a database: CREATE EXTENSION ulid;"
