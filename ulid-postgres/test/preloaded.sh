#!/bin/sh
# gen_monotonic_ulid() and gen_monotonic_ulid_v7() as a package installed
# them, on a running server
# that preloads the library (shared_preload_libraries = 'ulid'), checked
# with the server's own programs only: run by
# scripts/test-postgres-packages.sh after installed.sh, on the same
# server restarted with the preload (in the Debian roots for the `.deb`s,
# beside PyPI's server builds for the tarballs).
#
#   sh preloaded.sh BINDIR SOCKET_DIR PORT
#
# Checks:
# - four sessions draw, one at a time under an advisory lock, a number
#   from a sequence and an ID: ordered by the number, the IDs increase,
#   whichever backend drew them (shared memory, one lock); the same
#   harness counts gen_ulid_at()'s random IDs of one fixed millisecond out
#   of order, which shows that it can fail; gen_monotonic_ulid_v7()'s the
#   same, each a UUIDv7;
# - a backend killed with SIGKILL: the postmaster ends every backend and
#   re-creates shared memory, the server answers again with the same
#   postmaster, and the next ID is larger than the last one before the
#   crash and within 5 s of the clock.
set -eu
bin=$1 socket=$2 port=$3
here=$(cd "$(dirname "$0")" && pwd)
. "$here/common.sh"

server=$(psql -d postgres -c "SHOW server_version")
preload=$(psql -d postgres -c "SHOW shared_preload_libraries")
[ "$preload" = ulid ] || fail "the server preloads '$preload', not 'ulid'"
psql -d postgres -c "DROP DATABASE IF EXISTS ulid_preloaded" -c "CREATE DATABASE ulid_preloaded"
psql -d ulid_preloaded -c "CREATE EXTENSION ulid" \
    -c "CREATE SEQUENCE call" -c "CREATE TABLE drawn (call bigint PRIMARY KEY, id ulid NOT NULL UNIQUE)"

draws=50
# out_of_call_order FUNCTION: four sessions each draw $draws IDs with
# FUNCTION, one call at a time under an advisory lock, each with a number
# from a sequence; prints "IDS OUT_OF_ORDER", the IDs drawn and how many
# are not larger than the one drawn before them.
out_of_call_order() {
    local i=0 sessions="" session
    psql -d ulid_preloaded -c "TRUNCATE drawn"
    while [ "$i" -lt "$draws" ]; do
        echo "BEGIN; SELECT pg_advisory_xact_lock(1); INSERT INTO drawn VALUES (nextval('call'), $1); COMMIT;"
        i=$((i + 1))
    done >"$work/draw.sql"
    for _ in 1 2 3 4; do
        psql -d ulid_preloaded -f "$work/draw.sql" >/dev/null &
        sessions="$sessions $!"
    done
    for session in $sessions; do
        wait "$session" || fail "a session drawing $1 failed"
    done
    psql -d ulid_preloaded -c "SELECT count(*) || ' ' || count(*) FILTER (WHERE before >= id)
        FROM (SELECT id, lag(id) OVER (ORDER BY call) AS before FROM drawn) s"
}
result=$(out_of_call_order "gen_monotonic_ulid()")
[ "$result" = "$((4 * draws)) 0" ] ||
    fail "four sessions' IDs in call order: '$result' (IDs, of them out of order), not '$((4 * draws)) 0'"
random=$(out_of_call_order "gen_ulid_at('2026-01-01 00:00:00+00')")
[ "${random#* }" -gt 0 ] || fail "random IDs of one millisecond in call order ($random): the check cannot fail"
ok "gen_monotonic_ulid() on PostgreSQL $server, $(uname -m): four sessions' $((4 * draws)) IDs in the order of the calls (random ones: ${random#* } out of order)"
result=$(out_of_call_order "gen_monotonic_ulid_v7()")
[ "$result" = "$((4 * draws)) 0" ] ||
    fail "gen_monotonic_ulid_v7(): four sessions' IDs in call order: '$result', not '$((4 * draws)) 0'"
# Version 7 in the top of byte 6 (from 0), variant 2 in the top of byte 8.
in_form=$(psql -d ulid_preloaded -c "SELECT count(*) FROM drawn
    WHERE get_byte(uuid_send(id::uuid), 6) >> 4 = 7 AND get_byte(uuid_send(id::uuid), 8) >> 6 = 2")
[ "$in_form" = "$((4 * draws))" ] || fail "gen_monotonic_ulid_v7(): $in_form of $((4 * draws)) IDs are UUIDv7s"
ok "gen_monotonic_ulid_v7(): the same order, every ID a UUIDv7"

# A backend to kill: a session sleeping, found by its query.
psql -d ulid_preloaded -c "SELECT pg_sleep(60) -- the crash test's victim" >/dev/null 2>&1 &
sleeper=$!
victim=""
for _ in $(seq 100); do
    victim=$(psql -d postgres -c "SELECT pid FROM pg_stat_activity WHERE query LIKE '%the crash test''s victim' AND pid <> pg_backend_pid()")
    [ -z "$victim" ] || break
    sleep 0.1
done
[ -n "$victim" ] || fail "the sleeping session did not show in pg_stat_activity"
started=$(psql -d postgres -c "SELECT pg_postmaster_start_time()")
last=$(psql -d ulid_preloaded -c "SELECT gen_monotonic_ulid()")
kill -9 "$victim"
status=0
wait "$sleeper" || status=$?
[ "$status" != 0 ] || fail "the killed backend's session ended without an error"
up=false
for _ in $(seq 300); do
    if psql -d ulid_preloaded -c "SELECT 1" >/dev/null 2>&1; then
        up=true
        break
    fi
    sleep 0.1
done
[ "$up" = true ] || fail "the server did not answer within 30 s of the backend's crash"
[ "$(psql -d postgres -c "SELECT pg_postmaster_start_time()")" = "$started" ] ||
    fail "the postmaster restarted: the test wants a crash that it recovers from"
after=$(psql -d ulid_preloaded -c "SELECT gen_monotonic_ulid()")
check=$(psql -d ulid_preloaded -c "SELECT '$after'::ulid > '$last'::ulid,
    abs(extract(epoch FROM ulid_time('$after'::ulid) - clock_timestamp())) < 5")
[ "$check" = "t|t" ] ||
    fail "after the crash: $after after $last (larger, of the clock's millisecond: '$check', not 't|t')"
ok "a backend killed: the server recovered, and gen_monotonic_ulid() went on above the last ID ($last, then $after)"
