//! A first look at the ULID family, on an embedded SQLite file: no server.
//!
//! Run with `cargo run --example quickstart`.

use std::time::{Duration, SystemTime};

use diesel::prelude::*;
use serde::{Deserialize, Serialize};
use sqlx::{Connection, QueryBuilder, Sqlite, SqliteConnection};
use ulid_core::{Generator, UUID_TEXT_LEN, Ulid};

/// An event as an API sends it: `Ulid` fields need no wrapper.
#[derive(Serialize, Deserialize, schemars::JsonSchema)]
struct Event {
    id: Ulid,
    parent: Option<Ulid>,
    name: String,
}

#[allow(
    missing_docs,
    reason = "diesel::table! makes public items without docs"
)]
mod schema {
    diesel::table! {
        events (id) {
            id -> Binary,
            name -> Text,
        }
    }
}
use schema::events;

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
        parent: None,
        name: "signup".into(),
    };
    println!("\nJSON           {}", serde_json::to_string(&event)?);
    let schema = schemars::schema_for!(Event).to_value();
    println!("schema of id   {}", schema["properties"]["id"]);

    // 3. One SQLite file, written by sqlx, read by diesel and rusqlite.
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("events.db");
    let mut sqlx_db =
        SqliteConnection::connect(&format!("sqlite://{}?mode=rwc", path.display())).await?;
    sqlx::query("CREATE TABLE events (id BLOB PRIMARY KEY NOT NULL, name TEXT NOT NULL)")
        .execute(&mut sqlx_db)
        .await?;
    // Inserted newest first, with IDs from two hours ago to now.
    let now = SystemTime::now();
    for (minutes_ago, name) in [(0, "checkout"), (20, "cart"), (120, "signup")] {
        let at = now - Duration::from_secs(60 * minutes_ago);
        let id = Ulid::from_datetime(at);
        sqlx::query("INSERT INTO events (id, name) VALUES (?, ?)")
            .bind(id)
            .bind(name)
            .execute(&mut sqlx_db)
            .await?;
    }

    let mut diesel_db =
        <diesel::SqliteConnection as diesel::Connection>::establish(&path.display().to_string())?;
    let by_diesel: Vec<(Ulid, String)> = events::table.order_by(events::id).load(&mut diesel_db)?;
    let rusqlite_db = rusqlite::Connection::open(&path)?;
    let by_rusqlite: Vec<(Ulid, String)> = rusqlite_db
        .prepare("SELECT id, name FROM events ORDER BY id")?
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let by_sqlx: Vec<(Ulid, String)> = sqlx::query_as("SELECT id, name FROM events ORDER BY id")
        .fetch_all(&mut sqlx_db)
        .await?;
    assert!(by_sqlx == by_diesel && by_diesel == by_rusqlite);
    println!("\nsqlx, diesel and rusqlite read the same rows; ORDER BY id is time order:");
    for (id, name) in &by_sqlx {
        let age = now
            .duration_since(id.datetime())
            .unwrap_or_default()
            .as_secs()
            / 60;
        println!("  {id}  {name:<8}  {age:>3} min ago");
    }

    // 4. A time range is a range of the primary key.
    let last_hour = Ulid::range_datetime(now - Duration::from_secs(3600), now);
    let mut query = QueryBuilder::<Sqlite>::new("SELECT name FROM events WHERE ");
    ulid_sqlx::push_time_range(&mut query, "id", last_hour);
    let recent: Vec<String> = query.build_query_scalar().fetch_all(&mut sqlx_db).await?;
    println!("\nin the last hour (id BETWEEN two ULIDs): {recent:?}");
    Ok(())
}
