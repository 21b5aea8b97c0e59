#!/usr/bin/env bash
# The files scripts/release.sh wrote, installed where a user installs them,
# with no Rust there:
#
#   scripts/test-packages.sh DIST
#
# - a Debian 11 root (glibc 2.31, older than every build machine here),
#   made once by debootstrap from the mirror apt uses and copied afresh for
#   each run: the x86_64 `.deb` installed with dpkg, the command run, its
#   completions in place, the package removed and its files gone; the
#   x86_64 tarball unpacked and run;
# - the aarch64 binary run under qemu (its loader and glibc from Debian's
#   cross packages, which the tests of the NEON codec already install).
#
# A `cargo` or `rustc` found in the root fails the test: what it checks is
# an install without Rust.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

dist=$(cd "${1:?usage: scripts/test-packages.sh DIST}" && pwd)
version=$(sed -n 's/^ulid-\([0-9][^-]*\)-x86_64-linux-gnu.tar.gz.*/\1/p' "$dist/MANIFEST")
(cd "$dist" && sha256sum --check --quiet SHA256SUMS)

# The Debian 11 root, from the mirror of apt's own Debian source.
install_packages debootstrap qemu-user libc6-dev-arm64-cross
root_cache=${ULID_DEBIAN11_ROOT:-/var/tmp/ulid-debian11-root}
if [ ! -x "$root_cache/bin/sh" ]; then
    sources=$(ls /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null || true)
    mirror=$(sed -n 's/^URIs: *//p; s/^deb \(http[^ ]*\) .*/\1/p' $sources | grep -v security | head -n 1)
    rm -rf "$root_cache" "$root_cache.tmp"
    debootstrap --variant=minbase bullseye "$root_cache.tmp" "$mirror" >/dev/null
    mv "$root_cache.tmp" "$root_cache"
fi
root=$(mktemp -d /var/tmp/ulid-debian11.XXXXXX)
trap 'rm -rf "$root"' EXIT
cp -a "$root_cache/." "$root/"
mkdir -p "$root/tmp/dist"
cp "$dist"/*x86_64* "$dist"/*amd64* "$root/tmp/dist/"

in_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        /bin/sh -euc "$1"
}
# expect WHAT GOT WANTED
expect() {
    if [ "$2" != "$3" ]; then
        echo "error: $1: got '$2', wanted '$3'" >&2
        exit 1
    fi
    echo "ok: $1"
}

expect "no Rust in the root" "$(in_root 'command -v cargo rustc rustup || true')" ""
expect "the root's glibc" "$(in_root 'ldd --version | head -n 1 | sed "s/.* //"')" 2.31

in_root 'dpkg -i /tmp/dist/ulid_*_amd64.deb >/dev/null'
expect "the installed command" "$(in_root 'command -v ulid')" /usr/bin/ulid
expect "ulid inspect" "$(in_root 'ulid inspect --json 01ARZ3NDEKTSV4RRFFQ69G5FAV')" \
    '{"hex":"01563e3ab5d3d6764c61efb99302bd5b","random":"d6764c61efb99302bd5b","time":"2016-07-30T23:54:10.259Z","timestamp_ms":1469922850259,"ulid":"01ARZ3NDEKTSV4RRFFQ69G5FAV","uuid":"01563e3a-b5d3-d676-4c61-efb99302bd5b"}'
expect "ulid new, three increasing" "$(in_root 'ulid new -n 3 --monotonic >/tmp/ids && sort -c /tmp/ids && wc -l </tmp/ids')" 3
expect "ulid convert" "$(in_root 'echo 01ARZ3NDEKTSV4RRFFQ69G5FAV | ulid convert --to uuid')" \
    01563e3a-b5d3-d676-4c61-efb99302bd5b
expect "the package's files" "$(in_root 'dpkg -L ulid | grep -c -e /usr/bin/ulid -e completions/ulid -e vendor-completions/_ulid -e vendor_completions.d/ulid.fish -e /copyright -e crates-licences.txt')" 6
expect "the package's libc dependency" "$(in_root 'dpkg-query -W -f "\${Depends}" ulid')" "libc6 (>= $(sed -n 's/.*amd64\.deb.*glibc \([0-9.]*\)$/\1/p' "$dist/MANIFEST"))"
in_root 'dpkg -r ulid >/dev/null'
expect "removed" "$(in_root 'command -v ulid || ls /usr/share/bash-completion/completions/ulid 2>/dev/null || true')" ""

in_root "cd /tmp && tar -xzf dist/ulid-$version-x86_64-linux-gnu.tar.gz"
expect "the tarball's command" "$(in_root "/tmp/ulid-$version-x86_64-linux-gnu/ulid convert --to ms 01ARZ3NDEKTSV4RRFFQ69G5FAV")" \
    1469922850259

aarch64=$(mktemp -d)
tar -C "$aarch64" -xzf "$dist/ulid-$version-aarch64-linux-gnu.tar.gz"
expect "the aarch64 command under qemu" \
    "$(qemu-aarch64 -L /usr/aarch64-linux-gnu "$aarch64/ulid-$version-aarch64-linux-gnu/ulid" convert --to ms 01ARZ3NDEKTSV4RRFFQ69G5FAV)" \
    1469922850259
rm -rf "$aarch64"
