# Shared by the scripts in this folder: `source "$(dirname "$0")/lib.sh"`.

# install_packages PACKAGE...: installs the Debian packages that are not
# installed yet (one `apt-get update` first, and only when something is
# missing). Needs root, as on this project's machines and CI. Calls from
# scripts running side by side (CI's background jobs and lanes) take turns
# on a lock, where apt-get alone would fail on dpkg's. What it and apt say
# goes to stderr: functions that print a path call it (debian_root,
# through arm64_emulation), and a first run once read "installing
# qemu-user-static" as the first line of a root's path.
install_packages() {
    (
        flock 9
        local missing=() package
        for package in "$@"; do
            dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
        done
        if [ ${#missing[@]} -gt 0 ]; then
            echo "installing ${missing[*]}"
            apt-get update -qq
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
        fi
    ) 9>/var/lock/ulid-install-packages.lock >&2
}

# extensions_target: the database extensions' target directory. They are
# workspaces of their own, built in a directory of their own beside the
# main build's, so that the two builds run side by side.
extensions_target() {
    realpath -m "${CARGO_TARGET_DIR:-target}/extensions"
}

# export_sql_test_env: exports what the sql area's tests read beside the
# servers' URLs (scripts/test.sh; scripts/mutants.sh runs the same tests):
# the SQLite extension's library, and the major of the local PostgreSQL on
# 5432 (Debian's cluster list), stated for the tests of a later major's
# features, which stop on an older server only where the run says which
# it is (tests/src/servers.rs, postgres_is_at_least). With another
# server's URL, the caller states its own.
export_sql_test_env() {
    ULID_SQLITE_EXTENSION=$(extensions_target)/sqlite/release/libulid_sqlite
    export ULID_SQLITE_EXTENSION
    if [ -z "${ULID_TEST_POSTGRES_URL:-}" ] && [ -z "${ULID_TEST_POSTGRES_MAJOR:-}" ]; then
        ULID_TEST_POSTGRES_MAJOR=$(pg_lsclusters -h 2>/dev/null | awk '$3 == 5432 { print $1; exit }' || true)
        [ -z "$ULID_TEST_POSTGRES_MAJOR" ] || export ULID_TEST_POSTGRES_MAJOR
    fi
}

# postgres_major: the newest PostgreSQL major whose server Debian's packages
# installed (/usr/lib/postgresql/NN), or nothing.
postgres_major() {
    ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -n 1
}

# workspace_packages [PYTHON-FILTER]: the names of the workspace's packages
# (from cargo metadata) for which the Python expression PYTHON-FILTER over
# `p` (the package's metadata) is true; all of them without one.
workspace_packages() {
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
keep = eval("lambda p: " + (sys.argv[1] or "True"))
for p in json.load(sys.stdin)["packages"]:
    if keep(p):
        print(p["name"])
' "${1:-}"
}

# published_crates: the crates of the family that are published (`publish`
# not false), in the workspace's order. Take it into a variable first
# (`crates=$(published_crates)`): a `for` over `$(...)` or a command's
# arguments from it go on with an empty list when cargo metadata fails,
# and a check over no crate passes.
published_crates() {
    workspace_packages 'p["publish"] != []'
}

# core_test_features: the ulid-core features whose tests are ulid-core's
# own (its integration tests and doctests): scripts/test.sh's core area
# and scripts/mutants.sh test it with them.
core_test_features=ulid-core/uuid,ulid-core/arrow,ulid-core/parquet,ulid-core/borsh,ulid-core/arbitrary
core_test_features+=,ulid-core/bytemuck,ulid-core/zerocopy,ulid-core/rkyv,ulid-core/proptest
core_test_features+=,ulid-core/fake,ulid-core/schemars08
# serde_test_features: ulid-serde's, for its tests in the same area (its
# formats, JSON Schema and OpenAPI documents).
serde_test_features=ulid-serde/bincode,ulid-serde/schemars,ulid-serde/utoipa,ulid-serde/utoipa5
serde_test_features+=,ulid-serde/uuid,ulid-serde/ciborium,ulid-serde/clickhouse

# openapi_validator_venv: the virtual environment holding openapi-spec-validator
# (PyPI), made on first use in ULID_OPENAPI_VENV (default
# /var/tmp/ulid-openapi-venv); prints its path. The OpenAPI documents of
# utoipa (scripts/openapi-validate.sh) and poem-openapi
# (tests/api/tests/it/poem_openapi.rs) are validated with it.
openapi_validator_venv() {
    local venv=${ULID_OPENAPI_VENV:-/var/tmp/ulid-openapi-venv}
    if [ ! -x "$venv/bin/openapi-spec-validator" ]; then
        echo "installing openapi-spec-validator into $venv" >&2
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet openapi-spec-validator
    fi
    echo "$venv"
}

# forwarded_features: "CRATE FEATURE" for each feature of an adapter crate
# (a published crate other than ulid-core) that only forwards ulid-core's
# features (every entry `ulid-core/...`) and that the crate's own source
# never tests (`feature = "..."`): it compiles no code of the adapter's, so
# ulid-core's checks of the same features cover it (check-features.sh).
# Fails if one names a feature ulid-core does not have.
forwarded_features() {
    local crates
    # `|| return`: the caller takes this into a variable, and `set -e`
    # does not reach into a command substitution.
    crates=$(published_crates) || return
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, pathlib, re, sys
meta = json.load(sys.stdin)
packages = {p["name"]: p for p in meta["packages"]}
core = packages["ulid-core"]["features"]
for name in sys.argv[1:]:
    if name == "ulid-core":
        continue
    package = packages[name]
    source = "\n".join(
        path.read_text()
        for path in pathlib.Path(package["manifest_path"]).parent.joinpath("src").rglob("*.rs")
    )
    for feature, entries in sorted(package["features"].items()):
        if feature == "default" or not entries:
            continue
        if not all(e.startswith("ulid-core/") for e in entries):
            continue
        if re.search(r"feature\s*=\s*\"" + re.escape(feature) + "\"", source):
            continue
        missing = [e for e in entries if e.split("/", 1)[1] not in core]
        if missing:
            sys.exit(f"error: {name}/{feature} forwards {missing}, which ulid-core does not have")
        print(name, feature)
' $crates
}

# prebuilt_tools: the tools below as prebuilt in shared/tools beside the
# repository (ULID_PREBUILT_TOOLS names another folder), each the build
# install_tool makes, unpacked into cargo's bin folder where it is missing
# by that folder's install.sh, which checks every file against its
# SHA256SUMS first. Called by each script before it looks for its tool's
# version, so a version found there is not compiled (cargo-pgrx 250 s of
# CPU, cargo-semver-checks 300 s); a tool of another version, or every
# tool when the folder is absent, is compiled as before. A damaged file
# fails, naming it: never a silent compile.
prebuilt_tools() {
    local tools=${ULID_PREBUILT_TOOLS:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/shared/tools}
    [ -x "$tools/install.sh" ] || return 0
    (
        # One at a time: CI's background jobs call this side by side.
        flock 9
        "$tools/install.sh"
    ) 9>/var/lock/ulid-prebuilt-tools.lock || {
        echo "error: the prebuilt tools in $tools failed their check (the file named above)" >&2
        exit 1
    }
}

# install_tool [+TOOLCHAIN] CRATE VERSION [CARGO-INSTALL-ARGS...]: `cargo
# install` of a tool the scripts run (cargo-pgrx, cargo-fuzz, wasm-bindgen's
# test runner, cargo-semver-checks), at the version named, compiled unoptimised and without
# debug information. They drive builds or rewrite one small test binary,
# so their own speed does not show in a run, while compiling them is what
# a new machine pays first, beside CI's first builds: cargo-pgrx 0.19.3
# took 592 s of CPU optimised with its default features, 250 s this way
# without them (CONTRIBUTING.md, "CI and its budget").
install_tool() {
    local toolchain=()
    if [[ "$1" == +* ]]; then
        toolchain=("$1")
        shift
    fi
    local crate=$1 version=$2
    shift 2
    echo "installing $crate $version (unoptimised)"
    CARGO_PROFILE_DEV_DEBUG=0 cargo "${toolchain[@]}" install "$crate" --version "$version" \
        --debug --quiet "$@"
}

# install_nightly [COMPONENT...]: the nightly toolchain (minimal profile)
# and the components named, when missing. Miri and cargo-fuzz need it.
install_nightly() {
    rustup toolchain list | grep -q '^nightly' ||
        rustup toolchain install nightly --profile minimal --no-self-update
    local component
    for component in "$@"; do
        rustup component list --toolchain nightly --installed | grep -q "^$component" ||
            rustup component add --toolchain nightly "$component"
    done
}

# duckdb_library: DuckDB's own shared library, the one duckdb-rs links
# when it does not compile DuckDB's C++ itself (its `bundled` feature, 15
# minutes of CI's 30), fetched once into /var/tmp/ulid-duckdb/VERSION from
# the npm registry, where DuckDB publishes it in its Node bindings: `npm
# pack` downloads the package through npm's own client, and the tarball is
# checked against the sha512 the registry lists for it (pinned here);
# exports DUCKDB_LIB_DIR (the build links it) and LD_LIBRARY_PATH (the
# tests load it). The duckdb crate is pinned to the same DuckDB
# (tests/data/Cargo.toml: 1.10506.1 is DuckDB 1.5.6).
duckdb_library() {
    local package=@duckdb/node-bindings-linux-x64 version=1.5.6 release=r.1
    local sha512=IXcrZJE6kEqM0Z4wwdVnGBHX/frOS33VPNAwDXQ/Q+Fs84b058Qe94chrCCIcNJlG8Y3UHIUU4eBeCQxW5mN1Q==
    local dir=/var/tmp/ulid-duckdb/$version
    if [ ! -f "$dir/libduckdb.so" ]; then
        command -v npm >/dev/null || install_packages npm
        local download tarball
        download=$(mktemp -d)
        (cd "$download" && npm pack --silent "$package@$version-$release" >/dev/null)
        tarball=$(echo "$download"/*.tgz)
        if [ ! -f "$tarball" ] || [ "$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)" != "$sha512" ]; then
            echo "error: the DuckDB $version package ($package) does not match its registry checksum" >&2
            rm -rf "$download"
            return 1
        fi
        # Unpacked beside, then moved into place: an interrupted run leaves
        # no half library that the next one would take for whole.
        local unpacked
        unpacked=$(mktemp -d /var/tmp/ulid-duckdb-XXXXXX)
        tar -xzf "$tarball" -C "$unpacked" --strip-components=1 package/libduckdb.so package/LICENSE
        rm -rf "$download"
        mkdir -p "$(dirname "$dir")"
        rm -rf "$dir"
        mv "$unpacked" "$dir"
        chmod 755 "$dir"
    fi
    export DUCKDB_LIB_DIR=$dir
    export LD_LIBRARY_PATH=$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
}

# clippy_driver: the path of this toolchain's clippy-driver, with the
# clippy component installed first when missing.
clippy_driver() {
    local driver
    driver="$(rustc --print sysroot)/bin/clippy-driver"
    [ -x "$driver" ] || rustup component add clippy >&2
    echo "$driver"
}

# cargo_through_clippy ARGS...: cargo, with the workspace's own crates
# compiled by clippy-driver (cargo's workspace wrapper) and clippy's
# warnings errors: the whole suite's build is clippy's run over every
# target with every feature, so the dependencies are compiled once for the
# tests instead of also checked once for a `cargo clippy`: on a 310-s
# machine, from empty target directories (`time`, user + system), the
# host's `cargo clippy` took 11.0 CPU-min and the docs after it 4.0, the
# docs alone 7.9, the benches' build for the lint under 1 (856ccb3).
# Every build of the whole suite's units (`--workspace --all-features`)
# goes through here: the wrapper is part of our crates' fingerprint, and
# a plain `cargo test` compiles them again (the dependencies stay built).
# The wrapper is cargo's configuration, not its environment, which the
# tests inherit: trybuild's cargo (tests/codec) compiles its cases with
# plain rustc, as a bare `cargo test` does (CLIPPY_ARGS alone does
# nothing there). Not for the database extensions, whose toolchain may
# differ from this clippy-driver's.
cargo_through_clippy() {
    local driver
    driver=$(clippy_driver)
    CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__ \
        cargo --config "build.rustc-workspace-wrapper=\"$driver\"" "$@"
}

# test_executables: a line "PACKAGE_DIR EXECUTABLE TARGET" for each test
# target of the workspace, as the whole suite's `cargo test` builds them
# (the same command, so nothing is built again). Run directly, they hold no
# lock on the target directory, which CI's other lanes build in
# (scripts/postgres-versions.sh, scripts/citus.sh). A build that fails
# (a lint, an error) shows the compiler's messages on stderr.
test_executables() {
    cargo_through_clippy test --workspace --all-features --tests --no-run --message-format=json 2>/dev/null | python3 -c '
import json, os, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["profile"]["test"]:
        print(os.path.dirname(m["manifest_path"]), m["executable"], m["target"]["name"])
    elif m.get("reason") == "compiler-message":
        print(m["message"]["rendered"], end="", file=sys.stderr)
'
}

# as_postgres COMMAND...: runs COMMAND as the postgres user.
as_postgres() { runuser -u postgres -- "$@"; }

# start_cluster BIN DATA PORT LOG NAME [PG_CTL_ARGUMENTS...]: starts the
# scratch cluster in DATA with the build's BIN/pg_ctl, as the postgres
# user, unless a server answers on 127.0.0.1:PORT; if it does not start,
# says so with NAME and the end of LOG, and exits
# (scripts/postgres-versions.sh, scripts/citus.sh). Up is judged by the
# port, as a client sees it: a server started from another process
# namespace (a container sharing /var/tmp and the network) leaves a
# postmaster.pid whose process pg_ctl cannot see, and a second start would
# fail on the port.
start_cluster() {
    local bin=$1 data=$2 port=$3 log=$4 name=$5
    shift 5
    "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" && return 0
    as_postgres "$bin/pg_ctl" -D "$data" -w -l "$log" "$@" start >/dev/null || {
        echo "error: $name did not start on 127.0.0.1:$port; its log ($log) ends:" >&2
        tail -n 5 "$log" >&2
        exit 1
    }
}

# scratch_cluster BIN DIR PORT NAME [SETTING...]: a scratch cluster in
# DIR/data (made by BIN/initdb when missing), its socket in DIR and its log
# DIR/server.log, listening on 127.0.0.1:PORT, each SETTING (`name=value`)
# passed to the server with -c; started unless up (start_cluster).
# scripts/postgres-versions.sh's clusters and start_preloaded_cluster's.
scratch_cluster() {
    local bin=$1 dir=$2 port=$3 name=$4 settings="" setting
    shift 4
    for setting in "$@"; do settings+=" -c $setting"; done
    if [ ! -s "$dir/data/PG_VERSION" ]; then
        mkdir -p "$dir/data"
        chown postgres "$dir/data" "$dir"
        as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
    fi
    # The server refuses a data directory others may read (earlier
    # versions of postgres-versions.sh opened it with the build).
    chmod 700 "$dir/data"
    start_cluster "$bin" "$dir/data" "$port" "$dir/server.log" "$name" \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off$settings"
}

# test_database BIN PORT: makes the database `test` on the server at
# 127.0.0.1:PORT unless it is there.
test_database() {
    local bin=$1 port=$2
    "$bin/psql" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -tA \
        -c "SELECT 1 FROM pg_database WHERE datname = 'test'" | grep -q 1 ||
        "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres test
}

# start_preloaded_cluster BIN DIR PORT NAME: a scratch_cluster that
# preloads the extension's library (`shared_preload_libraries = 'ulid'`,
# which gen_monotonic_ulid() needs), with a database `test`; stopped
# first when running, since a server reads a preloaded library once, at
# its start, and so would keep running the build before the one just
# installed (scripts/test.sh sql on Debian's PostgreSQL,
# postgres-versions.sh on each major).
start_preloaded_cluster() {
    local bin=$1 dir=$2 port=$3 name=$4
    if [ -s "$dir/data/PG_VERSION" ]; then
        as_postgres "$bin/pg_ctl" -D "$dir/data" -w -m fast stop >/dev/null 2>&1 || true
    fi
    scratch_cluster "$bin" "$dir" "$port" "$name" shared_preload_libraries=ulid
    test_database "$bin" "$port"
}

# zig_tools: the release tools, from the registry's wheels in one virtual
# environment (ULID_RELEASE_VENV, default /var/tmp/ulid-release-venv),
# none compiled, put first on PATH: ziglang (zig, which links against an
# old glibc and for aarch64) and cargo-zigbuild (runs cargo with it, and
# wraps zig as a linker); wheel (builds the SQLite extension's Python
# package with pip and setuptools, and sets its platform tag) and
# auditwheel (checks that tag against the library's symbols).
zig_tools() {
    local venv=${ULID_RELEASE_VENV:-/var/tmp/ulid-release-venv}
    local tools=(ziglang==0.17.1 cargo-zigbuild==0.24.1 wheel==0.48.0 auditwheel==6.8.2)
    if ! "$venv/bin/pip" freeze 2>/dev/null | grep -qx "${tools[3]}"; then
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet "${tools[@]}"
    fi
    export PATH=$venv/bin:$PATH
}

# neon_test_env: cargo's linker and runner for aarch64-unknown-linux-gnu
# (the cross gcc, qemu-user; scripts/test-neon.sh installs them) and
# opt-level 1, with which test-neon.sh and mutants.sh build and run the
# NEON codec's tests (test-neon.sh says why optimised); neon_tests, their
# targets as cargo arguments.
neon_tests=(--target=aarch64-unknown-linux-gnu --lib --test=codec_paths --test=round_trips)
neon_test_env() {
    export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
    export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
    export CARGO_PROFILE_DEV_OPT_LEVEL=1
}

# extension_linker: the PostgreSQL extension's builds in this process
# link with a copy of ulid-postgres/link-with-zig (the linker its
# .cargo/config.toml names) named by the script's content, in /var/tmp.
# Cargo counts the linker's path in every unit's fingerprint (cargo#9647),
# and the configuration's `./link-with-zig` is the checkout's absolute
# path: a clone at another path, as every CI run is, built the
# extension's whole dependency tree again, for each major and both
# architectures (the arm64 build for PostgreSQL 15 from a second clone:
# 107 s, against 7.9 s with this copy). A changed script is a new path,
# built anew. The script must not depend on where it is.
extension_linker() {
    local linker copy
    linker=/var/tmp/ulid-link-with-zig-$(sha256sum ulid-postgres/link-with-zig | cut -c1-16)
    if [ ! -x "$linker" ]; then
        copy=$(mktemp "$linker.XXXXXX")
        cp ulid-postgres/link-with-zig "$copy"
        chmod 755 "$copy"
        mv "$copy" "$linker"
    fi
    export CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER=$linker
}

# pgrx_home MAJOR: the PGRX_HOME (cargo-pgrx's configuration) of the
# PostgreSQL extension's builds for MAJOR in $CARGO_TARGET_DIR, one per
# major: pgrx's build script makes its bindings again whenever its
# configuration file changes, and one file naming every major would
# change, undoing each built major, whenever another is added.
pgrx_home() {
    echo "$(realpath -m "${CARGO_TARGET_DIR:-ulid-postgres/target}")/pgrx-home/pg$1"
}

# The release tests' Debian roots (scripts/test-packages.sh,
# scripts/test-postgres-packages.sh), where files are installed as a user
# installs them, with no Rust there.
#
# debian_root CODENAME PACKAGES [ARCH]: a root of Debian CODENAME with
# PACKAGES (comma-separated) installed, for Debian's architecture ARCH
# (this machine's if none, or arm64: under emulation, arm64_emulation below),
# made once by debootstrap from the mirror of apt's own Debian source into
# /var/tmp and kept there; prints its path. Copy it before changing it.
debian_root() {
    local cache sources mirror arch=${3:-$(dpkg --print-architecture)}
    cache=/var/tmp/ulid-debian-$1-${2//,/-}-root
    if [ "$arch" != "$(dpkg --print-architecture)" ]; then
        cache=${cache%-root}-$arch-root
        # For debootstrap, and for every program run in the root later.
        arm64_emulation || return 1
    fi
    (
        # One debootstrap per root: CI makes the roots early, beside its
        # builds, and the release tests may ask for one meanwhile.
        flock 9
        if [ ! -d "$cache" ]; then
            # A command substitution does not inherit `set -e`: each step
            # fails on its own, so that a failed debootstrap is never taken
            # for a root.
            install_packages debootstrap || exit 1
            sources=$(ls /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null || true)
            mirror=$(sed -n 's/^URIs: *//p; s/^deb \(http[^ ]*\) .*/\1/p' $sources | grep -v security | head -n 1)
            rm -rf "$cache.tmp"
            debootstrap --variant=minbase --arch="$arch" --include="$2" "$1" "$cache.tmp" "$mirror" >/dev/null || exit 1
            mv "$cache.tmp" "$cache"
        fi
        # apt's package cache, valid for the root's own lists, so that the
        # first apt command in each copy does not build it again (27 s
        # under emulation in Debian 13's arm64 root); half a second when
        # it is valid.
        chroot "$cache" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin apt-cache gencaches >/dev/null || exit 1
    ) 9>"$cache.lock" >&2 || return 1
    echo "$cache"
}
# sqlite_root_packages: what the release tests of the command and the
# SQLite extension load in a root (scripts/test-packages.sh): Debian's
# sqlite3, and Python with venv for the wheel.
sqlite_root_packages=sqlite3,python3,python3-venv
# postgres_root CODENAME MAJOR [ARCH]: debian_root's root of Debian
# CODENAME with Debian's own PostgreSQL MAJOR. The arm64 one of Debian 12
# also has sqlite_root_packages, so that test-packages.sh's arm64 tests
# (on Debian 12) use it: one root fewer made under emulation, where
# debootstrap took 4.7 CPU-min for that root on a 279-s machine
# (mmdebstrap 4.6: its maintainer scripts run under qemu-user alike).
postgres_root() {
    local packages=postgresql-$2
    [ "$1:${3:-}" != bookworm:arm64 ] || packages+=,$sqlite_root_packages
    debian_root "$1" "$packages" "${3:-}"
}
# cluster_root CODENAME MAJOR [ARCH]: postgres_root's root, with a cluster
# of its server in /tmp/data made once, which its copies start
# (scripts/test-postgres-packages.sh): initdb takes 27 s under emulation in
# Debian 13's arm64 root (3.5 s in Debian 12's), where each copy once ran
# it.
cluster_root() {
    local root
    root=$(postgres_root "$@") || return 1
    (
        flock 9
        if [ ! -d "$root/tmp/data" ]; then
            rm -rf "$root/tmp/data.tmp"
            mkdir "$root/tmp/data.tmp"
            chroot "$root" chown postgres /tmp/data.tmp
            chroot --userspec=postgres:postgres "$root" "/usr/lib/postgresql/$2/bin/initdb" -D /tmp/data.tmp \
                -U postgres -A trust --no-sync >/dev/null || exit 1
            mv "$root/tmp/data.tmp" "$root/tmp/data"
        fi
    ) 9>"$root.lock" >&2 || return 1
    echo "$root"
}
# arm64_postgres_releases: the PostgreSQL majors built and tested for
# arm64, each as MAJOR:CODENAME, the Debian release whose own arm64 server
# of that major runs here, in an emulated root (debian_root's). PyPI's
# server builds, which test the other x86_64 majors, have no aarch64
# builds, and a package no server here has loaded is not shipped.
arm64_postgres_releases=(15:bookworm 17:trixie)
# arm64_postgres_headers CODENAME MAJOR: a folder, made once per machine,
# with the server headers of Debian CODENAME's arm64 PostgreSQL MAJOR
# (usr/include/postgresql/MAJOR/server) and those of ICU, which Debian's
# server is built with (usr/include/unicode), and, in the file `version`,
# its pg_config's --version: postgresql-server-dev-MAJOR and libicu-dev,
# downloaded as the arm64 root that has the server (debian_root's) would
# download them, with its configuration, sources and keys, and unpacked
# here, not installed (the first depends on clang and LLVM). By this
# machine's own apt, pointed at the root, not by the root's under
# emulation: 4 s instead of 51 s of CPU for Debian 13's lists on a 216-s
# machine. Its lists and package cache go to a folder of their own,
# removed after, so that the root's copies do not grow and keep a package
# cache valid for their own lists.
arm64_postgres_headers() {
    local codename=$1 major=$2 cache root deb downloads
    cache=/var/tmp/ulid-debian-$codename-postgresql-$major-arm64-headers
    root=$(postgres_root "$codename" "$major" arm64) || return 1
    (
        flock 9
        if [ ! -d "$cache" ]; then
            rm -rf "$cache.tmp"
            mkdir "$cache.tmp"
            downloads=$(mktemp -d) || exit 1
            trap 'rm -rf "$downloads"' EXIT
            mkdir -p "$downloads/lists/partial" "$downloads/cache/archives/partial"
            # apt downloads as its own user (_apt).
            chmod 777 "$downloads"
            # The root's configuration (APT_CONFIG names a file read
            # first, which moves Dir, and with it apt.conf.d, to the
            # root), not this machine's, whose update hooks would run.
            printf 'Dir "%s/";\n' "$root" >"$downloads/apt.conf"
            export APT_CONFIG=$downloads/apt.conf
            local apt=(apt-get -q -o APT::Architecture=arm64
                -o "Dir::State::Lists=$downloads/lists" -o "Dir::Cache=$downloads/cache")
            # `download` writes to the current folder.
            cd "$downloads" || exit 1
            "${apt[@]}" update >/dev/null || exit 1
            "${apt[@]}" download "postgresql-server-dev-$major" libicu-dev >/dev/null || exit 1
            for deb in "$downloads"/*.deb; do
                dpkg-deb -x "$deb" "$cache.tmp" || exit 1
            done
            in_root "/usr/lib/postgresql/$major/bin/pg_config --version" >"$cache.tmp/version" || exit 1
            mv "$cache.tmp" "$cache"
        fi
    ) 9>"$cache.lock" >&2 || return 1
    echo "$cache"
}
# arm64_emulation: arm64 programs run here as this machine's own do (a
# chroot into an arm64 root; debootstrap's second stage there): an
# emulator registered with the kernel's binfmt_misc with the F flag, which
# opens the emulator once, when registered, so that it need not be inside
# the root. Debian's qemu-user-static is installed and, where binfmt_misc
# has no qemu-aarch64 entry, its entry registered. An entry found is used
# as it is, if it has the F flag and runs arm64_runs' program; any other
# is left alone, and this fails saying what to do.
arm64_emulation() {
    local binfmt=/proc/sys/fs/binfmt_misc
    install_packages qemu-user-static || return 1
    [ -e "$binfmt/register" ] || mount -t binfmt_misc binfmt_misc "$binfmt" || return 1
    [ -e "$binfmt/qemu-aarch64" ] || cat /usr/lib/binfmt.d/qemu-aarch64.conf >"$binfmt/register" || return 1
    if ! grep -qx 'flags: .*F.*' "$binfmt/qemu-aarch64" || ! arm64_runs; then
        echo "error: binfmt_misc's qemu-aarch64 entry ($binfmt/qemu-aarch64:" \
            "$(paste -sd ' ' "$binfmt/qemu-aarch64")) cannot run arm64 programs in a chroot," \
            "which needs a working emulator registered with the F flag; replace it with" \
            "Debian's qemu-user-static (update-binfmts --disable qemu-aarch64, then" \
            "update-binfmts --enable qemu-aarch64 with qemu-user-static installed)" >&2
        return 1
    fi
}
# arm64_runs: whether an arm64 program runs here: a static aarch64
# executable of 132 bytes (an ELF header, one loaded segment, and
# `mov x0, #0; mov x8, #93; svc #0`, exit(0)), written and run.
arm64_runs() {
    local program status=0
    program=$(mktemp)
    python3 - "$program" <<'PYTHON' || return 1
import struct, sys
code = struct.pack("<3I", 0xD2800000, 0xD2800BA8, 0xD4000001)
base, start = 0x400000, 64 + 56
header = b"\x7fELF\x02\x01\x01" + bytes(9) + struct.pack(
    "<HHIQQQIHHHHHH", 2, 0xB7, 1, base + start, 64, 0, 0, 64, 56, 1, 0, 0, 0)
segment = struct.pack("<IIQQQQQQ", 1, 5, 0, base, base, start + len(code), start + len(code), 0x1000)
open(sys.argv[1], "wb").write(header + segment + code)
PYTHON
    chmod +x "$program"
    "$program" 2>/dev/null || status=$?
    rm -f "$program"
    return "$status"
}
# in_root COMMAND: COMMAND, run by sh inside the root in $root, with a
# clean environment.
in_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        DEBIAN_FRONTEND=noninteractive /bin/sh -euc "$1"
}
# expect WHAT GOT WANTED: says "ok: WHAT", or fails saying what it got.
expect() {
    if [ "$2" != "$3" ]; then
        echo "error: $1: got '$2', wanted '$3'" >&2
        exit 1
    fi
    echo "ok: $1"
}
