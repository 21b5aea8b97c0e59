//! The same helpers for sqlx 0.8 (features `sqlx08-postgres`,
//! `sqlx08-mysql`, `sqlx08-sqlite`), whose `QueryBuilder` carries the
//! lifetime of its arguments. Each does what the sqlx 0.9 helper of the
//! same name at the crate root does.
//!
//! The module is named for what it holds, not `sqlx08`: a user who
//! renames sqlx 0.8 to `sqlx08` and glob-imports this crate would find
//! that name ambiguous (E0659).
//!
//! ```
//! # use sqlx08 as sqlx;
//! use sqlx::{Postgres, QueryBuilder};
//! use ulid_sqlx::{ColumnName, Keyset};
//!
//! let mut query = QueryBuilder::<Postgres>::new("SELECT id FROM users WHERE ");
//! ulid_sqlx::query_builder_0_8::push_keyset_condition(&mut query, ColumnName::new("id"), &Keyset::first(20));
//! assert_eq!(query.sql(), "SELECT id FROM users WHERE id > $1");
//! ```

use std::ops::RangeInclusive;

use sqlx08_core::database::Database;
use sqlx08_core::encode::Encode;
use sqlx08_core::query_builder::QueryBuilder;
use sqlx08_core::types::{Text, Type};
use ulid_core::{Keyset, Ulid};

use crate::ColumnName;

/// As `ulid_sqlx::push_time_range`: `column BETWEEN <min> AND <max>`, the
/// bounds bound as `Ulid` (a column of the 16 bytes).
///
/// # Example
///
/// ```
/// # use sqlx08 as sqlx;
/// use sqlx::{Postgres, QueryBuilder};
/// use ulid_sqlx::{ColumnName, Ulid};
///
/// let mut query = QueryBuilder::<Postgres>::new("SELECT id FROM events WHERE ");
/// ulid_sqlx::query_builder_0_8::push_time_range(&mut query, ColumnName::new("id"), Ulid::range_ms(0, 999));
/// assert_eq!(query.sql(), "SELECT id FROM events WHERE id BETWEEN $1 AND $2");
/// ```
pub fn push_time_range<'args, DB>(
    query: &mut QueryBuilder<'args, DB>,
    column: ColumnName<'_>,
    range: RangeInclusive<Ulid>,
) where
    DB: Database,
    Ulid: Encode<'args, DB> + Type<DB>,
{
    let (start, end) = range.into_inner();
    push_between(query, column, start, end);
}

/// As `ulid_sqlx::push_time_range_text`: the bounds bound as `Text<Ulid>`
/// (a column of the canonical 26 characters).
///
/// # Example
///
/// ```
/// # use sqlx08 as sqlx;
/// use sqlx::{MySql, QueryBuilder};
/// use ulid_sqlx::{ColumnName, Ulid};
///
/// let mut query = QueryBuilder::<MySql>::new("SELECT id FROM events WHERE ");
/// ulid_sqlx::query_builder_0_8::push_time_range_text(&mut query, ColumnName::new("id"), Ulid::range_ms(0, 999));
/// assert_eq!(query.sql(), "SELECT id FROM events WHERE id BETWEEN ? AND ?");
/// ```
pub fn push_time_range_text<'args, DB>(
    query: &mut QueryBuilder<'args, DB>,
    column: ColumnName<'_>,
    range: RangeInclusive<Ulid>,
) where
    DB: Database,
    Text<Ulid>: Encode<'args, DB> + Type<DB>,
{
    let (start, end) = range.into_inner();
    push_between(query, column, Text(start), Text(end));
}

/// `column BETWEEN <start> AND <end>`, with both bounds bound as `B`.
fn push_between<'args, DB, B>(
    query: &mut QueryBuilder<'args, DB>,
    column: ColumnName<'_>,
    start: B,
    end: B,
) where
    DB: Database,
    B: Encode<'args, DB> + Type<DB> + 'static,
{
    query
        .push(column.as_str())
        .push(" BETWEEN ")
        .push_bind(start)
        .push(" AND ")
        .push_bind(end);
}

/// As `ulid_sqlx::push_keyset_condition`: `column > <after>`, the ID bound
/// as `Ulid`.
///
/// # Example
///
/// See the module.
pub fn push_keyset_condition<'args, DB>(
    query: &mut QueryBuilder<'args, DB>,
    column: ColumnName<'_>,
    page: &Keyset,
) where
    DB: Database,
    Ulid: Encode<'args, DB> + Type<DB>,
{
    query
        .push(column.as_str())
        .push(" > ")
        .push_bind(page.after());
}

/// As `ulid_sqlx::push_keyset_condition_text`: the ID bound as
/// `Text<Ulid>`.
///
/// # Example
///
/// ```
/// # use sqlx08 as sqlx;
/// use sqlx::{MySql, QueryBuilder};
/// use ulid_sqlx::{ColumnName, Keyset};
///
/// let page = Keyset::first(20);
/// let mut query = QueryBuilder::<MySql>::new("SELECT id FROM users WHERE ");
/// ulid_sqlx::query_builder_0_8::push_keyset_condition_text(&mut query, ColumnName::new("id"), &page);
/// ulid_sqlx::query_builder_0_8::push_keyset_order_and_limit(&mut query, ColumnName::new("id"), &page);
/// assert_eq!(query.sql(), "SELECT id FROM users WHERE id > ? ORDER BY id LIMIT ?");
/// ```
pub fn push_keyset_condition_text<'args, DB>(
    query: &mut QueryBuilder<'args, DB>,
    column: ColumnName<'_>,
    page: &Keyset,
) where
    DB: Database,
    Text<Ulid>: Encode<'args, DB> + Type<DB>,
{
    query
        .push(column.as_str())
        .push(" > ")
        .push_bind(Text(page.after()));
}

/// As `ulid_sqlx::push_keyset_order_and_limit`: ` ORDER BY column LIMIT
/// <limit>`.
///
/// # Example
///
/// ```
/// # use sqlx08 as sqlx;
/// use sqlx::{Postgres, QueryBuilder};
/// use ulid_sqlx::{ColumnName, Keyset};
///
/// let page = Keyset::first(20);
/// let mut query = QueryBuilder::<Postgres>::new("SELECT id FROM users WHERE ");
/// ulid_sqlx::query_builder_0_8::push_keyset_condition(&mut query, ColumnName::new("id"), &page);
/// ulid_sqlx::query_builder_0_8::push_keyset_order_and_limit(&mut query, ColumnName::new("id"), &page);
/// assert_eq!(query.sql(), "SELECT id FROM users WHERE id > $1 ORDER BY id LIMIT $2");
/// ```
pub fn push_keyset_order_and_limit<'args, DB>(
    query: &mut QueryBuilder<'args, DB>,
    column: ColumnName<'_>,
    page: &Keyset,
) where
    DB: Database,
    i64: Encode<'args, DB> + Type<DB>,
{
    query
        .push(" ORDER BY ")
        .push(column.as_str())
        .push(" LIMIT ")
        .push_bind(i64::from(page.limit()));
}
