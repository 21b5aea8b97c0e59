//! A first look at `Ulid`: generate, print every form, order, time bounds.
//!
//! Run with `cargo run --example quickstart`.

use std::time::{Duration, UNIX_EPOCH};

use ulid_core::{Generator, Ulid};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let id = Ulid::new();
    println!("a new ULID        {id}");
    println!("  bytes           {:02x?}", id.to_bytes());
    println!("  as a UUID       {}", uuid::Uuid::from(id));
    println!("  timestamp       {} ms since 1970", id.timestamp_ms());
    println!(
        "  as a UUIDv7     {} (6 random bits set to the v7 version and variant)",
        id.to_uuid_v7()
    );

    let mut generator = Generator::new();
    let batch = generator.generate_batch(3)?;
    println!("monotonic batch   {}, {}, {}", batch[0], batch[1], batch[2]);
    assert!(batch.windows(2).all(|pair| pair[0] < pair[1]));

    match Ulid::parse("8ZZZZZZZZZZZZZZZZZZZZZZZZZ") {
        Ok(id) => println!("parsed {id}: this must not happen"),
        Err(err) => println!("strict parsing    {err}"),
    }

    let start = UNIX_EPOCH + Duration::from_secs(1_700_000_000);
    let hour = Ulid::range_datetime(start, start + Duration::from_secs(3600));
    println!("an hour as bounds {} ..= {}", hour.start(), hour.end());
    Ok(())
}
