//! The uniqueness guide's retry after a lost `COMMIT` answer, on
//! PostgreSQL and MariaDB: an ID made before the first attempt makes a retry
//! of a write that did commit fail on the primary key, and the retry then
//! finds its own row instead of storing the order twice.
//!
//! A dropped connection after a commit is not staged here; what the pattern
//! relies on is what happens next, a second insert of the same row, and
//! that is what runs.

use sqlx::{MySqlPool, PgPool};
use ulid_sqlx::Ulid;
use ulid_tests::servers;

/// The guide's function, as it stands there.
async fn place_order(db: &PgPool, id: Ulid, total_cents: i64) -> Result<(), sqlx::Error> {
    let mut attempts = 0;
    loop {
        attempts += 1;
        let inserted = sqlx::query("INSERT INTO orders (id, total_cents) VALUES ($1, $2)")
            .bind(id)
            .bind(total_cents)
            .execute(db)
            .await;
        match inserted {
            Ok(_) => return Ok(()),
            // The ID is ours alone: if it is taken, an earlier attempt whose
            // answer was lost committed it. Check that it holds our row.
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
                let stored: Option<i64> =
                    sqlx::query_scalar("SELECT total_cents FROM orders WHERE id = $1")
                        .bind(id)
                        .fetch_optional(db)
                        .await?;
                return match stored {
                    Some(stored) if stored == total_cents => Ok(()),
                    _ => Err(sqlx::Error::Database(error)),
                };
            }
            Err(sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut) if attempts < 3 => continue,
            Err(error) => return Err(error),
        }
    }
}

/// The same on MariaDB: only the placeholders differ.
async fn place_order_mariadb(
    db: &MySqlPool,
    id: Ulid,
    total_cents: i64,
) -> Result<(), sqlx::Error> {
    let inserted = sqlx::query("INSERT INTO orders (id, total_cents) VALUES (?, ?)")
        .bind(id)
        .bind(total_cents)
        .execute(db)
        .await;
    match inserted {
        Ok(_) => Ok(()),
        Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
            let stored: Option<i64> =
                sqlx::query_scalar("SELECT total_cents FROM orders WHERE id = ?")
                    .bind(id)
                    .fetch_optional(db)
                    .await?;
            match stored {
                Some(stored) if stored == total_cents => Ok(()),
                _ => Err(sqlx::Error::Database(error)),
            }
        }
        Err(error) => Err(error),
    }
}

/// A pool of one connection, so that the temporary `orders` table (this
/// test's own) is seen by every query.
async fn postgres_pool() -> PgPool {
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .connect(&servers::postgres_url())
        .await
        .unwrap_or_else(|err| panic!("{}", servers::postgres_unreachable(err)));
    sqlx::query("CREATE TEMPORARY TABLE orders (id uuid PRIMARY KEY, total_cents bigint NOT NULL)")
        .execute(&pool)
        .await
        .unwrap();
    pool
}

async fn mariadb_pool() -> MySqlPool {
    let pool = sqlx::mysql::MySqlPoolOptions::new()
        .max_connections(1)
        .connect(&servers::mysql_url())
        .await
        .unwrap_or_else(|err| panic!("{}", servers::mysql_unreachable(err)));
    sqlx::query(
        "CREATE TEMPORARY TABLE orders (id BINARY(16) PRIMARY KEY, total_cents BIGINT NOT NULL)",
    )
    .execute(&pool)
    .await
    .unwrap();
    pool
}

#[tokio::test]
async fn postgres_a_retry_of_a_committed_insert_finds_its_row() {
    let db = postgres_pool().await;
    let id = Ulid::new();
    place_order(&db, id, 1_250).await.unwrap();
    // The retry after an answer that never came: the same ID, the same row.
    place_order(&db, id, 1_250).await.unwrap();
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(count, 1, "stored once");
    // The same ID for another order is a bug, and stays an error.
    let error = place_order(&db, id, 99).await.unwrap_err();
    assert!(
        error.as_database_error().unwrap().is_unique_violation(),
        "{error}"
    );
}

#[tokio::test]
async fn mariadb_a_retry_of_a_committed_insert_finds_its_row() {
    let db = mariadb_pool().await;
    let id = Ulid::new();
    place_order_mariadb(&db, id, 1_250).await.unwrap();
    place_order_mariadb(&db, id, 1_250).await.unwrap();
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(count, 1, "stored once");
    let error = place_order_mariadb(&db, id, 99).await.unwrap_err();
    assert!(
        error.as_database_error().unwrap().is_unique_violation(),
        "{error}"
    );
}
