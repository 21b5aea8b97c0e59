//! Filtering a ULID column by creation time.

use std::ops::RangeInclusive;
use std::time::SystemTime;

use diesel::dsl;
use diesel::expression::AsExpression;
use diesel::prelude::ExpressionMethods;
use diesel::query_source::Column;
use diesel::sql_types::SingleValue;
use ulid_core::{Keyset, Ulid};

/// A column that holds ULIDs in the form `Ulid` is bound as for its SQL
/// type, which [`UlidExpressionMethods`] compares it with: the 16 bytes
/// for `Binary` and `Uuid` (and the PostgreSQL extension's `ulid`), the
/// canonical 26 upper-case characters for `Text`.
///
/// You mark each such column of your schema, one line each:
/// `impl ulid_diesel::UlidColumn for events::id {}`. An unmarked column
/// has no ULID filters, so `users::name.created_between(..)` does not
/// compile: on a column of other text, of TypeIDs (`user_01h...`) or of
/// lower-case ULIDs, `BETWEEN` would compare the bound upper-case text
/// with values of another form and return the wrong rows, or none, with
/// no error. Do not mark such a column; compare its own form instead.
///
/// # Example
///
/// ```
/// use diesel::prelude::*;
/// use ulid_diesel::{Ulid, UlidColumn, UlidExpressionMethods};
///
/// diesel::table! {
///     users (id) {
///         id -> Binary,
///         name -> Text,
///     }
/// }
/// impl UlidColumn for users::id {}
///
/// let filter = users::id.created_in(Ulid::range_ms(0, 999));
/// # let _ = filter;
/// ```
///
/// An unmarked column has none of the filters:
///
/// ```compile_fail,E0599
/// use std::time::SystemTime;
/// use diesel::prelude::*;
/// use ulid_diesel::UlidExpressionMethods;
///
/// diesel::table! {
///     users (id) {
///         id -> Binary,
///         name -> Text,
///     }
/// }
///
/// let filter = users::name.created_between(SystemTime::UNIX_EPOCH, SystemTime::now());
/// ```
pub trait UlidColumn: Column {}

/// Time and keyset filters on a [`UlidColumn`] (`Uuid`, `Binary` or
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
/// use ulid_diesel::{Ulid, UlidColumn, UlidExpressionMethods};
///
/// diesel::table! {
///     events (id) {
///         id -> Binary,
///     }
/// }
/// impl UlidColumn for events::id {}
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
pub trait UlidExpressionMethods: UlidColumn + Sized
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
    /// use ulid_diesel::{Ulid, UlidColumn, UlidExpressionMethods};
    ///
    /// diesel::table! {
    ///     events (id) {
    ///         id -> Binary,
    ///     }
    /// }
    /// impl UlidColumn for events::id {}
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
    /// use ulid_diesel::{Keyset, Ulid, UlidColumn, UlidExpressionMethods};
    ///
    /// diesel::table! {
    ///     items (id) {
    ///         id -> Binary,
    ///     }
    /// }
    /// impl UlidColumn for items::id {}
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
    T: UlidColumn,
    T::SqlType: SingleValue,
    Ulid: AsExpression<T::SqlType>,
{
}
