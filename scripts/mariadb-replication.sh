#!/usr/bin/env bash
# A MariaDB primary with a binary log (127.0.0.1:3307) and a replica of it
# (127.0.0.1:3308), from the machine's mariadbd, for the tests of what
# replication does to sql/mariadb/ulid.sql's gen_ulid()
# (tests/tests/it/mariadb_file.rs). Idempotent: made once in
# /var/tmp/ulid-mariadb-replication, started when down.
#
#   scripts/mariadb-replication.sh           make and start them
#   scripts/mariadb-replication.sh --stop    stop them
set -euo pipefail

root=/var/tmp/ulid-mariadb-replication
client() { mariadb --user=root --host=127.0.0.1 --port="$1" "${@:2}"; }
up() { client "$1" -e 'SELECT 1' >/dev/null 2>&1; }

if [ "${1:-}" = --stop ]; then
    for n in primary replica; do
        [ -s "$root/$n.pid" ] && kill "$(cat "$root/$n.pid")" 2>/dev/null || true
    done
    exit 0
fi

mkdir -p "$root"
chown mysql "$root"
for n in primary replica; do
    [ "$n" = primary ] && port=3307 id=1 || port=3308 id=2
    if [ ! -d "$root/$n/mysql" ]; then
        mariadb-install-db --user=mysql --datadir="$root/$n" \
            --auth-root-authentication-method=normal >/dev/null
    fi
    if ! up "$port"; then
        # MIXED, MariaDB's default; a test session sets STATEMENT or ROW
        # for itself.
        runuser -u mysql -- /usr/sbin/mariadbd --no-defaults --datadir="$root/$n" \
            --port="$port" --bind-address=127.0.0.1 --socket="$root/$n.sock" \
            --pid-file="$root/$n.pid" --log-error="$root/$n.log" --server-id="$id" \
            --log-bin="$root/$n/binlog" --binlog-format=MIXED >/dev/null 2>&1 &
        for _ in $(seq 60); do up "$port" && break; sleep 0.5; done
        up "$port" || { echo "error: mariadbd did not come up on 127.0.0.1:$port ($root/$n.log)" >&2; exit 1; }
    fi
done

# The anonymous users mariadb-install-db makes would take the replica's
# login from 127.0.0.1 for their own.
for port in 3307 3308; do
    client "$port" -e "DROP USER IF EXISTS ''@'localhost'; DROP USER IF EXISTS ''@'$(hostname)';"
done
client 3307 -e "CREATE USER IF NOT EXISTS ulid_replica@'%'; GRANT REPLICATION SLAVE ON *.* TO ulid_replica@'%';"
if ! client 3308 -e 'SHOW SLAVE STATUS\G' | grep -q 'Slave_IO_Running: Yes'; then
    client 3308 -e "STOP SLAVE; RESET SLAVE ALL;
        CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=3307, MASTER_USER='ulid_replica',
            MASTER_USE_GTID=no;
        START SLAVE;"
    for _ in $(seq 20); do
        client 3308 -e 'SHOW SLAVE STATUS\G' | grep -q 'Slave_IO_Running: Yes' && break
        sleep 0.5
    done
    client 3308 -e 'SHOW SLAVE STATUS\G' | grep -q 'Slave_IO_Running: Yes' ||
        { echo "error: the replica on 3308 does not read from 3307 ($root/replica.log)" >&2; exit 1; }
fi
