//! `sql/postgres/move-to-extension.sql` on schemas as DBAs have them: keys
//! referenced through chains of foreign keys, partitioned tables (altered
//! at the root), a partition key (kept `uuid`), expression indexes, `CHECK`s
//! and defaults that call the file's functions (made again); and a refusal,
//! naming each object and what to do, where PostgreSQL cannot carry one
//! over (views, generated columns, function bodies, a partition key that
//! calls the file), before anything changed.

use ulid_tests::servers::{self, pg_tool, psql};

use crate::sql_files::{MOVE_FILE, POSTGRES_FILE, psql_file};

/// `psql -f move-to-extension.sql` on `url`: whether it succeeded, and what
/// psql printed to standard error (the NOTICEs, or the refusal).
fn run_move(url: &str) -> (bool, String) {
    let output = std::process::Command::new(pg_tool("psql"))
        .args([url, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-f", MOVE_FILE])
        .output()
        .unwrap_or_else(|err| panic!("cannot run psql: {err}"));
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Each column's type and default, one line each, sorted.
fn columns(url: &str) -> String {
    psql(
        url,
        "SELECT string_agg(format('%s.%s %s %s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                                  coalesce(pg_get_expr(d.adbin, d.adrelid), '-')), E'\\n' ORDER BY c.relname, a.attname)
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
         WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
           AND a.attnum > 0 AND NOT a.attisdropped",
    )
}

#[test]
fn postgres_move_carries_a_real_schema_over() {
    let url = servers::postgres_database_url("ulid_move_real", "");
    psql_file(&url, POSTGRES_FILE);
    psql(
        &url,
        "CREATE TABLE parent (id uuid PRIMARY KEY DEFAULT gen_ulid(), name text, CHECK (ulid_time_ms(id) > 0));
         CREATE INDEX parent_time ON parent (ulid_time(id));
         CREATE TABLE child (
             id uuid PRIMARY KEY DEFAULT gen_random_ulid(),
             parent_id uuid NOT NULL REFERENCES parent ON DELETE CASCADE,
             backfilled uuid DEFAULT gen_ulid_at('2020-01-01 00:00:00+00')
         );
         CREATE INDEX child_parent ON child (parent_id);
         CREATE TABLE grandchild (child_id uuid NOT NULL REFERENCES child);
         CREATE TABLE event (id uuid DEFAULT gen_ulid(), day date NOT NULL, PRIMARY KEY (id, day))
             PARTITION BY RANGE (day);
         CREATE TABLE event_2026 PARTITION OF event FOR VALUES FROM ('2026-01-01') TO ('2027-01-01');
         CREATE INDEX event_time ON event (ulid_time(id));
         CREATE TABLE spread (id uuid PRIMARY KEY DEFAULT gen_ulid()) PARTITION BY HASH (id);
         CREATE TABLE spread_0 PARTITION OF spread FOR VALUES WITH (MODULUS 2, REMAINDER 0);
         CREATE TABLE spread_1 PARTITION OF spread FOR VALUES WITH (MODULUS 2, REMAINDER 1);
         CREATE TABLE tag (id uuid PRIMARY KEY DEFAULT gen_ulid_v7(), token uuid DEFAULT gen_random_ulid_v7());
         INSERT INTO tag SELECT FROM generate_series(1, 10);
         INSERT INTO parent (name) SELECT 'p' || g FROM generate_series(1, 50) g;
         INSERT INTO child (parent_id) SELECT id FROM parent, generate_series(1, 4);
         INSERT INTO grandchild SELECT id FROM child;
         INSERT INTO event (day) SELECT '2026-05-01' FROM generate_series(1, 20);
         INSERT INTO spread SELECT FROM generate_series(1, 20);",
    );
    let ids = "SELECT string_agg(t, ',' ORDER BY t) FROM (
        SELECT ulid_to_text(id) AS t FROM parent UNION ALL SELECT ulid_to_text(parent_id) FROM child
        UNION ALL SELECT ulid_to_text(child_id) FROM grandchild UNION ALL SELECT ulid_to_text(id) FROM event
        UNION ALL SELECT ulid_to_text(id) FROM spread UNION ALL SELECT ulid_to_text(id) FROM tag
        UNION ALL SELECT ulid_to_text(token) FROM tag) s";
    let before = psql(&url, ids);

    let (moved, notices) = run_move(&url);
    assert!(moved, "{notices}");
    for line in [
        "parent.id is now ulid",
        "child.id is now ulid",
        "child.parent_id is now ulid",
        "child.backfilled is now ulid",
        "grandchild.child_id is now ulid",
        "event.id is now ulid",
        "spread.id is in the partition key of spread",
        "tag.id is now ulid",
        "tag.token is now ulid",
    ] {
        assert!(notices.contains(line), "{line}:\n{notices}");
    }
    assert_eq!(
        columns(&url).trim(),
        "child.backfilled ulid gen_ulid_at('2020-01-01 00:00:00+00'::timestamp with time zone)
child.id ulid gen_random_ulid()
child.parent_id ulid -
event.day date -
event.id ulid gen_ulid()
event_2026.day date -
event_2026.id ulid gen_ulid()
grandchild.child_id ulid -
parent.id ulid gen_ulid()
parent.name text -
spread.id uuid gen_ulid()
spread_0.id uuid gen_ulid()
spread_1.id uuid gen_ulid()
tag.id ulid gen_ulid_v7()
tag.token ulid gen_random_ulid_v7()"
    );
    assert_eq!(psql(&url, ids), before, "every ID the same");
    let made_again = psql(
        &url,
        "SELECT string_agg(indexdef, E'\\n' ORDER BY indexdef) FROM pg_indexes
         WHERE indexname IN ('parent_time', 'event_time', 'child_parent');
         SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'parent_id_check';
         SELECT count(*) FROM pg_proc WHERE proname = 'ulid_time' AND pronamespace = 'public'::regnamespace;",
    );
    assert_eq!(
        made_again,
        "CREATE INDEX child_parent ON public.child USING btree (parent_id)
CREATE INDEX event_time ON ONLY public.event USING btree (ulid_time(id))
CREATE INDEX parent_time ON public.parent USING btree (ulid_time(id))
CHECK ((ulid_time_ms(id) > 0))
1
"
    );
    let works = psql(
        &url,
        "INSERT INTO parent (name) VALUES ('new'); INSERT INTO spread DEFAULT VALUES;
         INSERT INTO event (day) VALUES ('2026-06-01');
         DELETE FROM grandchild; DELETE FROM parent WHERE name = 'p1';
         SELECT (SELECT count(*) FROM child), (SELECT count(*) FROM event_2026 WHERE ulid_time(id) > now() - interval '1 day'),
                (SELECT count(*) FROM spread);",
    );
    assert_eq!(works.trim(), "196|21|21");
}

#[test]
fn postgres_move_refuses_what_it_cannot_carry_and_changes_nothing() {
    let url = servers::postgres_database_url("ulid_move_refused", "");
    psql_file(&url, POSTGRES_FILE);
    psql(
        &url,
        "CREATE TABLE ev (id uuid PRIMARY KEY DEFAULT gen_ulid(), at timestamptz GENERATED ALWAYS AS (ulid_time(id)) STORED);
         CREATE VIEW ev_ids AS SELECT id FROM ev;
         CREATE MATERIALIZED VIEW ev_texts AS SELECT ulid_to_text(id) FROM ev;
         CREATE FUNCTION ev_text(uuid) RETURNS text LANGUAGE sql BEGIN ATOMIC SELECT ulid_to_text($1); END;
         CREATE TABLE by_time (id uuid, n int) PARTITION BY RANGE (ulid_time_ms(id));",
    );
    let before = columns(&url);
    let (moved, refusal) = run_move(&url);
    assert!(!moved);
    for line in [
        "the move to the extension ulid would not carry these objects over; nothing was changed",
        "view ev_ids uses ev.id, which moves to ulid: drop the view before the move and create it again after",
        "materialized view ev_texts calls the file's functions: drop it before the move and make it again after",
        "the generated column ev.at uses ev.id, which moves to ulid",
        "the generated column ev.at calls the file's functions: drop it before the move and add it again after",
        "function ev_text(uuid) calls the file's functions",
        "the partition key of by_time calls the file's functions",
    ] {
        assert!(refusal.contains(line), "{line}:\n{refusal}");
    }
    assert_eq!(columns(&url), before, "nothing changed");
    let left = psql(
        &url,
        "SELECT (SELECT count(*) FROM pg_extension WHERE extname = 'ulid'),
                (SELECT count(*) FROM pg_proc WHERE proname = 'gen_ulid')",
    );
    assert_eq!(left.trim(), "0|1");
}
