//! Filtering a ULID column by creation time.

use std::ops::RangeInclusive;
use std::time::SystemTime;

use diesel::dsl;
use diesel::expression::{AsExpression, Expression};
use diesel::prelude::ExpressionMethods;
use diesel::sql_types::SingleValue;
use ulid_core::{Keyset, Ulid};

/// Time and keyset filters on any ULID column (`Uuid`, `Binary` or
/// `Text`).
///
/// Because a ULID begins with its timestamp, the IDs made in an interval are
/// one range of the key: `id BETWEEN min AND max`, a range scan on its
/// index, with no separate `created_at` column.
///
/// # Example
///
/// ```
/// use std::time::{Duration, SystemTime};
/// use diesel::prelude::*;
/// use ulid_diesel::{Ulid, UlidExpressionMethods};
///
/// diesel::table! {
///     events (id) {
///         id -> Binary,
///     }
/// }
///
/// let mut db = SqliteConnection::establish(":memory:")?;
/// diesel::sql_query("CREATE TABLE events (id BLOB PRIMARY KEY NOT NULL)").execute(&mut db)?;
/// let now = SystemTime::now();
/// let old = Ulid::min_at_datetime(now - Duration::from_secs(7200));
/// diesel::insert_into(events::table)
///     .values(&vec![events::id.eq(old), events::id.eq(Ulid::new())])
///     .execute(&mut db)?;
///
/// let hour = Duration::from_secs(3600);
/// let recent: Vec<Ulid> = events::table
///     .select(events::id)
///     .filter(events::id.created_between(now - hour, now + hour))
///     .load(&mut db)?;
/// assert_eq!(recent.len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait UlidExpressionMethods: Expression + Sized
where
    Self::SqlType: SingleValue,
    Ulid: AsExpression<Self::SqlType>,
{
    /// `self BETWEEN min AND max` for the IDs made from `start` to `end`,
    /// both included (to the millisecond).
    ///
    /// # Example
    ///
    /// See the [trait's example](UlidExpressionMethods).
    fn created_between(self, start: SystemTime, end: SystemTime) -> dsl::Between<Self, Ulid, Ulid> {
        self.created_in(Ulid::range_datetime(start, end))
    }

    /// `self BETWEEN min AND max` for an ID range such as
    /// [`Ulid::range_ms`].
    ///
    /// # Example
    ///
    /// ```
    /// use diesel::prelude::*;
    /// use ulid_diesel::{Ulid, UlidExpressionMethods};
    ///
    /// diesel::table! {
    ///     events (id) {
    ///         id -> Binary,
    ///     }
    /// }
    ///
    /// let day = Ulid::range_ms(1_700_000_000_000, 1_700_086_399_999);
    /// let query = events::table.filter(events::id.created_in(day));
    /// let sql = diesel::debug_query::<diesel::sqlite::Sqlite, _>(&query).to_string();
    /// assert!(sql.contains("BETWEEN ? AND ?"), "{sql}");
    /// ```
    fn created_in(self, range: RangeInclusive<Ulid>) -> dsl::Between<Self, Ulid, Ulid> {
        let (start, end) = range.into_inner();
        self.between(start, end)
    }

    /// `self > <page.after()>`: the rows of a keyset page. Order by the
    /// column and limit to `page.limit()` too.
    ///
    /// # Example
    ///
    /// ```
    /// use diesel::prelude::*;
    /// use ulid_diesel::{Keyset, Ulid, UlidExpressionMethods};
    ///
    /// diesel::table! {
    ///     items (id) {
    ///         id -> Binary,
    ///     }
    /// }
    ///
    /// let mut db = SqliteConnection::establish(":memory:")?;
    /// diesel::sql_query("CREATE TABLE items (id BLOB PRIMARY KEY NOT NULL)").execute(&mut db)?;
    /// let ids = ulid_core::Generator::new().generate_batch(5)?;
    /// let rows: Vec<_> = ids.iter().map(|id| items::id.eq(*id)).collect();
    /// diesel::insert_into(items::table).values(&rows).execute(&mut db)?;
    ///
    /// let page = Keyset::from_cursor(Some(&ids[1].to_string()), 2)?;
    /// let next: Vec<Ulid> = items::table
    ///     .select(items::id)
    ///     .filter(items::id.after_keyset(&page))
    ///     .order_by(items::id)
    ///     .limit(page.limit().into())
    ///     .load(&mut db)?;
    /// assert_eq!(next, ids[2..4]);
    /// assert_eq!(page.next_cursor(&next), Some(ids[3].to_string()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn after_keyset(self, page: &Keyset) -> dsl::Gt<Self, Ulid> {
        self.gt(page.after())
    }
}

impl<T> UlidExpressionMethods for T
where
    T: Expression,
    T::SqlType: SingleValue,
    Ulid: AsExpression<T::SqlType>,
{
}
