//! What the backend tests share: connections to the live servers, and
//! fixtures whose random bits run opposite to their time.

#![allow(dead_code, reason = "each test binary uses part of this module")]

use diesel::{Connection, MysqlConnection, PgConnection};
use ulid_diesel::Ulid;

/// Connects to PostgreSQL, or fails saying what to start or set.
pub(crate) fn postgres() -> PgConnection {
    let url = std::env::var("ULID_TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
    PgConnection::establish(&url).unwrap_or_else(|err| {
        panic!(
            "cannot reach PostgreSQL at {url}: {err}\n\
             Start it (scripts/test.sh does: pg_ctlcluster --skip-systemctl-redirect \
             $(ls /etc/postgresql) main start) or point ULID_TEST_POSTGRES_URL at one."
        )
    })
}

/// Connects to MariaDB/MySQL, or fails saying what to start or set.
pub(crate) fn mariadb() -> MysqlConnection {
    let url = std::env::var("ULID_TEST_MYSQL_URL")
        .unwrap_or_else(|_| "mysql://root@127.0.0.1:3306/test".to_owned());
    MysqlConnection::establish(&url).unwrap_or_else(|err| {
        panic!(
            "cannot reach MariaDB/MySQL at {url}: {err}\n\
             Start it (scripts/test.sh does: start-stop-daemon --start --oknodo --background \
             --exec /usr/sbin/mariadbd) or point ULID_TEST_MYSQL_URL at one."
        )
    })
}

/// Ten IDs in time order whose random parts run the other way.
pub(crate) fn in_time_order() -> Vec<Ulid> {
    (0..10u64)
        .map(|i| {
            let random = Ulid::MAX_RANDOM - u128::from(i) * (1 << 70);
            Ulid::from_parts(1_700_000_000_000 + i * 1_000, random).unwrap()
        })
        .collect()
}

/// The same IDs in a scrambled insertion order.
pub(crate) fn scrambled(ids: &[Ulid]) -> Vec<Ulid> {
    [7, 2, 9, 0, 5, 3, 8, 1, 6, 4]
        .iter()
        .map(|&i| ids[i])
        .collect()
}

/// Upper-case hex, as SQL's `HEX()` writes it.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02X}")).collect()
}

/// An error and its sources, one after the other: diesel wraps a field's
/// deserialization error in "Error deserializing field '…'".
pub(crate) fn error_chain(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(inner) = source {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        source = inner.source();
    }
    text
}
