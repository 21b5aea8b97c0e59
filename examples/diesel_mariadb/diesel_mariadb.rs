//! diesel on MariaDB: embedded migrations, a schema with `Binary` ULID
//! columns, and typed newtype IDs (`AccountId`, `SessionId`) that cannot be
//! mixed up.
//!
//! One dependency line of ours: `ulid-diesel = { version = "0.1", features
//! = ["mysql"] }`. Run with `cargo run -p ulid-example-diesel-mariadb
//! --example diesel_mariadb`
//! (MariaDB on 127.0.0.1:3306, or set `DATABASE_URL`). It migrates a
//! database of its own, `ulid_examples`, and reverts at the end.

use diesel::prelude::*;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};
use ulid_diesel::{Ulid, UlidExpressionMethods};

const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

#[allow(
    missing_docs,
    reason = "diesel::table! makes public items without docs"
)]
mod schema {
    diesel::table! {
        example_accounts (id) {
            id -> Binary,
            email -> Varchar,
        }
    }

    diesel::table! {
        example_sessions (id) {
            id -> Binary,
            account_id -> Binary,
        }
    }

    // The session keys are ULIDs (16 bytes): `created_between` applies to
    // them, and to no column left unmarked.
    impl ulid_diesel::UlidColumn for example_sessions::id {}

    diesel::joinable!(example_sessions -> example_accounts (account_id));
    diesel::allow_tables_to_appear_in_same_query!(example_accounts, example_sessions);
}
use schema::{example_accounts as accounts, example_sessions as sessions};

/// An account's ID: a `Ulid` that the compiler keeps apart from others.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct AccountId(Ulid);
ulid_diesel::ulid_newtype!(AccountId);

/// A session's ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct SessionId(Ulid);
ulid_diesel::ulid_newtype!(SessionId);

#[derive(Queryable, Selectable, Insertable, Debug)]
#[diesel(table_name = accounts)]
struct Account {
    id: AccountId,
    email: String,
}

#[derive(Queryable, Selectable, Insertable, Debug)]
#[diesel(table_name = sessions)]
struct Session {
    id: SessionId,
    account_id: AccountId,
}

fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let url =
        std::env::var("DATABASE_URL").unwrap_or_else(|_| "mysql://root@127.0.0.1:3306/test".into());
    let mut admin = MysqlConnection::establish(&url)?;
    diesel::sql_query("CREATE DATABASE IF NOT EXISTS ulid_examples").execute(&mut admin)?;
    let base = url.rsplit_once('/').map_or(url.as_str(), |(base, _)| base);
    let mut db = MysqlConnection::establish(&format!("{base}/ulid_examples"))?;
    let applied = db.run_pending_migrations(MIGRATIONS)?;
    println!("applied {} migration(s)", applied.len());

    let ada = Account {
        id: AccountId(Ulid::new()),
        email: "ada@example.org".into(),
    };
    diesel::insert_into(accounts::table)
        .values(&ada)
        .execute(&mut db)?;
    let sessions_of_ada: Vec<Session> = (0..3)
        .map(|_| Session {
            id: SessionId(Ulid::new()),
            account_id: ada.id,
        })
        .collect();
    diesel::insert_into(sessions::table)
        .values(&sessions_of_ada)
        .execute(&mut db)?;

    let found: Account = accounts::table
        .find(ada.id)
        .select(Account::as_select())
        .first(&mut db)?;
    println!("found {} as {:?}", found.email, found.id);

    let hour = std::time::Duration::from_secs(3600);
    let now = std::time::SystemTime::now();
    let recent: Vec<(Session, Account)> = sessions::table
        .inner_join(accounts::table)
        .filter(sessions::id.created_between(now - hour, now + hour))
        .order_by(sessions::id)
        .select((Session::as_select(), Account::as_select()))
        .load(&mut db)?;
    for (session, account) in &recent {
        println!("session {:?} of {}", session.id, account.email);
    }

    db.revert_all_migrations(MIGRATIONS)?;
    println!("reverted");
    Ok(())
}
