//! The PostgreSQL extension `ulid` (ulid-postgres) on the live server, in a
//! database of its own (`servers::postgres_extension_url`): the type's
//! storage, its text input and every function and cast against ulid-core
//! on valid and invalid inputs, ordering, `gen_ulid()` within a statement
//! and across backends, moving a `uuid` column to `ulid`, the extension's
//! life cycle, and postgres-types' clients (`postgres`, `tokio-postgres`)
//! on `ulid` columns in the binary and the text protocol. sqlx and sea-orm
//! are tested in ulid-sqlx, diesel in ulid-diesel.

use std::collections::HashSet;

use postgres::error::SqlState;
use postgres::{Client, NoTls};
use ulid_core::{AnyId, Id, Ulid, prefix, ulid};
use ulid_tests::fixtures::in_time_order;
use ulid_tests::servers::{self, psql};

prefix!(User = "user");

fn url() -> String {
    servers::postgres_extension_url("tests")
}

fn connect() -> Client {
    Client::connect(&url(), NoTls)
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)))
}

/// IDs across the whole range: both ends, the specification's example,
/// new ones, and random bytes (high bits set, which a signed comparison
/// would misorder).
fn ids() -> Vec<Ulid> {
    let mut ids = vec![Ulid::NIL, Ulid::MAX, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV")];
    ids.extend(in_time_order());
    ids.extend((0..64u32).map(|i| {
        let fresh = Ulid::new().to_u128();
        Ulid::from_u128(fresh.rotate_left(i * 2).wrapping_mul(0x9E37_79B9_7F4A_7C15))
    }));
    ids
}

/// Texts the type's input must refuse or accept exactly as ulid-core does:
/// every length from 0 to 40, the first character past '7', each letter
/// Crockford base32 leaves out, punctuation and a non-ASCII character in
/// every position class, and valid IDs in both cases.
fn texts() -> Vec<String> {
    let mut texts: Vec<String> = (0..=40).map(|n| "0".repeat(n)).collect();
    texts.push("8ZZZZZZZZZZZZZZZZZZZZZZZZZ".into());
    texts.push("7ZZZZZZZZZZZZZZZZZZZZZZZZZ".into());
    for bad in ['I', 'L', 'O', 'U', 'i', 'l', 'o', 'u', '-', ' ', 'é', '*'] {
        for index in [0, 9, 10, 25] {
            let mut text: Vec<char> = "01ARZ3NDEKTSV4RRFFQ69G5FAV".chars().collect();
            text[index] = bad;
            texts.push(text.into_iter().collect());
        }
    }
    for id in ids() {
        texts.push(id.to_string());
        texts.push(id.to_string().to_lowercase());
    }
    texts
}

/// What ulid-core makes of `text` as the type's input: a ULID's 26
/// characters, or a UUID's 36.
fn expected_input(text: &str) -> Result<Ulid, String> {
    if text.len() == ulid_core::UUID_TEXT_LEN
        && let Ok(id) = Ulid::parse_uuid(text)
    {
        return Ok(id);
    }
    Ulid::parse(text).map_err(|error| error.to_string())
}

#[test]
fn the_type_is_16_bytes_like_uuid() {
    let mut db = connect();
    let row = db
        .query_one(
            "SELECT typlen, typbyval, pg_column_size(gen_ulid()) FROM pg_type WHERE typname = 'ulid'",
            &[],
        )
        .unwrap();
    assert_eq!(row.get::<_, i16>(0), 16, "typlen");
    assert!(!row.get::<_, bool>(1), "passed by reference, like uuid");
    assert_eq!(row.get::<_, i32>(2), 16, "pg_column_size");
    db.batch_execute(
        "CREATE TEMPORARY TABLE sized (id ulid PRIMARY KEY DEFAULT gen_ulid());
         INSERT INTO sized DEFAULT VALUES;",
    )
    .unwrap();
    let size: i32 = db
        .query_one("SELECT pg_column_size(id) FROM sized", &[])
        .unwrap()
        .get(0);
    assert_eq!(size, 16, "a stored value");
}

/// The type's input (through `text::ulid`) and `ulid_from_text` against
/// ulid-core: the same IDs, and SQLSTATE 22P02 with the parser's words.
#[test]
fn text_input_agrees_with_ulid_core() {
    let mut db = connect();
    for text in texts() {
        let cast = db.query_one("SELECT $1::text::ulid", &[&text]);
        match (expected_input(&text), cast) {
            (Ok(expected), Ok(row)) => assert_eq!(row.get::<_, Ulid>(0), expected, "{text:?}"),
            (Err(words), Err(error)) => {
                let db_error = error.as_db_error().expect("a server error");
                assert_eq!(
                    db_error.code(),
                    &SqlState::INVALID_TEXT_REPRESENTATION,
                    "{text:?}"
                );
                assert_eq!(
                    db_error.message(),
                    format!("invalid input syntax for type ulid: \"{text}\": {words}"),
                );
            }
            (expected, cast) => {
                panic!("{text:?}: ulid-core says {expected:?}, the server {cast:?}")
            }
        }
        // ulid_from_text takes the 26 characters only.
        let function = db.query_one("SELECT ulid_from_text($1)", &[&text]);
        match (Ulid::parse(&text), function) {
            (Ok(expected), Ok(row)) => assert_eq!(row.get::<_, Ulid>(0), expected, "{text:?}"),
            (Err(words), Err(error)) => {
                let db_error = error.as_db_error().expect("a server error");
                assert_eq!(db_error.code(), &SqlState::INVALID_TEXT_REPRESENTATION);
                assert!(
                    db_error.message().ends_with(&words.to_string()),
                    "{text:?}: {db_error}"
                );
            }
            (expected, got) => panic!("ulid_from_text({text:?}): {expected:?} but {got:?}"),
        }
    }
}

/// Every function and cast on IDs across the range, against ulid-core.
#[test]
fn functions_and_casts_agree_with_ulid_core() {
    let mut db = connect();
    for id in ids() {
        let row = db
            .query_one(
                "SELECT ulid_to_text($1), $1::ulid::text, ulid_time_ms($1),
                        (extract(epoch FROM ulid_time($1)) * 1000)::bigint,
                        ulid_time($1) = $1::ulid::timestamptz,
                        $1::ulid::uuid::text,
                        ulid_to_typeid($1, 'user'), ulid_from_typeid(ulid_to_typeid($1, 'user'), 'user'),
                        ulid_to_typeid($1, ''),
                        ulid_min_at(ulid_time($1)), ulid_max_at(ulid_time($1)),
                        lower($1::ulid::text), lower($1::ulid::text)::ulid",
                &[&id],
            )
            .unwrap();
        let ms = i64::try_from(id.timestamp_ms()).unwrap();
        let mut uuid = [0; ulid_core::UUID_TEXT_LEN];
        assert_eq!(row.get::<_, String>(0), id.to_string());
        assert_eq!(row.get::<_, String>(1), id.to_string(), "::text");
        assert_eq!(row.get::<_, i64>(2), ms);
        assert_eq!(row.get::<_, i64>(3), ms, "ulid_time");
        assert!(row.get::<_, bool>(4), "::timestamptz is ulid_time");
        assert_eq!(row.get::<_, String>(5), id.encode_uuid(&mut uuid), "::uuid");
        assert_eq!(
            row.get::<_, String>(6),
            Id::<User>::from_ulid(id).to_string()
        );
        assert_eq!(row.get::<_, Ulid>(7), id, "TypeID round trip");
        assert_eq!(
            row.get::<_, String>(8),
            AnyId::new("", id).unwrap().to_string()
        );
        assert_eq!(row.get::<_, Ulid>(9), Ulid::min_at_ms(id.timestamp_ms()));
        assert_eq!(row.get::<_, Ulid>(10), Ulid::max_at_ms(id.timestamp_ms()));
        // The database guide's lower-case form: ulid-core's, and read back.
        let mut lower = [0; ulid_core::ENCODED_LEN];
        assert_eq!(row.get::<_, String>(11), id.encode_lower(&mut lower));
        assert_eq!(row.get::<_, Ulid>(12), id, "lower(text) reads back");
    }
}

/// Bad arguments of the functions: the SQLSTATE a client matches on, and
/// words that say what is wrong.
#[test]
fn bad_arguments_are_precise_errors() {
    let mut db = connect();
    let cases: [(&str, SqlState, &str); 7] = [
        (
            "SELECT ulid_from_typeid('org_01arz3ndektsv4rrffq69g5fav', 'user')",
            SqlState::INVALID_TEXT_REPRESENTATION,
            "the prefix is \"org\", expected \"user\"",
        ),
        (
            "SELECT ulid_from_typeid('user_01ARZ3NDEKTSV4RRFFQ69G5FAV', 'user')",
            SqlState::INVALID_TEXT_REPRESENTATION,
            "a TypeID suffix is lower case",
        ),
        (
            "SELECT ulid_to_typeid(gen_ulid(), 'User')",
            SqlState::INVALID_PARAMETER_VALUE,
            "\"User\" is no TypeID prefix",
        ),
        (
            "SELECT ulid_from_typeid('user_01arz3ndektsv4rrffq69g5fav', 'User')",
            SqlState::INVALID_PARAMETER_VALUE,
            "\"User\" is no TypeID prefix",
        ),
        (
            "SELECT ulid_min_at('1969-12-31 23:59:59.999+00')",
            SqlState::DATETIME_FIELD_OVERFLOW,
            "before 1970-01-01",
        ),
        (
            "SELECT ulid_max_at('10889-08-02 05:31:50.656+00')",
            SqlState::DATETIME_FIELD_OVERFLOW,
            "after the last millisecond a ULID holds",
        ),
        (
            "SELECT ulid_min_at('infinity')",
            SqlState::DATETIME_FIELD_OVERFLOW,
            "infinite",
        ),
    ];
    for (sql, code, words) in cases {
        let error = db.simple_query(sql).unwrap_err();
        let db_error = error.as_db_error().expect("a server error");
        assert_eq!(db_error.code(), &code, "{sql}: {db_error}");
        assert!(db_error.message().contains(words), "{sql}: {db_error}");
    }
    // The last millisecond a ULID holds is still one.
    let max: Ulid = db
        .query_one("SELECT ulid_max_at('10889-08-02 05:31:50.655+00')", &[])
        .unwrap()
        .get(0);
    assert_eq!(max, Ulid::MAX);
}

/// ORDER BY, the comparison operators, min/max, a btree and a hash index,
/// and joins agree with the order of the 16 bytes.
#[test]
fn order_agrees_with_the_bytes() {
    let mut db = connect();
    db.batch_execute("CREATE TEMPORARY TABLE ordered (id ulid PRIMARY KEY, h ulid)")
        .unwrap();
    db.batch_execute("CREATE INDEX ON ordered USING hash (h)")
        .unwrap();
    let mut ids = ids();
    // Not in order: the end first, then the random ones, then the rest.
    for id in ids.iter().rev() {
        db.execute("INSERT INTO ordered (id, h) VALUES ($1, $1)", &[&id])
            .unwrap();
    }
    ids.sort_by_key(|id| id.to_bytes());
    let sorted: Vec<Ulid> = db
        .query("SELECT id FROM ordered ORDER BY id", &[])
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(sorted, ids);
    let row = db
        .query_one(
            "SELECT min(id), max(id),
                    (SELECT count(*) FROM ordered a JOIN ordered b ON a.id < b.id),
                    (SELECT count(*) FROM ordered a JOIN ordered b ON a.h = b.h)
             FROM ordered",
            &[],
        )
        .unwrap();
    let n = i64::try_from(ids.len()).unwrap();
    assert_eq!(row.get::<_, Ulid>(0), ids[0]);
    assert_eq!(row.get::<_, Ulid>(1), *ids.last().unwrap());
    assert_eq!(row.get::<_, i64>(2), n * (n - 1) / 2, "a.id < b.id");
    assert_eq!(row.get::<_, i64>(3), n, "hash join on =");
    for (i, id) in ids.iter().enumerate() {
        let below: i64 = db
            .query_one("SELECT count(*) FROM ordered WHERE id < $1", &[id])
            .unwrap()
            .get(0);
        assert_eq!(below, i64::try_from(i).unwrap(), "{id}");
    }
}

/// One statement's rows get strictly increasing IDs from `DEFAULT
/// gen_ulid()`, in the order the statement inserts them.
#[test]
fn gen_ulid_increases_within_a_statement() {
    let mut db = connect();
    db.batch_execute(
        "CREATE TEMPORARY TABLE generated (id ulid PRIMARY KEY DEFAULT gen_ulid(), n int);
         INSERT INTO generated (n) SELECT g FROM generate_series(1, 200000) g;",
    )
    .unwrap();
    assert_eq!(out_of_order(&mut db, "generated", "n"), 0);
}

/// How many rows of `table`, in the order of `order_by`, have an `id` not
/// larger than the row's before.
pub(crate) fn out_of_order(db: &mut Client, table: &str, order_by: &str) -> i64 {
    db.query_one(
        &format!(
            "SELECT count(*) FROM (SELECT id, lag(id) OVER (ORDER BY {order_by}) AS before FROM {table}) s
             WHERE before >= id"
        ),
        &[],
    )
    .unwrap()
    .get(0)
}

/// Backends are forked processes: several at once never hand out the same
/// ID, and each one's IDs increase.
#[test]
fn backends_never_repeat_each_other() {
    let threads: Vec<_> = (0..4)
        .map(|_| {
            std::thread::spawn(|| {
                let mut db = connect();
                let rows = db
                    .query(
                        "SELECT gen_ulid(), pg_backend_pid() FROM generate_series(1, 25000)",
                        &[],
                    )
                    .unwrap();
                let ids: Vec<Ulid> = rows.iter().map(|row| row.get(0)).collect();
                assert!(
                    ids.windows(2).all(|pair| pair[0] < pair[1]),
                    "one backend's IDs increase"
                );
                (ids, rows[0].get::<_, i32>(1))
            })
        })
        .collect();
    let mut all = HashSet::new();
    let mut backends = HashSet::new();
    for thread in threads {
        let (ids, pid) = thread.join().unwrap();
        backends.insert(pid);
        all.extend(ids);
    }
    assert_eq!(backends.len(), 4, "four backends");
    assert_eq!(all.len(), 100_000, "no ID twice");
}

/// postgres-types' clients read and write a `ulid` column: parameters
/// typed `ulid` (the server infers them) and `uuid` (cast implicitly),
/// `Id<P>`, `Option`, arrays, and the text protocol's rows.
#[test]
fn postgres_client_reads_and_writes_ulid_columns() {
    let mut db = connect();
    db.batch_execute(
        "CREATE TEMPORARY TABLE client (id ulid PRIMARY KEY, parent ulid, ids ulid[])",
    )
    .unwrap();
    let ids = in_time_order();
    for id in &ids {
        db.execute(
            "INSERT INTO client (id, parent) VALUES ($1, $2)",
            &[id, &None::<Ulid>],
        )
        .unwrap();
    }
    let found: Ulid = db
        .query_one("SELECT id FROM client WHERE id = $1", &[&ids[2]])
        .unwrap()
        .get(0);
    assert_eq!(found, ids[2]);
    let by_uuid: Ulid = db
        .query_one("SELECT id FROM client WHERE id = $1::uuid", &[&ids[2]])
        .unwrap()
        .get(0);
    assert_eq!(by_uuid, ids[2], "a uuid parameter against a ulid column");
    let typed: Id<User> = db
        .query_one(
            "SELECT id FROM client WHERE id = $1",
            &[&Id::<User>::from_ulid(ids[4])],
        )
        .unwrap()
        .get(0);
    assert_eq!(typed.to_ulid(), ids[4]);
    let parent: Option<Ulid> = db
        .query_one("SELECT parent FROM client LIMIT 1", &[])
        .unwrap()
        .get(0);
    assert_eq!(parent, None);
    let sorted: Vec<Ulid> = db
        .query("SELECT id FROM client ORDER BY id", &[])
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(sorted, ids);
    let any: i64 = db
        .query_one(
            "SELECT count(*) FROM client WHERE id = ANY($1)",
            &[&ids[..3].to_vec()],
        )
        .unwrap()
        .get(0);
    assert_eq!(any, 3, "= ANY($1) with a uuid[] parameter");
    // The text protocol: the ULID's own text.
    let rows = db
        .simple_query("SELECT id FROM client ORDER BY id")
        .unwrap();
    let texts: Vec<Ulid> = rows
        .iter()
        .filter_map(|message| match message {
            postgres::SimpleQueryMessage::Row(row) => row.get(0).map(|text| text.parse().unwrap()),
            _ => None,
        })
        .collect();
    assert_eq!(texts, ids);
}

#[tokio::test]
async fn tokio_postgres_reads_and_writes_ulid_columns() {
    let (db, connection) = tokio_postgres::connect(&url(), tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    tokio::spawn(connection);
    db.batch_execute(
        "CREATE TEMPORARY TABLE tokio_client (id ulid PRIMARY KEY DEFAULT gen_ulid(), n int)",
    )
    .await
    .unwrap();
    let made: Ulid = db
        .query_one("INSERT INTO tokio_client (n) VALUES (1) RETURNING id", &[])
        .await
        .unwrap()
        .get(0);
    let id = Ulid::new();
    db.execute("INSERT INTO tokio_client (id, n) VALUES ($1, 2)", &[&id])
        .await
        .unwrap();
    let rows = db
        .query("SELECT id FROM tokio_client ORDER BY n", &[])
        .await
        .unwrap();
    let read: Vec<Ulid> = rows.iter().map(|row| row.get(0)).collect();
    assert_eq!(read, [made, id]);
}

/// `ALTER COLUMN ... TYPE ulid USING id::ulid` on a `uuid` key keeps the
/// table's data where it is (the cast changes no bit) and rebuilds the
/// index for ulid's operator class; every ID reads the same afterwards.
#[test]
fn a_uuid_column_becomes_ulid_without_rewriting_the_table() {
    let mut db = connect();
    db.batch_execute(
        "CREATE TABLE moved (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), n int);
         INSERT INTO moved (n) SELECT g FROM generate_series(1, 1000) g;",
    )
    .unwrap();
    let before: Vec<(String, u32, u32)> = texts_and_files(&mut db);
    db.batch_execute(
        "ALTER TABLE moved ALTER COLUMN id TYPE ulid USING id::ulid;
         ALTER TABLE moved ALTER COLUMN id SET DEFAULT gen_ulid();
         INSERT INTO moved (n) VALUES (0);",
    )
    .unwrap();
    let after = texts_and_files(&mut db);
    assert_eq!(before[0].1, after[0].1, "the table is not rewritten");
    assert_ne!(before[0].2, after[0].2, "the index is rebuilt");
    let moved: Vec<String> = after.iter().map(|row| row.0.clone()).collect();
    let expected: Vec<String> = before
        .iter()
        .map(|row| Ulid::parse_uuid(&row.0).unwrap().to_string())
        .collect();
    assert_eq!(moved, expected);
    db.batch_execute("DROP TABLE moved").unwrap();
}

/// Each row's id as text (n > 0: the rows the test inserted first), with
/// the table's and the index's file numbers.
fn texts_and_files(db: &mut Client) -> Vec<(String, u32, u32)> {
    db.query(
        "SELECT id::text, pg_relation_filenode('moved')::text::int8, pg_relation_filenode('moved_pkey')::text::int8
         FROM moved WHERE n > 0 ORDER BY n",
        &[],
    )
    .unwrap()
    .iter()
    .map(|row| {
        let file = |i| u32::try_from(row.get::<_, i64>(i)).unwrap();
        (row.get(0), file(1), file(2))
    })
    .collect()
}

/// CREATE, DROP (refused while a column uses the type, unless CASCADE),
/// CREATE again and ALTER EXTENSION UPDATE, in a database of their own.
#[test]
fn the_extension_is_created_dropped_and_updated() {
    let url = servers::postgres_extension_url("lifecycle");
    let version = psql(
        &url,
        "SELECT extversion FROM pg_extension WHERE extname = 'ulid'",
    );
    assert_eq!(
        version.trim(),
        extension_version(),
        "the installed version is this one"
    );
    psql(
        &url,
        "CREATE TABLE kept (id ulid PRIMARY KEY DEFAULT gen_ulid()); INSERT INTO kept DEFAULT VALUES;",
    );
    let refused = std::process::Command::new(servers::pg_tool("psql"))
        .args([url.as_str(), "-X", "-c", "DROP EXTENSION ulid"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("depends on type ulid"));
    psql(&url, "DROP EXTENSION ulid CASCADE;");
    let left = psql(&url, "SELECT count(*) FROM pg_type WHERE typname = 'ulid'");
    assert_eq!(left.trim(), "0", "nothing of the extension is left");
    psql(&url, "CREATE EXTENSION ulid; ALTER EXTENSION ulid UPDATE;");
    let id = psql(&url, "SELECT gen_ulid()");
    assert!(Ulid::parse(id.trim()).is_ok(), "{id}");
}

/// What a user types into psql: a bad ULID is an error with the parser's
/// words and psql's pointer to it, and the exit status says so.
#[test]
fn psql_shows_the_parsers_words() {
    let output = std::process::Command::new(servers::pg_tool("psql"))
        .args([
            url().as_str(),
            "-X",
            "-v",
            "ON_ERROR_STOP=1",
            "-c",
            "SELECT '8ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid",
        ])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(
            "ERROR:  invalid input syntax for type ulid: \"8ZZZZZZZZZZZZZZZZZZZZZZZZZ\": overflow: the first character must be 0-7, found '8'"
        ),
        "{stderr}"
    );
}

/// ulid-postgres's version, the extension's (`default_version`).
fn extension_version() -> &'static str {
    let manifest = include_str!("../../../ulid-postgres/Cargo.toml");
    manifest
        .lines()
        .find_map(|line| line.strip_prefix("version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("a version in ulid-postgres/Cargo.toml")
}

/// Every object the extension is made of, one line each with what defines
/// it, sorted: the query scripts/test-packages.sh runs through psql against
/// each installed package.
const MEMBERS: &str = include_str!("../../../ulid-postgres/test/members.sql");

/// The schemas of released versions (`ulid-postgres/sql/released/`): the
/// current version's script makes exactly this build's objects, so a
/// change of the SQL needs a new version; each older version, made with
/// `CREATE EXTENSION ulid VERSION` and brought up with `ALTER EXTENSION
/// ulid UPDATE` (its upgrade scripts), ends with them too.
#[test]
fn released_versions_update_to_this_build() {
    let fresh = psql(&url(), MEMBERS);
    assert!(
        fresh.contains("type ulid: 16cp ulid_in ulid_out ulid_recv ulid_send U"),
        "{fresh}"
    );
    let released = concat!(env!("CARGO_MANIFEST_DIR"), "/../ulid-postgres/sql/released");
    let mut versions = 0;
    for entry in std::fs::read_dir(released).unwrap() {
        let path = entry.unwrap().path();
        let Some(version) = path
            .file_name()
            .and_then(|name| name.to_str())
            .and_then(|name| name.strip_prefix("ulid--"))
            .and_then(|name| name.strip_suffix(".sql"))
        else {
            continue;
        };
        versions += 1;
        let schema = if version == extension_version() {
            // The script itself, outside an extension, in a database of
            // its own.
            let script = std::fs::read_to_string(&path)
                .unwrap()
                .replace("MODULE_PATHNAME", "$libdir/ulid");
            let url = servers::postgres_database_url("ulid_released_current", &script);
            psql(&url, MEMBERS)
        } else {
            // Made at the old version, with data and indexes in it (in a
            // schema of their own, out of the comparison), then updated:
            // the rows and indexes stay and serve the new operators.
            let url = servers::postgres_database_url(
                &format!("ulid_released_{}", version.replace('.', "_")),
                &format!(
                    "CREATE EXTENSION ulid VERSION '{version}';
                     CREATE SCHEMA data;
                     CREATE TABLE data.kept (id ulid PRIMARY KEY DEFAULT gen_ulid(), n int);
                     CREATE INDEX kept_hash ON data.kept USING hash (id);
                     INSERT INTO data.kept (n) SELECT g FROM generate_series(1, 1000) g;
                     ALTER EXTENSION ulid UPDATE;
                     ANALYZE data.kept;"
                ),
            );
            let kept = psql(
                &url,
                "SELECT extversion FROM pg_extension WHERE extname = 'ulid';
                 SELECT count(*), count(DISTINCT id) FROM data.kept;
                 SELECT n FROM data.kept WHERE id = (SELECT id FROM data.kept WHERE n = 500)::uuid;
                 SET enable_seqscan = off;
                 EXPLAIN (COSTS OFF) SELECT n FROM data.kept WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::uuid;",
            );
            assert!(
                kept.starts_with(&format!("{}\n1000|1000\n500\n", extension_version())),
                "{version} updated: {kept}"
            );
            assert!(kept.contains("Index Scan using kept_"), "{kept}");
            psql(&url, MEMBERS)
        };
        assert_eq!(
            schema, fresh,
            "released version {version}: its objects differ from this build's; a changed schema \
             needs a new version and an upgrade script (ulid-postgres/sql/released/README.md)"
        );
    }
    assert!(versions > 0, "no released script in {released}");
}

/// Whether sorted `ids` hold two neighbours a small step apart, as a
/// counter makes them: 80 fresh random bits never do (2^-60 a pair).
fn has_counter_steps(ids: &mut [Ulid]) -> bool {
    ids.sort();
    ids.windows(2)
        .any(|pair| pair[1].to_u128().wrapping_sub(pair[0].to_u128()) < 1 << 20)
}

/// `gen_random_ulid()` draws 80 fresh bits per ID (no +1 steps, unlike
/// `gen_ulid()` within a millisecond), also in parallel workers;
/// `gen_ulid_at(t)` stamps t's millisecond with fresh bits and refuses a
/// time no ULID holds.
#[test]
fn gen_random_ulid_and_gen_ulid_at() {
    let mut db = connect();
    let column = |db: &mut Client, sql: &str| -> Vec<Ulid> {
        db.query(sql, &[])
            .unwrap()
            .iter()
            .map(|row| row.get(0))
            .collect()
    };
    let mut random = column(
        &mut db,
        "SELECT gen_random_ulid() FROM generate_series(1, 20000)",
    );
    assert!(!has_counter_steps(&mut random), "gen_random_ulid() counted");
    let mut monotonic = column(&mut db, "SELECT gen_ulid() FROM generate_series(1, 20000)");
    assert!(
        has_counter_steps(&mut monotonic),
        "gen_ulid() is monotonic, a +1 step"
    );
    let mut at = column(
        &mut db,
        "SELECT gen_ulid_at('2016-07-30 23:54:10.259+00') FROM generate_series(1, 5000)",
    );
    assert!(at.iter().all(|id| id.timestamp_ms() == 1_469_922_850_259));
    assert!(!has_counter_steps(&mut at));
    at.dedup();
    assert_eq!(at.len(), 5000, "no ID twice");
    let volatility = psql(
        &url(),
        "SELECT string_agg(proname || ':' || provolatile::text || proparallel::text, ',' ORDER BY proname)
         FROM pg_proc WHERE proname IN ('gen_ulid', 'gen_random_ulid', 'gen_ulid_at')",
    );
    assert_eq!(
        volatility.trim(),
        "gen_random_ulid:vs,gen_ulid:vr,gen_ulid_at:vs"
    );
    for (time, words) in [
        ("infinity", "infinite"),
        ("1969-12-31 23:59:59.999+00", "before 1970-01-01"),
    ] {
        let error = db
            .simple_query(&format!("SELECT gen_ulid_at('{time}')"))
            .unwrap_err();
        let db_error = error.as_db_error().expect("a server error");
        assert_eq!(db_error.code(), &SqlState::DATETIME_FIELD_OVERFLOW);
        assert!(db_error.message().contains(words), "{db_error}");
    }
}

/// `gen_ulid_v7()` and `gen_random_ulid_v7()` make valid UUIDv7s; the
/// first counts within a millisecond (its IDs increase, with +1 steps), the
/// second draws 74 fresh bits each time, also in parallel workers.
#[test]
fn gen_ulid_v7_and_gen_random_ulid_v7() {
    let mut db = connect();
    let mut column = |sql: &str| -> Vec<Ulid> {
        db.query(sql, &[])
            .unwrap()
            .iter()
            .map(|row| row.get(0))
            .collect()
    };
    let mut counted = column("SELECT gen_ulid_v7() FROM generate_series(1, 20000)");
    let mut random = column("SELECT gen_random_ulid_v7() FROM generate_series(1, 20000)");
    assert!(counted.iter().chain(&random).all(|id| id.is_uuid_v7()));
    assert!(
        counted.windows(2).all(|pair| pair[0] < pair[1]),
        "in the order made"
    );
    assert!(has_counter_steps(&mut counted), "gen_ulid_v7() counts");
    assert!(
        !has_counter_steps(&mut random),
        "gen_random_ulid_v7() counted"
    );
    random.dedup();
    assert_eq!(random.len(), 20_000, "no ID twice");
    let volatility = psql(
        &url(),
        "SELECT string_agg(proname || ':' || provolatile::text || proparallel::text, ',' ORDER BY proname)
         FROM pg_proc WHERE proname IN ('gen_ulid_v7', 'gen_random_ulid_v7')",
    );
    assert_eq!(volatility.trim(), "gen_random_ulid_v7:vs,gen_ulid_v7:vr");
}

/// `ulid::bytea` is the 16 bytes; `bytea::ulid` takes 16 bytes and refuses
/// any other length with SQLSTATE 22P03, never padding or cutting.
#[test]
fn bytea_casts() {
    let mut db = connect();
    for id in ids() {
        let row = db
            .query_one(
                "SELECT $1::ulid::bytea, $2::bytea::ulid",
                &[&id, &id.to_bytes().to_vec()],
            )
            .unwrap();
        assert_eq!(row.get::<_, Vec<u8>>(0), id.to_bytes());
        assert_eq!(row.get::<_, Ulid>(1), id);
    }
    for len in [0, 1, 15, 17, 32] {
        let error = db
            .query_one("SELECT $1::bytea::ulid", &[&vec![7u8; len]])
            .unwrap_err();
        let db_error = error.as_db_error().expect("a server error");
        assert_eq!(
            db_error.code(),
            &SqlState::INVALID_BINARY_REPRESENTATION,
            "{len}"
        );
        assert_eq!(
            db_error.message(),
            format!("invalid binary data for type ulid: expected 16 bytes for a ULID, found {len}")
        );
    }
}
