//! The error of making a `NonNilUlid` of the nil ULID.

use core::fmt;

/// The nil ULID (all bits zero) was given where a
/// [`NonNilUlid`](crate::NonNilUlid) was asked for.
///
/// # Example
///
/// ```
/// use ulid_core::{NonNilUlid, Ulid};
///
/// let err = NonNilUlid::try_from(Ulid::NIL).unwrap_err();
/// assert_eq!(err.to_string(), "the nil ULID (all bits zero) is not a NonNilUlid");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct NilError;

impl fmt::Display for NilError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the nil ULID (all bits zero) is not a NonNilUlid")
    }
}

impl core::error::Error for NilError {}

#[cfg(test)]
mod tests {
    extern crate alloc;
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn it_says_which_id_was_refused() {
        assert_eq!(
            NilError.to_string(),
            "the nil ULID (all bits zero) is not a NonNilUlid"
        );
    }
}
