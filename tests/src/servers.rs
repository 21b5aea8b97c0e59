//! Where the live database servers are, and what to say when one is not.

/// PostgreSQL's URL: `ULID_TEST_POSTGRES_URL`, or the local server.
///
/// # Example
///
/// ```
/// assert!(ulid_tests::servers::postgres_url().starts_with("postgres://"));
/// ```
#[must_use]
pub fn postgres_url() -> String {
    std::env::var("ULID_TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// MariaDB/MySQL's URL: `ULID_TEST_MYSQL_URL`, or the local server.
///
/// # Example
///
/// ```
/// assert!(ulid_tests::servers::mysql_url().starts_with("mysql://"));
/// ```
#[must_use]
pub fn mysql_url() -> String {
    std::env::var("ULID_TEST_MYSQL_URL")
        .unwrap_or_else(|_| "mysql://root@127.0.0.1:3306/test".to_owned())
}

/// Why PostgreSQL could not be reached, and what to start or set.
///
/// # Example
///
/// ```
/// let message = ulid_tests::servers::postgres_unreachable("refused");
/// assert!(message.contains("ULID_TEST_POSTGRES_URL"));
/// ```
#[must_use]
pub fn postgres_unreachable(err: impl std::fmt::Display) -> String {
    format!(
        "cannot reach PostgreSQL at {}: {err}\n\
         Start it (scripts/test.sh does: pg_ctlcluster --skip-systemctl-redirect \
         $(ls /etc/postgresql) main start) or point ULID_TEST_POSTGRES_URL at one.",
        postgres_url()
    )
}

/// Why MariaDB/MySQL could not be reached, and what to start or set.
///
/// # Example
///
/// ```
/// let message = ulid_tests::servers::mysql_unreachable("refused");
/// assert!(message.contains("ULID_TEST_MYSQL_URL"));
/// ```
#[must_use]
pub fn mysql_unreachable(err: impl std::fmt::Display) -> String {
    format!(
        "cannot reach MariaDB/MySQL at {}: {err}\n\
         Start it (scripts/test.sh does: start-stop-daemon --start --oknodo --background \
         --exec /usr/sbin/mariadbd) or point ULID_TEST_MYSQL_URL at one.",
        mysql_url()
    )
}
