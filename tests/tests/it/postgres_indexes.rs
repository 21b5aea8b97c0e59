//! The indexes and partitions DBAs of time-ordered keys use, each shown
//! by `EXPLAIN` on the live server: BRIN (minmax, minmax-multi, bloom)
//! serving a time window, hash partitions on a `ulid` key and range
//! partitions bounded with `ulid_min_at`, pruned, with `ulid` and `uuid`
//! values; and PostgreSQL 18's btree skip scan.

use ulid_tests::servers::{self, psql};

/// A database of its own with `ev`, 43,201 keys a minute apart through
/// January 2026 (inserted in time order, as `gen_ulid()` inserts them),
/// and the partitioned tables.
fn database() -> String {
    servers::postgres_database_url(
        "ulid_extension_indexes",
        "CREATE EXTENSION ulid;
         CREATE TABLE ev (id ulid NOT NULL, n int NOT NULL);
         INSERT INTO ev SELECT gen_ulid_at(t), extract(epoch FROM t)::int
             FROM generate_series('2026-01-01 00:00:00+00'::timestamptz, '2026-01-31 00:00:00+00', '1 minute') t;
         CREATE TABLE by_hash (id ulid PRIMARY KEY, n int) PARTITION BY HASH (id);
         CREATE TABLE by_hash_0 PARTITION OF by_hash FOR VALUES WITH (MODULUS 4, REMAINDER 0);
         CREATE TABLE by_hash_1 PARTITION OF by_hash FOR VALUES WITH (MODULUS 4, REMAINDER 1);
         CREATE TABLE by_hash_2 PARTITION OF by_hash FOR VALUES WITH (MODULUS 4, REMAINDER 2);
         CREATE TABLE by_hash_3 PARTITION OF by_hash FOR VALUES WITH (MODULUS 4, REMAINDER 3);
         INSERT INTO by_hash SELECT id, n FROM ev;
         CREATE TABLE by_month (id ulid PRIMARY KEY, n int) PARTITION BY RANGE (id);
         CREATE TABLE by_month_2025_12 PARTITION OF by_month
             FOR VALUES FROM (ulid_min_at('2025-12-01 00:00:00+00')) TO (ulid_min_at('2026-01-01 00:00:00+00'));
         CREATE TABLE by_month_2026_01 PARTITION OF by_month
             FOR VALUES FROM (ulid_min_at('2026-01-01 00:00:00+00')) TO (ulid_min_at('2026-02-01 00:00:00+00'));
         CREATE TABLE by_month_2026_02 PARTITION OF by_month
             FOR VALUES FROM (ulid_min_at('2026-02-01 00:00:00+00')) TO (ulid_min_at('2026-03-01 00:00:00+00'));
         INSERT INTO by_month SELECT id, n FROM ev;
         ANALYZE;",
    )
}

/// January 10th's keys, with the bounds as `ulid` or `uuid`.
fn one_day(bound_type: &str) -> String {
    format!(
        "id BETWEEN ulid_min_at('2026-01-10 00:00:00+00')::{bound_type}
                AND ulid_max_at('2026-01-10 23:59:59.999+00')::{bound_type}"
    )
}

/// How many of `ev`'s keys are January 10th's.
fn window(bound_type: &str) -> String {
    format!("SELECT count(*) FROM ev WHERE {}", one_day(bound_type))
}

/// Each BRIN class alone on `ev`: the planner takes it for a time window
/// (with `ulid` and with `uuid` bounds, as clients send them) or, for
/// bloom, an equality, and it finds what a scan of the table finds.
#[test]
fn brin_indexes_serve_a_time_window() {
    let url = database();
    let expected = psql(
        &url,
        &format!(
            "SET enable_indexscan = off; SET enable_bitmapscan = off; {}",
            window("ulid")
        ),
    );
    assert_eq!(expected.trim(), "1440", "a day of minutes");
    let some = psql(&url, "SELECT id FROM ev ORDER BY n OFFSET 4321 LIMIT 1");
    let equal = format!("SELECT count(*) FROM ev WHERE id = '{}'", some.trim());
    for (class, queries) in [
        ("ulid_minmax_ops", vec![window("ulid"), window("uuid")]),
        (
            "ulid_minmax_multi_ops",
            vec![window("ulid"), window("uuid")],
        ),
        (
            "ulid_bloom_ops",
            vec![equal.clone(), format!("{equal}::ulid::uuid")],
        ),
    ] {
        psql(
            &url,
            &format!(
                "DROP INDEX IF EXISTS ev_brin; CREATE INDEX ev_brin ON ev USING brin (id {class}); ANALYZE ev;"
            ),
        );
        for query in queries {
            let plan = psql(
                &url,
                &format!("SET enable_seqscan = off; EXPLAIN (COSTS OFF) {query}"),
            );
            assert!(
                plan.contains("Bitmap Index Scan on ev_brin"),
                "{class}: {query}\n{plan}"
            );
            let found = psql(&url, &format!("SET enable_seqscan = off; {query}"));
            let wanted = if query.contains("BETWEEN") {
                expected.clone()
            } else {
                "1\n".to_owned()
            };
            assert_eq!(found, wanted, "{class}: {query}");
        }
    }
    // The default BRIN class is minmax, as uuid's.
    psql(
        &url,
        "DROP INDEX ev_brin; CREATE INDEX ev_brin ON ev USING brin (id);",
    );
    let class = psql(
        &url,
        "SELECT opcname FROM pg_index i JOIN pg_opclass c ON c.oid = i.indclass[0]
         WHERE indexrelid = 'ev_brin'::regclass",
    );
    assert_eq!(class.trim(), "ulid_minmax_ops");
    psql(&url, "DROP INDEX ev_brin");
}

/// Hash partitions on a `ulid` key (extended hash): a key's partition
/// alone is scanned, for a `ulid` and a `uuid` value, and finds the row.
#[test]
fn hash_partitions_are_pruned() {
    let url = database();
    let id = psql(&url, "SELECT id FROM ev ORDER BY n OFFSET 1234 LIMIT 1");
    let id = id.trim();
    for value in [format!("'{id}'::ulid"), format!("'{id}'::ulid::uuid")] {
        let query = format!("SELECT n FROM by_hash WHERE id = {value}");
        let plan = psql(&url, &format!("EXPLAIN (COSTS OFF) {query}"));
        assert_eq!(
            plan.matches("on by_hash_").count(),
            1,
            "one partition: {plan}"
        );
        let found = psql(&url, &query);
        let expected = psql(&url, &format!("SELECT n FROM ev WHERE id = '{id}'"));
        assert_eq!(found, expected);
    }
    let spread = psql(
        &url,
        "SELECT string_agg(tableoid::regclass::text || '=' || n, ',' ORDER BY tableoid::regclass::text)
         FROM (SELECT tableoid, count(*) AS n FROM by_hash GROUP BY tableoid) s",
    );
    assert_eq!(
        spread.matches("by_hash_").count(),
        4,
        "every partition used: {spread}"
    );
}

/// Range partitions bounded with `ulid_min_at`: a time window reads only
/// the months it covers, with `ulid` and `uuid` bounds, and at run time
/// (a generic plan of a prepared statement).
#[test]
fn range_partitions_are_pruned_by_time() {
    let url = database();
    for bound_type in ["ulid", "uuid"] {
        let query = format!(
            "SELECT count(*) FROM by_month WHERE {}",
            one_day(bound_type)
        );
        let plan = psql(&url, &format!("EXPLAIN (COSTS OFF) {query}"));
        assert!(plan.contains("by_month_2026_01"), "{plan}");
        assert!(
            !plan.contains("by_month_2025_12") && !plan.contains("by_month_2026_02"),
            "{plan}"
        );
        assert_eq!(psql(&url, &query).trim(), "1440");
    }
    let plan = psql(
        &url,
        "SET plan_cache_mode = force_generic_plan;
         PREPARE month(timestamptz, timestamptz) AS
             SELECT count(*) FROM by_month WHERE id BETWEEN ulid_min_at($1) AND ulid_max_at($2);
         EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
             EXECUTE month('2026-01-10 00:00:00+00', '2026-01-10 23:59:59.999+00');",
    );
    assert!(
        plan.contains("Subplans Removed: 2"),
        "pruned at run time: {plan}"
    );
}

/// PostgreSQL 18's skip scan: an index on (tenant, id) serves a condition
/// on id alone, as for uuid (the extension declares uuid's skip support
/// for ulid there).
#[test]
fn btree_skip_scan_on_postgres_18() {
    let url = database();
    if !servers::postgres_is_at_least(&url, 18) {
        return;
    }
    psql(
        &url,
        "CREATE TABLE IF NOT EXISTS tenant_ev (tenant int NOT NULL, id ulid NOT NULL);
         TRUNCATE tenant_ev;
         INSERT INTO tenant_ev SELECT n % 4, id FROM ev;
         CREATE INDEX IF NOT EXISTS tenant_ev_key ON tenant_ev (tenant, id);
         VACUUM ANALYZE tenant_ev;",
    );
    let support = psql(
        &url,
        "SELECT count(*) FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily
         WHERE f.opfname = 'ulid_ops' AND p.amprocnum = 6",
    );
    assert_eq!(
        support.trim(),
        "2",
        "skip support for (ulid, ulid) and (uuid, uuid)"
    );
    let query = format!("SELECT count(*) FROM tenant_ev WHERE {}", one_day("ulid"));
    let plan = psql(
        &url,
        &format!(
            "SET enable_seqscan = off; SET enable_bitmapscan = off; EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) {query}"
        ),
    );
    assert!(plan.contains("using tenant_ev_key"), "{plan}");
    assert!(plan.contains("Index Searches: "), "{plan}");
    let searches: u32 = plan
        .lines()
        .find_map(|line| line.trim().strip_prefix("Index Searches: "))
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        searches <= 10,
        "a skip scan: a few descents, not the whole index ({searches}): {plan}"
    );
    assert_eq!(psql(&url, &query).trim(), "1440");
}
