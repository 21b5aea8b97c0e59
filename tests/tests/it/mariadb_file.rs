//! `sql/mariadb/ulid.sql` as a DBA runs it: applied by a migration's user
//! that is later dropped, in session time zones with fixed offsets and with
//! daylight saving, for times past 2038, with `gen_ulid()` stamping the
//! statement's exact millisecond. (Every function against ulid-core, the
//! trigger and the migrations are in `sql_files.rs`.)

use sqlx::{Connection as _, MySqlConnection, Row};
use ulid_core::Ulid;

use crate::sql_files::{
    mariadb, mariadb_args, mariadb_connect, mariadb_database, mariadb_with_file,
};

/// The file's functions, public and internal: every one is `SQL SECURITY
/// INVOKER`; those that read the session's time zone or draw random bytes
/// are `NOT DETERMINISTIC`.
const FUNCTIONS: [(&str, bool); 16] = [
    ("gen_random_ulid", false),
    ("gen_random_ulid_v7", false),
    ("gen_ulid", false),
    ("gen_ulid_at", false),
    ("gen_ulid_v7", false),
    ("ulid_checked", true),
    ("ulid_fixed_offset", false),
    ("ulid_from_text", true),
    ("ulid_max_at", false),
    ("ulid_min_at", false),
    ("ulid_ms_at", false),
    ("ulid_of_ms", false),
    ("ulid_time", false),
    ("ulid_time_ms", true),
    ("ulid_to_text", true),
    ("ulid_v7_of_ms", true),
];

/// Milliseconds since 1970 and their UTC time (from Python's datetime):
/// around the end of MariaDB 10.11's TIMESTAMP range (2038-01-19
/// 03:14:07.999999), past 11.5's (2106), and the last DATETIME.
const UTC_TIMES: [(u64, &str); 7] = [
    (2_145_916_799_999, "2037-12-31 23:59:59.999"),
    (2_147_483_647_999, "2038-01-19 03:14:07.999"),
    (2_147_483_648_000, "2038-01-19 03:14:08.000"),
    (2_208_988_800_123, "2040-01-01 00:00:00.123"),
    (4_294_967_296_000, "2106-02-07 06:28:16.000"),
    (16_739_526_896_789, "2500-06-15 12:34:56.789"),
    (253_402_300_799_999, "9999-12-31 23:59:59.999"),
];

/// A connection to `url` whose session time zone is `zone`.
async fn session(url: &str, zone: &str) -> MySqlConnection {
    let mut db = mariadb_connect(url).await;
    sqlx::query("SET time_zone = ?")
        .bind(zone)
        .execute(&mut db)
        .await
        .unwrap_or_else(|err| panic!("SET time_zone = {zone:?}: {err}"));
    db
}

/// The one value of `sql` with `id` bound, or the server's SQLSTATE and
/// message.
async fn one<T>(db: &mut MySqlConnection, sql: &str, arg: &str) -> Result<T, (String, String)>
where
    T: for<'r> sqlx::Decode<'r, sqlx::MySql> + sqlx::Type<sqlx::MySql> + Send + Unpin,
{
    sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_owned()))
        .bind(arg)
        .fetch_one(db)
        .await
        .map_err(|error| match error.as_database_error() {
            Some(db_error) => (
                db_error.code().unwrap_or_default().into_owned(),
                db_error.message().to_owned(),
            ),
            None => panic!("{sql}: {error}"),
        })
}

/// `ulid_time` of the ULID `id` (text) as the session sees it, or the
/// server's SQLSTATE and message.
async fn ulid_time(db: &mut MySqlConnection, id: &str) -> Result<String, (String, String)> {
    one(db, "SELECT CAST(ulid_time(ulid_from_text(?)) AS CHAR)", id).await
}

/// The UTC time `utc` shifted by `minutes`, as DATETIME arithmetic (no
/// time zone) gives it, or None past 9999.
async fn shifted(db: &mut MySqlConnection, utc: &str, minutes: i32) -> Option<String> {
    sqlx::query_scalar("SELECT CAST(DATE_ADD(CAST(? AS DATETIME(3)), INTERVAL ? MINUTE) AS CHAR)")
        .bind(utc)
        .bind(minutes)
        .fetch_one(db)
        .await
        .unwrap()
}

/// In UTC and in fixed offsets, every ULID time a DATETIME shows converts
/// both ways, past 2038 too (the file used FROM_UNIXTIME and
/// UNIX_TIMESTAMP, which stop there on MariaDB 10.11, and gave 22008); a
/// time past the last DATETIME is 22008, never NULL.
#[tokio::test]
async fn mariadb_times_past_2038_in_fixed_offsets() {
    let url = mariadb_with_file("times");
    for (zone, minutes) in [("+00:00", 0), ("+05:30", 330), ("-08:00", -480)] {
        let mut db = session(&url, zone).await;
        for (ms, utc) in UTC_TIMES {
            let id = Ulid::min_at_ms(ms).to_string();
            let time = ulid_time(&mut db, &id).await;
            let Some(local) = shifted(&mut db, utc, minutes).await else {
                let (code, message) = time.unwrap_err();
                assert_eq!(code, "22008", "{zone} {utc}: {message}");
                assert!(
                    message.contains("past 9999-12-31 23:59:59.999"),
                    "{message}"
                );
                continue;
            };
            assert_eq!(
                time.as_deref(),
                Ok(local.as_str()),
                "ulid_time in {zone}, {utc}"
            );
            for (function, expected) in [
                ("ulid_min_at", Ulid::min_at_ms(ms)),
                ("ulid_max_at", Ulid::max_at_ms(ms)),
            ] {
                let bound: Result<String, _> = one(
                    &mut db,
                    &format!("SELECT ulid_to_text({function}(?))"),
                    &local,
                )
                .await;
                assert_eq!(
                    bound,
                    Ok(expected.to_string()),
                    "{function}('{local}') in {zone}"
                );
            }
            let at: Result<u64, _> =
                one(&mut db, "SELECT ulid_time_ms(gen_ulid_at(?))", &local).await;
            assert_eq!(at, Ok(ms), "gen_ulid_at('{local}') in {zone}");
        }
    }
    let mut db = session(&url, "+00:00").await;
    let (code, message) =
        one::<String>(&mut db, "SELECT ulid_min_at(?)", "1969-12-31 23:59:59.999")
            .await
            .unwrap_err();
    assert_eq!(code, "22008");
    assert!(
        message.contains("before 1970-01-01 00:00:00 UTC"),
        "{message}"
    );
    let (code, _) = ulid_time(&mut db, "7ZZZZZZZZZZZZZZZZZZZZZZZZZ")
        .await
        .unwrap_err();
    assert_eq!(code, "22008", "the year 10889 is no DATETIME");
}

/// Milliseconds since 1970 around the end of daylight saving in Berlin on
/// 2026-10-25 (at 01:00 UTC the clocks go from 03:00 back to 02:00), and
/// their local times (from Python's zoneinfo).
const BERLIN_TIMES: [(u64, &str); 7] = [
    (1_768_478_400_000, "2026-01-15 13:00:00.000"),
    (1_782_907_200_000, "2026-07-01 14:00:00.000"),
    (1_792_886_399_999, "2026-10-25 01:59:59.999"),
    (1_792_888_200_000, "2026-10-25 02:30:00.000"),
    (1_792_891_800_000, "2026-10-25 02:30:00.000"),
    (1_792_893_599_999, "2026-10-25 02:59:59.999"),
    (1_792_893_600_000, "2026-10-25 03:00:00.000"),
];

/// Whether the server has the named time zones
/// (`mariadb-tzinfo-to-sql /usr/share/zoneinfo | mariadb mysql`, which
/// scripts/test.sh runs once).
async fn has_named_zones(db: &mut MySqlConnection) -> bool {
    let zones: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM mysql.time_zone_name WHERE Name IN ('Europe/Berlin', 'UTC')",
    )
    .fetch_one(db)
    .await
    .unwrap();
    zones == 2
}

/// In a session zone with daylight saving: times convert as the server's
/// own zone rules say, the hour the clocks repeat shows the same DATETIME
/// twice and reads back as one of its two instants (all a DATETIME can
/// say), and past the TIMESTAMP range, where MariaDB converts no time to a
/// named zone, the functions say so (22008) instead of a wrong time; a named
/// zone with one offset (UTC) is exact there.
#[tokio::test]
async fn mariadb_times_in_a_zone_with_daylight_saving() {
    let url = mariadb_with_file("zones");
    let mut db = mariadb_connect(&url).await;
    assert!(
        has_named_zones(&mut db).await,
        "MariaDB has no named time zones: load them with \
         `mariadb-tzinfo-to-sql /usr/share/zoneinfo | mariadb mysql` (scripts/test.sh does)"
    );
    let mut db = session(&url, "Europe/Berlin").await;
    for (ms, local) in BERLIN_TIMES {
        let id = Ulid::min_at_ms(ms).to_string();
        let time = ulid_time(&mut db, &id).await;
        assert_eq!(time.as_deref(), Ok(local), "{id}");
        let back: u64 = one(&mut db, "SELECT ulid_time_ms(ulid_min_at(?))", local)
            .await
            .unwrap();
        if local.starts_with("2026-10-25 02:") {
            assert!(
                back == ms || back.abs_diff(ms) == 3_600_000,
                "{local}: {back} is neither instant of {ms}'s hour"
            );
        } else {
            assert_eq!(back, ms, "{local}");
        }
    }
    for (ms, _) in UTC_TIMES.into_iter().skip(3) {
        let id = Ulid::min_at_ms(ms).to_string();
        let (code, message) = ulid_time(&mut db, &id).await.unwrap_err();
        assert_eq!(code, "22008");
        assert!(
            message.contains("'Europe/Berlin', whose offset changes")
                && message.contains("'+00:00'"),
            "{message}"
        );
    }
    let (code, _) = one::<String>(&mut db, "SELECT ulid_min_at(?)", "2040-01-01 00:00:00")
        .await
        .unwrap_err();
    assert_eq!(code, "22008");

    let mut db = session(&url, "UTC").await;
    for (ms, utc) in UTC_TIMES.into_iter().take(6) {
        let id = Ulid::min_at_ms(ms).to_string();
        let time = ulid_time(&mut db, &id).await;
        assert_eq!(time.as_deref(), Ok(utc), "named zone UTC");
        let back: Result<u64, _> = one(&mut db, "SELECT ulid_time_ms(ulid_min_at(?))", utc).await;
        assert_eq!(back, Ok(ms));
    }
}

/// gen_ulid() and gen_random_ulid() stamp the statement's millisecond
/// exactly (`SET timestamp` fixes it): the file used FLOOR(@@timestamp *
/// 1000), a DOUBLE, which stamped some milliseconds 1 ms early.
#[tokio::test]
async fn mariadb_gen_ulid_stamps_the_exact_millisecond() {
    let url = mariadb_with_file("stamp");
    let mut db = mariadb_connect(&url).await;
    let mut wrong = Vec::new();
    for k in 0..1000u64 {
        let ms = 1_469_922_850_000 + k * 1_000_003;
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
            "SET timestamp = {}.{:03}",
            ms / 1000,
            ms % 1000
        )))
        .execute(&mut db)
        .await
        .unwrap();
        let row = sqlx::query("SELECT ulid_time_ms(gen_ulid()), ulid_time_ms(gen_random_ulid())")
            .fetch_one(&mut db)
            .await
            .unwrap();
        let stamped: (u64, u64) = (row.get(0), row.get(1));
        if stamped != (ms, ms) {
            wrong.push((ms, stamped));
        }
    }
    assert!(wrong.is_empty(), "stamped otherwise: {wrong:?}");
}

/// Every function is SQL SECURITY INVOKER and DETERMINISTIC only where it
/// is: applied by a migration's user, the functions keep working after
/// that user is dropped (as DEFINER they failed: "The user specified as a
/// definer does not exist"); a trigger made under a role (`DEFINER =
/// CURRENT_ROLE`, the database guide's advice) keeps filling keys, one whose
/// definer was the dropped user does not.
#[tokio::test]
async fn mariadb_functions_outlive_the_user_that_made_them() {
    let url = mariadb_database("invoker");
    let database = url.rsplit_once('/').unwrap().1;
    mariadb(
        &url,
        &format!(
            "DROP USER IF EXISTS 'ulid_migrator'@'%';
             DROP ROLE IF EXISTS ulid_owner;
             CREATE USER 'ulid_migrator'@'%';
             CREATE ROLE ulid_owner;
             GRANT ALL ON {database}.* TO 'ulid_migrator'@'%', ulid_owner;
             GRANT ulid_owner TO 'ulid_migrator'@'%';"
        ),
    );
    let (server, _) = url.rsplit_once('@').unwrap();
    let migrator_url = url.replacen(server, "mysql://ulid_migrator", 1);
    assert!(mariadb_args(&migrator_url).contains(&"--user=ulid_migrator".to_owned()));
    mariadb(
        &migrator_url,
        &std::fs::read_to_string(crate::sql_files::MARIADB_FILE).unwrap(),
    );
    mariadb(
        &migrator_url,
        "CREATE TABLE note (id BINARY(16) PRIMARY KEY, body TEXT);
         CREATE TABLE lost (id BINARY(16) PRIMARY KEY, body TEXT);
         CREATE TRIGGER lost_id BEFORE INSERT ON lost FOR EACH ROW SET NEW.id = COALESCE(NEW.id, gen_ulid());
         SET ROLE ulid_owner;
         CREATE DEFINER = CURRENT_ROLE TRIGGER note_id BEFORE INSERT ON note FOR EACH ROW
             SET NEW.id = COALESCE(NEW.id, gen_ulid());",
    );
    let routines = mariadb(
        &url,
        &format!(
            "SELECT ROUTINE_NAME, SECURITY_TYPE, IS_DETERMINISTIC FROM information_schema.ROUTINES
             WHERE ROUTINE_SCHEMA = '{database}' ORDER BY ROUTINE_NAME"
        ),
    );
    let expected: String = FUNCTIONS
        .iter()
        .map(|(name, deterministic)| {
            format!(
                "{name}\tINVOKER\t{}\n",
                if *deterministic { "YES" } else { "NO" }
            )
        })
        .collect();
    assert_eq!(routines, expected);

    mariadb(&url, "DROP USER 'ulid_migrator'@'%';");
    let mut db = mariadb_connect(&url).await;
    let row = sqlx::query(
        "SELECT ulid_to_text(ulid_from_text(ulid_to_text(gen_ulid()))), ulid_time(gen_random_ulid()),
                ulid_time_ms(gen_ulid_at(NOW(3))), ulid_min_at(NOW(3)) < ulid_max_at(NOW(3))",
    )
    .fetch_one(&mut db)
    .await
    .unwrap();
    assert_eq!(row.get::<String, _>(0).len(), 26);
    sqlx::query("INSERT INTO note (body) VALUES ('kept')")
        .execute(&mut db)
        .await
        .unwrap();
    let id: Ulid = sqlx::query_scalar("SELECT id FROM note")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert!(id.timestamp_ms() > 0);
    let error = sqlx::query("INSERT INTO lost (body) VALUES ('lost')")
        .execute(&mut db)
        .await
        .unwrap_err();
    assert!(
        error.to_string().contains("does not exist"),
        "a trigger whose definer was dropped: {error}"
    );
}

/// The replication pair's URLs (scripts/mariadb-replication.sh starts
/// them): `ULID_TEST_MYSQL_PRIMARY_URL`, `ULID_TEST_MYSQL_REPLICA_URL`.
fn replication_urls() -> (String, String) {
    let url = |variable: &str, port: u16| {
        std::env::var(variable)
            .unwrap_or_else(|_| format!("mysql://root@127.0.0.1:{port}/ulid_replication"))
    };
    (
        url("ULID_TEST_MYSQL_PRIMARY_URL", 3307),
        url("ULID_TEST_MYSQL_REPLICA_URL", 3308),
    )
}

/// Rows whose keys `gen_ulid()` made (through the trigger and in the
/// INSERT) reach a replica as the primary made them with binlog_format
/// MIXED (MariaDB's default) and ROW; under STATEMENT the replica runs
/// `gen_ulid()` again and stores other keys, which is why the database guide says
/// to keep MIXED or ROW.
#[tokio::test]
async fn mariadb_replication_of_gen_ulid() {
    let (primary_url, replica_url) = replication_urls();
    let connect = |url: String| async move {
        let (server, _) = url.rsplit_once('/').unwrap();
        sqlx::MySqlConnection::connect(&format!("{server}/mysql"))
            .await
            .unwrap_or_else(|err| {
                panic!(
                    "cannot reach MariaDB at {url}: {err}\nStart the replication pair \
                     (scripts/mariadb-replication.sh; scripts/test.sh does) or point \
                     ULID_TEST_MYSQL_PRIMARY_URL and ULID_TEST_MYSQL_REPLICA_URL at one."
                )
            })
    };
    let mut primary = connect(primary_url.clone()).await;
    connect(replica_url.clone()).await;
    sqlx::raw_sql("DROP DATABASE IF EXISTS ulid_replication; CREATE DATABASE ulid_replication;")
        .execute(&mut primary)
        .await
        .unwrap();
    mariadb(
        &primary_url,
        &std::fs::read_to_string(crate::sql_files::MARIADB_FILE).unwrap(),
    );
    mariadb(
        &primary_url,
        "CREATE TABLE note (id BINARY(16) PRIMARY KEY, format TEXT);
         CREATE TRIGGER note_id BEFORE INSERT ON note FOR EACH ROW SET NEW.id = COALESCE(NEW.id, gen_ulid());",
    );
    let mut db = mariadb_connect(&primary_url).await;
    for format in ["MIXED", "ROW", "STATEMENT"] {
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
            "SET SESSION binlog_format = '{format}';
             INSERT INTO note (format) VALUES ('{format}'), ('{format}'), ('{format}');
             INSERT INTO note (id, format) VALUES (gen_ulid(), '{format}');"
        )))
        .execute(&mut db)
        .await
        .unwrap();
    }
    let rows = |format: &'static str| {
        move |url: String| async move {
            let mut db = mariadb_connect(&url).await;
            sqlx::query_scalar::<_, Vec<u8>>("SELECT id FROM note WHERE format = ? ORDER BY id")
                .bind(format)
                .fetch_all(&mut db)
                .await
                .unwrap_or_default()
        }
    };
    let mut waited = 0;
    while rows("STATEMENT")(replica_url.clone()).await.len() < 4 {
        waited += 1;
        assert!(
            waited < 100,
            "the replica on {replica_url} did not catch up in 10 s"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    for format in ["MIXED", "ROW"] {
        let made = rows(format)(primary_url.clone()).await;
        assert_eq!(made.len(), 4);
        assert_eq!(
            rows(format)(replica_url.clone()).await,
            made,
            "{format}: the replica's keys"
        );
    }
    let made = rows("STATEMENT")(primary_url.clone()).await;
    let replayed = rows("STATEMENT")(replica_url.clone()).await;
    // `rows` reads an error (the table not yet on the replica) as no rows.
    assert_eq!((made.len(), replayed.len()), (4, 4));
    assert!(
        made.iter().all(|id| !replayed.contains(id)),
        "under STATEMENT the replica makes its own keys"
    );
}
