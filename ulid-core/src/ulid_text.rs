//! `UlidText`: a `Ulid` that a database integration writes as its 26
//! characters of text, for text columns.

use core::fmt;
use core::str::FromStr;

use crate::{ParseError, Ulid};

/// A [`Ulid`] for a text column (`TEXT`, `CHAR(26)`, `VARCHAR`): the
/// database integrations write it as the canonical 26 upper-case
/// characters where a plain `Ulid` writes its 16 bytes.
///
/// Reading is the same as for `Ulid` (16 bytes, a `uuid`, or the text in
/// either case; anything else is a [`ColumnDecodeError`] naming the column
/// type), so only the columns you write as text need it. It works in sqlx
/// (like `sqlx::types::Text<Ulid>`, with this crate's typed decode errors),
/// sea-orm (a `Char(26)` column: entity fields, keys, filters) and rusqlite.
/// diesel needs no wrapper: give the column the `Text` SQL type and use
/// `Ulid`.
///
/// [`ColumnDecodeError`]: crate::ColumnDecodeError
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Ulid, UlidText};
///
/// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// let text = UlidText(id);
/// assert_eq!(text.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// assert_eq!(Ulid::from(text), id);
/// assert_eq!("01arz3ndektsv4rrffq69g5fav".parse::<UlidText>()?, text);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UlidText(pub Ulid);

impl From<Ulid> for UlidText {
    fn from(id: Ulid) -> UlidText {
        UlidText(id)
    }
}

impl From<UlidText> for Ulid {
    fn from(text: UlidText) -> Ulid {
        text.0
    }
}

impl fmt::Display for UlidText {
    /// The 26 upper-case characters, as `Ulid`'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl FromStr for UlidText {
    type Err = ParseError;

    /// As [`Ulid::parse`].
    fn from_str(text: &str) -> Result<UlidText, ParseError> {
        Ulid::parse(text).map(UlidText)
    }
}
