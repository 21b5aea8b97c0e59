//! Filtering a ULID key by creation time.

use std::ops::RangeInclusive;

use sqlx_core::database::Database;
use sqlx_core::encode::Encode;
use sqlx_core::query_builder::QueryBuilder;
use sqlx_core::types::{Text, Type};
use ulid_core::Ulid;

use crate::ColumnName;

/// Pushes `column BETWEEN <min> AND <max>` and binds the two bounds: the
/// IDs made in `range` (from [`Ulid::range_ms`] or [`Ulid::range_datetime`],
/// both ends included). Because a ULID begins with its timestamp, this is a
/// range scan on the key's index, with no separate `created_at` column.
///
/// The bounds are bound as `Ulid`, so this is for a column that stores the
/// 16 bytes (`uuid`, `bytea`, `BINARY(16)`, `BLOB`); for a text column use
/// [`push_time_range_text`]. With plain queries, bind the bounds yourself:
/// `WHERE id BETWEEN $1 AND $2` (PostgreSQL) or `BETWEEN ? AND ?`, binding
/// `*range.start()` and `*range.end()`.
///
/// # Example
///
/// ```
/// # async fn demo() -> Result<(), sqlx::Error> {
/// use std::time::{Duration, SystemTime};
/// use sqlx::{Connection, QueryBuilder, Sqlite, SqliteConnection};
/// use ulid_sqlx::{ColumnName, Ulid};
///
/// let mut db = SqliteConnection::connect("sqlite::memory:").await?;
/// sqlx::query("CREATE TABLE events (id BLOB PRIMARY KEY)").execute(&mut db).await?;
/// let now = SystemTime::now();
/// for id in [Ulid::min_at_datetime(now - Duration::from_secs(7200)), Ulid::new()] {
///     sqlx::query("INSERT INTO events (id) VALUES (?)").bind(id).execute(&mut db).await?;
/// }
///
/// let last_hour = Ulid::range_datetime(now - Duration::from_secs(3600), now + Duration::from_secs(1));
/// let mut query = QueryBuilder::<Sqlite>::new("SELECT id FROM events WHERE ");
/// ulid_sqlx::push_time_range(&mut query, ColumnName::new("id"), last_hour);
/// let recent: Vec<(Ulid,)> = query.build_query_as().fetch_all(&mut db).await?;
/// assert_eq!(recent.len(), 1);
/// # Ok(())
/// # }
/// # tokio::runtime::Runtime::new().unwrap().block_on(demo()).unwrap();
/// ```
pub fn push_time_range<DB>(
    query: &mut QueryBuilder<DB>,
    column: ColumnName<'_>,
    range: RangeInclusive<Ulid>,
) where
    DB: Database,
    Ulid: for<'t> Encode<'t, DB> + Type<DB>,
{
    let (start, end) = range.into_inner();
    push_between(query, column, start, end);
}

/// [`push_time_range`] for a text column (`TEXT`, `CHAR(26)`, `VARCHAR`)
/// that holds the 26-character form: the bounds are bound as
/// [`Text<Ulid>`](Text), as every value of such a column must be. (Bound as
/// `Ulid`, they would be a `uuid` or bytes: PostgreSQL refuses to compare
/// them with text, and SQLite compares a `BLOB` with a `TEXT` as unequal
/// kinds and returns no rows.)
///
/// The text must be the canonical upper case that `Text<Ulid>` and every
/// writer of this family produce: SQLite and PostgreSQL's `C` collation
/// compare text byte by byte, and a lower-case `a` sorts after `Z`.
/// (MariaDB's default collations ignore case.)
///
/// # Example
///
/// ```
/// # async fn demo() -> Result<(), sqlx::Error> {
/// use std::time::{Duration, SystemTime};
/// use sqlx::types::Text;
/// use sqlx::{Connection, QueryBuilder, Sqlite, SqliteConnection};
/// use ulid_sqlx::{ColumnName, Ulid};
///
/// let mut db = SqliteConnection::connect("sqlite::memory:").await?;
/// sqlx::query("CREATE TABLE events (id TEXT PRIMARY KEY)").execute(&mut db).await?;
/// let now = SystemTime::now();
/// for id in [Ulid::min_at_datetime(now - Duration::from_secs(7200)), Ulid::new()] {
///     sqlx::query("INSERT INTO events (id) VALUES (?)").bind(Text(id)).execute(&mut db).await?;
/// }
///
/// let last_hour = Ulid::range_datetime(now - Duration::from_secs(3600), now + Duration::from_secs(1));
/// let mut query = QueryBuilder::<Sqlite>::new("SELECT id FROM events WHERE ");
/// ulid_sqlx::push_time_range_text(&mut query, ColumnName::new("id"), last_hour);
/// let recent: Vec<Text<Ulid>> = query.build_query_scalar().fetch_all(&mut db).await?;
/// assert_eq!(recent.len(), 1);
/// # Ok(())
/// # }
/// # tokio::runtime::Runtime::new().unwrap().block_on(demo()).unwrap();
/// ```
pub fn push_time_range_text<DB>(
    query: &mut QueryBuilder<DB>,
    column: ColumnName<'_>,
    range: RangeInclusive<Ulid>,
) where
    DB: Database,
    Text<Ulid>: for<'t> Encode<'t, DB> + Type<DB>,
{
    let (start, end) = range.into_inner();
    push_between(query, column, Text(start), Text(end));
}

/// `column BETWEEN <start> AND <end>`, with both bounds bound as `B`.
fn push_between<DB, B>(query: &mut QueryBuilder<DB>, column: ColumnName<'_>, start: B, end: B)
where
    DB: Database,
    B: for<'t> Encode<'t, DB> + Type<DB> + 'static,
{
    query
        .push(column.as_str())
        .push(" BETWEEN ")
        .push_bind(start)
        .push(" AND ")
        .push_bind(end);
}
