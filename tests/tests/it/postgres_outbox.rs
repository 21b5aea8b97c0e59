//! An outbox (a table that many sessions insert into, read by a poller in
//! order) on the server that preloads the extension's library: what the
//! database guide says of `gen_monotonic_ulid()` and of the readers it
//! shows.
//!
//! `gen_monotonic_ulid()` orders the calls, under its lock, not the
//! commits: a row drawn first can commit last, so a reader that moves its
//! cursor to the largest ID it has read (`id > last_seen`) never reads
//! that row. The guide's reader takes only the rows of transactions older
//! than every one still running (`tx < pg_snapshot_xmin(...)`), in
//! `(tx, id)` order; where the ID order itself must hold, the writers
//! lock the table until they commit, and `id > last_seen` is then safe.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use postgres::Client;
use ulid_core::Ulid;

use crate::postgres_shared_order::{connect, preloaded};

/// A new outbox table: the ID drawn by `gen_monotonic_ulid()`, the
/// writing transaction's ID (`xid8`), and the writer's number for the row.
fn outbox(db: &mut Client, table: &str) {
    db.batch_execute(&format!(
        "DROP TABLE IF EXISTS {table};
         CREATE TABLE {table} (
             id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(),
             tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
             n int NOT NULL UNIQUE
         );
         CREATE INDEX ON {table} (tx, id);"
    ))
    .unwrap();
}

/// The guide's reader ("Reading an outbox in order" in
/// `ulid-core/guide/database.md`, its SQL taken from there as written,
/// on `table`, with `n` for the payload): the rows after `cursor` (a
/// transaction ID and a ULID) of the transactions older than every one
/// still running, in `(tx, id)` order; moves the cursor to the last row
/// read.
fn read_after_finished(db: &mut Client, table: &str, cursor: &mut (String, Ulid)) -> Vec<i32> {
    let rows = db
        .query(&guide_poller(table), &[&cursor.0, &cursor.1])
        .unwrap();
    if let Some(last) = rows.last() {
        *cursor = (last.get(0), last.get(1));
    }
    rows.iter().map(|row| row.get(2)).collect()
}

/// The poller's `SELECT` in the database guide, up to its `;`.
fn guide_poller(table: &str) -> String {
    const GUIDE: &str = include_str!("../../../ulid-core/guide/database.md");
    let poller = &GUIDE[GUIDE.find("-- The poller").expect("the guide's poller")..];
    let select = &poller[poller.find("SELECT").expect("the poller's SELECT")..];
    select[..select.find(';').expect("the end of the poller's SELECT")]
        .replace("outbox", table)
        .replace("payload", "n")
}

/// The naive reader: the rows after the largest ID read so far, in ID
/// order; moves `last_seen` to the last row read.
fn read_after_id(db: &mut Client, table: &str, last_seen: &mut Ulid) -> Vec<i32> {
    let rows = db
        .query(
            &format!("SELECT id, n FROM {table} WHERE id > $1 ORDER BY id"),
            &[&*last_seen],
        )
        .unwrap();
    if let Some(last) = rows.last() {
        *last_seen = last.get(0);
    }
    rows.iter().map(|row| row.get(1)).collect()
}

/// Two writers that commit out of the order they drew their IDs in, and a
/// reader between the commits: the naive reader never reads the first
/// row, which sorts before the second; the guide's reader reads both, in
/// order, once.
#[test]
fn a_row_that_commits_late_is_lost_by_the_id_cursor_only() {
    let url = preloaded();
    let mut reader = connect(&url);
    outbox(&mut reader, "outbox_late");
    let (mut a, mut b) = (connect(&url), connect(&url));
    let mut last_seen = Ulid::NIL;
    let mut cursor = ("0".to_owned(), Ulid::NIL);

    a.batch_execute("BEGIN; INSERT INTO outbox_late (n) VALUES (1)")
        .unwrap();
    b.batch_execute("BEGIN; INSERT INTO outbox_late (n) VALUES (2); COMMIT")
        .unwrap();
    assert_eq!(
        read_after_id(&mut reader, "outbox_late", &mut last_seen),
        [2]
    );
    assert_eq!(
        read_after_finished(&mut reader, "outbox_late", &mut cursor),
        [0; 0],
        "row 2 waits while the transaction of row 1 runs"
    );
    a.batch_execute("COMMIT").unwrap();

    assert_eq!(
        read_after_id(&mut reader, "outbox_late", &mut last_seen),
        [0; 0],
        "the naive reader has passed row 1 by"
    );
    let by_id: Vec<i32> = reader
        .query("SELECT n FROM outbox_late ORDER BY id", &[])
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(by_id, [1, 2], "row 1 was drawn first");
    let mut read = Vec::new();
    read_until(&mut read, 2, || {
        read_after_finished(&mut reader, "outbox_late", &mut cursor)
    });
    assert_eq!(read, [1, 2]);
    assert_eq!(
        read_after_finished(&mut reader, "outbox_late", &mut cursor),
        [0; 0]
    );
}

/// Rows of transactions 9 and 10 (as long ended as any can be): the
/// reader sorts them as numbers, 9 first, and reads each once. Sorted as
/// text ('10' before '9', as the reader of 42f1c5a did in a poll that
/// spanned transaction IDs of two lengths: a row read twice in its CI),
/// its cursor would stop at 9 and the next poll would read 10 again.
#[test]
fn the_reader_orders_transactions_as_numbers() {
    let mut db = connect(&preloaded());
    outbox(&mut db, "outbox_digits");
    db.batch_execute("INSERT INTO outbox_digits (tx, n) VALUES ('10', 10), ('9', 9)")
        .unwrap();
    let mut cursor = ("0".to_owned(), Ulid::NIL);
    assert_eq!(
        read_after_finished(&mut db, "outbox_digits", &mut cursor),
        [9, 10]
    );
    assert_eq!(
        read_after_finished(&mut db, "outbox_digits", &mut cursor),
        [0; 0]
    );
}

/// Eight writers, 40 transactions each of two rows, each held open a few
/// milliseconds after its inserts so that commits land out of draw order,
/// and a reader polling all the while: the guide's reader reads every row
/// exactly once.
#[test]
fn the_finished_transactions_reader_loses_and_repeats_nothing() {
    let url = preloaded();
    let read = concurrent_writers(&url, "outbox_concurrent", false, |db, cursor| {
        read_after_finished(db, "outbox_concurrent", cursor)
    });
    every_row_once(&read);
}

/// The same writers, each locking the table before its inserts until it
/// commits (`LOCK TABLE ... IN SHARE ROW EXCLUSIVE MODE`, which readers'
/// `SELECT`s do not wait for): the IDs commit in their order, and the
/// naive reader reads every row exactly once, in ID order.
#[test]
fn writers_that_lock_until_commit_keep_the_id_cursor_whole() {
    let url = preloaded();
    let mut last_seen = Ulid::NIL;
    let read = concurrent_writers(&url, "outbox_locked", true, |db, _| {
        read_after_id(db, "outbox_locked", &mut last_seen)
    });
    every_row_once(&read);
}

/// Checks what `concurrent_writers` read: every row number, none twice.
fn every_row_once(read: &[i32]) {
    let mut seen = HashMap::new();
    for n in read {
        *seen.entry(n).or_insert(0) += 1;
    }
    assert!(seen.values().all(|&times| times == 1), "a row read twice");
    assert_eq!(seen.len(), ROWS, "every row read");
}

const WRITERS: usize = 8;
const TRANSACTIONS: usize = 40;
const ROWS: usize = WRITERS * TRANSACTIONS * 2;

/// Runs `WRITERS` writers into a new outbox `table` (locking it until
/// commit if `lock`), each transaction's rows numbered apart, while
/// `read` polls with a cursor of its own, and after the writers are done
/// until it has read every row or 30 s have passed (a transaction of
/// another test on the server holds the guide's reader back meanwhile:
/// a lag, not a loss). Returns the row numbers read, in order.
fn concurrent_writers(
    url: &str,
    table: &str,
    lock: bool,
    mut read: impl FnMut(&mut Client, &mut (String, Ulid)) -> Vec<i32>,
) -> Vec<i32> {
    let mut reader = connect(url);
    outbox(&mut reader, table);
    let done = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..WRITERS)
        .map(|writer| {
            let (url, table) = (url.to_owned(), table.to_owned());
            std::thread::spawn(move || {
                let mut db = connect(&url);
                for transaction in 0..TRANSACTIONS {
                    // Two rows a transaction, in one or two statements, held
                    // open 0 to 3 ms: a fixed pattern, different per writer.
                    let first = i32::try_from((writer * TRANSACTIONS + transaction) * 2).unwrap();
                    let mut sql = String::from("BEGIN;");
                    if lock {
                        sql += &format!("LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE;");
                    }
                    if transaction % 2 == 0 {
                        sql += &format!("INSERT INTO {table} (n) VALUES ({first}), ({});", first + 1);
                    } else {
                        sql += &format!(
                            "INSERT INTO {table} (n) VALUES ({first}); INSERT INTO {table} (n) VALUES ({});",
                            first + 1
                        );
                    }
                    db.batch_execute(&sql).unwrap();
                    let hold = u64::try_from((writer * 7 + transaction * 3) % 4).unwrap();
                    std::thread::sleep(Duration::from_millis(hold));
                    db.batch_execute("COMMIT").unwrap();
                }
            })
        })
        .collect();
    let mut cursor = ("0".to_owned(), Ulid::NIL);
    let mut rows = Vec::new();
    let watcher = {
        let done = Arc::clone(&done);
        std::thread::spawn(move || {
            for writer in writers {
                writer.join().unwrap();
            }
            done.store(true, Ordering::SeqCst);
        })
    };
    while !done.load(Ordering::SeqCst) {
        rows.extend(read(&mut reader, &mut cursor));
        std::thread::sleep(Duration::from_millis(1));
    }
    watcher.join().unwrap();
    read_until(&mut rows, ROWS, || read(&mut reader, &mut cursor));
    rows
}

/// Adds what `read` returns to `rows` until it holds `count` rows or 30 s
/// have passed: another test's transaction on the server holds the
/// guide's reader back meanwhile (a lag, not a loss).
fn read_until(rows: &mut Vec<i32>, count: usize, mut read: impl FnMut() -> Vec<i32>) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while rows.len() < count && Instant::now() < deadline {
        rows.extend(read());
        std::thread::sleep(Duration::from_millis(10));
    }
}
