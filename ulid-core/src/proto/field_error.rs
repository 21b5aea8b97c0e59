//! The error of reading an ID from a message field.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use core::error::Error;
use core::fmt;

use crate::Identifier;

/// A message field did not hold an ID: the field's name, what kind of ID
/// was expected, and the parser's error as the [`source`](Error::source)
/// ([`ParseError`](crate::ParseError), [`IdParseError`](crate::IdParseError)
/// or [`LengthError`](crate::LengthError)). Made by
/// [`parse_string_field`](crate::proto::parse_string_field) and
/// [`parse_bytes_field`](crate::proto::parse_bytes_field); with the `tonic`
/// feature it converts into `tonic::Status::invalid_argument` with the
/// [`Display`](fmt::Display) text, which is part of the API.
///
/// # Example
///
/// ```
/// use ulid_core::{proto, LengthError, Ulid};
///
/// let err = proto::parse_bytes_field::<Ulid>("items[3].key", &[1, 2, 3]).unwrap_err();
/// assert_eq!(err.field(), "items[3].key");
/// let source = std::error::Error::source(&err).unwrap();
/// assert_eq!(source.downcast_ref::<LengthError>().map(LengthError::found), Some(3));
/// ```
#[derive(Debug)]
pub struct FieldError {
    field: Cow<'static, str>,
    /// "ULID" or "TypeID".
    kind: &'static str,
    source: Box<dyn Error + Send + Sync>,
}

impl FieldError {
    pub(crate) fn new<T: Identifier>(
        field: Cow<'static, str>,
        source: impl Error + Send + Sync + 'static,
    ) -> FieldError {
        FieldError {
            field,
            kind: T::TEXT_NAME,
            source: Box::new(source),
        }
    }

    /// The field's name, as the caller gave it.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::proto::parse_string_field::<ulid_core::Ulid>("id", "x").unwrap_err();
    /// assert_eq!(err.field(), "id");
    /// ```
    #[must_use]
    pub fn field(&self) -> &str {
        &self.field
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid {} in field `{}`: {}",
            self.kind, self.field, self.source
        )
    }
}

impl Error for FieldError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(&*self.source)
    }
}
