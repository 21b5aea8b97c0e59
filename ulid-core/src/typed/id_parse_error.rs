//! The error of parsing a TypeID (`Id<P>`, `AnyId`) or of building an
//! `AnyId` from a prefix.

use core::fmt;

use crate::error::parse::{Found, utf8_char_at};
use crate::typed::prefix::PREFIX_MAX_LEN;
use crate::typed::prefix_buf::PrefixBuf;
use crate::{ENCODED_LEN, ParseError};

/// The text is not a TypeID, or not one of the expected prefix.
///
/// It says what was wrong and where (byte indexes are 0-based, in the
/// whole input). The checks run in this order:
///
/// 1. the prefix (everything before the last `_`): a character outside
///    `a`-`z` and `_`, more than 63 characters, `_` first or last, or a
///    separator with nothing before it;
/// 2. the suffix (the 26 characters after the last `_`): the
///    [`ParseError`] that [`Ulid::parse`](crate::Ulid::parse) gives
///    (character, length, overflow), then any upper-case letter (TypeID
///    suffixes are lower-case);
/// 3. for [`Id<P>`](crate::Id): a prefix other than `P`'s, or no separator
///    where `P` has a prefix.
///
/// The accessors and this order are promised; the
/// [`Display`](fmt::Display) text says the same in words, which may
/// improve in any release (the versioning guide's "What 1.0 promises").
///
/// # Example
///
/// ```
/// use ulid_core::{Id, prefix};
///
/// prefix!(User = "user");
///
/// let err = "org_01h455vb4pex5vsknk084sn02q".parse::<Id<User>>().unwrap_err();
/// assert_eq!(err.wrong_prefix(), Some(("user", "org")));
/// assert_eq!(err.to_string(), r#"wrong prefix: expected "user", found "org""#);
///
/// let err = "user_01H455VB4PEX5VSKNK084SN02Q".parse::<Id<User>>().unwrap_err();
/// assert_eq!(err.index(), Some(7));
/// assert_eq!(
///     err.to_string(),
///     "invalid character 'H' at index 7 (0-based): a TypeID suffix is lower case",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IdParseError {
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Kind {
    PrefixCharacter {
        found: Found,
        index: usize,
    },
    PrefixTooLong {
        found: usize,
    },
    PrefixUnderscore {
        index: usize,
    },
    EmptyPrefixWithSeparator,
    Suffix {
        error: ParseError,
        start: usize,
    },
    SuffixUpperCase {
        found: u8,
        index: usize,
    },
    MissingSeparator {
        expected: &'static str,
    },
    WrongPrefix {
        expected: &'static str,
        found: PrefixBuf,
    },
}

impl IdParseError {
    pub(crate) const fn prefix_character(prefix: &[u8], index: usize) -> IdParseError {
        let found = match utf8_char_at(prefix, index) {
            Some(c) => Found::Char(c),
            None => Found::Byte(prefix[index]),
        };
        IdParseError {
            kind: Kind::PrefixCharacter { found, index },
        }
    }

    pub(crate) const fn prefix_too_long(found: usize) -> IdParseError {
        IdParseError {
            kind: Kind::PrefixTooLong { found },
        }
    }

    pub(crate) const fn prefix_underscore(index: usize) -> IdParseError {
        IdParseError {
            kind: Kind::PrefixUnderscore { index },
        }
    }

    pub(crate) const EMPTY_PREFIX_WITH_SEPARATOR: IdParseError = IdParseError {
        kind: Kind::EmptyPrefixWithSeparator,
    };

    pub(crate) const fn suffix(error: ParseError, start: usize) -> IdParseError {
        IdParseError {
            kind: Kind::Suffix { error, start },
        }
    }

    pub(crate) const fn suffix_upper_case(found: u8, index: usize) -> IdParseError {
        IdParseError {
            kind: Kind::SuffixUpperCase { found, index },
        }
    }

    pub(crate) const fn missing_separator(expected: &'static str) -> IdParseError {
        IdParseError {
            kind: Kind::MissingSeparator { expected },
        }
    }

    pub(crate) const fn of_wrong_prefix(expected: &'static str, found: PrefixBuf) -> IdParseError {
        IdParseError {
            kind: Kind::WrongPrefix { expected, found },
        }
    }

    /// The 0-based byte index of the offending character, where one
    /// character is to blame (a bad prefix character or `_`, a bad or
    /// upper-case suffix character, in the whole input).
    ///
    /// # Example
    ///
    /// ```
    /// let err = "pre.fix_01h455vb4pex5vsknk084sn02q".parse::<ulid_core::AnyId>().unwrap_err();
    /// assert_eq!(err.index(), Some(3));
    /// ```
    #[must_use]
    pub const fn index(&self) -> Option<usize> {
        match self.kind {
            Kind::PrefixCharacter { index, .. }
            | Kind::PrefixUnderscore { index }
            | Kind::SuffixUpperCase { index, .. } => Some(index),
            Kind::Suffix { error, start } => match error.index() {
                Some(index) => Some(start + index),
                None => None,
            },
            _ => None,
        }
    }

    /// The prefix breaks the TypeID rules (a character, its length, `_`
    /// first or last, or a separator without a prefix).
    ///
    /// # Example
    ///
    /// ```
    /// let err = "_01h455vb4pex5vsknk084sn02q".parse::<ulid_core::AnyId>().unwrap_err();
    /// assert!(err.is_invalid_prefix());
    /// ```
    #[must_use]
    pub const fn is_invalid_prefix(&self) -> bool {
        matches!(
            self.kind,
            Kind::PrefixCharacter { .. }
                | Kind::PrefixTooLong { .. }
                | Kind::PrefixUnderscore { .. }
                | Kind::EmptyPrefixWithSeparator
        )
    }

    /// The suffix is not 26 lower-case characters of a ULID.
    ///
    /// # Example
    ///
    /// ```
    /// let err = "user_8zzzzzzzzzzzzzzzzzzzzzzzzz".parse::<ulid_core::AnyId>().unwrap_err();
    /// assert!(err.is_invalid_suffix());
    /// assert!(err.suffix_error().unwrap().is_overflow());
    /// ```
    #[must_use]
    pub const fn is_invalid_suffix(&self) -> bool {
        matches!(
            self.kind,
            Kind::Suffix { .. } | Kind::SuffixUpperCase { .. }
        )
    }

    /// The suffix's [`ParseError`] (its index counts from the suffix's
    /// start), when the suffix is not a ULID at all.
    ///
    /// # Example
    ///
    /// ```
    /// let err = "user_01h455".parse::<ulid_core::AnyId>().unwrap_err();
    /// assert_eq!(err.suffix_error().unwrap().found_len(), Some(6));
    /// ```
    #[must_use]
    pub const fn suffix_error(&self) -> Option<ParseError> {
        match self.kind {
            Kind::Suffix { error, .. } => Some(error),
            _ => None,
        }
    }

    /// A valid TypeID of another kind: the expected prefix and the one
    /// found (`""` for none; a missing separator is also reported here,
    /// with the found prefix `""`).
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{Id, prefix};
    ///
    /// prefix!(User = "user");
    /// let err = "01h455vb4pex5vsknk084sn02q".parse::<Id<User>>().unwrap_err();
    /// assert_eq!(err.wrong_prefix(), Some(("user", "")));
    /// ```
    #[must_use]
    pub fn wrong_prefix(&self) -> Option<(&'static str, &str)> {
        match &self.kind {
            Kind::MissingSeparator { expected } => Some((expected, "")),
            Kind::WrongPrefix { expected, found } => Some((expected, found.as_str())),
            _ => None,
        }
    }

    /// A fixed summary of the error, for contexts that cannot format
    /// (compile-time evaluation in [`prefix!`](crate::prefix!)).
    #[doc(hidden)]
    #[must_use]
    pub const fn summary(&self) -> &'static str {
        match self.kind {
            Kind::PrefixCharacter { .. } => "invalid TypeID prefix: only a-z and _ are allowed",
            Kind::PrefixTooLong { .. } => "invalid TypeID prefix: at most 63 characters",
            Kind::PrefixUnderscore { .. } => {
                "invalid TypeID prefix: it must start and end with a letter a-z, not _"
            }
            Kind::EmptyPrefixWithSeparator => "invalid TypeID: a separator with an empty prefix",
            Kind::Suffix { .. } | Kind::SuffixUpperCase { .. } => "invalid TypeID suffix",
            Kind::MissingSeparator { .. } | Kind::WrongPrefix { .. } => "wrong TypeID prefix",
        }
    }
}

impl fmt::Display for IdParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::PrefixCharacter { found, index } => write!(
                f,
                "invalid {found} at index {index} (0-based) in the prefix: \
                 a TypeID prefix is a-z and _"
            ),
            Kind::PrefixTooLong { found } => write!(
                f,
                "invalid prefix: a TypeID prefix is at most {PREFIX_MAX_LEN} characters, \
                 found {found}"
            ),
            Kind::PrefixUnderscore { index } => write!(
                f,
                "invalid prefix: '_' at index {index} (0-based): \
                 a TypeID prefix starts and ends with a letter"
            ),
            Kind::EmptyPrefixWithSeparator => f.write_str(
                "invalid TypeID: '_' with no prefix before it \
                 (a TypeID without a prefix is the 26 characters alone)",
            ),
            Kind::Suffix { error, start } => write!(
                f,
                "invalid suffix (the {ENCODED_LEN} characters from index {start}): {error}"
            ),
            Kind::SuffixUpperCase { found, index } => write!(
                f,
                "invalid character {:?} at index {index} (0-based): \
                 a TypeID suffix is lower case",
                char::from(found)
            ),
            Kind::MissingSeparator { expected } => write!(
                f,
                "missing separator: expected \"{expected}_\" and 26 characters, \
                 found no '_'"
            ),
            Kind::WrongPrefix { expected, found } => write!(
                f,
                "wrong prefix: expected {expected:?}, found {:?}",
                found.as_str()
            ),
        }
    }
}

// No `source()`: an invalid suffix's `Display` already holds the ULID
// parser's text, which `suffix_error` gives as a value.
impl core::error::Error for IdParseError {}
