//! `UlidText`: a `Ulid` or `Id<P>` that a database integration writes as
//! its text, for text columns.

use core::fmt;
use core::str::FromStr;

use crate::{Id, Identifier, Prefix, Ulid};

/// A [`Ulid`] (or an [`Id<P>`](crate::Id)) for a text column (`TEXT`,
/// `CHAR(26)`, `VARCHAR`): the database integrations write it as its text
/// (the canonical 26 upper-case characters; an `Id<P>`'s full TypeID,
/// `user_01h455vb4pex5vsknk084sn02q`) where a plain `Ulid` or `Id<P>`
/// writes its 16 bytes.
///
/// Reading is the same as for `T` (16 bytes, a `uuid`, or the text;
/// anything else is a [`ColumnDecodeError`] naming the column type), so
/// only the columns you write as text need it. It works in sqlx (like
/// `sqlx::types::Text<Ulid>`, with this crate's typed decode errors),
/// sea-orm (a `Char(26)` column: entity fields, keys, filters) and rusqlite.
/// diesel needs no wrapper: give the column the `Text` SQL type and use
/// `Ulid` or `Id<P>`.
///
/// [`ColumnDecodeError`]: crate::ColumnDecodeError
///
/// # Example
///
/// ```
/// use ulid_core::{Id, Ulid, UlidText, prefix, ulid};
///
/// let id = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// let text = UlidText(id);
/// assert_eq!(text.to_string(), "01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// assert_eq!(Ulid::from(text), id);
/// assert_eq!("01arz3ndektsv4rrffq69g5fav".parse::<UlidText>()?, text);
///
/// prefix!(User = "user");
/// let user = UlidText(Id::<User>::from_ulid(id));
/// assert_eq!(user.to_string(), "user_01arz3ndektsv4rrffq69g5fav");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UlidText<T = Ulid>(pub T);

impl<T: Identifier> From<T> for UlidText<T> {
    fn from(id: T) -> UlidText<T> {
        UlidText(id)
    }
}

// `From<UlidText<T>> for T`, once per type: a blanket impl over `T` would
// be an impl of a foreign trait for any type.

impl From<UlidText<Ulid>> for Ulid {
    fn from(text: UlidText<Ulid>) -> Ulid {
        text.0
    }
}

impl<P: Prefix> From<UlidText<Id<P>>> for Id<P> {
    fn from(text: UlidText<Id<P>>) -> Id<P> {
        text.0
    }
}

impl<T: Identifier> fmt::Display for UlidText<T> {
    /// As `T`'s `Display`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl<T: Identifier> FromStr for UlidText<T> {
    type Err = T::TextError;

    /// As `T`'s parser ([`Ulid::parse`], [`Id::parse`](crate::Id::parse)).
    fn from_str(text: &str) -> Result<UlidText<T>, T::TextError> {
        T::parse_ascii(text.as_bytes()).map(UlidText)
    }
}
