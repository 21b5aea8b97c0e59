//! The inputs the codec benches share (`peers.rs`, `instructions.rs`,
//! `interleaved.rs`), so that their tables measure the same texts.

#![allow(dead_code, reason = "each bench uses some of these")]

/// A ULID's text, the one in the ULID spec's examples.
pub(crate) const TEXT: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
/// A UUID's hyphenated text, for `uuid`'s rows.
pub(crate) const UUID_TEXT: &str = "01563e3a-b5d3-d676-4c61-efb99302bd5b";
/// A TypeID of the kind [`User`].
pub(crate) const TYPEID: &str = "user_01h455vb4pex5vsknk084sn02q";
/// [`TEXT`] with an excluded letter (`U`) first, and last.
pub(crate) const INVALID_FIRST: &str = "U1ARZ3NDEKTSV4RRFFQ69G5FAV";
pub(crate) const INVALID_LAST: &str = "01ARZ3NDEKTSV4RRFFQ69G5FAU";

ulid_core::prefix!(pub(crate) User = "user");

/// `type-safe-id`'s kind for the same prefix.
#[derive(Default)]
pub(crate) struct TsUser;

impl type_safe_id::StaticType for TsUser {
    const TYPE: &'static str = "user";
}
