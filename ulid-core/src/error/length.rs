//! The error of reading a ULID from a byte slice of the wrong length.

use core::fmt;

/// A byte slice given as a binary ULID was not 16 bytes long.
///
/// Database and serde integrations report it when a stored value has the
/// wrong length (a 15-byte `BLOB`, say).
///
/// # Example
///
/// ```
/// let err = ulid_core::Ulid::from_slice(&[1, 2, 3]).unwrap_err();
/// assert_eq!(err.found(), 3);
/// assert_eq!(err.to_string(), "expected 16 bytes for a ULID, found 3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LengthError {
    found: usize,
}

impl LengthError {
    pub(crate) const fn new(found: usize) -> LengthError {
        LengthError { found }
    }

    /// The length found, in bytes.
    ///
    /// # Example
    ///
    /// ```
    /// assert_eq!(ulid_core::Ulid::from_slice(&[0; 17]).unwrap_err().found(), 17);
    /// ```
    #[must_use]
    pub const fn found(&self) -> usize {
        self.found
    }
}

impl fmt::Display for LengthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected 16 bytes for a ULID, found {}", self.found)
    }
}

impl core::error::Error for LengthError {}
