//! sqlx on PostgreSQL: a repository with `FromRow` structs keyed by `Ulid`,
//! a time-range query and keyset pagination.
//!
//! One dependency line of ours: `ulid-sqlx = { version = "0.1", features =
//! ["postgres"] }`. Run with `cargo run -p ulid-example-sqlx-postgres
//! --example sqlx_postgres` (PostgreSQL on 127.0.0.1:5432, or set
//! `DATABASE_URL`).

use std::time::{Duration, SystemTime};

use sqlx::{Connection, PgConnection, Postgres, QueryBuilder};
use ulid_sqlx::{ColumnName, Keyset, Ulid};

/// The key column, which the query helpers write into the SQL: checked at
/// compile time to be an identifier.
const ID: ColumnName<'static> = ColumnName::new("id");

/// A user row; `id` is a PostgreSQL `uuid` holding the ULID's 16 bytes.
#[derive(Debug, sqlx::FromRow)]
struct User {
    id: Ulid,
    name: String,
    invited_by: Option<Ulid>,
}

/// The data layer: every query about users lives here.
struct Users<'c> {
    db: &'c mut PgConnection,
}

impl Users<'_> {
    async fn create_table(&mut self) -> sqlx::Result<()> {
        sqlx::query("CREATE TEMPORARY TABLE users (id uuid PRIMARY KEY, name text NOT NULL, invited_by uuid)")
            .execute(&mut *self.db)
            .await?;
        Ok(())
    }

    async fn insert(&mut self, user: &User) -> sqlx::Result<()> {
        sqlx::query("INSERT INTO users (id, name, invited_by) VALUES ($1, $2, $3)")
            .bind(user.id)
            .bind(&user.name)
            .bind(user.invited_by)
            .execute(&mut *self.db)
            .await?;
        Ok(())
    }

    /// The users who signed up between `start` and `end`: a range of the
    /// primary key, no `created_at` column needed.
    async fn created_between(
        &mut self,
        start: SystemTime,
        end: SystemTime,
    ) -> sqlx::Result<Vec<User>> {
        let mut query =
            QueryBuilder::<Postgres>::new("SELECT id, name, invited_by FROM users WHERE ");
        ulid_sqlx::push_time_range(&mut query, ID, Ulid::range_datetime(start, end));
        query.push(" ORDER BY id");
        query.build_query_as().fetch_all(&mut *self.db).await
    }

    /// One page of users in sign-up order, and the cursor of the next.
    async fn page(
        &mut self,
        cursor: Option<&str>,
        size: u32,
    ) -> Result<(Vec<User>, Option<String>), Box<dyn std::error::Error>> {
        let page = Keyset::from_cursor(cursor, size)?;
        let users: Vec<User> = sqlx::query_as(
            "SELECT id, name, invited_by FROM users WHERE id > $1 ORDER BY id LIMIT $2",
        )
        .bind(page.after())
        .bind(i64::from(page.limit()))
        .fetch_all(&mut *self.db)
        .await?;
        let ids: Vec<Ulid> = users.iter().map(|user| user.id).collect();
        Ok((users, page.next_cursor(&ids)))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let url = std::env::var("DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    let mut db = PgConnection::connect(&url).await?;
    let mut users = Users { db: &mut db };
    users.create_table().await?;

    let now = SystemTime::now();
    let founder = Ulid::new_at(now - Duration::from_secs(3 * 24 * 3600));
    let names = ["Ada", "Grace", "Edsger", "Barbara", "Donald"];
    users
        .insert(&User {
            id: founder,
            name: "Ken".into(),
            invited_by: None,
        })
        .await?;
    for (hours_ago, name) in (0u64..).zip(names) {
        let id = Ulid::new_at(now - Duration::from_secs(hours_ago * 3600));
        users
            .insert(&User {
                id,
                name: name.into(),
                invited_by: Some(founder),
            })
            .await?;
    }

    let today = users
        .created_between(now - Duration::from_secs(24 * 3600), now)
        .await?;
    println!(
        "signed up in the last day: {:?}",
        today.iter().map(|u| &u.name).collect::<Vec<_>>()
    );

    let mut cursor = None;
    let mut number = 1;
    loop {
        let (page, next) = users.page(cursor.as_deref(), 2).await?;
        if page.is_empty() {
            break;
        }
        println!(
            "page {number}: {:?}",
            page.iter()
                .map(|u| (&u.name, u.id.to_string()))
                .collect::<Vec<_>>()
        );
        match next {
            Some(next) => cursor = Some(next),
            None => break,
        }
        number += 1;
    }
    let invited = today
        .iter()
        .filter(|u| u.invited_by == Some(founder))
        .count();
    println!("{invited} of them were invited by {founder}");
    Ok(())
}
