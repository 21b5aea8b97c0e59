# What installed.sh and preloaded.sh share, sourced by both after they
# set bin, socket and port (the server's psql folder, socket folder and
# port): a scratch folder in work, removed at exit; psql of that server
# as postgres, quiet about what it drops before making it again;
# fail MESSAGE; ok MESSAGE.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
psql() {
    PGOPTIONS='-c client_min_messages=warning' \
        "$bin/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h "$socket" -p "$port" -U postgres "$@"
}
fail() {
    echo "error: $*" >&2
    exit 1
}
ok() { echo "ok: $*"; }
