//! The error of reading an ID from a message field.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use core::error::Error;
use core::fmt;
use core::panic::{RefUnwindSafe, UnwindSafe};

use crate::Identifier;

/// A message field did not hold an ID: the field's name, what kind of ID
/// was expected, and the parser's error ([`parse_error`](FieldError::parse_error):
/// a [`ParseError`](crate::ParseError), [`IdParseError`](crate::IdParseError)
/// or [`LengthError`](crate::LengthError)), whose text the
/// [`Display`](fmt::Display) text includes (so
/// [`source`](Error::source) is `None`: a chain prints it once). Made by
/// [`parse_string_field`](crate::proto_fields::parse_string_field) and
/// [`parse_bytes_field`](crate::proto_fields::parse_bytes_field); with the `tonic`
/// feature it converts into `tonic::Status::invalid_argument` with the
/// [`Display`](fmt::Display) text (whose wording may improve in any
/// release; the accessors are what is promised).
///
/// # Example
///
/// ```
/// use ulid_core::{proto_fields, LengthError, Ulid};
///
/// let err = proto_fields::parse_bytes_field::<Ulid>("items[3].key", &[1, 2, 3]).unwrap_err();
/// assert_eq!(err.field(), "items[3].key");
/// let parse_error = err.parse_error();
/// assert_eq!(parse_error.downcast_ref::<LengthError>().map(LengthError::found), Some(3));
/// ```
#[derive(Debug)]
pub struct FieldError {
    field: Cow<'static, str>,
    /// "ULID" or "TypeID".
    kind: &'static str,
    // `UnwindSafe` and `RefUnwindSafe` too, so that `FieldError` is, as
    // every error of the crate (the parsers' errors are plain data).
    parse_error: Box<dyn Error + Send + Sync + UnwindSafe + RefUnwindSafe>,
}

impl FieldError {
    pub(crate) fn new<T: Identifier>(
        field: Cow<'static, str>,
        parse_error: impl Error + Send + Sync + UnwindSafe + RefUnwindSafe + 'static,
    ) -> FieldError {
        FieldError {
            field,
            kind: T::TEXT_NAME,
            parse_error: Box::new(parse_error),
        }
    }

    /// The field's name, as the caller gave it.
    ///
    /// # Example
    ///
    /// ```
    /// let err = ulid_core::proto_fields::parse_string_field::<ulid_core::Ulid>("id", "x").unwrap_err();
    /// assert_eq!(err.field(), "id");
    /// ```
    #[must_use]
    pub fn field(&self) -> &str {
        &self.field
    }

    /// The parser's error: a [`ParseError`](crate::ParseError),
    /// [`IdParseError`](crate::IdParseError) or
    /// [`LengthError`](crate::LengthError), to downcast.
    ///
    /// # Example
    ///
    /// ```
    /// use ulid_core::{proto_fields, ParseError, Ulid};
    ///
    /// let err = proto_fields::parse_string_field::<Ulid>("id", "01ARZ3NDEKTSV4RRFFQ69G5FAL").unwrap_err();
    /// let parse_error = err.parse_error().downcast_ref::<ParseError>().unwrap();
    /// assert_eq!(parse_error.index(), Some(25));
    /// ```
    #[must_use]
    pub fn parse_error(&self) -> &(dyn Error + Send + Sync + 'static) {
        &*self.parse_error
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid {} in field `{}`: {}",
            self.kind, self.field, self.parse_error
        )
    }
}

// No `source()`: the `Display` text already holds the parser's, which
// `parse_error` gives as a value.
impl Error for FieldError {}
