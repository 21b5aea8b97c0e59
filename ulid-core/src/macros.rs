//! `ulid!`: a ULID literal checked at compile time.

/// A ULID from a string literal, parsed at compile time: a malformed
/// literal is a compile error, not a runtime panic.
///
/// # Example
///
/// ```
/// use ulid_core::{ulid, Ulid};
///
/// const ROOT: Ulid = ulid!("01ARZ3NDEKTSV4RRFFQ69G5FAV");
/// assert_eq!(ROOT.timestamp_ms(), 1_469_922_850_259);
/// ```
///
/// A bad literal does not compile:
///
/// ```compile_fail
/// let id = ulid_core::ulid!("8ZZZZZZZZZZZZZZZZZZZZZZZZZ"); // overflow
/// ```
#[macro_export]
macro_rules! ulid {
    ($text:expr) => {{
        const ULID: $crate::Ulid = match $crate::Ulid::parse_const($text) {
            ::core::result::Result::Ok(id) => id,
            ::core::result::Result::Err(err) => ::core::panic!("{}", err.summary()),
        };
        ULID
    }};
}
