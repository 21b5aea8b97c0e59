//! No library: this package runs ulid-sqlx's database tests on sqlx 0.8
//! and sea-orm 1.1 (see `Cargo.toml`).
