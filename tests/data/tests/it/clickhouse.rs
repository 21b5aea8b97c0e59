//! `ulid_serde::as_clickhouse`'s with-modules through the `clickhouse` crate's
//! own client and RowBinary, against ClickHouse's engine: chdb (PyPI,
//! ClickHouse in-process) behind a small HTTP front of ClickHouse's
//! interface (`tests/clickhouse_http.py`), since no ClickHouse server runs
//! here. `scripts/test.sh data` installs chdb.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use clickhouse::{Client, Compression, Row};
use serde::{Deserialize, Serialize};
use ulid_serde::{Id, Ulid, prefix};

use crate::common::{temp_path, vectors};

prefix!(User = "user");

/// A row with a ULID in each column type, and each `Nullable` one.
#[derive(Debug, Clone, PartialEq, Row, Serialize, Deserialize)]
struct Event {
    n: u32,
    #[serde(with = "ulid_serde::as_clickhouse::uint128")]
    as_uint128: Ulid,
    #[serde(with = "ulid_serde::as_clickhouse::fixed_string")]
    as_fixed_string: Id<User>,
    #[serde(with = "ulid_serde::as_clickhouse::uuid")]
    as_uuid: Ulid,
    #[serde(with = "ulid_serde::as_clickhouse::uint128::option")]
    parent_uint128: Option<Ulid>,
    #[serde(with = "ulid_serde::as_clickhouse::fixed_string::option")]
    parent_fixed_string: Option<Ulid>,
    #[serde(with = "ulid_serde::as_clickhouse::uuid::option")]
    parent_uuid: Option<Id<User>>,
}

const TABLE: &str = "CREATE TABLE events (
    n UInt32,
    as_uint128 UInt128,
    as_fixed_string FixedString(16),
    as_uuid UUID,
    parent_uint128 Nullable(UInt128),
    parent_fixed_string Nullable(FixedString(16)),
    parent_uuid Nullable(UUID)
) ENGINE = MergeTree ORDER BY n";

/// The vectors as rows: each ID in every column, its parent on even rows.
fn events() -> Vec<Event> {
    vectors()
        .into_iter()
        .enumerate()
        .map(|(n, id)| {
            let parent = (n % 2 == 0).then_some(id);
            Event {
                n: u32::try_from(n).unwrap(),
                as_uint128: id,
                as_fixed_string: Id::from_ulid(id),
                as_uuid: id,
                parent_uint128: parent,
                parent_fixed_string: parent,
                parent_uuid: parent.map(Id::from_ulid),
            }
        })
        .collect()
}

/// chdb behind ClickHouse's HTTP interface, for one test; stopped with it.
struct ClickHouse {
    process: Child,
    dir: PathBuf,
    client: Client,
}

impl ClickHouse {
    fn start(name: &str) -> ClickHouse {
        let dir = temp_path(&format!("clickhouse-{name}"));
        std::fs::create_dir_all(&dir).unwrap();
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/clickhouse_http.py");
        let mut process = Command::new("python3")
            .arg(script)
            .arg(&dir)
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs (scripts/test.sh data installs what it needs)");
        let mut line = String::new();
        BufReader::new(process.stdout.as_mut().unwrap())
            .read_line(&mut line)
            .unwrap();
        let port = line.trim().strip_prefix("port ").unwrap_or_else(|| {
            panic!("chdb did not start (scripts/test.sh data installs it: pip install chdb); it said {line:?}")
        });
        let client = Client::default()
            .with_url(format!("http://127.0.0.1:{port}"))
            .with_compression(Compression::None);
        ClickHouse {
            process,
            dir,
            client,
        }
    }

    /// The body of the `k`th INSERT, as the client sent it.
    fn insert_body(&self, k: usize) -> Vec<u8> {
        std::fs::read(self.dir.join(format!("insert-{k}.bin"))).unwrap()
    }
}

impl Drop for ClickHouse {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

async fn insert(client: &Client, table: &str, rows: &[Event]) {
    let mut insert = client.insert::<Event>(table).await.unwrap();
    for row in rows {
        insert.write(row).await.unwrap();
    }
    insert.end().await.unwrap();
}

/// The `n`s of the rows in the order of `ORDER BY {column}`, by chdb.
async fn order_by(client: &Client, column: &str) -> Vec<u32> {
    client
        .query(&format!("SELECT n FROM events ORDER BY {column}, n"))
        .fetch_all::<u32>()
        .await
        .unwrap()
}

#[derive(Debug, Row, Deserialize)]
struct AsChdbPrintsThem {
    uint128: String,
    fixed_string: String,
    uuid: String,
    parent_is_null: u8,
}

#[tokio::test(flavor = "current_thread")]
async fn chdb_reads_what_we_insert_and_sorts_two_of_three_types_in_ulid_order() {
    let clickhouse = ClickHouse::start("ours");
    let client = &clickhouse.client;
    client.query(TABLE).execute().await.unwrap();
    let events = events();
    insert(client, "events", &events).await;

    // chdb's own rendering of each stored value.
    let printed = client
        .query(
            "SELECT toString(as_uint128) AS uint128, hex(as_fixed_string) AS fixed_string, \
             toString(as_uuid) AS uuid, toUInt8(isNull(parent_uuid)) AS parent_is_null \
             FROM events ORDER BY n",
        )
        .fetch_all::<AsChdbPrintsThem>()
        .await
        .unwrap();
    for (row, event) in printed.iter().zip(&events) {
        let id = event.as_uint128;
        assert_eq!(row.uint128, id.to_u128().to_string());
        assert_eq!(row.fixed_string, format!("{:032X}", id.to_u128()));
        assert_eq!(row.uuid, id.encode_uuid(&mut [0; 36]));
        assert_eq!(row.parent_is_null == 1, event.parent_uuid.is_none());
    }

    // UInt128 and FixedString(16) sort in ULID order; UUID by its second
    // half first (a ULID's random bits), as ClickHouse documents.
    let ns = |key: fn(&Event) -> (u128, u128)| {
        let mut sorted = events.clone();
        sorted.sort_by_key(key);
        sorted.iter().map(|event| event.n).collect::<Vec<u32>>()
    };
    let by_ulid = ns(|event| (event.as_uint128.to_u128(), 0));
    assert_eq!(order_by(client, "as_uint128").await, by_ulid);
    assert_eq!(order_by(client, "as_fixed_string").await, by_ulid);
    // The low 64 bits first, then the high.
    let by_halves = ns(|event| {
        let bits = event.as_uuid.to_u128();
        (bits << 64, bits >> 64)
    });
    let by_uuid = order_by(client, "as_uuid").await;
    assert_eq!(by_uuid, by_halves);
    assert_ne!(by_uuid, by_ulid, "a UUID column loses ULID order");
}

#[tokio::test(flavor = "current_thread")]
async fn we_read_what_chdb_writes_byte_for_byte() {
    let clickhouse = ClickHouse::start("theirs");
    let client = &clickhouse.client;
    client.query(TABLE).execute().await.unwrap();
    // chdb makes every value from its text, in its own code.
    let events = events();
    let values: Vec<String> = events
        .iter()
        .map(|event| {
            let id = event.as_uint128;
            let uuid = id.encode_uuid(&mut [0; 36]).to_string();
            let (decimal, hex) = (id.to_u128(), format!("{:032x}", id.to_u128()));
            let parent = |value: String| {
                if event.parent_uuid.is_some() {
                    value
                } else {
                    "NULL".to_string()
                }
            };
            format!(
                "({}, {decimal}, unhex('{hex}'), '{uuid}', {}, {}, {})",
                event.n,
                parent(decimal.to_string()),
                parent(format!("unhex('{hex}')")),
                parent(format!("'{uuid}'")),
            )
        })
        .collect();
    client
        .query(&format!("INSERT INTO events VALUES {}", values.join(", ")))
        .execute()
        .await
        .unwrap();
    let read = client
        .query("SELECT ?fields FROM events ORDER BY n")
        .fetch_all::<Event>()
        .await
        .unwrap();
    assert_eq!(read, events);

    // Byte for byte: what chdb writes for these rows is what the client,
    // through our modules, sent for the same rows.
    client
        .query("CREATE TABLE copy AS events")
        .execute()
        .await
        .unwrap();
    insert(client, "copy", &events).await;
    let theirs = client
        .query("SELECT * FROM events ORDER BY n")
        .fetch_bytes("RowBinaryWithNamesAndTypes")
        .unwrap()
        .collect()
        .await
        .unwrap();
    let ours = clickhouse.insert_body(0);
    let first_difference = ours.iter().zip(theirs.iter()).position(|(a, b)| a != b);
    assert!(
        ours.len() == theirs.len() && first_difference.is_none(),
        "RowBinaryWithNamesAndTypes: ours {} bytes, chdb's {}, first difference at byte {first_difference:?}",
        ours.len(),
        theirs.len()
    );
}

#[tokio::test(flavor = "current_thread")]
async fn a_column_of_another_type_is_refused_by_the_clients_schema_check() {
    let clickhouse = ClickHouse::start("mismatch");
    let client = &clickhouse.client;
    // as_fixed_string is 8 bytes wide here.
    client
        .query(&TABLE.replace(
            "as_fixed_string FixedString(16)",
            "as_fixed_string FixedString(8)",
        ))
        .execute()
        .await
        .unwrap();
    let mut insert = client.insert::<Event>("events").await.unwrap();
    let error = insert.write(&events()[0]).await.unwrap_err();
    let message = error.to_string();
    assert!(message.contains("as_fixed_string"), "{message}");
}
