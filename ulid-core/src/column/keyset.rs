//! Keyset pagination by ULID, independent of any database library: each
//! page continues after the last ID of the previous one, a range scan on
//! the key instead of an ever larger `OFFSET`. The database adapters write
//! the SQL (`ulid-sqlx`) or show the query (`ulid-diesel`).

use alloc::string::String;

use crate::{ParseError, Ulid};

/// One page of a keyset-paginated query ordered by a ULID column: rows
/// whose ID is greater than [`after`](Keyset::after), at most
/// [`limit`](Keyset::limit) of them, in ID order.
///
/// The cursor a client carries between pages is the text form of the last
/// ID it saw ([`next_cursor`](Keyset::next_cursor)); a bad cursor is a
/// [`ParseError`], not a silent first page. In SQL:
/// `WHERE id > $1 ORDER BY id LIMIT $2`, binding `after()` and `limit()`.
///
/// # Example
///
/// ```
/// use ulid_core::{Keyset, Ulid};
///
/// let ids: Vec<Ulid> = ulid_core::Generator::new().generate_batch(5)?;
/// let mut cursor: Option<String> = None;
/// let mut pages = Vec::new();
/// loop {
///     let page = Keyset::from_cursor(cursor.as_deref(), 2)?;
///     // The query: the IDs above page.after(), in order, page.limit() of them.
///     let rows: Vec<Ulid> = ids.iter().copied().filter(|&id| id > page.after()).take(2).collect();
///     cursor = page.next_cursor(&rows);
///     pages.push(rows);
///     if cursor.is_none() {
///         break;
///     }
/// }
/// assert_eq!(pages.len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
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
    /// let page = ulid_core::Keyset::first(50);
    /// assert_eq!((page.after(), page.limit()), (ulid_core::Ulid::NIL, 50));
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
    /// use ulid_core::{Keyset, Ulid};
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
    /// use ulid_core::Keyset;
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
    /// assert_eq!(ulid_core::Keyset::first(1).after(), ulid_core::Ulid::NIL);
    /// ```
    #[must_use]
    pub const fn after(&self) -> Ulid {
        match self.after {
            Some(id) => id,
            None => Ulid::NIL,
        }
    }

    /// The page size.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_core::Keyset::first(25).limit(), 25);
    /// ```
    #[must_use]
    pub const fn limit(&self) -> u32 {
        self.limit
    }

    /// The cursor for the next page, given this page's IDs in order: the
    /// text form of the last one, or `None` when the page was not full
    /// (there is nothing after it).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Keyset, Ulid};
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
