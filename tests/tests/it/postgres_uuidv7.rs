//! PostgreSQL 18's own `uuidv7()` beside the extension: a `uuid` key made
//! by `uuidv7()` read as `ulid` keeps its time (to the millisecond) and its
//! order, a `ulid` column takes `DEFAULT uuidv7()`, and the Rust clients
//! read such a key as a `Ulid` with the row's time; our IDs in UUIDv7 form,
//! beside `uuidv7()`'s keys in one `uuid` column, are version 7 to the
//! server with their millisecond, and sort there as they sort in Rust, as
//! do the extension's `gen_ulid_v7()`, `gen_random_ulid_v7()` and
//! `gen_monotonic_ulid_v7()` (on the preloaded server) beside `uuidv7()`. On
//! older servers these tests stop, saying so, where the run states its
//! server's major (`servers::postgres_is_at_least`); scripts/test.sh
//! pg-versions runs 18.

use std::fmt::Write as _;

use ulid_core::{Generator, InfallibleGenerator, UUID_TEXT_LEN, Ulid};
use ulid_tests::servers::{self, psql};

/// The extension's test database if the server has `uuidv7()`.
fn database() -> Option<String> {
    let url = servers::postgres_extension_url("tests");
    servers::postgres_is_at_least(&url, 18).then_some(url)
}

#[test]
fn uuidv7_keys_read_as_ulid_keep_their_time_and_order() {
    let Some(url) = database() else { return };
    let out = psql(
        &url,
        "CREATE TEMPORARY TABLE v7 (id uuid PRIMARY KEY DEFAULT uuidv7(), n int);
         INSERT INTO v7 (n) SELECT g FROM generate_series(1, 5000) g;
         INSERT INTO v7 (id, n) SELECT uuidv7(-(g * interval '1 hour')), -g FROM generate_series(1, 100) g;
         SELECT count(*) FILTER (WHERE ulid_time(id::ulid) = date_trunc('milliseconds', uuid_extract_timestamp(id))),
                count(*) FILTER (WHERE ulid_time_ms(id::ulid) =
                    (extract(epoch FROM uuid_extract_timestamp(id)) * 1000)::bigint),
                count(*)
         FROM v7;
         SELECT count(*) FROM (SELECT n, lag(n) OVER (ORDER BY id::ulid) AS before FROM v7) s WHERE before >= n;
         SELECT (SELECT array_agg(n ORDER BY id) FROM v7) = (SELECT array_agg(n ORDER BY id::ulid) FROM v7);",
    );
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        ["5100|5100|5100", "0", "t"],
        "time to the millisecond, order kept"
    );
}

#[test]
fn a_ulid_column_takes_default_uuidv7() {
    let Some(url) = database() else { return };
    let out = psql(
        &url,
        "CREATE TEMPORARY TABLE v7_ulid (id ulid PRIMARY KEY DEFAULT uuidv7(), n int);
         INSERT INTO v7_ulid (n) SELECT g FROM generate_series(1, 1000) g;
         SELECT count(*) FILTER (WHERE ulid_time(id) BETWEEN now() - interval '1 minute' AND clock_timestamp()),
                count(*) FILTER (WHERE uuid_extract_version(id::uuid) = 7)
         FROM v7_ulid;",
    );
    assert_eq!(out.trim(), "1000|1000");
}

/// A `Ulid` read by tokio-postgres and by sqlx from a key that
/// `uuidv7()` made has the row's time.
#[tokio::test]
async fn rust_clients_read_uuidv7_keys_with_their_time() {
    let Some(url) = database() else { return };
    let (db, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    tokio::spawn(connection);
    db.batch_execute(
        "CREATE TEMPORARY TABLE v7_rows (id uuid PRIMARY KEY DEFAULT uuidv7(), made timestamptz DEFAULT clock_timestamp());
         INSERT INTO v7_rows DEFAULT VALUES; INSERT INTO v7_rows DEFAULT VALUES;",
    )
    .await
    .unwrap();
    let rows = db
        .query(
            "SELECT id, id::ulid, (extract(epoch FROM uuid_extract_timestamp(id)) * 1000)::bigint FROM v7_rows",
            &[],
        )
        .await
        .unwrap();
    assert_eq!(rows.len(), 2);
    for row in rows {
        let (as_uuid, as_ulid, ms): (Ulid, Ulid, i64) = (row.get(0), row.get(1), row.get(2));
        assert_eq!(as_uuid, as_ulid);
        assert_eq!(i64::try_from(as_ulid.timestamp_ms()).unwrap(), ms);
    }
    let mut sqlx_db = <sqlx::PgConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    // The clock read before and after, truncated to the millisecond.
    let (before, id, after): (i64, Ulid, i64) = sqlx::query_as(
        "SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint, uuidv7(),
                floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint",
    )
    .fetch_one(&mut sqlx_db)
    .await
    .unwrap();
    let made = i64::try_from(id.timestamp_ms()).unwrap();
    assert!(
        (before..=after).contains(&made),
        "sqlx: {made} ms, the clock read {before} and {after}"
    );
}

#[test]
fn ids_in_uuid_v7_form_are_uuid_v7s_to_postgresql_18_and_keep_their_order() {
    let Some(url) = database() else { return };
    // In generation order, each sequence in a later millisecond than the
    // one before: a carry over the fixed bits within one millisecond, a
    // used-up millisecond carried into the next, then the system clock.
    let mut ids = Vec::new();
    let mut carry = Generator::with_sources_uuid_v7(|| 1_700_000_000_000u64, || (1u128 << 62) - 3);
    ids.extend((0..10).map(|_| carry.generate().unwrap()));
    let mut used_up =
        InfallibleGenerator::with_sources_uuid_v7(|| 1_700_000_000_500u64, || u128::MAX - 2);
    ids.extend((0..10).map(|_| used_up.generate()));
    ids.extend(Generator::new_uuid_v7().generate_batch(1_000).unwrap());
    let random: Vec<Ulid> = (0..1_000).map(|_| Ulid::new_uuid_v7()).collect();
    // Each of ours with its place in Rust's order (`r`), and the
    // generators' with their place in the order made (`n`).
    let mut sorted: Vec<Ulid> = ids.iter().chain(&random).copied().collect();
    sorted.sort();
    let place = |id: &Ulid| sorted.binary_search(id).unwrap();
    let mut values = String::new();
    for (n, id) in ids.iter().enumerate() {
        let uuid = id.encode_uuid(&mut [0; UUID_TEXT_LEN]).to_owned();
        write!(
            values,
            "('{uuid}', {}, {n}, {}),",
            id.timestamp_ms(),
            place(id)
        )
        .unwrap();
    }
    for id in &random {
        let uuid = id.encode_uuid(&mut [0; UUID_TEXT_LEN]).to_owned();
        write!(
            values,
            "('{uuid}', {}, NULL, {}),",
            id.timestamp_ms(),
            place(id)
        )
        .unwrap();
    }
    values.pop();
    let out = psql(
        &url,
        &format!(
            "CREATE TEMPORARY TABLE mixed_v7 (id uuid PRIMARY KEY, ms bigint, n int, r int);
             INSERT INTO mixed_v7 VALUES {values};
             INSERT INTO mixed_v7 (id) SELECT uuidv7() FROM generate_series(1, 1000);
             SELECT count(*) FILTER (WHERE uuid_extract_version(id) = 7),
                    count(*) FILTER (WHERE (extract(epoch FROM uuid_extract_timestamp(id)) * 1000)::bigint = ms),
                    count(*)
             FROM mixed_v7;
             SELECT array_agg(r ORDER BY id) = array_agg(r ORDER BY r) FROM mixed_v7 WHERE r IS NOT NULL;
             SELECT array_agg(n ORDER BY id) = array_agg(n ORDER BY n) FROM mixed_v7 WHERE n IS NOT NULL;"
        ),
    );
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        ["3020|2020|3020", "t", "t"],
        "version 7 with our millisecond; PostgreSQL's uuid order is ours; the generators' in the order made"
    );
}

/// The extension's functions in UUIDv7 form, their keys cast to `uuid` in
/// one column with `uuidv7()`'s: version 7 with their millisecond to
/// `uuid_extract_timestamp()`, sorted by millisecond with `uuidv7()`'s, and
/// `gen_ulid_v7()`'s and `gen_monotonic_ulid_v7()`'s in the order made.
#[test]
fn the_extensions_uuid_v7_form_beside_uuidv7() {
    let Some(url) = database() else { return };
    for (url, function) in [
        (url.clone(), "gen_ulid_v7()"),
        (url, "gen_random_ulid_v7()"),
        (
            crate::postgres_shared_order::preloaded(),
            "gen_monotonic_ulid_v7()",
        ),
    ] {
        let out = psql(
            &url,
            &format!(
                "CREATE TEMPORARY TABLE ext_v7 (id uuid PRIMARY KEY, n int);
                 INSERT INTO ext_v7 SELECT {function}::uuid, g FROM generate_series(1, 2000) g;
                 INSERT INTO ext_v7 (id) SELECT uuidv7() FROM generate_series(1, 1000);
                 SELECT count(*) FILTER (WHERE uuid_extract_version(id) = 7),
                        count(*) FILTER (WHERE date_trunc('milliseconds', uuid_extract_timestamp(id))
                                               = ulid_time(id::ulid)),
                        count(*)
                 FROM ext_v7;
                 SELECT count(*) FROM (SELECT uuid_extract_timestamp(id) AS t,
                                              lag(uuid_extract_timestamp(id)) OVER (ORDER BY id) AS before
                                       FROM ext_v7) s WHERE before > t;
                 SELECT array_agg(n ORDER BY id) = array_agg(n ORDER BY n) FROM ext_v7 WHERE n IS NOT NULL;"
            ),
        );
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[..2], ["3000|3000|3000", "0"], "{function}");
        // Random bits keep no order within a millisecond.
        if !function.starts_with("gen_random") {
            assert_eq!(lines[2], "t", "{function}: in the order made");
        }
    }
}
