//! A first look at the ULID family, on an embedded SQLite file: no server,
//! no C client library, one dependency line of ours:
//!
//! ```toml
//! ulid-sqlx = { version = "0.1", features = ["sqlite", "serde", "schemars"] }
//! ```
//!
//! Run with `cargo run --example quickstart`.

use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};
use sqlx::{Connection, QueryBuilder, Sqlite, SqliteConnection};
use ulid_sqlx::{ColumnName, Generator, Keyset, UUID_TEXT_LEN, Ulid, UlidText};

/// The key column, which the query helpers write into the SQL: checked at
/// compile time to be an identifier.
const ID: ColumnName<'static> = ColumnName::new("id");

/// An event as an API sends it: `Ulid` fields need no wrapper.
#[derive(Serialize, Deserialize, schemars::JsonSchema, sqlx::FromRow)]
struct Event {
    id: Ulid,
    name: String,
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    // 1. Identifiers: random, and monotonic within a millisecond.
    let id = Ulid::new();
    println!("a new ULID     {id}");
    println!("  as bytes     {:02x?}", id.to_bytes());
    println!("  as a UUID    {}", id.encode_uuid(&mut [0; UUID_TEXT_LEN]));
    println!("  made at      {} ms after 1970", id.timestamp_ms());
    let batch = Generator::new().generate_batch(3)?;
    println!("monotonic      {} < {} < {}", batch[0], batch[1], batch[2]);
    match Ulid::parse("8ZZZZZZZZZZZZZZZZZZZZZZZZZ") {
        Ok(wrapped) => println!("accepted an overflow as {wrapped}: this must not happen"),
        Err(err) => println!("strict parsing {err}"),
    }

    // 2. JSON, and the JSON Schema that documents it.
    let event = Event {
        id,
        name: "signup".into(),
    };
    println!("\nJSON           {}", serde_json::to_string(&event)?);
    let schema = schemars::schema_for!(Event).to_value();
    println!("schema of id   {}", schema["properties"]["id"]);

    // 3. A SQLite file: the key is a 16-byte BLOB, and ORDER BY id is time
    //    order. Inserted newest first, with IDs from two hours ago to now.
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("events.db");
    let mut db =
        SqliteConnection::connect(&format!("sqlite://{}?mode=rwc", path.display())).await?;
    sqlx::query("CREATE TABLE events (id BLOB PRIMARY KEY NOT NULL, name TEXT NOT NULL)")
        .execute(&mut db)
        .await?;
    let now = SystemTime::now();
    for (minutes_ago, name) in [(0, "checkout"), (20, "cart"), (120, "signup")] {
        let id = Ulid::new_at(now - Duration::from_secs(60 * minutes_ago));
        sqlx::query("INSERT INTO events (id, name) VALUES (?, ?)")
            .bind(id)
            .bind(name)
            .execute(&mut db)
            .await?;
    }
    let events: Vec<Event> = sqlx::query_as("SELECT id, name FROM events ORDER BY id")
        .fetch_all(&mut db)
        .await?;
    println!("\nORDER BY id is time order:");
    for event in &events {
        let age = now.duration_since(event.id.datetime()).unwrap_or_default();
        println!(
            "  {}  {:<8}  {:>3} min ago",
            event.id,
            event.name,
            age.as_secs() / 60
        );
    }

    // 4. A time range is a range of the primary key; pages follow the key.
    let last_hour = Ulid::range_datetime(now - Duration::from_secs(3600), now);
    let mut query = QueryBuilder::<Sqlite>::new("SELECT name FROM events WHERE ");
    ulid_sqlx::push_time_range(&mut query, ID, last_hour);
    let recent: Vec<String> = query.build_query_scalar().fetch_all(&mut db).await?;
    println!("\nin the last hour (id BETWEEN two ULIDs): {recent:?}");
    let page = Keyset::first(2);
    let mut query = QueryBuilder::<Sqlite>::new("SELECT id FROM events WHERE ");
    ulid_sqlx::push_keyset_condition(&mut query, ID, &page);
    ulid_sqlx::push_keyset_order_and_limit(&mut query, ID, &page);
    let first_page: Vec<Ulid> = query.build_query_scalar().fetch_all(&mut db).await?;
    println!(
        "first page of 2, next cursor {:?}",
        page.next_cursor(&first_page)
    );

    // 5. A text column holds the 26 characters: bind `UlidText` there.
    sqlx::query("CREATE TABLE labels (id TEXT PRIMARY KEY NOT NULL)")
        .execute(&mut db)
        .await?;
    sqlx::query("INSERT INTO labels (id) VALUES (?)")
        .bind(UlidText(id))
        .execute(&mut db)
        .await?;
    let (stored,): (String,) = sqlx::query_as("SELECT id FROM labels WHERE id = ?")
        .bind(UlidText(id))
        .fetch_one(&mut db)
        .await?;
    println!("\na TEXT column stores {stored}");
    Ok(())
}
