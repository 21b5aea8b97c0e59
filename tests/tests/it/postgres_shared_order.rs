//! `gen_monotonic_ulid()` and `gen_monotonic_ulid_v7()`: one order each
//! across every backend of a server that preloads the extension's library
//! (`servers::postgres_preloaded_url`, a scratch cluster that
//! `scripts/test.sh sql` restarts after each install), and a precise error
//! on a server that does not (the local server, `servers::postgres_url`).

use std::collections::HashSet;

use postgres::error::SqlState;
use postgres::{Client, NoTls};
use ulid_core::Ulid;
use ulid_tests::servers;

use crate::postgres_extension::out_of_order;

/// The preloaded server, with the extension in a database of the test's
/// own; panics saying what to start when it is down or does not preload.
pub(crate) fn preloaded() -> String {
    let base = servers::postgres_preloaded_url();
    let preload: String = connect(&base)
        .query_one("SHOW shared_preload_libraries", &[])
        .unwrap()
        .get(0);
    assert!(
        preload.split(',').any(|library| library.trim() == "ulid"),
        "{base} has shared_preload_libraries = {preload:?}, not 'ulid': gen_monotonic_ulid() needs it"
    );
    servers::database_url_on(&base, "ulid_shared_order", "CREATE EXTENSION ulid;")
}

/// A client of the server at `url`; panics saying what to start or set
/// when it cannot connect.
pub(crate) fn connect(url: &str) -> Client {
    Client::connect(url, NoTls).unwrap_or_else(|err| {
        panic!(
            "cannot connect to {url}: {err}\nFor the server that preloads the extension, \
             scripts/test.sh sql starts one on 127.0.0.1:5439, or point \
             ULID_TEST_POSTGRES_PRELOADED_URL at one; for the other: {}",
            servers::postgres_unreachable(&err)
        )
    })
}

/// The two functions of this module, each with the per-backend function
/// of its form that its hint names.
const FUNCTIONS: [(&str, &str); 2] = [
    ("gen_monotonic_ulid", "gen_ulid()"),
    ("gen_monotonic_ulid_v7", "gen_ulid_v7()"),
];

/// On a server that has not preloaded the library, each function is
/// SQLSTATE 55000 with a hint that says how to enable it, not an ID in a
/// per-backend order.
#[test]
fn gen_monotonic_ulid_needs_the_preload() {
    let url = servers::postgres_extension_url("shared_order");
    let preload = servers::psql(&url, "SHOW shared_preload_libraries");
    assert!(
        !preload.contains("ulid"),
        "this test needs a server that does not preload the library; {} has {preload:?}",
        servers::postgres_url()
    );
    let mut db = connect(&url);
    for (function, per_backend) in FUNCTIONS {
        let error = db
            .query_one(&format!("SELECT {function}()"), &[])
            .unwrap_err();
        let error = error.as_db_error().expect("a server error");
        assert_eq!(error.code(), &SqlState::OBJECT_NOT_IN_PREREQUISITE_STATE);
        assert_eq!(
            error.message(),
            format!("{function}() needs the ulid library in shared_preload_libraries")
        );
        assert_eq!(
            error.hint(),
            Some(
                format!(
                    "Add 'ulid' to shared_preload_libraries in postgresql.conf and restart the \
                     server; {per_backend} needs no preload and keeps the order within each backend."
                )
                .as_str()
            )
        );
    }
}

/// Eight backends draw, one at a time under an advisory lock, a number
/// from a sequence and an ID: ordered by the sequence, the IDs increase,
/// so the IDs are in the order the calls were made whichever backend made
/// them. The same harness counts the IDs of `gen_ulid_at()` at one fixed
/// time out of order (80 random bits a call, every call in one
/// millisecond however slow the machine), which shows that the check can
/// fail; `gen_ulid()` would show it only while consecutive calls share a
/// millisecond.
#[test]
fn ids_follow_the_order_of_calls_across_backends() {
    let url = preloaded();
    for (function, _) in FUNCTIONS {
        assert_eq!(
            out_of_call_order(&url, function, &format!("{function}()")),
            0
        );
    }
    assert!(
        out_of_call_order(&url, "random", "gen_ulid_at('2026-01-01 00:00:00+00')") > 0,
        "random IDs of one millisecond should be out of call order"
    );
}

/// How many IDs that `function` drew are smaller than the one drawn just
/// before them, in the order of the calls across 8 backends (the table
/// `drawn_{name}`).
fn out_of_call_order(url: &str, name: &str, function: &str) -> i64 {
    let table = format!("drawn_{name}");
    let mut db = connect(url);
    db.batch_execute(&format!(
        "DROP TABLE IF EXISTS {table}; DROP SEQUENCE IF EXISTS {table}_call;
         CREATE SEQUENCE {table}_call;
         CREATE TABLE {table} (call bigint PRIMARY KEY, id ulid NOT NULL UNIQUE);"
    ))
    .unwrap();
    let draw = format!(
        "BEGIN;
         SELECT pg_advisory_xact_lock(hashtext('{table}'));
         INSERT INTO {table} VALUES (nextval('{table}_call'), {function});
         COMMIT;"
    );
    let threads: Vec<_> = (0..8)
        .map(|_| {
            let (url, draw) = (url.to_owned(), draw.clone());
            std::thread::spawn(move || {
                let mut db = connect(&url);
                for _ in 0..150 {
                    db.batch_execute(&draw).unwrap();
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
    let rows: i64 = db
        .query_one(&format!("SELECT count(*) FROM {table}"), &[])
        .unwrap()
        .get(0);
    assert_eq!(rows, 1200);
    out_of_order(&mut db, &table, "call")
}

/// Backends calling at once, without any lock of their own: no ID twice
/// across 8 backends, each backend's IDs and each statement's rows
/// increasing; `gen_monotonic_ulid_v7()`'s all in UUIDv7 form. (Other
/// tests of this module call the functions on the same server meanwhile,
/// so the IDs one test sees are not consecutive.)
#[test]
fn concurrent_backends_never_repeat() {
    let url = preloaded();
    for (function, _) in FUNCTIONS {
        let all = concurrent_ids(&url, function);
        assert_eq!(all.len(), 80_000, "{function}: no ID twice");
        if function.ends_with("_v7") {
            assert!(
                all.iter().all(|id| id.is_uuid_v7()),
                "{function}: every ID in UUIDv7 form"
            );
        }
    }
}

/// The distinct IDs that 8 backends at once drew from `function`, 10,000
/// each, each backend's increasing.
fn concurrent_ids(url: &str, function: &str) -> HashSet<Ulid> {
    let select = format!("SELECT {function}() FROM generate_series(1, 500)");
    let threads: Vec<_> = (0..8)
        .map(|_| {
            let (url, select) = (url.to_owned(), select.clone());
            std::thread::spawn(move || {
                let mut db = connect(&url);
                let mut ids = Vec::new();
                for _ in 0..20 {
                    let rows = db.query(&select, &[]).unwrap();
                    ids.extend(rows.iter().map(|row| row.get::<_, Ulid>(0)));
                }
                assert!(
                    ids.windows(2).all(|pair| pair[0] < pair[1]),
                    "one backend's IDs increase"
                );
                ids
            })
        })
        .collect();
    threads
        .into_iter()
        .flat_map(|thread| thread.join().unwrap())
        .collect()
}

/// What a DBA checks: the functions are volatile and parallel restricted
/// (calls stay in the leader, as `gen_ulid()`'s), and a column default
/// fills rows from several sessions in one order, where random IDs of one
/// millisecond in the same harness are out of it.
#[test]
fn as_a_column_default() {
    let url = preloaded();
    let mut db = connect(&url);
    let row = db
        .query_one(
            "SELECT string_agg(proname || ':' || provolatile::text || proparallel::text, ',' ORDER BY proname)
             FROM pg_proc WHERE proname LIKE 'gen_monotonic_ulid%'",
            &[],
        )
        .unwrap();
    assert_eq!(
        row.get::<_, String>(0),
        "gen_monotonic_ulid:vr,gen_monotonic_ulid_v7:vr"
    );
    let mut other = connect(&url);
    let mut out_of_insert_order = |table: &str, default: &str| {
        db.batch_execute(&format!(
            "DROP TABLE IF EXISTS {table};
             CREATE TABLE {table} (id ulid PRIMARY KEY DEFAULT {default}, n int);"
        ))
        .unwrap();
        for n in 0..100 {
            let session = if n % 2 == 0 { &mut db } else { &mut other };
            session
                .execute(&format!("INSERT INTO {table} (n) VALUES ($1)"), &[&n])
                .unwrap();
        }
        out_of_order(&mut db, table, "n")
    };
    for (function, _) in FUNCTIONS {
        assert_eq!(
            out_of_insert_order(&format!("events_{function}"), &format!("{function}()")),
            0,
            "{function}: two sessions' inserts in the order they were made"
        );
    }
    assert!(out_of_insert_order("events_random", "gen_ulid_at('2026-01-01 00:00:00+00')") > 0);
}
