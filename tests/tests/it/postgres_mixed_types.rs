//! `uuid` and `ulid` side by side, as after a key moved to `ulid` while the
//! tables that reference it kept `uuid` columns: the mixed comparisons use
//! indexes on either side (a `ulid` column's own, a `uuid` column's built
//! with `uuid_ulid_ops`), foreign keys across the two types check through
//! indexes, and nested-loop, merge and hash joins work across them, each
//! shown by `EXPLAIN` and each giving what the same tables all in `uuid`
//! give.

use ulid_tests::servers::{self, psql};

/// A database of its own with `parent` (a `ulid` key), `child` (`uuid`
/// references to it, through a foreign key, indexed with `uuid_ulid_ops`),
/// and `uuid_parent`/`uuid_child`, the same rows all in `uuid`.
fn database() -> String {
    servers::postgres_database_url(
        "ulid_extension_mixed",
        "CREATE EXTENSION ulid;
         CREATE TABLE parent (id ulid PRIMARY KEY, n int NOT NULL);
         CREATE TABLE child (
             id ulid PRIMARY KEY DEFAULT gen_ulid(),
             parent_id uuid NOT NULL REFERENCES parent ON DELETE CASCADE
         );
         CREATE INDEX child_parent ON child (parent_id uuid_ulid_ops);
         INSERT INTO parent SELECT gen_ulid_at(now() - g * interval '1 minute'), g
             FROM generate_series(1, 2000) g;
         INSERT INTO child (parent_id) SELECT id FROM parent, generate_series(1, 20);
         CREATE TABLE uuid_parent (id uuid PRIMARY KEY, n int NOT NULL);
         CREATE TABLE uuid_child (id uuid PRIMARY KEY, parent_id uuid NOT NULL REFERENCES uuid_parent);
         CREATE INDEX uuid_child_parent ON uuid_child (parent_id);
         INSERT INTO uuid_parent SELECT id, n FROM parent;
         INSERT INTO uuid_child SELECT id, parent_id FROM child;
         ANALYZE;",
    )
}

/// `EXPLAIN (COSTS OFF)` of `query` after `settings` (planner switches).
fn plan(url: &str, settings: &str, query: &str) -> String {
    psql(url, &format!("{settings}\nEXPLAIN (COSTS OFF) {query}"))
}

/// One `parent` key as text.
fn some_parent(url: &str) -> String {
    psql(url, "SELECT id FROM parent WHERE n = 1000")
        .trim()
        .to_owned()
}

#[test]
fn a_ulid_index_serves_uuid_values() {
    let url = database();
    let id = some_parent(&url);
    let found = plan(
        &url,
        "",
        &format!("SELECT n FROM parent WHERE id = '{id}'::ulid::uuid"),
    );
    assert!(found.contains("Index Scan using parent_pkey"), "{found}");
    assert!(
        found.contains("::uuid"),
        "the uuid operand stays uuid: {found}"
    );
    let window = plan(
        &url,
        "SET enable_seqscan = off;",
        "SELECT count(*) FROM parent
         WHERE id BETWEEN ulid_min_at(now() - interval '1 hour')::uuid AND ulid_max_at(now())::uuid",
    );
    assert!(window.contains("parent_pkey"), "{window}");
    let counts = psql(
        &url,
        &format!(
            "SELECT (SELECT n FROM parent WHERE id = '{id}'::ulid::uuid),
                    (SELECT count(*) FROM parent WHERE id < '{id}'::ulid::uuid),
                    (SELECT count(*) FROM uuid_parent WHERE id < '{id}'::ulid::uuid)"
        ),
    );
    assert_eq!(counts.trim(), "1000|1000|1000");
}

#[test]
fn a_uuid_index_with_uuid_ulid_ops_serves_ulid_values() {
    let url = database();
    let id = some_parent(&url);
    let found = plan(
        &url,
        "SET enable_bitmapscan = off;",
        &format!("SELECT count(*) FROM child WHERE parent_id = '{id}'::ulid"),
    );
    assert!(uses_index(&found, "child_parent"), "{found}");
    // uuid's own operator class (uuid_child_parent) does not hold the
    // mixed operators: that index is not used for a ulid value.
    let plain = plan(
        &url,
        "SET enable_bitmapscan = off;",
        &format!("SELECT count(*) FROM uuid_child WHERE parent_id = '{id}'::ulid"),
    );
    assert!(!plain.contains("uuid_child_parent"), "{plain}");
    let counts = psql(
        &url,
        &format!(
            "SELECT (SELECT count(*) FROM child WHERE parent_id = '{id}'::ulid),
                    (SELECT count(*) FROM child WHERE parent_id > '{id}'::ulid),
                    (SELECT count(*) FROM uuid_child WHERE parent_id > '{id}'::ulid::uuid)"
        ),
    );
    assert_eq!(counts.trim(), "20|19980|19980");
}

/// Nested loop over the child's index, merge join and hash join, each
/// forced in turn, count what the same join all in uuid counts.
#[test]
fn joins_across_the_types() {
    let url = database();
    let query = "SELECT count(*) FROM parent p JOIN child c ON c.parent_id = p.id WHERE p.n <= 50";
    let expected = psql(
        &url,
        "SELECT count(*) FROM uuid_parent p JOIN uuid_child c ON c.parent_id = p.id WHERE p.n <= 50",
    );
    assert_eq!(expected.trim(), "1000");
    for (settings, join) in [
        (
            "SET enable_hashjoin = off; SET enable_mergejoin = off; SET enable_bitmapscan = off;",
            "Nested Loop",
        ),
        (
            "SET enable_hashjoin = off; SET enable_nestloop = off;",
            "Merge Join",
        ),
        (
            "SET enable_mergejoin = off; SET enable_nestloop = off;",
            "Hash Join",
        ),
    ] {
        let shown = plan(&url, settings, query);
        assert!(shown.contains(join), "{join}: {shown}");
        if join == "Nested Loop" {
            assert!(
                shown.contains("using child_parent"),
                "the child's index: {shown}"
            );
        }
        let count = psql(&url, &format!("{settings}\n{query}"));
        assert_eq!(count, expected, "{join}");
    }
}

/// The plans the foreign key's triggers run, as auto_explain logs them
/// (with the nested statements) to the client for `statement`.
fn trigger_plans(url: &str, statement: &str) -> String {
    let script = format!(
        "LOAD 'auto_explain';
         SET auto_explain.log_min_duration = 0;
         SET auto_explain.log_nested_statements = on;
         SET client_min_messages = log;
         BEGIN;
         {statement};
         ROLLBACK;"
    );
    let output = servers::run_with_input(
        &servers::pg_tool("psql"),
        &[url, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-f", "-"],
        &script,
    );
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{stderr}");
    stderr
}

/// Whether `plan` reads `index` (an index scan, an index-only scan or a
/// bitmap index scan).
fn uses_index(plan: &str, index: &str) -> bool {
    plan.contains(&format!("Scan using {index} "))
        || plan.contains(&format!("Bitmap Index Scan on {index} "))
}

/// A foreign key from a `uuid` column to a `ulid` key checks through the
/// child's `uuid_ulid_ops` index when a parent goes (ON DELETE CASCADE) and
/// through the parent's key when a child comes; one from a `ulid` column to
/// a `uuid` key (whose unique index is `uuid_ulid_ops`) likewise.
#[test]
fn foreign_keys_across_the_types_check_through_indexes() {
    let url = database();
    let deleted = trigger_plans(&url, "DELETE FROM parent WHERE n <= 50");
    assert!(
        deleted.contains("DELETE FROM ONLY \"public\".\"child\"")
            && uses_index(&deleted, "child_parent"),
        "ON DELETE CASCADE's lookups in child:\n{deleted}"
    );
    assert!(!deleted.contains("Seq Scan on child"), "{deleted}");
    let inserted = trigger_plans(
        &url,
        "INSERT INTO child (parent_id) SELECT id FROM parent WHERE n <= 5",
    );
    assert!(
        uses_index(&inserted, "parent_pkey"),
        "the insert's check in parent:\n{inserted}"
    );

    // The reverse: a ulid column referencing a uuid key, whose unique
    // index is uuid_ulid_ops (PostgreSQL makes a primary key only on a
    // type's default class, so it is a unique index).
    psql(
        &url,
        "CREATE TABLE IF NOT EXISTS uuid_key (id uuid NOT NULL, n int);
         CREATE UNIQUE INDEX IF NOT EXISTS uuid_key_id ON uuid_key (id uuid_ulid_ops);
         CREATE TABLE IF NOT EXISTS ulid_ref (id ulid PRIMARY KEY DEFAULT gen_ulid(),
             key_id ulid NOT NULL REFERENCES uuid_key (id) ON DELETE CASCADE);
         CREATE INDEX IF NOT EXISTS ulid_ref_key ON ulid_ref (key_id);
         TRUNCATE uuid_key CASCADE;
         INSERT INTO uuid_key SELECT id, n FROM parent;
         INSERT INTO ulid_ref (key_id) SELECT id FROM uuid_key, generate_series(1, 20);
         ANALYZE uuid_key, ulid_ref;",
    );
    let deleted = trigger_plans(&url, "DELETE FROM uuid_key WHERE n > 1900");
    assert!(
        uses_index(&deleted, "ulid_ref_key") && !deleted.contains("Seq Scan on ulid_ref"),
        "ON DELETE CASCADE's lookups in ulid_ref:\n{deleted}"
    );
    let left = psql(
        &url,
        "DELETE FROM uuid_key WHERE n > 1990; SELECT count(*) FROM ulid_ref",
    );
    assert_eq!(left.trim(), "39800", "the cascade removed 10 keys' rows");
}
