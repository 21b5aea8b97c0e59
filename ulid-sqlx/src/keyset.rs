//! Keyset pagination by ULID in SQL: the conditions of a [`Keyset`] page
//! pushed onto a `QueryBuilder`, for any backend.

use sqlx_core::database::Database;
use sqlx_core::encode::Encode;
use sqlx_core::query_builder::QueryBuilder;
use sqlx_core::types::{Text, Type};
use ulid_core::{Keyset, Ulid};

use crate::ColumnName;

/// Pushes `column > <after>` with the bound ID of `page` (on the first
/// page the nil ULID, below every generated ID), to follow a `WHERE` or an
/// `AND`.
///
/// The ID is bound as `Ulid`, for a column that stores the 16 bytes; for a
/// text column use [`push_keyset_condition_text`]. With plain queries,
/// write `WHERE id > $1 ORDER BY id LIMIT $2` (`?` on
/// MariaDB and SQLite) and bind [`Keyset::after`] and [`Keyset::limit`].
///
/// # Example
///
/// ```
/// # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
/// use sqlx::{Connection, QueryBuilder, Sqlite, SqliteConnection};
/// use ulid_sqlx::{ColumnName, Keyset, Ulid};
///
/// let mut db = SqliteConnection::connect("sqlite::memory:").await?;
/// sqlx::query("CREATE TABLE items (id BLOB PRIMARY KEY)").execute(&mut db).await?;
/// for _ in 0..5 {
///     sqlx::query("INSERT INTO items (id) VALUES (?)").bind(Ulid::new()).execute(&mut db).await?;
/// }
///
/// let mut cursor: Option<String> = None;
/// let mut seen: Vec<Ulid> = Vec::new();
/// loop {
///     let page = Keyset::from_cursor(cursor.as_deref(), 2)?;
///     let mut query = QueryBuilder::<Sqlite>::new("SELECT id FROM items WHERE ");
///     ulid_sqlx::push_keyset_condition(&mut query, ColumnName::new("id"), &page);
///     ulid_sqlx::push_keyset_order_and_limit(&mut query, ColumnName::new("id"), &page);
///     let ids: Vec<Ulid> = query.build_query_scalar().fetch_all(&mut db).await?;
///     seen.extend(&ids);
///     cursor = page.next_cursor(&ids);
///     if cursor.is_none() {
///         break;
///     }
/// }
/// assert_eq!(seen.len(), 5);
/// assert!(seen.is_sorted());
/// # Ok(())
/// # }
/// # tokio::runtime::Runtime::new().unwrap().block_on(demo()).unwrap();
/// ```
pub fn push_keyset_condition<DB>(
    query: &mut QueryBuilder<DB>,
    column: ColumnName<'_>,
    page: &Keyset,
) where
    DB: Database,
    Ulid: for<'t> Encode<'t, DB> + Type<DB>,
{
    query
        .push(column.as_str())
        .push(" > ")
        .push_bind(page.after());
}

/// [`push_keyset_condition`] for a text column holding the canonical
/// 26-character form: the bound ID is bound as [`Text<Ulid>`](Text), as
/// every value of such a column must be (see
/// [`push_time_range_text`](crate::push_time_range_text) on case).
///
/// # Example
///
/// ```
/// use sqlx::{MySql, QueryBuilder};
/// use ulid_sqlx::{ColumnName, Keyset};
///
/// let page = Keyset::first(20);
/// let mut query = QueryBuilder::<MySql>::new("SELECT id FROM users WHERE ");
/// ulid_sqlx::push_keyset_condition_text(&mut query, ColumnName::new("id"), &page);
/// ulid_sqlx::push_keyset_order_and_limit(&mut query, ColumnName::new("id"), &page);
/// assert_eq!(query.sql(), "SELECT id FROM users WHERE id > ? ORDER BY id LIMIT ?");
/// ```
pub fn push_keyset_condition_text<DB>(
    query: &mut QueryBuilder<DB>,
    column: ColumnName<'_>,
    page: &Keyset,
) where
    DB: Database,
    Text<Ulid>: for<'t> Encode<'t, DB> + Type<DB>,
{
    query
        .push(column.as_str())
        .push(" > ")
        .push_bind(Text(page.after()));
}

/// Pushes ` ORDER BY column LIMIT <limit>` with the bound limit of `page`.
///
/// # Example
///
/// ```
/// use sqlx::{Postgres, QueryBuilder};
/// use ulid_sqlx::{ColumnName, Keyset};
///
/// let page = Keyset::first(20);
/// let mut query = QueryBuilder::<Postgres>::new("SELECT id FROM users WHERE ");
/// ulid_sqlx::push_keyset_condition(&mut query, ColumnName::new("id"), &page);
/// ulid_sqlx::push_keyset_order_and_limit(&mut query, ColumnName::new("id"), &page);
/// assert_eq!(query.sql(), "SELECT id FROM users WHERE id > $1 ORDER BY id LIMIT $2");
/// ```
pub fn push_keyset_order_and_limit<DB>(
    query: &mut QueryBuilder<DB>,
    column: ColumnName<'_>,
    page: &Keyset,
) where
    DB: Database,
    i64: for<'t> Encode<'t, DB> + Type<DB>,
{
    query
        .push(" ORDER BY ")
        .push(column.as_str())
        .push(" LIMIT ")
        .push_bind(i64::from(page.limit()));
}
