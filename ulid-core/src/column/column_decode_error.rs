//! The error of reading a ULID from a database value: which column type,
//! what was found, and, where a common mistake explains it, the fix.

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;

use crate::{ENCODED_LEN, Id, IdParseError, LengthError, ParseError, Prefix, Ulid};

/// A value read from a database column is not a ULID.
///
/// Every database integration of this crate (sqlx, diesel, sea-orm,
/// rusqlite) reports a bad stored value with this type, so an application
/// can tell it from a connection failure by downcasting the library's
/// error source. It names the column type (or, on SQLite, the storage class
/// of the value) and what was found:
///
/// - a binary value of a length other than 16 ([`length_error`]);
/// - a text value that is not the 26-character form ([`parse_error`]);
/// - a value of a type that cannot hold a ULID, such as an SQLite
///   `INTEGER` or `REAL` ([`is_wrong_type`]).
///
/// Where the value looks like a known mix-up (a UUID's 36-character text in
/// a text column, the 26-character text in a binary column), the message
/// says so and what to bind instead. The [`Display`](fmt::Display) text is
/// whole: it includes the inner length or parse error, so
/// [`source`](core::error::Error::source) is `None` and an error chain
/// prints it once. Match on the accessors, not the text, whose wording may
/// improve in any release (the versioning guide's "What 1.0 promises").
///
/// [`length_error`]: ColumnDecodeError::length_error
/// [`parse_error`]: ColumnDecodeError::parse_error
/// [`is_wrong_type`]: ColumnDecodeError::is_wrong_type
///
/// # Example
///
/// ```
/// use ulid_core::Ulid;
///
/// let err = Ulid::from_binary_column("BLOB", &[0; 15]).unwrap_err();
/// assert_eq!(err.column_type(), "BLOB");
/// assert_eq!(err.length_error().map(|e| e.found()), Some(15));
/// assert_eq!(
///     err.to_string(),
///     "cannot decode a ULID from a BLOB value: expected 16 bytes for a ULID, found 15",
/// );
///
/// let err = Ulid::from_text_column("TEXT", b"01ARZ3NDEKTSV4RRFFQ69G5FA").unwrap_err();
/// assert_eq!(err.parse_error().and_then(|e| e.found_len()), Some(25));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColumnDecodeError {
    column_type: String,
    found: Found,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Found {
    Binary(LengthError),
    Text {
        len: usize,
        error: TextError,
        /// The text is a hyphenated UUID: a `Ulid` bound as `uuid` into a
        /// text column, the commonest mix-up.
        uuid_text: bool,
    },
    WrongType,
}

impl ColumnDecodeError {
    pub(crate) fn binary(column_type: &str, error: LengthError) -> ColumnDecodeError {
        ColumnDecodeError {
            column_type: String::from(column_type),
            found: Found::Binary(error),
        }
    }

    pub(crate) fn text(
        column_type: &str,
        text: &[u8],
        error: impl Into<TextError>,
    ) -> ColumnDecodeError {
        let uuid_text = core::str::from_utf8(text).is_ok_and(|text| Ulid::parse_uuid(text).is_ok());
        ColumnDecodeError {
            column_type: String::from(column_type),
            found: Found::Text {
                len: text.len(),
                error: error.into(),
                uuid_text,
            },
        }
    }

    /// A value of `column_type` (a type or an SQLite storage class such as
    /// `INTEGER` or `REAL`) that cannot hold a ULID at all.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::ColumnDecodeError;
    ///
    /// let err = ColumnDecodeError::wrong_type("INTEGER");
    /// assert!(err.is_wrong_type());
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot decode a ULID from a value of type INTEGER: \
    ///      a ULID is stored as 16 bytes or as its 26-character text",
    /// );
    /// ```
    #[must_use]
    pub fn wrong_type(column_type: &str) -> ColumnDecodeError {
        ColumnDecodeError {
            column_type: String::from(column_type),
            found: Found::WrongType,
        }
    }

    /// The column type the value came from, as the database or the library
    /// names it (`uuid`, `bytea`, `BINARY`, `VARCHAR`, `Binary`, …); on
    /// SQLite, the storage class of the value itself (`BLOB`, `TEXT`,
    /// `INTEGER`, `REAL`), since SQLite columns are not strictly typed.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::from_binary_column("bytea", &[1, 2]).unwrap_err();
    /// assert_eq!(err.column_type(), "bytea");
    /// ```
    #[must_use]
    pub fn column_type(&self) -> &str {
        &self.column_type
    }

    /// The length error, when a binary value was not 16 bytes long.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::from_binary_column("BLOB", &[0; 17]).unwrap_err();
    /// assert_eq!(err.length_error().unwrap().found(), 17);
    /// ```
    #[must_use]
    pub fn length_error(&self) -> Option<LengthError> {
        match self.found {
            Found::Binary(error) => Some(error),
            _ => None,
        }
    }

    /// The parse error, when a text value was not a ULID's 26 characters.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::from_text_column("TEXT", b"01ARZ3NDEKTSV4RRFFQ69G5FAL").unwrap_err();
    /// assert_eq!(err.parse_error().unwrap().index(), Some(25));
    /// ```
    #[must_use]
    pub fn parse_error(&self) -> Option<ParseError> {
        match self.found {
            Found::Text {
                error: TextError::Ulid(error),
                ..
            } => Some(error),
            _ => None,
        }
    }

    /// The parse error, when a text value was not the TypeID of the
    /// [`Id<P>`](Id) being read.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let err = Id::<User>::from_text_column("TEXT", b"org_01h455vb4pex5vsknk084sn02q").unwrap_err();
    /// assert_eq!(err.id_parse_error().unwrap().wrong_prefix(), Some(("user", "org")));
    /// ```
    #[must_use]
    pub fn id_parse_error(&self) -> Option<IdParseError> {
        match self.found {
            Found::Text {
                error: TextError::TypeId(ref error),
                ..
            } => Some(**error),
            _ => None,
        }
    }

    /// Whether the value was of a type that cannot hold a ULID (an SQLite
    /// `INTEGER` or `REAL`).
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::Ulid::from_binary_column("BLOB", &[]).unwrap_err();
    /// assert!(!err.is_wrong_type());
    /// ```
    #[must_use]
    pub fn is_wrong_type(&self) -> bool {
        self.found == Found::WrongType
    }
}

impl fmt::Display for ColumnDecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column_type = &self.column_type;
        match self.found {
            Found::Binary(error) => {
                write!(
                    f,
                    "cannot decode a ULID from a {column_type} value: {error}"
                )?;
                if error.found() == ENCODED_LEN {
                    f.write_str(" (26 bytes: is this the text form in a binary column?)")?;
                }
                Ok(())
            }
            Found::Text {
                len,
                ref error,
                uuid_text,
            } => {
                let what = match error {
                    TextError::Ulid(_) => "a ULID",
                    TextError::TypeId(_) => "a TypeID",
                };
                write!(
                    f,
                    "cannot decode {what} from a {column_type} value of {len} bytes: {error}"
                )?;
                if uuid_text {
                    f.write_str(
                        " (this is a UUID's text, which is what a ULID bound as a \
                         uuid becomes in a text column; to write a text column, bind the \
                         26-character form: `UlidText`, sqlx's `Text<Ulid>`, diesel's \
                         `Text` SQL type, or `id.to_string()`)",
                    )?;
                }
                Ok(())
            }
            Found::WrongType => write!(
                f,
                "cannot decode a ULID from a value of type {column_type}: \
                 a ULID is stored as 16 bytes or as its 26-character text"
            ),
        }
    }
}

// No `source()`: the `Display` text already holds the inner error's (a
// chain printer such as anyhow's `{:#}` would write it twice); the
// accessors above give it as a value.
impl core::error::Error for ColumnDecodeError {}

/// What a text value failed: a ULID's text or a TypeID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TextError {
    Ulid(ParseError),
    /// Boxed: the wrong prefix it may hold is 64 bytes, and this error
    /// travels in every decode `Result`.
    TypeId(Box<IdParseError>),
}

impl From<ParseError> for TextError {
    fn from(error: ParseError) -> TextError {
        TextError::Ulid(error)
    }
}

impl From<IdParseError> for TextError {
    fn from(error: IdParseError) -> TextError {
        TextError::TypeId(Box::new(error))
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextError::Ulid(error) => error.fmt(f),
            TextError::TypeId(error) => error.fmt(f),
        }
    }
}

impl Ulid {
    /// The ULID in the bytes of a binary column (`uuid`, `bytea`,
    /// `BINARY(16)`, `BLOB`): exactly 16 bytes, big-endian. This is the
    /// reader every database integration of the crate uses; it is public for
    /// integrations of your own.
    ///
    /// # Errors
    ///
    /// Any length other than 16, as a [`ColumnDecodeError`] naming
    /// `column_type` and the length found.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::Ulid;
    ///
    /// assert_eq!(Ulid::from_binary_column("BLOB", &[0; 16]), Ok(Ulid::NIL));
    /// let err = Ulid::from_binary_column("BLOB", b"01ARZ3NDEKTSV4RRFFQ69G5FAV").unwrap_err();
    /// assert!(err.to_string().ends_with("(26 bytes: is this the text form in a binary column?)"));
    /// ```
    pub fn from_binary_column(column_type: &str, bytes: &[u8]) -> Result<Ulid, ColumnDecodeError> {
        Ulid::from_slice(bytes).map_err(|error| ColumnDecodeError::binary(column_type, error))
    }

    /// The ULID in the bytes of a text column (`TEXT`, `CHAR(26)`,
    /// `VARCHAR`): the 26-character form, in either case, parsed strictly.
    ///
    /// # Errors
    ///
    /// Text that is not a ULID, as a [`ColumnDecodeError`] naming
    /// `column_type`, the length found and the [`ParseError`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{ulid, Ulid};
    ///
    /// let id = Ulid::from_text_column("TEXT", b"01arz3ndektsv4rrffq69g5fav")?;
    /// assert_eq!(id, ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    /// let err = Ulid::from_text_column("text", b"01563e3a-b5d3-d676-4c61-efb99302bd5b").unwrap_err();
    /// assert!(err.to_string().contains("a UUID's text"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_text_column(column_type: &str, text: &[u8]) -> Result<Ulid, ColumnDecodeError> {
        Ulid::parse_ascii(text).map_err(|error| ColumnDecodeError::text(column_type, text, error))
    }
}

impl<P: Prefix> Id<P> {
    /// The ID in the bytes of a binary column: as
    /// [`Ulid::from_binary_column`] (the 16 bytes hold no prefix).
    ///
    /// # Errors
    ///
    /// Any length other than 16, as a [`ColumnDecodeError`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, Ulid, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::from_binary_column("BLOB", &[0; 16])?;
    /// assert_eq!(id.to_ulid(), Ulid::NIL);
    /// assert!(Id::<User>::from_binary_column("BLOB", &[0; 15]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_binary_column(column_type: &str, bytes: &[u8]) -> Result<Id<P>, ColumnDecodeError> {
        Ulid::from_binary_column(column_type, bytes).map(Id::from_ulid)
    }

    /// The ID in the bytes of a text column: its full TypeID, parsed as
    /// [`Id::parse`] does (strictly, and `P`'s prefix only).
    ///
    /// # Errors
    ///
    /// Text that is not `P`'s TypeID, as a [`ColumnDecodeError`] naming
    /// `column_type`, the length found and the [`IdParseError`].
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let id = Id::<User>::from_text_column("TEXT", b"user_01h455vb4pex5vsknk084sn02q")?;
    /// assert_eq!(id.to_string(), "user_01h455vb4pex5vsknk084sn02q");
    /// let err = Id::<User>::from_text_column("TEXT", b"01H455VB4PEX5VSKNK084SN02Q").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "cannot decode a TypeID from a TEXT value of 26 bytes: \
    ///      missing separator: expected \"user_\" and 26 characters, found no '_'",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_text_column(column_type: &str, text: &[u8]) -> Result<Id<P>, ColumnDecodeError> {
        Id::parse_ascii(text).map_err(|error| ColumnDecodeError::text(column_type, text, error))
    }
}
