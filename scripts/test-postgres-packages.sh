#!/usr/bin/env bash
# The PostgreSQL extension's packages from scripts/release.sh, installed as
# a DBA installs them, with no Rust where they land (scripts/test-packages.sh
# runs this):
#
#   scripts/test-postgres-packages.sh DIST
#   scripts/test-postgres-packages.sh --prepare   only the Debian roots and
#                                                 their clusters, the arm64
#                                                 server headers and PyPI's
#                                                 server builds
#
# - The `.deb`s of the majors Debian carries, for amd64 and arm64: 15 in a
#   root of Debian 12 (this machine's release), 17 in one of Debian 13,
#   each with Debian's own postgresql-NN and a cluster of it, made once by
#   debootstrap from the mirror apt uses and initdb, and copied afresh for
#   each run (the arm64 roots' programs run under qemu-user, lib.sh's
#   arm64_emulation; their tests run beside the others): `apt-get install`
#   of the file, the server started there,
#   ulid-postgres/test/installed.sh (ldd, pg_regress, the update from each
#   released version), then
#   ulid-postgres/test/preloaded.sh on the server restarted with
#   shared_preload_libraries = 'ulid' (gen_monotonic_ulid() across
#   sessions, a backend's crash); then `dpkg -r`:
#   every file it installed is gone, and a database still using the type
#   gets PostgreSQL's own error while the server answers. Refused: beside
#   pgx_ulid's package (`pg-ulid`, the same files). The other majors'
#   `.deb`s: their dependency and paths. The arm64 tarballs: the files of
#   the arm64 `.deb`s, byte for byte.
# - The tarballs of the majors other than 15: SHA256SUMS checked, then
#   unpacked and install.sh run against a copy of PyPI's server build of
#   that major (scripts/postgres-versions.sh's), a scratch cluster of the
#   copy started, installed.sh, and preloaded.sh after a restart with the
#   preload. Refused, leaving the server as it was: a
#   tarball for another major, damaged files, a pg_config whose folders
#   are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

debian_major=$(postgres_major)
debian_codename=$(sed -n 's/^VERSION_CODENAME=//p' /etc/os-release)
if [ "${1:-}" = --prepare ]; then
    cluster_root trixie 17 >/dev/null
    cluster_root "$debian_codename" "$debian_major" >/dev/null
    # The arm64 roots, and the server headers that scripts/release.sh
    # builds the arm64 packages against.
    for release in "${arm64_postgres_releases[@]}"; do
        cluster_root "${release#*:}" "${release%:*}" arm64 >/dev/null
        arm64_postgres_headers "${release#*:}" "${release%:*}" >/dev/null
    done
    # The servers of the tarballs' majors (release.sh builds against them).
    for major in 14 15 16 17 18; do
        [ "$major" = "$debian_major" ] || scripts/postgres-versions.sh --fetch "$major" >/dev/null
    done
    exit 0
fi

dist=$(cd "${1:?usage: scripts/test-postgres-packages.sh DIST}" && pwd)
(cd "$dist" && sha256sum --check --quiet SHA256SUMS)
scratch=$(mktemp -d /var/tmp/ulid-postgres-packages.XXXXXX)
# The postgres user runs the scratch servers inside.
chmod 755 "$scratch"
# The servers started below, stopped however the test ends: a test run in
# a subshell of its own stops its own (stop_servers is its EXIT trap), and
# is awaited first.
servers=()
stop_servers() {
    local stop
    for stop in "${servers[@]}"; do eval "$stop" >/dev/null 2>&1 || true; done
}
# The arm64 tests' logs are printed as they end (below), or here when this
# fails first.
trap 'status=$?; wait; stop_servers; [ "$status" = 0 ] || cat "$scratch"/arm64-*.log 2>/dev/null; rm -rf "$scratch"' EXIT

# expect_failure WHAT MESSAGE COMMAND...: COMMAND fails, saying MESSAGE.
expect_failure() {
    local what=$1 message=$2 output status=0
    shift 2
    output=$("$@" 2>&1) || status=$?
    if [ "$status" = 0 ] || ! grep -qF -- "$message" <<<"$output"; then
        echo "error: $what: wanted a failure saying '$message', got (status $status):" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "ok: $what: $(grep -F -- "$message" <<<"$output" | head -n 1)"
}

# quietly COMMAND...: COMMAND's output only if it fails (dpkg's triggers
# talk).
quietly() {
    local output
    output=$("$@" 2>&1) || {
        echo "$output" >&2
        return 1
    }
}
# psql_in_root ARGUMENTS: psql of the root's server (test_deb's).
psql_in_root() { in_root "$bin/psql -X -q -A -t -h /tmp/socket -p $port -U postgres $1"; }

# test_deb CODENAME MAJOR ARCH PORT: the `.deb` for MAJOR and ARCH
# (Debian's name), in a copy of a root of Debian CODENAME for ARCH with
# Debian's own PostgreSQL MAJOR and its cluster (cluster_root), its server on
# PORT (a socket inside the root); sets root (for in_root), bin and port.
test_deb() {
    local codename=$1 major=$2 arch=$3 root_cache deb files left stand_in
    port=$4
    local on="Debian $codename ($arch)"
    root_cache=$(cluster_root "$codename" "$major" "$arch")
    root=$scratch/root-$codename-$arch
    bin=/usr/lib/postgresql/$major/bin
    cp -a "$root_cache/." "$root/"
    mkdir -p "$root/tmp/dist" "$root/tmp/test"
    deb=$(cd "$dist" && ls "postgresql-$major-ulid_"*_"$arch".deb)
    cp "$dist/$deb" "$root/tmp/dist/"
    cp -r ulid-postgres/test/. "$root/tmp/test/"

    # pgx_ulid's package ships the same files (its release workflow names
    # it `pg-ulid`): a stand-in with its name and one of its files first.
    stand_in=$scratch/pg-ulid-$codename-$arch
    mkdir -p "$stand_in/DEBIAN" "$stand_in/usr/lib/postgresql/$major/lib"
    ln -s ../../lib/ulid.so "$stand_in/usr/lib/postgresql/$major/lib/ulid.so"
    printf '%s\n' "Package: pg-ulid" "Version: 0.2.2" "Architecture: $arch" "Maintainer: stand-in" \
        "Description: stand-in for pgx_ulid's package" >"$stand_in/DEBIAN/control"
    dpkg-deb --root-owner-group --build "$stand_in" "$root/tmp/pg-ulid.deb" >/dev/null
    quietly in_root 'dpkg -i /tmp/pg-ulid.deb'
    expect_failure "$on: beside pgx_ulid's package" "conflicts with pg-ulid" \
        in_root "dpkg -i /tmp/dist/$deb"
    quietly in_root 'dpkg --purge pg-ulid'

    quietly in_root "apt-get install -y -q -o Dpkg::Use-Pty=0 /tmp/dist/$deb"
    expect "$on: apt-get install of $deb" \
        "$(in_root "dpkg-query -W -f '\${Status}' postgresql-$major-ulid")" "install ok installed"
    # The root's cluster of Debian's server, on a socket inside the root
    # only (the machine's own server keeps its port); pg_ctl_in_root
    # ARGUMENTS runs its pg_ctl.
    in_root "mkdir -p /tmp/socket && chown postgres /tmp/socket"
    pg_ctl_in_root() { chroot --userspec=postgres:postgres "$root" "$bin/pg_ctl" -D /tmp/data -w "$@" >/dev/null; }
    local options="-c listen_addresses='' -c unix_socket_directories=/tmp/socket -p $port -c dynamic_shared_memory_type=mmap"
    pg_ctl_in_root -l /tmp/server.log -o "$options" start
    servers+=("chroot --userspec=postgres:postgres '$root' '$bin/pg_ctl' -D /tmp/data -m immediate stop")
    in_root "sh /tmp/test/installed.sh $bin /tmp/socket $port"
    # gen_monotonic_ulid()'s shared memory, the server restarted with the
    # preload; then without it again, for the removal below.
    pg_ctl_in_root -m fast stop
    pg_ctl_in_root -l /tmp/server.log -o "$options -c shared_preload_libraries=ulid" start
    in_root "sh /tmp/test/preloaded.sh $bin /tmp/socket $port"
    pg_ctl_in_root -m fast stop
    pg_ctl_in_root -l /tmp/server.log -o "$options" start

    # Removed while a database uses the type: PostgreSQL's own error in a
    # new session, the server up.
    psql_in_root "-d ulid_fresh -c 'CREATE TABLE used (id ulid DEFAULT gen_ulid()); INSERT INTO used DEFAULT VALUES;'"
    files=$(in_root "dpkg -L postgresql-$major-ulid" | while read -r path; do
        [ -f "$root$path" ] && echo "$path"
    done)
    expect "$on: the package's library and scripts" \
        "$(grep -c -e '/lib/ulid.so$' -e '/extension/ulid' <<<"$files")" \
        "$(($(ls "$root/usr/share/postgresql/$major/extension/" | grep -c '^ulid') + 1))"
    quietly in_root "dpkg -r postgresql-$major-ulid"
    left=$(while read -r path; do [ ! -e "$root$path" ] || echo "$path"; done <<<"$files")
    expect "$on: dpkg -r removed every file it installed" "$left" ""
    expect_failure "$on: a database using the type after removal" \
        'could not access file "$libdir/ulid": No such file or directory' \
        psql_in_root "-d ulid_fresh -c 'SELECT id FROM used'"
    expect "$on: the server after removal" "$(psql_in_root "-d ulid_fresh -c 'SELECT 1'")" 1
}
# The arm64 packages, each in a subshell of its own beside everything
# below: under emulation they are the longest part, each mostly on one
# core.
arm64_tests=()
# Registered once here, not by each test at once.
arm64_emulation
for release in "${arm64_postgres_releases[@]}"; do
    (
        servers=()
        trap stop_servers EXIT
        test_deb "${release#*:}" "${release%:*}" arm64 $((5491 + ${#arm64_tests[@]}))
    ) >"$scratch/arm64-${release%:*}.log" 2>&1 &
    arm64_tests+=($!)
done
# Then amd64's (Debian 13 carries PostgreSQL 17); last, this machine's
# release, whose root the refusals below use.
test_deb trixie 17 amd64 5490
test_deb "$debian_codename" "$debian_major" amd64 5490

# The arm64 tarballs hold the arm64 `.deb`s' files, tested above.
for tarball in "$dist"/ulid-postgres-*-pg*-aarch64-linux-gnu.tar.gz; do
    name=$(basename "$tarball" .tar.gz)
    major=$(sed -n 's/.*-pg\([0-9]*\)-aarch64.*/\1/p' <<<"$name")
    tar -C "$scratch" -xzf "$tarball"
    dpkg-deb -x "$dist/postgresql-$major-ulid_"*_arm64.deb "$scratch/$name-deb"
    expect "$name: the files of postgresql-$major-ulid's arm64 .deb" \
        "$(cd "$scratch/$name" && cat lib/ulid.so extension/* | sha256sum)" \
        "$(cd "$scratch/$name-deb/usr" && cat "lib/postgresql/$major/lib/ulid.so" "share/postgresql/$major/extension"/* | sha256sum)"
done

# The other majors' `.deb`s, for PGDG's PostgreSQL (tested as tarballs
# below, which hold the same files): each major's files where its server
# looks, its server its dependency.
for other in "$dist"/postgresql-*-ulid_*_amd64.deb; do
    major=$(basename "$other" | sed 's/^postgresql-\([0-9]*\)-.*/\1/')
    [ "$major" = "$debian_major" ] || [ "$major" = 17 ] && continue
    expect "$(basename "$other"): its dependencies" "$(dpkg-deb -f "$other" Depends | cut -d, -f1)" \
        "postgresql-$major"
    expect "$(basename "$other"): its library and control file" \
        "$(dpkg-deb -c "$other" | grep -c -e " ./usr/lib/postgresql/$major/lib/ulid.so$" \
            -e " ./usr/share/postgresql/$major/extension/ulid.control$")" 2
done

# The tarballs, each into a copy of PyPI's build of its major; 15's holds
# the files of the `.deb` installed above.
for tarball in "$dist"/ulid-postgres-*-pg*-x86_64-linux-gnu.tar.gz; do
    name=$(basename "$tarball" .tar.gz)
    major=$(sed -n 's/.*-pg\([0-9]*\)-x86_64.*/\1/p' <<<"$name")
    [ "$major" = "$debian_major" ] && continue
    server=$scratch/pg$major
    cp -a "$(scripts/postgres-versions.sh --fetch "$major")" "$server"
    tar -C "$scratch" -xzf "$tarball"
    expect "install.sh of $name" "$(sh "$scratch/$name/install.sh" "$server/bin/pg_config" | cut -d' ' -f1-2)" \
        "installed ulid"
    port=$((5500 + major))
    mkdir "$server/data" "$server/socket"
    chown postgres "$server/data" "$server/socket"
    as_postgres "$server/bin/initdb" -D "$server/data" -U postgres -A trust --no-sync >/dev/null
    options="-p $port -c listen_addresses='' -c unix_socket_directories=$server/socket"
    start_cluster "$server/bin" "$server/data" "$port" "$server/socket/server.log" "PostgreSQL $major (scratch)" \
        -o "$options"
    servers+=("as_postgres '$server/bin/pg_ctl' -D '$server/data' -m immediate stop")
    env -i PATH=/usr/local/bin:/usr/bin:/bin sh ulid-postgres/test/installed.sh "$server/bin" "$server/socket" "$port"
    # Restarted with the preload: gen_monotonic_ulid()'s shared memory.
    as_postgres "$server/bin/pg_ctl" -D "$server/data" -m fast -w stop >/dev/null
    start_cluster "$server/bin" "$server/data" "$port" "$server/socket/server.log" \
        "PostgreSQL $major (scratch, preloading ulid)" -o "$options -c shared_preload_libraries=ulid"
    env -i PATH=/usr/local/bin:/usr/bin:/bin sh ulid-postgres/test/preloaded.sh "$server/bin" "$server/socket" "$port"
done

# Refused, each before a file is copied.
other=$(ls "$dist"/ulid-postgres-*-pg*-x86_64-linux-gnu.tar.gz | grep -v "pg$debian_major-" | head -n 1)
other_major=$(sed -n 's/.*-pg\([0-9]*\)-x86_64.*/\1/p' <<<"$other")
cp "$dist/$(basename "$other")" "$scratch/damaged.tar.gz"
printf 'x' | dd of="$scratch/damaged.tar.gz" bs=1 seek=4000 conv=notrunc status=none
cp "$dist/SHA256SUMS" "$scratch/SHA256SUMS"
sed -i "s/$(basename "$other")/damaged.tar.gz/" "$scratch/SHA256SUMS"
expect_failure "a damaged tarball" "damaged.tar.gz: FAILED" \
    sh -c "cd '$scratch' && sha256sum --check --ignore-missing SHA256SUMS"
unpacked=$scratch/$(basename "$other" .tar.gz)
in_root "mkdir -p /tmp/other"
cp -r "$unpacked/." "$root/tmp/other/"
before=$(ls -l "$root/usr/lib/postgresql/$debian_major/lib" "$root/usr/share/postgresql/$debian_major/extension")
expect_failure "a tarball for PostgreSQL $other_major into PostgreSQL $debian_major" \
    "this package is for PostgreSQL $other_major, and $bin/pg_config is PostgreSQL $debian_major." \
    in_root "sh /tmp/other/install.sh $bin/pg_config"
# A server whose extension folder is missing: Debian's pg_config, but for
# its share folder.
printf '%s\n' '#!/bin/sh' "[ \"\$1\" = --sharedir ] && echo /nowhere || exec $bin/pg_config \"\$@\"" \
    >"$root/tmp/pg_config"
chmod +x "$root/tmp/pg_config"
sed -i "s/^major=.*/major=$debian_major/" "$root/tmp/other/install.sh"
expect_failure "a pg_config whose extension folder is missing" \
    "/nowhere/extension (from /tmp/pg_config) does not exist" \
    in_root "sh /tmp/other/install.sh /tmp/pg_config"
printf 'x' >>"$root/tmp/other/lib/ulid.so"
expect_failure "a damaged file in an unpacked tarball" "do not match their SHA256SUMS" \
    in_root "sh /tmp/other/install.sh $bin/pg_config"
expect "the server's folders after the refusals" \
    "$(ls -l "$root/usr/lib/postgresql/$debian_major/lib" "$root/usr/share/postgresql/$debian_major/extension")" "$before"

# The arm64 packages' tests, started above.
failed=0
for i in "${!arm64_tests[@]}"; do
    status=0
    wait "${arm64_tests[$i]}" || status=$?
    release=${arm64_postgres_releases[$i]}
    cat "$scratch/arm64-${release%:*}.log"
    rm "$scratch/arm64-${release%:*}.log"
    [ "$status" = 0 ] || { echo "error: the arm64 package for PostgreSQL ${release%:*} failed (above)" >&2; failed=1; }
done
exit "$failed"
