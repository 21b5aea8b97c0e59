//! The `ulid` type on Citus (distributed PostgreSQL): a coordinator and two
//! workers that `scripts/citus.sh` builds and starts (`scripts/test.sh
//! citus`; CI runs it in its PostgreSQL lane). Through the clients a
//! service uses (the `postgres` and `tokio-postgres` crates, sqlx) and psql:
//! `ulid` as the distribution column, rows spread evenly, one key routed to
//! one shard (also as a prepared statement), time windows across shards,
//! colocated tables with foreign keys, reference tables, `COPY` in text and
//! binary, a shard moved and the table rebalanced with every byte kept,
//! the `uuid` SQL file's keys; and what Citus refuses, pinned with the
//! rewrite that works. Ignored in the whole suite, which starts no Citus.
//!
//! One test at a time (`SERIAL`): each makes and drops distributed tables,
//! and Citus serialises DDL on a colocation group anyway.

use std::sync::Mutex;

use postgres::{Client, NoTls};
use ulid_core::Ulid;
use ulid_tests::servers::psql;

static SERIAL: Mutex<()> = Mutex::new(());

fn url(database: &str) -> String {
    let base = std::env::var("ULID_TEST_CITUS_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5471/test".to_owned());
    match database {
        "test" => base,
        other => format!(
            "{}/{other}",
            base.rsplit_once('/').map_or(&*base, |(server, _)| server)
        ),
    }
}

fn connect(database: &str) -> Client {
    let url = url(database);
    Client::connect(&url, NoTls).unwrap_or_else(|err| {
        panic!(
            "no Citus coordinator at {url} ({err}): start one with scripts/citus.sh --start \
             (scripts/test.sh citus), or point ULID_TEST_CITUS_URL at yours"
        )
    })
}

/// Runs `sql` (several statements) on the coordinator's `test` database.
fn batch(db: &mut Client, sql: &str) {
    db.batch_execute(sql)
        .unwrap_or_else(|err| panic!("{sql}\n{err:?}"));
}

/// The text of `EXPLAIN` (with `options`) of `query`.
fn explain(db: &mut Client, options: &str, query: &str) -> String {
    db.query(&format!("EXPLAIN ({options}) {query}"), &[])
        .unwrap()
        .iter()
        .map(|row| row.get::<_, String>(0))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first shard of `table`: its ID, the worker's port that holds it,
/// and the other worker's.
fn first_shard(db: &mut Client, table: &str) -> (i64, i32, i32) {
    let row = db
        .query_one(
            "SELECT shardid, nodeport FROM citus_shards
             WHERE table_name = $1::text::regclass ORDER BY shardid LIMIT 1",
            &[&table],
        )
        .unwrap();
    let (shard, from): (i64, i32) = (row.get(0), row.get(1));
    (shard, from, if from == 5472 { 5473 } else { 5472 })
}

/// The server's words of a failed statement (empty for a client error).
fn server_message(err: &postgres::Error) -> String {
    err.as_db_error()
        .map(|e| e.message().to_owned())
        .unwrap_or_default()
}

/// An order-sensitive digest of a table's IDs: their bytes, in key order.
fn digest(db: &mut Client, table: &str) -> (i64, String) {
    let row = db
        .query_one(
            &format!("SELECT count(*), md5(string_agg(id::bytea, '' ORDER BY id)) FROM {table}"),
            &[],
        )
        .unwrap();
    (row.get(0), row.get(1))
}

/// A distributed table keyed by `ulid` with `DEFAULT gen_ulid()`: 100,000
/// rows over 32 shards, each within 10% of its share (the binomial spread
/// is about 1%), and one key read through one task.
#[test]
#[ignore = "needs a Citus cluster: scripts/test.sh citus"]
fn citus_spreads_ulid_keys_and_routes_one_key_to_one_shard() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut db = connect("test");
    batch(
        &mut db,
        "CREATE EXTENSION IF NOT EXISTS ulid;
         DROP TABLE IF EXISTS citus_events;
         CREATE TABLE citus_events (id ulid PRIMARY KEY DEFAULT gen_ulid(), body text NOT NULL);
         SELECT create_distributed_table('citus_events', 'id', shard_count => 32);
         INSERT INTO citus_events (body) SELECT 'event ' || g FROM generate_series(1, 100000) g;",
    );
    let shards = db
        .query(
            "SELECT get_shard_id_for_distribution_column('citus_events', id), count(*)
             FROM citus_events GROUP BY 1",
            &[],
        )
        .unwrap();
    assert_eq!(shards.len(), 32);
    for shard in &shards {
        let rows: i64 = shard.get(1);
        assert!(
            (2_812..=3_437).contains(&rows),
            "shard {}: {rows} rows",
            shard.get::<_, i64>(0)
        );
    }
    let distinct: i64 = db
        .query_one("SELECT count(DISTINCT id) FROM citus_events", &[])
        .unwrap()
        .get(0);
    assert_eq!(distinct, 100_000);

    let id: Ulid = db
        .query_one("SELECT id FROM citus_events WHERE body = 'event 777'", &[])
        .unwrap()
        .get(0);
    let query = format!("SELECT body FROM citus_events WHERE id = '{id}'");
    let plan = explain(&mut db, "COSTS OFF", &query);
    assert!(plan.contains("Task Count: 1"), "{plan}");
    let body: String = db.query_one(&query, &[]).unwrap().get(0);
    assert_eq!(body, "event 777");
}

/// A service's prepared statement with a `ulid` parameter, through
/// tokio-postgres (binary parameters) and sqlx: the right row on every
/// execution, past the five after which PostgreSQL may switch to a
/// generic plan, and one task in the plan of the bound statement.
#[test]
#[ignore = "needs a Citus cluster: scripts/test.sh citus"]
fn citus_prepared_statements_from_rust_clients_route_to_one_shard() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut db = connect("test");
    batch(
        &mut db,
        "CREATE EXTENSION IF NOT EXISTS ulid;
         DROP TABLE IF EXISTS citus_accounts;
         CREATE TABLE citus_accounts (id ulid PRIMARY KEY, name text NOT NULL);
         SELECT create_distributed_table('citus_accounts', 'id');",
    );
    let ids: Vec<Ulid> = (0..20).map(|_| Ulid::new()).collect();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let (client, connection) = tokio_postgres::connect(&url("test"), tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(connection);
        let insert = client
            .prepare("INSERT INTO citus_accounts (id, name) VALUES ($1, $2)")
            .await
            .unwrap();
        for (n, id) in ids.iter().enumerate() {
            client
                .execute(&insert, &[id, &format!("account {n}")])
                .await
                .unwrap();
        }
        let select = client
            .prepare("SELECT id, name FROM citus_accounts WHERE id = $1")
            .await
            .unwrap();
        for (n, id) in ids.iter().enumerate() {
            let row = client.query_one(&select, &[id]).await.unwrap();
            assert_eq!(
                (row.get::<_, Ulid>(0), row.get::<_, String>(1)),
                (*id, format!("account {n}"))
            );
        }
        // EXPLAIN of the statement with its parameter bound (the extended
        // protocol): the coordinator plans it with the value, one task.
        let plan: Vec<String> = client
            .query(
                "EXPLAIN (COSTS OFF) SELECT name FROM citus_accounts WHERE id = $1",
                &[&ids[3]],
            )
            .await
            .unwrap()
            .iter()
            .map(|row| row.get(0))
            .collect();
        assert!(
            plan.iter().any(|line| line.contains("Task Count: 1")),
            "{plan:#?}"
        );

        let pool = sqlx::PgPool::connect(&url("test")).await.unwrap();
        for (n, id) in ids.iter().enumerate() {
            let name: String = sqlx::query_scalar("SELECT name FROM citus_accounts WHERE id = $1")
                .bind(id)
                .fetch_one(&pool)
                .await
                .unwrap();
            assert_eq!(name, format!("account {n}"));
        }
        let new = Ulid::new();
        sqlx::query("INSERT INTO citus_accounts (id, name) VALUES ($1, 'from sqlx')")
            .bind(new)
            .execute(&pool)
            .await
            .unwrap();
        let back: Ulid =
            sqlx::query_scalar("SELECT id FROM citus_accounts WHERE name = 'from sqlx'")
                .fetch_one(&pool)
                .await
                .unwrap();
        assert_eq!(back, new);
    });
}

/// A time window, `id BETWEEN ulid_min_at(t0) AND ulid_max_at(t1)`, on a
/// table hashed by `id`: every shard holds some of any window, so it runs on
/// all 32, with the bounds in each worker's query.
#[test]
#[ignore = "needs a Citus cluster: scripts/test.sh citus"]
fn citus_time_windows_run_on_every_shard_with_the_bounds_pushed_down() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut db = connect("test");
    // One row a minute for a day, from 2026-01-01.
    batch(
        &mut db,
        "CREATE EXTENSION IF NOT EXISTS ulid;
         DROP TABLE IF EXISTS citus_readings;
         CREATE TABLE citus_readings (id ulid PRIMARY KEY, value int NOT NULL);
         SELECT create_distributed_table('citus_readings', 'id', shard_count => 32);
         INSERT INTO citus_readings
           SELECT gen_ulid_at(timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute'), g
           FROM generate_series(0, 1439) g;",
    );
    let window = "id BETWEEN ulid_min_at('2026-01-01 06:00:00+00') AND ulid_max_at('2026-01-01 06:59:59.999+00')";
    let query =
        format!("SELECT count(*), min(value), max(value) FROM citus_readings WHERE {window}");
    let row = db.query_one(&query, &[]).unwrap();
    assert_eq!(
        (
            row.get::<_, i64>(0),
            row.get::<_, i32>(1),
            row.get::<_, i32>(2)
        ),
        (60, 360, 419)
    );
    let plan = explain(&mut db, "VERBOSE, COSTS OFF", &query);
    assert!(plan.contains("Task Count: 32"), "{plan}");
    // The worker's query filters by the key range itself, the bounds
    // computed once on the coordinator.
    let start = Ulid::min_at_ms(1_767_247_200_000); // 2026-01-01 06:00:00 UTC
    let end = Ulid::max_at_ms(1_767_250_799_999);
    let bounds = format!(
        "id OPERATOR(public.>=) '{start}'::public.ulid) AND (id OPERATOR(public.<=) '{end}'::public.ulid)"
    );
    assert!(
        plan.lines()
            .any(|line| line.contains("Query: SELECT") && line.contains(&bounds)),
        "{plan}"
    );

    // The same IDs also range-partitioned by time (bounds from
    // `ulid_min_at`), then distributed: a window still runs on every shard,
    // but each worker reads only the months it covers.
    batch(
        &mut db,
        "DROP TABLE IF EXISTS citus_metrics;
         CREATE TABLE citus_metrics (id ulid NOT NULL, value int NOT NULL) PARTITION BY RANGE (id);
         CREATE TABLE citus_metrics_2026_01 PARTITION OF citus_metrics
           FOR VALUES FROM (ulid_min_at('2026-01-01 00:00:00+00')) TO (ulid_min_at('2026-02-01 00:00:00+00'));
         CREATE TABLE citus_metrics_2026_02 PARTITION OF citus_metrics
           FOR VALUES FROM (ulid_min_at('2026-02-01 00:00:00+00')) TO (ulid_min_at('2026-03-01 00:00:00+00'));
         SELECT create_distributed_table('citus_metrics', 'id', shard_count => 4);
         INSERT INTO citus_metrics
           SELECT gen_ulid_at(timestamptz '2026-01-01 00:00:00+00' + g * interval '1 hour'), g
           FROM generate_series(0, 24 * 59 - 1) g;",
    );
    let january = "SELECT count(*) FROM citus_metrics
                   WHERE id BETWEEN ulid_min_at('2026-01-10 00:00:00+00') AND ulid_max_at('2026-01-10 23:59:59.999+00')";
    assert_eq!(db.query_one(january, &[]).unwrap().get::<_, i64>(0), 24);
    let plan = explain(&mut db, "VERBOSE, COSTS OFF", january);
    assert!(plan.contains("citus_metrics_2026_01_"), "{plan}");
    assert!(
        !plan.contains("citus_metrics_2026_02_"),
        "pruned on the workers: {plan}"
    );
}

/// Colocated tables (an order's lines with the order, by the order's ID)
/// join shard by shard and keep their foreign key; a reference table (on
/// every node) joins any of them.
#[test]
#[ignore = "needs a Citus cluster: scripts/test.sh citus"]
fn citus_colocated_tables_keep_foreign_keys_and_join_reference_tables() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut db = connect("test");
    batch(
        &mut db,
        "CREATE EXTENSION IF NOT EXISTS ulid;
         DROP TABLE IF EXISTS citus_order_lines, citus_orders, citus_products;
         CREATE TABLE citus_products (id ulid PRIMARY KEY DEFAULT gen_ulid(), name text NOT NULL);
         SELECT create_reference_table('citus_products');
         CREATE TABLE citus_orders (id ulid PRIMARY KEY DEFAULT gen_ulid(), customer text NOT NULL);
         SELECT create_distributed_table('citus_orders', 'id');
         CREATE TABLE citus_order_lines (
           order_id ulid NOT NULL, line int NOT NULL, product_id ulid NOT NULL,
           PRIMARY KEY (order_id, line));
         SELECT create_distributed_table('citus_order_lines', 'order_id', colocate_with => 'citus_orders');
         -- Foreign keys once both sides are distributed (Citus refuses
         -- one from a local table to a distributed one).
         ALTER TABLE citus_order_lines ADD FOREIGN KEY (order_id) REFERENCES citus_orders (id);
         ALTER TABLE citus_order_lines ADD FOREIGN KEY (product_id) REFERENCES citus_products (id);
         INSERT INTO citus_products (name) VALUES ('pen'), ('ink');
         INSERT INTO citus_orders (customer) SELECT 'customer ' || g FROM generate_series(1, 200) g;
         INSERT INTO citus_order_lines
           SELECT o.id, l, p.id FROM citus_orders o, generate_series(1, 3) l,
                  citus_products p WHERE p.name = CASE WHEN l = 1 THEN 'ink' ELSE 'pen' END;",
    );
    let row = db
        .query_one(
            "SELECT count(*), count(DISTINCT o.id), sum((p.name = 'ink')::int)
             FROM citus_orders o JOIN citus_order_lines l ON l.order_id = o.id
             JOIN citus_products p ON p.id = l.product_id",
            &[],
        )
        .unwrap();
    assert_eq!(
        (
            row.get::<_, i64>(0),
            row.get::<_, i64>(1),
            row.get::<_, i64>(2)
        ),
        (600, 200, 200)
    );
    // The foreign key holds on the workers: a line of no order is refused,
    // as 23503 for a plain INSERT; an INSERT ... SELECT, which the
    // coordinator sends to the workers by COPY, reports the same words as
    // XX000 (an internal error), so a client that matches 23503 misses it.
    let product: Ulid = db
        .query_one("SELECT id FROM citus_products LIMIT 1", &[])
        .unwrap()
        .get(0);
    let plain = db
        .execute(
            "INSERT INTO citus_order_lines VALUES ($1, 1, $2)",
            &[&Ulid::new(), &product],
        )
        .unwrap_err();
    let selected = db
        .execute(
            "INSERT INTO citus_order_lines SELECT gen_ulid(), 1, id FROM citus_products LIMIT 1",
            &[],
        )
        .unwrap_err();
    for (err, code) in [
        (plain, postgres::error::SqlState::FOREIGN_KEY_VIOLATION),
        (selected, postgres::error::SqlState::INTERNAL_ERROR),
    ] {
        let db_error = err.as_db_error().expect("a server error");
        assert_eq!(db_error.code(), &code, "{err:?}");
        assert!(
            db_error
                .message()
                .contains("violates foreign key constraint"),
            "{err:?}"
        );
    }
}

/// `COPY` in text (psql's `\copy`, as a DBA moves data) and in binary (a
/// client's `COPY ... (FORMAT binary)`: the 16 bytes), into distributed
/// tables; then a shard moved to the other worker and the table rebalanced:
/// every ID's bytes, in order, unchanged throughout.
#[test]
#[ignore = "needs a Citus cluster: scripts/test.sh citus"]
fn citus_copy_and_shard_moves_keep_every_byte() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut db = connect("test");
    batch(
        &mut db,
        "CREATE EXTENSION IF NOT EXISTS ulid;
         DROP TABLE IF EXISTS citus_source, citus_text_copy, citus_binary_copy;
         CREATE TABLE citus_source (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int NOT NULL);
         SELECT create_distributed_table('citus_source', 'id', shard_count => 8);
         INSERT INTO citus_source (n) SELECT g FROM generate_series(1, 5000) g;
         CREATE TABLE citus_text_copy (id ulid PRIMARY KEY, n int NOT NULL);
         SELECT create_distributed_table('citus_text_copy', 'id', shard_count => 8);
         CREATE TABLE citus_binary_copy (id ulid PRIMARY KEY, n int NOT NULL);
         SELECT create_distributed_table('citus_binary_copy', 'id', shard_count => 8);",
    );
    let source = digest(&mut db, "citus_source");
    assert_eq!(source.0, 5000);

    // Text, through psql, as a DBA would.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("source.txt");
    let file = file.to_str().unwrap();
    psql(
        &url("test"),
        &format!("\\copy citus_source TO '{file}'\n\\copy citus_text_copy FROM '{file}'\n"),
    );
    assert_eq!(digest(&mut db, "citus_text_copy"), source);

    // Binary, through a client.
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(
        &mut db
            .copy_out("COPY citus_source TO STDOUT (FORMAT binary)")
            .unwrap(),
        &mut bytes,
    )
    .unwrap();
    let mut writer = db
        .copy_in("COPY citus_binary_copy FROM STDIN (FORMAT binary)")
        .unwrap();
    std::io::Write::write_all(&mut writer, &bytes).unwrap();
    writer.finish().unwrap();
    assert_eq!(digest(&mut db, "citus_binary_copy"), source);

    // A shard of the source moved from one worker to the other (logical
    // replication: it has a primary key), then the table rebalanced.
    let (shard, from, to) = first_shard(&mut db, "citus_source");
    db.execute(
        "SELECT citus_move_shard_placement($1, '127.0.0.1', $2, '127.0.0.1', $3)",
        &[&shard, &from, &to],
    )
    .unwrap();
    let now: i32 = db
        .query_one(
            "SELECT nodeport FROM citus_shards WHERE shardid = $1",
            &[&shard],
        )
        .unwrap()
        .get(0);
    assert_eq!(now, to);
    assert_eq!(digest(&mut db, "citus_source"), source);
    batch(&mut db, "SELECT rebalance_table_shards('citus_source');");
    assert_eq!(digest(&mut db, "citus_source"), source);
}

/// What Citus refuses, pinned, each beside the rewrite that works: a
/// `uuid` table cannot be colocated with a `ulid` one (their hash functions
/// differ), so a join of the two on `uuid_col = ulid_col::uuid` is refused,
/// even with repartition joins allowed, while the same join through a
/// materialized CTE or an `IN` subquery (planned apart, their results sent
/// to the workers) answers; a shard of a table without a primary key or
/// replica identity cannot move by logical replication, but moves with
/// `block_writes`.
#[test]
#[ignore = "needs a Citus cluster: scripts/test.sh citus"]
fn citus_refusals_and_their_rewrites() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let mut db = connect("test");
    batch(
        &mut db,
        "CREATE EXTENSION IF NOT EXISTS ulid;
         DROP TABLE IF EXISTS citus_users, citus_legacy, citus_log;
         CREATE TABLE citus_users (id ulid PRIMARY KEY, name text);
         SELECT create_distributed_table('citus_users', 'id');
         INSERT INTO citus_users SELECT gen_ulid(), 'user ' || g FROM generate_series(1, 100) g;
         CREATE TABLE citus_legacy (user_id uuid PRIMARY KEY, note text);
         INSERT INTO citus_legacy SELECT id::uuid, 'note' FROM citus_users;",
    );
    let err = db
        .batch_execute("SELECT create_distributed_table('citus_legacy', 'user_id', colocate_with => 'citus_users')")
        .unwrap_err();
    let message = server_message(&err);
    assert!(message.contains("cannot colocate"), "{err:?}");
    batch(
        &mut db,
        "SELECT create_distributed_table('citus_legacy', 'user_id');",
    );

    let join = "SELECT count(*) FROM citus_users u JOIN citus_legacy l ON l.user_id = u.id::uuid";
    for repartition in ["off", "on"] {
        batch(
            &mut db,
            &format!("SET citus.enable_repartition_joins = {repartition};"),
        );
        let err = db.query_one(join, &[]).unwrap_err();
        let message = server_message(&err);
        assert!(
            message.contains("complex joins are only supported"),
            "{err:?}"
        );
    }
    batch(&mut db, "RESET citus.enable_repartition_joins;");
    for rewrite in [
        "WITH u AS MATERIALIZED (SELECT id::uuid AS user_id FROM citus_users)
         SELECT count(*) FROM u JOIN citus_legacy l USING (user_id)",
        "SELECT count(*) FROM citus_users u WHERE u.id::uuid IN (SELECT user_id FROM citus_legacy)",
    ] {
        let count: i64 = db.query_one(rewrite, &[]).unwrap().get(0);
        assert_eq!(count, 100, "{rewrite}");
    }

    batch(
        &mut db,
        "CREATE TABLE citus_log (id ulid NOT NULL, line text);
         SELECT create_distributed_table('citus_log', 'id', shard_count => 4, colocate_with => 'none');
         INSERT INTO citus_log SELECT gen_ulid(), 'line' FROM generate_series(1, 100);",
    );
    let (shard, from, to) = first_shard(&mut db, "citus_log");
    let err = db
        .execute(
            "SELECT citus_move_shard_placement($1, '127.0.0.1', $2, '127.0.0.1', $3)",
            &[&shard, &from, &to],
        )
        .unwrap_err();
    let message = server_message(&err);
    assert!(
        message.contains("doesn't have a REPLICA IDENTITY or PRIMARY KEY"),
        "{err:?}"
    );
    db.execute(
        "SELECT citus_move_shard_placement($1, '127.0.0.1', $2, '127.0.0.1', $3,
                shard_transfer_mode => 'block_writes')",
        &[&shard, &from, &to],
    )
    .unwrap();
    let rows: i64 = db
        .query_one("SELECT count(*) FROM citus_log", &[])
        .unwrap()
        .get(0);
    assert_eq!(rows, 100);
}

/// The SQL file (`sql/postgres/ulid.sql`, ULIDs in `uuid` columns, for
/// servers without the extension) on Citus: its functions reach the
/// workers, a `uuid` key made by its `gen_ulid()` distributes and routes,
/// and its time bounds select a window.
#[test]
#[ignore = "needs a Citus cluster: scripts/test.sh citus"]
fn citus_takes_the_uuid_sql_files_keys() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let sql_file = concat!(env!("CARGO_MANIFEST_DIR"), "/../sql/postgres/ulid.sql");
    psql(&url("sqlfile"), &format!("\\i {sql_file}\n"));
    let mut db = connect("sqlfile");
    batch(
        &mut db,
        "DROP TABLE IF EXISTS citus_notes;
         CREATE TABLE citus_notes (id uuid PRIMARY KEY DEFAULT gen_ulid(), n int NOT NULL);
         SELECT create_distributed_table('citus_notes', 'id', shard_count => 8);
         INSERT INTO citus_notes (n) SELECT g FROM generate_series(1, 1000) g;
         INSERT INTO citus_notes (id, n) VALUES (gen_ulid_at('2020-06-01 12:00:00+00'), 0);",
    );
    let shards: i64 = db
        .query_one(
            "SELECT count(DISTINCT get_shard_id_for_distribution_column('citus_notes', id)) FROM citus_notes",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(shards, 8);
    let window = "SELECT n FROM citus_notes
                  WHERE id BETWEEN ulid_min_at('2020-06-01') AND ulid_max_at('2020-06-02')";
    let rows = db.query(window, &[]).unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].get::<_, i32>(0), 0);
    let id: Ulid = db
        .query_one("SELECT id FROM citus_notes WHERE n = 500", &[])
        .unwrap()
        .get(0);
    assert!(id.timestamp_ms() > 1_700_000_000_000);
    let mut text = [0; ulid_core::UUID_TEXT_LEN];
    let query = format!(
        "SELECT n FROM citus_notes WHERE id = '{}'",
        id.encode_uuid(&mut text)
    );
    let plan = explain(&mut db, "COSTS OFF", &query);
    assert!(plan.contains("Task Count: 1"), "{plan}");
}
