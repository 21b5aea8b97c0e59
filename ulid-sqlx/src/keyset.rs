//! Keyset pagination by ULID: each page continues after the last ID of the
//! previous one, a range scan on the key instead of an ever larger
//! `OFFSET`.

use sqlx_core::database::Database;
use sqlx_core::encode::Encode;
use sqlx_core::query_builder::QueryBuilder;
use sqlx_core::types::Type;
use ulid_core::{ParseError, Ulid};

/// One page of a keyset-paginated query ordered by a ULID column.
///
/// The cursor a client carries between pages is the text form of the last
/// ID it saw ([`next_cursor`](Keyset::next_cursor)); a bad cursor is a
/// [`ParseError`], not a silent first page.
///
/// With [`QueryBuilder`], [`push_condition`](Keyset::push_condition) and
/// [`push_order_and_limit`](Keyset::push_order_and_limit) write the SQL
/// for any backend. With plain queries, write
/// `WHERE id > $1 ORDER BY id LIMIT $2` (`?` on MariaDB and SQLite) and
/// bind [`after`](Keyset::after) and [`limit`](Keyset::limit).
///
/// # Example
///
/// ```
/// # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
/// use sqlx::{Connection, QueryBuilder, Sqlite, SqliteConnection};
/// use ulid_sqlx::{Keyset, Ulid};
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
///     page.push_condition(&mut query, "id");
///     page.push_order_and_limit(&mut query, "id");
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keyset {
    after: Option<Ulid>,
    limit: u32,
}

impl Keyset {
    /// The first page, of at most `limit` rows.
    ///
    /// # Example
    ///
    /// ```
    /// let page = ulid_sqlx::Keyset::first(50);
    /// assert_eq!((page.after(), page.limit()), (ulid_sqlx::Ulid::NIL, 50));
    /// ```
    #[must_use]
    pub const fn first(limit: u32) -> Keyset {
        Keyset { after: None, limit }
    }

    /// The page after the row with ID `last`.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_sqlx::{Keyset, Ulid};
    ///
    /// let last = Ulid::new();
    /// assert_eq!(Keyset::after_id(last, 50).after(), last);
    /// ```
    #[must_use]
    pub const fn after_id(last: Ulid, limit: u32) -> Keyset {
        Keyset {
            after: Some(last),
            limit,
        }
    }

    /// The page a client's cursor asks for: the first page for `None`, else
    /// the page after the ID whose text form is the cursor.
    ///
    /// # Errors
    ///
    /// A cursor that is not a ULID's text form.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_sqlx::Keyset;
    ///
    /// assert_eq!(Keyset::from_cursor(None, 10)?, Keyset::first(10));
    /// assert!(Keyset::from_cursor(Some("not a cursor"), 10).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_cursor(cursor: Option<&str>, limit: u32) -> Result<Keyset, ParseError> {
        match cursor {
            None => Ok(Keyset::first(limit)),
            Some(text) => Ok(Keyset::after_id(Ulid::parse(text)?, limit)),
        }
    }

    /// The ID rows must be greater than: the last one seen, or
    /// [`Ulid::NIL`] (below every generated ID) on the first page.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_sqlx::Keyset::first(1).after(), ulid_sqlx::Ulid::NIL);
    /// ```
    #[must_use]
    pub fn after(&self) -> Ulid {
        self.after.unwrap_or(Ulid::NIL)
    }

    /// The page size.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_sqlx::Keyset::first(25).limit(), 25);
    /// ```
    #[must_use]
    pub const fn limit(&self) -> u32 {
        self.limit
    }

    /// Pushes `column > <after>` with the bound ID (on the first page too,
    /// where it is the nil ULID), to follow a `WHERE` or an `AND`.
    ///
    /// # Example
    ///
    /// ```
    /// use sqlx::{Postgres, QueryBuilder};
    /// use ulid_sqlx::Keyset;
    ///
    /// let mut query = QueryBuilder::<Postgres>::new("SELECT id FROM users WHERE ");
    /// Keyset::first(20).push_condition(&mut query, "id");
    /// Keyset::first(20).push_order_and_limit(&mut query, "id");
    /// assert_eq!(query.sql(), "SELECT id FROM users WHERE id > $1 ORDER BY id LIMIT $2");
    /// ```
    pub fn push_condition<DB>(&self, query: &mut QueryBuilder<DB>, column: &str)
    where
        DB: Database,
        Ulid: for<'t> Encode<'t, DB> + Type<DB>,
    {
        query.push(column).push(" > ").push_bind(self.after());
    }

    /// Pushes ` ORDER BY column LIMIT <limit>` with the bound limit.
    ///
    /// # Example
    ///
    /// ```
    /// use sqlx::{MySql, QueryBuilder};
    /// use ulid_sqlx::Keyset;
    ///
    /// let mut query = QueryBuilder::<MySql>::new("SELECT id FROM users WHERE ");
    /// Keyset::first(20).push_condition(&mut query, "id");
    /// Keyset::first(20).push_order_and_limit(&mut query, "id");
    /// assert_eq!(query.sql(), "SELECT id FROM users WHERE id > ? ORDER BY id LIMIT ?");
    /// ```
    pub fn push_order_and_limit<DB>(&self, query: &mut QueryBuilder<DB>, column: &str)
    where
        DB: Database,
        i64: for<'t> Encode<'t, DB> + Type<DB>,
    {
        query
            .push(" ORDER BY ")
            .push(column)
            .push(" LIMIT ")
            .push_bind(i64::from(self.limit));
    }

    /// The cursor for the next page, given this page's IDs in order: the
    /// text form of the last one, or `None` when the page was not full
    /// (there is nothing after it).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_sqlx::{Keyset, Ulid};
    ///
    /// let page = Keyset::first(2);
    /// let (a, b) = (Ulid::new(), Ulid::new());
    /// assert_eq!(page.next_cursor(&[a, b]), Some(b.to_string()));
    /// assert_eq!(page.next_cursor(&[a]), None);
    /// ```
    #[must_use]
    pub fn next_cursor(&self, ids: &[Ulid]) -> Option<String> {
        let full = u32::try_from(ids.len()).is_ok_and(|len| len >= self.limit);
        match ids.last() {
            Some(last) if full => Some(last.to_string()),
            _ => None,
        }
    }
}
