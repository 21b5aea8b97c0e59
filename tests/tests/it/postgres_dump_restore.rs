//! What a DBA does to a database that holds ULIDs: `pg_dump` and
//! `pg_restore` (with the server's own tools, `servers::pg_tool`), index
//! builds and materialized-view refreshes under the `search_path` that
//! PostgreSQL 17 pins for them (`pg_catalog, pg_temp`), and binary `COPY`;
//! for a database that uses `sql/postgres/ulid.sql` and one that uses the
//! extension. Every value and index comes back.

use postgres::{Client, NoTls};
use ulid_core::Ulid;
use ulid_tests::servers::{self, pg_tool, psql};

use crate::sql_files::{POSTGRES_FILE, psql_file};

/// `pg_dump -Fc` of `from` restored by `pg_restore --exit-on-error` into
/// `to`, a new empty database; its URL.
fn dump_and_restore(from: &str, to: &str) -> String {
    let target = servers::postgres_database_url(to, "");
    let dump = tempfile::NamedTempFile::new().unwrap();
    let dump_path = dump.path().to_str().unwrap();
    servers::run(&pg_tool("pg_dump"), &["-Fc", "-f", dump_path, from]);
    servers::run(
        &pg_tool("pg_restore"),
        &["--exit-on-error", "--no-owner", "-d", &target, dump_path],
    );
    target
}

/// What must come back: every row of `tables` (as text, in key order),
/// and every index's definition.
fn contents(url: &str, tables: &[&str]) -> String {
    let mut out = String::new();
    for table in tables {
        out += &psql(
            url,
            &format!("SELECT string_agg(t::text, E'\\n' ORDER BY t::text) FROM {table} t"),
        );
    }
    out + &psql(
        url,
        "SELECT string_agg(indexdef, E'\\n' ORDER BY indexdef) FROM pg_indexes WHERE schemaname = 'public'",
    )
}

/// A table that uses every function of the SQL file where PostgreSQL runs
/// it without the caller's search_path: defaults, generated columns,
/// `CHECK`s, expression indexes and a materialized view.
const FILE_SCHEMA: &str = "
CREATE TABLE ev (
    id uuid PRIMARY KEY DEFAULT gen_ulid(),
    other uuid NOT NULL DEFAULT gen_random_ulid(),
    backfilled uuid DEFAULT gen_ulid_at('2020-01-01 00:00:00+00'),
    at timestamptz GENERATED ALWAYS AS (ulid_time(id)) STORED,
    text_id text GENERATED ALWAYS AS (ulid_to_text(id)) STORED,
    CHECK (ulid_time_ms(id) > 0),
    CHECK (id BETWEEN ulid_min_at('1970-01-01 00:00:00+00') AND ulid_max_at('9999-12-31 00:00:00+00')),
    CHECK (ulid_from_text(ulid_to_text(id)) = id)
);
CREATE INDEX ev_at ON ev (ulid_time(id));
CREATE INDEX ev_text ON ev (ulid_to_text(other));
CREATE INDEX ev_window ON ev (id) WHERE id >= ulid_min_at('2020-01-01 00:00:00+00');
INSERT INTO ev SELECT FROM generate_series(1, 200);
CREATE MATERIALIZED VIEW ev_texts AS
    SELECT ulid_to_text(id) AS text_id, ulid_time(id) AS at, ulid_time_ms(backfilled) AS backfilled_ms
    FROM ev;
";

/// sql/postgres/ulid.sql's functions are safe under any search_path: an
/// index built, a table reindexed and analyzed, and a materialized view
/// refreshed with `search_path = pg_catalog, pg_temp` (what PostgreSQL 17
/// pins for them), and a `pg_dump` | `pg_restore` of a database that uses
/// each of them, get every row, index and view back (pg_restore refreshes
/// a materialized view, so it is refreshed before the dump). Before the file's
/// SQL functions had SQL-standard bodies, `ulid_time` called
/// `ulid_time_ms` by an unqualified name and each of these failed with
/// "function ulid_time_ms(uuid) does not exist".
#[test]
fn postgres_file_functions_survive_a_pinned_search_path_and_pg_restore() {
    let url = servers::postgres_database_url("ulid_sql_file_restore", "");
    psql_file(&url, POSTGRES_FILE);
    psql(&url, FILE_SCHEMA);
    psql(
        &url,
        "SET search_path = pg_catalog, pg_temp;
         CREATE INDEX ev_at_pinned ON public.ev (public.ulid_time(id));
         CREATE INDEX ev_bounds_pinned ON public.ev (public.ulid_min_at(public.ulid_time(id)));
         INSERT INTO public.ev SELECT FROM generate_series(1, 10);
         REINDEX TABLE public.ev;
         ANALYZE public.ev;
         REFRESH MATERIALIZED VIEW public.ev_texts;",
    );
    let before = contents(&url, &["ev", "ev_texts"]);
    let restored = dump_and_restore(&url, "ulid_sql_file_restored");
    assert_eq!(contents(&restored, &["ev", "ev_texts"]), before);
    let more = psql(
        &restored,
        "INSERT INTO ev DEFAULT VALUES; REFRESH MATERIALIZED VIEW ev_texts;
         SELECT count(*) FROM ev_texts",
    );
    assert_eq!(more.trim(), "211");
}

/// A database that uses the extension: `ulid` keys with `gen_ulid()`,
/// arrays, generated columns, `CHECK`s, btree, hash, BRIN and expression
/// indexes, a `uuid` foreign key with `uuid_ulid_ops`, range partitions
/// bounded with `ulid_min_at`, a materialized view. After `pg_dump` |
/// `pg_restore` every value and index is back, and the restored indexes
/// serve their queries.
#[test]
fn a_database_with_ulid_columns_survives_pg_dump_and_pg_restore() {
    let url = servers::postgres_database_url("ulid_extension_restore", "CREATE EXTENSION ulid;");
    psql(
        &url,
        "CREATE TABLE parent (
             id ulid PRIMARY KEY DEFAULT gen_ulid(),
             name text,
             tags ulid[],
             made timestamptz GENERATED ALWAYS AS (ulid_time(id)) STORED,
             CHECK (ulid_time_ms(id) > 0)
         );
         CREATE INDEX parent_made ON parent (ulid_time(id));
         CREATE INDEX parent_hash ON parent USING hash (id);
         CREATE INDEX parent_brin ON parent USING brin (id ulid_minmax_multi_ops);
         CREATE TABLE child (
             id ulid PRIMARY KEY DEFAULT gen_ulid(),
             parent_id uuid NOT NULL REFERENCES parent ON DELETE CASCADE
         );
         CREATE INDEX child_parent ON child (parent_id uuid_ulid_ops);
         CREATE TABLE monthly (id ulid PRIMARY KEY, n int) PARTITION BY RANGE (id);
         CREATE TABLE monthly_2026_01 PARTITION OF monthly
             FOR VALUES FROM (ulid_min_at('2026-01-01 00:00:00+00')) TO (ulid_min_at('2026-02-01 00:00:00+00'));
         CREATE TABLE monthly_2026_02 PARTITION OF monthly
             FOR VALUES FROM (ulid_min_at('2026-02-01 00:00:00+00')) TO (ulid_min_at('2026-03-01 00:00:00+00'));
         INSERT INTO parent (name, tags) SELECT 'p' || g, ARRAY[gen_ulid(), gen_random_ulid()]
             FROM generate_series(1, 300) g;
         INSERT INTO child (parent_id) SELECT id::uuid FROM parent, generate_series(1, 3);
         INSERT INTO monthly SELECT gen_ulid_at(t), extract(day FROM t)
             FROM generate_series('2026-01-01 00:00:00+00'::timestamptz, '2026-02-28 23:00:00+00', '1 hour') t;
         CREATE MATERIALIZED VIEW parent_names AS
             SELECT id, name, ulid_to_typeid(id, 'parent') AS typeid FROM parent;",
    );
    let tables = ["parent", "child", "monthly", "parent_names"];
    let before = contents(&url, &tables);
    let restored = dump_and_restore(&url, "ulid_extension_restored");
    assert_eq!(contents(&restored, &tables), before);

    let child = psql(&restored, "SELECT parent_id FROM child LIMIT 1");
    let plan = psql(
        &restored,
        &format!(
            "SET enable_seqscan = off; SET enable_bitmapscan = off;
             EXPLAIN (COSTS OFF) SELECT * FROM child WHERE parent_id = '{}'::ulid",
            child.trim()
        ),
    );
    assert!(plan.contains("Index Scan using child_parent"), "{plan}");
    // The BRIN index serves a range and the hash index an equality, with
    // the primary key (which serves both) dropped in a transaction rolled
    // back.
    let parent = psql(&restored, "SELECT id FROM parent LIMIT 1");
    let plans = psql(
        &restored,
        &format!(
            "BEGIN;
             ALTER TABLE child DROP CONSTRAINT child_parent_id_fkey;
             ALTER TABLE parent DROP CONSTRAINT parent_pkey;
             SET LOCAL enable_seqscan = off;
             EXPLAIN (COSTS OFF) SELECT * FROM parent WHERE id > ulid_min_at(now() - interval '1 day');
             SET LOCAL enable_bitmapscan = off;
             EXPLAIN (COSTS OFF) SELECT * FROM parent WHERE id = '{}'::ulid;
             ROLLBACK;",
            parent.trim()
        ),
    );
    assert!(
        plans.contains("Bitmap Index Scan on parent_brin"),
        "{plans}"
    );
    assert!(plans.contains("Index Scan using parent_hash"), "{plans}");
    let cascaded = psql(
        &restored,
        "DELETE FROM parent WHERE name = 'p1'; SELECT count(*) FROM child",
    );
    assert_eq!(cascaded.trim(), "897", "ON DELETE CASCADE across the types");
}

/// `COPY ... (FORMAT binary)` out of a `ulid` table and into another: each
/// `ulid` field is its 16 big-endian bytes, as for `uuid`, and every value
/// comes back.
#[test]
fn binary_copy_out_and_in() {
    use std::io::{Read as _, Write as _};

    let mut db = Client::connect(&servers::postgres_extension_url("tests"), NoTls)
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    db.batch_execute(
        "CREATE TEMPORARY TABLE copied_from (id ulid PRIMARY KEY);
         CREATE TEMPORARY TABLE copied_to (id ulid PRIMARY KEY);",
    )
    .unwrap();
    let mut ids: Vec<Ulid> = vec![Ulid::NIL, Ulid::MAX];
    ids.extend((0..100).map(|_| Ulid::new()));
    for id in &ids {
        db.execute("INSERT INTO copied_from VALUES ($1)", &[id])
            .unwrap();
    }
    let mut data = Vec::new();
    db.copy_out("COPY (SELECT id FROM copied_from ORDER BY id) TO STDOUT (FORMAT binary)")
        .unwrap()
        .read_to_end(&mut data)
        .unwrap();
    // The format: a 19-byte header, then per row a 16-bit field count and
    // a 32-bit length before each field, then a trailer of -1.
    assert!(data.starts_with(b"PGCOPY\n\xff\r\n\0"), "{data:?}");
    let fields: Vec<&[u8]> = data[19..data.len() - 2]
        .chunks(2 + 4 + 16)
        .map(|row| {
            assert_eq!(&row[..6], [0, 1, 0, 0, 0, 16], "one 16-byte field");
            &row[6..]
        })
        .collect();
    ids.sort();
    let expected: Vec<[u8; 16]> = ids.iter().map(|id| id.to_bytes()).collect();
    assert_eq!(fields, expected.iter().map(|b| &b[..]).collect::<Vec<_>>());

    let mut writer = db
        .copy_in("COPY copied_to FROM STDIN (FORMAT binary)")
        .unwrap();
    writer.write_all(&data).unwrap();
    writer.finish().unwrap();
    let back: Vec<Ulid> = db
        .query("SELECT id FROM copied_to ORDER BY id", &[])
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(back, ids);
}
